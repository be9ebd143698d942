"""Round 59 (front59): a post's "Posted on <date> by A, with B and C · 9 min read"
line under its title, and a brief's closing writers' sentence with places in
brackets, wrapping after an initial, or taken into a structured abstract's last part.

Each test builds its page with PyMuPDF (front46's web brief: a title, an optional
grey meta line under it, an unheaded abstract, a closing sentence); the reading
before front59 is named in each docstring.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from brief_pages import (
    ABSTRACT,
    ABSTRACT_TEXT,
    TITLE,
    brief,
    draw_rows,
    draw_text,
    headed_abstract,
    new_page,
    notes_page,
)
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstractends import ends_abstract
from tapyre_paper_search.pdf.postedline import _names_after_by
from textlines import text_line


def test_a_posted_line_with_co_authors_after_with(tmp_path: Path) -> None:
    """Before: no names (the date's comma cut "2022 by Ann Lee" off, "with" kept)."""
    path = tmp_path / "post.pdf"
    meta = "Posted on May 12, 2022 by Ann Lee, with Bo Chen and Cy Diaz \u00b7 9 min read"
    brief(path, meta, ABSTRACT, "")
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen", "Cy Diaz")


def test_a_posted_line_with_one_name(tmp_path: Path) -> None:
    """Before: no names (the piece held the date's digits)."""
    path = tmp_path / "post.pdf"
    brief(
        path,
        "Posted on November 20, 2020 by Vladislav V. Vysotsky \u00b7 3 min read",
        ABSTRACT,
        "",
    )
    assert extract_pdf(path).authors == ("Vladislav V. Vysotsky",)


def test_control_a_desk_or_no_by_names_nobody() -> None:
    """Control: a desk after "by", or no "by", names nobody."""
    assert _names_after_by("Posted on May 4, 2021 by the Editorial Team") == ()
    assert _names_after_by("Posted in Methods") == ()
    assert _names_after_by("by Ann Lee on May 4, 2021") == ("Ann Lee",)


def test_a_writers_sentence_with_a_place_in_brackets(tmp_path: Path) -> None:
    """Control (passes before too: a later fallback read it); the place is no name."""
    path = tmp_path / "brief.pdf"
    closing = "This brief was written by Ann Lee, Bo Chen and Cy Diaz (Faculty of Law)."
    brief(path, "", ABSTRACT, closing)
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen", "Cy Diaz")


def _wrapped_brief(path: Path, rows: list[str], gap: float) -> None:
    """The brief's title, the abstract, then ``rows`` ``gap`` under it, then a heading."""
    heads = [(80.0, TITLE, 20.0, "b")]
    notes_page(path, heads, 118.0, rows, gap=gap, size=11, step=15,
               heading=("Introduction", 14), below=(30, 55))  # fmt: skip


def test_a_writers_sentence_wrapping_after_an_initial(tmp_path: Path) -> None:
    """Before: "W. Drinfeld" and "Bo Chen" first, "C." lost (the line's "C." ended it)."""
    path = tmp_path / "brief.pdf"
    rows = ["This brief was written by Ann Lee, Cy Diaz, C.", "W. Drinfeld and Bo Chen."]
    _wrapped_brief(path, rows, 14)
    assert extract_pdf(path).authors == ("Ann Lee", "Cy Diaz", "C. W. Drinfeld", "Bo Chen")


def test_a_writers_sentence_taken_into_the_abstract(tmp_path: Path) -> None:
    """Before: no names (the sentence ran on in the abstract's paragraph; its bracketed
    place kept the strict reading from naming anybody)."""
    path = tmp_path / "brief.pdf"
    _wrapped_brief(path, ["This brief was written by Ann Lee and Bo Chen (Faculty of Law)."], 0)
    found = extract_pdf(path)
    assert found.authors == ("Ann Lee", "Bo Chen")
    assert found.abstract.startswith(ABSTRACT_TEXT[:60])


def _guideline(path: Path, heading: str, rows: list[str]) -> None:
    """A guideline's title, its date line, ``heading`` over the role ``rows``, then its
    "Scope and purpose" heading over the abstract."""
    doc, page = new_page()
    draw_text(page, 80, TITLE, 20, "b")
    draw_text(page, 112, "Published July 2020 \u00b7 Review due 2025", 10)
    y = 140.0
    if heading:
        draw_text(page, y, heading, 12, "b")
        y += 18
    y = draw_rows(page, y, rows)
    headed_abstract(page, y + 12, "Scope and purpose", 13)
    doc.save(path)


def test_a_groups_chair_and_members_under_its_heading(tmp_path: Path) -> None:
    """Before: the members only, no chair."""
    path = tmp_path / "guideline.pdf"
    rows = ["Chair: Ann Lee", "Members: J. M. Black, Bo Chen, Cy Diaz"]
    _guideline(path, "Guideline development group", rows)
    assert extract_pdf(path).authors == ("Ann Lee", "J. M. Black", "Bo Chen", "Cy Diaz")


def test_control_a_chair_row_with_no_group_heading_is_not_read_as_the_group() -> None:
    """Control: with no body's heading over them the rows are left to the other readers."""
    from tapyre_paper_search.pdf.grouprows import _is_group_heading

    assert _is_group_heading("Guideline development group")
    assert _is_group_heading("Expert panel")
    assert not _is_group_heading("Session 4: Machine learning")
    assert not _is_group_heading("Scope and purpose")


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        ("#methods #research #open science", True),
        ("#new paper #methods", True),
        ("#1 of the cases, # of trials", False),
        ("#open science", False),
        ("the #methods of the field", False),
    ],
)
def test_a_row_of_tags_ends_a_posts_abstract(text: str, ends: bool) -> None:
    """Before: a tldrpost's "#methods #research #new paper" row (and the share row under
    it) went on its abstract; a single tag or a "#1" in a sentence ends nothing."""
    line = text_line(text, 300.0, size=11.0, x0=60.0, x1=500.0, block=3)
    assert ends_abstract(line, 11.0, structured=False, words=60) is ends
