"""The graph during ingestion: every committed batch of papers goes into the graph.

The batch writer hands :class:`GraphFeed` the records of each batch right after
their SQL transaction commits.  The feed collects them and adds them to the
graph ``batch_papers`` at a time (the embedder works far better on a few
hundred texts at once), and at the end of the run adds the rest.

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

import logging
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
            self._add()

    def finish(self, *, interrupted: bool) -> None:
        """The run ended: add the papers still waiting, then the papers the graph misses
        from earlier runs.  After Ctrl-C or a cancel nothing more is done (stopping
        must be quick): the next run builds what is missing."""
        if interrupted:
            return
        if self.failed is None and self._waiting:
            self._add()
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

    def _add(self) -> None:
        papers, self._waiting = self._waiting, []
        self._guarded(lambda: self.stats.add(self.builder.add(papers)))

    def _guarded(self, work: Callable[[], None]) -> None:
        started = time.perf_counter()
        try:
            work()
        except Exception as exc:  # the papers are stored whatever the graph does
            self.failed = str(exc) if isinstance(exc, PaperSearchError) else repr(exc)
            self.note(
                f"the graph index was not built for the rest of this run: {self.failed} "
                f"(the papers are stored; {BUILD_COMMAND} builds it later)"
            )
        finally:
            self.seconds += time.perf_counter() - started
