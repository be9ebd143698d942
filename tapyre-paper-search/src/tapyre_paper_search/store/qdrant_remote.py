"""A Qdrant server or cluster by URL, through ``qdrant-client``.

``RemoteVectorStore(url="http://qdrant:6333", api_key=...)`` for a server;
``RemoteVectorStore(location=":memory:")`` or ``RemoteVectorStore(path=...)``
for qdrant-client's local mode, which speaks the same API in pure Python (for
tests and tiny collections: it is slow and warns above 20k points; the
embedded default is :class:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore`).

A store is two Qdrant collections: ``<collection>`` holds the chunk points and
``<collection>-paper-vectors`` the paper points (see
:mod:`tapyre_paper_search.store.vectors`).  The spec is recorded in both
collections' metadata (Qdrant 1.16 or newer).  On a cluster, ``shard_number``,
``replication_factor`` and ``write_consistency_factor`` apply when the
collections are created (``None``: the server's defaults; local mode ignores
them; see docs/scaling.md).  The server optimizes and flushes by itself, so
:meth:`optimize` and :meth:`flush` do nothing here.  The API key is never
shown: messages name the URL without credentials.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

from tapyre_paper_search import component_settings
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records.vectors import CollectionSpec, Kind
from tapyre_paper_search.store._base import (
    HNSW_PAYLOAD_FIELDS,
    PAYLOAD_INDEXES,
    QdrantStoreBase,
)
from tapyre_paper_search.store.qdrant_translate import ClientTranslator
from tapyre_paper_search.store.vectors import DENSE_VECTOR, SPARSE_VECTOR

if TYPE_CHECKING:
    from tapyre_paper_search.records.vectors import Hit, StoredPoint, VectorPoint, VectorQuery
    from tapyre_paper_search.store.vectors import Condition

PAPER_SUFFIX = "-paper-vectors"
"""The paper points' collection is the store's collection name plus this."""


class RemoteVectorStore(QdrantStoreBase):
    """A collection on a Qdrant server (``url``) or in qdrant-client's local mode.

    Exactly one of ``url``, ``location`` (``":memory:"``) and ``path`` is given.
    """

    def __init__(
        self,
        url: str | None = None,
        collection: str = "papers",
        *,
        api_key: str | None = None,
        location: str | None = None,
        path: str | None = None,
        timeout: float = 30.0,
        shard_number: int | None = None,
        replication_factor: int | None = None,
        write_consistency_factor: int | None = None,
    ) -> None:
        super().__init__(collection)
        if sum(x is not None for x in (url, location, path)) != 1:
            raise StoreError("RemoteVectorStore needs exactly one of url, location and path.")
        from qdrant_client import QdrantClient, models

        self._m = models
        self._t = ClientTranslator(models)
        self._shard_number = shard_number
        self._replication_factor = replication_factor
        self._write_consistency_factor = write_consistency_factor
        self._local = url is None
        self._names: dict[Kind, str] = {"chunk": collection, "paper": collection + PAPER_SUFFIX}
        if url is not None:
            self._location = _safe_url(url)
            self._client = QdrantClient(url=url, api_key=api_key or None, timeout=int(timeout))
        elif location is not None:
            self._location = location
            self._client = QdrantClient(location=location)
        else:
            self._location = str(path)
            self._client = QdrantClient(path=path)

    def __repr__(self) -> str:
        return f"RemoteVectorStore({self._location!r}, collection={self._collection!r})"

    @property
    def location(self) -> str:
        return self._location

    @property
    def shared(self) -> bool:
        """A server (``url``) is; qdrant-client's local mode is this process's alone."""
        return not self._local

    @contextlib.contextmanager
    def _errors(self, what: str) -> Iterator[None]:
        """Translate client and transport errors into :class:`StoreError` at one boundary."""
        try:
            with warnings.catch_warnings():
                if self._local:  # local mode warns that payload indexes do nothing there
                    warnings.simplefilter("ignore", UserWarning)
                yield
        except StoreError:
            raise
        except Exception as exc:
            raise StoreError(
                f"Qdrant at {self._location} failed to {what} "
                f"(collection {self._collection!r}): {_describe(exc)}"
            ) from exc

    # -- primitives: lifecycle -------------------------------------------------

    def _exists(self) -> bool:
        with self._errors("look up the collection"):
            return all(self._client.collection_exists(name) for name in self._names.values())

    def _read_metadata(self) -> dict[str, Any] | None:
        with self._errors("read the collection"):
            if not self._client.collection_exists(self._collection):
                return None
            config = self._client.get_collection(self._collection).config
        metadata = getattr(config, "metadata", None)
        return dict(metadata) if metadata else None

    def _create(self, spec: CollectionSpec) -> None:
        for kind in ("paper", "chunk"):  # the chunk collection, which says it exists, last
            self._create_one(spec, kind)
        if self._read_metadata() is None:
            raise StoreError(
                f"Qdrant at {self._location} did not keep the metadata of collection "
                f"{self._collection!r}; tapyre-paper-search needs Qdrant 1.16 or newer."
            )

    def _create_one(self, spec: CollectionSpec, kind: Kind) -> None:
        """Create ``kind``'s collection: its one dense vector (and sparse), its indexes."""
        m = self._m
        name = self._names[kind]
        vectors = {
            DENSE_VECTOR[kind]: m.VectorParams(
                size=spec.dense_dim,
                distance=self._t.distance(spec.distance),
                on_disk=True if spec.on_disk else None,
            )
        }
        sparse = (
            {SPARSE_VECTOR[kind]: m.SparseVectorParams(modifier=m.Modifier.IDF)}
            if spec.has_sparse
            else None
        )
        quantization = (
            m.ScalarQuantization(
                scalar=m.ScalarQuantizationConfig(
                    type=m.ScalarType.INT8, quantile=0.99, always_ram=True
                )
            )
            if spec.quantization == "int8"
            else None
        )
        with self._errors("create the collection"):
            if self._client.collection_exists(name):  # left by a creation that failed
                self._client.delete_collection(name)
            self._client.create_collection(
                name,
                vectors_config=vectors,
                sparse_vectors_config=sparse,
                hnsw_config=m.HnswConfigDiff(m=spec.hnsw_m, ef_construct=spec.hnsw_ef_construct),
                quantization_config=quantization,
                metadata=spec.to_metadata(),
                shard_number=self._shard_number,
                replication_factor=self._replication_factor,
                write_consistency_factor=self._write_consistency_factor,
            )
            for field, index in PAYLOAD_INDEXES.items():
                hnsw = field in HNSW_PAYLOAD_FIELDS
                schema: Any
                if index == "integer":
                    schema = m.IntegerIndexParams(
                        type=m.IntegerIndexType.INTEGER, lookup=True, range=True, enable_hnsw=hnsw
                    )
                else:
                    schema = m.KeywordIndexParams(type=m.KeywordIndexType.KEYWORD, enable_hnsw=hnsw)
                self._client.create_payload_index(name, field, field_schema=schema, wait=True)

    def _open(self, spec: CollectionSpec) -> None:
        """Nothing to open: the server holds the collection."""

    def _close(self) -> None:
        with contextlib.suppress(Exception):
            self._client.close()

    def _drop(self) -> None:
        with self._errors("delete the collection"):
            for name in self._names.values():
                if self._client.collection_exists(name):
                    self._client.delete_collection(name)

    def _info(self) -> dict[str, Any]:
        with self._errors("read the collection"):
            infos = {kind: self._client.get_collection(n) for kind, n in self._names.items()}
        return {
            "points": sum(i.points_count or 0 for i in infos.values()),
            "segments": sum(i.segments_count or 0 for i in infos.values()),
            "indexed_vectors": sum(i.indexed_vectors_count or 0 for i in infos.values()),
            "collections": {
                kind: {"name": self._names[kind], "points": i.points_count or 0}
                for kind, i in infos.items()
            },
            "engine": "qdrant-client (local mode)" if self._local else "qdrant server",
        }

    # -- primitives: data -----------------------------------------------------

    def _upsert(self, kind: Kind, points: Sequence[VectorPoint]) -> None:
        t = self._t
        structs = [
            self._m.PointStruct(id=p.id, vector=t.point_vectors(p), payload=t.payload(p))
            for p in points
        ]
        with self._errors("upsert points"):
            self._client.upsert(self._names[kind], points=structs, wait=True)

    def _delete_ids(self, kind: Kind, ids: Sequence[str]) -> None:
        selector = self._m.PointIdsList(points=list(ids))
        with self._errors("delete points"):
            self._client.delete(self._names[kind], points_selector=selector, wait=True)

    def _delete_where(self, kind: Kind, must: list[Condition]) -> None:
        selector = self._m.FilterSelector(filter=self._t.filter(must, []))
        with self._errors("delete points"):
            self._client.delete(self._names[kind], points_selector=selector, wait=True)

    def _scroll(
        self, kind: Kind, must: list[Condition], offset: Any, limit: int, payload: list[str]
    ) -> tuple[list[Any], Any]:
        with self._errors("list points"):
            records, next_offset = self._client.scroll(
                self._names[kind],
                scroll_filter=self._t.filter(must, []),
                limit=limit,
                offset=offset,
                with_payload=payload or False,
                with_vectors=False,
            )
        return records, next_offset

    def _count(self, kind: Kind, must: list[Condition], must_not: list[Condition]) -> int:
        with self._errors("count points"):
            result = self._client.count(
                self._names[kind], count_filter=self._t.filter(must, must_not), exact=True
            )
        return int(result.count)

    def _query_batch(self, kind: Kind, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        requests = [self._t.request(q) for q in queries]
        with self._errors("search"):
            responses = self._client.query_batch_points(self._names[kind], requests=requests)
        return [
            [self._t.hit(p, q) for p in response.points]
            for q, response in zip(queries, responses, strict=True)
        ]

    def _retrieve(self, kind: Kind, ids: Sequence[str], with_vectors: bool) -> list[StoredPoint]:
        with self._errors("retrieve points"):
            records = self._client.retrieve(
                self._names[kind], ids=list(ids), with_payload=True, with_vectors=with_vectors
            )
        return [self._t.stored_point(r, with_vectors) for r in records]


def _safe_url(url: str) -> str:
    """``url`` without user name, password or query string (which may hold a key)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<invalid URL>"
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def _describe(exc: Exception) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:300]


SHARDING = ("shard_number", "replication_factor", "write_consistency_factor")
SETTINGS = frozenset(component_settings.QDRANT.keys)
"""Keys of ``[vector_stores.qdrant]`` (``data_dir`` is given by paper search and unused;
declared in :mod:`tapyre_paper_search.component_settings`)."""


def build(settings: Mapping[str, Any]) -> RemoteVectorStore:
    """Factory of the ``qdrant`` vector store component (``[vector_stores.qdrant]``).

    ``url`` (a Qdrant server or cluster), ``location = ":memory:"`` or ``path``
    (qdrant-client's local mode); ``api_key``; ``collection`` (default
    ``papers``); ``timeout`` in seconds (default 30); ``shard_number``,
    ``replication_factor`` and ``write_consistency_factor`` (at least 1; the
    last at most the replication factor), used when the collection is created.
    """
    from tapyre import ConfigError
    from tapyre.settings import check_known_keys, env_var, read_float, read_int, read_str

    table = "vector_stores.qdrant"
    check_known_keys(settings, SETTINGS, table=table)
    url = read_str(settings, "url", table=table)
    location = read_str(settings, "location", table=table)
    path = read_str(settings, "path", table=table)
    collection = read_str(settings, "collection", table=table) or "papers"
    if sum(x is not None for x in (url, location, path)) != 1:
        raise ConfigError(
            f"[{table}] needs exactly one of url ({env_var(table, 'url')}), location "
            "(':memory:') and path.",
            hint='Or use the embedded store: [papers] vector_store = "qdrant-edge".',
        )
    sharding = {key: read_int(settings, key, table=table, minimum=1) for key in SHARDING}
    writes, replicas = sharding["write_consistency_factor"], sharding["replication_factor"]
    if writes is not None and writes > (replicas or 1):
        raise ConfigError(
            f"[{table}] write_consistency_factor ({writes}) must not exceed "
            f"replication_factor ({replicas or 1}).",
            hint="A write cannot wait for more replicas than a shard has.",
        )
    return RemoteVectorStore(
        url,
        collection,
        api_key=read_str(settings, "api_key", table=table),
        location=location,
        path=str(Path(path).expanduser()) if path else None,
        timeout=read_float(settings, "timeout", table=table, minimum=0.001) or 30.0,
        shard_number=sharding["shard_number"],
        replication_factor=replicas,
        write_consistency_factor=writes,
    )
