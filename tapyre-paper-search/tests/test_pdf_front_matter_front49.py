"""Office and browser front matter, round 49 (``front49``), drawn with PyMuPDF on A4 pages.

front48's held-out office layout ``scribenotes``, now train: a course's lecture notes
whose head is "Lecture 9: Title", then one row naming the lecturer ("Lecturer: Cy
Diaz", another person, no author) and, a tab's gap to the right or run on, the scribes
who wrote the notes up ("Scribes: Ann Lee, Bo Chen"), and the overview run in after
"Overview.".  The notes' title is the lecture's own (its number dropped), the scribes
are the authors, the abstract starts after the overview's label, in English, German
and French forms (:mod:`~tapyre_paper_search.pdf.scribenotes`).

front48's held-out browser layout ``confprogram``: a programme's session page listing
talks (a time cell, the talk's title in bold, its names under it), the abstract under
one of them: the paper is that talk, not the meeting's banner nor the first talk
listed (:mod:`~tapyre_paper_search.pdf.talklisting`).

front48's leftover on ``labsitenav``: a site's menu left of the paper ("Home",
"People" over the members' names, "Publications") adds no names to the byline under
the title (:mod:`~tapyre_paper_search.pdf.navcolumn`).

Controls (labelled) keep what was read before: a paper whose title opens "Lecture 9:"
but whose page holds no scribe line keeps its title as printed, a "Lecturer:" line
alone still names the lecturer, a byline under the title is read as before; a paper
whose bold title stands over its byline and abstract with no other talk nor time cell
keeps its title.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf
from test_pdf_front_matter_front47 import (  # the same page parts as front47's
    _ABSTRACT,
    _BODY,
    _H,
    _LEFT,
    _TITLE,
    _W,
    _text,
)

_TRUTH = " ".join(_ABSTRACT)


def _notes(
    tmp_path: Path,
    head: str,
    row: list[str],
    *,
    label: str = "Overview. ",
    course: str = "CS 704: Topics in Methods \u00b7 Spring 2021",
) -> ExtractedPdf:
    """Lecture notes: the ``course`` line, the ``head`` in large bold, the ``row`` of
    cells (a lecturer's, then the scribes' 200 pt to the right; one cell when run on),
    the abstract with ``label`` run in, a section heading and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, _LEFT, 60, course, 9)
    _text(page, _LEFT, 90, head, 13, face="b")
    for k, cell in enumerate(row):
        _text(page, _LEFT + 200 * k, 120, cell, 10)
    y = 150.0
    for k, line in enumerate(_ABSTRACT):
        _text(page, _LEFT, y, (label if k == 0 else "") + line, 10)
        y += 14
    _text(page, _LEFT, y + 20, "1. Introduction", 13, face="b")
    y += 44
    for line in _BODY:
        _text(page, _LEFT, y, line, 11)
        y += 15
    path = tmp_path / "notes.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_scribes_level_with_the_lecturer_are_the_authors(tmp_path: Path) -> None:
    got = _notes(
        tmp_path, f"Lecture 9: {_TITLE}", ["Lecturer: Cy Diaz", "Scribes: Ann Lee, Bo Chen"]
    )
    assert got.authors == ("Ann Lee", "Bo Chen")


def test_the_lectures_number_is_no_part_of_its_title(tmp_path: Path) -> None:
    got = _notes(
        tmp_path, f"Lecture 9: {_TITLE}", ["Lecturer: Cy Diaz", "Scribes: Ann Lee, Bo Chen"]
    )
    assert got.title == _TITLE


def test_the_overviews_label_is_no_part_of_the_abstract(tmp_path: Path) -> None:
    got = _notes(
        tmp_path, f"Lecture 9: {_TITLE}", ["Lecturer: Cy Diaz", "Scribes: Ann Lee, Bo Chen"]
    )
    assert got.abstract == _TRUTH


def test_a_single_scribe_after_the_lecturer(tmp_path: Path) -> None:
    got = _notes(tmp_path, f"Lecture 12: {_TITLE}", ["Lecturer: Staff", "Scribe: Ann Lee"])
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee",))


