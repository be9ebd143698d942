"""The ingestion pipeline: overlapping stages from a provider to the stores.

::

    provider ─▶ extraction, chunking, sparse vectors (worker processes) ─▶ dense
    embedding (batched across papers) ─▶ vector upserts ─▶ one SQL transaction per
    batch marking its papers done

Each arrow is a bounded queue, so a slow stage holds the others back instead of filling
memory; the stages run at once (threads around a process pool), in source order.  With
the dense embedder's worker processes two batches embed at once, handed on in order
(:mod:`.embed_stage`, :mod:`.in_flight`), so the workers never wait between batches.

Crash safety rests on three rules:

1. point ids are deterministic (:func:`~tapyre_paper_search.store.ids.point_id`),
   so writing a paper's vectors again overwrites them;
2. vectors are written *before* the SQL transaction that marks a batch's papers done,
   and the paper ids of every batch are journalled (:mod:`.journal`, a table of the
   metadata store, committed) before its vectors are written;
3. at start, papers of unfinished journal batches are reconciled: their
   vectors that SQL does not account for are deleted.

So whenever the process dies, a paper is either done in SQL with exactly its
vectors, or it will be ingested again by the next run with the same source.

The nouns live in their own modules: the work items and the feed that decides
them (:mod:`.items`), the work done on a paper (:mod:`.work`), the batch writer
(:mod:`.writer`), recovery after an unclean end (:mod:`.recovery`) and the
interface of an executor running stages elsewhere (:mod:`.remote`); this module
runs the stages and the run around them.
"""

from __future__ import annotations

import functools
import logging
import pickle
import queue
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, ExitStack, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from tapyre_paper_search import _allocator
from tapyre_paper_search.contracts.embedders import ParallelEncoding
from tapyre_paper_search.embedders.encoder_pool import available_cpus
from tapyre_paper_search.pipeline.embed_stage import EmbedStage
from tapyre_paper_search.pipeline.extract import (
    END,
    ExtractFn,
    ExtractionFailed,
    Job,
    OrderedExtractor,
    extract_file,
)
from tapyre_paper_search.pipeline.indexing import IndexedPdf, extract_and_index, worker_indexer
from tapyre_paper_search.pipeline.items import Feed, WorkItem, source_total
from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared
from tapyre_paper_search.pipeline.options import IngestOptions
from tapyre_paper_search.pipeline.progress import NoProgress, Progress
from tapyre_paper_search.pipeline.recovery import (
    check_after_unclean_shutdown,
    clean_up_after_failure,
    reconcile,
    reconcile_late_batches,
)
from tapyre_paper_search.pipeline.remote import RemoteExecutor
from tapyre_paper_search.pipeline.stages import StageRunner
from tapyre_paper_search.pipeline.summary import IngestCounters, IngestSummary
from tapyre_paper_search.pipeline.work import prepare_paper
from tapyre_paper_search.pipeline.writer import CHECKPOINTS, BatchWriter
from tapyre_paper_search.records import Chunk, ExtractedPdf, Page

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, PaperProvider, VectorStore
    from tapyre_paper_search.graph.feed import GraphFeed
    from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed
    from tapyre_paper_search.records import CollectionSpec

log = logging.getLogger(__name__)


