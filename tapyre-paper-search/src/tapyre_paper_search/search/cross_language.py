"""Hybrid fusion that knows languages: lexical matches across languages count less.

BM25 compares words.  A German query over English papers shares with them only
the words both languages spell alike (gene and drug names, numbers, a few
loanwords) and whatever German stems happen to equal English ones; yet
distribution-based score fusion scales every list to the same range, so those
few, weak matches weigh as much as the dense side's cross-lingual similarity.
Here each lexical hit is weighted by whether its passage is in a language the
query was analysed in: same language (or a passage of unknown language, as in
collections built before languages were stored) counts fully, another language
counts :data:`CROSS_LANGUAGE_LEXICAL_WEIGHT`.  An English query over English
papers is fused exactly as before (every weight is 1: Qdrant's own DBSF).

The rule has one number, measured with ``python benchmarks/multilingual_fusion.py``
(figures in ``docs/multilingual.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from tapyre_paper_search import language
from tapyre_paper_search.search.fusion import dbsf, ranked

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import VectorStore
    from tapyre_paper_search.records.vectors import Hit, VectorQuery
    from tapyre_paper_search.search.term_bridge import TermBridge

CROSS_LANGUAGE_LEXICAL_WEIGHT = 0.25
"""Weight of a lexical hit whose passage is in none of the query's languages.

0 would drop such matches (hybrid = dense for a German query over English
papers); 1 is plain DBSF.  On SciFact's 40 German claims a quarter keeps the few
useful shared terms (gene names, numbers): over 1,164 abstracts German hybrid
nDCG@10 rose from 0.798 to 0.845, and on each half of the claims and on pools of
364 and 1,164 abstracts it beat 1 and beat or tied 0, 0.5 and 0.75
(docs/multilingual.md)."""

LANGUAGE_FIELD = "language"
"""The payload field holding a point's language (``""`` or absent: unknown)."""


def lexical_weights(
    hits: Sequence[Hit],
    query_languages: Sequence[str],
    *,
    across: float = CROSS_LANGUAGE_LEXICAL_WEIGHT,
) -> dict[str, float]:
    """The weight of each lexical hit (by id): 1, or ``across`` for a passage in
    a language known and not among ``query_languages``."""
    weights: dict[str, float] = {}
    for hit in hits:
        found = hit.payload.get(LANGUAGE_FIELD) or ""
        weights[hit.id] = across if found and found not in query_languages else 1.0
    return weights


def fuse_hybrid(
    dense: Sequence[Hit],
    lexical: Sequence[Hit],
    query_languages: Sequence[str],
    *,
    limit: int,
    across: float = CROSS_LANGUAGE_LEXICAL_WEIGHT,
    bridged: Sequence[Hit] = (),
    bridge_weight: float = 0.0,
) -> list[Hit]:
    """The dense and the lexical hits of one query fused by DBSF, the lexical
    ones weighted by :func:`lexical_weights`, and the hits of the query's
    translated terms (:mod:`~tapyre_paper_search.search.term_bridge`), if any,
    weighted ``bridge_weight``; best ``limit`` first, each with its fused score."""
    by_id = {hit.id: hit for hit in (*bridged, *lexical)}
    by_id.update((hit.id, hit) for hit in dense)  # the dense hit carries the vector asked for
    lists = [[(h.id, h.score) for h in dense], [(h.id, h.score) for h in lexical]]
    weights: list[float | dict[str, float]] = [
        1.0,
        lexical_weights(lexical, query_languages, across=across),
    ]
    if bridged:
        lists.append([(h.id, h.score) for h in bridged])
        weights.append(bridge_weight)
    fused = dbsf(lists, weights)
    order = sorted(ranked(fused), key=lambda item: (-item[1], item[0]))[:limit]
    return [by_id[key].with_score(score) for key, score in order]


def query_batch(
    vectors: VectorStore,
    queries: Sequence[str],
    requests: Sequence[VectorQuery],
    bridge: TermBridge | None = None,
    bridge_weight: float = 0.0,
) -> list[list[Hit]]:
    """The hits of each request (one per query text), in one batch to the store.

    A hybrid request fused by DBSF is sent as its two sides (each fetching the
    request's prefetch limit, as Qdrant's prefetches would) and fused here by
    :func:`fuse_hybrid` in the languages the query text is analysed in; with a
    ``bridge``, a query not analysed in the collection's main language also sends
    its translated terms as a third side, weighted ``bridge_weight``.  Any other
    request goes to the store as it is.
    """
    split = [r.is_hybrid and r.fusion == "dbsf" for r in requests]
    if not any(split):
        return vectors.query_batch(list(requests))
    languages = [language.query_languages(text) for text in queries]
    batch: list[VectorQuery] = []
    sides_of: list[int] = []
    for text, langs, request, two in zip(queries, languages, requests, split, strict=True):
        if not two:
            batch.append(request)
            sides_of.append(1)
            continue
        sides = [replace(request, sparse=None), replace(request, dense=None)]
        if bridge is not None and bridge_weight > 0 and bridge.crosses(langs):
            translated = bridge.sparse_query(text, langs[0])
            if translated is not None:
                sides.append(replace(request, dense=None, sparse=translated))
        fetch = request.candidates  # what each of Qdrant's prefetches would fetch
        batch += [replace(side, limit=fetch, offset=0, prefetch_limit=None) for side in sides]
        sides_of.append(len(sides))
    found = iter(vectors.query_batch(batch))
    results = []
    for langs, request, two, count in zip(languages, requests, split, sides_of, strict=True):
        if not two:
            results.append(next(found))
            continue
        dense_hits, lexical_hits = next(found), next(found)
        fused = fuse_hybrid(
            dense_hits,
            lexical_hits,
            langs,
            limit=request.limit + request.offset,
            bridged=next(found) if count == 3 else (),
            bridge_weight=bridge_weight,
        )
        results.append(fused[request.offset :])
    return results
