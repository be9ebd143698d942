"""Front matter of hand-laid first pages (:mod:`layout_pages`) that earlier rules got
wrong: a title ending in a colon with no subtitle, a box of key points above the names,
an abstract set in bold before a bold heading of its own type."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf

COLON_TITLE = "Scalable Video Streams:"


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


@pytest.mark.parametrize("use_model", [True, False])
@pytest.mark.parametrize("front", [_colon_title_then_abstract, _colon_title_then_heading])
def test_a_title_ending_in_a_colon_without_subtitle_keeps_its_colon_and_the_abstract(
    tmp_path: Path, front: object, use_model: bool
) -> None:
    pdf = write_page(tmp_path / "colon.pdf", front)  # type: ignore[arg-type]
    result = extract_pdf(pdf, use_model=use_model)
    assert result.title == COLON_TITLE
    assert result.abstract == ABSTRACT


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
    result = extract_pdf(write_page(tmp_path / "subtitle.pdf", _subtitle_in_body_type))
    assert result.title == f"{COLON_TITLE} Disk-based storage at scale"
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


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
    "front", [_bold_abstract_then_bold_heading, _roman_abstract_then_bold_paragraph]
)
def test_an_abstract_ends_where_its_type_turns_bold_or_roman(
    tmp_path: Path, front: object, use_model: bool
) -> None:
    pdf = write_page(tmp_path / "type.pdf", front)  # type: ignore[arg-type]
    result = extract_pdf(pdf, use_model=use_model)
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def _key_points_above_names(page: Writer) -> None:
    page.line(TITLE, 18, bold=True, centred=True)
    page.space(8)
    page.line("Key points", 10, bold=True)
    page.line("- Placement by access rate doubles the streams", 9)
    page.line("- Buffers grow slowly with load", 9)
    page.space(6)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
    page.space(12)
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, 9.5, x=80, width=435)


def test_a_box_of_key_points_above_the_names_ends_before_them(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "box.pdf", _key_points_above_names))
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def _intro_title_under_a_journal_name(page: Writer) -> None:
    # A one-line title worded like a section heading, under a larger journal name.
    page.line("Journal of Video Systems", 22, bold=True, centred=True)
    page.space(4)
    page.line("Introduction to Scalable Video Storage", 16, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
    page.space(14)
    page.line("Abstract", 11, bold=True, centred=True)
    page.paragraph(ABSTRACT, 9.5, x=80, width=435)


def test_a_title_worded_like_a_heading_under_a_journal_name_keeps_its_authors(
    tmp_path: Path,
) -> None:
    result = extract_pdf(write_page(tmp_path / "intro.pdf", _intro_title_under_a_journal_name))
    assert result.title == "Introduction to Scalable Video Storage"
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


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
        page.line(", ".join(AUTHORS), 11, centred=True)
        page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True, centred=True)
        page.paragraph(ABSTRACT, 9.5, x=80, width=435)

    result = extract_pdf(write_page(tmp_path / "label.pdf", front), use_model=use_model)
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT
