"""review98: front34's three rules misreading ordinary pages.

* A cover letter's, a response letter's or a printed mail's header rows ("To:",
  "From:", "Date:", "Re:"/"Subject:") over a paper whose own title follows in large
  type: the subject row's value had become the title (the memo rule).
* A kicker in capitals right above the title ("CASE REPORT", "IN MEMORIAM",
  "LETTER TO THE EDITOR") had been read as a byline in capitals.
* A full byline with a "First author:" / "Lead author:" note under it had been cut to
  the note's one name (the contributor rows replaced the byline).
* The abstract's first line or a keyword line set right under the last contributor
  row had been read as that row's value going on ("Eva Roth Lake Ice").

Each test failed on 1e06d2c0 (front34's merge).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import BODY, TITLE, _finish, _memo, _names_first


def _rows_over_paper(path: Path, rows: list[str], *, size: float = 10) -> Path:
    """Header rows in body type at the page's top, then the paper: a large bold title
    in two lines, a byline, the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = 60.0
    for row in rows:
        page.insert_text((72, y), row, fontsize=size)
        y += size * 1.6
    page.insert_text((72, y + 30), TITLE[:45], fontsize=17, fontname="hebo")
    page.insert_text((72, y + 52), TITLE[46:], fontsize=17, fontname="hebo")
    page.insert_text((72, y + 80), "Ann Lee, Bo Chen and Eva Roth", fontsize=11)
    return _finish(page, y + 110, "Abstract", path)


@pytest.mark.parametrize(
    "rows",
    [
        ["To: The Editor", "From: Ann Lee", "Date: 6 March 2012", "Re: Submission of a manuscript"],
        ["From: Ann Lee", "Sent: 6 March 2012", "To: Bo Chen", "Subject: Re: draft for comments"],
        ["De: Universidad de Granada", "A: Comité editorial", "Asunto: artículo original"],
    ],
    ids=["cover-letter", "mail", "spanish"],
)
def test_header_rows_over_a_papers_own_title_leave_the_title(
    tmp_path: Path, rows: list[str]
) -> None:
    pdf = extract_pdf(_rows_over_paper(tmp_path / "p.pdf", rows), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Eva Roth")


def test_a_memo_under_its_heading_still_takes_the_subject(tmp_path: Path) -> None:
    """The guard beside it: a memo's heading above the rows is larger than its
    "Summary" heading, so the subject stays the title."""
    rows = [("TO:", "All staff"), ("FROM:", "Ann Lee"), ("DATE:", "6 March 2012")]
    pdf = extract_pdf(_memo(tmp_path / "m.pdf", [*rows, ("SUBJECT:", TITLE)]), max_pages=2)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee",)


def test_a_memo_with_a_large_section_heading_still_takes_the_subject(tmp_path: Path) -> None:
    """No heading line over the rows, the first section's heading in 14 pt: a heading
    of one word is a section's, no paper's title."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    rows = ["TO: All staff", "FROM: Ann Lee", "DATE: 6 March 2012", f"SUBJECT: {TITLE[:60]}"]
    for k, row in enumerate(rows):
        page.insert_text((72, 60 + 16 * k), row, fontsize=10)
    page.insert_text((72, 160), "Background", fontsize=14, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 170, 523, 800), BODY, fontsize=10)
    path = tmp_path / "m.pdf"
    doc.save(path)
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == TITLE[:60]


@pytest.mark.parametrize(
    "kicker",
    [
        "CASE REPORT",
        "BRIEF COMMUNICATION",
        "IN MEMORIAM",
        "LETTER TO THE EDITOR",
        "COMMENTARY ON LEE",
    ],
)
def test_a_kicker_in_capitals_above_the_title_names_nobody(tmp_path: Path, kicker: str) -> None:
    pdf = extract_pdf(_names_first(tmp_path / "k.pdf", [kicker]))
    assert pdf.title == TITLE
    assert not pdf.authors


def test_names_of_dictionary_words_in_capitals_still_read(tmp_path: Path) -> None:
    """The guard beside it: names whose words are all in the word list stay names."""
    byline = ["GORDON SINGH / BERNARD LI AND CHANGHYUN AHN"]
    pdf = extract_pdf(_names_first(tmp_path / "n.pdf", byline))
    assert tuple(pdf.authors) == ("Gordon Singh", "Bernard Li", "Changhyun Ahn")


@pytest.mark.parametrize("note", ["First author: Ann Lee", "Lead author: Bo Chen (bo@uni.edu)"])
def test_a_role_note_under_a_full_byline_keeps_the_byline(tmp_path: Path, note: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 80), TITLE[:45], fontsize=16, fontname="hebo")
    page.insert_text((72, 100), TITLE[46:], fontsize=16, fontname="hebo")
    page.insert_text((72, 126), "Ann Lee, Bo Chen and Eva Roth", fontsize=11)
    page.insert_text((72, 144), note, fontsize=9)
    pdf = extract_pdf(_finish(page, 177, "Abstract", tmp_path / "n.pdf"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Eva Roth")


@pytest.mark.parametrize(
    "under",
    [
        "Spring warming of lakes follows the wind closely in every year we measured.",
        "Lake Ice, Spring Warming, Wind Mixing",
    ],
    ids=["abstract", "keywords"],
)
def test_a_line_right_under_the_rows_does_not_go_on_their_value(tmp_path: Path, under: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 80), TITLE[:45], fontsize=16, fontname="hebo")
    page.insert_text((72, 100), TITLE[46:], fontsize=16, fontname="hebo")
    page.insert_text((72, 126), "Primary author: Ann Lee (Stanford University)", fontsize=10)
    page.insert_text((72, 140), "Co-authors: Bo Chen (MIT), Eva Roth (ETH)", fontsize=10)
    page.insert_text((72, 154), under, fontsize=10)
    pdf = extract_pdf(_finish(page, 190, "Abstract", tmp_path / "u.pdf"), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Eva Roth")
