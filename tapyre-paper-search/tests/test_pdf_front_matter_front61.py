"""front61's rules on train material: a teaching case's writers' note after the
abstract (``casenote``); a printed article page's link label and envelope around the
names (``panelbylinemarks``); a course's instructor under a student group's names
(``committee``); a documentation page's pager and copyright rows under its "Overview"
(``pagerrows``), its footer's "© Copyright 2021, A and B" naming the authors
(``copyrightnames``).

Every PDF is built here; each case failed on 04a0f7ec but the controls.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from brief_pages import (
    ABSTRACT_TEXT,
    FONTS,
    TITLE,
    draw_text,
    headed_abstract,
    new_page,
    notes_page,
)
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.committee import is_label
from tapyre_paper_search.pdf.pagerrows import is_page_foot_row, is_pager_row
from tapyre_paper_search.pdf.panelbylinemarks import has_panel_label, without_panel_marks


def _case(path: Path, note: list[str]) -> None:
    """A teaching case: "CASE STUDY" and its number, the title, the opening (the
    abstract, no heading), the writers' ``note`` in small type, then a section."""
    heads = [
        (50.0, "CASE STUDY", 10.0, "b"),
        (63.0, "9-214-057", 9.0, ""),
        (100.0, TITLE, 20.0, "b"),
    ]
    notes_page(path, heads, 135.0, note, gap=20, size=8, step=10, heading=("1. Introduction", 12))


def test_a_teaching_case_s_note_names_its_writers_behind_their_posts(tmp_path: Path) -> None:
    """Before: no names (the note runs on past "this case"; the posts glued to names)."""
    path = tmp_path / "case.pdf"
    note = [
        "Professor Ann Lee and Research Associates Bo Chen and Cy Diaz prepared this case as",
        "the basis for class discussion rather than to illustrate effective or ineffective",
        "handling of a situation.",
    ]
    _case(path, note)
    read = extract_pdf(path)
    assert read.authors == ("Ann Lee", "Bo Chen", "Cy Diaz")
    assert (read.abstract or "").startswith("Street trees cool the towns")
    assert "prepared this case" not in (read.abstract or "")


def test_one_writer_s_note_with_a_senior_lecturer_s_post(tmp_path: Path) -> None:
    """Before: no names."""
    path = tmp_path / "case.pdf"
    note = ["Senior Lecturer Maria J. Ortiz wrote this case solely to provide material for",
            "class discussion."]  # fmt: skip
    _case(path, note)
    assert extract_pdf(path).authors == ("Maria J. Ortiz",)


def test_control_a_body_s_note_or_a_case_without_class_discussion(tmp_path: Path) -> None:
    """Control: a note naming a body, or a sentence about a case series, names nobody."""
    path = tmp_path / "case.pdf"
    _case(path, ["The Institute for Field Studies prepared this case as the basis for class",
                 "discussion."])  # fmt: skip
    assert extract_pdf(path).authors == ()
    _case(path, ["Ann Lee and Bo Chen prepared this case series from the records of",
                 "twelve towns."])  # fmt: skip
    assert extract_pdf(path).authors == ()


def _article_page(path: Path, names: list[str]) -> None:
    """A publisher's article page printed: the journal, the title, the authors' link
    label before the ``names`` (each with a superscript letter glued to it, set 0.83 as
    large as a browser sets it, the first with an envelope), the tool rows,
    "Highlights" and "Abstract"."""
    doc, page = new_page()
    draw_text(page, 50, "Journal of Applied Studies", 11, "b")
    draw_text(page, 64, "Volume 53, 2020, 554", 9)
    draw_text(page, 100, TITLE, 20)
    x = 60.0
    for k, piece in enumerate(["Author links open overlay panel ", *names]):
        draw_text(page, 130, piece, 11, x=x)
        x += pymupdf.Font(fontfile=FONTS + "DejaVuSerif.ttf").text_length(piece, fontsize=11)
        if k:
            draw_text(page, 126, "a", 9.1, x=x)
            x += 6.0
        if k == 1:
            page.insert_text((x + 3, 130), "\u2709", fontsize=11, fontname="dvs",
                             fontfile=FONTS + "DejaVuSans.ttf")  # fmt: skip
            x += 18.0
        x += 4.0
    draw_text(page, 150, "Show more", 9)
    draw_text(page, 165, "Add to library \u00b7 Share \u00b7 Cite", 9)
    draw_text(page, 180, "https://doi.org/10.4526/j.x.54196", 9)
    draw_text(page, 210, "Highlights", 12, "b")
    draw_text(page, 228, "We report new findings on street trees.", 11)
    headed_abstract(page, 260.0, "Abstract", 12)
    doc.save(path)


def test_an_article_page_s_link_label_and_envelope_around_the_names(tmp_path: Path) -> None:
    """Before: no names (the envelope an e-mail's cue, the label glued to a name)."""
    path = tmp_path / "page.pdf"
    _article_page(path, ["Peter Brommer", "Franz G\u00e4hler"])
    assert extract_pdf(path).authors == ("Peter Brommer", "Franz G\u00e4hler")
    _article_page(path, ["P. Padovani"])
    assert extract_pdf(path).authors == ("P. Padovani",)


