"""Agent tools: ``paper_search`` and ``paper_citations`` (read-only) and ``paper_ask``;
``tapyre mcp serve`` serves the same tools to MCP clients.

Registered by :mod:`tapyre_paper_search.plugin` through the core's tool hook,
which hands over the registering host.  Each tool is an adapter over that
host's :class:`~tapyre_paper_search.app.PaperSearchApp`: it checks its
arguments, calls the app and renders the result as text for a model.
Building them is cheap: the app opens the stores and models on the first
call and keeps them, shared with the host's commands, and answers use the
chat model the host's user picked (``tapyre ask --llm NAME`` reaches
``paper_ask``).  No second host is built.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Literal

from tapyre import Tool, ToolError

if TYPE_CHECKING:
    from tapyre import Host

    from tapyre_paper_search.api.collection_client import CollectionClient
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.search.answer import SourcesMode
    from tapyre_paper_search.search.options import SearchOptions
    from tapyre_paper_search.search.results import SearchResponse

SearchMode = Literal["hybrid", "dense", "lexical", "graph"]
"""The retrieval modes a tool offers (``search.options.Mode``, spelled out: the
tool's schema is read from its annotations at run time)."""

SEARCH_DESCRIPTION = (
    "Search the local collection of scientific papers. Returns the best matching papers "
    "with id, year, authors, score and short passages with page numbers. "
    "Use for finding papers on a topic; put an arXiv id in the query to find papers like it."
)
ASK_DESCRIPTION = (
    "Answer a question from the local collection of scientific papers. Retrieves passages "
    "and writes an answer citing them as [1], [2] with a list of sources (title, id, pages)."
)

CITATIONS_DESCRIPTION = (
    "What a paper of the local collection cites and which papers of the collection cite "
    "it. Give the paper's id (as paper_search lists it, or a unique prefix). Returns the "
    "references list's entries that name papers of the collection (every entry with "
    "every_reference=true: authors, year, title, venue, DOI, arXiv id) and the citing papers."
)


def build_tools(host: Host | None = None, app: PaperSearchApp | None = None) -> list[Tool]:
    """The three tools, over ``app`` or ``host``'s app (``None``: the app of a host on
    the user's configuration, built on the first call)."""
    source = _AppSource(host, app)

    def paper_search(  # noqa: PLR0917 - the model calls it with keywords
        query: str,
        k: int = 5,
        year_from: int | None = None,
        year_to: int | None = None,
        authors: list[str] | None = None,
        categories: list[str] | None = None,
        mode: SearchMode = "hybrid",
    ) -> str:
        """Search the local collection of scientific papers.

        ``mode``: hybrid (default), dense, lexical, or graph for a question that
        chains facts across papers (who directed the film whose composer…).
        """
        from tapyre_paper_search.search import SearchFilters, SearchOptions

        options = _options(
            lambda: SearchOptions(
                k=k,
                mode=mode,
                filters=SearchFilters(
                    year_from=year_from,
                    year_to=year_to,
                    authors=tuple(authors or ()),
                    categories=tuple(categories or ()),
                ),
            )
        )
        return _run(lambda: source.search(query, options).to_text())

    def paper_ask(
        question: str,
        k: int = 5,
        sources: Literal["cited", "all"] = "cited",
        mode: SearchMode = "hybrid",
    ) -> str:
        """Answer a question from the local collection of scientific papers.

        ``sources``: list only the cited sources (default) or all retrieved
        ones, the uncited marked.  ``mode``: how passages are retrieved (graph
        for a question that chains facts across papers; the answer then follows
        the path).
        """
        from tapyre_paper_search.search import SearchOptions

        options = _options(lambda: SearchOptions(k=k, mode=mode))
        return _run(lambda: source.answer(question, options, sources))

    def paper_citations(paper_id: str, every_reference: bool = False) -> str:
        """What a stored paper cites and what cites it, within the collection.

        ``every_reference``: list the whole references list, not only the
        entries naming papers of the collection.
        """
        from tapyre_paper_search.app.citations import citations_text

        if not paper_id.strip():
            raise ToolError("paper_id is empty: give a paper's id as paper_search lists it")
        return _run(
            lambda: citations_text(
                source.citations(paper_id.strip()), every_reference=every_reference
            )
        )

    return [
        Tool.from_function(paper_search, description=SEARCH_DESCRIPTION),
        Tool.from_function(paper_citations, description=CITATIONS_DESCRIPTION),
        # needs_llm: `tapyre mcp serve` offers it only when an LLM is configured
        Tool.from_function(paper_ask, description=ASK_DESCRIPTION, needs_llm=True),
    ]


class _AppSource:
    """The tools' app: given, the host's, or (no host) a host's on the user's config,
    made on first use from any thread."""

    def __init__(self, host: Host | None, app: PaperSearchApp | None) -> None:
        self._host = host
        self._app = app
        self._lock = threading.Lock()

    def get(self) -> PaperSearchApp:
        if self._app is not None:
            return self._app
        from tapyre_paper_search.app import PaperSearchApp

        with self._lock:
            if self._host is None:
                from tapyre import Host

                self._host = Host()
            return PaperSearchApp.of(self._host)

    def server(self) -> CollectionClient | None:
        """The ``papers serve`` holding the collection, when one runs and no app was
        given: the embedded stores admit one process, so two assistants over MCP, or
        one beside the server, each go through it."""
        if self._app is not None:
            return None
        from tapyre_paper_search.api.collection_client import collection_server

        settings = self.get().settings
        return collection_server(settings.data_dir, settings.api_key)

    def search(self, query: str, options: SearchOptions) -> SearchResponse:
        server = self.server()
        if server is None:
            return self.get().search(query, options)
        with server:
            return server.search(query, options)

    def citations(self, paper_id: str) -> dict[str, Any]:
        """:meth:`PaperCitations.to_dict` of a stored paper (from the server when one
        holds the collection)."""
        server = self.server()
        if server is None:
            return self.get().collection.citations(paper_id).to_dict()
        with server:
            return server.citations(paper_id)

    def answer(self, question: str, options: SearchOptions, sources: SourcesMode) -> str:
        """The answer's whole text (by the server's model when a server holds it)."""
        server = self.server()
        if server is None:
            return self.get().ask(question, options, sources=sources).read()
        with server:
            return server.ask(question, options, max_passages=8, sources=sources).read()


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
