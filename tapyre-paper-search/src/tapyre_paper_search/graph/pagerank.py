"""Personalized PageRank over the passage–entity graph, as sparse matrix–vector products.

The walk graph has a node per passage and per entity (passages first).  Its
edges are the passage–entity weights and, scaled by ``adjacency_weight``, the
adjacency of consecutive chunks of a paper; it is undirected.  A walker at a
node moves along an edge chosen by weight with probability ``damping`` and
jumps back to the reset distribution otherwise (a node without edges sends its
walker back too), so the score of a node is how often walks that start at the
question's entities and passages visit it.

Search uses :func:`pushed_pagerank`: the same scores (to within a small
residual), computed by pushing mass out from the nodes that hold it, so the
work follows the mass around the question's nodes instead of visiting the whole
graph at every step (a walker restarts after 1 / (1 − damping) steps on
average, so nodes far from the start receive almost nothing).
:func:`personalized_pagerank` is the plain power iteration, the reference.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp
from numpy.typing import NDArray

Vector = NDArray[np.float64]


def walk_matrix(
    passage_entity: sp.csr_matrix, adjacency: sp.csr_matrix, adjacency_weight: float
) -> sp.csr_matrix:
    """The symmetric weighted adjacency of the walk graph (passages, then entities)."""
    n_p, n_e = passage_entity.shape
    blocks = sp.bmat(
        [
            [adjacency * adjacency_weight if adjacency_weight else None, passage_entity],
            [passage_entity.T, None],
        ],
        format="csr",
        dtype=np.float64,
    )
    if blocks.shape != (n_p + n_e, n_p + n_e):  # empty blocks shrink bmat's result
        blocks.resize((n_p + n_e, n_p + n_e))
    blocks.eliminate_zeros()
    return blocks


@dataclass(frozen=True)
class Transition:
    """A walk graph ready for power iteration: ``matrix`` (symmetric weights, for
    finding neighbourhoods), ``spread`` (the weights divided by the degree of the
    node a walker leaves, float32: ``spread @ x`` moves the mass ``x`` one step)
    and the ``dangling`` nodes (no edges)."""

    matrix: sp.csr_matrix
    spread: sp.csr_matrix
    dangling: NDArray[np.bool_]
    inverse: NDArray[np.float64]
    degree: NDArray[np.int64]
    """Edges per node (at least 1), the push thresholds' scale."""

    @classmethod
    def of(cls, matrix: sp.csr_matrix) -> Transition:
        degree = np.asarray(matrix.sum(axis=1)).ravel()
        inverse = np.divide(1.0, degree, out=np.zeros_like(degree), where=degree > 0)
        spread = (matrix @ sp.diags(inverse)).tocsr().astype(np.float32)
        edges = np.maximum(np.diff(matrix.indptr), 1).astype(np.int64)
        return cls(matrix, spread, degree == 0, inverse, edges)

    @property
    def nodes(self) -> int:
        return int(self.matrix.shape[0])


def personalized_pagerank(
    walk: Transition,
    reset: Vector,
    *,
    damping: float = 0.5,
    tolerance: float = 1e-4,
    max_iterations: int = 100,
) -> Vector:
    """Scores of every node (summing to 1) for the ``reset`` distribution.

    ``reset`` is non-negative and not all zero (it is normalised here).  Power
    iteration until the L1 change falls below ``tolerance`` (the ranking of the
    top nodes is settled long before: the change shrinks by ``damping`` a step).
    """
    total = float(reset.sum())
    if total <= 0:
        raise ValueError("the reset distribution is all zero")
    start = (reset / total).astype(np.float32)
    scores = start.copy()
    for _ in range(max_iterations):
        lost = float(scores[walk.dangling].sum())
        following = (1.0 - damping) * start + damping * (walk.spread @ scores + lost * start)
        change = float(np.abs(following - scores).sum())
        scores = following
        if change < tolerance:
            break
    return scores.astype(np.float64)


def pushed_pagerank(
    walk: Transition,
    nodes: NDArray[np.int64],
    weights: NDArray[np.float64],
    *,
    damping: float,
    epsilon: float = 3e-5,
    max_rounds: int = 200,
) -> tuple[NDArray[np.int64], Vector]:
    """:func:`personalized_pagerank` from the reset distribution ``weights`` on
    ``nodes`` (distinct), by pushing: each round, every node whose residual mass
    exceeds ``epsilon`` times its number of edges passes it on, all at once.

    Returns the nodes with a score and their scores.  The work follows the mass:
    it touches the rows of the pushing nodes only, and a node with many edges (an
    entity half the collection names) pushes only when a lot of mass sits on it,
    so a search costs about the same in a graph of thousands or of millions of
    nodes.  The scores are power iteration's to within the mass left below the
    thresholds (Andersen, Chung and Lang's push, done in synchronous rounds).
    """
    total = float(weights.sum())
    if total <= 0:
        raise ValueError("the reset distribution is all zero")
    start = weights / total
    degree = walk.degree
    scores = np.zeros(walk.nodes, dtype=np.float64)  # calloc: pages are touched as used
    residual = np.zeros(walk.nodes, dtype=np.float64)
    residual[nodes] = start
    active = nodes[residual[nodes] > epsilon * degree[nodes]]
    pushed: list[NDArray[np.int64]] = []
    indptr, indices, data = walk.matrix.indptr, walk.matrix.indices, walk.matrix.data
    for _ in range(max_rounds):
        if len(active) == 0:
            break
        pushed.append(active)
        mass = residual[active]
        residual[active] = 0.0
        scores[active] += (1.0 - damping) * mass
        # the rows of the pushing nodes, gathered straight from the CSR arrays
        first, counts = indptr[active], indptr[active + 1] - indptr[active]
        edges = np.repeat(first - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())
        targets = indices[edges]
        np.add.at(
            residual,
            targets,
            data[edges] * np.repeat(damping * mass * walk.inverse[active], counts),
        )
        lost = float(mass[walk.dangling[active]].sum())
        if lost:  # walkers at a node without edges start again
            residual[nodes] += damping * lost * start
            targets = np.concatenate([targets, nodes])
        over = targets[residual[targets] > epsilon * degree[targets]]
        active = np.unique(over)
    reached = np.unique(np.concatenate(pushed)) if pushed else np.zeros(0, dtype=np.int64)
    return reached, scores[reached]
