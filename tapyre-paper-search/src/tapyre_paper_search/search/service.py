"""The search service: dense, lexical and hybrid search over the stores, "papers
like this", the optional LLM steps, and answers cited from the retrieved passages.

It owns no storage: it is handed a vector store, a metadata store, a dense and
(optionally) a sparse embedder and (optionally) a chat model, so tests build
it on small real stores.  The application layer
(:class:`~tapyre_paper_search.app.PaperSearchApp`) builds it from a host and
every face (CLI, REST, agent and MCP tools) reaches it through that layer.
Candidates come from :class:`~tapyre_paper_search.search.retrieval.Retriever`;
an answer streams as an :class:`~tapyre_paper_search.search.answer_stream.Answer`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from tapyre_paper_search._closing import Closing
from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search import answer as answers
from tapyre_paper_search.search.answer_stream import Answer
from tapyre_paper_search.search.graph_mode import GraphMode, path_preamble
from tapyre_paper_search.search.options import SearchOptions
from tapyre_paper_search.search.query import parse_query
from tapyre_paper_search.search.results import PaperHit, Passage, SearchResponse
from tapyre_paper_search.search.retrieval import Retriever, Timed, passage

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.records.vectors import PaperGroup
    from tapyre_paper_search.search.term_bridge import TermBridge

ChatModelSource = Callable[[], "BaseChatModel"]
MetadataSource = Callable[[], "MetadataStore"]

__all__ = ["Answer", "ChatModelSource", "SearchService"]


class SearchService(Closing):
    """Search over the papers in one vector store and metadata store.

    ``chat_model`` is the model itself or a function building it on first use;
    ``None``: the LLM steps and answers raise :class:`tapyre.LLMNotConfiguredError`.
    ``metadata`` too may be a function building the store on first use: a search
    reads only the vector store, and an answer's whole passages the metadata store
    (a cold ``tapyre papers search`` then never imports SQLAlchemy).
    ``term_bridge``: hybrid queries in another language than the collection's
    also search their words translated to the collection's
    (:mod:`~tapyre_paper_search.search.term_bridge`; ``[papers]
    cross_language_terms``).
    ``owns_stores``: :meth:`close` closes the stores (``False`` when they are
    someone else's, such as a host's).  Safe to use from several threads.
    """

    def __init__(
        self,
        *,
        vectors: VectorStore,
        metadata: MetadataStore | MetadataSource | None,
        dense: DenseEmbedder | None,
        sparse: SparseEmbedder | None = None,
        chat_model: BaseChatModel | ChatModelSource | None = None,
        owns_stores: bool = True,
        graph: Callable[[], Any] | None = None,
        term_bridge: TermBridge | None = None,
    ) -> None:
        self.vectors = vectors
        self._metadata: MetadataStore | None = None
        self._metadata_source: MetadataSource | None = None
        if _is_source(metadata):
            self._metadata_source = cast("MetadataSource", metadata)
        else:
            self._metadata = cast("MetadataStore | None", metadata)
        self.dense = dense
        self.sparse = sparse
        self.term_bridge = term_bridge
        self._retriever = Retriever(vectors, dense, sparse, term_bridge)
        self._chat_model = chat_model
        self._owns_stores = owns_stores
        self.graph = GraphMode(graph)
        """Graph search (``mode="graph"``), its retriever built by ``graph`` on first use."""

    def close(self) -> None:
        """Close the stores (the embedded vector store holds a lock on its folder),
        unless they belong to someone else (``owns_stores=False``)."""
        if not self._owns_stores:
            return
        self.vectors.close()
        if self._metadata is not None:  # one never built holds nothing open
            self._metadata.close()

    @property
    def metadata(self) -> MetadataStore | None:
        """The metadata store (built now if it was given as a function)."""
        if self._metadata is None and self._metadata_source is not None:
            self._metadata = self._metadata_source()
        return self._metadata

    # -- the LLM ---------------------------------------------------------

    def chat_model(self) -> BaseChatModel:
        """The configured chat model; raises :class:`tapyre.LLMNotConfiguredError`."""
        from tapyre import LLMNotConfiguredError

        if self._chat_model is None:
            raise LLMNotConfiguredError(
                "this feature needs a language model, and none is configured",
                hint="Set [core] llm in the Tapyre config or pass --llm NAME.",
            )
        if callable(self._chat_model) and not hasattr(self._chat_model, "invoke"):
            self._chat_model = self._chat_model()
        return self._chat_model  # type: ignore[return-value]

    # -- search ------------------------------------------------------------

    def search(self, query: str, options: SearchOptions | None = None) -> SearchResponse:
        """Search for ``query``.  An arXiv id in it means "papers like this one"."""
        opts = options or SearchOptions()
        query = " ".join(query.split())
        if not query:
            raise SearchError("the query is empty")
        timings: dict[str, float] = {}
        notes: list[str] = []
        parsed = parse_query(query)
        if parsed.similar_to:
            return self.similar(parsed.similar_to, opts, query=query, remainder=parsed.remainder)

        filters = opts.filters
        text = query
        is_search: bool | None = None
        if opts.parse_filters:
            from tapyre_paper_search.search.llm_filters import parse_filters

            with Timed(timings, "parse_filters"):
                parsed_filters = parse_filters(self.chat_model(), query)
            if parsed_filters.error:
                notes.append(parsed_filters.error)
            filters = filters.merged(parsed_filters.filters)
            text = parsed_filters.remainder
            is_search = parsed_filters.is_search
            if not is_search:
                notes.append("the language model judged this not to be a paper search")
                return SearchResponse(
                    query, opts.mode, (), filters, (text,), None, False, tuple(notes), timings
                )

        queries = [text]
        if opts.rewrite:
            from tapyre_paper_search.search.rewrite import rewrite_query

            with Timed(timings, "rewrite"):
                queries, note = rewrite_query(self.chat_model(), text, opts.rewrites)
            if note:
                notes.append(note)

        if opts.iterative:
            return self._iterative(query, text, opts, filters, timings, notes, is_search)
        mode = self._retriever.effective_mode(opts.mode, notes)
        hops: tuple[dict[str, Any], ...] = ()
        if mode == "graph":
            groups, hops = self.graph.groups(queries, opts, filters, timings=timings, notes=notes)
        else:
            groups = self._retriever.retrieve(queries, replace(opts, mode=mode), filters, timings)
        papers = self._finish(queries[0], groups, opts, timings, notes)
        return SearchResponse(
            query=query,
            mode=mode,
            papers=papers,
            filters=filters,
            queries=tuple(queries),
            is_search=is_search,
            notes=tuple(notes),
            timings_ms=timings,
            hops=hops,
        )

    def similar(
        self,
        paper_id: str,
        options: SearchOptions | None = None,
        *,
        query: str | None = None,
        remainder: str = "",
    ) -> SearchResponse:
        """Papers like ``paper_id``: its stored paper vector is the query; the paper
        itself is left out.

        :raises PaperNotFoundError: the collection holds no vector of that paper.
        """
        opts = options or SearchOptions()
        timings: dict[str, float] = {}
        notes: list[str] = []
        if remainder:
            notes.append(f"searched for papers like {paper_id}; ignored the words {remainder!r}")
        with Timed(timings, "search"):
            groups = self._retriever.similar(paper_id, opts)
        papers = self._finish(query or paper_id, groups, opts, timings, notes)
        return SearchResponse(
            query=query or paper_id,
            mode="dense",
            papers=papers,
            filters=opts.filters,
            queries=(),
            similar_to=paper_id,
            notes=tuple(notes),
            timings_ms=timings,
        )

    def _iterative(  # noqa: PLR0917 - the state of one search
        self,
        query: str,
        text: str,
        opts: SearchOptions,
        filters: SearchFilters,
        timings: dict[str, float],
        notes: list[str],
        is_search: bool | None,
    ) -> SearchResponse:
        """IRCoT-style retrieval: this search's mode for the question, then for each
        sub-question the model writes, ``opts.iterative_steps`` searches at most."""
        from tapyre_paper_search.search.iterative import iterate

        once = replace(opts, iterative=False, parse_filters=False, filters=filters)
        hops: list[dict[str, Any]] = []

        def search(step: str) -> tuple[PaperHit, ...]:
            found = self.search(step, once)
            notes.extend(n for n in found.notes if n not in notes)
            hops.extend(found.hops)
            for name, ms in found.timings_ms.items():
                timings[name] = round(timings.get(name, 0.0) + ms, 3)
            return found.papers

        with Timed(timings, "iterative"):
            rounds = iterate(self.chat_model(), text, search, steps=opts.iterative_steps, k=opts.k)
        return SearchResponse(
            query=query,
            mode=opts.mode,
            papers=tuple(rounds.papers),
            filters=filters,
            queries=tuple(rounds.queries),
            is_search=is_search,
            notes=tuple(notes + rounds.notes),
            timings_ms=timings,
            hops=tuple(hops),
        )

    # -- answers -----------------------------------------------------------

    def ask(
        self,
        question: str,
        options: SearchOptions | None = None,
        *,
        max_passages: int = 8,
        sources: answers.SourcesMode = "all",
    ) -> Answer:
        """Retrieve passages for ``question`` and stream an answer cited from them.

        The search runs now (so its results are known before the first token);
        the model is called when the returned :class:`Answer` is consumed.
        ``sources``: list every source, uncited ones marked (``"all"``), or
        only the cited ones (``"cited"``).
        """
        if sources not in answers.SOURCES_MODES:
            raise SearchError(f"sources={sources!r} is not a choice: use 'cited' or 'all'")
        from tapyre_paper_search.search.llm_io import stream

        model = self.chat_model()
        response = self.search(question, options)
        papers = self._full_texts(response.papers)
        numbered = answers.build_sources(papers, max_passages=max_passages)
        prompt = path_preamble(response.hops) + answers.build_prompt(question, numbered)
        return Answer(
            question,
            response,
            numbered,
            stream(model, answers.SYSTEM, prompt),
            sources_mode=sources,
        )

    def _full_texts(self, papers: Sequence[PaperHit]) -> list[PaperHit]:
        """The hits with their passages' whole text from the metadata store (the
        vector payload keeps only a snippet): chunk text, or the abstract."""
        metadata = self.metadata
        if metadata is None or not papers:
            return list(papers)
        keys = [
            (p.paper_id, x.chunk_index)
            for p in papers
            for x in p.passages
            if x.chunk_index is not None
        ]
        chunk_texts = {key: c.text for key, c in metadata.get_chunks(keys).items()}
        needs_abstract = [
            p.paper_id for p in papers if any(x.chunk_index is None for x in p.passages)
        ]
        abstracts = {
            pid: record.metadata.abstract
            for pid, record in metadata.get_papers(needs_abstract).items()
        }

        def whole(passage: Passage) -> Passage:
            if passage.chunk_index is None:
                text = abstracts.get(passage.paper_id)
            else:
                text = chunk_texts.get((passage.paper_id, passage.chunk_index))
            return replace(passage, text=text) if text else passage

        return [replace(p, passages=tuple(whole(x) for x in p.passages)) for p in papers]

    # -- internals -----------------------------------------------------------

    def _finish(
        self,
        question: str,
        groups: list[PaperGroup],
        opts: SearchOptions,
        timings: dict[str, float],
        notes: list[str],
    ) -> tuple[PaperHit, ...]:
        """Turn store groups into paper hits: LLM relevance filter, then metadata."""
        papers = [
            (g.paper_id, g.score, [passage(h) for h in g.hits], g.hits[0].payload) for g in groups
        ]
        if opts.relevance_filter and papers:
            from tapyre_paper_search.search.relevance import relevant_indices

            flat = [(pi, p) for pi, paper in enumerate(papers) for p in paper[2]]
            with Timed(timings, "relevance_filter"):
                keep, note = relevant_indices(
                    self.chat_model(), question, [p.text for _, p in flat]
                )
            if note:
                notes.append(note)
            kept: dict[int, list[Passage]] = {}
            for i in keep:
                pi, hit_passage = flat[i]
                kept.setdefault(pi, []).append(hit_passage)
            papers = [
                (pid, score, kept[pi], payload)
                for pi, (pid, score, _, payload) in enumerate(papers)
                if pi in kept
            ]
        return tuple(
            PaperHit.described(paper_id, score, passages, payload)
            for paper_id, score, passages, payload in papers
        )


def _is_source(metadata: object) -> bool:
    """Whether ``metadata`` is a function building the store rather than the store
    (a store has ``get_chunks``; a function has not)."""
    return callable(metadata) and not hasattr(metadata, "get_chunks")
