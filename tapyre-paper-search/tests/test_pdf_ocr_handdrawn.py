"""A hand-drawn two-column structured abstract, scanned, with a narrow gutter.

``pdfgen``'s generator drew the development pages the OCR rules were tuned on.
This page is drawn directly with PyMuPDF instead: Times or Helvetica, a title, a
byline, an affiliation, a structured abstract at 9 pt with inline labels in the left
column over a 10 pt body that fills the right column, a gutter of 4–12 pt, scanned
at 150–300 dpi, turned by up to 0.8°.  Tesseract reads most rows across both
columns ("… a short walk each day lowers | raises the risk of stroke …"); the
white river down the gutter (``rivers``) cuts them, so the abstract holds its four
parts and none of the right column's body.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)

_PARTS = (
    "Objective: To find out whether a short walk each day lowers the blood pressure "
    "of older people who live alone.",
    "Methods: Two hundred adults from four towns were assigned at random to a walking "
    "group or to usual care for one year.",
    "Results: Systolic pressure fell by six points with walking and by one point with "
    "usual care; most people kept to the plan.",
    "Conclusions: A short daily walk is a cheap way to lower blood pressure in older "
    "people and should be offered to them.",
)
_BODY = (
    "High blood pressure is common among older people and raises the risk of stroke. "
    "Walking needs no equipment and no training, and most people can do it. "
) * 6


class _Sheet:
    """A letter page written top down in Times (PyMuPDF's base fonts)."""

    def __init__(self) -> None:
        self.doc = pymupdf.open()
        self.page = self.doc.new_page(width=612, height=792)
        self.top = 72.0

    def write(
        self, text: str, size: float, left: float, right: float, font: str = "tiro", **kw: int
    ) -> None:
        """Set ``text`` from the current top between ``left`` and ``right``; move down."""
        room = pymupdf.Rect(left, self.top, right, 760)
        spare = self.page.insert_textbox(room, text, fontsize=size, fontname=font, **kw)
        self.top = 760 - spare + 3

    def scan(self, path: Path, dpi: int, skew: float) -> None:
        """Save the page as one grey image (no text layer), turned by ``skew`` degrees."""
        turned = pymupdf.Matrix(dpi / 72, dpi / 72).prerotate(skew)
        image = self.page.get_pixmap(matrix=turned, colorspace=pymupdf.csGRAY, alpha=False)
        scanned = pymupdf.open()
        scanned.new_page(width=612, height=792).insert_image(
            pymupdf.Rect(0, 0, 612, 792), pixmap=image
        )
        scanned.save(path)
        scanned.close()


def _draw(path: Path, gutter: float, dpi: int, skew: float, sans: bool) -> None:
    plain, bold, italic = ("helv", "hebo", "heit") if sans else ("tiro", "tibo", "tiit")
    sheet = _Sheet()
    sheet.write(
        "Daily Walking and Blood Pressure in Older People Who Live Alone",
        15,
        72,
        540,
        bold,
        align=1,
    )
    sheet.write(
        "Anna Schmidt, Peter Maier, John Smith and Maria Garcia", 11, 72, 540, plain, align=1
    )
    sheet.write(
        "Institute of Public Health, University of Example, Germany", 8.5, 72, 540, italic, align=1
    )
    sheet.top += 10
    columns_top = sheet.top
    middle = 306.0
    sheet.write("Abstract", 10, 72, middle - gutter / 2, bold)
    for part in _PARTS:
        sheet.write(part, 9, 72, middle - gutter / 2, plain, align=3)
    sheet.top += 8
    sheet.write("1 Introduction", 11, 72, middle - gutter / 2, bold)
    sheet.write(_BODY, 10, 72, middle - gutter / 2, plain, align=3)
    sheet.top = columns_top
    sheet.write(_BODY * 2, 10, middle + gutter / 2, 540, plain, align=3)
    sheet.scan(path, dpi, skew)
    sheet.doc.close()


@needs_tesseract
@pytest.mark.parametrize(
    "case",
    [
        # Tesseract reads eight rows across both columns; the row "Results: Systolic …"
        # it read across two baselines keeps a box two rows tall and is lost.
        (6.0, 150, 0.0, False, False),
        (8.0, 200, 0.6, False, False),  # askew: the river runs slanted
        (4.0, 300, 0.0, True, True),
        (12.0, 300, -0.8, True, True),
        # "assigned," OCR's box running 4 points into the gutter, cut back to it
        (10.0, 240, -0.4, False, True),
    ],
)
def test_a_two_column_structured_abstract_beside_a_narrow_gutter_keeps_to_its_column(
    tmp_path: Path, case: tuple[float, int, float, bool, bool]
) -> None:
    """``case``: the gutter (points), the scan's dpi and skew (degrees), sans (else
    serif), and whether the whole abstract is read."""
    gutter, dpi, skew, sans, whole = case
    from tapyre_paper_search.pdf import extract_pdf

    path = tmp_path / "drawn.pdf"
    _draw(path, gutter, dpi, skew, sans)
    paper = extract_pdf(path, max_pages=1, tables=False)
    assert paper.pages[0].source == "ocr"
    assert paper.title.startswith("Daily Walking and Blood Pressure")
    for surname in ("Schmidt", "Maier", "Smith", "Garcia"):
        assert any(surname in name for name in paper.authors)
    assert paper.abstract.startswith("Objective: To find out whether a short walk each day")
    assert "Methods: Two hundred adults" in paper.abstract
    # none of the right column's body ("High blood pressure … Walking needs …"), which
    # the rows Tesseract read across the gutter put into the abstract before
    assert "High blood" not in paper.abstract
    assert "Walking needs" not in paper.abstract
    if whole:
        assert "Results: Systolic pressure fell" in paper.abstract
        assert "Conclusions: A short daily walk" in paper.abstract
        assert paper.abstract.endswith("should be offered to them.")
