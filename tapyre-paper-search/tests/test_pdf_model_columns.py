"""The line features the front-matter classifier is given: only those its model reads.

The row and style features (``features.STYLE_FEATURES``) are computed only for a
model trained on them; the shipped model was trained before they were added, so
its pages skip them and must get the very same probabilities.
"""

from __future__ import annotations

import numpy as np
from tapyre_paper_search.pdf import frontprobs
from tapyre_paper_search.pdf.features import FEATURES, STYLE_FEATURES, columns_for, line_features
from tapyre_paper_search.pdf.frontprobs import MODEL_FILE, classify
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.trees import shipped_features, shipped_model
from textlines import text_line


def _line(text: str, y: float, size: float, x: float = 72, bold: bool = False) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=x, per_char=5, block=int(y), names=text)


def _page() -> PageLines:
    """A title, a row of two names side by side, an affiliation, a headed abstract, the body."""
    return PageLines(
        (
            _line("Scaling Laws for Sparse Things", 80, 18, bold=True),
            _line("Jane Doe", 110, 11),
            _line("John Smith", 110, 11, x=250),
            _line("University of Somewhere, Country", 125, 9),
            _line("Abstract", 150, 11, bold=True),
            _line(
                "We study things and find that they are as they seem, mostly, in all cases.",
                165,
                10,
            ),
            _line(
                "Things have been studied before, by many, with mixed results and less care.",
                177,
                10,
            ),
            _line("1 Introduction", 200, 12, bold=True),
            _line(
                "Prior work looked at this in other ways and found other things, mostly.", 215, 10
            ),
        ),
        612,
        792,
    )


def test_rows_without_styles_are_the_full_rows_without_their_last_columns() -> None:
    page = _page()
    full = line_features(page)
    short = line_features(page, styles=False)
    assert FEATURES[-len(STYLE_FEATURES) :] == STYLE_FEATURES and len(STYLE_FEATURES) == 5
    assert short == [row[: -len(STYLE_FEATURES)] for row in full]
    assert line_features(page, 3, styles=False) == short[:3]
    # The row features are not all zero here (two names side by side), so leaving them
    # out is a real saving, not a no-op.
    assert any(row[FEATURES.index("row_others")] > 0 for row in full)


def test_the_shipped_model_gets_the_same_probabilities_without_the_style_columns() -> None:
    trained = shipped_features(MODEL_FILE)
    assert trained is not None and not set(trained) & set(STYLE_FEATURES)
    assert columns_for(trained) == FEATURES[: -len(STYLE_FEATURES)]
    page = _page()
    model = shipped_model(MODEL_FILE, FEATURES)
    assert model is not None
    expected = model.probabilities(np.asarray(line_features(page), dtype=np.float64))
    got = classify(page)
    assert got is not None
    # Up to the first section heading ("1 Introduction", line 8) the classifier's
    # probabilities; the lines after it are "other".
    assert np.array_equal(got[:8], expected[:8])
    assert got[8].argmax() == 0 and got[1].argmax() == frontprobs.CLASSES.index("author")


def test_a_model_trained_on_a_style_feature_is_given_every_column() -> None:
    assert columns_for(("bold", "style_above")) == FEATURES
    assert columns_for(("bold", "y_rel")) == FEATURES[: -len(STYLE_FEATURES)]
