"""Front matter of two LaTeX class conventions the LaTeX-typeset train corpus showed
(``tools/latex_corpus``), drawn here with PyMuPDF so no TeX is needed:

* a title set in the body's own size, bold capitals centred at the top, the names in
  smaller capitals below (the AMS journal style, :mod:`~tapyre_paper_search.pdf.plaintitle`);
* one byline per author, "NAME, Institution, Country", right above a headingless
  abstract in the same size, a keyword block below (the ACM journal style,
  :mod:`~tapyre_paper_search.pdf.byline`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.byline import is_byline

AFFILIATIONS = ("University of Tarnów, Poland", "Delft Institute of Technology, Netherlands")


def _ams_style(page: Writer) -> None:
    page.space(40)
    page.line("DISK-BASED STORAGE FOR", 10, bold=True, centred=True)
    page.line("SCALABLE VIDEO STREAMS", 10, bold=True, centred=True)
    page.space(8)
    page.line("EDWARD CHANG, AVIDEH ZAKHOR, AND PRIYA RAMAN", 8, centred=True)
    page.space(10)
    page.paragraph("Abstract. " + ABSTRACT, 8, x=100, width=395)
    page.space(10)
    page.line("1. Introduction", 10, centred=True)  # headings in body type too
    while page.y < 700:
        page.paragraph(BODY)


@pytest.mark.parametrize("use_model", [True, False])
def test_a_title_in_body_type_set_in_bold_capitals_is_read(tmp_path: Path, use_model: bool) -> None:
    result = extract_pdf(
        write_page(tmp_path / "ams.pdf", _ams_style, body=False), use_model=use_model
    )
    assert result.title == TITLE.upper()
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def _no_title(page: Writer) -> None:
    page.line("1 Introduction", 10, bold=True)
    page.paragraph(BODY)


def test_a_bold_heading_at_the_left_of_a_page_without_title_is_no_title(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "none.pdf", _no_title, body=False))
    assert result.title == ""


def _bold_paragraph(page: Writer) -> None:
    # Centred bold lines of body size that run on as long as a paragraph: a notice, no title.
    for _ in range(6):
        page.line("THIS DRAFT IS DISTRIBUTED FOR COMMENT ONLY", 10, bold=True, centred=True)
    page.paragraph(BODY)


def test_a_long_centred_bold_block_is_no_title(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "notice.pdf", _bold_paragraph, body=False))
    assert "DRAFT" not in result.title


def _acm_journal_style(page: Writer) -> None:
    page.line(TITLE, 14, bold=True)
    page.space(6)
    for i, name in enumerate(AUTHORS):
        page.line(f"{name.upper()}, {AFFILIATIONS[i % 2]}", 9)
    page.space(4)
    page.paragraph(ABSTRACT, 9, after=10)
    page.line("CCS Concepts: Information systems; Multimedia streaming.", 9)
    page.line("Additional Key Words and Phrases: video servers, disk placement", 9)


def test_bylines_above_a_headingless_abstract_are_names_not_abstract(tmp_path: Path) -> None:
    result = extract_pdf(write_page(tmp_path / "acm.pdf", _acm_journal_style))
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == ABSTRACT


def test_a_byline_is_a_name_a_comma_and_an_affiliation() -> None:
    assert is_byline("MAXIM A. DUFFY, National Institute of Medicine, Japan")
    assert is_byline("Jane Doe, Department of Physics, University of Tarnów")
    assert not is_byline("Jane Doe, John Roe")  # names only
    assert not is_byline("In this study, we used data of the University of Tarnów")
    assert not is_byline("We found, in Japan, that trees grow")
    assert not is_byline("Jane Doe")
