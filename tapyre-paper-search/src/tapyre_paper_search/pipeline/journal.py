"""The in-flight journal: which papers may have vectors that SQL does not know yet.

Vectors are written before the SQL transaction that marks a paper done, so a
crash between the two leaves vectors of a paper that is not (or not in that
version) stored.  Before writing a batch's vectors the pipeline records the
batch's paper ids in the metadata store (the ``ingest_journal`` table of the
SQL store), committed durably; once every paper of the batch is settled in SQL
and its stale vectors are gone it ends the batch.  On the next start, papers
of batches never ended are reconciled and the journal is emptied.  Reconciling
only those papers keeps start-up cheap however large the collection is.

The journal lives with the data, not with the machine: after a crash, any
process that writes to the same metadata and vector stores, on this machine
or another, with any data dir, reconciles what the dead one left.

Only one process may write at a time, and :meth:`IngestJournal.open` makes
sure of it:

* always, an OS lock on a local file (``<journal path>.lock``), released by
  the OS when the process dies; embedded stores need nothing more, since no
  other machine can open them;
* when the stores are shared (either declares ``shared``: a database server,
  or a Qdrant server), also a **writer lease** in the metadata store (a
  :class:`~tapyre_paper_search.contracts.WriterLeases`; the SQL store keeps it
  in its ``writer_leases`` table): a row
  naming the holder's host, pid and last heartbeat, taken atomically, renewed
  every ``stale_after / 6`` seconds by a background thread.  A lease whose
  holder is gone (same host and its pid no longer runs, or no heartbeat for
  ``stale_after`` seconds, by the database's clock) is taken over, with a note.

The API, small on purpose (the pipeline's store stage and deletions use it):
:meth:`~IngestJournal.open` (take the guards, return pending paper ids),
:meth:`~IngestJournal.begin`, :meth:`~IngestJournal.end`,
:meth:`~IngestJournal.pending`, :meth:`~IngestJournal.clear`,
:meth:`~IngestJournal.close`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING

from tapyre_paper_search._closing import Closing
from tapyre_paper_search._fs import lock_held, pid_alive, process_host, take_lock, unlock
from tapyre_paper_search.contracts.metadata import WriterLeases
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records import WriterLease

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import MetadataStore, VectorStore

__all__ = [
    "LEASE_NAME",
    "STALE_AFTER_S",
    "IngestJournal",
    "ingestion_running",
    "lease_alive",
    "stores_are_shared",
]

log = logging.getLogger(__name__)

LEASE_NAME = "ingest"
"""The one writer lease of a metadata store (its journal table is shared by all writers)."""

STALE_AFTER_S = 60.0
"""Seconds without a heartbeat after which a lease is taken over."""


def stores_are_shared(metadata: MetadataStore, vectors: VectorStore) -> bool:
    """Whether writers on other machines can reach these stores: either store says
    it is ``shared`` (a database server, a Qdrant server)."""
    return bool(metadata.shared or vectors.shared)


def ingestion_running(metadata: MetadataStore, vectors: VectorStore, journal_path: Path) -> bool:
    """Whether an ingestion writes these stores now: one on this machine holds the
    journal's lock, or, for shared stores, a live writer lease names one anywhere."""
    if lock_held(lock_path(journal_path)):
        return True
    if not stores_are_shared(metadata, vectors) or not isinstance(metadata, WriterLeases):
        return False
    return lease_alive(metadata.writer_lease(LEASE_NAME))


def lease_alive(lease: WriterLease | None, stale_after: float = STALE_AFTER_S) -> bool:
    """Whether a stored writer lease says its holder is writing: it is held, its
    holder is not known dead (:func:`_died_here`), and its last heartbeat is at most
    ``stale_after`` seconds old by this machine's clock (for reports: taking a lease
    over judges by the database's clock)."""
    if lease is None or _died_here(lease):
        return False
    if lease.heartbeat_at is None:
        return True
    now = datetime.now(UTC).replace(tzinfo=None)  # the store's times are naive UTC
    return (now - lease.heartbeat_at).total_seconds() <= stale_after


