"""fix42b (round 42): ocr42 measured the gap between two pieces of one OCR row in the
em of the piece of more words (``ocrmeasure.piece_em``), for a lone word of prose whose
size OCR reads off its own letters ("Regionale" 11.0, 11.3 points left of its row's
12.0).  On b2886744 that wider em acted on any pair of unequal word counts, so a label,
a number, a name with its initial, a side column's short line or a logo in capitals
beside a longer piece joined it across [smaller em, larger em); d1cd53c5 kept them
apart.  The wider em is now kept for a lone word of prose (letters only, not all
capitals) left of a longer piece; every other pair is measured in the smaller size.
OCR-shaped lines as in ``test_review153``; no Tesseract.  Controls (marked so) hold
on b2886744 too.
"""

from __future__ import annotations

import pytest
from test_pdf_ocr_front37 import BODY, _line, _piece, _words
from test_pdf_ocr_front42 import _front

TITLE = "Regional features of spoken language in short written messages"
GERMAN = "Regionale Merkmale der gesprochenen Sprache tauchen auch in geschriebenen"


def _pair(
    left: str, lsize: float, right: str, rsize: float, gap: float, *, top: float = 120.0
) -> list[dict[str, object]]:
    """``left`` (``lsize``) and ``right`` (``rsize``) on one row, ``gap`` points apart."""
    first = _words(left, lsize)
    rest = _words(right, rsize, first[-1][2] + gap)
    return [_piece(first, top, lsize), _piece(rest, top, rsize)]


def _joined(lines: list[dict[str, object]]) -> int:
    from tapyre_paper_search.pdf.ocrlines import joined_pieces

    return len(joined_pieces(lines))


@pytest.mark.parametrize(
    ("left", "lsize", "right", "rsize", "gap"),
    [
        ("(a)", 9.0, "Figure 1. Regional features of spoken language", 10.5, 9.6),
        ("12", 10.0, "Journal of Regional Linguistics 4 (2019)", 11.0, 10.5),
        ("3", 11.0, "Results and discussion", 12.0, 11.5),
        ("I. Grabec", 10.5, "Department of Physics, University of Ljubljana", 11.5, 11.0),
        ("Keywords:", 7.5, "messages as well as in spoken language and", 9.0, 8.3),
        ("PLOS", 15.0, TITLE, 17.0, 16.0),
    ],
    ids=["label", "page-number", "section-number", "name", "side-column", "logo"],
)
def test_only_a_lone_word_of_prose_is_measured_in_its_rows_em(
    left: str, lsize: float, right: str, rsize: float, gap: float
) -> None:
    """Over an em of the smaller size apart: two lines, as on d1cd53c5."""
    assert _joined(_pair(left, lsize, right, rsize, gap)) == 2


def test_a_logo_in_capitals_beside_the_title_stays_out_of_it() -> None:
    lines = [
        *_pair("PLOS", 15.0, TITLE, 17.0, 16.0, top=40.0),
        _line("I. Grabec and Maxim A. Wadati", 70.0, 12.5),
        _line("Abstract", 100.0, 12.0),
        *(_line(BODY, 120.0 + 14.0 * i, 12.0) for i in range(6)),
    ]
    assert _front(lines).title == TITLE


def test_a_lone_word_right_of_a_longer_piece_keeps_the_smaller_em() -> None:
    """Only a word left of its row was seen measured small; a short piece on the right
    ("Sprache" 11.0, 11.3 points after a 12.0 piece) is measured in its own size."""
    assert _joined(_pair("Regionale Merkmale der gesprochenen", 12.0, "Sprache", 11.0, 11.3)) == 2


def test_control_a_lone_word_of_prose_still_joins_its_row() -> None:
    """ocr42's case (seed 41's 0006): "Regionale" 11.3 points off its row joins it."""
    assert _joined(_pair("Regionale", 11.0, GERMAN.split(maxsplit=1)[1], 12.0, 11.3)) == 1


def test_control_a_label_a_word_space_off_its_row_joins_it() -> None:
    """Under an em of the smaller size the pieces are one line, as on both."""
    figure = "Figure 1. Regional features of spoken language"
    assert _joined(_pair("(a)", 9.0, figure, 10.5, 2.5)) == 1
