"""Front matter of front43's train styles (front42's held-out ones): a web article whose
contributors' list sits under a heading closed by a count ("Contributors (3)") after
the abstract, and a poster abstract whose names, joined by " · " in a band, follow an
abstract that filled the title page (so they open the next page).

Fail on main 0e17eeaa: the names under a lead heading closed by a count (nobody read,
or the abstract ran on into the list), the list a page break cut from its heading,
a few of the list's rows read as the authors (``completed_list``), the names opening
the next page after the abstract.  Controls (pass on both) are labelled.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf, leadnames
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_front34 import BODY, TITLE  # the same paper
from test_pdf_front_matter_front38 import _save
from textlines import text_line

SUMMARY = (
    "We measure the temperature of a small lake every hour through three springs and "
    "relate its warming to the wind over the water. Calm weeks warm the surface quickly, "
    "windy weeks mix the heat down, and the lake now stratifies two weeks earlier than it "
    "did in 1990. The earlier ice loss explains most of that change, and the wind the rest."
)
PEOPLE = ("Ann Lee", "Bo Chen", "Karl Weber")
PLACE = "Institute of Limnology"
_ROLES = ("Conceptualization", "Formal analysis", "Writing – review & editing")
_ROWS = [f"{n}, {r}, {PLACE}" for n, r in zip(PEOPLE, _ROLES, strict=True)]


def _web_article(
    path: Path, heading: str, *, bold: bool = True, size: float = 9, at: float = 0
) -> Path:
    """A journal's web article: the title, a date line, "Abstract" over the summary,
    then ``heading`` (bold or not, ``size``) over the contributors' rows, then the body;
    with ``at``, the heading is the first page's last line at ``at`` and the rows open
    the next page."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(60, 50, 535, 120), TITLE, fontsize=21)
    page.insert_text((60, 140), "Published 3 May 2018 \u00b7 Open access", fontsize=9)
    page.insert_text((60, 170), "Abstract", fontsize=13)
    left = page.insert_textbox(pymupdf.Rect(60, 178, 535, 290), SUMMARY, fontsize=11)
    font = "hebo" if bold else "helv"
    top = 290 - left + 2 * size  # the heading two of its heights under the summary
    if at:
        page.insert_textbox(pymupdf.Rect(60, 300, 535, at - 20), BODY, fontsize=11)
        page.insert_text((60, at), heading, fontsize=size, fontname=font)
        page = doc.new_page(width=595, height=842)
        y = 70.0
    else:
        page.insert_text((60, top), heading, fontsize=size, fontname=font)
        y = top + 18
    for row in _ROWS:
        page.insert_text((60, y), row, fontsize=size, fontname=font)
        y += size + 4
    page.insert_text((60, y + 24), "1. Introduction", fontsize=13)
    page.insert_textbox(pymupdf.Rect(60, y + 34, 535, 800), BODY, fontsize=11)
    return _save(page, path)


@pytest.mark.parametrize(
    "heading", ["Contributors (3)", "Authors (3)", "Contributors [3]", "Autoren (3)"]
)
def test_names_under_a_lead_heading_closed_by_a_count(tmp_path: Path, heading: str) -> None:
    """Fails on main: nobody was read (a heading with a count was no lead)."""
    path = _web_article(tmp_path / "w.pdf", heading)
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == PEOPLE
    assert tuple(extract_pdf(path, max_pages=2).authors) == PEOPLE


def test_a_count_heading_in_the_abstract_s_type_ends_the_abstract(tmp_path: Path) -> None:
    """Fails on main: the heading in plain type ran the abstract on into the rows."""
    path = _web_article(tmp_path / "w.pdf", "Contributors (3)", bold=False, size=10)
    pdf = extract_pdf(path, max_pages=2)
    assert pdf.abstract == SUMMARY
    assert tuple(pdf.authors) == PEOPLE


def test_the_list_a_page_break_cut_from_its_heading(tmp_path: Path) -> None:
    """Fails on main: the heading ends page 1, its rows open page 2; nobody was read."""
    path = _web_article(tmp_path / "w.pdf", "Contributors (3)", at=800)
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == PEOPLE


def test_a_heading_with_no_count_is_read_as_before(tmp_path: Path) -> None:
    """Control (passes on both): "Contributors" alone over the rows (front42's lead)."""
    path = _web_article(tmp_path / "w.pdf", "Contributors")
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == PEOPLE


