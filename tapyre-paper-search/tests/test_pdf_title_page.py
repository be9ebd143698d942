"""A report's or a thesis's title page (drawn with PyMuPDF): a few short lines, the
title in the largest type and holding the most characters, an organisation's name in
bold capitals above it; and a hard hyphen after a bracket at a title's line end."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.normalize import normalize_inline, normalize_text
from tapyre_paper_search.pdf.titlepage import front_body

WIDTH = 595.0
TITLE = ("Radiative losses and cut-offs of energetic", "particles at relativistic shocks")
AUTHORS = ("Paul Dempsey", "Peter Duffy")
ABSTRACT = (
    "We study how radiative losses shape the spectra of particles accelerated at "
    "relativistic shocks, and show that the cut-off energy depends on the magnetic "
    "field downstream of the shock and on the angle between the field and the flow."
)


def _centred(page: pymupdf.Page, text: str, y: float, size: float, bold: bool = False) -> None:
    font = "tibo" if bold else "tiro"
    width = pymupdf.get_text_length(text, font, size)
    page.insert_text(((WIDTH - width) / 2, y), text, fontsize=size, fontname=font)


def _report(path: Path, title: tuple[str, ...] = TITLE, size: float = 18) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=WIDTH, height=842)
    _centred(page, "NATIONAL INSTITUTE OF INFORMATION SYSTEMS", 70, 12, bold=True)
    _centred(page, "Graduate School of Information Systems", 90, 11)
    _centred(page, "Technical Report 34/2020", 165, 11)
    y = 205.0
    for line in title:
        _centred(page, line, y, size, bold=True)
        y += size * 1.3
    y += 40
    for name in AUTHORS:
        _centred(page, name, y, 12)
        y += 18
    _centred(page, "May 2016", y + 50, 11)
    _centred(page, "1", 780, 9)
    second = doc.new_page(width=WIDTH, height=842)
    second.insert_text((72, 80), "Abstract", fontsize=12, fontname="tibo")
    box = pymupdf.Rect(72, 90, WIDTH - 72, 300)
    second.insert_textbox(box, ABSTRACT, fontsize=11, fontname="tiro")
    doc.save(path)


def test_title_page_title_is_the_large_type_not_the_organisation_in_capitals(
    tmp_path: Path,
) -> None:
    path = tmp_path / "report.pdf"
    _report(path)
    found = extract_pdf(path)
    assert found.title == " ".join(TITLE)
    assert tuple(found.authors) == AUTHORS


def test_front_body_reads_a_sparse_page_from_its_smaller_lines() -> None:
    def line(text: str, size: float) -> Line:
        return Line(text, size, False, False, False, 0.0, 0.0, 100.0, size, 0)

    title_page = [line("ORGANISATION", 12), line(TITLE[0], 18), line(TITLE[1], 18)]
    title_page += [line("Technical Report 1", 11), line(AUTHORS[0], 11), line("May 2016", 11)]
    assert front_body(title_page) == 11
    prose = [line(ABSTRACT, 10)] * 10 + [line(TITLE[0], 18)]
    assert front_body(prose) == 10  # a page of prose: its most-used size
    only = [line(ABSTRACT, 12), line("1", 9)]
    assert front_body(only) == 12  # nearly all in one size: that is the body


def test_hyphen_after_a_bracket_at_a_line_end_is_kept(tmp_path: Path) -> None:
    assert (
        normalize_inline("regulator (Aire)-\nmediated selection", dashes="printed")
        == "regulator (Aire)-mediated selection"
    )
    assert normalize_inline("the [3H]-\nthymidine", dashes="printed") == "the [3H]-thymidine"
    path = tmp_path / "bracket.pdf"
    _report(path, ("Autoimmune regulator (Aire)-", "mediated selection of T cells"))
    assert extract_pdf(path).title == "Autoimmune regulator (Aire)-mediated selection of T cells"


def test_suspended_hyphen_after_a_bracket_keeps_its_space() -> None:
    """A hyphen after a bracket before a conjunction is a suspended one ("[3H]- and
    [14C]-labelled"): the line break stays a space, in titles and in body text."""
    assert (
        normalize_inline("the [3H]-\nand [14C]-labelled thymidine", dashes="printed")
        == "the [3H]- and [14C]-labelled thymidine"
    )
    assert normalize_text("(Aire)-\nor (Fezf2)-dependent genes") == (
        "(Aire)- or (Fezf2)-dependent genes"
    )
    assert normalize_text("regulator (Aire)-\nandrogen") == "regulator (Aire)-androgen"


def test_front_body_takes_a_title_set_in_two_near_sizes_as_the_largest_type() -> None:
    """An OCR'd title's lines come a few tenths of a point apart (17.7 and 18.1) and
    round to different sizes; they are still the page's largest type."""

    def line(text: str, size: float) -> Line:
        return Line(text, size, False, False, False, 0.0, 0.0, 100.0, size, 0)

    page = [line("INSTITUTE OF PHYSICS", 11.8), line(TITLE[0], 17.7), line(TITLE[1], 18.1)]
    page += [line(AUTHORS[0], 12.2), line(AUTHORS[1], 11.7), line("May 2016", 11.1)]
    assert front_body(page) == 12
