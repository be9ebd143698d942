"""picturebeside: a graphical abstract's picture cell read between the abstract's
heading and its text is skipped (abs64).

A first page as tools/reportlab_corpus's "graphical-beside" shape sets it (abs63's
held-out shape, train since abs64): a bold "Abstract" over a two-cell row, a framed
picture cell on the left (its "GRAPHICAL ABSTRACT" label and a caption), the abstract on
the right, top-aligned.  Reading order gives the heading, the cell's lines, then the
text beside them; the base ended the abstract at the cell's label and read none.
Controls: a label under the heading with the text under it (not beside), a cell of no
box label, and a cell whose text starts far under the heading are no picture cell.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.picturebeside import picture_beside
from textlines import text_line


def _line(text: str, x0: float, y0: float, x1: float, size: float = 9.0) -> Line:
    return text_line(text, y0, size=size, x0=x0, x1=x1, height=size * 1.1)


_TEXT = [
    _line("Although interest in clinical guidelines has never been greater,", 213, 170, 522),
    _line("uncertainty persists about whether they are effective. The debate", 213, 181, 522),
    _line("has been hampered by the lack of a rigorous overview. We have", 213, 192, 522),
    _line("identified 59 published evaluations that met defined criteria.", 213, 203, 522),
    _line("All but four of them detected significant improvements in care.", 213, 214, 522),
    _line("We conclude that explicit guidelines do improve clinical practice.", 213, 225, 480),
]
_HEAD = [
    _line("Effect of clinical guidelines on medical practice", 64, 68, 524, 17),
    _line("Q. W. Malesevic, M. Wen and Huaning Cakir", 64, 113, 374, 11),
    _line("Abstract", 64, 152, 112, 10),
]
_CELL = [
    _line("GRAPHICAL ABSTRACT", 89, 210, 185, 7.5),
    _line("Fig. 0. Overview of the approach.", 75, 259, 200, 7.5),
]
_TAIL = [
    _line("Keywords effect, clinical, guidelines", 64, 324, 272),
    _line("1. Introduction", 64, 361, 148, 10),
]
_PAGE = [*_HEAD, *_CELL, *_TEXT, *_TAIL]


def test_the_picture_cell_read_first_is_skipped() -> None:
    assert picture_beside(_PAGE, 2) == 211
    found = find_heading(_PAGE, 2)
    assert found is not None
    assert found.text.startswith("Although interest in clinical guidelines")
    assert found.text.endswith("improve clinical practice.")
    assert "GRAPHICAL" not in found.text and "Keywords" not in found.text


def test_a_label_over_text_under_it_is_no_cell() -> None:
    """Control: the abstract's text under the label across the page, not beside it."""
    under = [_line(line.text, 64, line.y0 + 120, 522) for line in _TEXT]
    assert picture_beside([*_HEAD, *_CELL, *under, *_TAIL], 2) is None


def test_a_cell_with_no_box_label_is_no_picture() -> None:
    """Control: a narrow column of other lines (a caption alone) read first."""
    assert picture_beside([*_HEAD, _CELL[1], *_TEXT, *_TAIL], 2) is None


def test_text_far_under_the_heading_is_not_beside() -> None:
    """Control: the text beside the cell starts many heights under the heading."""
    low = [_line(line.text, 213, line.y0 + 80, 522) for line in _TEXT]
    cell = [_line(c.text, c.x0, c.y0 + 80, c.x1, 7.5) for c in _CELL]
    assert picture_beside([*_HEAD, *cell, *low, *_TAIL], 2) is None


def test_a_highlights_box_under_a_short_left_abstract_is_no_cell() -> None:
    """fix59d: a short left-column abstract read first, a "Highlights" box under it in
    the same column, the right column level with its first line: the label is not the
    cell's first line, so the left column is the abstract, not a picture cell."""
    left = [
        _line("We study whether explicit guidelines change practice.", 64, 166, 290),
        _line("Fifty-nine evaluations met defined criteria; all but", 64, 177, 290),
        _line("four detected significant improvements in care.", 64, 188, 290),
        _line("Highlights", 64, 210, 110),
        _line("Guidelines improve the process of care.", 64, 222, 290),
    ]
    right = [_line(line.text, 320, line.y0 - 4, 560) for line in _TEXT]
    assert picture_beside([*_HEAD, *left, *right, *_TAIL], 2) is None