def test_is_lead_sets_a_count_aside_only() -> None:
    """Fails on main (no ``is_lead``): a count in brackets closing a lead; a section
    heading with a count, or a count mid-line, is no lead."""
    assert leadnames.is_lead("Contributors (12)") and leadnames.is_lead("Prepared by [2]")
    assert leadnames.is_lead("About the authors (3)", bio=True)
    assert not leadnames.is_lead("About the authors (3)")
    assert not leadnames.is_lead("Results (3)")
    assert not leadnames.is_lead("Authors (3) and editors")


def _line(text: str, y: float, *, size: float = 9, bold: bool = False) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=60, per_char=5)


def _listed_page() -> list[Line]:
    lines = [_line(TITLE, 60, size=20), _line("Contributors (3)", 100, bold=True)]
    return lines + [_line(row, 113 + 13 * k) for k, row in enumerate(_ROWS)]


def test_some_rows_read_give_the_whole_list() -> None:
    """Fails on main (no ``completed_list``): a classifier that took two of the rows as
    author lines read two of the three names."""
    assert leadnames.completed_list(_listed_page(), 1, ("Ann Lee", "Karl Weber")) == PEOPLE


def test_names_not_in_the_list_are_kept() -> None:
    """The rule's contract (fails on main only for want of ``completed_list``): names
    the list does not hold are kept, and so are names read where no lead heads a list."""
    other = ("Ann Lee", "Eva Roe")
    assert leadnames.completed_list(_listed_page(), 1, other) == other
    plain = [_line(TITLE, 60, size=20), *(_line(r, 113 + 13 * k) for k, r in enumerate(_ROWS))]
    assert leadnames.completed_list(plain, 1, ("Ann Lee",)) == ("Ann Lee",)


def _poster(path: Path, names: str, *, carried: int = 0, body_under: bool = False) -> Path:
    """A poster abstract: the meeting over the title, "Abstract" over a text whose lines
    fill page 1 to its foot (``carried`` more of them open page 2), then ``names`` on
    page 2 a blank line lower, over the place, then "Introduction" over the body; with
    ``body_under`` the abstract ends mid-page and a body section fills page 1."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 60), "2023 International Congress", fontsize=10)
    page.insert_textbox(pymupdf.Rect(60, 72, 535, 150), TITLE, fontsize=22)
    page.insert_text((60, 180), "Abstract", fontsize=15)
    rows = textwrap.wrap(" ".join([SUMMARY] * 8), 78)
    first = 5 if body_under else 41
    y = 200.0
    for row in rows[:first]:
        page.insert_text((60, y), row, fontsize=12)
        y += 14.5
    if body_under:
        page.insert_text((60, y + 25), "Background", fontsize=15)
        page.insert_textbox(pymupdf.Rect(60, y + 35, 535, 800), BODY, fontsize=12)
    second = doc.new_page(width=595, height=842)
    y = 60.0
    for row in rows[first : first + carried]:
        second.insert_text((60, y), row, fontsize=12)
        y += 14.5
    y += 30 if carried else 0
    second.insert_text((60, y), names, fontsize=12, fontname="hebo")
    second.insert_text((60, y + 16), PLACE, fontsize=9)
    second.insert_text((60, y + 60), "Introduction", fontsize=15)
    second.insert_textbox(pymupdf.Rect(60, y + 70, 535, 800), BODY, fontsize=12)
    return _save(second, path)


@pytest.mark.parametrize("sep", [" \u00b7 ", " \u2022 ", " | "])
@pytest.mark.parametrize("carried", [0, 3])
def test_names_opening_the_page_after_an_abstract_that_filled_page_one(
    tmp_path: Path, sep: str, carried: int
) -> None:
    """Fails on main: nobody was read (the names stand on page 2, under the abstract's
    last lines or at its head)."""
    path = _poster(tmp_path / "p.pdf", sep.join(PEOPLE), carried=carried)
    pdf = extract_pdf(path, max_pages=2)
    assert tuple(pdf.authors) == PEOPLE
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == PEOPLE


def test_names_on_page_two_after_a_page_with_a_body_are_not_read(tmp_path: Path) -> None:
    """Control (passes on both): the abstract ended on page 1 with a section under it;
    page 2's first line is not its byline."""
    path = _poster(tmp_path / "p.pdf", " \u00b7 ".join(PEOPLE), body_under=True)
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == ()


