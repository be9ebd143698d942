"""Round 55 review fixes: a bracket closing a citation in OCR'd prose stays a bracket.

kinds57 reads a word that is ")." or "]." alone between two capitalised words of an
OCR line as the initial "J." whose hook Tesseract read as a bracket ("Neal ). Evans
Wang").  Prose closes brackets so too ("… as shown by Smith and Lee ). The results",
"see Table A ]. Further work") and read "Lee J. The results" (review55 item 9): the
rule's cue is a row of names, and a line holding a lower-case word other than a name's
particle or "and" is no name row.

Control: kinds57's tests (``test_ocr_initials_kinds57.py``) still read "Paul J. Adams
Chen" from a byline's ")." or "]."; and one here with "and" between two names.
"""

from __future__ import annotations

import pytest
from ocr_pages import _regrouped
from test_ocr_bylines_kinds56 import _row


def _read(words: list[str]) -> str:
    x, placed = 60.0, []
    for word in words:
        placed.append((word, 12.0, x, x + 8.0 * len(word)))
        x += 8.0 * len(word) + 6.0
    row = _row(placed, 300.0, 314.0)
    return " ".join(text for block in _regrouped([row]) for text, _ in block)


@pytest.mark.parametrize(
    "words",
    [
        ["as", "shown", "by", "Smith", "and", "Lee", ").", "The", "results"],
        ["see", "Table", "A", "].", "Further", "work"],
    ],
)
def test_a_bracket_closing_prose_stays(words: list[str]) -> None:
    text = _read(words)
    assert " ".join(words[-4:]) in text, text


def test_a_name_row_with_and_still_reads_the_initial() -> None:
    text = _read(["Paul", ").", "Adams", "and", "Maria", "van", "Rossi"])
    assert "Paul J. Adams and Maria van Rossi" in text, text
