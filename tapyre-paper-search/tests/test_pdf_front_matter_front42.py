"""Front matter of front42's train styles (front41's held-out ones): a white paper
naming its authors one a line with their roles under "About the authors" after the
summary; a report whose cover carries the title alone, the names under "Prepared by"
on the cover's back; a summary in a wide column beside a narrow contents column.

Fail on main d1cd53c5: the role lines under an "About the authors" heading (in
English, German or French), the names under a lead opening the page after a cover, the
summary beside a contents column (main reads "Contents" into it, or stops at the
column).  17 of the 22 fail on main; controls (pass on both): the role lines under a
heading "Authors" alone (x3: main read them as a labelled byline already), an "About
the authors" box of biographies (already read by biobox), a lead on the second page
after a title page with a body (not a cover: nobody read from that page).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import BODY, TITLE  # the same paper
from test_pdf_front_matter_front38 import _save

SUMMARY = (
    "We measure the temperature of a small lake every hour through three springs and "
    "relate its warming to the wind over the water. Calm weeks warm the surface quickly, "
    "windy weeks mix the heat down, and the lake now stratifies two weeks earlier than it "
    "did in 1990. The earlier ice loss explains most of that change, and the wind the rest."
)
PEOPLE = ("Ann Lee", "Bo Chen", "Karl Weber")
PLACE = "Institute of Limnology"


def _white_paper(path: Path, heading: str, rows: list[str]) -> Path:
    """A white paper: a kicker, the bold title, "Executive summary" over the summary,
    then ``heading`` in small bold over ``rows`` in small type, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 70), "WHITE PAPER \u00b7 March 2021", fontsize=10)
    page.insert_textbox(pymupdf.Rect(72, 84, 523, 170), TITLE, fontsize=22, fontname="hebo")
    page.insert_text((72, 190), "Executive summary", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 198, 523, 300), SUMMARY, fontsize=11)
    page.draw_line((72, 314), (523, 314))
    page.insert_text((72, 328), heading, fontsize=9, fontname="hebo")
    y = 344.0
    for row in rows:
        page.insert_text((72, y), row, fontsize=9)
        y += 13
    page.insert_text((72, y + 20), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 30, 523, 800), BODY, fontsize=11)
    return _save(page, path)


_ROLES = ("Senior Analyst", "Programme Lead", "Research Fellow")


@pytest.mark.parametrize(
    "heading", ["About the authors", "Authors", "Über die Autoren", "À propos des auteurs"]
)
@pytest.mark.parametrize("dash", ["\u2014", "\u2013", "-"])
def test_names_with_roles_under_an_about_the_authors_heading(
    tmp_path: Path, heading: str, dash: str
) -> None:
    """Fails on main: nobody was read (each line is no name whole).  The rules alone
    (``use_model=False``): on this drawn page the line classifier happens to call the
    rows author lines, on the word processor's white papers (front41's ``rolesfoot``)
    it did not, and main read nobody there."""
    rows = [f"{n} {dash} {r}, {PLACE}" for n, r in zip(PEOPLE, _ROLES, strict=True)]
    path = _white_paper(tmp_path / "w.pdf", heading, rows)
    pdf = extract_pdf(path, max_pages=2, use_model=False)
    assert tuple(pdf.authors) == PEOPLE
    assert tuple(extract_pdf(path, max_pages=2).authors) == PEOPLE


def test_names_with_a_place_after_a_comma_under_the_heading(tmp_path: Path) -> None:
    """Fails on main: "Ann Lee, Institute of Limnology" one a line gave nobody (the
    rules alone, as above)."""
    rows = [f"{n}, {PLACE}" for n in PEOPLE]
    path = _white_paper(tmp_path / "w.pdf", "About the authors", rows)
    pdf = extract_pdf(path, max_pages=2, use_model=False)
    assert tuple(pdf.authors) == PEOPLE


