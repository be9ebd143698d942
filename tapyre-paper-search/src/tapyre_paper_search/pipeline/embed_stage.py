"""Stage 3 of the ingestion pipeline: dense and sparse vectors, batched across papers.

Prepared papers arrive one by one; :class:`EmbedStage` gathers them into
batches of about ``embed_batch`` chunks (a batch also ends when no paper comes
for a quarter of a second while others embed) and embeds each batch with
:func:`~.work.embed_papers`, the sparse weights on a thread of their own.  With
the dense embedder's worker processes two batches embed at once
(:data:`EMBED_IN_FLIGHT`, :mod:`.in_flight`), handed on in order.
"""

from __future__ import annotations

import queue
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.pipeline.extract import END
from tapyre_paper_search.pipeline.in_flight import InFlight
from tapyre_paper_search.pipeline.work import embed_papers

if TYPE_CHECKING:
    from concurrent.futures import Executor

    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.pipeline.items import WorkItem
    from tapyre_paper_search.pipeline.options import IngestOptions
    from tapyre_paper_search.pipeline.stages import StageRunner
    from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed

__all__ = ["EMBED_IN_FLIGHT", "EmbedStage"]

EMBED_IN_FLIGHT = 2
"""Embedding batches running at once when the dense embedder encodes in worker
processes (:mod:`.in_flight`)."""


@dataclass
class EmbedStage:
    """Embeds the work items of ``works`` in batches and puts each batch on ``out``
    (:meth:`run`); ``workers``: the dense embedder's worker processes (0 or
    ``None``: it encodes in this process, one batch at a time).  ``vocabulary``:
    the term bridge's words of each batch are encoded there too (:mod:`.vocabulary`;
    ``None``: not; its owner calls ``finish`` once the batches are stored)."""

    dense: DenseEmbedder
    sparse: SparseEmbedder | None
    stages: StageRunner
    options: IngestOptions
    workers: int | None
    vocabulary: VocabularyFeed | None = None
    _sparse_pool: Executor | None = field(default=None, init=False, repr=False)

    def run(self, works: queue.Queue[Any], out: queue.Queue[Any], busy: dict[str, float]) -> None:
        """The stage, until :data:`~.extract.END`; the time any batch was embedding is
        added to ``busy["embed"]``."""
        depth = EMBED_IN_FLIGHT if isinstance(self.workers, int) and self.workers >= 2 else 1
        with (
            ThreadPoolExecutor(1, thread_name_prefix="tapyre-sparse") as self._sparse_pool,
            InFlight[list["WorkItem"], list["WorkItem"]](
                self._embed_batch, lambda done: self.stages.put(out, done), depth
            ) as flight,
        ):
            try:
                self._loop(works, flight)
            finally:  # while any batch was embedding: batches overlap
                busy["embed"] += flight.busy_seconds

    def _loop(self, works: queue.Queue[Any], flight: InFlight[Any, Any]) -> None:
        batch: list[WorkItem] = []
        chunks = 0
        while True:
            flight.emit_done()
            try:
                wait = 0.25 if batch or flight.pending else None
                work = self.stages.get(works, timeout=wait)
            except queue.Empty:
                if batch:
                    flight.submit(batch)
                    batch, chunks = [], 0
                continue
            if work is END:
                if batch:
                    flight.submit(batch)
                flight.drain()
                return
            batch.append(work)
            if work.record is not None:
                chunks += len(work.record.chunks)
            if chunks >= self.options.embed_batch or len(batch) >= 4 * self.options.embed_batch:
                flight.submit(batch)
                batch, chunks = [], 0

    def _embed_batch(self, batch: list[WorkItem]) -> list[WorkItem]:
        embed_papers(batch, self.dense, self.sparse, sparse_pool=self._sparse_pool)
        if self.vocabulary is not None:
            self.vocabulary.add(w.record for w in batch if w.record is not None)
        return batch
