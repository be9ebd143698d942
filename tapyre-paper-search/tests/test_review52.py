"""Round 48's first review (``review52``): front45's course heading block and its
flush-right epigraph attribution, on pages drawn with PyMuPDF on A4.

* :mod:`~tapyre_paper_search.pdf.headingblock` read any page whose first lines are
  short flush-left lines with a date over a centred line in the body's type: a memo's
  addressee ("To: …", "An: …", "Attn: …") was read as its writer, a letter's recipient
  and subject as a paper's names and title, and a title's centred byline was joined to
  the title while an editor's line gave the names
  (:mod:`~tapyre_paper_search.pdf.headingroles`);
* :mod:`~tapyre_paper_search.pdf.epigraph` dropped a writer's flush-right "— Ann Lee"
  in smaller type under a deck set across the measure as an epigraph's source: the
  relaxed reading now asks for a quotation set in from the measure.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_W, _H, _LEFT = 595.0, 842.0, 72.0
_FONTS = "/usr/share/fonts/truetype/dejavu/"
_TITLE = "Isolation of intact nuclei of high purity from mouse liver"
_SUBJECT = "Budget review for the field station"
_BODY = [
    "Current methods of nuclear isolation from liver disrupt the plasma membranes by",
    "homogenization and separate the nuclei by high centrifugal force through dense",
    "sucrose. We describe a gentler method that keeps the nuclei intact and of high",
    "purity, and we compare the yields of both methods over twelve independent runs.",
]
_BODY_TEXT = " ".join(_BODY)


def _file(italic: bool) -> str:
    return _FONTS + ("DejaVuSerif-Italic.ttf" if italic else "DejaVuSerif.ttf")


def _text(  # noqa: PLR0917 (a drawing helper: where, what, how large, which face)
    page: pymupdf.Page, x: float, y: float, text: str, size: float = 10.0, italic: bool = False
) -> None:
    face = "dvi" if italic else "dv"
    page.insert_text((x, y), text, fontsize=size, fontname=face, fontfile=_file(italic))


def _width(text: str, size: float = 10.0, italic: bool = False) -> float:
    return float(pymupdf.Font(fontfile=_file(italic)).text_length(text, size))


def _heading_page(path: Path, heads: list[str], centred: list[str], body: list[str]) -> None:
    """``heads`` flush left from the top, ``centred`` centred in the same type, then
    ``body`` flush left, its first line indented, all in one 10 pt type."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    y = 80.0
    for row in heads:
        _text(page, _LEFT, y, row)
        y += 14.5
    y += 12.0
    for row in centred:
        _text(page, (_W - _width(row)) / 2, y, row)
        y += 13.0
    y += 12.0
    for k, row in enumerate(body):
        _text(page, _LEFT + (36 if k == 0 else 0), y, row)
        y += 13.0
    doc.save(path)


def test_a_memos_addressee_is_no_writer(tmp_path: Path) -> None:
    """A memo whose subject is centred under its rows (no subject row): the "To:"
    row's name was read as the writer; the "From:" row's is."""
    path = tmp_path / "memo.pdf"
    heads = ["To: Marta Ferreira", "From: Jonas Lindqvist", "Date: 12 May 2021"]
    _heading_page(path, heads, [_SUBJECT], _BODY)
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_SUBJECT, ("Jonas Lindqvist",))


def test_a_german_memos_addressee_is_no_writer(tmp_path: Path) -> None:
    path = tmp_path / "notiz.pdf"
    heads = ["An: Marta Ferreira", "Von: Jonas Lindqvist", "Datum: 12. Mai 2021"]
    _heading_page(path, heads, [_SUBJECT], _BODY)
    assert extract_pdf(path).authors == ("Jonas Lindqvist",)


def test_a_report_prepared_for_someone_names_its_preparer(tmp_path: Path) -> None:
    path = tmp_path / "report.pdf"
    heads = ["Prepared for: Marta Ferreira", "Prepared by: Jonas Lindqvist", "Date: May 2021"]
    _heading_page(path, heads, [_SUBJECT], _BODY)
    assert extract_pdf(path).authors == ("Jonas Lindqvist",)


