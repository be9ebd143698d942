"""The vector store contract: a collection of paper points and chunk points."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.records.vectors import (
        CollectionSpec,
        Hit,
        Kind,
        PaperGroup,
        StoredPoint,
        VectorPoint,
        VectorQuery,
    )

__all__ = ["VectorStore", "VerifiableVectorStore"]


@runtime_checkable
class VectorStore(Protocol):
    """A collection of paper points and chunk points with dense (and sparse) vectors,
    each kind in a collection of its own.

    The layout (named vectors per kind of point, the payload every point
    carries, the recorded spec) is described in
    :mod:`tapyre_paper_search.store.vectors`; the records
    (:class:`~.records.VectorQuery`, :class:`~.records.Hit`...) are in
    :mod:`tapyre_paper_search.records.vectors`.

    Lifecycle: construct (cheap), then :meth:`ensure_collection` to create or
    open and check the collection; a store whose collection already exists can
    also be queried directly (it opens with its recorded spec).  After bulk
    upserts the pipeline calls :meth:`optimize`.  :meth:`close` flushes and
    releases the store.

    Searching has two entry points: :meth:`query_batch` (ranked hits of one or
    several :class:`~.records.VectorQuery`; dense, sparse or hybrid,
    filtered by :class:`~tapyre_paper_search.filters.SearchFilters`) and
    :meth:`query_groups` (the best papers with their best hits).  "Papers like
    this" is a :meth:`retrieve` of the paper point's vector followed by a query.

    Errors derive from :class:`~tapyre_paper_search.errors.StoreError`
    (:class:`~tapyre_paper_search.errors.SearchError` for a bad query).
    Thread safety: queries may run concurrently from several threads; writes
    come from one thread at a time.

    Checked by :class:`~tapyre_paper_search.testing.contracts.VectorStoreContract`.
    """

    @property
    def collection(self) -> str:
        """The collection's name."""
        ...

    @property
    def location(self) -> str:
        """Where the collection lives, for messages (a path or a URL; never a key)."""
        ...

    @property
    def shared(self) -> bool:
        """Whether processes on other machines may write to this collection too (a
        server): ingestion then takes the metadata store's writer lease
        (:class:`~tapyre_paper_search.contracts.WriterLeases`) as well as its local lock."""
        ...

    def exists(self) -> bool:
        """Whether the collection exists."""
        ...

    def recorded_spec(self) -> CollectionSpec | None:
        """The spec recorded with the collection, or ``None`` if it does not exist."""
        ...

    def ensure_collection(self, spec: CollectionSpec) -> None:
        """Create the collection for ``spec``, or open it and check that it matches.

        Raises :class:`~tapyre_paper_search.errors.CollectionMismatchError` when
        it was built by another embedder, dimension or distance.  Idempotent.
        """
        ...

    def upsert(self, points: Sequence[VectorPoint]) -> None:
        """Insert or overwrite points (same id: replaced)."""
        ...

    def delete_paper(self, paper_id: str) -> None:
        """Delete every point of a paper (no error if it has none)."""
        ...

    def delete_points(self, ids: Sequence[str]) -> None:
        """Delete points by id."""
        ...

    def paper_point_ids(self, paper_id: str) -> list[str]:
        """Ids of all points of a paper, sorted."""
        ...

    def count(self, kind: Kind | None = None, filter: SearchFilters | None = None) -> int:
        """Exact number of points (of one kind, matching a filter)."""
        ...

    def scroll_points(
        self,
        *,
        paper_ids: Sequence[str] | None = None,
        offset: str | None = None,
        limit: int = 1000,
    ) -> tuple[list[StoredPoint], str | None]:
        """One page of points (of ``paper_ids`` only, when given), in a stable order.

        Returns the page and the offset of the next one (``None`` after the last).
        The points carry their ``kind`` and ``paper_id``, and in ``payload`` the
        ``chunk_index`` and ``chunker_version`` of chunk points; no vectors.  An
        absent collection has no points.  ``tapyre papers check`` walks the whole
        collection with it, a page at a time.
        """
        ...

    def query_batch(self, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        """Run several queries; one score-ordered result list per query, in order.

        Equal scores are ordered by point id so that every store lists ties alike.
        """
        ...

    def query_groups(self, query: VectorQuery, *, group_size: int = 3) -> list[PaperGroup]:
        """Best papers: up to ``query.limit`` papers, ordered by their best hit, each
        with up to ``group_size`` of its best hits (``query.offset`` is ignored)."""
        ...

    def retrieve(
        self, ids: Sequence[str], *, with_vectors: bool = False, kind: Kind | None = None
    ) -> list[StoredPoint]:
        """Points by id, in the order asked; missing ids are left out.  With ``kind``
        only that kind's collection is read (one lookup instead of two), so ids of
        the other kind are left out too; a kind other than ``"paper"`` or ``"chunk"``
        is a :class:`~tapyre_paper_search.errors.SearchError`."""
        ...

    def optimize(self) -> None:
        """Build indexes and merge segments now (blocking; a no-op on a server)."""
        ...

    def flush(self) -> None:
        """Make every accepted write durable (the end of a command flushes its stores)."""
        ...

    def info(self) -> dict[str, Any]:
        """Points, segments, indexed vectors, spec, location, for ``stats`` output; and
        ``collections``: for each kind (``"paper"``, ``"chunk"``) the collection that holds
        that kind's points, with its ``points`` (paper points are kept apart from chunk
        points, so that each level's searches and storage are its own)."""
        ...

    def close(self) -> None:
        """Flush and release the store; idempotent."""
        ...


@runtime_checkable
class VerifiableVectorStore(Protocol):
    """Optional: a vector store whose own files can be damaged (an embedded engine),
    which can say which points it can no longer read and rebuild itself from the rest.

    ``tapyre papers check`` asks :meth:`damaged_points` of every point it
    compares; ``--repair`` calls :meth:`salvage` and then re-embeds from SQL's
    text what was lost.  A store on a server (whose own storage keeps itself
    whole) need not implement it.
    """

    def damaged_points(self, ids: Sequence[str]) -> dict[str, str]:
        """Of ``ids``, the points that are stored but cannot be read, or whose dense
        vector has the wrong dimension, each with why (ids not stored are left out)."""
        ...

    def salvage(self, drop: Collection[str] = ()) -> int:
        """Rebuild the collection from its readable points, leaving out ``drop``; the
        number of points kept.  The store stays usable; a collection that cannot even
        be read becomes an empty one with the same spec.

        Raises :class:`~tapyre_paper_search.errors.StoreInUseError` when another
        process holds the store.
        """
        ...
