"""Front matter of hand-laid first pages (:mod:`layout_pages`) that earlier rules got
wrong: a title ending in a colon with no subtitle, a box of key points above the names,
an abstract set in bold before a bold heading of its own type."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf

COLON_TITLE = "Scalable Video Streams:"


def check(
    path: Path, front: Callable[[Writer], None], title: str, *, use_model: bool = True
) -> None:
    """The paper ``front`` draws gives ``title``, the three names and the whole abstract."""
    result = extract_pdf(write_page(path, front), use_model=use_model)
    assert result.title == title
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def _colon_title_then_abstract(page: Writer) -> None:
    # No subtitle: a headingless abstract in body type, the names after it.
    page.line(COLON_TITLE, 17, bold=True, centred=True)
    page.space(12)
    page.paragraph(ABSTRACT)
    page.line(", ".join(AUTHORS), 9, italic=True)


def _colon_title_then_heading(page: Writer) -> None:
    page.line(COLON_TITLE, 17, bold=True, centred=True)
    page.space(10)
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, x=80, width=435)
    page.line(", ".join(AUTHORS), 9, italic=True)


def _subtitle_in_body_type(page: Writer) -> None:
    # A subtitle no larger than the body but set apart: bold, centred, one line.
    page.line(COLON_TITLE, 17, bold=True, centred=True)
    page.line("Disk-based storage at scale", 10, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(10)
    page.line("Abstract", 11, bold=True)
    page.paragraph(ABSTRACT)


def test_a_subtitle_in_body_type_set_apart_from_the_text_is_kept(tmp_path: Path) -> None:
    check(
        tmp_path / "subtitle.pdf",
        _subtitle_in_body_type,
        f"{COLON_TITLE} Disk-based storage at scale",
    )


def _names_block(page: Writer) -> None:
    page.line(TITLE, 17, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
    page.space(14)


def _bold_abstract_then_bold_heading(page: Writer) -> None:
    # The abstract in bold, a small gap, an unnumbered bold heading of its size, roman text.
    _names_block(page)
    page.line("Abstract", 10, bold=True)
    page.paragraph(ABSTRACT, bold=True, after=2)
    page.line("Problem Statement", 10, bold=True)
    page.paragraph(BODY)


def _roman_abstract_then_bold_paragraph(page: Writer) -> None:
    # A headingless abstract in roman, then the introduction's first paragraph in bold.
    _names_block(page)
    page.paragraph(ABSTRACT)
    page.paragraph(BODY, bold=True)
    page.paragraph(BODY)


@pytest.mark.parametrize("use_model", [True, False])
@pytest.mark.parametrize(
    ("front", "title"),
    [
        # a title ending in a colon, no subtitle: it keeps its colon, the abstract its text
        (_colon_title_then_abstract, COLON_TITLE),
        (_colon_title_then_heading, COLON_TITLE),
        # an abstract ends where its type turns bold or roman
        (_bold_abstract_then_bold_heading, TITLE),
        (_roman_abstract_then_bold_paragraph, TITLE),
    ],
)
def test_the_title_and_the_abstract_end_where_their_own_lines_end(
    tmp_path: Path, front: Callable[[Writer], None], title: str, use_model: bool
) -> None:
    check(tmp_path / "paper.pdf", front, title, use_model=use_model)


def _names_and_headed_abstract(page: Writer) -> None:
    """The names, their affiliation, and the abstract under its heading."""
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
    page.space(14)
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, 9.5, x=80, width=435)


def _key_points_above_names(page: Writer) -> None:
    page.line(TITLE, 18, bold=True, centred=True)
    page.space(8)
    page.line("Key points", 10, bold=True)
    page.line("- Placement by access rate doubles the streams", 9)
    page.line("- Buffers grow slowly with load", 9)
    page.space(6)
    _names_and_headed_abstract(page)


def test_a_box_of_key_points_above_the_names_ends_before_them(tmp_path: Path) -> None:
    check(tmp_path / "box.pdf", _key_points_above_names, TITLE)


def _intro_title_under_a_journal_name(page: Writer) -> None:
    # A one-line title worded like a section heading, under a larger journal name.
    page.line("Journal of Video Systems", 22, bold=True, centred=True)
    page.space(4)
    page.line("Introduction to Scalable Video Storage", 16, bold=True, centred=True)
    page.space(10)
    _names_and_headed_abstract(page)


def test_a_title_worded_like_a_heading_under_a_journal_name_keeps_its_authors(
    tmp_path: Path,
) -> None:
    title = "Introduction to Scalable Video Storage"
    check(tmp_path / "intro.pdf", _intro_title_under_a_journal_name, title)


@pytest.mark.parametrize(
    ("label", "bold", "italic"),
    [("Original Article", True, False), ("Invited Paper", False, True)],
)
@pytest.mark.parametrize("use_model", [True, False])
def test_an_article_type_between_the_title_and_the_names_is_no_author(
    tmp_path: Path, label: str, bold: bool, italic: bool, use_model: bool
) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(6)
        page.line(label, 12, bold=bold, italic=italic, centred=True)
        page.space(8)
        _names_and_headed_abstract(page)

    check(tmp_path / "label.pdf", front, TITLE, use_model=use_model)
