"""Near misses of latex29's abstract rules (review82), on the drawn A4 page of
``test_pdf_abstract_latex29``:

* the stop-and-dash label set another way: a TeX "--" in a face without ligatures, a
  hyphen before a space in a face without dashes, a horizontal bar, and an em dash
  before an abstract opening with a number ("Abstract.—3D printing …": only an en dash
  or a hyphen before a number is a minus);
* a broken word whose tail loses an ending to its stem ("parameter", "problem") is
  still looked up with its own endings: "hyper-" / "parameter" beside the body's
  "hyperparameters" is joined;
* a bold-capitals title set flush left whose last line is a label word alone
  ("PATIENTS") keeps it, as a centred one does.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import abstractcues, docwords, extract_pdf
from test_pdf_abstract_latex29 import _BODY, _H, _PLAIN, _TITLE, _W, _centred, _paper, _put


@pytest.mark.parametrize("label", ["Abstract.--", "Abstract. --", "Abstract. -", "Abstract. ―"])
def test_a_stop_and_a_dash_set_without_a_dash_are_the_label(tmp_path: Path, label: str) -> None:
    pdf = tmp_path / "plain.pdf"
    _paper(pdf, label, _PLAIN)
    abstract = extract_pdf(pdf).abstract
    assert abstract.startswith("We measure how fast the trees"), abstract


def test_an_em_dash_before_a_number_is_the_label() -> None:
    found = abstractcues.ABSTRACT_INLINE.match("Abstract.—3D printing lets us build")
    assert found is not None and found.group(1) == "3D printing lets us build"
    assert abstractcues.ABSTRACT_HEADING.match("Abstract.--")
    # a minus stays the text's
    for text in ("Abstract: –5 dB noise", "Abstract: -5 dB noise", "Abstract.-5 dB noise"):
        found = abstractcues.ABSTRACT_INLINE.match(text)
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


def test_a_flush_left_title_ending_in_a_label_word_keeps_it(tmp_path: Path) -> None:
    pdf = tmp_path / "title.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    for number, row in enumerate(_TITLE):
        _put(page, (72.0, 179.0 + 15.5 * number), row, 10.9, "tibo")
    _centred(page, 256.0, "Jose A. Bertulani", 10.9, "tiro")
    for number in range(30):
        _put(page, (113.0, 290.0 + 12.0 * number), _BODY[number % 2], 10, "tiro")
    doc.save(pdf)
    found = extract_pdf(pdf)
    assert found.title.endswith("SCHIZOPHRENIC AND BIPOLAR PATIENTS"), found.title
    assert found.authors == ("Jose A. Bertulani",)
