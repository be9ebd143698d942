"""Agent tools: ``paper_search`` (read-only) and ``paper_ask``.

Registered by :mod:`tapyre_paper_search.plugin` through the core's tool hook,
which hands over the registering host.  Building them is cheap: the search
service is opened from that host on the first call and kept for the next ones,
so the tools use the host's stores and embedders (one set per host, shared
with its commands) and the chat model the host's user picked (``tapyre ask
--llm NAME`` reaches ``paper_ask``).  No second host is built.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Literal

from tapyre import Tool, ToolError

if TYPE_CHECKING:
    from tapyre import Host

    from tapyre_paper_search.search.service import SearchService

SEARCH_DESCRIPTION = (
    "Search the local collection of scientific papers. Returns the best matching papers "
    "with id, year, authors, score and short passages with page numbers. "
    "Use for finding papers on a topic; put an arXiv id in the query to find papers like it."
)
ASK_DESCRIPTION = (
    "Answer a question from the local collection of scientific papers. Retrieves passages "
    "and writes an answer citing them as [1], [2] with a list of sources (title, id, pages)."
)


class _ServiceCache:
    """The search service of the tools' host, opened on first use from any thread."""

    def __init__(self, host: Host | None, service: SearchService | None) -> None:
        self.host = host
        self._service = service
        self._lock = threading.Lock()

    def get(self) -> SearchService:
        with self._lock:
            if self._service is None:
                from tapyre_paper_search.search.opening import open_service

                # llm=None: the host's choice at call time, --llm included
                self._service = open_service(host=self.host)
            return self._service


def build_tools(host: Host | None = None, service: SearchService | None = None) -> list[Tool]:
    """The two tools, over ``service`` or one opened from ``host`` on first use
    (``None``: a host on the user's configuration)."""
    cache = _ServiceCache(host, service)

    def paper_search(  # noqa: PLR0917 - the model calls it with keywords
        query: str,
        k: int = 5,
        year_from: int | None = None,
        year_to: int | None = None,
        authors: list[str] | None = None,
        categories: list[str] | None = None,
    ) -> str:
        """Search the local collection of scientific papers."""
        from tapyre_paper_search.search import SearchFilters, SearchOptions

        options = _options(
            lambda: SearchOptions(
                k=k,
                filters=SearchFilters(
                    year_from=year_from,
                    year_to=year_to,
                    authors=tuple(authors or ()),
                    categories=tuple(categories or ()),
                ),
            )
        )
        return _run(lambda: format_results(cache.get().search(query, options)))

    def paper_ask(question: str, k: int = 5, sources: Literal["cited", "all"] = "cited") -> str:
        """Answer a question from the local collection of scientific papers.

        ``sources``: list only the cited sources (default) or all retrieved
        ones, the uncited marked.
        """
        from tapyre_paper_search.search import SearchOptions

        options = _options(lambda: SearchOptions(k=k))
        return _run(lambda: cache.get().ask(question, options, sources=sources).read())

    return [
        Tool.from_function(paper_search, description=SEARCH_DESCRIPTION),
        # needs_llm: `tapyre mcp serve` offers it only when an LLM is configured
        Tool.from_function(paper_ask, description=ASK_DESCRIPTION, needs_llm=True),
    ]


def _options(build: Any) -> Any:
    from tapyre_paper_search.errors import SearchError

    try:
        return build()
    except SearchError as exc:
        raise ToolError(str(exc)) from None


def _run(call: Any) -> str:
    from tapyre import TapyreError

    try:
        text: str = call()
    except TapyreError as exc:
        raise ToolError(str(exc)) from None
    return text


def format_results(response: Any, *, passage_chars: int = 300) -> str:
    """Search results as compact text for a model (or a terminal)."""
    lines: list[str] = []
    if response.notes:
        lines.extend(f"note: {note}" for note in response.notes)
    if not response.papers:
        lines.append("No matching papers found.")
        return "\n".join(lines)
    for rank, paper in enumerate(response.papers, start=1):
        head = f"{rank}. {paper.title or '(untitled)'} [{paper.paper_id}]"
        extra = ", ".join(
            part
            for part in (
                str(paper.year) if paper.year else "",
                ", ".join(paper.authors[:3]) + (" et al." if len(paper.authors) > 3 else ""),
                f"score {paper.score:.3f}",
            )
            if part
        )
        lines.append(f"{head} ({extra})")
        for passage in paper.passages:
            text = " ".join(passage.text.split())
            if len(text) > passage_chars:
                text = text[: passage_chars - 1].rstrip() + "…"
            where = f"p. {passage.pages}: " if passage.pages else ""
            lines.append(f"   - {where}{text}")
    return "\n".join(lines)