def test_a_sentence_opening_page_two_is_no_byline(tmp_path: Path) -> None:
    """Control (passes on both): a line ending in a stop ("Ann Lee and Bo Chen.") under
    the abstract is a sentence's end, no byline."""
    path = _poster(tmp_path / "p.pdf", "Ann Lee and Bo Chen.", carried=2)
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == ()


def _brief(path: Path, heading: str) -> Path:
    """A policy brief: the title, "Key findings" over the summary in a wide left column
    and, in a narrow right one beside it, ``heading`` over entries: the name in bold,
    "Photo: name" in small italic, the place wrapped on two lines."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 84), "POLICY BRIEF No. 7", fontsize=11)
    page.insert_textbox(pymupdf.Rect(72, 97, 535, 180), TITLE, fontsize=22, fontname="hebo")
    page.insert_text((72, 192), "Key findings", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 203, 390, 440), SUMMARY, fontsize=12)
    page.insert_text((419, 192), heading, fontsize=12, fontname="hebo")
    y = 215.0
    for person in PEOPLE:
        page.insert_text((419, y), person, fontsize=11, fontname="hebo")
        page.insert_text((419, y + 14), f"Photo: {person}", fontsize=9, fontname="heit")
        page.insert_text((419, y + 27), "Department of Internal", fontsize=10)
        page.insert_text((419, y + 41), "Medicine", fontsize=10)
        y += 62
    page.insert_text((72, y + 30), "1. Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 40, 523, 800), BODY, fontsize=12)
    return _save(page, path)


@pytest.mark.parametrize("heading", ["Authors", "About the authors"])
def test_a_side_column_of_entries_is_read_as_before(tmp_path: Path, heading: str) -> None:
    """Control (passes on both): main reads these entries from the author zone; passing
    over their details must not change that."""
    path = _brief(tmp_path / "b.pdf", heading)
    assert tuple(extract_pdf(path, max_pages=2).authors) == PEOPLE
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == PEOPLE


def test_names_alone_at_the_foot_of_the_page_after_the_abstract(tmp_path: Path) -> None:
    """Control (passes on both): the names end page 1 under the abstract, their place
    opens page 2; main reads them from the zone, and so does the branch."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 60), "2023 International Congress", fontsize=10)
    page.insert_textbox(pymupdf.Rect(60, 72, 535, 150), TITLE, fontsize=22)
    page.insert_text((60, 180), "Abstract", fontsize=15)
    y = 200.0
    for row in textwrap.wrap(" ".join([SUMMARY] * 6), 78)[:34]:
        page.insert_text((60, y), row, fontsize=12)
        y += 14.5
    page.insert_text((60, 790), " \u00b7 ".join(PEOPLE), fontsize=12, fontname="hebo")
    second = doc.new_page(width=595, height=842)
    second.insert_text((60, 50), PLACE, fontsize=9)
    second.insert_text((60, 90), "Introduction", fontsize=15)
    second.insert_textbox(pymupdf.Rect(60, 100, 535, 800), BODY, fontsize=12)
    path = _save(second, tmp_path / "p.pdf")
    assert tuple(extract_pdf(path, max_pages=2, use_model=False).authors) == PEOPLE


def test_details_under_each_name_are_passed_over() -> None:
    """Fails on main: under "Authors", each name (bold) over "Photo: name" (small
    italic) and its place on two lines: main's list ended at the first caption."""
    lines = [_line(TITLE, 60, size=20, bold=True), _line("Authors", 100, size=12, bold=True)]
    y = 118.0
    for person in PEOPLE:
        lines.append(_line(person, y, size=11, bold=True))
        lines.append(Line(f"Photo: {person}", 9, False, True, False, 419, y + 14, 520, y + 23, 0))
        lines.append(_line("Department of Internal", y + 27, size=10))
        lines.append(_line("Medicine", y + 41, size=10))
        y += 62
    lines.append(_line("1. Introduction", y + 30, size=12, bold=True))
    assert leadnames.role_names(lines, 1) == PEOPLE
    assert leadnames.role_names(lines[:5], 1) == ("Ann Lee",)  # one entry only
