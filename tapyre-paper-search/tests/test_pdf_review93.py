"""review93: front33's surname-first bylines and label forms, tried on lines and pages
that are no such byline or form.

A place line under a title or a byline ("Washington, D.C.", "Oxford, U.K.",
"Berkeley, CA; Stanford, CA") has the shape of a person printed surname first; a
surname-first byline's last given name is no name wrapped onto the next line.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_front_matter_front33 import BoxRows, _data_box


@pytest.mark.parametrize(
    "line",
    [
        "Berkeley, CA; Stanford, CA",  # a state's code is no given name
        "Doe, Jane; Lee, Ann; Cambridge, MA",
        "Washington, D.C.",  # glued initials alone after one comma: a place's
        "Oxford, U.K.",
    ],
)
def test_a_place_and_its_code_is_no_person_printed_surname_first(line: str) -> None:
    assert names_in_line(line) == []
    assert names_in_line(line, lenient=True) == []


def test_a_mark_before_the_first_comma_is_no_surname_first_person() -> None:
    # the lead, at the merge: a byline wrapped inside names ("…, Zhan" / "Aujla¹, Jose
    # A." / "Tipler², Ronald") had read "Jose A. Aujla" (test_pdf_latex_layouts)
    from tapyre_paper_search.pdf.invertednames import inverted_names

    for line in ("Aujla1, Jose A.", "Aujla¹, Jose A.", "Tipler*, Ronald"):
        assert inverted_names(line, lenient=True) == []
    assert inverted_names("Doe, Jane Q.; Lee, Ann*", lenient=True) == ["Jane Q. Doe", "Ann Lee"]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("DOE, JANE; LEE, ANN", ["Jane Doe", "Ann Lee"]),  # capitals throughout
        ("Doe, Jane Q.; Lee, Ann", ["Jane Q. Doe", "Ann Lee"]),
        ("Tolkien, J. R. R.", ["J. R. R. Tolkien"]),
        ("Li, X.Y., Wang, Y.", ["X.Y. Li", "Y. Wang"]),  # glued initials in a list stay
        # capitals outside Latin-1 open a surname or a given name
        ("Nowak, Łukasz; Kowalski, Jan", ["Łukasz Nowak", "Jan Kowalski"]),
        ("Şahin, Ayşe; İnce, Mehmet", ["Ayşe Şahin", "Mehmet İnce"]),
        ("Čapek, Karel; Žák, Jan", ["Karel Čapek", "Jan Žák"]),
    ],
)
def test_surname_first_names_with_capitals_or_initials_are_still_read(
    line: str, names: list[str]
) -> None:
    assert names_in_line(line) == names


def _report(place: str) -> Callable[[Writer], None]:
    """A report's title page: the title, who it was prepared for, a place and a date."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line("Prepared for the Lake Town Water Board", 11, centred=True)
        page.line(place, 11, centred=True)
        page.line("March 2021", 11, centred=True)
        page.space(14)
        page.line("Summary", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize("place", ["Washington, D.C.", "London, U.K."])
def test_a_reports_place_line_is_no_author(tmp_path: Path, place: str) -> None:
    path = write_page(tmp_path / "report.pdf", _report(place))
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ()


def _working_paper(byline: str, place: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line("Working Paper No. 12/2021", 9)
        page.space(30)
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line(byline, 11, centred=True)
        page.line(place, 10, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize(
    ("byline", "place", "names"),
    [
        ("Doe, Jane; Lee, Ann", "Berkeley, CA; Stanford, CA", ("Jane Doe", "Ann Lee")),
        ("Doe, Jane Q.; Lee, Ann", "Washington, D.C.", ("Jane Q. Doe", "Ann Lee")),
        ("Doe, J. and Lee, A.", "Oxford, U.K.", ("J. Doe", "A. Lee")),
    ],
)
def test_a_surname_first_byline_over_its_place_gives_only_its_people(
    tmp_path: Path, byline: str, place: str, names: tuple[str, ...]
) -> None:
    """Neither the place line ("CA Berkeley") nor the byline's last given name joined to
    the place's first word ("Ann Berkeley", as a name wrapped across the line end)."""
    path = write_page(tmp_path / "wp.pdf", _working_paper(byline, place))
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert tuple(pdf.authors) == names


NOTE = (
    "Editor's note: This commentary is part of a series in which invited authors reflect "
    "on the state of their field. The views expressed are those of the authors and do not "
    "necessarily reflect those of the editorial board or of the society behind the journal."
)
EPIGRAPH = (
    "The first principle is that you must not fool yourself, and you are the easiest "
    "person to fool. So you have to be very careful about that. After you have not fooled "
    "yourself it is easy not to fool other scientists, if you are honest in a plain way."
)
POINTS = (
    "Disk placement by access rate doubles the number of streams a server can serve.",
    "Requests scheduled in rounds keep start-up delay low for every client bandwidth.",
    "The buffer needed grows only slowly with the load on the server's disks.",
)


def _boxed_above(label: str, text: str, under: str = "") -> Callable[[Writer], None]:
    """A paper with no abstract (a commentary): a box above the title holding ``text``
    (bulleted points where ``text`` is empty) after ``label``, ``under`` under it, then
    the title and the byline and the body."""

    def front(page: Writer) -> None:
        top = page.y
        if label:
            page.line(label, 11, bold=True, x=72)
        if text:
            page.paragraph(text, 9, x=72, width=440)
        for point in () if text else POINTS:
            page.paragraph("\u2022 " + point, 10, x=72, width=440, after=2)
        if under:
            page.line(under, 9, italic=True, x=360)
        page.page.draw_rect((64, top, 528, page.y + 4), width=0.6)
        page.space(24)
        page.line(TITLE, 17, bold=True, x=72)
        page.space(6)
        page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, x=72)
        page.line("Department of Electrical Engineering, Lake Town University", 9, x=72)
        page.space(10)

    return front


@pytest.mark.parametrize(
    ("label", "text", "under"),
    [
        ("", NOTE, ""),  # a note run in after its label
        ("Key points", "", ""),  # a list of points
        ("Highlights", "", ""),
        ("", EPIGRAPH, "\u2014 Richard P. Feynman"),  # an epigraph (held on 7056a0a9)
    ],
)
def test_a_note_points_or_an_epigraph_above_the_title_is_no_abstract(
    tmp_path: Path, label: str, text: str, under: str
) -> None:
    path = write_page(tmp_path / "above.pdf", _boxed_above(label, text, under))
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert pdf.abstract == ""


def _metadata_block(rows: tuple[str, ...]) -> Callable[[Writer], None]:
    """A report's first page: its title and byline, a block of run-in "Label: value"
    lines under them (no form: the paper's title stands above), then the abstract."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line("Jane Doe and John Smith", 11, centred=True)
        page.line("Department of Physics, Lake Town University", 9, italic=True, centred=True)
        page.space(10)
        for row in rows:
            page.line(row, 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize(
    "rows",
    [
        ("Title: Final report of work package 3", "Date: 5 May 2021", "Version: 1.2"),
        ("Titel: Abschlussbericht", "Datum: 5. Mai 2021", "Version: 1.2"),
    ],
)
def test_a_metadata_block_under_the_title_is_no_form(tmp_path: Path, rows: tuple[str, ...]) -> None:
    path = write_page(tmp_path / "meta.pdf", _metadata_block(rows))
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Jane Doe", "John Smith")


def test_a_name_over_a_one_word_affiliation_in_a_data_box_stays_apart(tmp_path: Path) -> None:
    """ "Ann Lee" / "Stanford" in a data box's "Authors" cell: the name's row is the
    widest and unjustified, so nothing says "Stanford" did not fit after it."""
    rows: BoxRows = [
        ("Authors", [[(490, "Ann Lee")], [(490, "Stanford")]]),
        ("Field", [[(490, "Computer science")]]),
        ("Published", [[(490, "5.1.2021")]]),
    ]
    _data_box(tmp_path / "box.pdf", rows, tag=False)
    pdf = extract_pdf(tmp_path / "box.pdf", max_pages=2, tables=False)
    assert "Ann Lee Stanford" not in pdf.authors
    assert "Ann Lee" in pdf.authors
