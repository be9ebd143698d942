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

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search import answer as answers
from tapyre_paper_search.search.filters import SearchFilters
from tapyre_paper_search.search.fusion import mean_scores, multi_query_fusion, ranked
from tapyre_paper_search.search.grouping import group_by_paper
from tapyre_paper_search.search.mmr import mmr
from tapyre_paper_search.search.options import Mode, SearchOptions
from tapyre_paper_search.search.query import parse_query
from tapyre_paper_search.search.results import PaperHit, Passage, SearchResponse

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from tapyre import DenseEmbedder, SparseEmbedder

ChatModelSource = Callable[[], "BaseChatModel"]


@dataclass
class _Candidate:
    """A store hit on its way to becoming a passage."""

    passage: Passage
    key: str
    vector: np.ndarray | None = None


@dataclass
class Answer:
    """A streamed answer.  Iterate for the text pieces: the model's answer with
    only valid ``[n]`` markers, then the sources list the program appends.
    After iteration ``text`` holds the whole answer, ``cited`` the source
    numbers used and ``dropped_markers`` the markers that were removed."""

    question: str
    response: SearchResponse
    sources: list[answers.Source]
    _pieces: Iterator[str] | None
    text: str = ""
    cited: list[int] = field(default_factory=list)
    dropped_markers: list[str] = field(default_factory=list)
    cut_sources: bool = False

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
        trailer = answers.format_sources(self.sources)
        for shown in (tail, trailer):
            if shown:
                collected.append(shown)
                yield shown
        self.text = "".join(collected)
        self.cited = citations.cited
        self.dropped_markers = citations.dropped
        self.cut_sources = citations.cut_sources

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
        vectors: Any,
        metadata: Any,
        dense: DenseEmbedder | None,
        sparse: SparseEmbedder | None = None,
        chat_model: BaseChatModel | ChatModelSource | None = None,
    ) -> None:
        self.vectors = vectors
        self.metadata = metadata
        self.dense = dense
        self.sparse = sparse
        self._chat_model = chat_model

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

    @property
    def has_llm(self) -> bool:
        return self._chat_model is not None

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
        candidates = self._retrieve(queries, replace(opts, mode=mode), filters, timings)
        papers = self._finish(queries[0], candidates, opts, timings, notes)
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
            hits = self._store_similar(paper_id, opts, opts.filters)
        candidates = [c for c in hits if c.passage.paper_id != paper_id]
        papers = self._finish(query or paper_id, candidates, opts, timings, notes)
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
        self, question: str, options: SearchOptions | None = None, *, max_passages: int = 8
    ) -> Answer:
        """Retrieve passages for ``question`` and stream an answer cited from them.

        The search runs now (so its results are known before the first token);
        the model is called when the returned :class:`Answer` is iterated.
        """
        from tapyre_paper_search.search.llm_io import stream

        model = self.chat_model()
        response = self.search(question, options)
        sources = answers.build_sources(response.papers, max_passages=max_passages)
        prompt = answers.build_prompt(question, sources)
        return Answer(question, response, sources, stream(model, answers.SYSTEM, prompt))

    # -- other requests ----------------------------------------------------

    def paper(self, paper_id: str) -> dict[str, Any] | None:
        """A paper's stored metadata as a JSON-ready dict, or ``None``."""
        record = self.metadata.get_paper(paper_id)
        if record is None:
            return None
        return _paper_dict(record)

    def stats(self) -> dict[str, Any]:
        """Collection statistics from the metadata store."""
        stats = self.metadata.stats()
        if hasattr(stats, "to_dict"):
            return dict(stats.to_dict())
        if isinstance(stats, dict):
            return stats
        from dataclasses import asdict, is_dataclass

        if is_dataclass(stats):
            return _jsonable(asdict(stats))  # type: ignore[arg-type]
        return {"stats": str(stats)}

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
    ) -> list[_Candidate]:
        with _Timed(timings, "embed"):
            dense = self.dense.embed_queries(queries) if opts.mode != "lexical" else None  # type: ignore[union-attr]
            sparse = self.sparse.embed_queries(queries) if opts.mode != "dense" else None  # type: ignore[union-attr]
        need_vectors = opts.mmr or (len(queries) > 1 and dense is not None)
        with _Timed(timings, "search"):
            per_query = [
                self._store_search(
                    dense=None if dense is None else dense[i],
                    sparse=None if sparse is None else sparse[i],
                    opts=opts,
                    filters=filters,
                    with_vectors=need_vectors,
                )
                for i in range(len(queries))
            ]
        if len(per_query) == 1:
            return per_query[0]
        return self._fuse_queries(per_query, dense, opts)

    def _fuse_queries(
        self,
        per_query: list[list[_Candidate]],
        dense: np.ndarray | None,
        opts: SearchOptions,
    ) -> list[_Candidate]:
        by_key: dict[str, _Candidate] = {}
        for hits in per_query:
            for hit in hits:
                by_key.setdefault(hit.key, hit)
        if dense is not None and all(c.vector is not None for c in by_key.values()):
            # The exact mean cosine of every candidate to every query.
            keys = list(by_key)
            matrix = np.stack([by_key[k].vector for k in keys])  # type: ignore[misc]
            sims = _unit(matrix) @ _unit(np.asarray(dense)).T
            similarity = dict(zip(keys, sims.mean(axis=1).tolist(), strict=True))
        else:
            similarity = mean_scores(
                [[(c.key, c.passage.score) for c in hits] for hits in per_query]
            )
        fused = multi_query_fusion(
            [[c.key for c in hits] for hits in per_query],
            similarity,
            weight=opts.rewrite_weight,
            k=opts.rewrite_rrf_k,
        )
        return [
            replace(by_key[key], passage=replace(by_key[key].passage, score=score))
            for key, score in ranked(fused)
        ]

    def _finish(
        self,
        question: str,
        candidates: list[_Candidate],
        opts: SearchOptions,
        timings: dict[str, float],
        notes: list[str],
    ) -> tuple[PaperHit, ...]:
        pool = opts.k * 3 if opts.mmr else opts.k
        groups = group_by_paper(
            (c.passage for c in candidates), limit=pool, per_paper=opts.passages_per_paper
        )
        if opts.mmr and groups:
            vectors = {c.passage.paper_id: c.vector for c in reversed(candidates)}
            if all(vectors.get(g.paper_id) is not None for g in groups):
                order = mmr(
                    [g.score for g in groups],
                    np.stack([vectors[g.paper_id] for g in groups]),  # type: ignore[misc]
                    lambda_=opts.mmr_lambda,
                    k=opts.k,
                )
                groups = [groups[i] for i in order]
            else:
                notes.append("MMR skipped: the store returned no vectors")
        groups = groups[: opts.k]

        if opts.relevance_filter and groups:
            from tapyre_paper_search.search.relevance import relevant_indices

            flat = [(gi, p) for gi, g in enumerate(groups) for p in g.passages]
            with _Timed(timings, "relevance_filter"):
                keep, note = relevant_indices(
                    self.chat_model(), question, [p.text for _, p in flat]
                )
            if note:
                notes.append(note)
            kept: dict[int, list[Passage]] = {}
            for i in keep:
                gi, passage = flat[i]
                kept.setdefault(gi, []).append(passage)
            groups = [
                replace(g, passages=tuple(kept[gi])) for gi, g in enumerate(groups) if gi in kept
            ]

        with _Timed(timings, "metadata"):
            records = self._papers([g.paper_id for g in groups])
        hits = []
        for group in groups:
            record = records.get(group.paper_id)
            meta = getattr(record, "metadata", record)
            hits.append(
                PaperHit(
                    paper_id=group.paper_id,
                    score=group.score,
                    title=getattr(meta, "title", "") or "",
                    authors=tuple(getattr(meta, "authors", ()) or ()),
                    year=getattr(meta, "year", None),
                    categories=tuple(getattr(meta, "categories", ()) or ()),
                    passages=group.passages,
                )
            )
        return tuple(hits)

    def _papers(self, paper_ids: list[str]) -> dict[str, Any]:
        if not paper_ids:
            return {}
        found = self.metadata.get_papers(paper_ids)
        if isinstance(found, dict):
            return found
        return {_record_id(r): r for r in found}

    # -- the vector store ------------------------------------------------------

    def _store_search(
        self,
        *,
        dense: np.ndarray | None,
        sparse: Any,
        opts: SearchOptions,
        filters: SearchFilters,
        with_vectors: bool,
    ) -> list[_Candidate]:
        raise NotImplementedError

    def _store_similar(
        self, paper_id: str, opts: SearchOptions, filters: SearchFilters
    ) -> list[_Candidate]:
        raise NotImplementedError


def _unit(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def _record_id(record: Any) -> str:
    meta = getattr(record, "metadata", record)
    return str(meta.paper_id)


def _paper_dict(record: Any) -> dict[str, Any]:
    from dataclasses import asdict, is_dataclass

    if is_dataclass(record):
        data = asdict(record)  # type: ignore[arg-type]
        data.pop("chunks", None)
        return _jsonable(data)
    return _jsonable(dict(record))


def _jsonable(value: Any) -> Any:
    import datetime as dt
    from pathlib import Path

    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if isinstance(value, Path):
        return str(value)
    return value


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
