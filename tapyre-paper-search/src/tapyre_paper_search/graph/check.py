"""Does the graph agree with the stores?  The graph part of ``tapyre papers check``.

The graph's passages are keyed like the chunks and deleted with them (a
foreign key), so a graph never describes text that is gone.  What can differ:

* **missing papers**: papers with chunks that have no graph passages (ingested
  with the graph turned off or before it existed, saved again since, or a
  build that was interrupted);
* **incomplete passages**: a passage whose sentence rows do not number its
  recorded ``sentence_count`` (a database restored from pieces);
* **unused entities**: entities nothing mentions any more (left by deletions;
  harmless, but they take space);
* **builders**: a graph built by another extractor or embedder than the
  configured ones is not used for search until rebuilt.

:func:`repair` builds the missing (and rebuilds the incomplete) papers and
removes unused entities; a builders mismatch is not repaired (that is a
rebuild: ``tapyre papers graph build --rebuild``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from tapyre import record_json

from tapyre_paper_search.graph.build import build_missing

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import MetadataStore
    from tapyre_paper_search.graph.builder import BuildStats, GraphBuilder
    from tapyre_paper_search.graph.store import GraphStore

SHOWN = 1_000
"""Paper ids listed per kind of difference (counts are exact)."""


@dataclass
class GraphCheck:
    """The differences between the graph and the stores (see the module docs)."""

    papers: int = 0
    graph_papers: int = 0
    missing: int = 0
    missing_ids: list[str] = field(default_factory=list)
    incomplete_ids: list[str] = field(default_factory=list)
    unused_entities: int = 0
    builders: str | None = None
    repaired: dict[str, int] | None = None

    @property
    def clean(self) -> bool:
        return not (self.missing or self.incomplete_ids or self.unused_entities or self.builders)

    def to_dict(self) -> dict[str, Any]:
        return record_json(
            self,
            "clean papers graph_papers missing_papers=missing missing_ids"
            " incomplete_papers=incomplete_ids unused_entities builders_mismatch=builders repaired",
        )


def check_graph(
    store: GraphStore, *, extractor: str | None = None, embedder: str | None = None
) -> GraphCheck:
    """Compare the graph with the chunks it should hold (reads SQL only).

    ``extractor`` / ``embedder``: the configured builders' names, compared with
    those the graph was built with (``None``: not compared).
    """
    t = store.tables
    report = GraphCheck()
    report.missing = store.count_missing_papers()
    report.missing_ids = store.missing_papers(limit=SHOWN)
    report.incomplete_ids = _incomplete(store)
    report.unused_entities = _count(
        store,
        sa.select(sa.func.count())
        .select_from(t.entities)
        .where(
            ~sa.exists(
                sa.select(t.mentions.c.entity_id).where(
                    t.mentions.c.entity_id == t.entities.c.entity_id
                )
            )
        ),
    )
    report.papers = _count(store, sa.select(sa.func.count(sa.distinct(t.chunks.c.paper_id))))
    report.graph_papers = store.counts().papers
    state = store.state()
    if state is not None and report.graph_papers:
        built = (state.extractor, state.embedder)
        wanted = (extractor or state.extractor, embedder or state.embedder)
        if built != wanted:
            report.builders = (
                f"built with extractor {state.extractor!r} and embedder {state.embedder!r}, "
                f"configured: {wanted[0]!r} and {wanted[1]!r}"
            )
    return report


def repair(report: GraphCheck, builder: GraphBuilder, metadata: MetadataStore) -> BuildStats:
    """Build what is missing, rebuild incomplete papers, remove unused entities."""
    if report.incomplete_ids:
        builder.store.delete_papers(report.incomplete_ids)
    stats = build_missing(builder, metadata)
    removed = builder.store.remove_unused_entities()
    report.repaired = {
        "papers_built": stats.papers,
        "passages_built": stats.passages,
        "entities_removed": removed,
    }
    return stats


def _incomplete(store: GraphStore) -> list[str]:
    t = store.tables
    counted = (
        sa.select(
            t.sentences.c.paper_id,
            t.sentences.c.chunk_index,
            sa.func.count().label("rows"),
        )
        .group_by(t.sentences.c.paper_id, t.sentences.c.chunk_index)
        .subquery()
    )
    query = (
        sa.select(t.passages.c.paper_id)
        .select_from(
            t.passages.outerjoin(
                counted,
                sa.and_(
                    counted.c.paper_id == t.passages.c.paper_id,
                    counted.c.chunk_index == t.passages.c.chunk_index,
                ),
            )
        )
        .where(t.passages.c.sentence_count != sa.func.coalesce(counted.c.rows, 0))
        .distinct()
        .order_by(t.passages.c.paper_id)
        .limit(SHOWN)
    )
    return [row[0] for row in store.rows(query)]


def _count(store: GraphStore, query: Any) -> int:
    for row in store.rows(query):
        return int(row[0] or 0)
    return 0
