"""The contracts of paper search: what a data provider, a vector store and a
metadata store must do.  Plugins implement these to replace a built-in part.

* :class:`PaperProvider`: a source of papers (registered with the core's
  ``tapyre_register_data_providers`` hook, ``kind="papers"``).
* :class:`VectorStore`: the Qdrant-shaped collection of paper and chunk points
  (``tapyre_register_vector_stores``, ``kind="papers"``; chosen by
  ``[papers] vector_store``).  Its records (:class:`~.store.vectors.VectorQuery`,
  :class:`~.store.vectors.Hit`, ...) and the collection layout are in
  :mod:`tapyre_paper_search.store.vectors`.
* :class:`MetadataStore`: papers, chunk text, ingestion runs and failures
  (``tapyre_register_metadata_stores``, ``kind="papers"``; chosen by
  ``[papers] metadata_store``).  Its records are in
  :mod:`tapyre_paper_search.store.records`.

A store component's factory receives its own settings table
(``[vector_stores.NAME]`` / ``[metadata_stores.NAME]``) with ``data_dir`` (the
``[papers] data_dir`` folder, as a string) added where the table sets none, so
a store that keeps files can put them beside the rest of paper search's data.

The built-in implementations are
:class:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore` (embedded, the
default), :class:`~tapyre_paper_search.store.qdrant_remote.RemoteVectorStore`
(a Qdrant server) and :class:`~tapyre_paper_search.store.sql.SqlMetadataStore`
(SQLite or MySQL/MariaDB).  :class:`~tapyre_paper_search.IngestPipeline` and
:class:`~tapyre_paper_search.SearchService` are typed against these protocols
only.

Importing this module is cheap: no SQLAlchemy, Qdrant or torch.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.models import Chunk, PaperRecord, SourceFailure, SourcePaper
    from tapyre_paper_search.store.ids import Kind
    from tapyre_paper_search.store.records import (
        FailureRecord,
        LeaseClaim,
        PaperInventory,
        PaperState,
        RunRecord,
        StoreStats,
        WriterLease,
    )
    from tapyre_paper_search.store.vectors import (
        CollectionSpec,
        Hit,
        PaperGroup,
        StoredPoint,
        VectorPoint,
        VectorQuery,
    )

__all__ = ["MetadataStore", "PaperProvider", "VectorStore"]


# ---------------------------------------------------------------------------
# Data providers
# ---------------------------------------------------------------------------


@runtime_checkable
class PaperProvider(Protocol):
    """A source of papers for ingestion.

    A provider turns a *source* string into papers (``/path/to/folder``,
    ``arxiv:2401.00001..2401.00500``, ``dump.jsonl``).

    Durability handshake: :meth:`iter_papers` yields a paper as soon as it is
    available, but a paper is only *done* once the consumer has stored it
    durably (the SQL commit of the pipeline).  The consumer therefore calls
    :meth:`mark_done` after that commit, for stored papers and for recorded
    failures alike, from any thread.  A provider that resumes by position
    (``arxiv``) saves it only up to the first paper not yet marked done, so a
    crash between download and store yields that paper again on the next run.
    Providers whose items are cheap to re-read (folders, dump files) treat
    ``mark_done`` as a no-op and rely on the consumer skipping papers whose
    ``content_hash`` is already stored.
    """

    name: str
    """The registered name: ``arxiv``, ``pdf-folder``, ``arxiv-metadata``."""

    def handles(self, source: str) -> bool:
        """Whether ``source`` is for this provider (cheap: no network, no reading)."""
        ...

    def iter_papers(self, source: str) -> Iterator[SourcePaper | SourceFailure]:
        """Yield the papers of ``source`` in a stable order.

        Raises :class:`~tapyre_paper_search.errors.SourceError` up front when
        ``source`` is invalid (a missing folder, a malformed range); problems
        with single papers are yielded as :class:`~.models.SourceFailure` and
        the iteration goes on.
        """
        ...

    def mark_done(self, paper_id: str) -> None:
        """The consumer has durably stored (or recorded the failure of) ``paper_id``."""
        ...


# ---------------------------------------------------------------------------
# Vector store
# ---------------------------------------------------------------------------


@runtime_checkable
class VectorStore(Protocol):
    """A collection of paper points and chunk points with dense (and sparse) vectors.

    The layout (named vectors per kind of point, the payload every point
    carries, the recorded spec) is described in
    :mod:`tapyre_paper_search.store.vectors`.

    Lifecycle: construct (cheap), then :meth:`ensure_collection` to create or
    open and check the collection; a store whose collection already exists can
    also be queried directly (it opens with its recorded spec).  After bulk
    upserts the pipeline calls :meth:`optimize`.  :meth:`close` flushes and
    releases the store.

    Searching has two entry points: :meth:`query_batch` (ranked hits of one or
    several :class:`~.store.vectors.VectorQuery`; dense, sparse or hybrid,
    filtered by :class:`~tapyre_paper_search.filters.SearchFilters`) and
    :meth:`query_groups` (the best papers with their best hits).  "Papers like
    this" is a :meth:`retrieve` of the paper point's vector followed by a query.

    Errors derive from :class:`~tapyre_paper_search.errors.StoreError`
    (:class:`~tapyre_paper_search.errors.SearchError` for a bad query).
    Thread safety: queries may run concurrently from several threads; writes
    come from one thread at a time.
    """

    @property
    def collection(self) -> str:
        """The collection's name."""
        ...

    @property
    def location(self) -> str:
        """Where the collection lives, for messages (a path or a URL; never a key)."""
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

    def retrieve(self, ids: Sequence[str], *, with_vectors: bool = False) -> list[StoredPoint]:
        """Points by id, in the order asked; missing ids are left out."""
        ...

    def optimize(self) -> None:
        """Build indexes and merge segments now (blocking; a no-op on a server)."""
        ...

    def flush(self) -> None:
        """Make every accepted write durable (the end of a command flushes its stores)."""
        ...

    def info(self) -> dict[str, Any]:
        """Points, segments, indexed vectors, spec, location, for ``stats`` output."""
        ...

    def close(self) -> None:
        """Flush and release the store; idempotent."""
        ...


