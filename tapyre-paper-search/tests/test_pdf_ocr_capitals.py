"""A title in capitals the first OCR pass skipped is read again, on the front pages.

A line in capitals inks only its cap height (0.7 of its size), while OCR's line
boxes, the page's measure of its body, take in ascenders and descenders: an
18-point title in capitals over 10-point body inked 12.7 points against boxes
of 11.5, under the 1.3 times that ``ocrink`` once asked of a missed line, and
its lines were never read.  A title may stand on the page after a cover sheet,
so the second pass runs on the first ``ocr.FRONT_PAGES`` pages.  The pages are
real: rendered by PyMuPDF and scanned (``pdfgen.damage.scan``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from pdfgen.damage import scan
from tapyre_paper_search.pdf import ocr, ocrreread
from tapyre_paper_search.pdf.ocrink import SCALE, ink_mask, missed_regions

TITLE = ("GLOBAL PREVALENCE OF ANXIETY", "DISORDERS: A SYSTEMATIC REVIEW")
BODY = "The literature describing the prevalence of anxiety disorders is highly variable."


def _page(doc: Any) -> list[tuple[float, float, float, float]]:
    """A page of ``doc``: a title in 18-point bold capitals over twelve lines of
    10-point body; returns the body lines' boxes as OCR gives them (ascender to
    descender, 1.15 of the size)."""
    page = doc.new_page()
    for i, text in enumerate(TITLE):
        page.insert_text((60, 100 + 26 * i), text, fontsize=18, fontname="tibo")
    boxes = []
    for i in range(12):
        base = 200 + 14 * i
        page.insert_text((60, base), BODY, fontsize=10, fontname="tiro")
        boxes.append((60.0, base - 9.0, 430.0, base + 2.5))
    return boxes


def test_a_capitals_title_over_body_is_a_missed_region() -> None:
    doc = pymupdf.open()
    boxes = _page(doc)
    pix = doc[0].get_pixmap(matrix=pymupdf.Matrix(SCALE, SCALE), colorspace=pymupdf.csGRAY)
    grey = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    # the first pass read the body and neither line of the title
    (region,) = missed_regions(ink_mask(grey), boxes)
    assert region.box[1] == pytest.approx(100 - 13, abs=2)
    assert region.box[3] == pytest.approx(126, abs=2)
    assert region.replaced == ()
    # body lines read whole leave nothing to read again
    lines = [(60.0, 100 - 14.0 + 26 * i, 420.0, 100 + 5.0 + 26 * i) for i in range(2)]
    assert missed_regions(ink_mask(grey), [*lines, *boxes]) == []


@needs_tesseract
def test_the_second_pass_runs_on_the_front_pages_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = pymupdf.open()
    for _ in range(ocr.FRONT_PAGES + 1):
        _page(doc)
    scanned = scan(doc, list(range(doc.page_count)), dpi=200, seed=5)
    scanned.save(tmp_path / "scan.pdf")
    scanned.close()
    seen: list[int] = []

    def reread(page: Any, data: Any, words: list[Any], *_: Any, **__: Any) -> tuple[Any, list[Any]]:
        seen.append(page.number)
        return data, words

    monkeypatch.setattr(ocrreread, "available", lambda: True)
    monkeypatch.setattr(ocrreread, "reread", reread)
    with pymupdf.open(tmp_path / "scan.pdf") as pages:
        for page in pages:
            ocr.ocr_page(page, 0, ocr.OcrOptions())
    assert seen == list(range(ocr.FRONT_PAGES))


@needs_tesseract
def test_a_front_page_is_rendered_in_grey_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The photograph test and the second pass measure ink on one rendering of the
    # page (they had rendered it each, review78 item 6); the second pass's crops of
    # the title it reads again are rendered on their own.
    doc = pymupdf.open()
    for _ in range(ocr.FRONT_PAGES + 1):
        _page(doc)
    scanned = scan(doc, list(range(doc.page_count)), dpi=200, seed=5)
    scanned.save(tmp_path / "scan.pdf")
    scanned.close()
    whole: list[int] = []
    render = pymupdf.Page.get_pixmap

    def counted(page: Any, *args: Any, **kwargs: Any) -> Any:
        grey = kwargs.get("colorspace") is pymupdf.csGRAY
        if grey and kwargs.get("clip") is None:  # OCR's own rendering is in colour
            whole.append(page.number)
        return render(page, *args, **kwargs)

    monkeypatch.setattr(pymupdf.Page, "get_pixmap", counted)
    with pymupdf.open(tmp_path / "scan.pdf") as pages:
        for page in pages:
            data, _ = ocr.ocr_page(page, 0, ocr.OcrOptions())
            if page.number == 0:  # the title the first pass skipped was read again
                text = " ".join(
                    s["text"]
                    for b in data["blocks"]
                    for ln in b.get("lines", ())
                    for s in ln["spans"]
                )
                assert "PREVALENCE" in text
    assert whole == list(range(ocr.FRONT_PAGES))
