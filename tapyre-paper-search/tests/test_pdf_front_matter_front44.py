"""Front matter of front44's train styles (front43's held-out ones) and front43's left.

A public body's report whose abstract stands under a numbered "1 Summary" heading, its
paragraphs opened by their own numbers ("1.1", "1.2"); a funder's end-of-grant report
whose title and people are the values of a borderless label table ("Project title" |
the title, "Principal investigator" | "Ann Lee, Place", "Co-investigators" | a list
wrapped in its cell) under a "FINAL REPORT" heading; names joined by "∙" (U+2219) or
"⋅" (U+22C5).

Fail on main 79e5080e: the numbered heading was no abstract's (the abstract empty), the
table's heading was the title and only the first people row was read (or none), and the
two dots joined no names.  Controls (pass on both) are labelled.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import Writer, dejavu_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstractcues import is_abstract_heading
from tapyre_paper_search.pdf.authors import names_in_line

TITLE = "Wind and the spring warming of a small lake"
FIRST = (
    "We measure how quickly a small lake warms in spring and show that the wind over its "
    "surface sets the depth of the warm layer through the season."
)
SECOND = (
    "The layer deepens with the wind's strength and thins again on calm days, so the "
    "lake's heat content follows the weather closely from week to week."
)
ERSTER = (
    "Wir messen, wie schnell sich ein kleiner See im Frühjahr erwärmt, und zeigen, dass "
    "der Wind über seiner Oberfläche die Tiefe der warmen Schicht bestimmt."
)
ZWEITER = (
    "Die Schicht wird mit der Stärke des Windes tiefer und an ruhigen Tagen wieder "
    "flacher, sodass der Wärmeinhalt des Sees dem Wetter folgt."
)
PREMIER = (
    "Nous mesurons la vitesse à laquelle un petit lac se réchauffe au printemps et "
    "montrons que le vent à sa surface fixe la profondeur de la couche chaude."
)
SECOND_FR = (
    "La couche s'approfondit avec la force du vent et s'amincit les jours calmes, de "
    "sorte que la chaleur du lac suit le temps qu'il fait."
)
BODY = "Cells were grown in a standard medium and counted every day for a week. " * 3


def _numbered(path: Path, heading: str, paragraphs: tuple[str, str]) -> Path:
    """A research report's first page: a series line, the title, the names with numbers,
    ``heading`` in bold over ``paragraphs`` each opened by "1.1", "1.2", then "2
    Introduction" over the body."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line("Research Report 2021/07", 9)
    page.space(6)
    page.line(TITLE, 18, bold=True)
    page.line("Ann Lee (1), Bo Chen (2)", 11)
    page.line("(1) Institute of Limnology, Lake Town", 8)
    page.line("(2) Centre for Water Research, Riverside", 8)
    page.space(12)
    page.line(heading, 12, bold=True)
    for number, text in enumerate(paragraphs, 1):
        page.paragraph(f"1.{number} {text}")
    page.space(6)
    page.line("2 Introduction", 12, bold=True)
    page.paragraph(BODY)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("heading", "paragraphs"),
    [
        ("1 Summary", (FIRST, SECOND)),
        ("1. Abstract", (FIRST, SECOND)),
        ("1 Zusammenfassung", (ERSTER, ZWEITER)),
        ("1 Résumé", (PREMIER, SECOND_FR)),
    ],
)
def test_the_abstract_under_a_numbered_first_heading_without_its_paragraph_numbers(
    tmp_path: Path, heading: str, paragraphs: tuple[str, str]
) -> None:
    pdf = extract_pdf(_numbered(tmp_path / "r.pdf", heading, paragraphs), max_pages=1)
    assert pdf.abstract == " ".join(paragraphs)  # base: "" (no heading found)
    assert pdf.title == TITLE


@pytest.mark.parametrize("text", ["1 Summary", "1. Abstract", "I. Zusammenfassung", "0 Résumé"])
def test_a_numbered_first_section_heading_is_an_abstracts(text: str) -> None:
    assert is_abstract_heading(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Summary", True),
        ("5 Summary", False),
        ("10 Summary", False),
        ("1 Summary of results", False),
    ],
)
def test_control_later_numbers_and_longer_headings_are_no_abstracts(
    text: str, expected: bool
) -> None:
    """Control: an unnumbered heading is one as before; the body's later numbered
    "Summary" (a closing section) and a longer heading are none."""
    assert is_abstract_heading(text) is expected


