"""The search service: dense, lexical and hybrid retrieval over the stores,
grouping per paper, "papers like this", the optional LLM steps, and answers.

It owns no storage: it is handed a vector store, a metadata store, a dense and
(optionally) a sparse embedder and (optionally) a chat model, so tests build
it on small real stores and the CLI, the REST API and the agent tools share it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from tapyre_paper_search.errors import PaperNotFoundError, SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.search import answer as answers
from tapyre_paper_search.search import cross_language
from tapyre_paper_search.search.fusion import mean_scores, multi_query_fusion, ranked
from tapyre_paper_search.search.mmr import mmr
from tapyre_paper_search.search.options import Mode, SearchOptions
from tapyre_paper_search.search.query import parse_query
from tapyre_paper_search.search.results import PaperHit, Passage, SearchResponse

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.records.vectors import Hit, PaperGroup

ChatModelSource = Callable[[], "BaseChatModel"]


@dataclass
class Answer:
    """A streamed answer.  Iterate for the text pieces: the model's answer with
    only valid ``[n]`` markers, then the sources list the program appends.
    After iteration ``text`` holds the whole answer, ``cited`` the source
    numbers used and ``dropped_markers`` the markers that were removed.
    ``sources_mode`` says which sources the appended list shows (cited ones
    first; ``"all"`` marks the uncited, ``"cited"`` leaves them out)."""

    question: str
    response: SearchResponse
    sources: list[answers.Source]
    _pieces: Iterator[str] | None
    text: str = ""
    cited: list[int] = field(default_factory=list)
    dropped_markers: list[str] = field(default_factory=list)
    cut_sources: bool = False
    sources_mode: answers.SourcesMode = "all"

    def __iter__(self) -> Iterator[str]:
        if self._pieces is None:
            raise SearchError("this answer was already streamed")
        pieces, self._pieces = self._pieces, None
        citations = answers.CitationFilter(count=len(self.sources))
        collected: list[str] = []
        for piece in pieces:
            shown = citations.feed(piece)
            if shown:
                collected.append(shown)
                yield shown
        tail = citations.finish()
        trailer = answers.format_sources(self.sources, citations.cited, self.sources_mode)
        for shown in (tail, trailer):
            if shown:
                collected.append(shown)
                yield shown
        self.text = "".join(collected)
        self.cited = citations.cited
        self.dropped_markers = citations.dropped
        self.cut_sources = citations.cut_sources

    def listed_sources(self) -> list[dict[str, Any]]:
        """The sources as the answer lists them, JSON-ready, each with ``cited``
        (meaningful once the answer was streamed)."""
        return answers.sources_dicts(self.sources, self.cited, self.sources_mode)

    def read(self) -> str:
        """Consume the stream and return the whole text."""
        for _ in self:
            pass
        return self.text


class SearchService:
    """Search over the papers in one vector store and metadata store."""

    def __init__(
        self,
        *,
        vectors: VectorStore,
        metadata: MetadataStore | None,
        dense: DenseEmbedder | None,
        sparse: SparseEmbedder | None = None,
        chat_model: BaseChatModel | ChatModelSource | None = None,
        owns_stores: bool = True,
    ) -> None:
        self.vectors = vectors
        self.metadata = metadata
        self.dense = dense
        self.sparse = sparse
        self._chat_model = chat_model
        self._owns_stores = owns_stores

    def close(self) -> None:
        """Close the stores (the embedded vector store holds a lock on its folder),
        unless they belong to someone else (``owns_stores=False``: a host's stores,
        shared with its other commands and tools, as :func:`open_service` builds)."""
        if not self._owns_stores:
            return
        self.vectors.close()
        if self.metadata is not None:
            self.metadata.close()

    def __enter__(self) -> SearchService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

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

            with _Timed(timings, "parse_filters"):
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

            with _Timed(timings, "rewrite"):
                queries, note = rewrite_query(self.chat_model(), text, opts.rewrites)
            if note:
                notes.append(note)

        mode = self._effective_mode(opts.mode, notes)
        groups = self._retrieve(queries, replace(opts, mode=mode), filters, timings)
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
        itself is left out."""
        opts = options or SearchOptions()
        timings: dict[str, float] = {}
        notes: list[str] = []
        if remainder:
            notes.append(f"searched for papers like {paper_id}; ignored the words {remainder!r}")
        with _Timed(timings, "search"):
            groups = self._store_similar(paper_id, opts)
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
        the model is called when the returned :class:`Answer` is iterated.
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
        prompt = answers.build_prompt(question, numbered)
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
        if self.metadata is None or not papers:
            return list(papers)
        keys = [
            (p.paper_id, x.chunk_index)
            for p in papers
            for x in p.passages
            if x.chunk_index is not None
        ]
        chunk_texts = {key: c.text for key, c in self.metadata.get_chunks(keys).items()}
        needs_abstract = [
            p.paper_id for p in papers if any(x.chunk_index is None for x in p.passages)
        ]
        abstracts = {
            pid: record.metadata.abstract
            for pid, record in self.metadata.get_papers(needs_abstract).items()
        }

        def whole(passage: Passage) -> Passage:
            if passage.chunk_index is None:
                text = abstracts.get(passage.paper_id)
            else:
                text = chunk_texts.get((passage.paper_id, passage.chunk_index))
            return replace(passage, text=text) if text else passage

        return [replace(p, passages=tuple(whole(x) for x in p.passages)) for p in papers]

    # -- other requests ----------------------------------------------------

    def paper(self, paper_id: str) -> dict[str, Any] | None:
        """A paper's stored record (metadata, source, pages, chunk count), or ``None``."""
        record = self._metadata().get_paper(paper_id)
        if record is None:
            return None
        data = record.to_dict()
        data["chunk_count"] = len(data.pop("chunks"))
        return data

    def stats(self) -> dict[str, Any]:
        """Collection statistics: the metadata store's counts and the vector points."""
        data = self._metadata().stats().to_dict()
        data["vector_points"] = self.vectors.count()
        return data

    def _metadata(self) -> MetadataStore:
        if self.metadata is None:
            raise SearchError("this search service has no metadata store")
        return self.metadata

    def embed(self, texts: Sequence[str], kind: str = "query") -> np.ndarray:
        """Dense vectors of ``texts`` as queries or as passages."""
        if self.dense is None:
            raise SearchError("no dense embedder is configured")
        if kind == "query":
            return self.dense.embed_queries(list(texts))
        if kind == "passage":
            return self.dense.embed_passages(list(texts))
        raise SearchError(f"unknown embedding kind {kind!r}: use 'query' or 'passage'")

    # -- internals -----------------------------------------------------------

    def _effective_mode(self, mode: Mode, notes: list[str]) -> Mode:
        if mode in ("lexical", "hybrid") and self.sparse is None:
            if mode == "lexical":
                raise SearchError(
                    "lexical search needs a sparse (BM25) embedder, and none is configured"
                )
            notes.append("no sparse embedder is configured: searched dense only")
            return "dense"
        if mode in ("dense", "hybrid") and self.dense is None:
            if mode == "dense":
                raise SearchError("dense search needs a dense embedder, and none is configured")
            notes.append("no dense embedder is configured: searched lexical only")
            return "lexical"
        return mode

    def _retrieve(
        self,
        queries: list[str],
        opts: SearchOptions,
        filters: SearchFilters,
        timings: dict[str, float],
    ) -> list[PaperGroup]:
        """Embed the queries, search, fuse the queries' results, diversify, group."""
        from tapyre_paper_search.store.vectors import group_hits

        with _Timed(timings, "embed"):
            dense = self.dense.embed_queries(queries) if opts.mode != "lexical" else None  # type: ignore[union-attr]
            sparse = self.sparse.embed_queries(queries) if opts.mode != "dense" else None  # type: ignore[union-attr]
        fuse = len(queries) > 1
        requests = [
            self._query(
                dense=None if dense is None else dense[i],
                sparse=None if sparse is None else sparse[i],
                opts=opts,
                filters=filters,
                with_vector=opts.mmr or (fuse and dense is not None),
            )
            for i in range(len(queries))
        ]
        with _Timed(timings, "search"):
            per_query = cross_language.query_batch(self.vectors, queries, requests)
        hits = self._fuse_queries(per_query, dense, opts) if fuse else per_query[0]
        wanted = opts.k * 3 if opts.mmr else opts.k
        groups = group_hits(hits, limit=wanted, group_size=opts.passages_per_paper)
        if len(groups) < wanted and not fuse and len(hits) >= requests[0].limit:
            # A few papers took every candidate: let the store fetch until it has enough.
            with _Timed(timings, "search"):
                groups = self.vectors.query_groups(
                    replace(requests[0], limit=wanted), group_size=opts.passages_per_paper
                )
        return self._diversify(groups, opts) if opts.mmr else groups

    def _query(
        self,
        *,
        dense: np.ndarray | None,
        sparse: Any,
        opts: SearchOptions,
        filters: SearchFilters,
        with_vector: bool,
    ) -> Any:
        from tapyre_paper_search.records.vectors import VectorQuery

        if sparse is not None and not sparse.indices:
            if dense is None:
                raise SearchError(
                    "the query has no searchable words for lexical search "
                    "(only stopwords or punctuation)"
                )
            sparse = None  # hybrid degrades to dense for such a query
        candidates = opts.candidate_limit()
        return VectorQuery(
            dense=dense,
            sparse=sparse,
            kind=opts.level,
            filter=_store_filter(filters),
            limit=candidates,
            fusion=opts.fusion,
            rrf_k=opts.rrf_k,
            prefetch_limit=candidates,
            with_payload=_PAYLOAD_FIELDS,
            with_vector=with_vector,
        )

    def _fuse_queries(
        self, per_query: list[list[Hit]], dense: np.ndarray | None, opts: SearchOptions
    ) -> list[Hit]:
        """One ranking from the rankings of several queries (see ``multi_query_fusion``)."""
        by_id: dict[str, Hit] = {}
        for hits in per_query:
            for hit in hits:
                by_id.setdefault(hit.id, hit)
        if dense is not None and all(h.vector is not None for h in by_id.values()):
            # The exact mean cosine of every candidate to every query.
            ids = list(by_id)
            matrix = np.asarray([by_id[i].vector for i in ids], dtype=np.float32)
            sims = _unit(matrix) @ _unit(np.asarray(dense, dtype=np.float32)).T
            similarity = dict(zip(ids, sims.mean(axis=1).tolist(), strict=True))
        else:
            similarity = mean_scores([[(h.id, h.score) for h in hits] for hits in per_query])
        fused = multi_query_fusion(
            [[h.id for h in hits] for hits in per_query],
            similarity,
            weight=opts.rewrite_weight,
            k=opts.rewrite_rrf_k,
        )
        return [replace(by_id[i], score=score) for i, score in ranked(fused)]

    def _diversify(self, pool: list[PaperGroup], opts: SearchOptions) -> list[PaperGroup]:
        """MMR over papers, each represented by its best hit's vector."""
        if not pool:
            return pool
        order = mmr(
            [g.score for g in pool],
            np.asarray([g.hits[0].vector for g in pool], dtype=np.float32),
            lambda_=opts.mmr_lambda,
            k=opts.k,
        )
        return [pool[i] for i in order]

    def _store_similar(self, paper_id: str, opts: SearchOptions) -> list[PaperGroup]:
        from tapyre_paper_search.records.vectors import VectorQuery
        from tapyre_paper_search.store.ids import paper_point_id
        from tapyre_paper_search.store.vectors import group_hits

        stored = self.vectors.retrieve([paper_point_id(paper_id)], with_vectors=True)
        if not stored or stored[0].dense is None:
            raise PaperNotFoundError(
                f"paper {paper_id} is not in the collection",
                hint="Ingest it first (tapyre papers ingest arxiv:ID..ID) or check the id.",
            )
        limit = opts.k if opts.level == "paper" else opts.candidate_limit()
        others = replace(
            opts.filters, exclude_paper_ids=(*opts.filters.exclude_paper_ids, paper_id)
        )
        query = VectorQuery(dense=stored[0].dense, kind=opts.level, limit=limit, filter=others)
        hits = self.vectors.query_batch([query])[0]
        return group_hits(hits, limit=opts.k, group_size=opts.passages_per_paper)

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
            (g.paper_id, g.score, [_passage(h) for h in g.hits], g.hits[0].payload) for g in groups
        ]
        if opts.relevance_filter and papers:
            from tapyre_paper_search.search.relevance import relevant_indices

            flat = [(pi, p) for pi, paper in enumerate(papers) for p in paper[2]]
            with _Timed(timings, "relevance_filter"):
                keep, note = relevant_indices(
                    self.chat_model(), question, [p.text for _, p in flat]
                )
            if note:
                notes.append(note)
            kept: dict[int, list[Passage]] = {}
            for i in keep:
                pi, passage = flat[i]
                kept.setdefault(pi, []).append(passage)
            papers = [
                (pid, score, kept[pi], payload)
                for pi, (pid, score, _, payload) in enumerate(papers)
                if pi in kept
            ]
        return tuple(
            PaperHit(
                paper_id=paper_id,
                score=score,
                title=str(payload.get("title") or ""),
                authors=tuple(payload.get("authors") or ()),
                year=payload.get("year"),
                categories=tuple(payload.get("categories") or ()),
                passages=tuple(passages),
            )
            for paper_id, score, passages, payload in papers
        )


_PAYLOAD_FIELDS = (
    "paper_id",
    "kind",
    "title",
    "year",
    "authors",
    "categories",
    "chunk_index",
    "page_start",
    "page_end",
    "text",
    "language",
)


def _store_filter(filters: SearchFilters) -> SearchFilters | None:
    return None if filters.is_empty else filters


def _passage(hit: Hit) -> Passage:
    payload = hit.payload
    return Passage(
        paper_id=hit.paper_id,
        text=str(payload.get("text") or ""),
        score=hit.score,
        chunk_index=hit.chunk_index,
        page_start=payload.get("page_start"),
        page_end=payload.get("page_end"),
    )


def _unit(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


class _Timed:
    """Adds the block's wall time in ms to ``timings[name]``."""

    def __init__(self, timings: dict[str, float], name: str) -> None:
        self.timings = timings
        self.name = name

    def __enter__(self) -> None:
        self.start = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        elapsed = (time.perf_counter() - self.start) * 1000.0
        self.timings[self.name] = round(self.timings.get(self.name, 0.0) + elapsed, 3)
