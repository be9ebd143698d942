"""Round 60 (front60): a show's "Guests:" label, a course team's role label closing the
abstract ("Course team: A (lead educator), B, C"), an invention form's "Title of
invention" and its "Inventors" one person a line surname first with a place after a
dash, a grant record's "Contact PI / Project Leader" and "Other PIs" rows, a list's tag
and "New paper:" before a printed mail's title.

Each page is built with PyMuPDF (front46's web brief, or a form of label and value
columns); the reading before front60 is named in each docstring.
"""

from __future__ import annotations

from pathlib import Path

from brief_pages import (
    ABSTRACT,
    TITLE,
    brief,
    draw_rows,
    draw_text,
    headed_abstract,
    new_page,
    notes_page,
)
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.closinglabel import is_labelled_byline
from tapyre_paper_search.pdf.formkeys import label_shaped
from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL, TITLE_LABEL, role_names


def test_guests_label_names_a_show_s_guests(tmp_path: Path) -> None:
    """Before: no names ("Guests: Y. H. Pong" was one piece, no name)."""
    path = tmp_path / "notes.pdf"
    brief(path, "Guests: Y. H. Pong and C. K. Law", ABSTRACT, "")
    assert extract_pdf(path).authors == ("Y. H. Pong", "C. K. Law")


def _course_note(path: Path, closing: str) -> None:
    """A course unit: the title, a bold "Overview" over the abstract, ``closing`` in
    smaller type under it, then the body's first section."""
    heads = [
        (60.0, "Open Online Course \u00b7 Module 4 \u00b7 Unit 1", 9.0, ""),
        (90.0, TITLE, 20.0, "b"),
        (125.0, "Overview", 12.0, "b"),
    ]
    notes_page(path, heads, 145.0, [closing], gap=10, size=9, step=10,
               heading=("1. Introduction", 12))  # fmt: skip


def test_a_course_team_line_closing_the_abstract(tmp_path: Path) -> None:
    """Before: no names, and the line ran on the abstract."""
    path = tmp_path / "unit.pdf"
    _course_note(path, "Course team: Ann Lee (lead educator), Bo Chen, Cy Diaz")
    read = extract_pdf(path)
    assert read.authors == ("Ann Lee", "Bo Chen", "Cy Diaz")
    assert "Course team" not in (read.abstract or "")
    assert (read.abstract or "").startswith("Street trees cool the towns")


def test_control_a_team_label_over_no_names(tmp_path: Path) -> None:
    """Control: a team label over a phrase names nobody and ends nothing."""
    assert is_labelled_byline("Course team: Ann Lee (lead educator), Bo Chen, Cy Diaz")
    assert is_labelled_byline("Project team: Ann Lee, Bo Chen, Peter")  # wrapped in a name
    assert not is_labelled_byline("Course team: the staff of the department")
    assert not is_labelled_byline("Research team: Methods and Data, Results")
    assert not is_labelled_byline("The course team: Ann Lee")  # the label opens the line
    path = tmp_path / "unit.pdf"
    _course_note(path, "Course team: the staff of the department")
    assert extract_pdf(path).authors == ()


def test_invention_form_labels() -> None:
    """Before: neither label was one (the form's heading was the title)."""
    assert TITLE_LABEL.fullmatch("Title of invention")
    assert TITLE_LABEL.fullmatch("Title of the invention")
    assert PEOPLE_LABEL.fullmatch("Inventors")
    assert PEOPLE_LABEL.fullmatch("Inventor:")


def test_one_person_a_line_surname_first_with_a_place() -> None:
    """Before: [] (each line cut at its comma into "Liu" and "F.")."""
    rows = [
        "Liu, F. \u2013 Dept. of Applied Mathematics",
        "Noyes, Christof \u2013 Graduate School",
        "of Pharmacology",
        "Bossert, James N. \u2013 Institute of Oncology",
    ]
    assert role_names(rows) == ["F. Liu", "Christof Noyes", "James N. Bossert"]


def test_control_name_and_place_rows_read_as_before() -> None:
    """Control: "Name, Place" rows keep their reading (the place is nobody)."""
    assert role_names(["Eva Ruiz, Santa Clara", "Bo Chen, Stanford"]) == ["Eva Ruiz", "Bo Chen"]
    assert role_names(["Ann Lee \u2013 Institute of X"]) == ["Ann Lee"]


