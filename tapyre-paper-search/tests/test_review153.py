"""Review 153 of ocr42 (round 42): two pieces of one OCR row are measured in the em of
the piece of more words (``ocrmeasure.piece_em``), so a lone word a point under its row
joins the row across a gap up to the row's em.  An abstract's heading set in the margin
beside the first line ("Abstract", "ABSTRACT", "Zusammenfassung" in a heading's type,
a point under the text, an em of the text's type away) is no such word: on 9e52ae30 it
joined the first line and the abstract read began "Abstract Regional features …"
(d1cd53c5 kept it apart: the gap was over an em of its own size).  A heading beside
its row is measured in the smaller size again.  OCR-shaped lines as in
``test_pdf_ocr_front42``; no Tesseract.  Controls (marked so) hold before the fix too.
"""

from __future__ import annotations

import pytest
from test_pdf_ocr_front37 import BODY, _line, _piece, _words
from test_pdf_ocr_front42 import FIRST, _front

TITLE = "Regional features of spoken language in short written messages"
GERMAN = "Regionale Merkmale der gesprochenen Sprache tauchen auch in geschriebenen"


def _beside(left: str, size: float, right: str, gap: float) -> list[dict[str, object]]:
    """``left`` (measured ``size``) and ``right`` (12.0) on one row, ``gap`` points apart."""
    lone = _words(left, size)
    rest = _words(right, 12.0, lone[-1][2] + gap)
    return [_piece(lone, 120.0, size), _piece(rest, 120.0, 12.0)]


def _page(first: list[dict[str, object]]) -> list[dict[str, object]]:
    lines = [_line(TITLE, 40.0, 17.0), _line("I. Grabec and Maxim A. Wadati", 70.0, 12.5)]
    return [*lines, *first, *(_line(BODY, 134.0 + 14.0 * i, 12.0, 132.0) for i in range(6))]


@pytest.mark.parametrize(
    ("heading", "first"),
    [("Abstract", FIRST), ("ABSTRACT", FIRST), ("Zusammenfassung", GERMAN)],
    ids=["abstract", "caps", "german"],
)
def test_a_side_heading_an_em_of_the_text_off_its_first_line_is_no_part_of_it(
    heading: str, first: str
) -> None:
    front = _front(_page(_beside(heading, 10.5, first, 11.0)))
    assert front.abstract.startswith(first)


def test_a_side_heading_stays_a_piece_of_its_own() -> None:
    from tapyre_paper_search.pdf.ocrlines import joined_pieces

    assert len(joined_pieces(_beside("Abstract", 10.5, FIRST, 11.0))) == 2


def test_control_a_lone_word_of_prose_still_joins_its_row() -> None:
    """ocr42's own case: "Regionale" (11.0) 11.3 points off the rest of its row
    (12.0) joins it (fails on d1cd53c5, holds on 9e52ae30 and after)."""
    from tapyre_paper_search.pdf.ocrlines import joined_pieces

    rest = GERMAN.split(maxsplit=1)[1]
    assert len(joined_pieces(_beside("Regionale", 11.0, rest, 11.3))) == 1


def test_control_a_heading_a_word_space_off_its_row_joins_it() -> None:
    """Under an em of the heading's own size the pieces are one line, as on the base
    (the run-in heading is then the front-matter reader's to read)."""
    from tapyre_paper_search.pdf.ocrlines import joined_pieces

    assert len(joined_pieces(_beside("Abstract", 10.5, FIRST, 4.0))) == 1
