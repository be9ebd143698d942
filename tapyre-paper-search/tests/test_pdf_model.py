"""The front-matter line classifier: the shipped model, its evaluation, its training.

The trees are evaluated vectorised (all trees at once); here every prediction
is checked against a plain walk down each tree, the training tool
(``tools/front_matter/gbt.py``) is checked to learn a simple rule and to write
models the package reads, and the shipped model is checked to match the
features the package computes.
"""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import trees
from tapyre_paper_search.pdf.features import FEATURES, line_features
from tapyre_paper_search.pdf.frontprobs import MODEL_FILE, classify
from tapyre_paper_search.pdf.lineclasses import CLASSES
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.trees import TreeModel, shipped_model

ROOT = Path(__file__).resolve().parents[2]


def gbt() -> ModuleType:
    path = ROOT / "tools" / "front_matter" / "gbt.py"
    if not path.exists():
        pytest.skip(f"{path} is not in this checkout")
    spec = importlib.util.spec_from_file_location("gbt", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["gbt"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def walk(model: TreeModel, row: np.ndarray) -> np.ndarray:
    """Scores of one row, one tree at a time, node by node (the reference)."""
    scores = model.base.copy()
    for t in range(len(model.tree_class)):
        node = 0
        for _ in range(model.depth):
            node = 2 * node + (1 if row[model.feature[t, node]] <= model.threshold[t, node] else 2)
        scores[model.tree_class[t]] += model.values[t, node - (2**model.depth - 1)]
    return scores


def test_the_shipped_model_reads_the_package_features_and_agrees_with_a_plain_walk() -> None:
    model = shipped_model(MODEL_FILE, FEATURES)
    assert model is not None, "the package ships its front-matter model"
    assert model.features == FEATURES and model.classes == CLASSES
    rows = np.random.default_rng(0).normal(0.5, 2.0, size=(40, len(FEATURES)))
    fast = model.scores(rows)
    for i in range(0, 40, 7):
        assert np.allclose(fast[i], walk(model, rows[i]))
    probabilities = model.probabilities(rows)
    assert np.allclose(probabilities.sum(axis=1), 1.0)


def test_training_learns_a_rule_and_writes_a_model_the_package_reads(tmp_path: Path) -> None:
    tool = gbt()
    rng = np.random.default_rng(1)
    x = rng.uniform(0, 10, size=(600, 3))
    y = np.where(x[:, 0] > 6, 2, np.where(x[:, 1] > 5, 1, 0))  # a rule over two features
    trained = tool.train(x, y, 3, tool.Settings(rounds=30, depth=3, learning_rate=0.3))
    data = {"features": ["a", "b", "c"], "classes": ["x", "y", "z"], **trained}
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data))
    model = TreeModel.from_json(json.loads(path.read_text()))
    guess = model.probabilities(x).argmax(axis=1)
    assert (guess == y).mean() > 0.97
    assert np.allclose(model.scores(x[:5])[0], walk(model, x[0]))


def test_a_model_reads_the_features_it_knows_by_name_and_refuses_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = gbt()
    x = np.random.default_rng(3).uniform(0, 1, size=(300, 2))
    y = (x[:, 1] > 0.5).astype(np.intp)
    # A model trained before features were added: two of the package's features.
    older = {
        "features": ["bold", "y_rel"],
        "classes": list(CLASSES),
        **tool.train(x, y, len(CLASSES), tool.Settings(rounds=10, depth=2)),
    }
    (tmp_path / "older.json").write_text(json.dumps(older))
    (tmp_path / "stale.json").write_text(json.dumps({**older, "features": ["bold", "old"]}))

    class Folder:
        def joinpath(self, name: str) -> Path:
            return tmp_path / name

    monkeypatch.setattr(trees.resources, "files", lambda package: Folder())
    trees.shipped_model.cache_clear()
    trees._shipped.cache_clear()
    try:
        model = shipped_model("older.json", FEATURES)
        assert model is not None and model.features == FEATURES
        wide = np.zeros((len(x), len(FEATURES)))
        wide[:, FEATURES.index("bold")], wide[:, FEATURES.index("y_rel")] = x[:, 0], x[:, 1]
        assert np.allclose(model.scores(wide), TreeModel.from_json(older).scores(x))
        with pytest.raises(ExtractionError, match="retrain"):
            shipped_model("stale.json", FEATURES)
        assert shipped_model("absent.json", FEATURES) is None
    finally:
        trees.shipped_model.cache_clear()
        trees._shipped.cache_clear()


def test_features_of_a_page_are_finite_and_a_prefix_is_the_same() -> None:
    def line(text: str, y: float, size: float, bold: bool = False) -> Line:
        return Line(
            text, size, bold, False, False, 72, y, 72 + 5 * len(text), y + size, int(y), names=text
        )

    page = PageLines(
        (
            line("A Study of Things", 80, 18, True),
            line("Jane Doe, John Smith", 110, 11),
            line("University of Somewhere, Country", 125, 9),
            line("Abstract", 150, 11, True),
            line(
                "We study things and find that they are as they seem, mostly, in most cases.",
                165,
                10,
            ),
            line("1 Introduction", 200, 12, True),
            line(
                "Things have been studied before, by many, with mixed results and less care.",
                215,
                10,
            ),
        ),
        612,
        792,
    )
    rows = line_features(page)
    assert len(rows) == 7 and all(
        len(r) == len(FEATURES) and all(math.isfinite(v) for v in r) for r in rows
    )
    assert line_features(page, 4) == rows[:4]
    probabilities = classify(page)
    assert probabilities is not None and probabilities.shape == (7, len(CLASSES))
    assert probabilities[0].argmax() == CLASSES.index("title")
    assert probabilities[1].argmax() == CLASSES.index("author")
    assert probabilities[6].argmax() == CLASSES.index("other")  # after the first section heading


def _prose_line(text: str, y: float, size: float = 10.0) -> Line:
    return Line(text, size, False, False, False, 72.0, y, 540.0, y + size, block=1)


def test_the_abstract_run_keeps_its_doubted_first_line_and_the_first_sure_run_wins() -> None:
    from tapyre_paper_search.pdf.headingless import from_probabilities

    words = "we measure how the method behaves on three corpora and report it "
    teaser = [_prose_line(f"Ob {i} {words}", 100 + 12 * i, 13.0) for i in range(5)]
    body = [_prose_line(f"{i} {words}", 300 + 12 * i) for i in range(12)]
    lines = [*teaser, *body]
    # The teaser's first line reads like a name to the classifier; the body is longer
    # but the classifier is less sure of it.
    scores = [0.25, 0.99, 0.99, 0.99, 0.98] + [0.8] * 12
    found = from_probabilities(lines, range(len(lines)), scores)
    assert found is not None
    assert found.start == 0 and found.used == frozenset(range(5))
    # With no run it is sure of, the run with the most abstract in it wins.
    unsure = [0.25, 0.6, 0.6, 0.6, 0.6] + [0.8] * 12
    found = from_probabilities(lines, range(len(lines)), unsure)
    assert found is not None and found.start == 5
