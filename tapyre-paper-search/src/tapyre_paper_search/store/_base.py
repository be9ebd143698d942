"""What both Qdrant stores share: checks, grouping, ``replace_paper``.

A subclass implements the ``_``-prefixed primitives with its client library;
everything users see is defined once, here, so the two stores cannot drift.
A store holds two Qdrant collections, one per :data:`~.records.vectors.Kind`
(see :mod:`tapyre_paper_search.store.vectors`): the data primitives take the
``kind`` whose collection they work on, and this class routes each call (a
query to its kind's collection; a delete, a listing or a read to both).  The
primitives and the collection's lifecycle (opening, closing, dropping) are declared in
:mod:`._lifecycle`, the base of :class:`QdrantStoreBase`; this module adds the writes
and the reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tapyre_paper_search.errors import SearchError, StoreError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records.vectors import (
    KINDS,
    Hit,
    Kind,
    PaperGroup,
    StoredPoint,
    VectorPoint,
    VectorQuery,
)
from tapyre_paper_search.store._lifecycle import QdrantLifecycle
from tapyre_paper_search.store.vectors import (
    Condition,
    MatchAny,
    filter_conditions,
    group_hits,
)

PAYLOAD_INDEXES: dict[str, str] = {
    "paper_id": "keyword",
    "year": "integer",
    "categories": "keyword",
    "author_keys": "keyword",
}
"""Payload fields indexed for filtering, and their index type."""

HNSW_PAYLOAD_FIELDS: frozenset[str] = frozenset()
"""Indexed fields that also get filter-aware HNSW links: none.

