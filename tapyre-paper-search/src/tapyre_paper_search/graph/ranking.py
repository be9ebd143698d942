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

The passages' PageRank scores are the ranking, but for its head: the first
places go to the passages of the question's entities and then to passages
covering the activated entities the places above do not
(:mod:`.ordering`).  Everything here is sparse: a
search reads the rows of the nodes it activates and pushes from, never a
vector over the whole graph.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.graph.bridging import Activation, Relate, bridge
from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.linking import Seed
from tapyre_paper_search.graph.ordering import cover
from tapyre_paper_search.graph.pagerank import pushed_pagerank
from tapyre_paper_search.graph.params import RankingParams

SORT_FACTOR = 16
"""Up to ``size / SORT_FACTOR`` indices, :func:`summed` sorts them; beyond, it counts."""


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
    relate: Relate | None = None,
) -> Ranking:
    """The best ``limit`` passages for a question (its unit vector ``question``);
    ``relate`` scores bridging sentences' entities by the question's relation
    words (:mod:`.relation`)."""
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
        relate=relate,
        relation_gain=params.relation_gain,
        skip_parts=params.skip_parts,
    )
    entities, weights = activation.decayed(params.bridge_decay)
    passages, evidence = _evidence(index, activation, entities)
    own = _merge(
        (passages, np.log1p(evidence)),
        _scaled(dense, params.dense_ratio),
        _scaled(lexical, params.lexical_ratio),
    )
    nodes = np.concatenate([own[0], entities + n_p])
    reset = np.concatenate([own[1] * params.passage_weight, weights])
    if len(nodes) == 0 or reset.sum() <= 0:
        return Ranking(np.zeros(0, dtype=np.int64), np.zeros(0), seeds, activation)
    walk = index.walk(params.adjacency_weight)
    reached, visits = pushed_pagerank(
        walk, nodes, reset, damping=params.damping, epsilon=params.push_epsilon
    )
    found = reached < n_p
    candidates, scores = reached[found], visits[found]
    if len(candidates) > limit:
        best = np.argpartition(-scores, limit)[:limit]
        candidates, scores = candidates[best], scores[best]
    order = np.lexsort((candidates, -scores))
    ranked, ranked_scores = cover(
        index, candidates[order].astype(np.int64), scores[order], activation, params
    )
    return Ranking(ranked, ranked_scores, seeds, activation)


def _evidence(
    index: GraphIndex, activation: Activation, entities: NDArray[np.int64]
) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    """``Σ weight(e) · log(1 + tf(p, e)) / tier(e)`` for the passages naming an
    activated entity (only their rows are read)."""
    if len(entities) == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    per_entity = np.array(
        [activation.weights[e] / activation.tiers[e] for e in entities.tolist()], dtype=np.float64
    )
    rows = index.entity_log_tf[entities]
    share = np.repeat(per_entity, np.diff(rows.indptr)) * rows.data
    return summed(rows.indices, share, index.passages)


def _merge(
    *parts: tuple[NDArray[np.int64], NDArray[np.float64]],
) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    """Sparse vectors (indices, values) summed."""
    indices = np.concatenate([p[0] for p in parts])
    values = np.concatenate([p[1] for p in parts])
    if len(indices) == 0:
        return indices.astype(np.int64), values.astype(np.float64)
    return summed(indices, values, int(indices.max()) + 1)


def summed(
    indices: NDArray[np.integer], values: NDArray[np.floating], size: int
) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    """The distinct ``indices`` (ascending, all below ``size``) and the sum of the
    ``values`` at each, added in the order given either way.  Many indices are
    counted into arrays of ``size`` (linear); few are sorted, so that a
    question's cost follows what it reads and not the graph's size."""
    if len(indices) * SORT_FACTOR < size:
        distinct, where = np.unique(indices, return_inverse=True)
        return distinct.astype(np.int64), np.bincount(where, weights=values).astype(np.float64)
    present = np.bincount(indices, minlength=size) > 0
    totals = np.bincount(indices, weights=values, minlength=size)
    distinct = np.flatnonzero(present)
    return distinct.astype(np.int64), totals[distinct].astype(np.float64)


def _scaled(
    values: dict[int, float], ratio: float
) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    """``values`` min–max scaled to [0, 1] and times ``ratio``, as a sparse vector."""
    if not values or ratio == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    rows = np.fromiter(values, dtype=np.int64)
    scores = np.fromiter(values.values(), dtype=np.float64)
    low, high = scores.min(), scores.max()
    scaled = (scores - low) / (high - low) if high > low else np.ones_like(scores)
    return rows, ratio * scaled