def test_a_letters_recipient_and_subject_are_no_papers(tmp_path: Path) -> None:
    """A cover letter: date, the recipient's address, the subject centred, "Dear …,":
    the recipient was read as the writer and the subject as the title; a letter is no
    course heading (read as before front45: nothing)."""
    path = tmp_path / "letter.pdf"
    heads = ["12 May 2021", "Marta Ferreira", "Editor, Field Methods Review", "Lisbon"]
    _heading_page(path, heads, ["Re: Manuscript FM-2021-0042"], ["Dear Dr. Ferreira,", *_BODY])
    found = extract_pdf(path)
    assert (found.title, found.authors) == ("", ())


def test_a_titles_centred_byline_under_a_running_head(tmp_path: Path) -> None:
    """A journal's head in the body's type (name, issue and date, editor) over a title
    with its byline centred under it: the byline was joined to the title and the
    editor read as the writer."""
    path = tmp_path / "journal.pdf"
    heads = ["Journal of Field Methods", "Vol. 3, No. 2, March 2021", "Editor: Karla Weber"]
    byline_text = "Marta Ferreira and Jonas Lindqvist"
    _heading_page(path, heads, [_TITLE, byline_text], ["Abstract", *_BODY])
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_TITLE, ("Marta Ferreira", "Jonas Lindqvist"))


def test_a_journals_name_over_its_issue_line_is_no_writer(tmp_path: Path) -> None:
    """A journal's running head in the body's type ("Field Methods Review" over its
    volume and pages lines) over a centred title, no byline: the journal's name was
    read as the writer; the title is kept and no name is read."""
    path = tmp_path / "journalhead.pdf"
    heads = ["Field Methods Review", "Vol. 3, No. 2, March 2021", "pp. 12-30"]
    _heading_page(path, heads, [_TITLE], _BODY)
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_TITLE, ())


def test_a_journals_head_over_a_name_under_the_title(tmp_path: Path) -> None:
    """The same head with the writer's name flush left under the title: the name."""
    path = tmp_path / "journalname.pdf"
    heads = ["Experimental Design", "Vol. 3, No. 2, March 2021", "pp. 12-30"]
    _heading_page(path, heads, [_TITLE], ["Marta Ferreira", *_BODY])
    found = extract_pdf(path)
    assert (found.title, found.authors) == (_TITLE, ("Marta Ferreira",))


def test_control_a_course_heading_is_read_as_before(tmp_path: Path) -> None:
    """Control: front45's course heading (names, instructor, course, date) over its
    title: the names, the title and the opening paragraph, as before."""
    path = tmp_path / "course.pdf"
    heads = ["Marta Ferreira and Jonas Lindqvist", "Dr. Karl Weber", "BIO 240", "12 May 2021"]
    _heading_page(path, heads, [_TITLE], _BODY)
    found = extract_pdf(path)
    assert (found.title, found.authors, found.abstract) == (
        _TITLE,
        ("Marta Ferreira", "Jonas Lindqvist"),
        _BODY_TEXT,
    )


def test_control_a_title_case_second_title_line_stays_the_titles(tmp_path: Path) -> None:
    """Control: a two-line title whose second line is in title case ("Conformal Field
    Theory and Operator Algebras" reads as no names by its given names): one title."""
    path = tmp_path / "twolines.pdf"
    heads = ["Marta Ferreira", "Dr. Karl Weber", "MATH 301", "3 March 2020"]
    title = ["Notes on Quantum Symmetry:", "Conformal Field Theory and Operator Algebras"]
    _heading_page(path, heads, title, _BODY)
    found = extract_pdf(path)
    assert (found.title, found.authors) == (
        "Notes on Quantum Symmetry: Conformal Field Theory and Operator Algebras",
        ("Marta Ferreira",),
    )


