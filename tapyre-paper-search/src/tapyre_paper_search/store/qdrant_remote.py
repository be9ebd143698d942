"""A Qdrant server or cluster by URL, through ``qdrant-client``.

``RemoteVectorStore(url="http://qdrant:6333", api_key=...)`` for a server;
``RemoteVectorStore(location=":memory:")`` or ``RemoteVectorStore(path=...)``
for qdrant-client's local mode, which speaks the same API in pure Python (for
tests and tiny collections: it is slow and warns above 20k points; the
embedded default is :class:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore`).

The collection's spec is recorded in Qdrant's collection metadata (Qdrant 1.16
or newer).  The server optimizes and flushes by itself, so :meth:`optimize`
and :meth:`flush` do nothing here.  The API key is never shown: messages name
the URL without credentials.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator, Sequence
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from tapyre import SparseVector

from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.store._base import (
    ACORN_MAX_SELECTIVITY,
    HNSW_PAYLOAD_FIELDS,
    PAYLOAD_INDEXES,
    QdrantStoreBase,
)
from tapyre_paper_search.store.vectors import (
    DENSE_VECTOR,
    KINDS,
    SPARSE_VECTOR,
    CollectionSpec,
    Condition,
    Hit,
    MatchAny,
    Range,
    StoredPoint,
    VectorPoint,
    VectorQuery,
    filter_conditions,
)

_SCROLL_PAGE = 1000


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
    ) -> None:
        super().__init__(collection)
        if sum(x is not None for x in (url, location, path)) != 1:
            raise StoreError("RemoteVectorStore needs exactly one of url, location and path.")
        from qdrant_client import QdrantClient, models

        self._m = models
        self._local = url is None
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
            return bool(self._client.collection_exists(self._collection))

    def _read_metadata(self) -> dict[str, Any] | None:
        with self._errors("read the collection"):
            if not self._client.collection_exists(self._collection):
                return None
            config = self._client.get_collection(self._collection).config
        metadata = getattr(config, "metadata", None)
        return dict(metadata) if metadata else None

    def _create(self, spec: CollectionSpec) -> None:
        m = self._m
        distance = {
            "cosine": m.Distance.COSINE,
            "dot": m.Distance.DOT,
            "euclid": m.Distance.EUCLID,
        }[spec.distance]
        vectors = {
            DENSE_VECTOR[kind]: m.VectorParams(
                size=spec.dense_dim, distance=distance, on_disk=True if spec.on_disk else None
            )
            for kind in KINDS
        }
        sparse = (
            {SPARSE_VECTOR[kind]: m.SparseVectorParams(modifier=m.Modifier.IDF) for kind in KINDS}
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
            self._client.create_collection(
                self._collection,
                vectors_config=vectors,
                sparse_vectors_config=sparse,
                hnsw_config=m.HnswConfigDiff(m=spec.hnsw_m, ef_construct=spec.hnsw_ef_construct),
                quantization_config=quantization,
                metadata=spec.to_metadata(),
            )
            for name, kind in PAYLOAD_INDEXES.items():
                hnsw = name in HNSW_PAYLOAD_FIELDS
                schema: Any
                if kind == "integer":
                    schema = m.IntegerIndexParams(
                        type=m.IntegerIndexType.INTEGER, lookup=True, range=True, enable_hnsw=hnsw
                    )
                else:
                    schema = m.KeywordIndexParams(type=m.KeywordIndexType.KEYWORD, enable_hnsw=hnsw)
                self._client.create_payload_index(
                    self._collection, name, field_schema=schema, wait=True
                )
        if self._read_metadata() is None:
            raise StoreError(
                f"Qdrant at {self._location} did not keep the metadata of collection "
                f"{self._collection!r}; tapyre-paper-search needs Qdrant 1.16 or newer."
            )

    def _open(self, spec: CollectionSpec) -> None:
        """Nothing to open: the server holds the collection."""

    def _close(self) -> None:
        with contextlib.suppress(Exception):
            self._client.close()

    def _drop(self) -> None:
        with self._errors("delete the collection"):
            self._client.delete_collection(self._collection)

    def _info(self) -> dict[str, Any]:
        with self._errors("read the collection"):
            info = self._client.get_collection(self._collection)
        return {
            "points": info.points_count or 0,
            "segments": info.segments_count,
            "indexed_vectors": info.indexed_vectors_count or 0,
            "engine": "qdrant-client (local mode)" if self._local else "qdrant server",
        }

    # -- primitives: data -----------------------------------------------------

    def _upsert(self, points: Sequence[VectorPoint]) -> None:
        m = self._m
        structs = []
        for p in points:
            vector: dict[str, Any] = {DENSE_VECTOR[p.kind]: _floats(p.dense)}
            if p.sparse is not None and p.sparse.indices:
                vector[SPARSE_VECTOR[p.kind]] = m.SparseVector(
                    indices=list(p.sparse.indices), values=list(p.sparse.values)
                )
            payload = dict(p.payload)
            payload["kind"] = p.kind
            structs.append(m.PointStruct(id=p.id, vector=vector, payload=payload))
        with self._errors("upsert points"):
            self._client.upsert(self._collection, points=structs, wait=True)

    def _delete_ids(self, ids: Sequence[str]) -> None:
        with self._errors("delete points"):
            self._client.delete(
                self._collection, points_selector=self._m.PointIdsList(points=list(ids)), wait=True
            )

    def _delete_where(self, must: list[Condition]) -> None:
        selector = self._m.FilterSelector(filter=self._filter(must, []))
        with self._errors("delete points"):
            self._client.delete(self._collection, points_selector=selector, wait=True)

    def _scroll_ids(self, must: list[Condition]) -> list[str]:
        ids: list[str] = []
        offset: Any = None
        with self._errors("list points"):
            while True:
                records, offset = self._client.scroll(
                    self._collection,
                    scroll_filter=self._filter(must, []),
                    limit=_SCROLL_PAGE,
                    offset=offset,
                    with_payload=False,
                    with_vectors=False,
                )
                ids.extend(str(r.id) for r in records)
                if offset is None:
                    return ids

    def _count(self, must: list[Condition], must_not: list[Condition]) -> int:
        with self._errors("count points"):
            result = self._client.count(
                self._collection, count_filter=self._filter(must, must_not), exact=True
            )
        return int(result.count)

    def _query_batch(self, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        requests = [self._m.QueryRequest(**self._request(q)) for q in queries]
        with self._errors("search"):
            responses = self._client.query_batch_points(self._collection, requests=requests)
        return [
            [_hit(p, q) for p in response.points]
            for q, response in zip(queries, responses, strict=True)
        ]

    def _request(self, query: VectorQuery) -> dict[str, Any]:
        """The fields of a ``models.QueryRequest``."""
        m = self._m
        must, must_not = filter_conditions(query.filter)
        flt = self._filter(must, must_not)
        params = self._params(query)
        dense_using = DENSE_VECTOR[query.kind]
        sparse_using = SPARSE_VECTOR[query.kind]
        common: dict[str, Any] = {
            "limit": query.limit,
            "offset": query.offset,
            "filter": flt,
            "with_payload": query.payload_selector,
            "with_vector": [dense_using] if query.with_vector else False,
        }
        if query.is_hybrid:
            assert query.sparse is not None
            limit = query.candidates
            common["prefetch"] = [
                m.Prefetch(
                    query=_floats(query.dense),
                    using=dense_using,
                    limit=limit,
                    filter=flt,
                    params=params,
                ),
                m.Prefetch(
                    query=m.SparseVector(
                        indices=list(query.sparse.indices), values=list(query.sparse.values)
                    ),
                    using=sparse_using,
                    limit=limit,
                    filter=flt,
                ),
            ]
            if query.fusion == "rrf":
                weights = list(query.weights) if query.weights else None
                common["query"] = m.RrfQuery(rrf=m.Rrf(k=query.rrf_k, weights=weights))
            else:
                common["query"] = m.FusionQuery(fusion=m.Fusion.DBSF)
        else:
            if query.dense is not None:
                common["query"] = _floats(query.dense)
                common["using"] = dense_using
            else:
                assert query.sparse is not None
                common["query"] = m.SparseVector(
                    indices=list(query.sparse.indices), values=list(query.sparse.values)
                )
                common["using"] = sparse_using
            common["params"] = params
            common["score_threshold"] = query.score_threshold
        return common

    def _params(self, query: VectorQuery) -> Any:
        m = self._m
        quantization = None
        if query.rescore is not None or query.oversampling is not None:
            quantization = m.QuantizationSearchParams(
                rescore=query.rescore, oversampling=query.oversampling
            )
        acorn = (
            m.AcornSearchParams(enable=True, max_selectivity=ACORN_MAX_SELECTIVITY)
            if query.use_acorn and not query.exact
            else None
        )
        ef = query.search_ef
        if ef is None and not query.exact and quantization is None and acorn is None:
            return None
        return m.SearchParams(hnsw_ef=ef, exact=query.exact, quantization=quantization, acorn=acorn)

    def _retrieve(self, ids: Sequence[str], with_vectors: bool) -> list[StoredPoint]:
        with self._errors("retrieve points"):
            records = self._client.retrieve(
                self._collection, ids=list(ids), with_payload=True, with_vectors=with_vectors
            )
        out = []
        for r in records:
            payload = dict(r.payload or {})
            kind = payload.get("kind", "chunk")
            dense = sparse = None
            vectors: Any = r.vector
            if with_vectors and isinstance(vectors, dict):
                raw_dense = vectors.get(DENSE_VECTOR[kind])
                dense = [float(x) for x in raw_dense] if isinstance(raw_dense, list) else None
                raw_sparse = vectors.get(SPARSE_VECTOR[kind])
                if raw_sparse is not None and hasattr(raw_sparse, "indices"):
                    sparse = SparseVector(
                        tuple(int(i) for i in raw_sparse.indices),
                        tuple(float(v) for v in raw_sparse.values),
                    )
            out.append(
                StoredPoint(
                    str(r.id), kind, str(payload.get("paper_id", "")), payload, dense, sparse
                )
            )
        return out

    def _filter(self, must: list[Condition], must_not: list[Condition]) -> Any:
        if not must and not must_not:
            return None
        return self._m.Filter(
            must=[self._condition(c) for c in must] or None,
            must_not=[self._condition(c) for c in must_not] or None,
        )

    def _condition(self, condition: Condition) -> Any:
        m = self._m
        if isinstance(condition, MatchAny):
            if len(condition.values) == 1:
                return m.FieldCondition(
                    key=condition.key, match=m.MatchValue(value=condition.values[0])
                )
            return m.FieldCondition(key=condition.key, match=m.MatchAny(any=list(condition.values)))
        assert isinstance(condition, Range)
        return m.FieldCondition(
            key=condition.key, range=m.Range(gte=condition.gte, lte=condition.lte)
        )


def _floats(vector: Any) -> list[float]:
    if hasattr(vector, "tolist"):
        return [float(x) for x in vector.tolist()]
    return [float(x) for x in vector]


def _hit(point: Any, query: VectorQuery) -> Hit:
    payload = dict(point.payload or {})
    vector = None
    if query.with_vector and isinstance(point.vector, dict):
        raw = point.vector.get(DENSE_VECTOR[query.kind])
        vector = [float(x) for x in raw] if isinstance(raw, list) else None
    return Hit(
        id=str(point.id),
        score=float(point.score),
        kind=payload.get("kind", query.kind),
        paper_id=str(payload.get("paper_id", "")),
        payload=payload,
        vector=vector,
    )


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
