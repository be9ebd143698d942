"""An initial "J." a scan's OCR read as ")." between the names of a byline (kinds57).

Taken from a generated train paper's scanned byline (Tesseract's boxes and sizes,
rounded; the names are others): "Paul J. Adams Chen  Maria Rossi" came out with the
initial read as a closing bracket and a stop, "Paul ). Adams Chen", and that name was
dropped.  A closing bracket alone between two capitalised words on a line that opened
no bracket is the initial.  The tests read hand-built OCR results and, end to end, a
scanned PDF whose OCR returns the rows as Tesseract did (``ocr.ocr_page`` patched).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ocr_pages import _regrouped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.linenames import SEPARATOR
from test_ocr_bylines_kinds56 import _front, _names_of, _row, _scan_with_ocr


def _bracketed(mark: str) -> list[dict]:
    """kinds56's front page with the byline's initial read as ``mark``."""
    lines = _front()
    names = next(line for line in lines if any(s["text"] == "R." for s in line["spans"]))
    for span in names["spans"]:
        if span["text"] == "R.":
            span["text"] = mark
    return lines


@pytest.mark.parametrize("mark", [").", "]."])
def test_an_initial_read_as_a_closing_bracket_is_the_initial_j(mark: str) -> None:
    assert _names_of(_bracketed(mark)) == f"Paul J. Adams Chen{SEPARATOR}Maria Rossi"


def test_a_bracket_that_closes_one_opened_on_its_line_stays() -> None:
    row = _row(
        [
            ("Roberts", 15.0, 200.0, 240.0),
            ("(Group", 15.0, 246.0, 280.0),
            ("Delta", 15.0, 286.0, 310.0),
            (").", 15.0, 314.0, 320.0),
            ("Kowalski", 15.0, 326.0, 370.0),
        ],
        300.0,
        314.0,
    )
    texts = " ".join(text for block in _regrouped([row]) for text, _ in block)
    assert "Delta ). Kowalski" in texts, texts


def test_a_scanned_byline_keeps_the_name_whose_initial_ocr_read_as_a_bracket(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = extract_pdf(_scan_with_ocr(tmp_path, _bracketed(")."), monkeypatch))
    assert record.authors == ("Paul J. Adams Chen", "Maria Rossi")
