"""Maximal marginal relevance: diversify a ranked candidate list.

Pure numpy.  Works on any candidates with vectors, so it applies after a
hybrid fusion as well as after a dense search.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray


def mmr(
    relevance: NDArray[np.floating] | list[float],
    vectors: NDArray[np.floating],
    *,
    lambda_: float = 0.7,
    k: int = 10,
) -> list[int]:
    """Indices of ``k`` candidates chosen by MMR, in the order chosen.

    At each step picks ``argmax λ · rel(i) − (1 − λ) · max_j sim(i, j)`` over
    the not yet chosen ``i`` and the chosen ``j``; ``sim`` is the cosine of the
    candidates' ``vectors``.  ``relevance`` is min-max scaled to [0, 1] first
    so that fused scores (RRF, BM25) and cosines are on the scale of ``sim``.
    ``λ = 1`` keeps the original order.
    """
    if not 0.0 <= lambda_ <= 1.0:
        raise ValueError(f"MMR lambda must be within [0, 1], got {lambda_}")
    rel = np.asarray(relevance, dtype=np.float64)
    n = rel.shape[0]
    if n == 0 or k <= 0:
        return []
    vecs = np.asarray(vectors, dtype=np.float64)
    if vecs.shape[0] != n:
        raise ValueError("mmr: relevance and vectors differ in length")
    span = rel.max() - rel.min()
    rel = (rel - rel.min()) / span if span > 0 else np.ones_like(rel)
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    unit = vecs / np.where(norms == 0, 1.0, norms)
    sims = unit @ unit.T

    chosen: list[int] = []
    max_sim = np.full(n, -np.inf)
    available = np.ones(n, dtype=bool)
    for _ in range(min(k, n)):
        penalty = np.where(np.isfinite(max_sim), max_sim, 0.0)
        score = lambda_ * rel - (1.0 - lambda_) * penalty
        score[~available] = -np.inf
        pick = int(np.argmax(score))
        chosen.append(pick)
        available[pick] = False
        max_sim = np.maximum(max_sim, sims[pick])
    return chosen
