"""The metadata store contract, in the parts it really is.

* :class:`PaperRecords`: papers and their chunk text, what search reads and
  ingestion writes;
* :class:`IngestLog`: ingestion runs and the items they could not ingest;
* :class:`InflightJournal`: which papers may have vectors the store does not
  know yet (the pipeline's crash safety);
* :class:`MetadataStore`: all three, plus ``shared`` and ``stats``: what a
  ``tapyre_register_metadata_stores`` component builds and ingestion needs;
* :class:`WriterLeases`, optional: who may write, across processes and
  machines.  A store whose data other machines reach (``shared``) must offer
  it; an embedded one needs none (the pipeline's local lock does).

A store declares the optional part by implementing it, and may say so by
subclassing the protocol (``class MyStore(MetadataStore, WriterLeases)``:
mypy then checks it); the pipeline asks ``isinstance(store, WriterLeases)``,
never a method's signature.  Each part has its conformance suite in
:mod:`tapyre_paper_search.testing.contracts`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tapyre_paper_search.records import (
        Chunk,
        FailureRecord,
        LeaseClaim,
        PaperInventory,
        PaperRecord,
        PaperState,
        RunRecord,
        StoreStats,
        WriterLease,
    )

__all__ = ["InflightJournal", "IngestLog", "MetadataStore", "PaperRecords", "WriterLeases"]


@runtime_checkable
class PaperRecords(Protocol):
    """Papers, their authors, categories and chunk text.

    A paper's rows are replaced in one transaction by :meth:`save_papers`; the
    pipeline calls it after the papers' vectors are stored, so a paper is "done"
    once it returns.  Errors derive from
    :class:`~tapyre_paper_search.errors.StoreError`.  Safe to share between threads.
    """

    @property
    def url(self) -> str:
        """Where the data lives, for messages (never a password)."""
        ...

    def paper_state(self, paper_id: str, content_hash: str | None = None) -> PaperState | None:
        """What is stored about ``paper_id``, or ``None`` (``current``: same ``content_hash``)."""
        ...

    def paper_states(self, paper_ids: Iterable[str]) -> dict[str, PaperState]:
        """What is stored about many papers at once (papers not stored are left out)."""
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
        """Replace each paper's rows (paper, authors, categories, chunks, page notes;
        its references list too in a store that is
        :class:`~tapyre_paper_search.contracts.PaperReferences`) and mark it done,
        for papers of distinct ids, in one transaction: all of them are stored
        afterwards, or, on an error or a crash, none changed (readers see the old
        paper or the new one, never a mix).  ``before_commit`` runs inside the
        transaction once every row is written.

        ``lease``: given only to a store that is also :class:`WriterLeases`, and only
        while the caller holds that lease.  The transaction renews it and raises
        :class:`~tapyre_paper_search.errors.StoreError`, changing nothing, when
        ``lease.owner`` no longer holds it: a writer that stalled and was taken over
        never commits over its successor's work."""
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
        """Stored papers by id, in the order asked (absent ones left out); chunks only
        if asked."""
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

    def close(self) -> None:
        """Release connections; idempotent.  A closed store raises ``StoreError``."""
        ...


@runtime_checkable
class IngestLog(Protocol):
    """Ingestion runs and the items they could not ingest (``tapyre papers failures``)."""

    def start_run(self, source: str | Sequence[str]) -> int:
        """Record the start of an ingestion run over ``source`` (or several, joined
        by ``"; "``); returns its id, status ``running``."""
        ...

    def finish_run(
        self, run_id: int, stats: Mapping[str, Any] | None = None, *, status: str = "finished"
    ) -> None:
        """Record the end of a run with its statistics, stored as
        :func:`~tapyre_paper_search.records.run_stats` makes them (JSON values)."""
        ...

    def runs(self, limit: int = 20) -> list[RunRecord]:
        """The most recent runs first."""
        ...

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


@runtime_checkable
class InflightJournal(Protocol):
    """Which papers may have vectors that the store does not know yet.

    Kept with the data, so that any process writing to the same stores, on this
    machine or another, reconciles what a dead one left (see
    :mod:`tapyre_paper_search.pipeline.journal`).
    """

    def journal_begin(self, batch: str, paper_ids: Sequence[str]) -> None:
        """Record ``paper_ids`` under ``batch`` (a key no other batch uses), durably
        before returning: the caller writes their vectors next.  Beginning a batch
        again replaces its papers (a retry after a lost answer)."""
        ...

    def journal_end(self, batch: str) -> None:
        """Forget ``batch``: each of its papers is done with exactly its vectors, or
        gone.  Ending an unknown batch changes nothing."""
        ...

    def journal_pending(self) -> list[str]:
        """Paper ids of every batch begun and not ended, each once, oldest batch
        first, by any writer."""
        ...

    def journal_clear(self) -> None:
        """Forget every batch (the caller reconciled them all while holding the stores)."""
        ...


@runtime_checkable
class MetadataStore(PaperRecords, IngestLog, InflightJournal, Protocol):
    """Everything ingestion keeps in SQL (``tapyre_register_metadata_stores``,
    ``kind="papers"``; chosen by ``[papers] metadata_store``): paper records, the
    ingest log and the in-flight journal, and what ``tapyre papers stats`` shows.

    Checked by :class:`~tapyre_paper_search.testing.contracts.MetadataStoreContract`
    and :class:`~tapyre_paper_search.testing.contracts.JournalContract`.
    """

    @property
    def shared(self) -> bool:
        """Whether processes on other machines may write to this store too (a
        database server).  Ingestion then takes the writer lease, so a shared
        store must also be :class:`WriterLeases`."""
        ...

    def stats(self, *, top_categories: int = 20) -> StoreStats:
        """Counts and sizes of the papers and of the ingest log."""
        ...


@runtime_checkable
class WriterLeases(Protocol):
    """Optional: who may write, atomically across processes and machines.

    One lease per name; its holder renews it with heartbeats, and a lease whose
    holder stopped beating (by the store's clock) or is known dead is taken over.
    A store with leases also fences :meth:`PaperRecords.save_papers` with them.

    Checked by :class:`~tapyre_paper_search.testing.contracts.WriterLeaseContract`.
    """

    def take_writer_lease(
        self,
        holder: WriterLease,
        *,
        stale_after: float,
        is_dead: Callable[[WriterLease], bool],
    ) -> LeaseClaim:
        """Take the lease ``holder.name`` for ``holder``, atomically: when nobody holds
        it, or when its holder's last heartbeat is older than ``stale_after`` seconds
        (by the store's clock) or ``is_dead(holder)``.  Of several processes taking
        one stale lease at once, exactly one gets it."""
        ...

    def renew_writer_lease(self, name: str, owner: str) -> bool:
        """A heartbeat; ``False`` when ``owner`` no longer holds the lease."""
        ...

    def release_writer_lease(self, name: str, owner: str) -> None:
        """Give the lease back; a no-op when ``owner`` does not hold it."""
        ...

    def writer_lease(self, name: str) -> WriterLease | None:
        """The lease's holder with its last heartbeat, or ``None`` when nobody holds
        it (``papers stats`` tells a run on another machine from a dead one by it)."""
        ...
