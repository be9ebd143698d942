"""Specks OCR glued to a name on a row of names (kinds58).

Tesseract read "Al. L. Dall'Aglio" as "Al. .L. Dall'Aglio'" (train seed 5858,
train-0060) and the last author was lost.  The rows are built as Tesseract returns
them (one span a word) and mended as ``ocrregroup`` mends them.
"""

from __future__ import annotations

from typing import Any

from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.ocrnamespecks import mended_name_specks


def _row(*words: str) -> dict[str, Any]:
    spans = []
    x = 100.0
    for k, word in enumerate(words):
        text = word + (" " if k < len(words) - 1 else "")
        spans.append({"text": text, "bbox": (x, 100.0, x + 6 * len(word), 112.0), "size": 11.5})
        x += 6 * len(text)
    return {"spans": spans, "bbox": (100.0, 100.0, x, 112.0)}


def _text(line: dict[str, Any]) -> str:
    return "".join(span["text"] for span in line["spans"])


def test_a_stop_before_an_initial_and_a_closing_quote_are_dropped() -> None:
    row = _row("R.", "Fernandez,", "Karolina", "Rodin", "and", "Al.", ".L.", "Dall'Aglio'")
    assert not as_name("Al. .L. Dall'Aglio'")
    mended_name_specks([row])
    assert _text(row) == "R. Fernandez, Karolina Rodin and Al. L. Dall'Aglio"
    assert as_name("Al. L. Dall'Aglio") == "Al. L. Dall'Aglio"


def test_prose_and_a_stop_not_between_names_are_left() -> None:
    prose = _row("as", "shown", "by", "Rossi", ".L.", "Dall'Aglio'")
    lone = _row("Results", ".L.")
    mended_name_specks([prose, lone])
    assert _text(prose) == "as shown by Rossi .L. Dall'Aglio'"
    assert _text(lone) == "Results .L."


def test_a_quote_opened_on_the_word_is_kept() -> None:
    row = _row("Anna", "'Nino'")
    mended_name_specks([row])
    assert _text(row) == "Anna 'Nino'"


def test_a_plurals_apostrophe_on_a_capitalised_row_is_kept() -> None:
    """Review56c: an OCR title row in capitals lost its plural's apostrophe (fails
    before); the speck after "Dall'Aglio" goes still (the test above)."""
    rows = [
        _row("Nursing", "Students'"),
        _row("Teachers", "And", "Students'"),
        _row("The", "Parents'"),
    ]
    mended_name_specks(rows)
    assert [_text(row) for row in rows] == [
        "Nursing Students'",
        "Teachers And Students'",
        "The Parents'",
    ]
