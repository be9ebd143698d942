"""The graph during ingestion: every committed batch of papers goes into the graph.

The batch writer hands :class:`GraphFeed` the records of each batch right after
their SQL transaction commits.  The feed collects them and adds them to the
graph ``batch_papers`` at a time (the embedder works far better on a few
hundred texts at once), and at the end of the run adds the rest.  The graph is
added on a thread of its own ("tapyre-graph"), one batch at a time and in order,
so the writer goes on storing (and the encoder workers on embedding) while a
batch's sentences are analysed and written: on the writer's thread the whole
ingestion waited for every graph batch (SciFact, 1,000 abstracts, 2 cores: the
encoder workers idle about half of the wall time).  At most one batch waits for
the thread; a writer that finds one waiting waits for it.

Nothing here can lose ingested papers: the papers are committed before the
feed sees them, and a paper whose graph is not written (the run was killed
between the two, or building its graph failed) is simply missing from the
graph, which :meth:`~.store.GraphStore.missing_papers` finds.  At the end of
every run the feed therefore also builds the papers the graph misses, so a run
killed in the middle is completed by the next one, whichever papers that one
ingests.  (A collection ingested before the graph existed is not built behind
the user's back: the run says to run ``tapyre papers graph build``.)  When it
added papers, the feed also saves the index snapshot, so the first graph
search after an ingestion loads it instead of reading the tables.  A graph
that cannot be built (a broken extractor, a full disk) is reported as a note
and the ingestion goes on: papers and vectors are what an ingestion promises.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import KW_ONLY, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tapyre_paper_search.errors import PaperSearchError
from tapyre_paper_search.graph.build import build_missing
from tapyre_paper_search.graph.builder import BuildStats, GraphBuilder, PaperText
from tapyre_paper_search.graph.errors import BUILD_COMMAND

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import MetadataStore
    from tapyre_paper_search.records import PaperRecord

log = logging.getLogger(__name__)


def _log_note(text: str) -> None:
    log.info("%s", text)


@dataclass(eq=False)
class GraphFeed:
    """Adds committed papers to the graph (see the module docs).

    The pipeline calls :meth:`start` when a run starts (with its progress's
    ``note``, which tells the user what happened), :meth:`committed` after each
    batch commits, and :meth:`finish` when the run ends.
    """

    builder: GraphBuilder
    metadata: MetadataStore
    _: KW_ONLY
    batch_papers: int = 256
    snapshot: Path | None = None
    note: Callable[[str], None] = field(default_factory=lambda: _log_note, init=False, repr=False)
    """Tells the user what happened (the run's progress note once :meth:`start` gave it)."""
    stats: BuildStats = field(default_factory=BuildStats, init=False)
    seconds: float = field(default=0.0, init=False)
    failed: str | None = field(default=None, init=False)
    _waiting: list[PaperText] = field(default_factory=list, init=False, repr=False)
    _had_graph: bool = field(default=True, init=False, repr=False)
    _queue: queue.Queue[list[PaperText]] = field(
        default_factory=lambda: queue.Queue(maxsize=1), init=False, repr=False
    )
    _thread: threading.Thread | None = field(default=None, init=False, repr=False)
    _dropping: bool = field(default=False, init=False, repr=False)
    _closing: threading.Event = field(default_factory=threading.Event, init=False, repr=False)
    """Set when the thread is to end once the queue is empty (no blocking ``put``)."""
    _ended: threading.Event = field(default_factory=threading.Event, init=False, repr=False)
    """Set by the thread as it ends (waited on instead of ``Thread.join``, which
    CPython 3.11 can leave thinking a live thread ended when Ctrl-C interrupts it)."""

    def start(self, note: Callable[[str], None] | None = None) -> None:
        """A run starts: note whether this collection has a graph already."""
        if note is not None:
            self.note = note
        self.stats = BuildStats()
        self.seconds = 0.0
        self.failed = None
        self._waiting = []
        state = self.builder.store.state()
        self._had_graph = state is not None and self.builder.store.version() > 0

    def committed(self, records: Sequence[PaperRecord]) -> None:
        """A batch of papers was committed: queue them, build when enough are waiting."""
        if self.failed is not None:
            return
        self._waiting.extend(PaperText.of(r) for r in records)
        if len(self._waiting) >= self.batch_papers:
            papers, self._waiting = self._waiting, []
            if self._thread is None:
                self._dropping = False
                self._closing, self._ended = threading.Event(), threading.Event()
                self._thread = threading.Thread(target=self._work, name="tapyre-graph")
                self._thread.start()
            self._hand_over(papers)

    def _hand_over(self, papers: list[PaperText]) -> None:
        """Queue ``papers`` for the graph's thread, waiting while it adds the batch
        before: never for a thread that ended (something other than an ``Exception``
        killed it), whose papers the graph would otherwise never get, and the
        writer would wait for good."""
        while not self._ended.is_set():
            try:
                self._queue.put(papers, timeout=0.2)
                return
            except queue.Full:
                continue
        if self.failed is None:
            self._fail("its thread stopped")

    def finish(self, *, interrupted: bool) -> None:
        """The run ended: wait for the batches handed to the graph's thread, add the
        papers still waiting, then the papers the graph misses from earlier runs.
        After Ctrl-C or a cancel nothing more is done (stopping must be quick: only
        a batch being added is finished): the next run builds what is missing."""
        self._drain(drop=interrupted)
        if interrupted:
            return
        if self.failed is None and self._waiting:
            papers, self._waiting = self._waiting, []
            self._add(papers)
        if self.failed is not None:
            return
        missing = self.builder.store.count_missing_papers()
        if missing and not self._had_graph:
            self.note(
                f"{missing} papers of this collection are not in the graph index yet: "
                f"run {BUILD_COMMAND}"
            )
        elif missing:
            self._guarded(lambda: self.stats.add(build_missing(self.builder, self.metadata)))
        if self.stats.papers and self.failed is None and self.snapshot is not None:
            self._guarded(self._save_snapshot)
        if self.stats.papers:
            self.note(
                f"graph index: {self.stats.papers} papers, {self.stats.sentences} sentences, "
                f"{self.stats.new_entities} new entities in {self.seconds:.1f} s"
            )

    def _save_snapshot(self) -> None:
        """The index snapshot of the graph as it is now: the next search loads it fast."""
        from tapyre_paper_search.graph.loading import read_parts, save_snapshot

        assert self.snapshot is not None
        parts = read_parts(self.builder.store, self.builder.dense.dimension)
        save_snapshot(self.snapshot, parts)

    def stop(self) -> None:
        """Whatever the run's end: the batches not started are dropped, the graph's
        thread ends (after the batch it is adding, kept whole).  Idempotent."""
        self._drain(drop=True)

    def _drain(self, *, drop: bool) -> None:
        """End the graph's thread once it added what it was handed (``drop``: only the
        batch it is adding).  The thread is forgotten only once it has ended: Ctrl-C
        while waiting turns the wait into a dropping one, which :meth:`stop` (the
        pipeline's way out) completes."""
        thread = self._thread
        if thread is None:
            return
        try:
            self._dropping = self._dropping or drop
            self._closing.set()
            while not self._ended.wait(0.2):  # wakes up for Ctrl-C
                pass
        except BaseException:
            self._dropping = True
            raise
        thread.join()  # it has ended: only its last bytecodes are left
        self._thread = None
        with contextlib.suppress(queue.Empty):  # left by a thread that was killed
            self._queue.get_nowait()

    def _work(self) -> None:
        try:
            while True:
                try:
                    papers = self._queue.get(timeout=0.1)
                except queue.Empty:
                    if self._closing.is_set():
                        return
                    continue
                if self.failed is None and not self._dropping:
                    self._add(papers)
        finally:
            self._ended.set()

    def _add(self, papers: list[PaperText]) -> None:
        self._guarded(lambda: self.stats.add(self.builder.add(papers)))

    def _guarded(self, work: Callable[[], None]) -> None:
        started = time.perf_counter()
        try:
            work()
        except Exception as exc:  # the papers are stored whatever the graph does
            self._fail(str(exc) if isinstance(exc, PaperSearchError) else repr(exc))
        finally:
            self.seconds += time.perf_counter() - started

    def _fail(self, reason: str) -> None:
        """The graph is not built for the rest of the run: tell the user."""
        self.failed = reason
        self.note(
            f"the graph index was not built for the rest of this run: {reason} "
            f"(the papers are stored; {BUILD_COMMAND} builds it later)"
        )
