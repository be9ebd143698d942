"""A photograph on a scanned first page is no region for the second OCR pass (``ocrink``).

Its dots (a halftone) or greys are dark, dense and wide like large type, but the
ink runs down the page with no white row between lines of type: the pass does
not spend a ``tesseract`` run on it (Tesseract read it at a confidence too low to
keep).  The scan is a real page rendered to an image (``pdfgen.damage.scan``);
the region finder is also tested on made-up pixels.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import numpy as np
import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.pdf import extract_pdf, ocrreread
from tapyre_paper_search.pdf.ocrink import PICTURE, SCALE, missed_regions
from test_pdf_ocr_umlauts import scanned_with_names

TITLE = "Replication dynamics of simian viruses"


def _photo_scan(folder: Path) -> Path:
    """A scanned first page: an 18-point title over a halftone photograph (2,500
    dots), names and prose."""
    doc = pymupdf.open()
    page = doc.new_page()
    width = pymupdf.get_text_length(TITLE, fontname="helv", fontsize=18)
    page.insert_text(((page.rect.width - width) / 2, 70), TITLE, fontsize=18)
    shape = page.new_shape()
    rng = random.Random(3)
    for _ in range(2500):
        shape.draw_circle((rng.uniform(150, 460), rng.uniform(90, 230)), rng.uniform(0.8, 2.0))
    shape.finish(color=(0, 0, 0), fill=(0, 0, 0))
    shape.commit()
    return scanned_with_names(doc, 260.0, folder / "photo.pdf")


@needs_tesseract
def test_a_halftone_photo_costs_no_tesseract_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[Any] = []
    monkeypatch.setattr(ocrreread, "available", lambda: True)
    monkeypatch.setattr(ocrreread, "_read_region", lambda *args: calls.append(args) or [])
    pdf = extract_pdf(_photo_scan(tmp_path))
    assert calls == []
    assert pdf.authors == ("Anna Schmidt", "Peter Novak")
    assert pdf.pages[0].text.count("features") >= 15


def _ink() -> np.ndarray:
    return np.zeros((int(842 * SCALE), int(595 * SCALE)), dtype=bool)


BODY_LINES = [(80.0, 400.0 + 13 * i, 500.0, 409.0 + 13 * i) for i in range(10)]


def test_dots_running_down_an_inch_are_no_region_and_lines_of_type_are() -> None:
    rng = np.random.default_rng(3)
    photo = _ink()
    block = photo[int(90 * SCALE) : int(230 * SCALE), int(150 * SCALE) : int(460 * SCALE)]
    block[...] = rng.random(block.shape) < 0.3
    assert missed_regions(photo, BODY_LINES) == []
    # two lines of large type as dense, 30 points apart: white rows between them
    title = _ink()
    for top in (90, 120, 150, 180):
        lines = title[
            int(top * SCALE) : int((top + 20) * SCALE), int(150 * SCALE) : int(460 * SCALE)
        ]
        lines[...] = rng.random(lines.shape) < 0.3
    (region,) = missed_regions(title, BODY_LINES)
    assert region.box[1] == pytest.approx(90, abs=1)
    assert region.box[3] == pytest.approx(200, abs=1)
    assert PICTURE > 2 * 24  # two lines of 24-point type set close are still read


def test_one_line_of_type_taller_than_an_inch_is_read_again() -> None:
    # "Phylogeny" in 84 points runs 78 points down with no white row, but white
    # stands between its letters: type, not a picture (review58)
    title = _ink()
    for left in range(120, 500, 48):
        x0, x1 = int(left * SCALE), int((left + 40) * SCALE)
        title[int(60 * SCALE) : int(138 * SCALE), x0:x1:3] = True
    (region,) = missed_regions(title, BODY_LINES)
    assert region.box[1] == pytest.approx(60, abs=1)
    assert region.box[3] == pytest.approx(138, abs=1)
