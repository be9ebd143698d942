"""Training gradient-boosted trees for multi-class classification, in numpy.

Each round fits, for every class, one regression tree of fixed depth to the
gradient and Hessian of the softmax cross-entropy (Newton boosting), on
features cut into at most ``bins`` quantile bins.  Trees are complete binary
trees (a node that gains nothing from splitting sends every row left), which
is the format :mod:`tapyre_paper_search.pdf.trees` evaluates.

Deliberately small: a few hundred shallow trees over a few dozen features,
trained in a minute on a laptop core, evaluated in well under a millisecond
a page.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray


@dataclass(frozen=True)
class Settings:
    rounds: int = 120
    depth: int = 4
    learning_rate: float = 0.15
    bins: int = 32
    l2: float = 1.0
    min_hessian: float = 1.0
    min_gain: float = 1e-3


def _cuts(column: NDArray[np.float64], bins: int) -> NDArray[np.float64]:
    """Cut points between the quantiles of one feature (the candidate thresholds)."""
    values = np.unique(column)
    if len(values) <= bins:
        return (values[:-1] + values[1:]) / 2
    quantiles = np.unique(np.quantile(column, np.linspace(0, 1, bins + 1)[1:-1]))
    return quantiles


def train(
    rows: NDArray[np.float64],
    labels: NDArray[np.intp],
    classes: int,
    settings: Settings,
    weights: NDArray[np.float64] | None = None,
) -> dict[str, object]:
    """A trained model as the JSON-ready dict of :mod:`tapyre_paper_search.pdf.trees`
    (without ``features`` and ``classes``, which the caller adds)."""
    n, f = rows.shape
    w = np.ones(n) if weights is None else weights
    cuts = [_cuts(rows[:, j], settings.bins) for j in range(f)]
    binned = np.stack(
        [np.searchsorted(cuts[j], rows[:, j], side="left") for j in range(f)], axis=1
    ).astype(np.intp)
    onehot = np.eye(classes)[labels]
    prior = (onehot * w[:, None]).sum(axis=0) + 1.0
    base = np.log(prior / prior.sum())
    scores = np.tile(base, (n, 1))
    trees = []
    for _ in range(settings.rounds):
        exp = np.exp(scores - scores.max(axis=1, keepdims=True))
        probs = exp / exp.sum(axis=1, keepdims=True)
        for k in range(classes):
            grad = (probs[:, k] - onehot[:, k]) * w
            hess = np.maximum(probs[:, k] * (1 - probs[:, k]), 1e-6) * w
            tree, leaf_of_row = _tree(binned, cuts, grad, hess, settings)
            scores[:, k] += np.asarray(tree["values"])[leaf_of_row]
            tree["class"] = k
            trees.append(tree)
    return {"depth": settings.depth, "base": base.tolist(), "trees": trees}


def _tree(
    binned: NDArray[np.intp],
    cuts: list[NDArray[np.float64]],
    grad: NDArray[np.float64],
    hess: NDArray[np.float64],
    settings: Settings,
) -> tuple[dict[str, object], NDArray[np.intp]]:
    n = binned.shape[0]
    depth = settings.depth
    inner = 2**depth - 1
    feature = [0] * inner
    threshold = [float("inf")] * inner
    node_of_row = np.zeros(n, dtype=np.intp)
    for level in range(depth):
        first = 2**level - 1
        for node in range(first, 2 * first + 1):
            members = np.nonzero(node_of_row == node)[0]
            split = _best_split(binned[members], grad[members], hess[members], settings)
            if split is not None:
                j, b = split
                feature[node] = j
                threshold[node] = float(cuts[j][b])
        # route the rows one level down
        go_left = np.ones(n, dtype=bool)
        for node in range(first, 2 * first + 1):
            members = node_of_row == node
            if not members.any() or threshold[node] == float("inf"):
                continue
            j = feature[node]
            go_left[members] = binned[members, j] <= np.searchsorted(cuts[j], threshold[node])
        node_of_row = 2 * node_of_row + np.where(go_left, 1, 2)
    leaf = node_of_row - inner
    leaves = 2**depth
    g = np.bincount(leaf, weights=grad, minlength=leaves)
    h = np.bincount(leaf, weights=hess, minlength=leaves)
    values = (-g / (h + settings.l2) * settings.learning_rate).tolist()
    return {"feature": feature, "threshold": threshold, "values": values}, leaf


def _best_split(
    binned: NDArray[np.intp],
    grad: NDArray[np.float64],
    hess: NDArray[np.float64],
    settings: Settings,
) -> tuple[int, int] | None:
    if len(grad) < 2 or hess.sum() < 2 * settings.min_hessian:
        return None
    total_g, total_h = grad.sum(), hess.sum()
    parent = total_g**2 / (total_h + settings.l2)
    best_gain, best = settings.min_gain, None
    for j in range(binned.shape[1]):
        size = int(binned[:, j].max()) + 1
        if size < 2:
            continue
        g = np.cumsum(np.bincount(binned[:, j], weights=grad, minlength=size))[:-1]
        h = np.cumsum(np.bincount(binned[:, j], weights=hess, minlength=size))[:-1]
        ok = (h >= settings.min_hessian) & (total_h - h >= settings.min_hessian)
        if not ok.any():
            continue
        gain = g**2 / (h + settings.l2) + (total_g - g) ** 2 / (total_h - h + settings.l2) - parent
        gain = np.where(ok, gain, -np.inf)
        b = int(np.argmax(gain))
        if gain[b] > best_gain:
            best_gain, best = float(gain[b]), (j, b)
    return best
