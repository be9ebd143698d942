"""upwardlines: a block whose lines were drawn from the last up is read top down (abs65).

A shaded abstract box whose lines a layout tool drew as separate text objects from the
foot up, the "Abstract" heading last: PyMuPDF keeps them in one block in drawing order,
and the base met the abstract's last line first and its heading last (no abstract).
Controls: a block going down, a block going up and down (a raised mark), and two lines
going up are left as drawn.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.lines import Line, PageLines, in_reading_order
from tapyre_paper_search.pdf.upwardlines import drawn_upwards, top_down
from textlines import text_line

_ABSTRACT = [
    "Fever is commonly used to diagnose disease and is associated with mortality in",
    "critically ill patients. However, the molecular controls of elevated body heat are",
    "poorly understood. We found that a cold-shock protein falls during fever and that",
    "its targets rise in turn, a loop that keeps body temperature from running away.",
]


def _line(text: str, y: float, block: int, *, bold: bool = False, x1: float = 530) -> Line:
    return text_line(text, y, size=9.0, bold=bold, x0=58, x1=x1, block=block, height=9.5)


def _page(box: list[Line]) -> list[Line]:
    head = [
        _line("Temperature-sensitive microRNAs control fever", 60, 0, bold=True),
        _line("Peter Raymond and Ivan K. Latham", 90, 1, x1=300),
    ]
    tail = [
        _line("Keywords: fever, microRNA, feedback", 240, 3, x1=300),
        _line("1. Introduction", 270, 4, bold=True, x1=140),
    ]
    page = PageLines((*head, *box, *tail), 595.0, 842.0, 0)
    return list(in_reading_order(page).lines)


_DRAWN_UP = [_line(t, 190 - 12 * i, 2) for i, t in enumerate(reversed(_ABSTRACT))]
_DRAWN_UP.append(_line("Abstract", 130, 2, bold=True, x1=100))


def test_a_box_drawn_from_the_foot_up_reads_top_down() -> None:
    lines = _page(_DRAWN_UP)
    assert [line.text for line in lines[2:7]] == ["Abstract", *_ABSTRACT]
    found = find_heading(lines, 2)
    assert found is not None
    assert found.text.startswith("Fever is commonly used")
    assert found.text.endswith("from running away.")


def test_lines_going_down_stay_as_drawn() -> None:
    down = list(reversed(_DRAWN_UP))
    assert not drawn_upwards(down) and top_down(down) == down


def test_lines_going_up_and_down_stay_as_drawn() -> None:
    """Control: a raised mark read after its line, then the next line lower down."""
    mixed = [_line("x", 100, 0), _line("2", 96, 0, x1=64), _line("y", 112, 0)]
    mixed.append(_line("z", 80, 0))
    assert top_down(mixed) == mixed


def test_two_lines_going_up_stay_as_drawn() -> None:
    pair = [_line("lower", 112, 0), _line("upper", 100, 0)]
    assert top_down(pair) == pair
