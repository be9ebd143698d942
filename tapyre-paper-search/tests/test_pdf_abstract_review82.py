"""Near misses of latex29's abstract rules (review82), on the drawn A4 page of
``test_pdf_abstract_latex29``:

* a broken word whose tail loses an ending to its stem ("parameter", "problem") is
  still looked up with its own endings: "hyper-" / "parameter" beside the body's
  "hyperparameters" is joined.
"""

from __future__ import annotations

from pathlib import Path

from tapyre_paper_search.pdf import docwords, extract_pdf
from test_pdf_abstract_latex29 import _paper

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
