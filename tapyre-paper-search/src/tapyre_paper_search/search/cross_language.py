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
) -> list[Hit]:
    """The dense and the lexical hits of one query fused by DBSF, the lexical
    ones weighted by :func:`lexical_weights`; best ``limit`` first, each with its
    fused score."""
    by_id = {hit.id: hit for hit in lexical}
    by_id.update((hit.id, hit) for hit in dense)  # the dense hit carries the vector asked for
    fused = dbsf(
        [[(h.id, h.score) for h in dense], [(h.id, h.score) for h in lexical]],
        [1.0, lexical_weights(lexical, query_languages, across=across)],
    )
    order = sorted(ranked(fused), key=lambda item: (-item[1], item[0]))[:limit]
    return [by_id[key].with_score(score) for key, score in order]


def query_batch(
    vectors: VectorStore, queries: Sequence[str], requests: Sequence[VectorQuery]
) -> list[list[Hit]]:
    """The hits of each request (one per query text), in one batch to the store.

    A hybrid request fused by DBSF is sent as its two sides (each fetching the
    request's prefetch limit, as Qdrant's prefetches would) and fused here by
    :func:`fuse_hybrid` in the languages the query text is analysed in; any other
    request goes to the store as it is.
    """
    split = [r.is_hybrid and r.fusion == "dbsf" for r in requests]
    if not any(split):
        return vectors.query_batch(list(requests))
    batch: list[VectorQuery] = []
    for request, two in zip(requests, split, strict=True):
        if two:
            fetch = request.candidates  # what each of Qdrant's prefetches would fetch
            sides = (replace(request, sparse=None), replace(request, dense=None))
            batch += [replace(side, limit=fetch, offset=0, prefetch_limit=None) for side in sides]
        else:
            batch.append(request)
    found = iter(vectors.query_batch(batch))
    results = []
    for text, request, two in zip(queries, requests, split, strict=True):
        if not two:
            results.append(next(found))
            continue
        dense_hits, lexical_hits = next(found), next(found)
        fused = fuse_hybrid(
            dense_hits,
            lexical_hits,
            language.query_languages(text),
            limit=request.limit + request.offset,
        )
        results.append(fused[request.offset :])
    return results
