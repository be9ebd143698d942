"""The batch writer: stage 4 of the pipeline, where a batch of items reaches the stores.

For each batch, in this order (the crash-safety points of :data:`CHECKPOINTS`):

1. its papers' ids are journalled (durably: :class:`~.journal.IngestJournal`);
2. their vectors are upserted (``upserted``);
3. one transaction saves their rows, fenced by the writer lease when one is held
   (``saving`` inside it, ``committed`` after);
4. the vectors an older version of a paper left are deleted, failures recorded,
   providers told what is settled (``cleaned``), and the batch is ended.

A kill anywhere leaves papers either done in SQL with exactly their vectors, or
in the journal for the next run to reconcile (:mod:`.recovery`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from tapyre_paper_search.pipeline.work import item_points
from tapyre_paper_search.store.ids import owned_point_ids

if TYPE_CHECKING:
    from tapyre_paper_search.pipeline.ingest import IngestPipeline
    from tapyre_paper_search.pipeline.items import WorkItem
    from tapyre_paper_search.records import PaperRecord

__all__ = ["CHECKPOINTS", "BatchWriter"]

CHECKPOINTS = ("upserted", "saving", "committed", "cleaned")
"""The crash-safety points of storing a batch, in order, that ``checkpoint`` is told
of: its vectors are upserted, its papers' SQL transaction is open (``saving``), it is
committed, their stale vectors are deleted.  (The kill/resume tests kill the process
at each.)"""


class BatchWriter:
    """Writes the batches of one pipeline's runs, in the calling thread.

    It reads the pipeline's stores, journal, counters and progress when it writes,
    so a run's fresh counters (and a caller's replaced progress) are the ones used.
    ``checkpoint`` is called with each of :data:`CHECKPOINTS` as a batch reaches it.
    """

    def __init__(
        self, pipeline: IngestPipeline, checkpoint: Callable[[str], None] | None = None
    ) -> None:
        self.pipeline = pipeline
        self.checkpoint = checkpoint

    def write(self, number: int, batch: Sequence[WorkItem], run_id: int) -> None:
        """Store batch ``number`` of the run ``run_id`` (see the module docs)."""
        started = time.perf_counter()
        try:
            self._write(number, batch, run_id)
        finally:
            self.pipeline.counters.busy["store"] += time.perf_counter() - started

    def _write(self, number: int, batch: Sequence[WorkItem], run_id: int) -> None:
        p = self.pipeline
        records = [w.record for w in batch if w.record is not None]
        if records:
            p.journal.begin(number, [r.metadata.paper_id for r in records])
            points = [
                point
                for w in batch
                if w.record is not None
                for point in item_points(
                    w,
                    chunker_version=p.chunker_version,
                    text_chars=p.options.payload_text_chars,
                    with_sparse=p.sparse is not None,
                )
            ]
            size = p.options.upsert_batch
            for i in range(0, len(points), size):
                p.vectors.upsert(points[i : i + size])
            self._reached("upserted")
            # One transaction for the whole batch: a kill inside it loses the batch's
            # SQL rows, and the journal has the next run reconcile its vectors.  With a
            # writer lease held, the store refuses the batch if the lease was lost.
            p.metadata.save_papers(
                records,
                run_id,
                chunker_version=p.chunker_version,
                before_commit=lambda: self._reached("saving"),
                lease=p.journal.lease,
            )
            self._reached("committed")
            if p.graph is not None:
                p.graph.committed(records)
        counters = p.counters
        for work in batch:
            if work.record is not None:
                if work.replaces:
                    self._delete_stale(work.record)
                counters.stored += 1
                counters.chunks += len(work.record.chunks)
                counters.pages += work.pages
            elif work.failure is not None:
                reason, message = work.failure
                p.metadata.record_failure(
                    run_id, work.locator, reason, message, paper_id=work.paper_id
                )
                counters.failed += 1
                p.progress.note(f"failed: {work.locator}: {reason}: {message}")
            elif work.skip == "failed before":
                counters.known_failures += 1
            else:
                counters.skipped += 1
                if work.skip not in ("unchanged", "duplicate"):  # e.g. kept from another source
                    p.progress.note(f"skipped: {work.locator}: {work.skip}")
            counters.seen += 1
            # Durably handled (stored, skipped or its failure recorded): the provider
            # may move its resume position on (``arxiv`` does).
            if work.paper_id is not None:
                work.provider.mark_done(work.paper_id)
            p.progress.update(counters)
        if records:
            self._reached("cleaned")
            p.journal.end(number)

    def _delete_stale(self, record: PaperRecord) -> None:
        """The points an older version of the paper left (other chunks, another chunker)."""
        vectors = self.pipeline.vectors
        paper_id = record.metadata.paper_id
        present = set(vectors.paper_point_ids(paper_id))
        owned = owned_point_ids(
            paper_id, self.pipeline.chunker_version, (c.index for c in record.chunks)
        )
        stale = present - owned
        if stale:
            vectors.delete_points(sorted(stale))

    def _reached(self, point: str) -> None:
        if self.checkpoint is not None:
            self.checkpoint(point)