def test_a_box_of_biographies_is_read_as_before(tmp_path: Path) -> None:
    """Control (passes on both): sentences opening with the names (biobox)."""
    rows = ["Ann Lee is a senior analyst at the institute.", "Bo Chen leads its lake programme."]
    pdf = extract_pdf(_white_paper(tmp_path / "w.pdf", "About the authors", rows), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def _report(path: Path, lead: str, rows: list[str], *, body_on_cover: bool = False) -> Path:
    """A report: a cover with the body's name, a number and the title (and, with
    ``body_on_cover``, the text itself), then ``lead`` over ``rows`` opening page 2,
    "Summary" over the summary under them."""
    doc = pymupdf.open()
    cover = doc.new_page(width=595, height=842)
    cover.insert_text((70, 200), "Ministry of the Environment", fontsize=13)
    cover.insert_text((70, 222), "Report 12/2021", fontsize=11)
    cover.insert_textbox(pymupdf.Rect(70, 250, 540, 400), TITLE, fontsize=28)
    if body_on_cover:
        cover.insert_textbox(pymupdf.Rect(70, 420, 540, 800), BODY, fontsize=11)
    page = doc.new_page(width=595, height=842)
    page.insert_text((70, 80), lead, fontsize=11, fontname="hebo")
    y = 94.0
    for row in rows:
        page.insert_text((70, y), row, fontsize=11)
        y += 14
    page.insert_text((70, y + 30), "Summary", fontsize=15)
    page.insert_textbox(pymupdf.Rect(70, y + 40, 525, y + 200), SUMMARY, fontsize=12)
    page.insert_textbox(pymupdf.Rect(70, y + 220, 525, 800), BODY, fontsize=11)
    return _save(page, path)


@pytest.mark.parametrize("lead", ["Prepared by", "Authors:", "Verfasst von", "Rédigé par"])
def test_names_under_a_lead_on_the_back_of_a_cover(tmp_path: Path, lead: str) -> None:
    """Fails on main: nobody was read (the cover names nobody)."""
    rows = [f"{n}, {PLACE}" for n in PEOPLE]
    pdf = extract_pdf(_report(tmp_path / "r.pdf", lead, rows), max_pages=3)
    assert tuple(pdf.authors) == PEOPLE


def test_a_lead_after_a_title_page_with_a_body_is_not_asked(tmp_path: Path) -> None:
    """Control (passes on both): the title page is no cover, its next page's lead is
    not read."""
    rows = [f"{n}, {PLACE}" for n in PEOPLE]
    pdf = extract_pdf(_report(tmp_path / "r.pdf", "Prepared by", rows, body_on_cover=True))
    assert not set(pdf.authors) & set(PEOPLE)


def test_a_line_that_is_no_name_gives_none() -> None:
    """The line reader alone (its module is new: fails on main, an import error)."""
    from tapyre_paper_search.pdf.leadnames import line_names

    assert line_names("1 Background and aims of the study") == ()
    assert line_names("Ann Lee \u2014 Senior Analyst, Institute of Limnology") == ("Ann Lee",)
    assert line_names("Ann Lee and Bo Chen") == ("Ann Lee", "Bo Chen")


_CONTENTS = ("Contents", "Summary", "1 Background", "2 Methods", "3 Findings")


def _grid(path: Path, contents_top: float) -> Path:
    """A report's page: "Prepared by" over a name, then a grid: "Summary" over the
    summary in a wide left column, the contents in a narrow right column starting at
    ``contents_top``; then the body across the page."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(70, 50, 525, 130), TITLE, fontsize=22, fontname="hebo")
    page.insert_text((70, 150), "Ann Lee, Institute of Limnology", fontsize=10)
    page.insert_text((80, 190), "Summary", fontsize=15)
    page.insert_textbox(pymupdf.Rect(80, 200, 350, 420), SUMMARY, fontsize=12)
    y = contents_top
    for k, item in enumerate(_CONTENTS):
        page.insert_text((380 if k == 0 else 390, y), item, fontsize=12.5 if k == 0 else 10)
        y += 24 if k == 0 else 14
    page.insert_text((70, 450), "1. Introduction", fontsize=15)
    page.insert_textbox(pymupdf.Rect(70, 465, 525, 800), BODY, fontsize=11)
    return _save(page, path)


@pytest.mark.parametrize("contents_top", [195.0, 205.0])
def test_a_contents_column_beside_the_summary_stays_out(
    tmp_path: Path, contents_top: float
) -> None:
    """Fails on main: the contents' heading read into the summary."""
    pdf = extract_pdf(_grid(tmp_path / "g.pdf", contents_top), max_pages=2)
    assert pdf.abstract == SUMMARY
