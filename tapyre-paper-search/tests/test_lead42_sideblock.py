"""sideblock: scattered short pieces beside an abstract are no narrow column.

front42's ``side_column`` ended a scanned structured abstract before its
"Conclusion": Tesseract gave the other column's table cells ("Accuracy", "532",
"268.") as short lines above the abstract's last line, right of its column, and the
next abstract line came back 4.7 pt left of the abstract's edge, so the abstract
"ended" there (``test_pdf_ocr_sizes``'s coarse two-column scan: base whole, front42
cut).  A column's lines under its first share one left edge; cells scattered across
the row do not, and the page is read as the base read it.  Control: a contents column
(a heading, then items at one edge) is still a narrow column.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.sideblock import side_column
from textlines import text_line


def _line(text: str, x0: float, y0: float, x1: float, size: float = 9.5) -> Line:
    return text_line(text, y0, size=size, x0=x0, x1=x1, height=size * 1.2)


_ABSTRACT = [
    _line("OBJECTIVE: To evaluate the performance of reagent test strips in", 54.2, 240.0, 300.0),
    _line("screening pregnant women for asymptomatic bacteriuria. SETTING:", 54.2, 252.0, 300.0),
    _line("bacteriological culture and the other half was tested with a", 54.2, 264.0, 300.0),
    _line("reagent strip test for the presence of blood, protein, nitrite", 54.2, 276.0, 300.0),
]


def test_scattered_cells_beside_an_abstract_are_no_column() -> None:
    lines = [
        *_ABSTRACT,
        _line("Accuracy", 424.0, 266.0, 458.0),
        _line("532", 424.0, 276.0, 438.0),
        _line("268.", 459.0, 276.0, 493.0),
        _line("esterase. CONCLUSION: Reagent strips are no substitute.", 49.0, 289.0, 300.0),
    ]
    assert side_column(lines, 0, 3, 4, 54.2) is None


def test_a_contents_column_beside_an_abstract_is_one() -> None:
    """Control (front42's reading): a heading, then items at one left edge."""
    lines = [
        *_ABSTRACT,
        _line("Contents", 380.0, 244.0, 430.0, 12.5),
        _line("1 Background", 390.0, 258.0, 450.0),
        _line("2 Methods", 390.0, 270.0, 440.0),
        _line("the rest of the summary goes on here under it.", 54.2, 288.0, 300.0),
    ]
    assert side_column(lines, 0, 3, 4, 54.2) == 7
