"""``mode="graph"`` inside the search service: the graph retriever's papers as store
groups, with notes on the options graph search does not use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.search.options import SearchOptions
    from tapyre_paper_search.records.vectors import PaperGroup


def graph_groups(
    retriever: Any,
    queries: list[str],
    options: SearchOptions,
    filters: SearchFilters,
    *,
    timings: dict[str, float],
    notes: list[str],
) -> tuple[list[PaperGroup], tuple[dict[str, Any], ...]]:
    """The best papers of a graph search for ``queries[0]``, and the path it followed."""
    if options.level == "paper":
        notes.append("graph search ranks passages: the paper level is not used")
    if options.mmr:
        notes.append("graph search does not diversify with MMR: its order is kept")
    if len(queries) > 1:
        notes.append("graph search searched the question itself, not its rewritten queries")
    result = retriever.search(
        queries[0],
        k=options.k,
        filters=None if filters.is_empty else filters,
        passages_per_paper=options.passages_per_paper,
        timings=timings,
    )
    return result.groups, tuple(hop.to_dict() for hop in result.hops)
