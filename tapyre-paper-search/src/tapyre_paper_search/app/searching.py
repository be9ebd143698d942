"""Search, answers and explanations as operations of the app (``app.searching``).

:class:`SearchOperations` is the collaborator
:class:`~tapyre_paper_search.app.application.PaperSearchApp` delegates its search
operations to: it checks for a language model before anything opens where a step
needs one, asks :class:`~tapyre_paper_search.app.components.Components` for a search
service with the dense model only where the mode needs it, puts the configuration's
rounds into an iterative search, and resolves "papers like this one" (an arXiv
reference, or a stored paper's id or prefix through
:class:`~tapyre_paper_search.app.collection.Collection`).  Importing it is cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tapyre_paper_search.app.collection import Collection
    from tapyre_paper_search.app.components import Components
    from tapyre_paper_search.search.answer import SourcesMode
    from tapyre_paper_search.search.answer_stream import Answer
    from tapyre_paper_search.search.explain import Explanation
    from tapyre_paper_search.search.options import SearchOptions
    from tapyre_paper_search.search.passages_answer import PassagesAnswer
    from tapyre_paper_search.search.results import SearchResponse


class SearchOperations:
    """The searches of one app over ``components``' stores (``collection`` resolves
    stored papers' ids); see the same-named methods of ``PaperSearchApp``."""

    def __init__(self, components: Components, collection: Collection) -> None:
        self._components = components
        self._collection = collection

    def search(self, query: str, options: SearchOptions | None, llm: str | None) -> SearchResponse:
        """``query`` searched with ``options`` (the LLM steps' model checked first)."""
        opts = self._with_settings(options)
        if opts.uses_llm:
            self._components.require_llm(llm)
        service = self._components.service(dense=opts.mode != "lexical", llm=llm)
        return service.search(query, opts)

    def _with_settings(self, options: SearchOptions | None) -> SearchOptions:
        """``options`` (default: the defaults) with what the configuration sets: the
        rounds of ``iterative`` (``[papers.graph] iterative_steps``)."""
        from tapyre_paper_search.search.options import SearchOptions

        options = options or SearchOptions()
        if not options.iterative:
            return options
        from dataclasses import replace

        from tapyre_paper_search.graph.settings import GraphSettings

        steps = GraphSettings.of(self._components.settings).iterative_steps
        return replace(options, iterative_steps=steps)

    def similar(self, paper_id: str, options: SearchOptions | None) -> SearchResponse:
        """Papers like ``paper_id`` (an arXiv reference or a stored paper's id or prefix)."""
        from tapyre_paper_search.search.query import parse_query

        service = self._components.service()
        parsed = parse_query(paper_id)
        ref = parsed.arxiv
        if ref and (ref.start == 0 or not parsed.remainder):
            target = ref.paper_id  # the arXiv id, without its version, prefix or URL
        else:
            [target] = self._collection.resolve([paper_id])
        return service.similar(target, options)

    def ask(
        self,
        question: str,
        options: SearchOptions | None,
        *,
        max_passages: int,
        sources: SourcesMode,
        llm: str | None,
    ) -> Answer:
        """``question`` searched now and answered when the answer is consumed."""
        opts = self._with_settings(options)
        self._components.require_llm(llm)
        service = self._components.service(dense=opts.mode != "lexical", llm=llm)
        return service.ask(question, opts, max_passages=max_passages, sources=sources)

    def passages(
        self, question: str, options: SearchOptions | None, max_passages: int
    ) -> PassagesAnswer:
        """The passages that match ``question`` best, quoted without a language model."""
        from tapyre_paper_search.search.options import SearchOptions

        opts = options or SearchOptions()
        response = self._components.service(dense=opts.mode != "lexical").search(question, opts)
        return self.passages_of(question, response, max_passages)

    def passages_of(
        self, question: str, response: SearchResponse, max_passages: int
    ) -> PassagesAnswer:
        """:meth:`passages` over ``response``, a search already done."""
        from tapyre_paper_search.search.passages_answer import passages_answer_for

        return passages_answer_for(
            question, response, self._components.installed_llms(), max_passages=max_passages
        )

    def modes(self) -> tuple[str, ...]:
        """The search modes this installation offers, the default first."""
        from typing import get_args

        from tapyre_paper_search.graph.opening import graph_available
        from tapyre_paper_search.graph.settings import GraphSettings
        from tapyre_paper_search.search.options import DEFAULTS, Mode

        parts = self._components
        graph = graph_available(parts.host, GraphSettings.of(parts.settings))
        offered = (m for m in get_args(Mode) if m != DEFAULTS.mode and (graph or m != "graph"))
        return (DEFAULTS.mode, *offered)

    def explain(
        self, query: str, options: SearchOptions | None, paper_ids: Sequence[str]
    ) -> Explanation:
        """``query`` searched and each shown passage's score given per signal."""
        from tapyre_paper_search.search.explain import explain
        from tapyre_paper_search.search.options import SearchOptions

        opts = options or SearchOptions()
        if opts.uses_llm:
            self._components.require_llm()
        service = self._components.service(dense=opts.mode != "lexical")
        return explain(service, query, opts, paper_ids)
