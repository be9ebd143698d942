"""A front page's line drawn twice at one place, a hair apart (a drop shadow, a faked
bold, a head stamped on again), is read once (producer66:
:mod:`tapyre_paper_search.pdf.shadowlines`)."""

from __future__ import annotations

import pymupdf
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.pageread import read_front_pages
from tapyre_paper_search.pdf.shadowlines import copies_out, is_copy, without_copies


def _line(text: str, x0: float = 72.0, y0: float = 100.0, x1: float = 340.0) -> Line:
    return Line(text, 18.0, True, False, False, x0, y0, x1, y0 + 22.0, 0)


def _page(*lines: Line) -> PageLines:
    return PageLines(tuple(lines), 612.0, 792.0)


def test_a_shadow_half_a_point_off_is_a_copy_and_read_once() -> None:
    shadow = _line("Deep fields of the sky", 72.5, 100.5, 340.5)
    title = _line("Deep fields of the sky")
    after = _line("by Ann Lee", y0=130.0)
    page = copies_out(_page(shadow, title, after))
    assert [line.text for line in page.lines] == ["Deep fields of the sky", "by Ann Lee"]
    assert without_copies(lambda: _page(title, title))().lines == (title,)


def test_equal_text_a_leading_away_or_other_text_at_one_place_is_kept() -> None:
    first = _line("Results")
    assert not is_copy(_line("Results", y0=112.0), first)  # the next row: a line of its own
    assert not is_copy(_line("Results", x0=73.5, x1=341.5), first)  # 1.5 pt off
    assert not is_copy(_line("Methods"), first)
    assert not is_copy(_line("1"), _line("1"))  # no letter: a number may stand twice
    page = _page(first, _line("Results", y0=112.0))
    assert copies_out(page) is page


def test_a_title_drawn_with_a_grey_shadow_reads_once(tmp_path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    title = "Shadows of the Deep Fields"
    page.insert_text((72.5, 100.5), title, fontsize=20, color=(0.75, 0.75, 0.75))
    page.insert_text((72, 100), title, fontsize=20)
    page.insert_text((72, 140), "Ann Lee and Bo Chen", fontsize=11)
    path = tmp_path / "shadow.pdf"
    doc.save(path)
    lines = [line.text for line in read_front_pages(path, 1)[0].lines]
    assert lines.count(title) == 1 and "Ann Lee and Bo Chen" in lines
