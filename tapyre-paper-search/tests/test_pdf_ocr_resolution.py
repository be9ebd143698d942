"""Pages past the front pages are read at their scan's own resolution (``ocr.page_dpi``).

Rendering a 200-dpi scan at 300 dpi gives Tesseract half again as many pixels and
no detail the scan did not have; the front pages (the title, the names) keep the
resolution asked for.  The pages are real pages rendered to images
(``pdfgen.damage.scan``).
"""

from __future__ import annotations

import pymupdf
from pdfgen.damage import scan
from tapyre_paper_search.pdf.ocr import BODY_DPI, FRONT_PAGES, page_dpi


def _doc(pages: int = 4) -> pymupdf.Document:
    doc = pymupdf.open()
    for _ in range(pages):
        page = doc.new_page()
        page.insert_text((72, 72), "Growth rings of urban trees in dry summers", fontsize=11)
    return doc


def test_a_page_past_the_front_is_read_at_its_scan_s_resolution() -> None:
    doc = _doc()
    for scanned_at, body in ((150, BODY_DPI), (200, 200), (240, 240), (300, 300), (400, 300)):
        scanned = scan(doc, list(range(doc.page_count)), dpi=scanned_at)
        read = [page_dpi(scanned[n], 300) for n in range(scanned.page_count)]
        assert read == [300] * FRONT_PAGES + [body] * (doc.page_count - FRONT_PAGES)
    # a skewed sheet's image is fitted into the page: about its resolution still
    skewed = scan(doc, [3], dpi=200, skew=1.5)
    assert 200 <= page_dpi(skewed[3], 300) <= 215


def test_a_page_that_is_no_scan_keeps_the_resolution_asked_for() -> None:
    doc = _doc()
    assert page_dpi(doc[3], 300) == 300
    # a small picture on the page is no scan of it
    page = doc[3]
    pix = pymupdf.Pixmap(pymupdf.csGRAY, 50, 50, bytes(2500), False)
    page.insert_image(pymupdf.Rect(72, 100, 144, 172), pixmap=pix)
    assert page_dpi(page, 300) == 300


def test_a_scan_turned_onto_a_landscape_page_is_measured_along_its_own_side() -> None:
    # a 300-dpi scan of a landscape page stored upright (2480 x 3508 pixels) and turned
    # a quarter onto the page: 3508 pixels lie across the page's 842 points
    doc = pymupdf.open()
    for _ in range(3):
        page = doc.new_page(width=842, height=595)
        pix = pymupdf.Pixmap(pymupdf.csGRAY, 2480, 3508, bytes(2480 * 3508), False)
        page.insert_image(page.rect, pixmap=pix, rotate=90)
    assert page_dpi(doc[2], 300) == 300
    assert page_dpi(doc[2], 400) == 300