def test_the_heading_roles_read_from_text() -> None:
    """The cues alone: addressee and editor labels, salutations, bylines."""
    from tapyre_paper_search.pdf.headingroles import (
        byline,
        others_line,
        periodical_line,
        salutation,
    )

    assert [others_line(t) for t in ("To: Ann Lee", "Attn: Bo Chen", "Edited by Ann Lee")] == [
        True,
        True,
        True,
    ]
    assert [salutation(t) for t in ("Dear Dr. Weber,", "Sehr geehrte Frau Huber,")] == [
        True,
        True,
    ]
    assert byline("by Marta Ferreira and Jonas Lindqvist") == ("Marta Ferreira", "Jonas Lindqvist")
    assert [periodical_line(t) for t in ("Vol. 3, No. 2, March 2021", "pp. 12-30")] == [
        True,
        True,
    ]


def test_control_the_heading_roles_leave_writers_and_titles() -> None:
    """Control: a writer's label, a sentence opening "Dear", a title in title case."""
    from tapyre_paper_search.pdf.headingroles import (
        byline,
        others_line,
        periodical_line,
        salutation,
    )

    assert others_line("Name: Anna Berger") is False
    assert others_line("From: Jonas Lindqvist") is False
    assert salutation("Dear readers will note that the method differs.") is False
    assert byline("Conformal Field Theory and Operator Algebras") == ()
    assert [periodical_line(t) for t in ("BIO 240: Methods", "12 May 2021")] == [False, False]


def _deck_page(path: Path, deck_x: float, source: str, byline_text: str = "") -> None:
    """A bold title, an optional centred byline, two italic lines at 11 pt starting at
    ``deck_x`` and ``source`` at 9.5 pt flush right under them, then "Abstract." run in."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text(((_W - _width(_TITLE, 15)) / 2, 100), _TITLE, fontsize=15, fontname="tibo")
    if byline_text:
        _text(page, (_W - _width(byline_text)) / 2, 125, byline_text)
    deck = [
        "What does a measurement ask of the world? A short essay on method and care",
        "in the laboratory, and on what the nuclei tell us.",
    ]
    if deck_x > _LEFT:
        deck = [
            "Every careful isolation of a nucleus asks something of the cell, and",
            "the answer depends on how gently the question is put.",
        ]
    y = 165.0
    for row in deck:
        _text(page, deck_x, y, row, 11.0, True)
        y += 14.3
    end = deck_x + max(_width(row, 11.0, True) for row in deck)
    _text(page, end - _width(source, 9.5), y + 2, source, 9.5)
    y += 40.0
    for k, row in enumerate(_BODY):
        _text(page, _LEFT, y, ("Abstract. " if k == 0 else "") + row)
        y += 13.0
    doc.save(path)


def test_a_writers_dash_byline_under_a_deck_across_the_measure(tmp_path: Path) -> None:
    """A deck set across the measure, its writer's "— Marta Ferreira" flush right under
    it in smaller type: the writer's byline (front45 dropped it as an epigraph's source)."""
    path = tmp_path / "deck.pdf"
    _deck_page(path, _LEFT, "\u2014 Marta Ferreira")
    assert extract_pdf(path).authors == ("Marta Ferreira",)


def test_a_writers_dash_byline_with_a_place_under_a_deck(tmp_path: Path) -> None:
    path = tmp_path / "deckplace.pdf"
    _deck_page(path, _LEFT, "\u2014 Marta Ferreira, University of Lisbon")
    assert extract_pdf(path).authors == ("Marta Ferreira",)


def test_control_a_set_in_epigraphs_source_is_no_author(tmp_path: Path) -> None:
    """Control: the quotation set in from the measure (an epigraph) with its source in
    smaller type flush right under it, under the writers' byline: the source is none."""
    path = tmp_path / "epigraph.pdf"
    _deck_page(path, _LEFT + 72, "\u2014 Karl Weber, Notes on Method", "Marta Ferreira and Bo Chen")
    assert extract_pdf(path).authors == ("Marta Ferreira", "Bo Chen")


def test_control_a_set_in_epigraph_with_no_byline_gives_no_author(tmp_path: Path) -> None:
    """Control: the same epigraph with no byline above it: no author at all."""
    path = tmp_path / "epigraph2.pdf"
    _deck_page(path, _LEFT + 72, "\u2014 Karl Weber, Notes on Method")
    assert extract_pdf(path).authors == ()
