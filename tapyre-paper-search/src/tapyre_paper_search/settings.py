"""Settings of paper search: the ``[papers]`` table of the Tapyre configuration.

Every setting is declared once, in :data:`SCHEMA`: its key, type, range,
default and one-line description; its environment variable is
``TAPYRE_PAPERS__<KEY>`` (the core's :class:`tapyre.Config` applies it; values
parse as TOML, so ``8`` is a number).  :class:`PaperSearchSettings` reads the
table by that declaration, ``tapyre config set`` / ``config keys`` check and
list it, and the README's settings table is its ``tapyre config keys
--markdown papers``.  The stores' and embedders' own tables
(``[vector_stores.qdrant-edge]``, ``[metadata_stores.sql]``,
``[embedders.hf]``, ...) are declared the same way in
:mod:`tapyre_paper_search.component_settings`.

Why some defaults are what they are: ``quantization``, ``on_disk`` and the
HNSW settings apply when a collection is created; int8 quantization is the
default because on the embedded engine it builds the HNSW index about four
times faster and searches faster, with the same top results (candidates are
rescored with the float32 originals).  For collections of about a million
chunks or more, ``on_disk = true`` also leaves the float32 originals (read
only to rescore) to the page cache.  ``extract_memory_mb`` is enforced where
``RLIMIT_AS`` is (Linux).

Other keys of ``[papers]`` (read by other parts of paper search) are kept in
:attr:`PaperSearchSettings.extra`.  The declaration itself (:data:`SCHEMA`, its
defaults and the table's constants) lives in :mod:`tapyre_paper_search.settings_schema`
and is importable from here.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre import ConfigError, Setting
from tapyre.serving import GUARD_KEYS, GuardSettings
from tapyre.settings import env_var as _env_var
from tapyre.settings import (
    read_bool,
    read_int,
    read_path,
    read_str,
    read_strings,
    setting_error,
)

from tapyre_paper_search.settings_schema import (
    DEFAULT_METADATA_STORE,
    DEFAULT_VECTOR_STORE,
    ENV_PREFIX,
    EXECUTORS,
    MULTILINGUAL_CROSS_LANGUAGE_TERMS,
    SCHEMA,
    SCHEMA_DEFAULTS,
    SECTION,
)

__all__ = [
    "DEFAULT_METADATA_STORE",
    "DEFAULT_VECTOR_STORE",
    "ENV_PREFIX",
    "EXECUTORS",
    "MULTILINGUAL_CROSS_LANGUAGE_TERMS",
    "SCHEMA",
    "SCHEMA_DEFAULTS",
    "SECTION",
    "PaperSearchSettings",
    "cross_language_default",
    "default_data_dir",
    "default_workers",
    "env_var",
]

if TYPE_CHECKING:
    from tapyre import Config

    from tapyre_paper_search.records.vectors import CollectionSpec


def default_data_dir() -> Path:
    """``platformdirs.user_data_path("tapyre") / "papers"``."""
    import platformdirs

    return Path(platformdirs.user_data_path("tapyre")) / "papers"


def cross_language_default(dense_embedder: str) -> int:
    """``cross_language_terms`` when the user did not set it: on with the
    ``multilingual`` dense embedder (:data:`MULTILINGUAL_CROSS_LANGUAGE_TERMS`), off
    with any other (the word-closeness floor was measured in its space only)."""
    return MULTILINGUAL_CROSS_LANGUAGE_TERMS if dense_embedder == "multilingual" else 0


def default_workers() -> int:
    return max(1, (os.cpu_count() or 2) - 1)


@dataclass(frozen=True)
class PaperSearchSettings:
    """The validated ``[papers]`` table (see the module docs for keys, variables, defaults).

    Build it with :meth:`load` (file + environment), :meth:`from_config` or
    :meth:`from_mapping`.  The stores are built through the host
    (:func:`tapyre_paper_search.parts.vector_store`), with :meth:`store_defaults`.
    """

    data_dir: Path
    vector_store: str = SCHEMA_DEFAULTS["vector_store"]
    metadata_store: str = SCHEMA_DEFAULTS["metadata_store"]
    dense_embedder: str = SCHEMA_DEFAULTS["dense_embedder"]
    sparse_embedder: str | None = SCHEMA_DEFAULTS["sparse_embedder"]
    chunk_max_tokens: int = SCHEMA_DEFAULTS["chunk_max_tokens"]
    chunk_overlap_tokens: int = SCHEMA_DEFAULTS["chunk_overlap_tokens"]
    workers: int = field(default_factory=default_workers)
    extract_memory_mb: int = SCHEMA_DEFAULTS["extract_memory_mb"]
    pdf_tables: bool = SCHEMA_DEFAULTS["pdf_tables"]
    ocr: bool = SCHEMA_DEFAULTS["ocr"]
    ocr_languages: str = SCHEMA_DEFAULTS["ocr_languages"]
    ocr_dpi: int = SCHEMA_DEFAULTS["ocr_dpi"]
    embed_batch_size: int = SCHEMA_DEFAULTS["embed_batch_size"]
    embed_workers: int | None = None
    quantization: str = SCHEMA_DEFAULTS["quantization"]
    on_disk: bool = SCHEMA_DEFAULTS["on_disk"]
    hnsw_m: int = SCHEMA_DEFAULTS["hnsw_m"]
    hnsw_ef_construct: int = SCHEMA_DEFAULTS["hnsw_ef_construct"]
    payload_text_chars: int = SCHEMA_DEFAULTS["payload_text_chars"]
    executor: str = SCHEMA_DEFAULTS["executor"]
    ray_address: str | None = None
    ingest_roots: tuple[Path, ...] = ()
    max_queued_jobs: int = SCHEMA_DEFAULTS["max_queued_jobs"]
    cross_language_terms: int | None = None
    """Translated query words per word (see :data:`SCHEMA`); ``None`` (unset) becomes
    :func:`cross_language_default` of ``dense_embedder`` when constructed."""
    guard: GuardSettings = field(default_factory=GuardSettings)
    """``papers serve``'s guard (key, Host/Origin, limits): the keys of :data:`GUARD_SETTINGS`."""
    graph: Mapping[str, Any] = field(default_factory=dict)
    """The ``[papers.graph]`` table as written (read by
    :class:`tapyre_paper_search.graph.settings.GraphSettings`)."""
    extra: Mapping[str, Any] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.cross_language_terms is None:
            default = cross_language_default(self.dense_embedder)
            object.__setattr__(self, "cross_language_terms", default)

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
        sparse = _str(t, "sparse_embedder")
        quantization = (_str(t, "quantization") or "int8").lower()
        choices = _setting("quantization").choices
        if quantization not in choices:
            raise _error(
                "quantization", f"must be {' or '.join(map(repr, choices))}, not {quantization!r}"
            )
        chunk_max = _int(t, "chunk_max_tokens")
        overlap = _int(t, "chunk_overlap_tokens")
        if overlap >= chunk_max:
            raise _error(
                "chunk_overlap_tokens",
                f"({overlap}) must be smaller than chunk_max_tokens ({chunk_max})",
            )
        executor = (_str(t, "executor") or "local").lower()
        if executor not in EXECUTORS:
            raise _error("executor", f"must be 'local' or 'ray', not {executor!r}")
        vector_store = _str(t, "vector_store") or DEFAULT_VECTOR_STORE
        return cls(
            data_dir=data_dir,
            vector_store=vector_store,
            metadata_store=_str(t, "metadata_store") or DEFAULT_METADATA_STORE,
            dense_embedder=_str(t, "dense_embedder") or "hf",
            sparse_embedder=None if (sparse or "none").lower() == "none" else sparse,
            chunk_max_tokens=chunk_max,
            chunk_overlap_tokens=overlap,
            workers=_int(t, "workers", default=default_workers()),
            extract_memory_mb=_int(t, "extract_memory_mb"),
            pdf_tables=_bool(t, "pdf_tables"),
            ocr=_bool(t, "ocr"),
            ocr_languages=_ocr_languages(t),
            ocr_dpi=_int(t, "ocr_dpi"),
            embed_batch_size=_int(t, "embed_batch_size"),
            embed_workers=_int(t, "embed_workers") if t.get("embed_workers") is not None else None,
            quantization=quantization,
            on_disk=_bool(t, "on_disk"),
            hnsw_m=_int(t, "hnsw_m"),
            hnsw_ef_construct=_int(t, "hnsw_ef_construct"),
            payload_text_chars=_int(t, "payload_text_chars"),
            executor=executor,
            ray_address=_str(t, "ray_address") or None,
            ingest_roots=tuple(
                Path(p).expanduser()
                for p in read_strings(t, _key("ingest_roots"), table=SECTION) or ()
                if p.strip()
            ),
            max_queued_jobs=_int(t, "max_queued_jobs"),
            cross_language_terms=_int(  # unset or empty: the default rule
                t,
                "cross_language_terms",
                default=cross_language_default(_str(t, "dense_embedder") or "hf"),
            ),
            guard=GuardSettings.from_table(t, table=SECTION),
            graph=_table(t, "graph"),
            extra={k: v for k, v in t.items() if k not in _KNOWN},
        )

    # -- use --------------------------------------------------------------

    def store_defaults(self, category: str, name: str) -> dict[str, Any]:
        """What the store ``name`` of ``category`` gets under its own table: ``data_dir``."""
        return {"data_dir": str(self.data_dir)}

    def collection_spec(
        self, dense_embedder: str, dense_dim: int, sparse_embedder: str | None
    ) -> CollectionSpec:
        """The spec of a collection for these embedders, with the storage settings."""
        from tapyre_paper_search.records.vectors import CollectionSpec

        return CollectionSpec(
            dense_embedder=dense_embedder,
            dense_dim=dense_dim,
            sparse_embedder=sparse_embedder,
            quantization="int8" if self.quantization == "int8" else "none",
            on_disk=self.on_disk,
            hnsw_m=self.hnsw_m,
            hnsw_ef_construct=self.hnsw_ef_construct,
        )

    @property
    def api_key(self) -> str | None:
        """The key ``papers serve`` asks for (``[papers] api_key``)."""
        return self.guard.api_key

    def describe(self) -> dict[str, Any]:
        """The settings for display (store settings are in their own tables; the API
        key is masked)."""
        shown: dict[str, Any] = {}
        for setting in SCHEMA.settings:
            source = self.guard if setting.key in GUARD_KEYS else self
            value = getattr(source, setting.key)
            if isinstance(value, Path):
                value = str(value)
            elif isinstance(value, tuple):
                value = [str(v) if isinstance(v, Path) else v for v in value]
            shown[setting.key] = value
        shown["api_key"] = "***" if self.api_key else None
        return shown


