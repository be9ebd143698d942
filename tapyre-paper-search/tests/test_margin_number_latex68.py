"""latex68: a section's number hung in the margin is no title row (columnruntitle).

A proceedings class sets the title in 14 pt bold and the first section's heading in
the same type, its number "1" hung in the left margin, left of the title's left edge;
read as the first column's part of a title run across two columns, it opened the title
("1 Caspase inhibitors …"; latex67's ``orcid-institutes``, train seed 681).
Line-level, no PDF.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.columnruntitle import run_across
from tapyre_paper_search.pdf.lines import Line, PageLines


def _line(text: str, x0: float, y0: float, size: float = 9.0, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, x0, y0, x0 + 0.5 * size * len(text), y0 + size, 0)


def _page(number: str, x0: float = 77.0) -> PageLines:
    title = "Caspase inhibitors promote alternative cell death pathways"
    lines = [
        _line(title, 92.0, 85.0, 14.3, bold=True),
        _line("Partha Cakir and Mihai Jansen", 156.0, 109.0),
        _line("Abstract. The use of caspase inhibitors has revealed the existence", 99.0, 188.0),
        _line(number, x0, 444.0, 14.3, bold=True),
        _line("Introduction", 99.0, 444.0, 14.3, bold=True),
        _line("Cell death programs are many, and some of them back others up.", 99.0, 470.0),
    ]
    return PageLines(tuple(lines), 612.0, 792.0)


def test_a_margin_number_in_the_title_s_type_does_not_open_the_title() -> None:
    """Before: ([0], "1 Caspase inhibitors …")."""
    assert run_across(_page("1"), [0], 9.0) is None


def test_a_lettered_row_left_of_the_title_still_runs_across() -> None:
    """Control: a row with letters there is read first, as before."""
    found = run_across(_page("Cell", 50.0), [0], 9.0)
    assert found is not None and found[1].startswith("Cell Caspase")
