"""Review fixes to :mod:`tapyre_paper_search.pdf.whitefill` (fix61c): a text drawn
under a white box and again over it is read once, and a white fill over the whole page
(a ground drawn last, blended) hides nothing."""

from __future__ import annotations

import pymupdf
import pytest
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.whitefill import without_hidden, without_whited_out

TITLE = "Deep Learning for Cats"
BOX = ((70.0, 77.0, 540.0, 100.0), 5)


def _line(text: str, y0: float = 78.0) -> Line:
    return Line(text, 16.0, True, False, False, 76.0, y0, 340.0, y0 + 20.0, 0)


def test_a_text_drawn_under_the_box_and_again_over_it_is_read_once() -> None:
    spans = [((76.0, 80.0, 339.0, 96.0), 2, "DeepLearningforCats")]
    redrawn = [*spans, ((76.0, 80.0, 339.0, 96.0), 8, "DeepLearningforCats")]
    page = PageLines((_line(TITLE), _line(TITLE), _line("Ann Smith", 130.0)), 612.0, 792.0)
    assert [ln.text for ln in without_hidden(page, [BOX], redrawn).lines] == [TITLE, "Ann Smith"]
    assert [ln.text for ln in without_hidden(page, [BOX], spans).lines] == ["Ann Smith"]


def _lines(page: pymupdf.Page) -> PageLines:
    made = [
        Line("".join(s["text"] for s in ln["spans"]), 16.0, False, False, False, *ln["bbox"], 0)
        for block in page.get_text("dict")["blocks"]
        for ln in block.get("lines", ())
    ]
    return PageLines(tuple(made), page.rect.width, page.rect.height)


@pytest.fixture(scope="module")
def pages() -> pymupdf.Document:
    doc = pymupdf.open()
    again = doc.new_page()  # the title, a white box over it, the title again
    again.insert_text((80, 100), TITLE, fontsize=16)
    again.draw_rect(pymupdf.Rect(70, 80, 540, 106), color=None, fill=(1, 1, 1))
    again.insert_text((80, 100), TITLE, fontsize=16)
    ground = doc.new_page()  # the page's white ground painted last
    ground.insert_text((80, 100), TITLE, fontsize=16)
    ground.insert_text((80, 140), "Ann Smith", fontsize=12)
    ground.draw_rect(ground.rect, color=None, fill=(1, 1, 1))
    return pymupdf.open("pdf", doc.tobytes())


def test_a_title_drawn_again_over_its_white_box_is_kept(pages: pymupdf.Document) -> None:
    page = pages[0]
    read = without_whited_out(lambda: _lines(page), page)()
    assert [ln.text for ln in read.lines] == [TITLE]


def test_a_white_ground_painted_last_over_the_page_hides_nothing(
    pages: pymupdf.Document,
) -> None:
    page = pages[1]
    read = without_whited_out(lambda: _lines(page), page)()
    assert [ln.text for ln in read.lines] == [TITLE, "Ann Smith"]
