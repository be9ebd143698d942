"""A journal's name in large type over a title the page's OCR read is not read again.

The second OCR pass (``ocrink``, ``ocrreread``) reads large type the first pass
returned no words for.  A journal's masthead set larger than the title above it,
once read, would take the title's place (the title picker favours the largest
type).  A block of missed ink that takes in no read line and stands right above
a read line of large type (the title) is left as the first pass gave it when it is
a single line; a block above names or prose (a title the first pass missed
whole), or of several lines (a title over its subtitle), is still read.  The
scan is a real text page rendered to an image and read by Tesseract.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    similarity,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from pdfgen.damage import scan
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.ocrink import SCALE, missed_regions
from test_pdf_ocr_reread import TITLE as MISSED_TITLE
from test_pdf_ocr_reread import needs_the_program, tesseract_program  # noqa: F401

TITLE = ("Replication dynamics of simian viruses", "in African non-human primate hosts")
BODY = "Methods: To define potential common features of simian immunodeficiency virus in"


def _centred(page: pymupdf.Page, top: float, text: str, size: float) -> None:
    width = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    page.insert_text(((page.rect.width - width) / 2, top), text, fontsize=size)


def _scan(folder: Path, large: tuple[str, ...], under: tuple[str, ...]) -> Path:
    """A scanned first page: the ``large`` lines in 24-point Helvetica (OCR skips
    them: a journal's name, or a title in capitals) over the ``under`` lines in
    15 points (the first pass reads them: the title, or a subtitle), two lines of
    names and prose in 10-point type."""
    doc = pymupdf.open()
    page = doc.new_page()
    top = 70.0
    for line in large:
        _centred(page, top, line, 24)
        top += 24 * 1.2
    top += 16
    for line in under:
        _centred(page, top, line, 15)
        top += 15 * 1.3
    names = ("Anna Schmidt (University of Bonn)", "Peter Novak (Charles University)")
    for row, text in enumerate((*names, *(BODY,) * 18)):
        gap = 11 if row < len(names) else 27  # the prose starts 16 points lower
        page.insert_text((80, top + gap + 13 * row), text, fontsize=10)
    path = folder / "scan.pdf"
    with scan(doc, [0], dpi=200, seed=2) as scanned_doc:
        scanned_doc.save(path)
    doc.close()
    return path


@needs_tesseract
@needs_the_program
def test_a_journals_name_set_larger_over_a_read_title_does_not_become_the_title(
    tmp_path: Path,
) -> None:
    pdf = extract_pdf(_scan(tmp_path, ("CELL HOST AND MICROBE",), TITLE))
    assert pdf.title == " ".join(TITLE)
    assert pdf.authors == ("Anna Schmidt", "Peter Novak")


@needs_tesseract
@needs_the_program
def test_a_title_of_several_lines_ocr_skipped_over_a_subtitle_it_read_is_read_again(
    tmp_path: Path,
) -> None:
    subtitle = ("A comparative study of viral load in twelve species",)
    pdf = extract_pdf(_scan(tmp_path, tuple(t.upper() for t in MISSED_TITLE), subtitle))
    assert similarity(pdf.title, " ".join(MISSED_TITLE).upper()) > 0.95


def _ink(height: float = 792, width: float = 612) -> np.ndarray:
    return np.zeros((int(height * SCALE), int(width * SCALE)), dtype=bool)


def _type(ink: np.ndarray, box: tuple[float, float, float, float]) -> None:
    """Strokes as type leaves them in ``box``: a vertical stroke every 3 points."""
    x0, y0, x1, y1 = (int(v * SCALE) for v in box)
    ink[y0:y1, x0:x1:4] = True


_PROSE = [(80, 200 + 13 * i, 530, 209 + 13 * i) for i in range(20)]


_LINE = (150, 20, 460, 46)  # 26 points of capitals
_TITLE_READ = (120, 100, 490, 114)  # 16 points tall
_NAMES_READ = (80, 101, 400, 108)  # body type


@pytest.mark.parametrize(
    ("missed", "under", "read_again"),
    [
        ((_LINE,), _TITLE_READ, False),  # a journal's name over the title read
        ((_LINE,), _NAMES_READ, True),  # the title missed, over its names
        ((_LINE, (150, 54, 460, 80)), _TITLE_READ, True),  # a title missed over its subtitle
    ],
)
def test_missed_ink_above_a_read_line_is_read_again_unless_one_line_over_large_type(
    missed: tuple[tuple[float, float, float, float], ...],
    under: tuple[float, float, float, float],
    read_again: bool,
) -> None:
    ink = _ink()
    for box in (*missed, under, *_PROSE):
        _type(ink, box)
    lines = [(under[0], under[1] - 1, under[2], under[3] + 1), *_PROSE]
    regions = missed_regions(ink, lines)
    assert [r.replaced for r in regions] == ([()] if read_again else [])
    assert [r.box[1] for r in regions] == pytest.approx([20] if read_again else [], abs=1)
