"""Ranking passages over the graph: the two stages after linking.  Pure (NumPy, SciPy).

1. **Bridging** (:mod:`.bridging`) activates entities from the seeds.
2. **Global importance**: Personalized PageRank (:mod:`.pagerank`) over the
   passage–entity graph.  Its reset distribution holds the activated
   entities' weights (an entity reached at hop *h* times ``bridge_decay ** h``)
   and, for every passage, its own evidence scaled by ``passage_weight``:
   ``log(1 + Σ weight(e) · log(1 + tf(p, e)) / tier(e))`` over the activated
   entities it mentions, plus its dense score times ``dense_ratio`` and its
   lexical (BM25) score times ``lexical_ratio`` (both min–max scaled over
   their candidates).  So the dense and the lexical ranking are fused into the
   walk's starting points: a passage that is close to the question in meaning
   or names its rare words starts with weight, and the graph carries weight on
   to the passages the question's entities lead to.

The passages' PageRank scores are the ranking.  A question that activates
nothing falls back to the fused dense and lexical scores.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.graph.bridging import Activation, bridge
from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.linking import Seed
from tapyre_paper_search.graph.pagerank import pushed_pagerank
from tapyre_paper_search.graph.params import RankingParams


@dataclass
class Ranking:
    """Passage rows best first with their fused scores, and how they were reached."""

    passages: NDArray[np.int64]
    scores: NDArray[np.float64]
    seeds: list[Seed] = field(default_factory=list)
    activation: Activation = field(default_factory=Activation)


def rank(
    index: GraphIndex,
    question: NDArray[np.float32],
    seeds: list[Seed],
    dense: dict[int, float],
    lexical: dict[int, float],
    *,
    params: RankingParams,
    limit: int = 1_000,
) -> Ranking:
    """The best ``limit`` passages for a question (its unit vector ``question``)."""
    n_p = index.passages
    if n_p == 0:
        return Ranking(np.zeros(0, dtype=np.int64), np.zeros(0), seeds)
    activation = bridge(
        index,
        question,
        {s.entity: s.score for s in seeds},
        hops=params.hops,
        threshold=params.bridge_threshold,
        sentences_per_entity=params.sentences_per_entity,
        max_sentences=params.max_sentences,
    )
    weights, tiers = activation.arrays(index.entities)
    weights = weights * params.bridge_decay ** (tiers - 1)
    evidence = index.log_tf @ (weights / tiers)
    passage_reset = (
        np.log1p(evidence)
        + params.dense_ratio * _scaled(dense, n_p)
        + params.lexical_ratio * _scaled(lexical, n_p)
    )
    reset = np.concatenate([passage_reset * params.passage_weight, weights])
    if reset.sum() <= 0:
        scores = passage_reset
    else:
        walk = index.walk(params.adjacency_weight)
        scores = pushed_pagerank(walk, reset, damping=params.damping, epsilon=params.push_epsilon)[
            :n_p
        ]
    candidates = np.flatnonzero(scores > 0)
    if len(candidates) > limit:
        candidates = candidates[np.argpartition(-scores[candidates], limit)[:limit]]
    order = candidates[np.lexsort((candidates, -scores[candidates]))]
    return Ranking(order.astype(np.int64), scores[order], seeds, activation)


def _scaled(values: dict[int, float], size: int) -> NDArray[np.float64]:
    """A dense vector of ``values`` min–max scaled to [0, 1] (0 where absent)."""
    out = np.zeros(size, dtype=np.float64)
    if not values:
        return out
    rows = np.fromiter(values, dtype=np.int64)
    scores = np.fromiter(values.values(), dtype=np.float64)
    low, high = scores.min(), scores.max()
    out[rows] = (scores - low) / (high - low) if high > low else 1.0
    return out
