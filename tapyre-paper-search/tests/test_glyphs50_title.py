"""A title's last word wrapped onto a row of its own, one digit or a lower-case
letter (glyphs50; glyphs49 took capitals only).

Pages as test_glyphs49_title's (its builder).  Control: the letter under a row
that is not full stays off the title, as before.
"""

from __future__ import annotations

from pathlib import Path

from tapyre_paper_search.pdf.extract import extract_pdf
from test_glyphs49_title import _pdf

_DIGIT = [
    "Insulin pump therapy against multiple daily injections in",
    "children and adolescents with early onset diabetes type",
]
_LOWER = [
    "Scaling of the mean free path of hot electrons in thin",
    "films of copper measured at the Fermi wave vector of bulk",
]


def test_wrapped_digit_kept_as_the_last_title_word(tmp_path: Path) -> None:
    record = extract_pdf(_pdf(tmp_path / "d.pdf", [*_DIGIT, "2"]))
    assert record.title == " ".join(_DIGIT) + " 2"


def test_wrapped_lower_case_letter_kept_as_the_last_title_word(tmp_path: Path) -> None:
    record = extract_pdf(_pdf(tmp_path / "k.pdf", [*_LOWER, "k"]))
    assert record.title == " ".join(_LOWER) + " k"


def test_control_digit_under_a_short_row_left_off(tmp_path: Path) -> None:
    rows = [_DIGIT[0], "children with diabetes type"]
    record = extract_pdf(_pdf(tmp_path / "s.pdf", [*rows, "2"]))
    assert record.title == " ".join(rows)
