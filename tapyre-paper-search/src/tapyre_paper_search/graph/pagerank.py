"""Personalized PageRank over the passage–entity graph, as sparse matrix–vector products.

The walk graph has a node per passage and per entity (passages first).  Its
edges are the passage–entity weights and, scaled by ``adjacency_weight``, the
adjacency of consecutive chunks of a paper; it is undirected.  A walker at a
node moves along an edge chosen by weight with probability ``damping`` and
jumps back to the reset distribution otherwise (a node without edges sends its
walker back too), so the score of a node is how often walks that start at the
question's entities and passages visit it.

On a large graph the walk runs on the neighbourhood of the reset nodes only
(:func:`neighbourhood`): with damping 0.5 a walker is back at its start after
two steps on average, so nodes a few hops away receive almost nothing, and a
query touches a small part of a graph of millions of nodes.
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

    @classmethod
    def of(cls, matrix: sp.csr_matrix) -> Transition:
        degree = np.asarray(matrix.sum(axis=1)).ravel()
        inverse = np.divide(1.0, degree, out=np.zeros_like(degree), where=degree > 0)
        spread = (matrix @ sp.diags(inverse)).tocsr().astype(np.float32)
        return cls(matrix, spread, degree == 0)

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


def neighbourhood(
    matrix: sp.csr_matrix, seeds: NDArray[np.int64], hops: int, max_degree: int
) -> NDArray[np.int64]:
    """The nodes within ``hops`` edges of ``seeds`` (sorted), not walking on from
    nodes with more than ``max_degree`` edges (an entity half the collection
    mentions leads everywhere and carries almost no weight)."""
    degree = np.diff(matrix.indptr)
    inside = np.zeros(matrix.shape[0], dtype=bool)
    inside[seeds] = True
    frontier = np.unique(seeds)
    for _ in range(hops):
        walkable = frontier[degree[frontier] <= max_degree]
        if len(walkable) == 0:
            break
        reached = np.unique(matrix[walkable].indices)
        new = reached[~inside[reached]]
        if len(new) == 0:
            break
        inside[new] = True
        frontier = new
    return np.flatnonzero(inside)


def local_pagerank(
    walk: Transition,
    reset: Vector,
    *,
    damping: float,
    hops: int,
    max_degree: int,
    max_nodes: int,
) -> Vector:
    """:func:`personalized_pagerank` on the neighbourhood of the reset nodes when the
    graph has more than ``max_nodes`` nodes, else on the whole graph; scores of
    nodes outside the neighbourhood are 0."""
    if walk.nodes <= max_nodes:
        return personalized_pagerank(walk, reset, damping=damping)
    nodes = neighbourhood(walk.matrix, np.flatnonzero(reset > 0), hops, max_degree)
    local = Transition.of(walk.matrix[nodes][:, nodes])
    scores = np.zeros(walk.nodes, dtype=np.float64)
    scores[nodes] = personalized_pagerank(local, reset[nodes], damping=damping)
    return scores
