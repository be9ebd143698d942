"""review59 of latex22: a block in capitals above the title is no title, drawn with
PyMuPDF on a portrait and a landscape page."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, wrapped
from tapyre_paper_search.pdf import extract_pdf

_TITLE = "Seasonal Migration of Wading Birds along the Northern Coasts of Europe"


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    width = pymupdf.get_text_length(text, face, size)
    page.insert_text(((page.rect.width - width) / 2, y), text, fontsize=size, fontname=face)


@pytest.mark.parametrize(("width", "height"), [(595.0, 842.0), (842.0, 595.0)])
def test_a_capitals_block_over_editors_above_the_title_is_no_title(
    tmp_path: Path, width: float, height: float
) -> None:
    # Three rows in capitals over the editors head the page; the title's own
    # byline lies under a date line, so no byline is right under the title.
    doc = pymupdf.open()
    page = doc.new_page(width=width, height=height)
    for k, row in enumerate(("SPECIAL ISSUE ON", "COASTAL BIRDS AND", "THEIR HABITATS")):
        _centred(page, 50 + 18 * k, row, 13, "hebo")
    _centred(page, 108, "Anna Nowak and Peter Brown", 10, "tiro")
    _centred(page, 150, "Seasonal Migration of Wading Birds", 17, "tibo")
    _centred(page, 172, "along the Northern Coasts of Europe", 17, "tibo")
    _centred(page, 195, "Received 3 May 2021; accepted 9 June 2021", 9, "tiit")
    _centred(page, 220, "Maria Lindqvist and Tomas Berg", 12, "tiro")
    _centred(page, 236, "University of Gdansk, Poland", 10, "tiit")
    page.insert_text((90, 270), "Abstract", fontsize=11, fontname="tibo")
    for k, text in enumerate(wrapped(ABSTRACT, 10, width - 180)):
        page.insert_text((90, 285 + 13 * k), text, fontsize=10, fontname="tiro")
    path = tmp_path / "special.pdf"
    doc.save(path)
    front = extract_pdf(path, max_pages=1, tables=False)
    assert front.title == _TITLE
    assert front.authors == ("Maria Lindqvist", "Tomas Berg")
