"""A front page's text under a white box drawn after it is not read (producer65:
:mod:`tapyre_paper_search.pdf.whitefill`)."""

from __future__ import annotations

import pymupdf
import pytest
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.whitefill import hidden, white_fills, without_whited_out

FILL = ((70.0, 77.0, 540.0, 100.0), 5)


def _line(text: str, x0: float = 76.0, y0: float = 78.0, x1: float = 340.0) -> Line:
    return Line(text, 16.0, True, False, False, x0, y0, x1, y0 + 20.0, 0)


def test_a_line_drawn_before_a_white_fill_over_it_is_hidden() -> None:
    line = _line("Title of the Paper Here")
    spans = [((76.0, 80.0, 339.0, 96.0), 2, "TitleofthePaperHere")]
    assert hidden(line, [FILL], spans)


def test_a_visible_word_inside_the_hidden_line_s_box_leaves_it_hidden() -> None:
    line = _line("Title of the Paper Here")
    spans = [((76.0, 80.0, 339.0, 96.0), 2, "TitleofthePaperHere")]
    later = [((150.0, 80.0, 170.0, 96.0), 9, "of"), ((76.0, 80.0, 500.0, 96.0), 8, "Deepfields")]
    assert hidden(line, [FILL], spans + later)
    visible = _line("Deep fields", x1=500.0)
    assert not hidden(visible, [FILL], spans + later)  # a hidden span in its box too


def test_a_line_drawn_after_the_fill_or_under_an_earlier_fill_is_kept() -> None:
    line = _line("Deep fields of the sky", x1=500.0)
    own = [
        ((76.0, 80.0, 300.0, 96.0), 7, "Deepfieldsof"),
        ((304.0, 80.0, 499.0, 96.0), 8, "thesky"),
    ]
    assert not hidden(line, [FILL], own)  # drawn over the white box
    background = ((0.0, 0.0, 612.0, 792.0), 1)
    assert not hidden(line, [background], [(b, 3, t) for b, _, t in own])  # a page's white ground


def test_a_line_beside_the_fill_or_with_no_span_found_is_kept() -> None:
    spans = [((76.0, 130.0, 339.0, 146.0), 2, "Anotherline")]
    assert not hidden(_line("Another line", y0=128.0), [FILL], spans)  # under the fill
    assert not hidden(_line("Title of the Paper Here"), [FILL], spans)  # no span of its own


def test_only_opaque_white_fills_count() -> None:
    paths = [
        {
            "type": "f",
            "fill": (1.0, 1.0, 1.0),
            "fill_opacity": 1.0,
            "rect": (0, 0, 9, 9),
            "seqno": 4,
        },
        {
            "type": "f",
            "fill": (0.9, 0.9, 0.9),
            "fill_opacity": 1.0,
            "rect": (0, 0, 9, 9),
            "seqno": 5,
        },
        {
            "type": "f",
            "fill": (1.0, 1.0, 1.0),
            "fill_opacity": 0.5,
            "rect": (0, 0, 9, 9),
            "seqno": 6,
        },
        {"type": "s", "color": (1.0, 1.0, 1.0), "rect": (0, 0, 9, 9), "seqno": 7},
    ]
    assert white_fills(paths) == [((0.0, 0.0, 9.0, 9.0), 4)]


@pytest.fixture(scope="module")
def page_pdf() -> pymupdf.Document:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((80, 100), "Title of the Paper Here", fontsize=16)
    page.draw_rect(pymupdf.Rect(70, 80, 540, 106), color=None, fill=(1, 1, 1))
    page.insert_text((80, 100), "Deep fields", fontsize=16)
    return doc


def test_a_page_s_hidden_template_title_is_dropped(page_pdf: pymupdf.Document) -> None:
    page = page_pdf[0]
    lines = tuple(
        Line(ln.text, 16.0, False, False, False, *ln.box, 0)
        for ln in (_Made("Title of the Paper Here", page), _Made("Deep fields", page))
    )
    made = without_whited_out(lambda: PageLines(lines, 612.0, 792.0), page)
    assert [line.text for line in made().lines] == ["Deep fields"]


class _Made:
    """A line's text and its box as the page prints it."""

    def __init__(self, text: str, page: pymupdf.Page) -> None:
        self.text = text
        rect = page.search_for(text)[0]
        self.box = (rect.x0, rect.y0, rect.x1, rect.y1)
