"""Front matter of front37's train styles and front36's leftovers: a draft's header
column of names over the title, an aside wrapped over two byline lines, a reading-time
meta line with more than one separated piece.

A working group's draft sets its people flush right in a header block over a plain
title ("Ann Lee" / "Institute of X" / … / "May 2025"); a notebook page's "Authors:"
line wraps inside a name's place ("Bo Chen (Division of" / "Linguistics), …"); a blog
post's meta line reads "Ann Lee | Bo Chen | 8 min read" or "Lake Notes · Ann Lee · 5 min
read".  Each failed on main 40bd62e5; the guards beside them (a right-aligned running
head over a titled, bylined page; a desk's name alone before the reading time) pass on
both.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.contribrows import contributor_names
from tapyre_paper_search.pdf.linepieces import pieces
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE  # the same paper
from test_pdf_front_matter_front36 import _lines, _numbered, _post


def _save(page: pymupdf.Page, path: Path) -> Path:
    doc = page.parent
    doc.save(path)
    doc.close()
    return path


def _right(page: pymupdf.Page, y: float, text: str, size: float = 9) -> None:
    """``text`` set flush right at x = 523."""
    page.insert_text((523 - pymupdf.get_text_length(text, fontsize=size), y), text, fontsize=size)


def _draft(path: Path, right: list[str]) -> Path:
    """A draft: the group's lines left, ``right`` flush right, a plain centred title,
    "Abstract" over the text."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    left = ["Network Measurement Working Group", "Draft", "Intended status: Informational"]
    for k, text in enumerate(left):
        page.insert_text((72, 70 + 12 * k), text, fontsize=9)
    for k, text in enumerate(right):
        _right(page, 70 + 12 * k, text)
    y = 90 + 12 * len(right)
    page.insert_textbox(pymupdf.Rect(90, y, 505, y + 60), TITLE, fontsize=15, align=1)
    page.insert_text((72, y + 80), "Abstract", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 88, 523, y + 200), ABSTRACT, fontsize=9)
    page.insert_text((72, y + 230), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 240, 523, 800), BODY, fontsize=9)
    return _save(page, path)


def test_names_in_a_drafts_header_column(tmp_path: Path) -> None:
    right = ["Ann Lee", "Institute of Limnology", "Bo Chen", "Centre for Soil Research", "May 2025"]
    pdf = extract_pdf(_draft(tmp_path / "d.pdf", right), max_pages=2)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_one_name_over_a_date_in_a_header_column(tmp_path: Path) -> None:
    pdf = extract_pdf(_draft(tmp_path / "one.pdf", ["G. W. Netzer", "November 2020"]), max_pages=2)
    assert tuple(pdf.authors) == ("G. W. Netzer",)


def test_a_header_column_ending_in_a_name_is_no_byline(tmp_path: Path) -> None:
    """Control (passes on both): a column whose last line is a name, not a date or a
    place, is no draft's header block."""
    pdf = extract_pdf(_draft(tmp_path / "n.pdf", ["Editor", "Ann Lee"]), max_pages=2)
    assert "Ann Lee" not in pdf.authors


def test_a_right_aligned_running_head_keeps_the_byline(tmp_path: Path) -> None:
    """Control (passes on both): a journal's flush-right head over a bylined title."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _right(page, 50, "Journal of Lake Research")
    _right(page, 62, "Vol. 3, May 2021")
    page.insert_textbox(pymupdf.Rect(72, 90, 523, 150), TITLE, fontsize=16, fontname="hebo")
    page.insert_text((72, 170), "Eva Roth and Karl Weber", fontsize=11)
    page.insert_text((72, 200), "Abstract", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 208, 523, 320), ABSTRACT, fontsize=9)
    page.insert_text((72, 350), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 360, 523, 800), BODY, fontsize=9)
    pdf = extract_pdf(_save(page, tmp_path / "j.pdf"), max_pages=2)
    assert tuple(pdf.authors) == ("Eva Roth", "Karl Weber")


def test_an_aside_wrapped_over_two_lines_leaves_the_names() -> None:
    assert pieces("Ann Lee (Institute of Limnology), Bo Chen (Division of") == [
        "Ann Lee",
        "Bo Chen",
    ]
    assert pieces("Linguistics), Eva Roth (Centre for Soil Research)") == ["Eva Roth"]


def test_an_authors_line_wrapping_inside_a_place(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 60, 523, 130), TITLE, fontsize=20, fontname="hebo")
    page.insert_text((72, 150), "Authors:", fontsize=10.5, fontname="hebo")
    first = "Ann Lee (Institute of Limnology), Bo Chen (Division of"
    page.insert_text((118, 150), first, fontsize=10.5)
    page.insert_text((72, 163), "Linguistics), Eva Roth (Centre for Soil Research)", fontsize=10.5)
    page.insert_text((72, 200), "Summary", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 210, 523, 320), ABSTRACT, fontsize=10)
    page.insert_text((72, 350), "Introduction", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 360, 523, 800), BODY, fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "nb.pdf"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Eva Roth")


def test_names_cut_apart_by_bars_in_a_reading_time_line(tmp_path: Path) -> None:
    meta = "Ann Lee | Bo Chen | 8 min read | 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "bars.pdf", meta), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_a_site_before_the_name_in_a_reading_time_line(tmp_path: Path) -> None:
    meta = "Lake Notes \u00b7 Ann Lee \u00b7 5 min read \u00b7 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "site.pdf", meta), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee",)


def test_a_desk_alone_before_the_reading_time_names_nobody(tmp_path: Path) -> None:
    """Control (passes on both): review109's desk name still names nobody."""
    meta = "Editorial Team \u00b7 5 min read \u00b7 3 May 2021"
    pdf = extract_pdf(_post(tmp_path / "desk.pdf", meta), max_pages=2)
    assert "Editorial" not in " ".join(pdf.authors)


def test_a_body_in_a_numbered_contributors_list_is_no_person(tmp_path: Path) -> None:
    """The list reader makes no list of it (the whole page still reads the body as a
    name through the byline: left for the next round)."""
    items = ["World Health Organization", "Ann Lee (Institute of Limnology)"]
    lines = _lines(_numbered(tmp_path / "who.pdf", "Contributors", items))
    assert contributor_names(lines, 1) == ()
