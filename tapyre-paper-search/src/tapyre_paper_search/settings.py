"""Settings of paper search: the ``[papers]`` table of the Tapyre configuration.

Every setting has one default, defined here, and one environment variable
that overrides the file (the core's :class:`tapyre.Config` applies
``TAPYRE_PAPERS__<KEY>``; values parse as TOML, so ``8`` is a number):

* ``data_dir`` (``TAPYRE_PAPERS__DATA_DIR``): default
  ``platformdirs.user_data_path("tapyre")/papers``.
* ``sql_url`` (``TAPYRE_PAPERS__SQL_URL``): default ``sqlite:///<data_dir>/papers.sqlite3``;
  MySQL/MariaDB: ``mysql+pymysql://USER:PASSWORD@HOST/DATABASE``.
* ``qdrant_path`` (``TAPYRE_PAPERS__QDRANT_PATH``): default ``<data_dir>/qdrant``, the
  embedded Qdrant Edge store.
* ``qdrant_url`` (``TAPYRE_PAPERS__QDRANT_URL``): default none; a Qdrant server URL
  (or ``:memory:``) replaces the embedded store.
* ``qdrant_api_key`` (``TAPYRE_PAPERS__QDRANT_API_KEY``): default none; never printed.
* ``collection`` (``TAPYRE_PAPERS__COLLECTION``): default ``papers``.
* ``dense_embedder`` (``TAPYRE_PAPERS__DENSE_EMBEDDER``): default ``hf``, whose
  default model is the packaged all-MiniLM-L6-v2 (the ``minilm`` extra), so the
  embedded setup works offline; ``specter2`` for SPECTER2 (an embedder
  component; its settings are ``[embedders.NAME]``).
* ``sparse_embedder`` (``TAPYRE_PAPERS__SPARSE_EMBEDDER``): default ``bm25``;
  ``""`` or ``"none"`` for dense-only collections.
* ``chunk_max_tokens`` (``TAPYRE_PAPERS__CHUNK_MAX_TOKENS``): default 256.
* ``chunk_overlap_tokens`` (``TAPYRE_PAPERS__CHUNK_OVERLAP_TOKENS``): default 32.
* ``workers`` (``TAPYRE_PAPERS__WORKERS``): default CPUs − 1 (at least 1), PDF
  extraction processes.
* ``extract_memory_mb`` (``TAPYRE_PAPERS__EXTRACT_MEMORY_MB``): default 2048, the memory
  (address space) one extraction worker may add to its start size; a PDF needing more
  fails as ``too-large``.  0: no limit.  Enforced where ``RLIMIT_AS`` is (Linux).
* ``embed_batch_size`` (``TAPYRE_PAPERS__EMBED_BATCH_SIZE``): default 64 chunks per call.
* ``quantization`` (``TAPYRE_PAPERS__QUANTIZATION``): default ``int8`` (an int8 copy of
  the dense vectors for search and HNSW building, rescored with the originals); ``none``.
* ``on_disk`` (``TAPYRE_PAPERS__ON_DISK``): default false; true leaves the float32
  vectors on disk.
* ``hnsw_m`` (``TAPYRE_PAPERS__HNSW_M``): default 16.
* ``hnsw_ef_construct`` (``TAPYRE_PAPERS__HNSW_EF_CONSTRUCT``): default 100.
* ``payload_text_chars`` (``TAPYRE_PAPERS__PAYLOAD_TEXT_CHARS``): default 400, the
  snippet kept with each point (full text: SQL).
* ``max_search_threads`` (``TAPYRE_PAPERS__MAX_SEARCH_THREADS``): default none, one
  per CPU (embedded store only).
* ``api_key`` (``TAPYRE_PAPERS__API_KEY``): default none; the key ``papers serve``
  asks of every request (``Authorization: Bearer KEY`` or ``X-API-Key: KEY``).
  Required to listen on an address other than loopback; never printed.
* ``cors_origins`` (``TAPYRE_PAPERS__CORS_ORIGINS``): default ``[]`` (CORS off); the
  browser origins allowed to call the API, e.g. ``["https://app.example.org"]``.
* ``max_request_bytes`` (``TAPYRE_PAPERS__MAX_REQUEST_BYTES``): default 1048576;
  larger request bodies are answered 413.
* ``client_concurrency`` (``TAPYRE_PAPERS__CLIENT_CONCURRENCY``): default 8, the
  ``/search`` and ``/ask`` requests one client address may run at once (more: 429
  with ``Retry-After``).  0: no limit.

``quantization``, ``on_disk`` and the HNSW settings apply when a collection
is created.  int8 quantization is the default because on the embedded engine
it builds the HNSW index about four times faster and searches faster, with the
same top results (candidates are rescored with the float32 originals).  For
collections of about a million chunks or more, ``on_disk = true`` also leaves
the float32 originals (read only to rescore) to the page cache.

Other keys of ``[papers]`` (read by other parts of paper search) are kept in
:attr:`PaperSearchSettings.extra`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre import ConfigError

if TYPE_CHECKING:
    from tapyre import Config

    from tapyre_paper_search.store.sql import MetadataStore
    from tapyre_paper_search.store.vectors import CollectionSpec, VectorStore

SECTION = "papers"
ENV_PREFIX = "TAPYRE_PAPERS__"


def default_data_dir() -> Path:
    """``platformdirs.user_data_path("tapyre") / "papers"``."""
    import platformdirs

    return Path(platformdirs.user_data_path("tapyre")) / "papers"


def default_workers() -> int:
    return max(1, (os.cpu_count() or 2) - 1)


@dataclass(frozen=True)
class PaperSearchSettings:
    """The validated ``[papers]`` table (see the module docs for keys, variables, defaults).

    Build it with :meth:`load` (file + environment), :meth:`from_config` or
    :meth:`from_mapping`.  ``repr`` never shows the API key.
    """

    data_dir: Path
    sql_url: str
    qdrant_path: Path
    qdrant_url: str | None = None
    qdrant_api_key: str | None = field(default=None, repr=False)
    collection: str = "papers"
    dense_embedder: str = "hf"
    sparse_embedder: str | None = "bm25"
    chunk_max_tokens: int = 256
    chunk_overlap_tokens: int = 32
    workers: int = field(default_factory=default_workers)
    extract_memory_mb: int = 2048
    embed_batch_size: int = 64
    quantization: str = "int8"
    on_disk: bool = False
    hnsw_m: int = 16
    hnsw_ef_construct: int = 100
    payload_text_chars: int = 400
    max_search_threads: int | None = None
    api_key: str | None = field(default=None, repr=False)
    cors_origins: tuple[str, ...] = ()
    max_request_bytes: int = 1024 * 1024
    client_concurrency: int = 8
    extra: Mapping[str, Any] = field(default_factory=dict, repr=False)

    # -- construction -----------------------------------------------------

    @classmethod
    def load(cls, overrides: Mapping[str, Any] | None = None) -> PaperSearchSettings:
        """From the configuration file and ``TAPYRE_PAPERS__*`` (``Config.load()``),
        with ``overrides`` (same keys) on top."""
        from tapyre import Config

        return cls.from_config(Config.load(), overrides)

    @classmethod
    def from_config(
        cls, config: Config, overrides: Mapping[str, Any] | None = None
    ) -> PaperSearchSettings:
        """From a loaded :class:`tapyre.Config` (its ``[papers]`` table)."""
        table = config.section(SECTION)
        table.update(overrides or {})
        return cls.from_mapping(table)

    @classmethod
    def from_mapping(cls, table: Mapping[str, Any]) -> PaperSearchSettings:
        """From a ``[papers]``-shaped mapping; missing keys take their defaults.

        :raises ConfigError: a value has the wrong type or is out of range; the
            message names the key and its environment variable.
        """
        t = dict(table)
        data_dir = _path(t, "data_dir") or default_data_dir()
        sparse = _str(t, "sparse_embedder", "bm25")
        quantization = (_str(t, "quantization", "int8") or "int8").lower()
        if quantization not in ("none", "int8"):
            raise _error("quantization", f"must be 'none' or 'int8', not {quantization!r}")
        chunk_max = _int(t, "chunk_max_tokens", 256, minimum=16)
        overlap = _int(t, "chunk_overlap_tokens", 32, minimum=0)
        if overlap >= chunk_max:
            raise _error(
                "chunk_overlap_tokens",
                f"({overlap}) must be smaller than chunk_max_tokens ({chunk_max})",
            )
        collection = _str(t, "collection", "papers") or "papers"
        if not all(c.isalnum() or c in "-_." for c in collection):
            raise _error("collection", f"{collection!r}: use letters, digits, '-', '_' or '.'")
        settings = cls(
            data_dir=data_dir,
            sql_url=_str(t, "sql_url") or f"sqlite:///{data_dir / 'papers.sqlite3'}",
            qdrant_path=_path(t, "qdrant_path") or data_dir / "qdrant",
            qdrant_url=_str(t, "qdrant_url") or None,
            qdrant_api_key=_str(t, "qdrant_api_key") or None,
            collection=collection,
            dense_embedder=_str(t, "dense_embedder", "hf") or "hf",
            sparse_embedder=None if (sparse or "none").lower() == "none" else sparse,
            chunk_max_tokens=chunk_max,
            chunk_overlap_tokens=overlap,
            workers=_int(t, "workers", default_workers(), minimum=0),
            extract_memory_mb=_int(t, "extract_memory_mb", 2048, minimum=0),
            embed_batch_size=_int(t, "embed_batch_size", 64, minimum=1),
            quantization=quantization,
            on_disk=_bool(t, "on_disk", False),
            hnsw_m=_int(t, "hnsw_m", 16, minimum=4),
            hnsw_ef_construct=_int(t, "hnsw_ef_construct", 100, minimum=4),
            payload_text_chars=_int(t, "payload_text_chars", 400, minimum=0),
            max_search_threads=_int(t, "max_search_threads", None, minimum=1),
            api_key=_str(t, "api_key") or None,
            cors_origins=_str_list(t, "cors_origins"),
            max_request_bytes=_int(t, "max_request_bytes", 1024 * 1024, minimum=1),
            client_concurrency=_int(t, "client_concurrency", 8, minimum=0),
            extra={k: v for k, v in t.items() if k not in _KNOWN},
        )
        return settings

    # -- use --------------------------------------------------------------

    @property
    def embedded_vectors(self) -> bool:
        """Whether vectors live in the embedded store (no ``qdrant_url``)."""
        return not self.qdrant_url

    def collection_spec(
        self, dense_embedder: str, dense_dim: int, sparse_embedder: str | None
    ) -> CollectionSpec:
        """The spec of a collection for these embedders, with the storage settings."""
        from tapyre_paper_search.store.vectors import CollectionSpec

        return CollectionSpec(
            dense_embedder=dense_embedder,
            dense_dim=dense_dim,
            sparse_embedder=sparse_embedder,
            quantization="int8" if self.quantization == "int8" else "none",
            on_disk=self.on_disk,
            hnsw_m=self.hnsw_m,
            hnsw_ef_construct=self.hnsw_ef_construct,
        )

    def open_metadata_store(self) -> MetadataStore:
        """The SQL store at ``sql_url`` (schema created on first use)."""
        from tapyre_paper_search.store.sql import MetadataStore

        return MetadataStore(self.sql_url)

    def open_vector_store(self) -> VectorStore:
        """The Qdrant server at ``qdrant_url``, else the embedded store at ``qdrant_path``."""
        if self.qdrant_url:
            from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore

            if self.qdrant_url == ":memory:":
                return RemoteVectorStore(location=":memory:", collection=self.collection)
            return RemoteVectorStore(self.qdrant_url, self.collection, api_key=self.qdrant_api_key)
        from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore

        return EdgeVectorStore(
            self.qdrant_path, self.collection, max_search_threads=self.max_search_threads
        )

    def describe(self) -> dict[str, Any]:
        """The settings for display: the API key and database password hidden."""
        from tapyre_paper_search.store.sql import safe_url

        return {
            "data_dir": str(self.data_dir),
            "sql_url": safe_url(self.sql_url),
            "vectors": self.qdrant_url or f"{self.qdrant_path} (embedded Qdrant Edge)",
            "qdrant_api_key": "***" if self.qdrant_api_key else None,
            "collection": self.collection,
            "dense_embedder": self.dense_embedder,
            "sparse_embedder": self.sparse_embedder,
            "chunk_max_tokens": self.chunk_max_tokens,
            "chunk_overlap_tokens": self.chunk_overlap_tokens,
            "workers": self.workers,
            "extract_memory_mb": self.extract_memory_mb,
            "embed_batch_size": self.embed_batch_size,
            "quantization": self.quantization,
            "on_disk": self.on_disk,
            "hnsw_m": self.hnsw_m,
            "hnsw_ef_construct": self.hnsw_ef_construct,
            "payload_text_chars": self.payload_text_chars,
            "max_search_threads": self.max_search_threads,
            "api_key": "***" if self.api_key else None,
            "cors_origins": list(self.cors_origins),
            "max_request_bytes": self.max_request_bytes,
            "client_concurrency": self.client_concurrency,
        }


_KNOWN = frozenset(f for f in PaperSearchSettings.__dataclass_fields__ if f != "extra")


def env_var(key: str) -> str:
    """The environment variable of a ``[papers]`` key: ``TAPYRE_PAPERS__KEY``."""
    return ENV_PREFIX + key.upper()


def _error(key: str, problem: str) -> ConfigError:
    return ConfigError(f"[papers] {key} ({env_var(key)}) {problem}")


def _str(t: Mapping[str, Any], key: str, default: str | None = None) -> str | None:
    value = t.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise _error(key, f"must be a string, not {value!r}")
    return str(value).strip()


def _str_list(t: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = t.get(key)
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _error(key, f"must be a list of strings, not {value!r}")
    return tuple(value)


def _path(t: Mapping[str, Any], key: str) -> Path | None:
    value = _str(t, key)
    return Path(value).expanduser() if value else None


def _int(t: Mapping[str, Any], key: str, default: Any, *, minimum: int) -> Any:
    value = t.get(key, default)
    if value is None or value == "":
        return default
    if isinstance(value, bool):
        raise _error(key, f"must be a whole number, not {value!r}")
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise _error(key, f"must be a whole number, not {value!r}") from None
    if isinstance(value, float) and value != number:
        raise _error(key, f"must be a whole number, not {value!r}")
    if number < minimum:
        raise _error(key, f"must be at least {minimum}, not {number}")
    return number


def _bool(t: Mapping[str, Any], key: str, default: bool) -> bool:
    value = t.get(key, default)
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "yes", "on", "1"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "no", "off", "0", ""):
        return False
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise _error(key, f"must be true or false, not {value!r}")