def test_an_invention_disclosure_form(tmp_path: Path) -> None:
    """Before: the title "INVENTION DISCLOSURE FORM" and no names."""
    path = tmp_path / "form.pdf"
    doc, page = new_page()
    draw_text(page, 60, "INVENTION DISCLOSURE FORM", 14, "b")
    draw_text(page, 78, "Reference no. ID-2021-308", 9)
    rows = [
        (110, "Title of invention", [TITLE]),
        (
            140,
            "Inventors",
            ["Lee, Ann \u2013 Institute of Oncology", "Chen, B. \u2013 Dept. of Law"],
        ),
        (180, "Date of conception", ["November 2022"]),
    ]
    for y, label, values in rows:
        page.insert_text((60, y), label, fontsize=11, fontname="hebo")
        for k, value in enumerate(values):
            draw_text(page, y + 14 * k, value, 11, x=200)
    page.insert_text((60, 220.0), "Summary of the invention", fontsize=12, fontname="hebo")
    draw_rows(page, 235.0, ABSTRACT)
    doc.save(path)
    read = extract_pdf(path)
    assert read.title == TITLE
    assert read.authors == ("Ann Lee", "B. Chen")


def test_a_grant_record_s_pi_rows_label_and_slash() -> None:
    """Before: neither label was a people's role, and the slash made five words."""
    assert PEOPLE_LABEL.fullmatch("Contact PI / Project Leader")
    assert PEOPLE_LABEL.fullmatch("Other PIs")
    assert label_shaped("Contact PI / Project Leader")
    assert not label_shaped("The name of the project leader")  # still a few words only
    assert role_names(["THERAN, IGNAZIO; ENQVIST, D. N."]) == ["Ignazio Theran", "D. N. Enqvist"]


def test_a_grant_record_s_field_table(tmp_path: Path) -> None:
    """Before: the field labels read as names ("Project Number", "Other PIs", "Fiscal
    Year") beside the names."""
    path = tmp_path / "award.pdf"
    doc, page = new_page()
    draw_text(page, 70, TITLE, 20, "b")
    rows = [
        ("Project Number", "2R01F452580"),
        ("Contact PI / Project Leader", "SANTOS, K."),
        ("Other PIs", "THERAN, IGNAZIO; ENQVIST, D. N."),
        ("Awardee Organization", "DEPARTMENT OF ASTRONOMY"),
        ("Fiscal Year", "2012"),
    ]
    for k, (label, value) in enumerate(rows):
        y = 110 + 15 * k
        draw_text(page, y, label, 9, x=160)
        draw_text(page, y, value, 9, x=320)
    headed_abstract(page, 200.0, "Abstract Text", 12, rows_size=10, step=14)
    doc.save(path)
    assert extract_pdf(path).authors == ("K. Santos", "Ignazio Theran", "D. N. Enqvist")


def _list_message(path: Path, heading: str, sender: str) -> None:
    """A list archive's message: ``heading`` as the page's title, the ``sender`` row (if
    any) with the date and list rows, a greeting, "Abstract:" and the abstract."""
    doc, page = new_page()
    draw_text(page, 70, heading, 14, "b")
    rows = [sender, "Date: 3 May 2021 09:14", "To: research-methods list"]
    y = draw_rows(page, 100.0, [r for r in rows if r], 10, 13)
    draw_text(page, y + 15, "Dear colleagues,", 11)
    headed_abstract(page, y + 35, "Abstract:", 11, face="")
    doc.save(path)


def test_a_list_tag_and_announcement_label_off_a_mail_s_title(tmp_path: Path) -> None:
    """Before: the title "[ANN] New paper: Street trees …"."""
    path = tmp_path / "message.pdf"
    _list_message(path, f"[ANN] New paper: {TITLE}", "From: Ann Lee <alee@example.org>")
    assert extract_pdf(path).title == TITLE


def test_control_a_bracket_kept_with_no_mail_or_a_tracer_s_name(tmp_path: Path) -> None:
    """Controls: no sender row, or a radiotracer's "[18F]", keeps the title whole."""
    path = tmp_path / "page.pdf"
    _list_message(path, f"[ANN] New paper: {TITLE}", "")
    assert extract_pdf(path).title.startswith("[ANN]")
    tracer = "[18F]FDG uptake in the street trees of small towns"
    _list_message(path, tracer, "From: Ann Lee <alee@example.org>")
    assert extract_pdf(path).title == tracer