Such links multiply the indexing work (at a million chunks, years and
categories would add about three graphs' worth of insertions) for filters that
Qdrant serves well without them: selective filters are answered exactly from
the payload index, broad ones by filtered graph traversal, and the ones in
between by ACORN (:attr:`VectorQuery.acorn`, on by default for filtered queries).
"""

_MAX_GROUP_FETCH = 10_000

INVENTORY_PAYLOAD = ("kind", "paper_id", "chunk_index", "chunker_version")
"""The payload keys :meth:`QdrantStoreBase.scroll_points` returns: what a point is."""


class QdrantStoreBase(QdrantLifecycle):
    """Shared behaviour of :class:`EdgeVectorStore` and :class:`RemoteVectorStore`.

    Implements :class:`tapyre_paper_search.contracts.VectorStore`, plus
    :meth:`query` (one query), :meth:`replace_paper`, :meth:`flush`,
    :meth:`drop_collection` and :attr:`spec` for direct users and tests.
    """

    # -- writes ---------------------------------------------------------------

    def upsert(self, points: Sequence[VectorPoint]) -> None:
        if not points:
            return
        self._ready()
        self._check_points(points)
        for kind in KINDS:
            of_kind = [p for p in points if p.kind == kind]
            if of_kind:
                self._upsert(kind, of_kind)

    def replace_paper(self, paper_id: str, points: Sequence[VectorPoint]) -> None:
        self._ready()
        for point in points:
            if point.paper_id != paper_id:
                raise StoreError(
                    f"replace_paper({paper_id!r}): point {point.id} belongs to {point.paper_id!r}"
                )
        self.upsert(points)
        keep = {p.id for p in points}
        for kind in KINDS:
            mine = self._scroll_ids(kind, [MatchAny("paper_id", (paper_id,))])
            stale = [i for i in mine if i not in keep]
            if stale:
                self._delete_ids(kind, stale)

    def delete_paper(self, paper_id: str) -> None:
        self._ready()
        for kind in KINDS:
            self._delete_where(kind, [MatchAny("paper_id", (paper_id,))])

    def delete_points(self, ids: Sequence[str]) -> None:
        if ids:
            self._ready()
            for kind in KINDS:
                self._delete_ids(kind, list(ids))

    def _check_points(self, points: Sequence[VectorPoint]) -> None:
        dim = self.spec.dense_dim
        for point in points:
            if point.dense is None:
                raise StoreError(f"point {point.id} ({point.paper_id}) has no dense vector")
            if len(point.dense) != dim:
                raise StoreError(
                    f"point {point.id} ({point.paper_id}) has a dense vector of "
                    f"{len(point.dense)} dimensions; the {self._where()} holds {dim}."
                )
            if point.sparse is not None and point.sparse.indices and not self.spec.has_sparse:
                raise StoreError(
                    f"point {point.id} has a sparse vector but the {self._where()} has none "
                    "(it was created without a sparse embedder)."
                )

    # -- reads ----------------------------------------------------------------

    def paper_point_ids(self, paper_id: str) -> list[str]:
        self._ready()
        must: list[Condition] = [MatchAny("paper_id", (paper_id,))]
        return sorted(i for kind in KINDS for i in self._scroll_ids(kind, must))

    def scroll_points(
        self,
        *,
        paper_ids: Sequence[str] | None = None,
        offset: str | None = None,
        limit: int = 1000,
    ) -> tuple[list[StoredPoint], str | None]:
        if limit < 1:
            raise StoreError(f"scroll_points: limit must be at least 1, not {limit}")
        self._check_open()
        if self._spec is None and not self._exists():
            return [], None
        self._ready()
        if paper_ids is not None and not paper_ids:
            return [], None
        must: list[Condition] = (
            [MatchAny("paper_id", tuple(dict.fromkeys(paper_ids)))] if paper_ids else []
        )
        # The paper collection first, then the chunk collection; the offset names the
        # collection: "<kind>:<point id>" ("<kind>:" is the start of that kind's points).
        first, at = _split_offset(offset)
        page: list[StoredPoint] = []
        for kind in KINDS[KINDS.index(first) :]:
            if len(page) == limit:
                return page, f"{kind}:"
            more, after = self._scroll_page(
                kind, must, at, limit - len(page), list(INVENTORY_PAYLOAD)
            )
            page.extend(more)
            if after is not None:
                return page, f"{kind}:{after}"
            at = None
        return page, None

    def count(self, kind: Kind | None = None, filter: SearchFilters | None = None) -> int:
        self._ready()
        if kind is not None and kind not in KINDS:
            raise SearchError(f"kind must be 'paper' or 'chunk', not {kind!r}")
        must, must_not = filter_conditions(filter)
        kinds = KINDS if kind is None else (kind,)
        return sum(self._count(k, must, must_not) for k in kinds)

    def query(self, query: VectorQuery) -> list[Hit]:
        """One query's hits (``query_batch([query])[0]``)."""
        return self.query_batch([query])[0]

    def query_batch(self, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        self._ready()
        for q in queries:
            self._check_query(q)
        results: list[list[Hit]] = [[] for _ in queries]
        for kind in KINDS:  # each kind's queries in one batch, in its own collection
            rows = [i for i, q in enumerate(queries) if q.kind == kind]
            if rows:
                answers = self._query_batch(kind, [queries[i] for i in rows])
                for row, hits in zip(rows, answers, strict=True):
                    results[row] = _break_ties(hits)
        return results

    def query_groups(self, query: VectorQuery, *, group_size: int = 3) -> list[PaperGroup]:
        """Group client-side (Qdrant Edge has no group-by).

        One query of ``limit × group_size × 2`` hits (at least 20); only when it
        holds fewer than ``limit`` papers, more (four times as many each time, up
        to ``limit × group_size × 32``).  A group holds its paper's best hits among
        those candidates: up to ``group_size``, fewer when the paper's other
        passages rank lower.
        """
        if group_size < 1:
            raise SearchError(f"group_size must be at least 1, not {group_size}")
        fetch = max(query.limit * group_size * 2, 20)
        cap = min(max(query.limit * group_size * 32, 200), _MAX_GROUP_FETCH)
        while True:
            wanted = replace(
                query,
                offset=0,
                limit=fetch,
                prefetch_limit=max(query.prefetch_limit or 0, fetch) if query.is_hybrid else None,
            )
            hits = self.query(wanted)
            groups = group_hits(hits, limit=query.limit, group_size=group_size)
            if len(groups) >= query.limit or len(hits) < fetch or fetch >= cap:
                return groups
            fetch = min(fetch * 4, cap)

    def retrieve(
        self, ids: Sequence[str], *, with_vectors: bool = False, kind: Kind | None = None
    ) -> list[StoredPoint]:
        self._ready()
        if kind is not None and kind not in KINDS:
            raise SearchError(f"kind must be 'paper' or 'chunk', not {kind!r}")
        if not ids:
            return []
        kinds = KINDS if kind is None else (kind,)  # a point id does not tell its kind
        found = {p.id: p for k in kinds for p in self._retrieve(k, list(ids), with_vectors)}
        return [found[i] for i in ids if i in found]

    def _check_query(self, query: VectorQuery) -> None:
        spec = self.spec
        if query.dense is not None and len(query.dense) != spec.dense_dim:
            raise SearchError(
                f"the query vector has {len(query.dense)} dimensions; the {self._where()} "
                f"holds {spec.dense_dim} (embedder {spec.dense_embedder!r})."
            )
        if query.sparse is not None and query.sparse.indices and not spec.has_sparse:
            raise SearchError(
                f"the {self._where()} has no sparse vectors (it was built without a sparse "
                "embedder): lexical and hybrid search are not available."
            )


def _split_offset(offset: str | None) -> tuple[Kind, str | None]:
    """The kind and point id of a :meth:`QdrantStoreBase.scroll_points` offset."""
    if offset is None:
        return KINDS[0], None
    kind, sep, at = offset.partition(":")
    for known in KINDS:
        if sep and kind == known:
            return known, at or None
    raise StoreError(f"scroll_points: {offset!r} is not an offset this store returned")


def _break_ties(hits: list[Hit]) -> list[Hit]:
    """Order equal scores by point id, so both engines list ties alike (fusion makes many).

    Scores equal to 6 decimals count as equal: one engine fuses in float32, the other in
    float64.
    """
    return sorted(hits, key=lambda h: (-round(h.score, 6), h.id))
