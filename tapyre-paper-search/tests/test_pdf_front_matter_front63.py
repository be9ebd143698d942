"""front63's rules on train material: a thesis committee's rows not read as a byline
wrapped across a break (``authorband.band_names``); a picture credit beside a byline's
one name (``picturecredits``).

Lines are built here; each case failed on fd145eb6 but the controls.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authorband import band_names
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.picturecredits import is_picture_credit


def _line(text: str, y0: float, size: float = 10.0, *, bold: bool = False,
          x0: float = 200.0) -> Line:  # fmt: skip
    return Line(text, size, bold, False, False, x0, y0, x0 + 5.0 * len(text), y0 + size, 0, 0)


def _thesis(rows: list[str]) -> list[Line]:
    """A thesis title page's lines: the title, "by", the candidates, then ``rows``."""
    lines = [_line("Persistent Infection and Neoplasia", 70, 16, bold=True, x0=120)]
    lines += [_line("by", 150, x0=300), _line("Ann Lee, Bo Chen and Cy Diaz", 166, 12, bold=True)]
    return lines + [_line(row, 195 + 12 * n, 9, x0=260) for n, row in enumerate(rows)]


_CANDIDATES = ("Ann Lee", "Bo Chen", "Cy Diaz")


def test_a_thesis_committee_s_rows_are_no_wrapped_byline() -> None:
    """Before: "Evan Moss" and "Supervisor Fay Hart" read across the rows' breaks."""
    rows = ["Thesis committee", "Dana Price, Chair", "Evan Moss, Supervisor",
            "Fay Hart, External examiner"]  # fmt: skip
    lines = _thesis(rows)
    author = [0.0, 0.1, 0.99, 0.2, 0.9, 0.9, 0.9]
    assert band_names(lines, list(range(1, 7)), author, _CANDIDATES) == _CANDIDATES


def test_a_byline_wrapped_inside_a_name_is_still_read_across_its_break() -> None:
    """Control: no committee's label, the name broken after its initial is read whole."""
    lines = [_line("Persistent Infection and Neoplasia", 70, 16, bold=True, x0=120)]
    lines += [_line("Ann Lee, Bo Chen, Jose A.", 100, 12), _line("Tipler and Cy Diaz", 114, 12)]
    names = band_names(lines, [1, 2], [0.0, 0.99, 0.99], ("Ann Lee", "Bo Chen", "Jose A"))
    assert "Jose A. Tipler" in names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Story by Ann Lee | Illustration by Dana Price", ["Ann Lee"]),
        ("Words by Ann Lee, photography by Bo Chen", ["Ann Lee"]),
        ("Ann Lee | Photos by Evan Moss", ["Ann Lee"]),
    ],
)
def test_a_picture_credit_beside_one_writer(line: str, names: list[str]) -> None:
    """Before: nobody (the credit's piece, no name, counted as much as the one name)."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Story by Ann Lee and Bo Chen | Illustration by Dana Price", ["Ann Lee", "Bo Chen"]),
        ("Illustration by Dana Price", []),  # the credit alone names no author
        ("Ann Lee, Department of Physics", []),  # a name and its place: as before
    ],
)
def test_picture_credit_controls(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


def test_a_picture_credit_is_a_piece_opening_with_its_lead() -> None:
    assert is_picture_credit("Illustrations by Dana Price")
    assert not is_picture_credit("Ann Lee")
    assert not is_picture_credit("Photonics by design")  # no credit's noun and "by"
