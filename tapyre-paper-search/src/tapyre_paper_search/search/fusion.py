"""Rank fusion: reciprocal-rank fusion, distribution-based score fusion and the
multi-query formula.  Pure functions over ranked ``(id, score)`` lists.

The hybrid search itself fuses inside Qdrant (prefetch + fusion query); these
functions fuse on this side where Qdrant cannot: across the several queries an
LLM rewrote a question into, and in tests that check the store agrees.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

DEFAULT_RRF_K = 60
"""The constant of Cormack et al. (2009), also Qdrant's default."""


def rrf(rankings: Sequence[Sequence[K]], *, k: int = DEFAULT_RRF_K) -> dict[K, float]:
    """Reciprocal-rank fusion: ``sum over lists of 1 / (k + rank)``, rank from 1.

    An id missing from a list contributes nothing for that list.
    """
    if k < 0:
        raise ValueError(f"RRF k must not be negative, got {k}")
    scores: dict[K, float] = {}
    for ranking in rankings:
        for rank, key in enumerate(ranking, start=1):
            scores[key] = scores.get(key, 0.0) + 1.0 / (k + rank)
    return scores


def dbsf(
    results: Sequence[Sequence[tuple[K, float]]],
    weights: Sequence[float | Mapping[K, float]] | None = None,
) -> dict[K, float]:
    """Distribution-based score fusion, as Qdrant computes it: each list's scores are
    scaled so that its mean − 3σ maps to 0 and its mean + 3σ to 1 (σ the sample
    standard deviation; scores beyond are not clipped), then summed.  A list of one
    score, or of equal scores, maps them to 0.5.  (Checked against the engine's own
    fused scores: :mod:`tapyre_paper_search.search.explain` relies on it, and so
    does :mod:`tapyre_paper_search.search.cross_language`.)

    ``weights`` (one per list) multiplies each list's scaled scores: a number
    weighs the whole list, a mapping each id of it (ids missing from it weigh
    1).  Without weights this is Qdrant's DBSF exactly.
    """
    if weights is not None and len(weights) != len(results):
        raise ValueError(f"{len(results)} lists to fuse but {len(weights)} weights")
    fused: dict[K, float] = {}
    for i, result in enumerate(results):
        if not result:
            continue
        weight = 1.0 if weights is None else weights[i]
        scores = [s for _, s in result]
        mean = sum(scores) / len(scores)
        spread = len(scores) - 1
        std = math.sqrt(sum((s - mean) ** 2 for s in scores) / spread) if spread else 0.0
        low, high = mean - 3 * std, mean + 3 * std
        for key, score in result:
            norm = 0.5 if high <= low else (score - low) / (high - low)
            w = weight if isinstance(weight, float | int) else weight.get(key, 1.0)
            fused[key] = fused.get(key, 0.0) + w * norm
    return fused


def multi_query_fusion(
    rankings: Sequence[Sequence[K]],
    mean_similarity: Mapping[K, float],
    *,
    weight: float = 0.5,
    k: int = DEFAULT_RRF_K,
) -> dict[K, float]:
    """Fuse the results of several queries for one question.

    ``score = w · mean similarity + (1 − w) · normalised RRF``.  The RRF over
    ``rankings`` is divided by its largest possible value (rank 1 in every
    list) so it lies in [0, 1] like a cosine similarity.  ``mean_similarity``
    holds each id's similarity to the queries averaged over all of them (see
    :func:`mean_scores` when only the lists' own scores are known).  Ids
    missing from it count as 0.
    """
    if not 0.0 <= weight <= 1.0:
        raise ValueError(f"fusion weight must be within [0, 1], got {weight}")
    rankings = [r for r in rankings if r]
    if not rankings:
        return {}
    best_possible = len(rankings) / (k + 1)
    return {
        key: weight * mean_similarity.get(key, 0.0) + (1.0 - weight) * score / best_possible
        for key, score in rrf(rankings, k=k).items()
    }


def mean_scores(results: Sequence[Sequence[tuple[K, float]]]) -> dict[K, float]:
    """Each id's score averaged over all ``results`` lists.

    A list that did not return an id counts with the lowest score it did
    return: the id's true similarity to that query is at most that.
    """
    results = [r for r in results if r]
    floors = [min(score for _, score in r) for r in results]
    by_list = [dict(r) for r in results]
    keys = dict.fromkeys(key for r in results for key, _ in r)
    return {
        key: sum(s.get(key, floor) for s, floor in zip(by_list, floors, strict=True)) / len(results)
        for key in keys
    }


def ranked(scores: dict[K, float]) -> list[tuple[K, float]]:
    """``scores`` as a list sorted by score, best first (ties keep insertion order)."""
    return sorted(scores.items(), key=lambda item: item[1], reverse=True)
