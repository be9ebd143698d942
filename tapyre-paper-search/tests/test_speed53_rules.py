"""speed53: the first page's drawn rules read only where the title reader asks for them.

latex52 read page 1's drawings (:mod:`~tapyre_paper_search.pdf.drawnrules`) on every
document, for one question the title reader asks only where two title groups have the
shape of one title cut by a rule.  The rules are now a
:class:`~tapyre_paper_search.pdf.drawnrules.DrawnRules` read on that question, once;
``drawnrules.counted_reads`` counts the reads (the tests counting a page's drawing
reads tell them apart from the table finder's by it, no stack inspection).  The rules read are
the same as before (from ``get_cdrawings``, boxes put in order as ``get_drawings``
does).  Since producer65 the drawings themselves are read once on every first page
(:class:`~tapyre_paper_search.pdf.drawnrules.PageDrawings`, shared with
:mod:`~tapyre_paper_search.pdf.whitefill`).  Pages drawn with PyMuPDF.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pymupdf
import pytest
from layout_pages import draw_rows
from tapyre_paper_search.pdf import drawnrules, extract_pdf
from test_pdf_front_matter_latex33 import _BODY
from test_pdf_front_matter_latex50 import _kicker_page

_CUT = ("The shunt problem: control of functional", "shunting in vasculature")


@pytest.fixture
def first_page_drawings(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[int]]:
    """``Page.get_cdrawings`` calls by page number (``get_drawings`` makes one too)."""
    calls: Counter[int] = Counter()
    original = pymupdf.Page.get_cdrawings

    def counted(self: pymupdf.Page, *args: object, **kwargs: object) -> object:
        calls[self.number or 0] += 1
        return original(self, *args, **kwargs)

    monkeypatch.setattr(pymupdf.Page, "get_cdrawings", counted)
    yield calls


def _plain_paper(path: Path) -> None:
    """One title row over names, a place, an abstract and a rule under the header."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.draw_line((72, 60), (540, 60), width=0.8)  # a rule the title reader never needs
    page.insert_text((72, 110), "Hybrid Retrieval of Scientific Claims", fontsize=18)
    page.insert_text((72, 140), "Anna Keller and Tom Fischer", fontsize=11)
    page.insert_text((72, 180), "Abstract", fontsize=11, fontname="hebo")
    draw_rows(page, 72, 196, _BODY)
    doc.save(path)


def test_a_page_with_one_title_group_reads_its_drawings_once(
    tmp_path: Path, first_page_drawings: Counter[int]
) -> None:
    # Since producer65 the first page's drawings are read on every document, once, for
    # its white fills (whitefill), and shared with its rules: no second read, and the
    # rules themselves are still made only where the title reader asks.
    path = tmp_path / "plain.pdf"
    _plain_paper(path)
    first_page_drawings.clear()
    with drawnrules.counted_reads() as reads:
        record = extract_pdf(path)
    assert record.title == "Hybrid Retrieval of Scientific Claims"
    assert record.authors == ("Anna Keller", "Tom Fischer")
    assert first_page_drawings[0] == 1
    assert reads[0] == 1  # the one read is the shared, counted one


def test_two_rows_of_one_font_far_apart_read_no_drawings_past_the_rule_question(
    tmp_path: Path, first_page_drawings: Counter[int]
) -> None:
    # no rule drawn: the title reader asks (two groups of the shape), finds none
    path = tmp_path / "norule.pdf"
    _kicker_page(path, None, *_CUT, rule=False)
    first_page_drawings.clear()
    with drawnrules.counted_reads() as reads:
        assert extract_pdf(path).title == _CUT[0]
    assert reads[0] == 1
    assert first_page_drawings[0] == 1


def test_a_title_cut_by_a_drawn_rule_reads_the_drawings_once(
    tmp_path: Path, first_page_drawings: Counter[int]
) -> None:
    path = tmp_path / "cut.pdf"
    _kicker_page(path, None, *_CUT)
    first_page_drawings.clear()
    with drawnrules.counted_reads() as reads:
        assert extract_pdf(path).title == " ".join(_CUT)
    assert reads[0] == 1
    assert first_page_drawings[0] == 1


def test_drawn_rules_are_read_once_and_the_page_let_go(tmp_path: Path) -> None:
    path = tmp_path / "cut.pdf"
    _kicker_page(path, None, *_CUT)
    with pymupdf.open(path) as doc:
        rules = drawnrules.DrawnRules(doc[0])
        with drawnrules.counted_reads() as reads:
            first = rules()
            assert rules() is first
        assert reads[0] == 1
    assert len(first) == 1 and first[0][0] == pytest.approx(212.0)
    assert rules() is first  # kept after the document closed
    assert drawnrules.NO_RULES() == ()


def test_rules_as_get_drawings_reads_them(tmp_path: Path) -> None:
    """Level lines and thin filled boxes at least 0.3 of the width; a box drawn from its
    lower right corner is put in order; slanted, short and thick marks are none."""
    doc = pymupdf.open()
    page = doc.new_page(width=600, height=800)
    page.draw_line((100, 100), (400, 100))  # level, 300 long
    page.draw_line((450, 150.05), (100, 150))  # drawn right to left, level within 0.1
    page.draw_line((100, 200), (400, 210))  # slanted
    page.draw_line((100, 250), (250, 250))  # 150 < 180: short
    shape = page.new_shape()  # a thin box drawn from its right end: MuPDF gives x1 < x0
    shape.draw_polyline([(500, 302), (100, 302), (100, 300), (500, 300)])
    shape.finish(fill=(0, 0, 0), color=None, closePath=True)
    shape.commit()
    page.draw_rect(pymupdf.Rect(100, 350, 500, 360), fill=(0, 0, 0), color=None)  # thick
    path = tmp_path / "rules.pdf"
    doc.save(path)
    with pymupdf.open(path) as read:
        found = drawnrules.page_rules(read[0])
        expected: list[tuple[float, float, float]] = []
        for drawing in read[0].get_drawings():  # latex52's reading, for the record
            for item in drawing["items"]:
                if item[0] == "l" and abs(item[1].y - item[2].y) <= 0.1:
                    a, b = item[1], item[2]
                    if abs(a.x - b.x) >= 180:
                        expected.append(((a.y + b.y) / 2, min(a.x, b.x), max(a.x, b.x)))
                elif item[0] == "re" and item[1].height <= 3 and item[1].width >= 180:
                    box = item[1]
                    expected.append(((box.y0 + box.y1) / 2, box.x0, box.x1))
    assert found == tuple(expected)
    assert [(round(y, 3), x0, x1) for y, x0, x1 in found] == [
        (100.0, 100.0, 400.0),
        (150.025, 100.0, 450.0),
        (301.0, 100.0, 500.0),
    ]