def test_scribes_run_on_after_the_lecturer(tmp_path: Path) -> None:
    row = ["Instructor: Cy Diaz    Notes by: Ann Lee, Bo Chen"]
    got = _notes(tmp_path, f"Lecture 3: {_TITLE}", row)
    assert got.authors == ("Ann Lee", "Bo Chen")


def test_german_lecture_notes(tmp_path: Path) -> None:
    row = ["Dozent: Cy Diaz", "Mitschrift: Anna Meyer, Jonas Weber"]
    got = _notes(tmp_path, f"Vorlesung 4: {_TITLE}", row, label="Überblick. ")
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Anna Meyer", "Jonas Weber"), _TRUTH)


def test_french_lecture_notes(tmp_path: Path) -> None:
    row = ["Enseignant : Cy Diaz", "Notes prises par : Marie Dupont, Luc Martin"]
    got = _notes(tmp_path, f"Cours 5 : {_TITLE}", row, label="Aperçu. ")
    assert (got.title, got.authors) == (_TITLE, ("Marie Dupont", "Luc Martin"))


def _wrapped_notes(tmp_path: Path, scribes: str, rest: str) -> ExtractedPdf:
    """Notes whose scribes' cell wraps: ``rest`` at the left margin under the row."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, _LEFT, 90, f"Lecture 9: {_TITLE}", 13, face="b")
    _text(page, _LEFT, 120, "Lecturer: Cy Diaz", 10)
    _text(page, _LEFT + 160, 120, scribes, 10)
    _text(page, _LEFT, 133, rest + " Overview. " + _ABSTRACT[0][:40], 10)
    for k, line in enumerate(_ABSTRACT):
        _text(page, _LEFT, 147 + 13 * k, line[40:] if k == 0 else line, 10)
    _text(page, _LEFT, 230, "1. Introduction", 13, face="b")
    for k, line in enumerate(_BODY):
        _text(page, _LEFT, 255 + 15 * k, line, 11)
    path = tmp_path / "wrapped.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_scribes_wrapped_onto_the_next_line(tmp_path: Path) -> None:
    got = _wrapped_notes(tmp_path, "Scribes: Ann Lee, Bo Chen, Eva Roth,", "Jo Kim, Max Weber")
    assert got.authors == ("Ann Lee", "Bo Chen", "Eva Roth", "Jo Kim", "Max Weber")
    assert got.abstract.startswith(_ABSTRACT[0][:40])


def test_a_scribes_name_cut_by_the_wrap(tmp_path: Path) -> None:
    got = _wrapped_notes(tmp_path, "Scribes: Ann Lee, Bo Chen, Deniz", "Ando, Max Weber")
    assert got.authors == ("Ann Lee", "Bo Chen", "Deniz Ando", "Max Weber")


def test_a_short_lecturer_cell_glued_to_the_scribes_label(tmp_path: Path) -> None:
    got = _notes(tmp_path, f"Lecture 9: {_TITLE}", ["Lecturer: StaffScribes: Ann Lee, Bo Chen"])
    assert got.authors == ("Ann Lee", "Bo Chen")


def test_a_wrapped_name_ending_in_an_initial(tmp_path: Path) -> None:
    got = _wrapped_notes(tmp_path, "Scribes: Ann Lee, Maxim A.", "Lummen, Bo Chen")
    assert got.authors == ("Ann Lee", "Maxim A. Lummen", "Bo Chen")


def test_control_a_lecture_title_without_scribes_stays_as_printed(tmp_path: Path) -> None:
    got = _notes(tmp_path, f"Lecture 9: {_TITLE}", ["Ann Lee, Bo Chen"], label="")
    assert (got.title, got.authors) == (f"Lecture 9: {_TITLE}", ("Ann Lee", "Bo Chen"))


def test_control_a_lecturer_alone_is_still_named(tmp_path: Path) -> None:
    got = _notes(tmp_path, f"Lecture 9: {_TITLE}", ["Lecturer: Cy Diaz"], label="")
    assert (got.title, got.authors) == (f"Lecture 9: {_TITLE}", ("Cy Diaz",))


def test_control_an_overview_label_elsewhere_stays(tmp_path: Path) -> None:
    got = _notes(tmp_path, _TITLE, ["Ann Lee, Bo Chen"])
    assert (got.title, got.authors, got.abstract[:10]) == (
        _TITLE,
        ("Ann Lee", "Bo Chen"),
        "Overview. ",
    )


_OTHER = "Rivers of the plain and their floods in a warmer climate"


def _programme(tmp_path: Path, talks: list[tuple[str, str, str]], ours: int) -> ExtractedPdf:
    """A session page: a banner in large type, a session heading, then ``talks`` (time,
    title, names), the abstract under a small "Abstract" heading under talk ``ours``."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, _LEFT, 70, "Spring Symposium 2021 \u00b7 2\u20134 June 2021", 22)
    _text(
        page,
        _LEFT,
        110,
        "Session 4B \u00b7 Ecology \u00b7 Room 2 \u00b7 14:00\u201315:40",
        11,
        face="b",
    )
    y = 140.0
    for k, (time, title, names) in enumerate(talks):
        if time:
            _text(page, _LEFT, y, time, 9.5)
        _text(page, _LEFT + 50, y, title, 9.5, face="b")
        _text(page, _LEFT + 50, y + 13, names, 8.5)
        y += 34
        if k == ours:
            _text(page, _LEFT + 60, y, "Abstract", 9.5)
            y += 16
            for line in _ABSTRACT:
                _text(page, _LEFT + 50, y, line[:70], 9.5)
                y += 12
            y += 14
    path = tmp_path / "programme.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_the_talk_over_the_abstract_is_the_paper(tmp_path: Path) -> None:
    talks = [("14:00", _OTHER, "Eva Roth"), ("14:20", _TITLE, "Ann Lee, Bo Chen")]
    got = _programme(tmp_path, talks, 1)
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee", "Bo Chen"))


