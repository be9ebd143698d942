"""A report's cover page (drawn with PyMuPDF): the organisation, the title, one line
per author with a job title after a comma, a date; the abstract on page 2 under an
"Executive Summary" (or "Summary") heading.  The job titles are no names, and the
summary is the abstract."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line

WIDTH = 595.0
TITLE = "Grid storage and the cost of balancing intermittent supply"
AUTHORS = (
    ("Helen Marsh", "Senior Analyst"),
    ("Daniel Okafor", "Principal Scientist"),
    ("Ines Valdez", "Head of Research"),
)
ABSTRACT = (
    "We estimate what it costs to balance a grid whose supply comes mostly from wind and "
    "sun, and compare batteries, pumped hydro and demand response. Storage of a few hours "
    "covers most days, while long still spells need either reserve plants or trade across "
    "borders; we give the break-even prices for each."
)
BODY = (
    "Power systems in many countries now take a large share of their supply from sources "
    "whose output follows the weather. Balancing them is the question of this report."
)


def _report(path: Path, heading: str) -> None:
    doc = pymupdf.open()
    cover = doc.new_page(width=WIDTH, height=842)
    cover.insert_text((72, 90), "NORTHGATE ENERGY INSTITUTE", fontsize=11, fontname="hebo")
    cover.insert_text((72, 106), "Technical Report", fontsize=10, fontname="helv")
    box = pymupdf.Rect(72, 190, WIDTH - 72, 300)
    cover.insert_textbox(box, TITLE, fontsize=26, fontname="hebo")
    y = 340.0
    for name, job in AUTHORS:
        cover.insert_text((72, y), name, fontsize=11, fontname="hebo")
        width = pymupdf.get_text_length(name, "hebo", 11)
        cover.insert_text((72 + width, y), f", {job}", fontsize=11, fontname="helv")
        y += 17
    cover.insert_text((72, y + 40), "Northgate Energy Institute · May 2023", fontsize=10)
    second = doc.new_page(width=WIDTH, height=842)
    second.insert_text((72, 80), heading, fontsize=14, fontname="hebo")
    second.insert_textbox(pymupdf.Rect(72, 95, WIDTH - 72, 200), ABSTRACT, fontsize=11)
    second.insert_text((72, 230), "1. Introduction", fontsize=12, fontname="hebo")
    second.insert_textbox(pymupdf.Rect(72, 240, WIDTH - 72, 330), BODY, fontsize=11)
    doc.save(path)


@pytest.mark.parametrize("heading", ["Executive Summary", "EXECUTIVE SUMMARY", "Summary"])
def test_summary_after_a_cover_page_is_the_abstract(tmp_path: Path, heading: str) -> None:
    path = tmp_path / "report.pdf"
    _report(path, heading)
    found = extract_pdf(path)
    assert found.title == TITLE
    assert " ".join(found.abstract.split()) == ABSTRACT


def test_job_titles_after_names_are_no_authors(tmp_path: Path) -> None:
    path = tmp_path / "report.pdf"
    _report(path, "Executive Summary")
    assert tuple(extract_pdf(path).authors) == tuple(name for name, _ in AUTHORS)


def test_job_titles() -> None:
    for text in (
        "Senior Analyst",
        "Principal Scientist",
        "Research Director",
        "Data Analyst",
        "Fellow",
        "Head of Research",
        "Vice President",
        "Chief Technology Officer",
        "Co-Founder",
    ):
        assert is_job_title(text), text
    for text in ("Helen Marsh", "Dean Smith", "Mason Baker", "Research", "of Engineering", ""):
        assert not is_job_title(text), text


def test_a_line_read_strictly_keeps_its_name_beside_a_job_title() -> None:
    assert names_in_line("Arthur Marrais, Principal Scientist") == ["Arthur Marrais"]
    assert names_in_line("Ann Lee, Senior Engineer, Bo Chen, Data Analyst") == [
        "Ann Lee",
        "Bo Chen",
    ]
    assert names_in_line("Principal Scientist") == []


def test_an_abstract_below_an_executive_summary_is_the_abstract(tmp_path: Path) -> None:
    """A paper with both an "Executive Summary" and an "Abstract" on a page: the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=WIDTH, height=842)
    page.insert_textbox(pymupdf.Rect(72, 70, WIDTH - 72, 130), TITLE, fontsize=20, fontname="hebo")
    page.insert_text((72, 150), "Helen Marsh and Daniel Okafor", fontsize=12)
    page.insert_text((72, 200), "Executive Summary", fontsize=12, fontname="hebo")
    summary = "Storage is now cheap enough to balance most grids; the report says where it is not."
    page.insert_textbox(pymupdf.Rect(72, 210, WIDTH - 72, 260), summary, fontsize=10)
    page.insert_text((72, 290), "Abstract", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 300, WIDTH - 72, 390), ABSTRACT, fontsize=10)
    page.insert_text((72, 420), "1. Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 430, WIDTH - 72, 520), BODY, fontsize=10)
    path = tmp_path / "both.pdf"
    doc.save(path)
    assert " ".join(extract_pdf(path).abstract.split()) == ABSTRACT


def _line(text: str, y: float, size: float = 10.0) -> Line:
    return text_line(text, y, size=size, per_char=0.5 * size, block=1)


def test_a_letter_spaced_executive_summary_below_one_is_no_plain_heading() -> None:
    """Under an "Executive Summary", a second one set letter-spaced is no "Abstract"
    to give way to: the summary under the first heading is read."""
    lines = [
        _line("Executive Summary", 100, 12),
        _line("This report sums up the findings of the survey of the region.", 120),
        _line("E X E C U T I V E   S U M M A R Y", 300, 12),
        _line("A second copy of the summary, set in another layout.", 320),
    ]
    found = find_heading(lines, 0, height=792.0)
    assert found is not None and found.start == 0
