"""One translation of queries, filters, points and results to and from Qdrant's models.

``qdrant-edge-py`` (the embedded engine) and ``qdrant-client`` (a server) speak
the same query API with models of the same names, bar a few spellings.  A
:class:`QdrantTranslator` is built on either models namespace; the two
subclasses name only what differs (how a single-vector search, a fusion and
a prefetch list are spelled, the range class, the distance names, and whether
NumPy arrays may go through as they are).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tapyre import SparseVector

from tapyre_paper_search.records.vectors import Hit, StoredPoint, VectorPoint, VectorQuery
from tapyre_paper_search.store.vectors import (
    DENSE_VECTOR,
    SPARSE_VECTOR,
    Condition,
    MatchAny,
    Range,
    filter_conditions,
)

ACORN_MAX_SELECTIVITY = 0.4
"""Filters estimated to keep less than this share of the points use ACORN (Qdrant's default)."""


class QdrantTranslator:
    """Builds Qdrant requests from :class:`VectorQuery` and reads points back.

    ``models`` is the namespace holding ``Filter``, ``FieldCondition``,
    ``QueryRequest``... (``qdrant_edge`` or ``qdrant_client.models``).
    """

    range_model = "Range"
    """The name of the numeric range condition's model."""
    distances: ClassVar[dict[str, str]] = {}
    """``CollectionSpec.distance`` → member of ``models.Distance``."""
    prefetch_field = "prefetch"
    """The ``QueryRequest`` field holding the prefetches."""

    def __init__(self, models: Any) -> None:
        self.m = models

    # -- what differs --------------------------------------------------------

    def search_fields(self, vector: Any, using: str) -> dict[str, Any]:
        """The fields of a request (or prefetch) searching ``vector`` in the vector ``using``."""
        raise NotImplementedError

    def fusion(self, query: VectorQuery) -> Any:
        """The ``query`` of a hybrid request: RRF (with ``rrf_k`` and weights) or DBSF."""
        raise NotImplementedError

    def dense(self, vector: Any) -> Any:
        """A dense vector as the engine takes it (a list of floats by default)."""
        if hasattr(vector, "tolist"):
            vector = vector.tolist()
        return [float(x) for x in vector]

    # -- shared ----------------------------------------------------------------

    def distance(self, name: str) -> Any:
        return getattr(self.m.Distance, self.distances[name])

    def sparse(self, vector: SparseVector) -> Any:
        return self.m.SparseVector(indices=list(vector.indices), values=list(vector.values))

    def filter(self, must: list[Condition], must_not: list[Condition]) -> Any:
        """A ``models.Filter`` of the conditions, ``None`` when there are none."""
        if not must and not must_not:
            return None
        return self.m.Filter(
            must=[self.condition(c) for c in must] or None,
            must_not=[self.condition(c) for c in must_not] or None,
        )

    def condition(self, condition: Condition) -> Any:
        m = self.m
        if isinstance(condition, MatchAny):
            if len(condition.values) == 1:
                return m.FieldCondition(
                    key=condition.key, match=m.MatchValue(value=condition.values[0])
                )
            return m.FieldCondition(key=condition.key, match=m.MatchAny(any=list(condition.values)))
        assert isinstance(condition, Range)
        value_range = getattr(m, self.range_model)(gte=condition.gte, lte=condition.lte)
        return m.FieldCondition(key=condition.key, range=value_range)

    def params(self, query: VectorQuery) -> Any:
        """The ``models.SearchParams`` of a query, ``None`` when the engine's defaults do."""
        m = self.m
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

    def request(self, query: VectorQuery) -> Any:
        """The ``models.QueryRequest`` of ``query``: one vector, or a fused hybrid."""
        m = self.m
        must, must_not = filter_conditions(query.filter)
        flt = self.filter(must, must_not)
        params = self.params(query)
        dense_using = DENSE_VECTOR[query.kind]
        sparse_using = SPARSE_VECTOR[query.kind]
        fields: dict[str, Any] = {
            "limit": query.limit,
            "offset": query.offset,
            "filter": flt,
            "with_payload": query.payload_selector,
            "with_vector": [dense_using] if query.with_vector else False,
        }
        if query.is_hybrid:
            assert query.sparse is not None
            limit = query.candidates
            fields[self.prefetch_field] = [
                m.Prefetch(
                    **self.search_fields(self.dense(query.dense), dense_using),
                    limit=limit,
                    filter=flt,
                    params=params,
                ),
                m.Prefetch(
                    **self.search_fields(self.sparse(query.sparse), sparse_using),
                    limit=limit,
                    filter=flt,
                ),
            ]
            fields["query"] = self.fusion(query)
        else:
            if query.dense is not None:
                fields.update(self.search_fields(self.dense(query.dense), dense_using))
            else:
                assert query.sparse is not None
                fields.update(self.search_fields(self.sparse(query.sparse), sparse_using))
            fields["params"] = params
            fields["score_threshold"] = query.score_threshold
        return m.QueryRequest(**fields)

    def point_vectors(self, point: VectorPoint) -> dict[str, Any]:
        """The named vectors of a point to upsert."""
        vector: dict[str, Any] = {DENSE_VECTOR[point.kind]: self.dense(point.dense)}
        if point.sparse is not None and point.sparse.indices:
            vector[SPARSE_VECTOR[point.kind]] = self.sparse(point.sparse)
        return vector

    @staticmethod
    def payload(point: VectorPoint) -> dict[str, Any]:
        """The payload of a point to upsert: its own, with its ``kind``."""
        payload = dict(point.payload)
        payload["kind"] = point.kind
        return payload

    @staticmethod
    def stored_point(record: Any, with_vectors: bool) -> StoredPoint:
        """A retrieved record as a :class:`StoredPoint`."""
        payload = dict(record.payload or {})
        kind = payload.get("kind", "chunk")
        dense = sparse = None
        vectors: Any = record.vector
        if with_vectors and isinstance(vectors, dict):
            dense = _floats(vectors.get(DENSE_VECTOR[kind]))
            raw_sparse = vectors.get(SPARSE_VECTOR[kind])
            if raw_sparse is not None and hasattr(raw_sparse, "indices"):
                sparse = SparseVector(
                    tuple(int(i) for i in raw_sparse.indices),
                    tuple(float(v) for v in raw_sparse.values),
                )
        return StoredPoint(
            str(record.id), kind, str(payload.get("paper_id", "")), payload, dense, sparse
        )

    @staticmethod
    def hit(point: Any, query: VectorQuery) -> Hit:
        """A scored point of a query's results as a :class:`Hit`; the hit takes the
        point's payload dict (not a copy: the point is dropped once converted)."""
        payload = point.payload or {}
        vector = None
        if query.with_vector and isinstance(point.vector, dict):
            vector = _floats(point.vector.get(DENSE_VECTOR[query.kind]))
        kind = payload.get("kind", query.kind)
        return Hit.of(
            id=str(point.id),
            score=float(point.score),
            kind=kind,
            paper_id=str(payload.get("paper_id", "")),
            payload=payload,
            vector=vector,
        )


class EdgeTranslator(QdrantTranslator):
    """For ``qdrant_edge``: searches are ``Query.Nearest(vector, using=…)`` objects."""

    range_model = "RangeFloat"
    distances: ClassVar[dict[str, str]] = {"cosine": "Cosine", "dot": "Dot", "euclid": "Euclid"}
    prefetch_field = "prefetches"

    def search_fields(self, vector: Any, using: str) -> dict[str, Any]:
        return {"query": self.m.Query.Nearest(vector, using=using)}

    def fusion(self, query: VectorQuery) -> Any:
        if query.fusion == "rrf":
            weights = list(query.weights) if query.weights else None
            return self.m.Fusion.Rrf(k=query.rrf_k, weights=weights)
        return self.m.Fusion.Dbsf()

    def dense(self, vector: Any) -> Any:
        # qdrant-edge reads NumPy arrays directly; anything else goes as a list of floats
        if hasattr(vector, "dtype"):
            return vector
        return [float(x) for x in vector]


class ClientTranslator(QdrantTranslator):
    """For ``qdrant_client.models``: the vector and its name are request fields."""

    range_model = "Range"
    distances: ClassVar[dict[str, str]] = {"cosine": "COSINE", "dot": "DOT", "euclid": "EUCLID"}
    prefetch_field = "prefetch"

    def search_fields(self, vector: Any, using: str) -> dict[str, Any]:
        return {"query": vector, "using": using}

    def fusion(self, query: VectorQuery) -> Any:
        m = self.m
        if query.fusion == "rrf":
            weights = list(query.weights) if query.weights else None
            return m.RrfQuery(rrf=m.Rrf(k=query.rrf_k, weights=weights))
        return m.FusionQuery(fusion=m.Fusion.DBSF)


def _floats(raw: Any) -> list[float] | None:
    """A dense vector read back (a sequence of numbers), or ``None``."""
    if raw is None or hasattr(raw, "indices"):
        return None
    return [float(x) for x in raw]