_KNOWN = frozenset(SCHEMA.keys)


def env_var(key: str) -> str:
    """The environment variable of a ``[papers]`` key: ``TAPYRE_PAPERS__KEY``."""
    return _env_var(SECTION, key)


def _error(key: str, problem: str) -> ConfigError:
    return setting_error(SECTION, key, problem)


def _setting(key: str) -> Setting:
    """The declared setting ``key``; reading an undeclared key is a bug, caught here."""
    setting = SCHEMA.get(key)
    if setting is None:
        raise KeyError(f"[papers] {key} is read but not declared in settings.SCHEMA")
    return setting


def _key(key: str) -> str:
    _setting(key)
    return key


def _str(t: Mapping[str, Any], key: str, *, default: str | None = None) -> str | None:
    """A string setting, stripped; ``""`` when set but empty (the embedders' "none");
    unset: ``default``, or the declared default."""
    fallback = _setting(key).default if default is None else default
    if t.get(key) == "":
        return ""
    value = read_str(t, key, table=SECTION)
    return fallback if value is None else value.strip()


def _path(t: Mapping[str, Any], key: str) -> Path | None:
    return read_path(t, _key(key), table=SECTION)


def _int(t: Mapping[str, Any], key: str, *, default: int | None = None) -> int:
    setting = _setting(key)
    minimum = None if setting.minimum is None else int(setting.minimum)
    value = read_int(t, key, table=SECTION, minimum=minimum)
    if value is not None and setting.maximum is not None and value > setting.maximum:
        raise _error(key, f"must be at most {setting.maximum:g}, not {value}")
    if value is not None:
        return value
    fallback = setting.default if default is None else default
    if not isinstance(fallback, int):
        raise KeyError(f"[papers] {key} declares no default and the reader gives none")
    return fallback


def _ocr_languages(t: Mapping[str, Any]) -> str:
    """Tesseract language codes joined by ``+`` (``eng+deu``), checked for shape."""
    value = _str(t, "ocr_languages") or ""
    codes = [code.strip() for code in value.split("+")]
    if not all(code.replace("_", "").isalnum() for code in codes):
        raise _error(
            "ocr_languages",
            f"must be Tesseract language codes joined by +, like eng+deu, not {value!r}",
        )
    return "+".join(codes)


def _table(t: Mapping[str, Any], key: str) -> dict[str, Any]:
    value = t.get(_key(key))
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise _error(key, f"must be a table ([{SECTION}.{key}]), not {value!r}")
    return dict(value)


def _bool(t: Mapping[str, Any], key: str) -> bool:
    value = read_bool(t, _key(key), table=SECTION)
    return bool(_setting(key).default) if value is None else value
