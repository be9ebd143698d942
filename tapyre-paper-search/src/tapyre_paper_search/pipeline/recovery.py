"""Recovery: making the stores agree again after a run that did not end cleanly.

* :func:`reconcile`: the papers of unfinished journal batches keep exactly the
  vectors SQL accounts for (a paper not done in SQL keeps none); run at start,
  after a failure, and at the end of a run for a former writer's late batch.
* :func:`check_after_unclean_shutdown`: then the fast form of ``tapyre papers
  check`` over those papers, re-embedding the ones whose vectors were lost
  (a power cut after the SQL commit), and a warning when collection-level
  counts still differ.
* :func:`clean_up_after_failure`: what a run that fails does on its way out.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.pipeline.consistency import RecordEmbedder, check_papers, repair
from tapyre_paper_search.store.ids import owned_point_ids

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import PaperRecords, VectorStore
    from tapyre_paper_search.pipeline.ingest import IngestPipeline
    from tapyre_paper_search.records import CheckReport

log = logging.getLogger(__name__)

__all__ = [
    "check_after_unclean_shutdown",
    "clean_up_after_failure",
    "reconcile",
    "reconcile_late_batches",
]


def reconcile(metadata: PaperRecords, vectors: VectorStore, paper_ids: Sequence[str]) -> int:
    """Delete the vectors of ``paper_ids`` that SQL does not account for.

    A paper that is not done in SQL keeps no vectors; a done one keeps exactly
    the points its stored chunks own.  Returns how many points were deleted.
    """
    removed = 0
    stored = {i.paper_id: i for i in metadata.paper_inventory(paper_ids) if i.done}
    for paper_id in paper_ids:
        present = set(vectors.paper_point_ids(paper_id))
        if not present:
            continue
        inventory = stored.get(paper_id)
        owned = (
            owned_point_ids(paper_id, inventory.chunker_version, inventory.chunk_indexes)
            if inventory is not None
            else set()
        )
        stray = present - owned
        if stray:
            vectors.delete_points(sorted(stray))
            removed += len(stray)
            log.info("removed %d orphan vectors of %s", len(stray), paper_id)
    return removed


def reconcile_late_batches(pipeline: IngestPipeline) -> None:
    """At the end of a run that still holds the stores: reconcile the batches a former
    writer journalled after this run took its stores over (normally none: a writer
    that stalled, lost the stores, then wrote vectors it could not commit), and
    empty the journal."""
    late = pipeline.journal.pending()
    if late:
        removed = reconcile(pipeline.metadata, pipeline.vectors, late)
        log.warning("removed %d vectors of a former writer's batch", removed)
    pipeline.journal.clear()


def clean_up_after_failure(pipeline: IngestPipeline, run_id: int, stats: dict[str, Any]) -> None:
    """Best effort, never raising: delete the vectors of the unfinished batch now
    (a full disk may still allow deletes), then record the run as failed.

    What cannot be done now is done by the next run (the journal keeps the batch).
    A run that lost the stores to another writer touches neither the journal nor
    the vectors: the other writer's batches are in them too.
    """
    journal = pipeline.journal
    try:
        if not journal.still_writer():
            if journal.lease_lost:
                log.warning("the stores have another writer now: it reconciles this batch")
            else:
                log.warning("cannot confirm the writer lease: the next run reconciles")
            pending: list[str] = []
        else:
            pending = journal.pending()
        if pending:
            pipeline.counters.reconciled_points += reconcile(
                pipeline.metadata, pipeline.vectors, pending
            )
            pipeline.vectors.flush()
            journal.clear()
    except Exception as exc:
        log.warning("orphan vectors are left for the next run to remove: %s", exc)
    try:
        pipeline.metadata.finish_run(run_id, stats, status="failed")
    except Exception as exc:
        log.warning("could not record the failed run: %s", exc)


def check_after_unclean_shutdown(pipeline: IngestPipeline, paper_ids: Sequence[str]) -> CheckReport:
    """The fast check an ingestion runs when the journal says the last run did not end
    cleanly, once its stray vectors are reconciled: the papers of the unfinished
    batches get their missing vectors back (a paper SQL committed whose vectors did
    not reach the disk), and collection-level counts that still differ are reported
    with the command that repairs them."""
    metadata, vectors = pipeline.metadata, pipeline.vectors
    report = check_papers(metadata, vectors, paper_ids)
    if report.papers:
        embedder = RecordEmbedder(
            pipeline.dense, pipeline.sparse, text_chars=pipeline.options.payload_text_chars
        )
        summary = repair(report, metadata, vectors, embedder)
        if summary.reembedded_papers or summary.deleted_points:
            pipeline.progress.note(
                f"after an unclean shutdown: re-embedded {summary.reembedded_papers} papers "
                f"whose vectors were lost, removed {summary.deleted_points} stray points"
            )
        report.vector_points = vectors.count()
    if report.count_mismatch:
        message = (
            f"the vector store holds {report.vector_points} points but SQL accounts for "
            f"{report.expected_points}: run `tapyre papers check --repair`"
        )
        log.warning(message)
        pipeline.progress.note(message)
    return report