def _grant(
    path: Path,
    rows: list[tuple[str, list[str]]],
    summary: str = "Public summary",
    text: str = f"{FIRST} {SECOND}",
) -> Path:
    """A funder's report: "FINAL REPORT" in bold, then borderless rows of a bold label at
    54 pt and its value lines at 200 pt, then ``summary`` in bold over the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((54, 70), "FINAL REPORT", fontsize=13, fontname="hebo")
    y = 100.0
    for label, values in rows:
        page.insert_text((54, y), label, fontsize=9, fontname="hebo")
        for value in values:
            page.insert_text((200, y), value, fontsize=10)
            y += 13
        y += 5
    page.insert_text((54, y + 20), summary, fontsize=11, fontname="hebo")
    writer = Writer(page)
    writer.y = y + 24
    writer.paragraph(text, x=54)
    writer.space(8)
    writer.line("1 Introduction", 12, bold=True, x=54)
    writer.paragraph(BODY, x=54)
    doc.save(path)
    doc.close()
    return path


GRANT_ROWS = [
    ("Project title", ["Wind and the spring warming", "of a small lake"]),
    ("Principal investigator", ["Ann Lee, Institute of Limnology"]),
    (
        "Co-investigators",
        [
            "Bo Chen (Centre for Water Research); Karl Weber",
            "(Division of Hydrology); Eva Ruiz (Institute of",
            "Limnology)",
        ],
    ),
    ("Grant reference", ["ER/49885/1"]),
    ("Period", ["2018\u20132021"]),
]


def test_a_grant_reports_label_table_gives_its_title_and_every_person(tmp_path: Path) -> None:
    pdf = extract_pdf(_grant(tmp_path / "g.pdf", GRANT_ROWS), max_pages=1)
    assert pdf.title == TITLE  # base: "FINAL REPORT"
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Karl Weber", "Eva Ruiz")


@pytest.mark.parametrize("label", ["Public summary", "Lay summary"])
def test_control_a_one_sentence_summary_for_the_public_under_the_table(
    tmp_path: Path, label: str
) -> None:
    """Control (passes on 79e5080e, which reads no form here): the table read as a form,
    its one-sentence "Public summary" is still the abstract (the form's abstract label)."""
    rows = GRANT_ROWS[:2] + GRANT_ROWS[3:]
    pdf = extract_pdf(_grant(tmp_path / "s.pdf", rows, label, FIRST), max_pages=1)
    assert pdf.abstract == FIRST
    assert tuple(pdf.authors) == ("Ann Lee",)


def test_french_labels_intitule_and_the_researchers(tmp_path: Path) -> None:
    rows = [
        ("Intitulé du projet", ["Wind and the spring warming of a small lake"]),
        ("Chercheur principal", ["Ann Lee, Institut de limnologie"]),
        ("Co-chercheurs", ["Bo Chen (Centre de recherche sur l'eau)"]),
        ("Référence", ["ANR-19-CE01-0001"]),
    ]
    pdf = extract_pdf(_grant(tmp_path / "f.pdf", rows, "Résumé"), max_pages=1)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_control_an_author_row_is_read_before_the_role_rows(tmp_path: Path) -> None:
    """Control: a form with a "Title" row and an "Author(s)" row gives that row's names,
    as before; the "Principal investigator" row beside them adds nobody."""
    rows = [
        ("Title", [TITLE]),
        ("Author(s)", ["Ann Lee", "Bo Chen"]),
        ("Principal investigator", ["Karl Weber, Institute of Limnology"]),
        ("Topic", ["Case Studies"]),
    ]
    pdf = extract_pdf(_grant(tmp_path / "c.pdf", rows), max_pages=1)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")


def test_row_names_of_a_list_wrapped_in_its_cell() -> None:
    from tapyre_paper_search.pdf.formlabels import row_names  # (new in front44)

    texts = [
        "Tracy L. Huard (Faculty of",
        "Biology); Philip",
        "C. Myers (Lab); Ada Abu-",
        "Shammala",
    ]
    assert row_names(texts) == ["Tracy L. Huard", "Philip C. Myers", "Ada Abu-Shammala"]


@pytest.mark.parametrize("dot", ["\u2219", "\u22c5"])
def test_names_joined_by_a_bullet_operator_or_a_dot_operator(dot: str) -> None:
    assert names_in_line(f"Ann Lee {dot} Bo Chen {dot} Karl Weber") == [
        "Ann Lee",
        "Bo Chen",
        "Karl Weber",
    ]


def test_a_byline_joined_by_bullet_operators_on_a_page(tmp_path: Path) -> None:
    front = dejavu_front(("Ann Lee \u2219 Bo Chen \u2219 Karl Weber",), "University of Lake Town")
    pdf = extract_pdf(write_page(tmp_path / "b.pdf", front), max_pages=2)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Karl Weber")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ann Lee \u00b7 Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("a \u22c5 b = c", []),
        ("Ann Lee \u2219 Institute of Physics", []),
    ],
)
def test_control_a_middle_dot_a_product_and_a_place(line: str, expected: list[str]) -> None:
    """Control: a middle dot joins names as before; a product of symbols and a name
    with a place after the dot read as no line of names."""
    assert names_in_line(line) == expected


def test_rows_whose_labels_run_on_with_a_colon(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line("FINAL REPORT", 13, bold=True, x=54)
    for text in (
        f"Project title: {TITLE}",
        "Principal investigator: Ann Lee, Institute of Limnology",
        "Co-investigators: Bo Chen (Centre for Water Research); Karl Weber (Hydrology)",
        "Grant reference: ER/49885/1",
    ):
        page.line(text, 10, x=54)
    page.space(12)
    page.line("Public summary", 11, bold=True, x=54)
    page.paragraph(FIRST, x=54)
    page.space(8)
    page.line("1 Introduction", 12, bold=True, x=54)
    page.paragraph(BODY, x=54)
    doc.save(tmp_path / "j.pdf")
    doc.close()
    pdf = extract_pdf(tmp_path / "j.pdf", max_pages=1)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Karl Weber")
    assert pdf.abstract == FIRST
