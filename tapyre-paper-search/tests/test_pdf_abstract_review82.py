"""Near misses of latex29's abstract rules (review82), on the drawn A4 page of
``test_pdf_abstract_latex29``:

* the stop-and-dash label set another way: a TeX "--" in a face without ligatures, a
  hyphen before a space in a face without dashes, a horizontal bar, and an em dash
  before an abstract opening with a number ("Abstract.—3D printing …": only an en dash
  or a hyphen before a number is a minus);
* a broken word whose tail loses an ending to its stem ("parameter", "problem") is
  still looked up with its own endings: "hyper-" / "parameter" beside the body's
  "hyperparameters" is joined.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import cues, docwords, extract_pdf
from test_pdf_abstract_latex29 import _PLAIN, _paper


@pytest.mark.parametrize("label", ["Abstract.--", "Abstract. --", "Abstract. -", "Abstract. ―"])
def test_a_stop_and_a_dash_set_without_a_dash_are_the_label(tmp_path: Path, label: str) -> None:
    pdf = tmp_path / "plain.pdf"
    _paper(pdf, label, _PLAIN)
    abstract = extract_pdf(pdf).abstract
    assert abstract.startswith("We measure how fast the trees"), abstract


def test_an_em_dash_before_a_number_is_the_label() -> None:
    found = cues.ABSTRACT_INLINE.match("Abstract.—3D printing lets us build")
    assert found is not None and found.group(1) == "3D printing lets us build"
    assert cues.ABSTRACT_HEADING.match("Abstract.--")
    # a minus stays the text's
    for text in ("Abstract: –5 dB noise", "Abstract: -5 dB noise", "Abstract.-5 dB noise"):
        found = cues.ABSTRACT_INLINE.match(text)
        assert found is not None and found.group(1).endswith("5 dB noise")
        assert found.group(1)[0] in "-–", text


_ROWS = [
    ("", "We tune each hyper-"),
    ("", "parameter of the model on a held-out split of the data we collect."),
]


def test_a_broken_word_whose_tail_loses_an_ending_is_looked_up_whole(tmp_path: Path) -> None:
    pdf = tmp_path / "english.pdf"
    body = ("All hyperparameters were chosen by a grid search over five values each.",)
    _paper(pdf, "Abstract. —", _ROWS, body=body)
    assert "each hyperparameter of the model" in extract_pdf(pdf).abstract
    words = docwords.DocumentWords(hyphenated=set(), whole={"subproblems"})
    assert docwords.mend_breaks("one sub-\nproblem", words) == "one subproblem"
