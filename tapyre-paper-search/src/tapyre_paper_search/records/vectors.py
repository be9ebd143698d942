"""The vector store's records: what a collection is built for, the points written,
the queries asked and the hits and points read back.

The :class:`~tapyre_paper_search.contracts.VectorStore` protocol speaks these;
the collection layout they fill (named vectors, payload) is described in
:mod:`tapyre_paper_search.store.vectors`.  Pure data, no client library: a
plugin's vector store builds and reads them too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from tapyre import SparseVector

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records._json import JsonRecord

__all__ = [
    "FILTERED_HNSW_EF",
    "KINDS",
    "SCHEMA_VERSION",
    "CollectionSpec",
    "Distance",
    "Fusion",
    "Hit",
    "Kind",
    "PaperGroup",
    "Quantization",
    "SparseVector",
    "StoredPoint",
    "VectorPoint",
    "VectorQuery",
]

Kind = Literal["paper", "chunk"]
"""The two kinds of point: a paper's own (title and abstract) and its chunks'."""
KINDS: tuple[Kind, ...] = ("paper", "chunk")

FILTERED_HNSW_EF = 128
"""HNSW beam width of filtered searches when the query sets none (the unfiltered default
is the index's ``ef_construct``, 100): filtered traversal skips most neighbours.

With ACORN, on a million clustered 768-d chunks and a filter passing one in six,
recall@10 was 0.81 at ef 100, 0.85 at 128 (p50 5 ms), 0.88 at 192, 0.90 at 256
(11 ms); at 100k chunks 0.99 from 128 on (``benchmarks/vector_store.py``)."""

SCHEMA_VERSION = 2
"""Version of the collection layout; a collection of another version is a mismatch
(2: paper points in a collection of their own)."""

Fusion = Literal["rrf", "dbsf"]
Distance = Literal["cosine", "dot", "euclid"]
Quantization = Literal["none", "int8"]


@dataclass(frozen=True)
class CollectionSpec(JsonRecord):
    """What a collection is built for, and how it is stored.

    ``dense_embedder``/``dense_dim``/``sparse_embedder``/``distance`` are the
    collection's identity: they are recorded when it is created and checked when
    it is opened.  ``sparse_embedder=None`` makes a dense-only collection.

    The storage options apply when the collection is created (an existing
    collection keeps its own): ``quantization="int8"`` keeps an int8 copy of
    the dense vectors in RAM for the search (rescored with the originals),
    ``on_disk=True`` leaves the float32 originals on disk (memory-mapped), and
    ``hnsw_m``/``hnsw_ef_construct`` shape the HNSW graphs.
    """

    dense_embedder: str
    dense_dim: int
    sparse_embedder: str | None = None
    distance: Distance = "cosine"
    quantization: Quantization = "none"
    on_disk: bool = False
    hnsw_m: int = 16
    hnsw_ef_construct: int = 100

    def __post_init__(self) -> None:
        if not self.dense_embedder:
            raise ValueError("CollectionSpec: dense_embedder is empty")
        if self.dense_dim <= 0:
            raise ValueError(f"CollectionSpec: dense_dim must be positive, not {self.dense_dim}")
        if self.distance not in ("cosine", "dot", "euclid"):
            raise ValueError(f"CollectionSpec: unknown distance {self.distance!r}")
        if self.quantization not in ("none", "int8"):
            raise ValueError(
                f"CollectionSpec: quantization must be 'none' or 'int8', not {self.quantization!r}"
            )

    @property
    def has_sparse(self) -> bool:
        return bool(self.sparse_embedder)

    def differences(self, other: CollectionSpec) -> list[tuple[str, str, str]]:
        """Where ``other``'s identity differs from this one's, as ``(what, this, other)``,
        e.g. ``("distance", "'cosine'", "'dot'")``; empty when a collection built for
        one takes the other's vectors (the storage options are not compared)."""
        parts: tuple[tuple[str, Callable[[CollectionSpec], str]], ...] = (
            ("dense embedder", lambda s: f"{s.dense_embedder!r} ({s.dense_dim} dimensions)"),
            ("sparse embedder", lambda s: repr(s.sparse_embedder or "none")),
            ("distance", lambda s: repr(s.distance)),
        )
        return [
            (what, show(self), show(other)) for what, show in parts if show(self) != show(other)
        ]

    def to_metadata(self) -> dict[str, Any]:
        """What is recorded with the collection (JSON-compatible)."""
        return {
            "tapyre_schema": SCHEMA_VERSION,
            "dense_embedder": self.dense_embedder,
            "dense_dim": self.dense_dim,
            "sparse_embedder": self.sparse_embedder or None,
            "distance": self.distance,
            "quantization": self.quantization,
            "on_disk": self.on_disk,
            "hnsw_m": self.hnsw_m,
            "hnsw_ef_construct": self.hnsw_ef_construct,
        }

    @classmethod
    def from_metadata(cls, data: Mapping[str, Any]) -> CollectionSpec:
        """The spec recorded by :meth:`to_metadata`."""
        return cls(
            dense_embedder=str(data["dense_embedder"]),
            dense_dim=int(data["dense_dim"]),
            sparse_embedder=data.get("sparse_embedder") or None,
            distance=data.get("distance", "cosine"),
            quantization=data.get("quantization", "none"),
            on_disk=bool(data.get("on_disk", False)),
            hnsw_m=int(data.get("hnsw_m", 16)),
            hnsw_ef_construct=int(data.get("hnsw_ef_construct", 100)),
        )


@dataclass(frozen=True)
class VectorPoint:
    """One point to upsert: a paper point or a chunk point.

    ``dense`` is the vector named by ``kind`` (see the module docs), ``sparse``
    the lexical one (``None`` or empty: none stored).  ``payload`` must contain
    ``paper_id``; ``kind`` is added to it.  Build these with
    :func:`tapyre_paper_search.store.points.paper_point` / ``chunk_point``.
    """

    id: str
    kind: Kind
    dense: Any
    sparse: SparseVector | None = None
    payload: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"VectorPoint: kind must be 'paper' or 'chunk', not {self.kind!r}")
        if not self.payload.get("paper_id"):
            raise ValueError(f"VectorPoint {self.id}: payload has no 'paper_id'")

    @property
    def paper_id(self) -> str:
        return str(self.payload["paper_id"])