def test_the_talk_over_the_abstract_with_a_talk_after_it(tmp_path: Path) -> None:
    talks = [
        ("14:00", _OTHER, "Eva Roth"),
        ("14:20", _TITLE, "Ann Lee"),
        ("14:40", _OTHER, "Jo Kim"),
    ]
    got = _programme(tmp_path, talks, 1)
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee",))


def test_a_single_talk_with_its_time_cell(tmp_path: Path) -> None:
    got = _programme(tmp_path, [("9:30", _TITLE, "Ann Lee, Bo Chen")], 0)
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee", "Bo Chen"))


def test_control_a_bold_title_over_its_byline_and_abstract_alone(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, _LEFT, 90, _TITLE, 13, face="b")
    _text(page, _LEFT, 110, "Ann Lee, Bo Chen", 10)
    _text(page, _LEFT, 140, "Abstract", 10, face="b")
    for k, line in enumerate(_ABSTRACT):
        _text(page, _LEFT, 160 + 14 * k, line, 10)
    for k, line in enumerate(_BODY):
        _text(page, _LEFT, 250 + 15 * k, line, 11)
    path = tmp_path / "paper.pdf"
    doc.save(path)
    got = extract_pdf(path)
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee", "Bo Chen"))


_MENU = ("Home", "People", "Publications", "Contact")


def _site(tmp_path: Path, menu: list[str]) -> ExtractedPdf:
    """A group's page: the ``menu`` column at the left, the paper right of it."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, 40, 70, "Tak Group", 22)
    for k, entry in enumerate(menu):  # the members' names indented under "People"
        _text(page, 40 if entry in _MENU else 60, 110 + 14 * k, entry, 9)
    _text(page, 180, 110, "Street trees and the summer heat", 16)
    _text(page, 180, 130, "of small towns", 16)
    _text(page, 180, 155, "Ann Lee, Bo Chen \u00b7 Working paper, 2021", 10)
    _text(page, 180, 180, "Abstract", 10)
    for k, line in enumerate(_ABSTRACT):
        _text(page, 180, 200 + 14 * k, line[:60], 10)
    path = tmp_path / "site.pdf"
    doc.save(path)
    return extract_pdf(path)


def test_a_sites_menu_of_members_adds_no_names(tmp_path: Path) -> None:
    menu = ["Home", "People", "Eva Roth", "Jo Kim", "Max Weber", "Publications", "Contact"]
    assert _site(tmp_path, menu).authors == ("Ann Lee", "Bo Chen")


def test_control_the_page_without_a_menu_reads_its_byline(tmp_path: Path) -> None:
    assert _site(tmp_path, []).authors == ("Ann Lee", "Bo Chen")
