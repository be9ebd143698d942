"""Front matter of front35's train styles: labels set over their values, an abstract
under an "Overview" heading, names only in an "About the authors" box.

A proposal's cover page sets "Project title", "Principal investigator" and
"Co-investigators" each as a bold paragraph over its value; a web article heads its
summary "Overview" right under its author cards; a research blog names its authors only
in sentences under "About the authors".  Each failed on main ca9c2aa8; the guards
beside them (a heading over body text, "Overview" as a body section, a biography box
under a byline) pass on both.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import ABSTRACT, BODY, TITLE  # the same paper


def _save(page: pymupdf.Page, path: Path) -> Path:
    doc = page.parent
    doc.save(path)
    doc.close()
    return path


def _stacked(path: Path, items: list[tuple[str, list[str]]], *, title_size: float = 11) -> Path:
    """A cover page of bold labels each over its plain value lines, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 70), "PROJECT PROPOSAL", fontsize=10, fontname="hebo")
    y = 110.0
    for label, values in items:
        page.insert_text((72, y), label, fontsize=11, fontname="hebo")
        y += 18
        for value in values:
            size = title_size if "title" in label.lower() else 11
            page.insert_text((72, y), value, fontsize=size)
            y += size + 6
        y += 10
    page.insert_text((72, y), "Project summary", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 8, 523, y + 90), ABSTRACT, fontsize=11)
    page.insert_text((72, y + 120), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, y + 130, 523, 800), BODY, fontsize=11)
    return _save(page, path)


def test_labels_over_their_values_give_the_title_and_the_names(tmp_path: Path) -> None:
    items = [
        ("Project title", [TITLE]),
        ("Principal investigator", ["Ann Lee \u2013 Institute of Limnology"]),
        ("Co-investigators", ["Bo Chen, Centre for Climate Physics", "M. O. Krattenthaler"]),
    ]
    pdf = extract_pdf(_stacked(tmp_path / "p.pdf", items), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "M. O. Krattenthaler")


def test_german_labels_over_their_values(tmp_path: Path) -> None:
    items = [
        ("Projekttitel", [TITLE]),
        ("Antragstellerin", ["Anna Weber \u2013 Institut f\u00fcr Seenforschung"]),
    ]
    pdf = extract_pdf(_stacked(tmp_path / "de.pdf", items), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Anna Weber",)


def test_a_role_label_over_a_paragraph_names_nobody(tmp_path: Path) -> None:
    """A bold "Investigators" heading over prose, under a title and byline: the byline's
    names stay the authors."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 80), "Spring warming of small lakes", fontsize=18, fontname="hebo")
    page.insert_text((72, 104), "Ann Lee and Bo Chen", fontsize=11)
    page.insert_text((72, 140), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 148, 523, 230), ABSTRACT, fontsize=10)
    page.insert_text((72, 260), "Investigators", fontsize=11, fontname="hebo")
    page.insert_text((72, 276), "The field crews sampled every lake in the district.", fontsize=10)
    page.insert_text((72, 300), "Title", fontsize=11, fontname="hebo")
    page.insert_text((72, 316), "A short note on the names of lakes", fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "h.pdf"), max_pages=2, tables=False)
    assert pdf.title == "Spring warming of small lakes"
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def _web(path: Path, heading: str, after: str, *, bios: str = "", byline: str = "") -> Path:
    """A web article: a large bold title, author cards (or a byline), ``heading`` over the
    abstract, then ``after`` as the next heading, an optional "About the authors" box."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    cut = TITLE.index(" ", 40)
    page.insert_text((57, 80), TITLE[:cut], fontsize=22, fontname="hebo")
    page.insert_text((57, 108), TITLE[cut + 1 :], fontsize=22, fontname="hebo")
    y = 140.0
    if byline:
        page.insert_text((57, y), byline, fontsize=10)
    else:
        for k, (badge, name, place) in enumerate(
            [("AL", "Ann Lee", "Institute of Limnology"), ("BC", "Bo Chen", "Centre for Climate")]
        ):
            x = 57 + 170 * k
            page.insert_text((x, y + 8), badge, fontsize=8)
            page.insert_text((x + 22, y), name, fontsize=12, fontname="hebo")
            page.insert_text((x + 22, y + 14), place, fontsize=9)
    page.insert_text((57, 190), heading, fontsize=14, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 200, 523, 290), ABSTRACT, fontsize=11)
    y = 310.0
    if bios:
        page.insert_text((67, y), "About the authors", fontsize=10, fontname="hebo")
        page.insert_textbox(pymupdf.Rect(67, y + 8, 523, y + 60), bios, fontsize=10)
        y += 90
    page.insert_text((57, y), after, fontsize=15, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, y + 10, 523, 800), BODY, fontsize=11)
    return _save(page, path)