@dataclass(frozen=True)
class VectorQuery:
    """One search request.

    * ``dense`` only: nearest neighbours of the dense vector of ``kind``;
    * ``sparse`` only: lexical search (IDF-weighted dot product);
    * both: hybrid: Qdrant's query API runs one prefetch per vector
      (``prefetch_limit`` candidates each, filtered) and fuses them with
      ``fusion``: ``"rrf"``, reciprocal rank fusion, ``score = Σ 1 / (k + rankᵢ)``
      with ``k = rrf_k`` and ranks counted from 0; with ``weights=(dense, sparse)``
      Qdrant stretches each list's ranks instead: ``Σ 1 / ((rankᵢ + 1) / wᵢ + k − 1)``
      (so weights matter more with a small ``k``); or ``"dbsf"``, distribution-based
      score fusion: each list's scores normalised by mean ± 3σ, then summed (no weights).

    ``score_threshold`` applies to single-vector searches only.  ``hnsw_ef``,
    ``exact``, ``rescore`` and ``oversampling`` tune the engine's search
    (``None``: its defaults, except that a filtered search uses
    ``hnsw_ef = FILTERED_HNSW_EF``).  ``acorn`` (``None``: on when there is a
    filter) lets the engine use ACORN for restrictive filters (estimated
    selectivity under 40 %).  Without either, a filter passing one point in six
    found about 4 of the true top 10 at a million chunks; with both, 8 to 9.  ``with_payload`` is
    ``True``, ``False`` or the payload keys to return (``paper_id`` and ``kind`` always come back);
    ``with_vector`` returns the dense vector of ``kind``.
    """

    dense: Any = None
    sparse: SparseVector | None = None
    kind: Kind = "chunk"
    filter: SearchFilters | None = None
    limit: int = 10
    offset: int = 0
    fusion: Fusion = "rrf"
    rrf_k: int = 60
    weights: tuple[float, float] | None = None
    prefetch_limit: int | None = None
    score_threshold: float | None = None
    hnsw_ef: int | None = None
    exact: bool = False
    rescore: bool | None = None
    oversampling: float | None = None
    acorn: bool | None = None
    with_payload: bool | Sequence[str] = True
    with_vector: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise SearchError(f"search kind must be 'paper' or 'chunk', not {self.kind!r}")
        if self.dense is None and (self.sparse is None or not self.sparse.indices):
            raise SearchError("a search needs a dense vector, a non-empty sparse vector, or both")
        if self.limit < 1:
            raise SearchError(f"search limit must be at least 1, not {self.limit}")
        if self.offset < 0:
            raise SearchError(f"search offset must not be negative, not {self.offset}")
        if self.fusion not in ("rrf", "dbsf"):
            raise SearchError(f"fusion must be 'rrf' or 'dbsf', not {self.fusion!r}")
        if self.rrf_k < 1:
            raise SearchError(f"rrf_k must be at least 1, not {self.rrf_k}")
        if self.weights is not None and self.fusion != "rrf":
            raise SearchError("fusion weights are only supported with fusion='rrf'")

    @property
    def is_hybrid(self) -> bool:
        return self.dense is not None and self.sparse is not None and bool(self.sparse.indices)

    @property
    def payload_selector(self) -> bool | list[str]:
        """``True`` or the payload keys to fetch: ``paper_id`` and ``kind`` always."""
        if self.with_payload is True:
            return True
        keys = [] if self.with_payload is False else [str(k) for k in self.with_payload]
        return list(dict.fromkeys(["paper_id", "kind", *keys]))

    @property
    def filtered(self) -> bool:
        return self.filter is not None and not self.filter.is_empty

    @property
    def search_ef(self) -> int | None:
        """The HNSW beam width to ask for (``None``: the engine's default)."""
        if self.hnsw_ef is not None:
            return self.hnsw_ef
        return FILTERED_HNSW_EF if self.filtered else None

    @property
    def use_acorn(self) -> bool:
        if self.acorn is not None:
            return self.acorn
        return self.filtered

    @property
    def candidates(self) -> int:
        """Candidates each prefetch of a hybrid query fetches."""
        wanted = self.limit + self.offset
        if self.prefetch_limit:
            return max(self.prefetch_limit, wanted)
        return max(3 * wanted, 50)


