"""A journal's name in large type over a title the page's OCR read is not read again.

The second OCR pass (``ocrink``, ``ocrreread``) reads large type the first pass
returned no words for.  A journal's masthead set larger than the title above it,
once read, would take the title's place (the title picker favours the largest
type).  A block of missed ink that takes in no read line and stands right above
a read line of large type (the title) is left as the first pass gave it; a block
above names or prose (a title the first pass missed whole) is still read.  The
scan is a real text page rendered to an image and read by Tesseract.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf
import pytest
from pdfgen.damage import scan
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.ocrink import SCALE, missed_regions
from test_pdf_ocr import (
    needs_tesseract,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from test_pdf_ocr_reread import needs_the_program, tesseract_program  # noqa: F401

TITLE = ("Replication dynamics of simian viruses", "in African non-human primate hosts")
BODY = "Methods: To define potential common features of simian immunodeficiency virus in"


def _centred(page: pymupdf.Page, top: float, text: str, size: float) -> None:
    width = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    page.insert_text(((page.rect.width - width) / 2, top), text, fontsize=size)


def _masthead_scan(folder: Path) -> Path:
    """A scanned first page: a journal's name in 26-point Helvetica capitals over a
    15-point title of two lines, two lines of names and prose in 10-point type."""
    doc = pymupdf.open()
    page = doc.new_page()
    _centred(page, 70, "CELL HOST AND MICROBE", 26)
    top = 115.0
    for line in TITLE:
        _centred(page, top, line, 15)
        top += 15 * 1.3
    names = ("Anna Schmidt (University of Bonn)", "Peter Novak (Charles University)")
    for row, text in enumerate((*names, *(BODY,) * 18)):
        gap = 11 if row < len(names) else 27  # the prose starts 16 points lower
        page.insert_text((80, top + gap + 13 * row), text, fontsize=10)
    path = folder / "masthead.pdf"
    with scan(doc, [0], dpi=200, seed=2) as scanned_doc:
        scanned_doc.save(path)
    doc.close()
    return path


@needs_tesseract
@needs_the_program
def test_a_journals_name_set_larger_over_a_read_title_does_not_become_the_title(
    tmp_path: Path,
) -> None:
    pdf = extract_pdf(_masthead_scan(tmp_path))
    assert pdf.title == " ".join(TITLE)
    assert pdf.authors == ("Anna Schmidt", "Peter Novak")


def _ink(height: float = 792, width: float = 612) -> np.ndarray:
    return np.zeros((int(height * SCALE), int(width * SCALE)), dtype=bool)


def _type(ink: np.ndarray, box: tuple[float, float, float, float]) -> None:
    """Strokes as type leaves them in ``box``: a vertical stroke every 3 points."""
    x0, y0, x1, y1 = (int(v * SCALE) for v in box)
    ink[y0:y1, x0:x1:4] = True


_PROSE = [(80, 200 + 13 * i, 530, 209 + 13 * i) for i in range(20)]


@pytest.mark.parametrize(
    ("under", "read_again"),
    [
        ((120, 100, 490, 114), False),  # the title, read: 16 points tall
        ((80, 101, 400, 108), True),  # names in body type: the title above was missed
    ],
)
def test_missed_ink_above_a_read_line_is_read_again_only_over_small_type(
    under: tuple[float, float, float, float], read_again: bool
) -> None:
    ink = _ink()
    _type(ink, (150, 50, 460, 76))  # missed: 26 points of capitals
    _type(ink, under)
    for box in _PROSE:
        _type(ink, box)
    lines = [(under[0], under[1] - 1, under[2], under[3] + 1), *_PROSE]
    regions = missed_regions(ink, lines)
    assert [r.replaced for r in regions] == ([()] if read_again else [])
    assert [r.box[1] for r in regions] == pytest.approx([50] if read_again else [], abs=1)