# ---------------------------------------------------------------------------
# Metadata store
# ---------------------------------------------------------------------------


@runtime_checkable
class MetadataStore(Protocol):
    """Paper metadata, chunk text, ingestion runs and failures.

    A paper's rows are replaced in one transaction by :meth:`save_paper`; the
    pipeline calls it after the paper's vectors are stored, so a paper is
    "done" once it returns.

    The store also keeps the pipeline's crash-safety state, so that any machine
    writing to the same stores can pick it up (see
    :mod:`tapyre_paper_search.pipeline.journal`): the in-flight journal
    (``journal_*``: which papers may have vectors the store does not know yet)
    and the writer lease (``*_writer_lease``: which process may write).  Errors derive from
    :class:`~tapyre_paper_search.errors.StoreError`.  Safe to share between
    threads.
    """

    @property
    def url(self) -> str:
        """Where the data lives, for messages (never a password)."""
        ...

    # -- runs -------------------------------------------------------------------

    def start_run(self, source: str | Sequence[str]) -> int:
        """Record the start of an ingestion run over ``source`` (or several); returns its id."""
        ...

    def finish_run(
        self, run_id: int, stats: Mapping[str, Any] | None = None, *, status: str = "finished"
    ) -> None:
        """Record the end of a run with its statistics (JSON-compatible values)."""
        ...

    def runs(self, limit: int = 20) -> list[RunRecord]:
        """The most recent runs first."""
        ...

    # -- papers -----------------------------------------------------------------

    def paper_state(self, paper_id: str, content_hash: str | None = None) -> PaperState | None:
        """What is stored about ``paper_id``, or ``None`` (``current``: same ``content_hash``)."""
        ...

    def paper_states(self, paper_ids: Iterable[str]) -> dict[str, PaperState]:
        """What is stored about many papers at once (papers not stored are left out)."""
        ...

    def save_paper(
        self, record: PaperRecord, run_id: int | None = None, *, chunker_version: str = ""
    ) -> None:
        """Replace the paper's rows (paper, authors, categories, chunks) and mark it done,
        atomically: readers see the old paper or the new one, never a mix."""
        ...

    def save_papers(
        self,
        records: Sequence[PaperRecord],
        run_id: int | None = None,
        *,
        chunker_version: str = "",
        before_commit: Callable[[], None] | None = None,
        lease: WriterLease | None = None,
    ) -> None:
        """:meth:`save_paper` for many papers (distinct ids) in one transaction: all
        of them are stored afterwards, or, on an error or a crash, none changed.
        ``before_commit`` runs inside the transaction once every row is written.

        ``lease`` (passed only while a writer lease is held, and only to a store whose
        ``save_papers`` declares the parameter): the writer lease this batch is
        written under.  The transaction renews it and raises
        :class:`~tapyre_paper_search.errors.StoreError`, changing nothing, when
        ``lease.owner`` no longer holds it: a writer that stalled and was taken
        over never commits over its successor's work."""
        ...

    def delete_paper(self, paper_id: str) -> bool:
        """Delete a paper and its rows; ``False`` if it was not stored."""
        ...

    def get_paper(self, paper_id: str, *, with_chunks: bool = True) -> PaperRecord | None:
        """A stored paper (with its chunks unless ``with_chunks=False``), or ``None``."""
        ...

    def get_papers(
        self, paper_ids: Iterable[str], *, with_chunks: bool = False
    ) -> dict[str, PaperRecord]:
        """Stored papers by id (absent ones are left out); chunks only if asked."""
        ...

    def get_chunks(self, keys: Iterable[tuple[str, int]]) -> dict[tuple[str, int], Chunk]:
        """Chunks by ``(paper_id, chunk_index)``, e.g. for the hits of a search."""
        ...

    def paper_inventory(
        self,
        paper_ids: Iterable[str] | None = None,
        *,
        after: str | None = None,
        limit: int = 500,
    ) -> list[PaperInventory]:
        """What stored papers' vectors must be: their chunker version and chunk indexes.

        With ``paper_ids``: those papers (absent ones left out; ``after`` and
        ``limit`` ignored).  Without: up to ``limit`` papers whose id sorts after
        ``after`` (from the first when ``None``), in id order, so that a caller can
        page through every stored paper.  ``tapyre papers check`` compares them
        with the vector store.
        """
        ...

    # -- the in-flight journal and the writer lease -------------------------------

    def journal_begin(self, batch: str, paper_ids: Sequence[str]) -> None:
        """Record ``paper_ids`` under ``batch`` (a key no other batch uses), durably
        before returning: the caller writes their vectors next."""
        ...

    def journal_end(self, batch: str) -> None:
        """Forget ``batch``: each of its papers is done with exactly its vectors, or gone."""
        ...

    def journal_pending(self) -> list[str]:
        """Paper ids of every batch begun and not ended, each once, by any writer."""
        ...

    def journal_clear(self) -> None:
        """Forget every batch (the caller reconciled them all while holding the lease)."""
        ...

    def take_writer_lease(
        self,
        holder: WriterLease,
        *,
        stale_after: float,
        is_dead: Callable[[WriterLease], bool],
    ) -> LeaseClaim:
        """Take the lease ``holder.name`` for ``holder``, atomically across processes and
        machines: when nobody holds it, or when its holder's last heartbeat is older
        than ``stale_after`` seconds (by the store's clock) or ``is_dead(holder)``."""
        ...

    def renew_writer_lease(self, name: str, owner: str) -> bool:
        """A heartbeat; ``False`` when ``owner`` no longer holds the lease."""
        ...

    def release_writer_lease(self, name: str, owner: str) -> None:
        """Give the lease back; a no-op when ``owner`` does not hold it."""
        ...

    # Optional, and so outside this protocol (older stores still qualify):
    # ``writer_lease(name) -> WriterLease | None``, the holder with its last
    # heartbeat, which ``papers stats`` reads to tell a run on another machine
    # from a dead one.

    # -- failures and statistics -----------------------------------------------

    def record_failure(
        self,
        run_id: int | None,
        locator: str,
        reason: str,
        message: str,
        *,
        paper_id: str | None = None,
        content_hash: str | None = None,
    ) -> int:
        """Record why an item could not be ingested; returns the failure's id."""
        ...

    def failures(
        self, run_id: int | None = None, *, limit: int | None = None
    ) -> list[FailureRecord]:
        """Failures of one run (or all), oldest first."""
        ...

    def stats(self, *, top_categories: int = 20) -> StoreStats:
        """Counts and sizes for ``tapyre papers stats``."""
        ...

    def close(self) -> None:
        """Release connections; idempotent."""
        ...