@dataclass(frozen=True)
class Hit(JsonRecord):
    """One search result.  ``vector`` is set when the query asked ``with_vector``."""

    id: str
    score: float
    kind: Kind
    paper_id: str
    payload: dict[str, Any]
    vector: list[float] | None = None

    @classmethod
    def of(
        cls,
        *,
        id: str,
        score: float,
        kind: Kind,
        paper_id: str,
        payload: dict[str, Any],
        vector: list[float] | None = None,
    ) -> Hit:
        """A hit from its fields by name, at about the cost of passing them by position
        (0.80 against 0.72 CPU-µs; by name to the dataclass 0.95, ``replace`` 1.70:
        a hybrid search makes hundreds).  The one place that knows the fields' order:
        every hit the package makes goes through it."""
        return cls(id, score, kind, paper_id, payload, vector)

    def with_score(self, score: float) -> Hit:
        """This hit with another score (``replace(hit, score=…)``, at half its cost:
        a hybrid search rescores hundreds of candidates)."""
        return self._copy(score, self.payload)

    def with_payload(self, payload: dict[str, Any]) -> Hit:
        """This hit with another payload (``replace(hit, payload=…)``, faster)."""
        return self._copy(self.score, payload)

    def _copy(self, score: float, payload: dict[str, Any]) -> Hit:
        i, k, p, v = self.id, self.kind, self.paper_id, self.vector
        return Hit.of(id=i, score=score, kind=k, paper_id=p, payload=payload, vector=v)

    @property
    def chunk_index(self) -> int | None:
        value = self.payload.get("chunk_index")
        return int(value) if value is not None else None


@dataclass(frozen=True)
class PaperGroup(JsonRecord):
    """The best hits of one paper; ``score`` is its best hit's score."""

    paper_id: str
    score: float
    hits: list[Hit]


@dataclass(frozen=True)
class StoredPoint(JsonRecord):
    """A point as stored (from :meth:`~tapyre_paper_search.contracts.VectorStore.retrieve`)."""

    id: str
    kind: Kind
    paper_id: str
    payload: dict[str, Any]
    dense: list[float] | None = None
    sparse: SparseVector | None = None
