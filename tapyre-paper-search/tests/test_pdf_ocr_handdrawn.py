"""A hand-drawn two-column structured abstract, scanned: what OCR reading gives today.

``pdfgen``'s generator drew the development pages the OCR size rules were tuned on
(``ocrsizes``).  This page is drawn directly with PyMuPDF instead: Times, a title,
a byline, an affiliation, a structured abstract at 9 pt with inline labels in the
left column over a 10 pt body that fills the right column, a 6 pt gutter, scanned
at 150 dpi.  It pins the behaviour known today (docs/pdf.md, Scanned pages): title
and authors are read, but the right column's first lines are read into the
abstract.  A change that reads this abstract right fails the last assertions: then
update them and the docs.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from test_pdf_ocr import (
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

    def scan(self, path: Path, dpi: int) -> None:
        """Save the page as one grey image (no text layer)."""
        image = self.page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        scanned = pymupdf.open()
        scanned.new_page(width=612, height=792).insert_image(
            pymupdf.Rect(0, 0, 612, 792), pixmap=image
        )
        scanned.save(path)
        scanned.close()


def _draw(path: Path) -> None:
    sheet = _Sheet()
    sheet.write(
        "Daily Walking and Blood Pressure in Older People Who Live Alone",
        15,
        72,
        540,
        "tibo",
        align=1,
    )
    sheet.write("Anna Schmidt, Peter Maier, John Smith and Maria Garcia", 11, 72, 540, align=1)
    sheet.write(
        "Institute of Public Health, University of Example, Germany", 8.5, 72, 540, "tiit", align=1
    )
    sheet.top += 10
    columns_top, gutter = sheet.top, 6.0
    middle = 306.0
    sheet.write("Abstract", 10, 72, middle - gutter / 2, "tibo")
    for part in _PARTS:
        sheet.write(part, 9, 72, middle - gutter / 2, align=3)
    sheet.top += 8
    sheet.write("1 Introduction", 11, 72, middle - gutter / 2, "tibo")
    sheet.write(_BODY, 10, 72, middle - gutter / 2, align=3)
    sheet.top = columns_top
    sheet.write(_BODY * 2, 10, middle + gutter / 2, 540, align=3)
    sheet.scan(path, 150)
    sheet.doc.close()


@needs_tesseract
def test_a_hand_drawn_two_column_structured_abstract_as_read_today(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import extract_pdf

    path = tmp_path / "drawn.pdf"
    _draw(path)
    paper = extract_pdf(path, max_pages=1, tables=False)
    assert paper.pages[0].source == "ocr"
    assert paper.title.startswith("Daily Walking and Blood Pressure")
    for surname in ("Schmidt", "Maier", "Smith", "Garcia"):
        assert any(surname in name for name in paper.authors)
    assert "Objective: To find out whether a short walk" in paper.abstract
    assert "Methods: Two hundred adults" in paper.abstract
    # Known today: the right column's body is read into the abstract, line by line
    # ("High blood pressure is common among older people and Objective: …").
    assert "High blood" in paper.abstract
    assert "Walking needs" in paper.abstract