class IngestPipeline:
    """Ingests papers from providers into a metadata store and a vector store.

    The stores and embedders are built by the caller (the CLI builds them from
    the configuration); the pipeline only uses their interfaces and does not
    close them.  ``collection_spec`` is how to create the vector collection
    (default: the embedders' names and dimension, default storage options).
    ``extract_fn`` is what workers run on each PDF (default: reading as ``options.pdf``).
    ``checkpoint`` is called with each of :data:`~.writer.CHECKPOINTS` as a batch
    reaches it.  ``journal_path`` is the local lock's path (``+ ".lock"``; the journal
    itself is in the metadata store, see :mod:`.journal`).
    ``executor`` runs extraction, chunking and embedding elsewhere (the Ray executor,
    :mod:`tapyre_paper_search.distributed`); by default they run here, in worker
    processes and threads.  Either way this process feeds the items and stores the
    results, through the same store stage.  ``vocabulary`` encodes the term bridge's
    words of each embedded batch (:mod:`.vocabulary`; in this process, also for the
    batches an executor embedded).
    """

    def __init__(
        self,
        *,
        metadata: MetadataStore,
        vectors: VectorStore,
        dense: DenseEmbedder,
        sparse: SparseEmbedder | None = None,
        journal_path: Path,
        collection_spec: CollectionSpec | None = None,
        options: IngestOptions | None = None,
        progress: Progress | None = None,
        extract_fn: ExtractFn | None = None,
        checkpoint: Callable[[str], None] | None = None,
        executor: RemoteExecutor | None = None,
        graph: GraphFeed | None = None,
        vocabulary: VocabularyFeed | None = None,
    ) -> None:
        self.metadata = metadata
        self.vectors = vectors
        self.dense = dense
        self.sparse = sparse
        self.journal = IngestJournal(
            metadata, journal_path, shared=stores_are_shared(metadata, vectors)
        )
        self.collection_spec = collection_spec
        self.options = options or IngestOptions()
        self.progress: Progress = progress or NoProgress()
        reading = functools.partial(extract_file, reading=self.options.pdf)
        self.extract_fn: ExtractFn = extract_fn or cast(ExtractFn, reading)
        self.counters = IngestCounters()
        self._stages = StageRunner()
        self._pool = ExitStack()  # the dense embedder's worker processes, while a run has them
        self._workers: int | None = None  # how many (0 or None: none)
        self.writer = BatchWriter(self, checkpoint)
        self.executor = executor
        self.graph = graph  # builds the graph index of each committed batch (None: no graph)
        self.vocabulary = vocabulary
        self._cancelled = False
        from tapyre_paper_search import chunking

        self._chunk_paper = chunking.chunk_paper
        self.max_tokens = min(self.options.max_tokens, dense.max_tokens)
        # Chunk ids change with the chunker and its settings (see store.ids).
        overlap = self.options.overlap_tokens
        self.chunker_version = f"{chunking.CHUNKER_VERSION};max={self.max_tokens};overlap={overlap}"

    # -- public ----------------------------------------------------------------

    def run(self, sources: Sequence[tuple[PaperProvider, str]]) -> IngestSummary:
        """Ingest every ``(provider, source)`` in turn; return what was done.

        Stops early (and still returns a summary, ``interrupted=True``) on
        Ctrl-C.  A store error stops the run and is raised after the stages
        have shut down; whatever was committed stays committed.  A full disk
        is raised as one :class:`~tapyre_paper_search.pipeline.disk.DiskFullError`
        naming the disk and the data folder (the journal's), the original kept
        as its cause.
        """
        from tapyre_paper_search.pipeline.disk import disk_full_error

        try:
            return self._run(sources)
        except Exception as exc:
            full = disk_full_error(exc, self.journal.path.parent)
            if full is None or full is exc:
                raise
            raise full from exc

    def cancel(self) -> None:
        """Stop the run from another thread, as Ctrl-C does: what is committed stays,
        and :meth:`run` returns a summary with ``interrupted=True``."""
        self._cancelled = True
        self._stages.stop.set()

    def _run(self, sources: Sequence[tuple[Any, str]]) -> IngestSummary:
        self.counters = IngestCounters(total=source_total(sources))
        self._stages = StageRunner()
        if self._cancelled:  # cancelled before the stages existed
            self._stages.stop.set()
        pending = self.journal.open()
        try:
            self._get_ready()
            if pending:
                self.counters.reconciled_points = self.reconcile(pending)
                check_after_unclean_shutdown(self, pending)
            self.journal.clear()
            known_failures = Feed.load_known_failures(self.metadata)
            run_id = self.metadata.start_run(" ".join(source for _, source in sources))
            interrupted = False
            self.progress.start(self.counters)
            if self.journal.took_over is not None:
                gone = self.journal.took_over
                self.progress.note(
                    f"took over the writer lease of {gone.host} pid {gone.pid} (it stopped "
                    "without releasing it); its unfinished batches were reconciled"
                )
            if self.graph is not None:
                self.graph.start(self.progress.note)
            try:
                self._run_stages(sources, run_id, known_failures)
                interrupted = self._cancelled
                self._finish_graph(interrupted)
                if self.counters.stored and not self._stages.errors and not interrupted:
                    # The embedded engine builds its HNSW indexes only when asked.
                    self.progress.note("building the vector index…")
                    self.vectors.optimize()
            except KeyboardInterrupt:
                interrupted = True
                self._stages.stop.set()
            except Exception as exc:
                # Outside the stages (the Ray connection, building the index): the
                # run is recorded as failed below, not left "running".
                self._stages.stop.set()
                self._stages.errors.append(exc)
            finally:
                self.progress.stop(self.counters)
            summary = self.counters.summary(interrupted=interrupted)
            if self._stages.errors:
                # The first error is the cause.  Cleaning up after it can fail the
                # same way (a full disk fails finish_run too): that must not hide it.
                clean_up_after_failure(self, run_id, summary.as_dict())
                raise self._stages.errors[0]
            self.metadata.finish_run(
                run_id, summary.as_dict(), status="interrupted" if interrupted else "finished"
            )
            if not interrupted and self.journal.still_writer():
                reconcile_late_batches(self)
            return summary
        finally:
            self._close(sys.exc_info()[1])

    def reconcile(self, paper_ids: Sequence[str]) -> int:
        """Delete the vectors of ``paper_ids`` that SQL does not account for (see
        :func:`~.recovery.reconcile`); returns how many points were deleted."""
        return reconcile(self.metadata, self.vectors, paper_ids)

    # -- stages --------------------------------------------------------------------

    def _run_stages(
        self,
        sources: Sequence[tuple[PaperProvider, str]],
        run_id: int,
        known_failures: set[tuple[str | None, str]],
    ) -> None:
        opts = self.options
        feed = Feed(
            self.metadata,
            chunker_version=self.chunker_version,
            force=opts.force,
            retry_failed=opts.retry_failed,
            limit=opts.limit,
            known_failures=known_failures,
        )
        size = max(2, self.options.queue_papers)
        to_extract: queue.Queue[Any] = queue.Queue(maxsize=size)
        to_embed: queue.Queue[Any] = queue.Queue(maxsize=size)
        to_store: queue.Queue[Any] = queue.Queue(maxsize=4)
        stages: list[tuple[str, Callable[..., None], tuple[Any, ...]]]
        if self.executor is not None:
            self.executor.start()  # before the feed: arXiv requests may go through it
            stages = [
                ("tapyre-feed", self._feed, (feed, sources, to_extract)),
                ("tapyre-remote", self._remote, (to_extract, to_store)),
            ]
        else:
            stages = [
                ("tapyre-feed", self._feed, (feed, sources, to_extract)),
                ("tapyre-extract", self._extract, (to_extract, to_embed)),
                ("tapyre-embed", self._embed, (to_embed, to_store)),
            ]
        try:
            self._stages.run(stages, last=lambda: self._store(to_store, run_id))
        finally:  # at once after an error; else once the graph has its last batch
            if self.vocabulary is not None:  # after the last batch is stored, or a stop
                self.vocabulary.finish()
            if self._stages.errors:
                # The graph drops its waiting batches and ends the one it is adding
                # while the workers still run: killed under it, they would make it fail.
                self._release(self._stages.errors[0])

    def _get_ready(self) -> None:
        """Start the dense embedder's worker processes for the embed stage (they load
        their model while the stores get ready), then the vector collection."""
        if self.executor is None:
            self._workers = self._pool.enter_context(self._encoding_workers())
        self._prepare_collection()

    def _finish_graph(self, interrupted: bool) -> None:
        """The graph's last batch, embedded while the workers still run; then the
        workers stop (they are not held through the index build)."""
        if self.graph is not None and not self._stages.errors:
            self.graph.finish(interrupted=interrupted)
        self._stop_workers()

    def _close(self, error: BaseException | None) -> None:
        """The run's end: release, then the writer lease ends (a second Ctrl-C in
        the graph's stop too), then memory goes back."""
        try:
            self._release(error)
        finally:
            self.journal.close()
        # The index build and the stages freed most of what they used, below
        # live blocks where glibc keeps it resident (see _allocator).
        _allocator.release_free_memory()

    def _release(self, error: BaseException | None) -> None:
        """However the run ends: the graph's thread, then the workers stop (the
        workers also when a second Ctrl-C interrupts the graph's stop)."""
        try:
            if self.graph is not None:
                self.graph.stop()
        finally:
            self._stop_workers(error)

    def _stop_workers(self, error: BaseException | None = None) -> None:
        """Stop the workers; after an ``error`` at once (they may still load their model)."""
        self._pool.__exit__(*((type(error), error, error.__traceback__) if error else (None,) * 3))
        self._workers = None

    @property
    def stopping(self) -> bool:
        """The run is stopping (Ctrl-C, or a stage failed): executors stop taking work."""
        return self._stages.stop.is_set()

    def worker_fn(self) -> ExtractFn:
        """What runs per PDF where the extraction runs (see :meth:`_worker_fn`)."""
        return self._worker_fn()

    # stages 2 and 3 elsewhere: an executor
    def _remote(self, jobs: queue.Queue[Any], out: queue.Queue[Any]) -> None:
        assert self.executor is not None
        for batch in self.executor.process(self, self._jobs(jobs)):
            if self.vocabulary is not None:  # the words of what Ray embedded, encoded here
                self.vocabulary.add(w.record for w in batch if w.record is not None)
            self._stages.put(out, batch)

    def _jobs(self, jobs: queue.Queue[Any]) -> Iterator[Job[WorkItem]]:
        while True:
            job = self._stages.get(jobs)
            if job is END:
                return
            yield job

    # stage 1: the providers, and what is already stored
    def _feed(
        self, feed: Feed, sources: Sequence[tuple[PaperProvider, str]], out: queue.Queue[Any]
    ) -> None:
        for job in feed.jobs(sources):
            if self._stages.stop.is_set():
                return
            self._stages.put(out, job)

    # stage 2: PDF text, chunks and their sparse vectors in worker processes
    def _worker_fn(self) -> ExtractFn:
        """What workers run per PDF: extraction, then (when the embedders can travel to
        the workers) chunking and sparse vectors, so that work scales with them too."""
        indexer = worker_indexer(
            self.dense,
            self.sparse,
            max_tokens=self.max_tokens,
            overlap_tokens=self.options.overlap_tokens,
        )
        if indexer is None:
            return self.extract_fn
        try:
            pickle.dumps(self.extract_fn)
        except Exception:  # e.g. a test's local function
            return self.extract_fn
        return cast(ExtractFn, functools.partial(extract_and_index, self.extract_fn, indexer))

    def _extract(self, jobs: queue.Queue[Any], out: queue.Queue[Any]) -> None:
        opts = self.options
        with OrderedExtractor[WorkItem](
            opts.workers,
            timeout=opts.extract_timeout,
            max_pages=opts.max_pages,
            fn=self._worker_fn(),
            memory_limit_mb=opts.extract_memory_mb or None,
        ) as extractor:
            for job, outcome in extractor.run(jobs, stop=self._stages.stop):
                work = job.item
                if self.needs_work(work):
                    started = time.perf_counter()
                    self._prepare(work, outcome)
                    self.counters.busy["chunk"] += time.perf_counter() - started
                self._stages.put(out, work)

    @staticmethod
    def needs_work(work: WorkItem) -> bool:
        """The item is a paper to extract (or take as an abstract-only record) and embed."""
        return work.needs_work

    def _prepare(
        self, work: WorkItem, outcome: IndexedPdf | ExtractedPdf | ExtractionFailed | None
    ) -> None:
        assert work.source is not None
        prepare_paper(work, work.source, outcome, self.chunk)

    def chunk(self, paper_id: str, pages: Sequence[Page]) -> list[Chunk]:
        """The run's chunker over ``pages`` (the dense embedder's token counts, the run's
        sizes): what :func:`~.work.prepare_paper` uses when a worker did not chunk."""
        if not pages:
            return []
        chunks: list[Chunk] = self._chunk_paper(
            paper_id,
            list(pages),
            self.dense.count_tokens,
            max_tokens=self.max_tokens,
            overlap_tokens=self.options.overlap_tokens,
        )
        return chunks

    # stage 3: embeddings, batched across papers (see .embed_stage)
    def _embed(self, works: queue.Queue[Any], out: queue.Queue[Any]) -> None:
        stage = EmbedStage(
            self.dense, self.sparse, self._stages, self.options, self._workers, self.vocabulary
        )
        stage.run(works, out, self.counters.busy)

    def _encoding_workers(self) -> AbstractContextManager[Any]:
        """The dense embedder's worker processes (one intra-op thread each), one per
        CPU unless ``embed_workers`` says otherwise, when it can use them; the block
        gets how many run (0 or ``None``: none)."""
        if not isinstance(self.dense, ParallelEncoding):
            return nullcontext()
        count = self.options.embed_workers
        return self.dense.encoding_workers(available_cpus() if count is None else count)

    # stage 4: vectors first, then SQL; in the calling thread (see .writer)
    def _store(self, batches: queue.Queue[Any], run_id: int) -> None:
        number = 0
        while True:
            batch = self._stages.get(batches)
            if batch is END:
                return
            number += 1
            self.writer.write(number, batch, run_id)

    def _prepare_collection(self) -> None:
        from tapyre_paper_search.records.vectors import CollectionSpec

        spec = self.collection_spec or CollectionSpec(
            dense_embedder=self.dense.name,
            dense_dim=self.dense.dimension,
            sparse_embedder=self.sparse.name if self.sparse is not None else None,
        )
        self.vectors.ensure_collection(spec)


__all__ = ["CHECKPOINTS", "IngestOptions", "IngestPipeline", "IngestSummary", "RemoteExecutor"]
