"""Office and browser front matter, round 56 (``front56``), drawn with PyMuPDF.

front55's held-out kinds, now train:

* a referee's report whose one bold heading names the paper: "Review of “Title” by
  Ann Lee, Bo Chen and Cy Diaz", a "Reviewer 2" line under it
  (:mod:`~tapyre_paper_search.pdf.namedheading`);
* a library catalogue's record headed "Title / Ann Lee, Bo Chen and Cy Diaz." (the
  statement of responsibility after the slash), the names surname first with birth
  years in its rows (:mod:`~tapyre_paper_search.pdf.namedheading`);
* a registry's record naming its "Study Officials" a line each, "Ann Lee, PhD ·
  Principal Investigator · Place", under a "Central Contact" (another person)
  (:mod:`~tapyre_paper_search.pdf.investigators`);
* a protocol's synopsis: the trial's acronym over the title in larger type, "Chief
  Investigator" and "Co-investigators" cells naming people behind honorifics
  (:mod:`~tapyre_paper_search.pdf.acronymtitle`,
  :mod:`~tapyre_paper_search.pdf.investigators`).

Controls: a published comment's heading "Comment on “…” by …" stays its title; a
title with a spaced slash and a byline under it keeps both.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf
from test_pdf_front_matter_front47 import _ABSTRACT, _BODY, _H, _TITLE, _W, _text

_PEOPLE = ("Ann Lee", "Bo Chen", "Cy Diaz")
_TRUTH = " ".join(_ABSTRACT)


def _save(tmp_path: Path, doc: pymupdf.Document, name: str) -> ExtractedPdf:
    path = tmp_path / f"{name}.pdf"
    doc.save(path)
    return extract_pdf(path)


def _body(page: pymupdf.Page, y: float) -> None:
    _text(page, 60, y, "1. Introduction", 12, face="b")
    for k, text in enumerate(_BODY):
        _text(page, 60, y + 20 + 14 * k, text, 10)


def _report(tmp_path: Path, heading: list[str]) -> ExtractedPdf:
    """A referee's report: a small round line, the bold ``heading`` rows, "Reviewer 2",
    the manuscript's number and date, the abstract under "Summary of the submission",
    numbered comments."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 60, 60, "Referee report \u00b7 Round 1", 10)
    y = 84.0
    for row in heading:
        _text(page, 60, y, row, 15, face="b")
        y += 20
    _text(page, 60, y + 10, "Reviewer 2: Eve Moretti", 11)
    _text(page, 60, y + 28, "Manuscript number: JM-2021-417", 11)
    _text(page, 60, y + 46, "Date of report: 12 May 2021", 11)
    _text(page, 60, y + 72, "Summary of the submission", 12, face="b")
    y += 92
    for k, text in enumerate(_ABSTRACT):
        _text(page, 60, y + 15 * k, text, 10)
    y += 15 * len(_ABSTRACT) + 20
    _text(page, 60, y, "Major comments", 12, face="b")
    _text(page, 72, y + 20, "1. The sampling design should be described in more detail.", 10)
    _body(page, y + 50)
    return _save(tmp_path, doc, "report")


@pytest.mark.parametrize(
    "lead",
    ["Review of", "Referee report on the manuscript", "Evaluation of"],
)
def test_a_reports_heading_gives_the_quoted_title_and_the_names_after_by(
    tmp_path: Path, lead: str
) -> None:
    heading = [
        f"{lead} \u201cStreet trees",
        "and the summer heat of small towns\u201d by",
        "Ann Lee, Bo Chen and Cy Diaz",
    ]
    got = _report(tmp_path, heading)
    assert (got.title, got.authors) == (_TITLE, _PEOPLE)


def test_a_published_comments_heading_stays_its_title(tmp_path: Path) -> None:
    """Control: "Comment on “…” by …" opens a comment's own title; its names are the
    commented paper's, so the heading is not read as a review's."""
    heading = [
        "Comment on \u201cStreet trees and the summer heat of",
        "small towns\u201d by Ann Lee, Bo Chen and Cy Diaz",
    ]
    got = _report(tmp_path, heading)
    assert got.title.startswith("Comment on")
    assert got.authors != _PEOPLE