def test_an_overview_heading_under_the_author_cards_heads_the_abstract(tmp_path: Path) -> None:
    pdf = extract_pdf(_web(tmp_path / "o.pdf", "Overview", "1. Introduction"), max_pages=2)
    assert pdf.title == TITLE
    assert pdf.abstract.startswith("We measure the temperature")
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_an_overview_that_opens_the_body_is_no_abstract(tmp_path: Path) -> None:
    """ "Overview" followed by "2. Methods": the paper's first section, not its summary."""
    pdf = extract_pdf(_web(tmp_path / "b.pdf", "Overview", "2. Methods"), max_pages=2)
    assert not pdf.abstract.startswith("We measure the temperature")


def test_names_only_in_an_about_the_authors_box(tmp_path: Path) -> None:
    bios = (
        "J\u00f6rg M\u00fcller is a Senior Lecturer at the Dept. of Public Health. "
        "Dean E. McLaughlin is a researcher at the Unit of Cell Biology."
    )
    path = _web(tmp_path / "a.pdf", "Summary", "Introduction", bios=bios, byline="By the team")
    pdf = extract_pdf(path, max_pages=2)
    assert tuple(pdf.authors) == ("J\u00f6rg M\u00fcller", "Dean E. McLaughlin")
    assert pdf.abstract.startswith("We measure the temperature")


def test_a_biography_box_under_a_byline_adds_nobody(tmp_path: Path) -> None:
    """Where a byline names the authors, the box is not read (a cited colleague there
    would become an author)."""
    bios = "Ann Lee is a Professor at the Institute. Carl Berg was her adviser in Lund."
    path = _web(
        tmp_path / "b.pdf", "Summary", "Introduction", bios=bios, byline="Ann Lee and Bo Chen"
    )
    pdf = extract_pdf(path, max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def _names_first(path: Path, head: str) -> Path:
    """``head`` in capitals centred over a large bold title, an abstract under it."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    width = pymupdf.get_text_length(head, fontsize=10)
    page.insert_text(((595 - width) / 2, 124), head, fontsize=10)
    page.insert_text((90, 154), TITLE[:45], fontsize=17, fontname="hebo")
    page.insert_text((90, 174), TITLE[46:], fontsize=17, fontname="hebo")
    page.insert_text((72, 220), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 228, 523, 310), ABSTRACT, fontsize=10)
    page.insert_text((72, 340), "1. Introduction", fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 350, 523, 800), BODY, fontsize=10)
    return _save(page, path)


def test_a_kicker_naming_the_pieces_kind_or_issue_names_nobody(tmp_path: Path) -> None:
    """ "REVIEW ESSAY", "WINTER ISSUE" over the title read as names of dictionary words
    (closing21); a name holding such a word as a surname stays a name."""
    for head in ("REVIEW ESSAY", "WINTER ISSUE", "BOOK FORUM", "KEYNOTE LECTURE"):
        pdf = extract_pdf(_names_first(tmp_path / "k.pdf", head), max_pages=2, tables=False)
        assert pdf.title == TITLE
        assert not pdf.authors, head
    pdf = extract_pdf(_names_first(tmp_path / "n.pdf", "JOHN WINTER / ANN SPRING"), max_pages=2)
    assert tuple(pdf.authors) == ("John Winter", "Ann Spring")
