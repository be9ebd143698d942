"""Why a result ranks where it does: each signal's score and rank, and its share of
the fused score.

A hybrid search fuses two ranked lists inside the vector store: the dense list
(embedding similarity) and the lexical list (BM25), each of the search's
candidate count, fused by reciprocal ranks (``1 / (k + rank)``) or by
distribution-based score fusion (each list's scores scaled between its mean
± 3σ, then summed).  :func:`explain` asks the store for those two lists as
the hybrid query's prefetches fetch them, finds each shown passage in them,
and works out what each list added to the passage's fused score, so the
shares add up to the score the search gave.  A passage missing from a list
added nothing for it; its score in that signal is still looked up (among the
shown papers' own points) so the page can say how far off it was.

A dense or lexical search has one signal: its score is the result's score.
Graph search and "papers like this" are explained by their own paths, not
here (the explanation carries a note saying so).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from tapyre import record_json

from tapyre_paper_search import language
from tapyre_paper_search.search.cross_language import lexical_weights
from tapyre_paper_search.search.fusion import dbsf, rrf

if TYPE_CHECKING:
    from tapyre_paper_search.records.vectors import Hit, VectorQuery
    from tapyre_paper_search.search.options import SearchOptions
    from tapyre_paper_search.search.results import SearchResponse
    from tapyre_paper_search.search.service import SearchService

SIGNALS = ("dense", "lexical")
LOOKUP_LIMIT = 2000
"""Points of the shown papers searched for the scores of passages outside a list."""

PassageKey = tuple[str, "int | None"]


@dataclass(frozen=True)
class SignalScore:
    """One signal of one passage.  ``score``: cosine similarity (dense) or BM25
    score (lexical), ``None`` when the passage has none (no query term occurs in
    it); ``rank``: 1-based place in the signal's candidate list, ``None`` when
    beyond it; ``share``: what the signal added to the fused score."""

    signal: str
    score: float | None
    rank: int | None
    share: float

    def to_dict(self) -> dict[str, Any]:
        return {"signal": self.signal, "score": self.score, "rank": self.rank, "share": self.share}


@dataclass(frozen=True)
class PassageSignals:
    """A shown passage: its paper, chunk (``None``: the paper's title and abstract),
    the score the search gave it, and its signals."""

    paper_id: str
    chunk_index: int | None
    score: float
    signals: tuple[SignalScore, ...]

    def to_dict(self) -> dict[str, Any]:
        return record_json(self, "paper_id chunk_index score signals")


@dataclass(frozen=True)
class Explanation:
    """The signals behind a search's results.  ``fusion`` (``"rrf"`` or ``"dbsf"``)
    and ``rrf_k`` are set for a hybrid search; ``candidates`` is each list's length."""

    query: str
    mode: str
    fusion: str | None
    rrf_k: int | None
    candidates: int
    passages: tuple[PassageSignals, ...]
    notes: tuple[str, ...] = ()

    def for_paper(self, paper_id: str) -> list[PassageSignals]:
        return [p for p in self.passages if p.paper_id == paper_id]

    def to_dict(self) -> dict[str, Any]:
        return record_json(self, "query mode fusion rrf_k candidates passages notes")


def explain(
    service: SearchService,
    query: str,
    options: SearchOptions,
    paper_ids: Sequence[str] = (),
) -> Explanation:
    """Search ``query`` with ``options`` and explain the results (only those of
    ``paper_ids`` when given)."""
    response = service.search(query, options)
    wanted = set(paper_ids)
    shown = [
        (paper.paper_id, passage.chunk_index, passage.score)
        for paper in response.papers
        if not wanted or paper.paper_id in wanted
        for passage in paper.passages
    ]
    candidates = options.candidate_limit()
    if response.similar_to or response.mode not in ("dense", "lexical", "hybrid"):
        note = "scores per signal are given for dense, lexical and hybrid searches"
        return Explanation(query, response.mode, None, None, candidates, (), (note,))
    signals = _signal_queries(service, response, options, candidates)
    notes = list(response.notes)
    if len(response.queries) > 1:
        notes.append("the rewritten queries were fused as well: the signals are the question's")
    fused = len(signals) == 2 and response.mode == "hybrid"
    if response.mode == "hybrid" and not fused:
        notes.append("the query has no lexical terms: the hybrid search used the dense signal")
    papers = sorted({paper_id for paper_id, _, _ in shown})
    text = response.queries[0] if response.queries else response.query
    bridge = service.term_bridge
    if fused and bridge is not None and bridge.crosses(language.query_languages(text)):
        notes.append(
            "the query's words translated to the collection's (cross_language_terms) "
            "were searched too: that signal is not shown, so shares add up to less"
        )
    lists = [
        _SignalList.of(
            name,
            service.vectors.query_batch([query])[0],
            _lookup(service, query, papers),
            options if fused else None,
            # the search weighs lexical matches across languages less: so do the shares
            query_languages=language.query_languages(text) if name == "lexical" else (),
        )
        for name, query in signals.items()
    ]
    explained = tuple(
        PassageSignals(
            paper_id, chunk, score, tuple(s.score((paper_id, chunk), fused) for s in lists)
        )
        for paper_id, chunk, score in shown
    )
    return Explanation(
        query,
        response.mode,
        options.fusion if fused else None,
        options.rrf_k if fused and options.fusion == "rrf" else None,
        candidates,
        explained,
        tuple(notes),
    )


def _signal_queries(
    service: SearchService, response: SearchResponse, options: SearchOptions, candidates: int
) -> dict[str, VectorQuery]:
    """One single-signal query per signal the search used, as its prefetch ran."""
    from tapyre_paper_search.records.vectors import VectorQuery

    text = response.queries[0] if response.queries else response.query
    filters = None if response.filters.is_empty else response.filters
    base: dict[str, Any] = {
        "kind": options.level,
        "filter": filters,
        "limit": candidates,
        "with_payload": ("paper_id", "chunk_index", "language"),
    }
    queries: dict[str, VectorQuery] = {}
    if response.mode != "lexical" and service.dense is not None:
        vector = service.dense.embed_queries([text])[0]
        queries["dense"] = VectorQuery(dense=vector, **base)
    if response.mode != "dense" and service.sparse is not None:
        sparse = service.sparse.embed_queries([text])[0]
        if sparse.indices:
            queries["lexical"] = VectorQuery(sparse=sparse, **base)
    return queries


def _lookup(
    service: SearchService, query: VectorQuery, papers: list[str]
) -> dict[PassageKey, float]:
    """Each point's score for ``query`` among the points of ``papers``."""
    if not papers:
        return {}
    from tapyre_paper_search.filters import SearchFilters

    only = replace(query.filter or SearchFilters(), paper_ids=tuple(papers))
    hits = service.vectors.query_batch([replace(query, filter=only, limit=LOOKUP_LIMIT)])[0]
    return {_key(hit): hit.score for hit in hits}


@dataclass(frozen=True)
class _SignalList:
    """One signal's candidate list: each point's rank and score, and its share of the
    fused score (``shares`` empty when the search had this signal alone)."""

    name: str
    ranks: dict[PassageKey, tuple[int, float]]
    shares: dict[PassageKey, float]
    lookup: dict[PassageKey, float]

    @classmethod
    def of(
        cls,
        name: str,
        hits: list[Hit],
        lookup: dict[PassageKey, float],
        fusion: SearchOptions | None,
        *,
        query_languages: Sequence[str] = (),
    ) -> _SignalList:
        keys = [_key(hit) for hit in hits]
        ranks = {
            key: (rank, hit.score)
            for rank, (key, hit) in enumerate(zip(keys, hits, strict=True), 1)
        }
        shares: dict[PassageKey, float] = {}
        if fusion is not None and fusion.fusion == "rrf":
            # Qdrant counts ranks from 0: the first adds 1/k
            shares = rrf([keys], k=fusion.rrf_k - 1)
        elif fusion is not None:
            by_id = lexical_weights(hits, query_languages) if query_languages else {}
            weights = {key: by_id.get(hit.id, 1.0) for key, hit in zip(keys, hits, strict=True)}
            shares = dbsf(
                [[(key, hit.score) for key, hit in zip(keys, hits, strict=True)]], [weights]
            )
        return cls(name, ranks, shares, lookup)

    def score(self, key: PassageKey, fused: bool) -> SignalScore:
        found = self.ranks.get(key)
        score = found[1] if found else self.lookup.get(key)
        rank = found[0] if found else None
        share = self.shares.get(key, 0.0) if fused else (score or 0.0)
        return SignalScore(self.name, score, rank, share)


def _key(hit: Hit) -> PassageKey:
    return (hit.paper_id, hit.chunk_index)