def _catalogue(tmp_path: Path, heading: list[str], byline: str = "") -> ExtractedPdf:
    """A catalogue's full record: a breadcrumb, the ``heading`` rows in large type,
    (``byline``), an actions line, then rows "Author", "Other authors" (surname first,
    birth years), "Published", "Summary" (the abstract)."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 60, 60, "Library catalogue \u203a Search results \u203a Full record", 8)
    y = 86.0
    for row in heading:
        _text(page, 60, y, row, 16)
        y += 20
    if byline:
        _text(page, 60, y, byline, 11)
        y += 18
    _text(page, 60, y + 8, "Cite \u00b7 Email \u00b7 Export \u00b7 Save", 8)
    y += 34
    rows = [
        ("Author", ["Lee, Ann, 1978-"]),
        ("Other authors", ["Chen, Bo.", "Diaz, Cy, 1981-"]),
        ("Published", ["2021"]),
        ("Summary", _ABSTRACT),
    ]
    for label, values in rows:
        _text(page, 66, y, label, 9, face="b")
        for k, value in enumerate(values):
            _text(page, 150, y + 11 * k, value, 9)
        y += 11 * len(values) + 6
    _body(page, y + 20)
    return _save(tmp_path, doc, "catalogue")


def test_a_catalogue_heading_gives_the_title_before_the_slash_and_the_names(
    tmp_path: Path,
) -> None:
    heading = [
        "Street trees and the summer heat of small towns /",
        "Ann Lee, Bo Chen and Cy Diaz.",
    ]
    got = _catalogue(tmp_path, heading)
    assert (got.title, got.authors) == (_TITLE, _PEOPLE)


def test_a_title_with_a_spaced_slash_keeps_it_and_its_byline(tmp_path: Path) -> None:
    """Control: what follows the slash reads as no names."""
    title = "Input / output scheduling for small clusters of sensors"
    got = _catalogue(tmp_path, [title], byline="Ann Lee and Bo Chen")
    assert got.title == title
    assert got.authors[:2] == ("Ann Lee", "Bo Chen")


@pytest.mark.parametrize("over_page", [False, True])
def test_a_registrys_study_officials_are_the_authors(tmp_path: Path, over_page: bool) -> None:
    """The title, ids, the abstract under "Brief Summary", a "Central Contact" (another
    person), then "Study Officials" with degrees, roles and places; ``over_page``: the
    contacts go over to page 2, the first page holding no section heading."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 60, 54, "Study Details \u00b7 Researcher View \u00b7 Record History", 10)
    _text(page, 60, 82, "Street trees and the summer heat", 17, face="b")
    _text(page, 60, 104, "of small towns", 17, face="b")
    _text(page, 60, 130, "ClinicalTrials ID NCT04718919", 10)
    _text(page, 60, 145, "Sponsor: Graduate School of Forestry", 10)
    _text(page, 60, 172, "Study Overview", 14, face="b")
    _text(page, 60, 196, "Brief Summary", 11, face="b")
    for k, text in enumerate(_ABSTRACT):
        _text(page, 60, 216 + 15 * k, text, 10)
    y = 226.0 + 15 * len(_ABSTRACT)
    _text(page, 60, y, "Contacts and Locations", 14, face="b")
    if over_page:
        _text(page, _W / 2, _H - 40, "1", 10)
        page, y = doc.new_page(width=_W, height=_H), 40.0
    _text(page, 60, y + 26, "Central Contact", 11, face="b")
    _text(page, 60, y + 42, "Eve Moretti", 11)
    _text(page, 60, y + 58, "Email: moretti@trials.example.org", 11)
    _text(page, 60, y + 84, "Study Officials", 11, face="b")
    officials = [
        "Ann Lee, PhD \u00b7 Principal Investigator \u00b7 Graduate School of Forestry",
        "Bo Chen, MD, PhD \u00b7 Study Chair \u00b7 Faculty of Geography",
        "Cy Diaz, MSc \u00b7 Study Director \u00b7 Graduate School of Forestry",
    ]
    for k, text in enumerate(officials):
        _text(page, 60, y + 110 + 16 * k, text, 11)
    _body(page, y + 180)
    got = _save(tmp_path, doc, "registry")
    assert got.authors == _PEOPLE


