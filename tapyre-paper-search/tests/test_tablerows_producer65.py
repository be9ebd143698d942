"""A sidebar of short lines drawn row by row beside an abstract is parted from it; a
table whose rows stand level across both sides is not (producer65:
:mod:`tapyre_paper_search.pdf.tablerows`, `blockrise.cut_columns`)."""

from __future__ import annotations

from tapyre_paper_search.pdf.blockrise import cut_columns
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.tablerows import beside_prose, level

PROSE = "we measure the flow of fine signals in the office"


def _line(text: str, top: float, x0: float, x1: float, size: float = 10.0) -> Line:
    return Line(text, size, False, False, False, x0, top, x1, top + size, 0)


def _raster(lines: list[Line]) -> list[Line]:
    """``lines`` as a page drawn row by row gives them: top down, left to right."""
    return sorted(lines, key=lambda line: (round(line.y0), line.x0))


def test_a_sidebar_of_short_lines_beside_an_abstract_is_parted() -> None:
    side = ["Keywords", "filters", "signals", "Received", "12 May 2020", "Physics"]
    sidebar = [_line(t, 105.0 + 9.0 * n, 56, 140, size=8.0) for n, t in enumerate(side)]
    abstract = [_line(f"{PROSE} {n}", 101.0 + 13 * n, 160, 540) for n in range(5)]
    block = _raster(sidebar + abstract)
    assert cut_columns([block]) == [sidebar, abstract]


def test_a_table_with_a_prose_column_level_across_reads_across() -> None:
    labels = ["Funding", "Ethics", "Data", "Code"]
    cells = [
        cell
        for n, label in enumerate(labels)
        for cell in (_line(label, 100.0 + 14 * n, 72, 130), _line(PROSE, 100.5 + 14 * n, 160, 540))
    ]
    assert cut_columns([cells]) == [cells]


def test_level_lines_overlap_by_most_of_their_height() -> None:
    a = _line("Funding", 100.0, 72, 130)
    assert level(a, _line(PROSE, 101.0, 160, 540))
    assert not level(a, _line(PROSE, 105.0, 160, 540))
    assert not beside_prose([], [a]) and beside_prose([_line(PROSE, 110.0, 160, 540)], [a])


def test_a_justified_line_given_in_pieces_counts_as_one_row_of_prose() -> None:
    left = [_line(f"{PROSE} {n}", 100.0 + 12 * n, 56, 290) for n in range(6)]
    right: list[Line] = []
    for n in range(6):
        top = 100.0 + 12 * n
        if n % 2:
            right.append(_line(PROSE, top, 310, 540))
        else:  # a justified line MuPDF gave word by word
            right += [
                _line(w, top, 310 + 40 * k, 340 + 40 * k) for k, w in enumerate(PROSE.split())
            ]
    block = _raster(left + right)
    assert cut_columns([block]) == [left, _raster(right)]


def test_rows_of_figures_on_both_sides_stay_one_table() -> None:
    cells = [
        cell
        for n in range(5)
        for cell in (
            _line(f"{n} 1.2 3.4 5.6 7.8", 100.0 + 12 * n, 56, 250),
            _line(f"{n} 0.1 0.2 0.3 0.4", 100.0 + 12 * n, 310, 540),
        )
    ]
    assert cut_columns([cells]) == [cells]
