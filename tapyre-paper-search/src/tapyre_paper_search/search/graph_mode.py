"""``mode="graph"`` inside the search service: the graph retriever, built on first use,
and its papers as store groups, with notes on the options graph search does not use."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.records.vectors import PaperGroup
    from tapyre_paper_search.search.options import SearchOptions


class GraphMode:
    """Graph search for one search service.

    ``source`` builds the retriever (:func:`tapyre_paper_search.graph.opening.open_retriever`
    over the service's stores and embedders) when a graph search first needs it;
    ``None``: the service has no graph search.
    """

    def __init__(self, source: Callable[[], Any] | None) -> None:
        self._source = source
        self._retriever: Any = None

    def retriever(self) -> Any:
        """The graph retriever (built on first use).

        :raises GraphUnavailableError: the graph extra is not installed, or the
            service was opened without graph search.
        """
        if self._retriever is None:
            from tapyre_paper_search.graph.errors import GraphUnavailableError
            from tapyre_paper_search.graph.opening import require_graph

            require_graph()
            if self._source is None:
                raise GraphUnavailableError("this search service was opened without graph search")
            self._retriever = self._source()
        return self._retriever

    def groups(
        self,
        queries: list[str],
        options: SearchOptions,
        filters: SearchFilters,
        *,
        timings: dict[str, float],
        notes: list[str],
    ) -> tuple[list[PaperGroup], tuple[dict[str, Any], ...]]:
        """The best papers of a graph search for ``queries[0]``, and the path it followed."""
        retriever = self.retriever()
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


PATH_STEPS = 8
"""Bridging steps shown to the model (the best first)."""


def path_preamble(hops: tuple[dict[str, Any], ...]) -> str:
    """The path a graph search followed, as a preamble to an answer's prompt: the
    question's entities, then each link to an entity the answer may hinge on, with
    the sentence that makes it, so the model connects the sources the same way."""
    if not hops:
        return ""
    named = [h["entity"] for h in hops if h["hop"] == 1]
    steps = [h for h in hops if h["hop"] > 1][:PATH_STEPS]
    lines = ["The search linked the question to the sources like this:"]
    if named:
        lines.append("- named in the question: " + ", ".join(named))
    for step in steps:
        sentence = " ".join(str(step.get("sentence") or "").split())
        lines.append(f'- {step["source"]} -> {step["entity"]}: "{sentence}"')
    return "\n".join(lines) + "\n\n"