def test_control_an_envelope_with_an_address_or_first_stays() -> None:
    """Control: an envelope before an address, or opening a contact line, is kept; the
    label only off a line's start."""
    assert without_panel_marks("Ann Lee \u2709 ann@x.org") == "Ann Lee \u2709 ann@x.org"
    assert without_panel_marks("Ann Lee \u2709 E-mail") == "Ann Lee \u2709 E-mail"
    assert without_panel_marks("\u2709 Ann Lee") == "\u2709 Ann Lee"
    assert without_panel_marks("Ann Lee \u2709 Bo Chen") == "Ann Lee, Bo Chen"
    assert without_panel_marks("Author links open overlay panel Ann Lee") == "Ann Lee"
    assert has_panel_label("Author links open overlay panel Ann Lee")
    assert not has_panel_label("See the author links open overlay panel Ann Lee")
    assert names_in_line("Ann Lee \u2709 ann@x.org") == []


def _lab_report(path: Path, rows: list[tuple[str, list[str]]]) -> None:
    """A student group's report: the course line, the title, a two-column table of
    ``rows`` (a bold label left, one value a line right), then "Aim" over the abstract."""
    doc, page = new_page()
    draw_text(page, 50, "PHYS 2210 \u00b7 Laboratory report 4", 9)
    draw_text(page, 80, TITLE, 17, "b")
    y = 115.0
    for label, values in rows:
        draw_text(page, y, label, 11, "b")
        for value in values:
            draw_text(page, y, value, 11, x=300)
            y += 15
        y += 5
    headed_abstract(page, y + 15, "Aim", 12)
    doc.save(path)


def test_a_course_s_instructor_under_a_student_group_s_names(tmp_path: Path) -> None:
    """Before: the instructor read as a third author."""
    path = tmp_path / "lab.pdf"
    members = ["Ann Lee (s1628808)", "Bo Chen (s2215530)"]
    _lab_report(path, [("Group members", members), ("Instructor", ["Dr Dana Price"]),
                       ("Date submitted", ["6 July 2016"])])  # fmt: skip
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen")


def test_control_teaching_roles_are_labels_a_lecturer_is_not() -> None:
    """Control: "Lecturer: A" heads a lecture's notes by A (byleads), no overseer."""
    assert is_label("Instructor") and is_label("Teaching assistants: Bo Chen")
    assert is_label("Course instructor") and is_label("Tutor")
    assert not is_label("Lecturer: P. Padovani") and not is_label("Instructors of the course")


def _docs_page(path: Path, rows: list[str]) -> None:
    """A documentation page: the breadcrumb, the title, a bold "Overview" over the
    summary, the pager and footer ``rows``, then the first section."""
    heads = [
        (50.0, "Docs \u00bb Guides \u00bb Methods", 9.0, ""),
        (85.0, TITLE, 18.0, "b"),
        (120.0, "Overview", 14.0, "b"),
    ]
    notes_page(path, heads, 140.0, rows, gap=15, size=9, step=13, heading=("1. Introduction", 13))


def test_a_docs_page_s_summary_over_its_pager_and_copyright_rows(tmp_path: Path) -> None:
    """Before: no abstract (the pager, not the first section, followed the summary)."""
    path = tmp_path / "docs.pdf"
    rows = ["\u00ab Previous      Next \u00bb",
            "\u00a9 Copyright 2021, Ann Lee, Bo Chen, Cy Diaz, Dan Roe, Eva Holm and",
            "Fay Hart. Revision 3f2a1c9."]  # fmt: skip
    _docs_page(path, rows)
    assert extract_pdf(path).abstract == ABSTRACT_TEXT


def test_control_pager_words_only() -> None:
    """Control: a heading or a sentence opening with the words is no pager's row."""
    assert is_pager_row("\u00ab Previous   Next \u00bb") and is_pager_row("Next \u2192")
    assert not is_pager_row("Previous work") and not is_pager_row("Next steps")
    assert not is_pager_row("\u00bb") and not is_pager_row("1. Introduction")
    assert is_page_foot_row("\u00a9 Copyright 2021, Ann Lee. Revision 3f2a1c9.")
    assert not is_page_foot_row("Copyright law protects the text.")
    assert not is_pager_row("\u00a9 2021 Ann Lee")  # (a copyright ends no abstract here)


def test_a_docs_page_s_footer_under_its_pager_names_the_writers(tmp_path: Path) -> None:
    """Before: no names ("© Copyright" read as a holder's word; the footer stands in
    the page's upper half, under the pager)."""
    path = tmp_path / "docs.pdf"
    rows = ["\u00ab Previous      Next \u00bb",
            "\u00a9 Copyright 2021, Ann Lee and Bo Chen. Revision 3f2a1c9."]  # fmt: skip
    _docs_page(path, rows)
    read = extract_pdf(path)
    assert read.authors == ("Ann Lee", "Bo Chen")
    assert read.abstract == ABSTRACT_TEXT


def test_control_a_copyright_line_high_on_the_page_with_no_pager_names_nobody(
    tmp_path: Path,
) -> None:
    """Control: a copyright line in the page's upper half with no pager over it names
    nobody, as before (a picture's or a quotation's credit)."""
    path = tmp_path / "docs.pdf"
    _docs_page(path, ["\u00a9 Copyright 2021, Ann Lee and Bo Chen. Revision 3f2a1c9."])
    assert extract_pdf(path).authors == ()
