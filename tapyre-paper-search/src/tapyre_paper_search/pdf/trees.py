"""A small gradient-boosted tree classifier, evaluated with numpy (no training here).

The model file is JSON written by ``tools/front_matter/train.py``:
``features`` (the column names it was trained on, looked up by name among the
caller's),
``classes``, ``base`` (one starting score a class), ``depth`` and, for every
tree, the ``class`` it adds to and its nodes as a complete binary tree in
breadth-first order: ``feature`` and ``threshold`` of the ``2**depth - 1``
inner nodes (a row goes left when its value is ``<=`` the threshold) and the
``2**depth`` leaf ``values`` (learning rate already applied).  Class
probabilities are the softmax of the summed scores.

All trees are evaluated at once: for each level, every (row, tree) pair looks
up its node's feature and threshold with fancy indexing, so a page's sixty
lines through a few hundred trees take well under a millisecond.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.errors import ExtractionError


@dataclass(frozen=True)
class TreeModel:
    """A loaded model (see the module docstring)."""

    features: tuple[str, ...]
    classes: tuple[str, ...]
    depth: int
    base: NDArray[np.float64]
    tree_class: NDArray[np.intp]
    feature: NDArray[np.intp]  # (trees, inner nodes)
    threshold: NDArray[np.float64]  # (trees, inner nodes)
    values: NDArray[np.float64]  # (trees, leaves)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TreeModel:
        trees = data["trees"]
        depth = int(data["depth"])
        model = cls(
            features=tuple(data["features"]),
            classes=tuple(data["classes"]),
            depth=depth,
            base=np.asarray(data["base"], dtype=np.float64),
            tree_class=np.asarray([t["class"] for t in trees], dtype=np.intp),
            feature=np.asarray([t["feature"] for t in trees], dtype=np.intp).reshape(
                len(trees), -1
            ),
            threshold=np.asarray([t["threshold"] for t in trees], dtype=np.float64).reshape(
                len(trees), -1
            ),
            values=np.asarray([t["values"] for t in trees], dtype=np.float64).reshape(
                len(trees), -1
            ),
        )
        inner, leaves = 2**depth - 1, 2**depth
        if model.feature.shape[1:] != (inner,) or model.values.shape[1:] != (leaves,):
            raise ValueError(f"trees are not complete binary trees of depth {depth}")
        return model

    def reading(self, features: tuple[str, ...]) -> TreeModel:
        """The same model reading rows of ``features`` (a superset of its own, by name)."""
        if features == self.features:
            return self
        column = np.asarray([features.index(f) for f in self.features], dtype=np.intp)
        return replace(self, features=features, feature=column[self.feature])

    def scores(self, rows: NDArray[np.float64]) -> NDArray[np.float64]:
        """Summed scores, one column a class, for ``rows`` (one row a sample)."""
        n, width = rows.shape
        count, inner = self.feature.shape
        # Flat indices: one take() a level instead of two-dimensional fancy indexing.
        features = self.feature.ravel()
        thresholds = self.threshold.ravel()
        flat_rows = np.ascontiguousarray(rows).ravel()
        tree_start = np.arange(count, dtype=np.intp) * inner
        row_start = (np.arange(n, dtype=np.intp) * width)[:, None]
        # ``at``: each (row, tree)'s node as a flat index, updated in place level by level
        # (node 2k+1 left of node k, 2k+2 right: at = tree_start + node).
        at = np.repeat(tree_start[None, :], n, axis=0)
        step = 2 - tree_start
        for _ in range(self.depth):
            index = features.take(at)
            index += row_start
            left = flat_rows.take(index) <= thresholds.take(at)
            at *= 2
            at += step
            at -= left
        leaf = at + (np.arange(count, dtype=np.intp) * (inner + 1) - tree_start - inner)
        values = self.values.ravel().take(leaf)  # (n, trees)
        one_hot = self.tree_class[:, None] == np.arange(len(self.classes))[None, :]
        return np.asarray(self.base + values @ one_hot.astype(np.float64), dtype=np.float64)

    def probabilities(self, rows: NDArray[np.float64]) -> NDArray[np.float64]:
        """Class probabilities (softmax of :meth:`scores`), one row a sample."""
        if rows.shape[0] == 0:
            return np.zeros((0, len(self.classes)))
        scores = self.scores(rows)
        scores -= scores.max(axis=1, keepdims=True)
        exp = np.exp(scores)
        return np.asarray(exp / exp.sum(axis=1, keepdims=True), dtype=np.float64)


@cache
def _shipped(name: str) -> TreeModel | None:
    """The model ``name`` shipped in this package as its file has it (``None``: absent;
    read once, for :func:`shipped_features` and :func:`shipped_model` alike)."""
    path = resources.files("tapyre_paper_search.pdf").joinpath(name)
    if not path.is_file():
        return None
    return TreeModel.from_json(json.loads(path.read_text(encoding="utf-8")))


@cache
def shipped_features(name: str) -> tuple[str, ...] | None:
    """The features the shipped model ``name`` was trained on (``None``: no such file)."""
    model = _shipped(name)
    return None if model is None else model.features


@cache
def shipped_model(name: str, features: tuple[str, ...]) -> TreeModel | None:
    """The model ``name`` shipped in this package (``None`` when the file is absent),
    reading rows of ``features``.

    A model trained on some of ``features`` (an older model, before features were
    added) reads them by name: its trees are pointed at those columns.

    :raises ExtractionError: the model needs a feature ``features`` lacks (a stale model).
    """
    model = _shipped(name)
    if model is None:
        return None
    missing = [f for f in model.features if f not in features]
    if missing:
        raise ExtractionError(
            f"the shipped model {name} was trained on other line features "
            f"({', '.join(missing)}); retrain it with tools/front_matter/train.py",
            reason="error",
        )
    return model.reading(features)