def test_a_registrys_officials_list_cut_at_the_foot_goes_on_over_the_page(
    tmp_path: Path,
) -> None:
    """The "Study Officials" label (not bold) and its first official close page 1; the
    other two top page 2, the body under them."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 60, 82, "Street trees and the summer heat", 17, face="b")
    _text(page, 60, 104, "of small towns", 17, face="b")
    _text(page, 60, 130, "ClinicalTrials ID NCT04718919", 10)
    _text(page, 60, 160, "Brief Summary", 11, face="b")
    for k, text in enumerate(_ABSTRACT):
        _text(page, 60, 180 + 15 * k, text, 10)
    y = _H - 150.0
    _text(page, 60, y, "Central Contact", 11)
    _text(page, 60, y + 16, "Eve Moretti", 11)
    _text(page, 60, y + 42, "Study Officials", 11)
    _text(page, 60, y + 68, "Ann Lee, PhD \u00b7 Principal Investigator \u00b7 Forestry", 11)
    second = doc.new_page(width=_W, height=_H)
    _text(second, 60, 60, "Bo Chen, MD \u00b7 Study Chair \u00b7 Faculty of Geography", 11)
    _text(second, 60, 76, "Cy Diaz, MSc \u00b7 Study Director \u00b7 Forestry", 11)
    _body(second, 120)
    got = _save(tmp_path, doc, "registry")
    assert got.authors == _PEOPLE


def test_a_protocol_synopsis_acronym_over_the_title_and_its_investigators(
    tmp_path: Path,
) -> None:
    """ "CLINICAL TRIAL PROTOCOL", the acronym larger than anything else, the bold title
    under it, then a synopsis table whose investigators' cells name people behind
    honorifics, with places after a comma or in brackets, the abstract in its "Trial
    summary" cell (:mod:`~tapyre_paper_search.pdf.descriptionrow`)."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 220, 70, "CLINICAL TRIAL PROTOCOL", 11, face="b")
    _text(page, 240, 100, "STREET-2", 26, face="b")
    _text(page, 100, 132, "Street trees and the summer heat of", 13, face="b")
    _text(page, 180, 149, "small towns", 13, face="b")
    _text(page, 200, 176, "Protocol version 2.0, 3 May 2021", 11)
    _text(page, 60, 210, "Protocol synopsis", 12, face="b")
    rows = [
        ("Full title", ["Street trees and the summer heat of small towns"]),
        ("Short title", ["STREET-2"]),
        ("Chief Investigator", ["Prof Ann Lee, Graduate School of Forestry"]),
        ("Co-investigators", ["Dr Bo Chen (Faculty of Geography); Dr Cy", "Diaz (Town Council)"]),
        ("Trial design", ["Pragmatic cluster-randomised trial"]),
        ("Trial summary", textwrap.wrap(_TRUTH, 52)),
        ("Sample size", ["240 streets"]),
    ]
    y = 232.0
    for label, values in rows:
        _text(page, 60, y, label, 10, face="b")
        for k, value in enumerate(values):
            _text(page, 250, y + 13 * k, value, 10)
        y += 13 * len(values) + 6
    _body(page, y + 20)
    got = _save(tmp_path, doc, "protocol")
    assert (got.title, got.authors) == (_TITLE, _PEOPLE)
    assert got.abstract == _TRUTH  # the "Trial summary" cell


def test_investigators_read_one_name_an_entry() -> None:
    from tapyre_paper_search.pdf.investigators import _person

    assert _person("Prof Ann Lee, Graduate School of Forestry") == "Ann Lee"
    assert _person("Dr Bo Chen (Faculty of Geography)") == "Bo Chen"
    assert _person("Ann Lee, PhD \u00b7 Principal Investigator \u00b7 Place") == "Ann Lee"
    assert _person("Graduate School of Forestry") == ""
    assert _person("Ann Lee and Bo Chen") == ""  # two people: no one entry's name


def test_investigators_come_before_a_forms_names_only_where_they_hold_them() -> None:
    """A form that read only the "Co-investigators" row (with honorifics) gives way to
    all the investigators; a form's own "Author(s)" row naming others is kept."""
    from tapyre_paper_search.pdf.investigators import over_form

    assert over_form(_PEOPLE, ("Prof Bo Chen", "Dr Cy Diaz")) == _PEOPLE
    assert over_form(("Karl Weber",), ("Ann Lee", "Bo Chen")) == ("Ann Lee", "Bo Chen")
    assert over_form((), ("Ann Lee",)) == ("Ann Lee",)
