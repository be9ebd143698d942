"""The graph index of multi-hop search as operations of the app (``app.graph``).

* ``build``: add the stored papers the graph lacks (a collection ingested before
  the graph existed, or with ``[papers.graph] enabled = false``) a batch at a
  time, each batch in one transaction, so a build stopped at any moment resumes
  where it stopped; ``rebuild`` starts over.
* ``stats``: the graph's size, what built it and how many papers it lacks.
* ``check``: the graph against the stores (papers missing from it, incomplete
  ones, unused entities, another extractor or embedder); ``repair`` builds what
  is missing.

Each takes the ingestion lock while it writes or compares, so it never runs
beside an ingestion.  Everything raises
:class:`~tapyre_paper_search.graph.errors.GraphUnavailableError` (one line naming
the ``graph`` extra) when the extra is not installed.  Importing this module is
cheap.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tapyre_paper_search.app.components import Components
    from tapyre_paper_search.graph.builder import BuildStats
    from tapyre_paper_search.graph.check import GraphCheck
    from tapyre_paper_search.graph.store import GraphStore


@dataclass(frozen=True)
class GraphStats:
    """The graph's size (``papers_missing``: stored papers it lacks) and what built it."""

    papers: int
    passages: int
    sentences: int
    entities: int
    mentions: int
    papers_missing: int
    extractor: str | None
    embedder: str | None
    version: int

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class GraphBuildSummary:
    """What a build added (``built``, with seconds per stage) and the graph's size after."""

    built: BuildStats
    after: GraphStats
    interrupted: bool = False
    snapshot_written: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "built": {
                "papers": self.built.papers,
                "passages": self.built.passages,
                "sentences": self.built.sentences,
                "new_entities": self.built.new_entities,
                "seconds": {k: round(v, 2) for k, v in self.built.seconds.items()},
            },
            "graph": self.after.to_dict(),
            "interrupted": self.interrupted,
        }


@dataclass
class BuildProgress:
    """Told how a build goes: ``started(papers missing)``, ``advanced`` per batch,
    ``saving`` before the index snapshot is written (seconds at a large size)."""

    started: Callable[[int], None] = field(default=lambda total: None)
    advanced: Callable[[BuildStats], None] = field(default=lambda stats: None)
    saving: Callable[[], None] = field(default=lambda: None)


class GraphOperations:
    """The graph operations over one app's stores and embedders."""

    def __init__(self, components: Components) -> None:
        self.components = components

    def store(self, what: str = "the graph index") -> GraphStore:
        """The graph tables of the metadata store's database.

        :raises GraphUnavailableError: the graph extra is missing, or the metadata
            store is not an SQL database.
        """
        from tapyre_paper_search.graph.opening import graph_store, require_graph

        require_graph(what)
        return graph_store(self.components.metadata)

    def stats(self) -> GraphStats:
        """The graph's size and what built it."""
        store = self.store("tapyre papers graph stats")
        state = store.state()
        counts = store.counts()
        return GraphStats(
            **asdict(counts),
            papers_missing=store.count_missing_papers(),
            extractor=state.extractor if state else None,
            embedder=state.embedder if state else None,
            version=state.version if state else 0,
        )

    def build(
        self,
        *,
        rebuild: bool = False,
        batch_papers: int | None = None,
        progress: BuildProgress | None = None,
    ) -> GraphBuildSummary:
        """Build the graph of the stored papers it lacks (all of them with
        ``rebuild``), then save the index snapshot.  A ``KeyboardInterrupt`` ends the
        build after the last committed batch (``interrupted=True``); running it
        again goes on from there.

        :raises StoreError: an ingestion runs.
        """
        from tapyre_paper_search.graph.build import build_missing
        from tapyre_paper_search.graph.builder import BuildStats, GraphBuilder
        from tapyre_paper_search.graph.opening import extractor
        from tapyre_paper_search.graph.settings import GraphSettings

        store = self.store("tapyre papers graph build")
        parts = self.components
        settings = GraphSettings.of(parts.settings)
        told = progress or BuildProgress()
        total = BuildStats()
        interrupted = written = False
        with self.components.ingestion_lock():
            dense, _ = parts.embedders()
            builder = GraphBuilder(store, extractor(parts.host, settings), dense)
            if rebuild:
                store.clear()
            builder.claim()
            told.started(store.count_missing_papers())

            def advance(stats: BuildStats) -> None:
                total.add(stats)
                told.advanced(stats)

            try:
                build_missing(
                    builder,
                    parts.metadata,
                    batch_papers=batch_papers or settings.batch_papers,
                    progress=advance,
                )
            except KeyboardInterrupt:
                interrupted = True
            if settings.snapshot and total.papers and not interrupted:
                told.saving()
                self._save_snapshot(store, dense.dimension)
                written = True
        return GraphBuildSummary(total, self.stats(), interrupted, written)

    def check(self, *, repair: bool = False) -> GraphCheck | None:
        """``papers check``'s graph part: ``None`` when the graph extra is missing, or
        the graph is turned off and was never built (there is nothing to compare)."""
        from tapyre_paper_search.graph import check
        from tapyre_paper_search.graph.builder import GraphBuilder
        from tapyre_paper_search.graph.opening import extractor, graph_available, graph_store
        from tapyre_paper_search.graph.settings import GraphSettings

        parts = self.components
        settings = GraphSettings.of(parts.settings)
        if not graph_available(parts.host, settings):
            return None
        store = graph_store(parts.metadata)
        if not settings.enabled and store.state() is None:
            return None
        with self.components.ingestion_lock():
            dense, _ = parts.embedders()
            names = extractor(parts.host, settings)
            report = check.check_graph(store, extractor=names.name, embedder=dense.name)
            if repair and not report.clean and not report.builders:
                check.repair(report, GraphBuilder(store, names, dense), parts.metadata)
        return report

    def _save_snapshot(self, store: GraphStore, dimension: int) -> None:
        """Save the index snapshot now, so the first graph search loads it fast."""
        from tapyre_paper_search.graph.loading import read_parts, save_snapshot
        from tapyre_paper_search.graph.opening import snapshot_path

        save_snapshot(snapshot_path(self.components.settings, store), read_parts(store, dimension))
