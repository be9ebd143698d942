"""Round 68 (ocr68): a scan lying askew measured and read turned upright
(:mod:`~tapyre_paper_search.pdf.ocrdeskew`); what stays: a straight scan, a slightly
tilted one, a page of text, a page with too little ink.
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
from pdf_samples import ABSTRACT, TITLE, write_paper
from tapyre_paper_search.pdf import extract_pdf, ocrdeskew
from tapyre_paper_search.pdf.textlayer import NO_TEXT_LAYER


def _tilted(tmp_path: Path, degrees: float) -> Path:
    """The sample paper's page 1 scanned at 200 dpi lying ``degrees`` askew (the
    turned picture centred on the page), page 2 as typeset."""
    source = write_paper(tmp_path / "source.pdf", pages=2)
    out = pymupdf.open()
    with pymupdf.open(source) as doc:
        first = doc[0]
        scale = 200 / 72
        pix = first.get_pixmap(
            matrix=pymupdf.Matrix(scale, scale).prerotate(degrees), colorspace=pymupdf.csGRAY
        )
        width, height = first.rect.width, first.rect.height
        page = out.new_page(width=width, height=height)
        dx, dy = (pix.width / scale - width) / 2, (pix.height / scale - height) / 2
        page.insert_image(pymupdf.Rect(-dx, -dy, width + dx, height + dy), pixmap=pix)
        out.insert_pdf(doc, from_page=1, to_page=1)
    path = tmp_path / f"tilted{degrees}.pdf"
    out.save(path)
    return path


@pytest.mark.parametrize("degrees", [2.5, -2.0, 3.5])
def test_a_tilted_scan_is_measured_and_turned_upright(tmp_path: Path, degrees: float) -> None:
    with pymupdf.open(_tilted(tmp_path, degrees)) as doc:
        found = ocrdeskew.tilt(doc[0])
        assert found == pytest.approx(degrees, abs=0.2)
        upright = ocrdeskew.upright_page(doc[0], found, 100)
        assert upright.rect == doc[0].rect
        pix = upright.get_pixmap(dpi=100, colorspace=pymupdf.csGRAY)
        grey = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)
        assert abs(ocrdeskew.ink_tilt(grey[:, : pix.width])) <= 0.2


def test_a_straight_or_slightly_tilted_scan_a_text_page_and_a_blank_stay(tmp_path: Path) -> None:
    for degrees in (0.0, 0.8):  # Tesseract follows a small tilt itself
        with pymupdf.open(_tilted(tmp_path, degrees)) as doc:
            assert ocrdeskew.tilt(doc[0]) == 0.0
    with pymupdf.open(write_paper(tmp_path / "text.pdf", pages=1)) as doc:
        assert not ocrdeskew.is_scan(doc[0]) and ocrdeskew.tilt(doc[0]) == 0.0
    assert ocrdeskew.ink_tilt(np.full((400, 300), 230, np.uint8)) == 0.0  # no ink


@needs_tesseract
def test_a_scan_lying_askew_is_read_upright(tmp_path: Path) -> None:
    pdf = extract_pdf(_tilted(tmp_path, 3.0))
    assert [(p.source, p.note) for p in pdf.pages] == [("ocr", NO_TEXT_LAYER), ("text", "")]
    assert similarity(pdf.title, TITLE) > 0.9
    assert similarity(pdf.abstract, ABSTRACT) > 0.9
