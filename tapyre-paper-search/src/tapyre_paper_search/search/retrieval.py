"""Retrieval over the vector store: queries in, papers with their best hits out.

:class:`Retriever` is what :class:`~tapyre_paper_search.search.service.SearchService`
asks for candidates: it embeds the query texts, builds one
:class:`~tapyre_paper_search.store.vectors.VectorQuery` per text (dense, sparse
or both, fused by the store, or, for DBSF, here, where lexical matches across
languages weigh less: :mod:`~tapyre_paper_search.search.cross_language`), fuses
the rankings of several texts (query rewriting), diversifies with MMR and
groups the hits per paper.  "Papers like this" is the paper point's stored
vector used as the query.  It knows nothing of language models or the metadata
store.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np

from tapyre_paper_search.errors import PaperNotFoundError, SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.search import cross_language, term_bridge
from tapyre_paper_search.search.fusion import mean_scores, multi_query_fusion, ranked
from tapyre_paper_search.search.mmr import mmr
from tapyre_paper_search.search.options import Mode, SearchOptions
from tapyre_paper_search.search.results import Passage

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.contracts import VectorStore
    from tapyre_paper_search.records.vectors import Hit, PaperGroup, VectorQuery
    from tapyre_paper_search.search.term_bridge import TermBridge

CANDIDATE_FIELDS = ("paper_id", cross_language.LANGUAGE_FIELD)
"""The payload every candidate carries: its paper (to group by) and its language
(the lexical weights of cross-language DBSF).  What a :class:`PaperHit` shows
(title, authors, year, categories, pages, snippet) is read for the passages
returned only (:meth:`Retriever.with_payloads`): of 120 candidates 30 or so are
shown, and converting every candidate's payload was a quarter of a lexical query."""


class Retriever:
    """Candidates from one vector store, embedded with the given embedders.

    Either embedder may be ``None`` (a lexical-only or dense-only service);
    :meth:`effective_mode` says what a mode falls back to then.  ``bridge``: the
    translated lexical side of hybrid queries in another language than the
    collection's (:mod:`~tapyre_paper_search.search.term_bridge`), or ``None``.
    """

    def __init__(
        self,
        vectors: VectorStore,
        dense: DenseEmbedder | None,
        sparse: SparseEmbedder | None,
        bridge: TermBridge | None = None,
    ) -> None:
        self.vectors = vectors
        self.dense = dense
        self.sparse = sparse
        self.bridge = bridge

    def effective_mode(self, mode: Mode, notes: list[str]) -> Mode:
        """``mode``, or the one the configured embedders allow (with a note);
        raises :class:`SearchError` when neither does."""
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

    def retrieve(
        self,
        queries: list[str],
        opts: SearchOptions,
        filters: SearchFilters,
        timings: dict[str, float],
    ) -> list[PaperGroup]:
        """Embed the queries, search, fuse the queries' results, diversify, group.

        ``opts.mode`` must be one :meth:`effective_mode` allows.
        """
        from tapyre_paper_search.store.vectors import group_hits

        with Timed(timings, "embed"):
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
        with Timed(timings, "search"):
            per_query = cross_language.query_batch(
                self.vectors, queries, requests, self.bridge, term_bridge.BRIDGE_WEIGHT
            )
        hits = self._fuse_queries(per_query, dense, opts) if fuse else per_query[0]
        wanted = opts.k * 3 if opts.mmr else opts.k
        groups = group_hits(hits, limit=wanted, group_size=opts.passages_per_paper)
        if len(groups) < wanted and not fuse and len(hits) >= requests[0].limit:
            # A few papers took every candidate: let the store fetch until it has enough.
            with Timed(timings, "search"):
                groups = self.vectors.query_groups(
                    replace(requests[0], limit=wanted), group_size=opts.passages_per_paper
                )
        if opts.mmr:
            groups = self._diversify(groups, opts)
        with Timed(timings, "payloads"):
            return self.with_payloads(groups)

    def with_payloads(self, groups: list[PaperGroup]) -> list[PaperGroup]:
        """``groups`` with each hit's whole payload, read from the store in one call
        for these hits only (the candidates carried :data:`CANDIDATE_FIELDS`)."""
        ids = list(dict.fromkeys(hit.id for group in groups for hit in group.hits))
        if not ids:
            return groups
        kinds = {hit.kind for group in groups for hit in group.hits}
        kind = kinds.pop() if len(kinds) == 1 else None  # one collection to read, not both
        stored = {point.id: point.payload for point in self.vectors.retrieve(ids, kind=kind)}
        return [
            replace(
                group,
                hits=[hit.with_payload(stored.get(hit.id, hit.payload)) for hit in group.hits],
            )
            for group in groups
        ]

    def similar(self, paper_id: str, opts: SearchOptions) -> list[PaperGroup]:
        """Papers like ``paper_id``: its stored paper vector is the query, the paper
        itself left out.

        :raises PaperNotFoundError: the collection holds no vector of that paper.
        """
        from tapyre_paper_search.records.vectors import VectorQuery
        from tapyre_paper_search.store.ids import paper_point_id
        from tapyre_paper_search.store.vectors import group_hits

        stored = self.vectors.retrieve([paper_point_id(paper_id)], with_vectors=True, kind="paper")
        if not stored or stored[0].dense is None:
            raise PaperNotFoundError(
                f"paper {paper_id} is not in the collection",
                hint="Ingest it first (tapyre papers ingest arxiv:ID..ID) or check the id.",
            )
        limit = opts.k if opts.level == "paper" else opts.candidate_limit()
        others = replace(
            opts.filters, exclude_paper_ids=(*opts.filters.exclude_paper_ids, paper_id)
        )
        query = VectorQuery(
            dense=stored[0].dense,
            kind=opts.level,
            limit=limit,
            filter=others,
            with_payload=CANDIDATE_FIELDS,
        )
        hits = self.vectors.query_batch([query])[0]
        return self.with_payloads(
            group_hits(hits, limit=opts.k, group_size=opts.passages_per_paper)
        )

    def _query(
        self,
        *,
        dense: np.ndarray | None,
        sparse: Any,
        opts: SearchOptions,
        filters: SearchFilters,
        with_vector: bool,
    ) -> VectorQuery:
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
            filter=None if filters.is_empty else filters,
            limit=candidates,
            fusion=opts.fusion,
            rrf_k=opts.rrf_k,
            prefetch_limit=candidates,
            with_payload=CANDIDATE_FIELDS,
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
        return [by_id[i].with_score(score) for i, score in ranked(fused)]

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


def passage(hit: Hit) -> Passage:
    """A hit as the passage a result shows (its payload's snippet and pages)."""
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


class Timed:
    """Adds the block's wall time in ms to ``timings[name]``."""

    def __init__(self, timings: dict[str, float], name: str) -> None:
        self.timings = timings
        self.name = name

    def __enter__(self) -> None:
        self.start = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        elapsed = (time.perf_counter() - self.start) * 1000.0
        self.timings[self.name] = round(self.timings.get(self.name, 0.0) + elapsed, 3)