def lock_path(journal_path: Path) -> Path:
    """The local lock file of the journal at ``journal_path`` (``+ ".lock"``): held by
    the process writing these stores, released by the OS when it dies."""
    return journal_path.with_name(journal_path.name + ".lock")


class IngestJournal(Closing):
    """The journal of one pair of stores, and the guards of their single writer.

    ``path``: where the local lock lives (``path`` + ``.lock``).  ``shared``: also
    take the writer lease in ``metadata`` (see :func:`stores_are_shared`), which
    must then be a :class:`~tapyre_paper_search.contracts.WriterLeases`.
    """

    def __init__(
        self,
        metadata: MetadataStore,
        path: Path,
        *,
        shared: bool = False,
        stale_after: float = STALE_AFTER_S,
    ) -> None:
        self.metadata = metadata
        self.path = path
        self.shared = shared
        self.stale_after = stale_after
        self.took_over: WriterLease | None = None
        """The stale lease :meth:`open` replaced, if it did (for a note to the user)."""
        self._token = uuid.uuid4().hex[:16]
        self._lock: IO[bytes] | None = None
        self._lease: WriterLease | None = None
        self._lease_lost = threading.Event()
        self._stop_beating = threading.Event()
        self._beater: threading.Thread | None = None
        self._renewed_at = 0.0  # time.monotonic() of the lease's last known renewal

    # -- the guards ------------------------------------------------------------------

    def acquire(self) -> None:
        """Take the local lock and, for shared stores, the writer lease.

        :raises StoreError: another process writes to these stores, or they are
            shared and the metadata store keeps no writer lease.
        """
        self.took_over = None
        if self.shared and not isinstance(self.metadata, WriterLeases):
            raise StoreError(
                f"the metadata store {self.metadata.url} is shared with other machines but "
                "keeps no writer lease, so concurrent ingestions could not be told apart.",
                hint="Use a metadata store that implements "
                "tapyre_paper_search.contracts.WriterLeases (the built-in 'sql' does).",
            )
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock_file = lock_path(self.path)
        self._lock = lock_file.open("ab")
        if not take_lock(self._lock):
            self._lock.close()
            self._lock = None
            raise StoreError(
                f"another ingestion is running on these stores (lock held on {lock_file}).",
                hint="Wait for it to finish, or stop it first.",
            )
        if self.shared:
            try:
                self._take_lease()
            except BaseException:
                self.close()
                raise

    def _leases(self) -> WriterLeases:
        assert isinstance(self.metadata, WriterLeases)  # checked by acquire()
        return self.metadata

    def _take_lease(self) -> None:
        holder = WriterLease(LEASE_NAME, self._token, process_host(), os.getpid())
        claim = self._leases().take_writer_lease(
            holder, stale_after=self.stale_after, is_dead=_died_here
        )
        if not claim.taken:
            other = claim.holder
            assert other is not None
            raise StoreError(
                f"another ingestion is running on these stores: {other.host} pid {other.pid} "
                f"holds the writer lease in {self.metadata.url} (last heartbeat "
                f"{claim.age or 0:.0f} s ago).",
                hint="Wait for it to finish, or stop it first; the lease of a process that "
                f"died is taken over once its heartbeat is {self.stale_after:.0f} s old.",
            )
        if claim.holder is not None:
            self.took_over = claim.holder
            log.warning(
                "took over the writer lease of %s pid %d, gone since %.0f s ago",
                claim.holder.host,
                claim.holder.pid,
                claim.age or 0.0,
            )
        self._lease = holder
        self._renewed_at = time.monotonic()
        self._lease_lost.clear()
        self._stop_beating.clear()
        self._beater = threading.Thread(
            target=self._beat, name="tapyre-lease-heartbeat", daemon=True
        )
        self._beater.start()

    def _beat(self) -> None:
        lease = self._lease
        assert lease is not None
        while not self._stop_beating.wait(self.stale_after / 6):
            try:
                if not self._renew(lease):
                    return  # lost: begin() refuses from now on
            # Any error (a database blip, a pool timeout): the next beat may pass, and
            # begin() renews by itself when the beats stop succeeding.
            except Exception as exc:
                log.warning("could not renew the writer lease: %s", exc)

    def _renew(self, lease: WriterLease) -> bool:
        """One heartbeat; ``False`` (and the lease marked lost) when another process
        holds the lease now."""
        if not self._leases().renew_writer_lease(lease.name, lease.owner):
            self._lease_lost.set()
            return False
        self._renewed_at = time.monotonic()
        return True

    def _lost_error(self) -> StoreError:
        return StoreError(
            f"this run lost its writer lease on {self.metadata.url}: it was silent for "
            f"over {self.stale_after:.0f} s and another process took the stores over.",
            hint="Run the command again once the other ingestion has finished.",
        )

    @property
    def lease(self) -> WriterLease | None:
        """The writer lease held (shared stores), for the batch commits to renew."""
        return self._lease

    @property
    def lease_lost(self) -> bool:
        """Whether another process is known to have taken the stores over."""
        return self._lease_lost.is_set()

    def still_writer(self) -> bool:
        """Whether this process may still change the stores: it holds the local lock
        and, for shared stores, the writer lease (confirmed now, in the database).
        ``False`` when that cannot be confirmed: a process that lost the stores must
        leave the journal and the vectors to the one that took them over."""
        if self._lock is None or self._lease_lost.is_set():
            return False
        if self._lease is None:
            return True
        try:
            return self._renew(self._lease)
        except Exception as exc:
            log.warning("cannot confirm the writer lease: %s", exc)
            return False

    # -- the journal -----------------------------------------------------------------

    def open(self) -> list[str]:
        """Take the guards (:meth:`acquire`) and return the paper ids of unfinished
        batches.

        :raises StoreError: another ingestion holds the stores.
        """
        self.acquire()
        try:
            return self.pending()
        except BaseException:
            self.close()
            raise

    def pending(self) -> list[str]:
        """The paper ids of batches begun and not ended, by any writer of these stores."""
        return self.metadata.journal_pending()

    def begin(self, batch: int | str, paper_ids: list[str]) -> None:
        """Record (durably) that vectors of ``paper_ids`` are about to be written.

        :raises StoreError: the writer lease was lost (this process stalled longer
            than ``stale_after`` and another took the stores over).
        """
        if self._lock is None:
            raise RuntimeError("journal is not open")
        if self._lease_lost.is_set():
            raise self._lost_error()
        lease = self._lease
        if lease is not None and time.monotonic() - self._renewed_at > self.stale_after / 2:
            # The heartbeats have not succeeded for a while: before writing, make sure
            # (synchronously) that the lease is still this run's.
            try:
                renewed = self._renew(lease)
            except Exception as exc:
                raise StoreError(
                    f"cannot confirm this run's writer lease on {self.metadata.url} ({exc}); "
                    "nothing of this batch was written.",
                    hint="Check the database connection, then run the command again.",
                ) from exc
            if not renewed:
                raise self._lost_error()
        self.metadata.journal_begin(self._batch(batch), paper_ids)

    def end(self, batch: int | str) -> None:
        """Every paper of ``batch`` is settled."""
        self.metadata.journal_end(self._batch(batch))

    def clear(self) -> None:
        """Forget everything: called once all recorded papers are reconciled or settled."""
        self.metadata.journal_clear()

    def close(self) -> None:
        """Stop the heartbeat, give the lease back, release the lock; idempotent."""
        self._stop_beating.set()
        if self._beater is not None:
            self._beater.join(timeout=5)
            self._beater = None
        if self._lease is not None:
            lease, self._lease = self._lease, None
            with contextlib.suppress(StoreError):  # expires by itself when the database is gone
                self._leases().release_writer_lease(lease.name, lease.owner)
        if self._lock is not None:
            unlock(self._lock)
            self._lock.close()
            self._lock = None

    def _batch(self, batch: int | str) -> str:
        # Batch numbers restart with each run: the token keeps writers' batches apart.
        return f"{self._token}:{batch}"


def _died_here(lease: WriterLease) -> bool:
    """Whether the lease's holder ran here (this host, boot and pid namespace:
    :func:`~tapyre_paper_search._fs.process_host`) and its process is gone."""
    if lease.host != process_host() or lease.pid == os.getpid():
        return False
    return not pid_alive(lease.pid)
