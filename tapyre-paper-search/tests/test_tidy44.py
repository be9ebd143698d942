"""Tidy44: a form's fields set in a row (``fieldform``), a byline made for a body by
people (``byleads``: "Prepared for the Ministry of Health by Ann Lee"), a document
noun before the lead ("Report prepared by …"), a body's members after it ("Prepared
by the Working Group: Ann Lee, Bo Chen"), a sentence after "by" (no names) and the
names a lead vouches for (``authors.names_in_line``'s ``vouched``).

Controls (labelled ``control``) pass on the base too: what the rules must not change.
The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import byleads, extract_pdf, fieldform, runinnames
from tapyre_paper_search.pdf.abstractcues import HISTORY
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_latex33 import _rows
from test_pdf_front_matter_latex42 import _authors
from textlines import text_line

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = "Seasonal Storage of Heat in Shallow Aquifers under Dense Cities"
_ABSTRACT = [
    "We followed the temperature of the ground water under three city districts for six",
    "years and asked how much of the summer's heat a shallow aquifer keeps until winter.",
    "The wells that were pumped in both seasons kept about a third of the heat, while the",
    "wells left alone lost nearly all of it within two months of the first autumn frost.",
]


def _row_form(
    path: Path,
    *,
    title: tuple[str, ...] = (_TITLE,),
    names: tuple[str, ...] = ("Marta Ferreira, Jonas Lindqvist",),
    value_x: float = 210.0,
    label_size: float = 7.0,
) -> None:
    """A report's documentation page whose field labels (``label_size`` pt capitals) sit
    left of their values (at ``value_x``) in one row each, the abstract under its label."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((190, 80), "REPORT DOCUMENTATION PAGE", fontsize=14, fontname="hebo")
    y = 120.0
    fields = (
        ("1. REPORT DATE", ("June 2019",), "helv"),
        ("2. REPORT TYPE", ("Final",), "helv"),
        ("4. TITLE AND SUBTITLE", title, "tibo"),
        ("5. AUTHOR(S)", names, "helv"),
        ("6. PERFORMING ORGANIZATION", ("Institute of Hydrology, Lund University",), "helv"),
        ("7. ABSTRACT", (), "helv"),
    )
    for label, values, font in fields:
        page.insert_text((_LEFT, y), label, fontsize=label_size, fontname="helv")
        for k, value in enumerate(values):
            page.insert_text((value_x, y + 14 * k), value, fontsize=11, fontname=font)
        y += 14 * max(1, len(values)) + 10
    _rows(page, _LEFT, y + 4, _ABSTRACT, 11)
    doc.save(path)


def test_a_row_form_title_is_the_cell_right_of_its_label(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    _row_form(path)
    assert extract_pdf(path).title == _TITLE


def test_a_row_form_names_are_the_cell_right_of_the_author_label(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    _row_form(path)
    assert tuple(extract_pdf(path).authors) == ("Marta Ferreira", "Jonas Lindqvist")


def test_a_row_form_value_wrapped_in_its_cell(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    title = ("Seasonal Storage of Heat in Shallow", "Aquifers under Dense Cities")
    names = ("Marta Ferreira, Jonas Lindqvist,", "Debashish Goswami")
    _row_form(path, title=title, names=names, value_x=180.0)
    record = extract_pdf(path)
    assert record.title == _TITLE
    assert tuple(record.authors) == ("Marta Ferreira", "Jonas Lindqvist", "Debashish Goswami")


def test_control_a_row_form_abstract_is_read_as_before(tmp_path: Path) -> None:
    path = tmp_path / "row.pdf"
    _row_form(path)
    assert extract_pdf(path).abstract.startswith("We followed the temperature")


def test_control_labels_as_large_as_their_values_are_no_form(tmp_path: Path) -> None:
    """control: a label set as large as the text beside it is no form's label (review156's
    rule), so no field is read as the title."""
    path = tmp_path / "row.pdf"
    _row_form(path, label_size=11.0)
    assert extract_pdf(path).title != _TITLE


def _line(text: str, x0: float, y0: float, size: float) -> Line:
    """A line of ``text`` at (``x0``, ``y0``), about half a size wide a letter."""
    return text_line(text, y0, size=size, x0=x0, per_char=0.5 * size)


def test_a_label_centred_on_its_value_reads_the_value_from_its_first_line() -> None:
    lines = [
        _line("REPORT DOCUMENTATION PAGE", 190, 65, 14),
        _line("1. REPORT DATE", 72, 112, 7),
        _line("June 2019", 210, 110, 11),
        _line("Seasonal Storage of Heat in Shallow", 210, 136, 11),
        _line("4. TITLE AND SUBTITLE", 72, 144, 7),
        _line("Aquifers under Dense Cities", 210, 150, 11),
        _line("5. AUTHOR(S)", 72, 174, 7),
        _line("Ann Lee, Bo Chen", 210, 172, 11),
    ]
    form = fieldform.read_fields(lines)
    assert form is not None
    assert form.title == (3, 5)
    assert form.authors == ("Ann Lee", "Bo Chen")


def test_an_empty_cell_takes_nothing_of_the_field_right_of_it() -> None:
    """The author cell is empty; "Ann Lee" is the sponsor's, right of it in the row."""
    lines = [
        _line("1. REPORT DATE", 72, 112, 7),
        _line("June 2019", 210, 110, 11),
        _line("4. TITLE AND SUBTITLE", 72, 140, 7),
        _line(_TITLE, 210, 138, 11),
        _line("5. AUTHOR(S)", 72, 170, 7),
        _line("8. SPONSOR", 330, 170, 7),
        _line("Ann Lee", 420, 168, 11),
    ]
    form = fieldform.read_fields(lines)
    assert form is not None
    assert form.title == (3,)
    assert form.authors == ()


# -- a byline made for a body, a document's noun before the lead, a body's members ------


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Prepared for the Ministry of Health by Ann Lee", ["Ann Lee"]),
        (
            "Prepared for Acme Corporation by Ann Lee, Bo Chen, and Eva Roth",
            ["Ann Lee", "Bo Chen", "Eva Roth"],
        ),
        ("Erstellt für das Bundesamt für Umwelt von Hans Müller", ["Hans Müller"]),
        ("Préparé pour le Ministère de la Santé par Marie Dupont", ["Marie Dupont"]),
        (
            "Preparado para el Ministerio de Salud por Ana Gil y Carlos Ruiz",
            ["Ana Gil", "Carlos Ruiz"],
        ),
        ("Redatto per il Ministero della Salute da Marco Rossi", ["Marco Rossi"]),
        ("PREPARED FOR THE MINISTRY OF HEALTH BY ANN LEE", ["Ann Lee"]),
    ],
)
def test_a_byline_made_for_a_body_names_its_people(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Report prepared by Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("This report was prepared by Lena Hoffmann", ["Lena Hoffmann"]),
        ("Final study conducted by Priya Raman and Tomas Novak", ["Priya Raman", "Tomas Novak"]),
        ("Bericht erstellt von Hans Müller und Karin Weber", ["Hans Müller", "Karin Weber"]),
    ],
)
def test_a_document_noun_before_the_lead_keeps_the_first_name(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    "line",
    [
        "Prepared by the Working Group: Ann Lee, Bo Chen and Eva Roth",
        "Prepared by the Working Group – Ann Lee, Bo Chen and Eva Roth",
    ],
)
def test_a_body_then_its_members_names_the_members(line: str) -> None:
    assert names_in_line(line) == ["Ann Lee", "Bo Chen", "Eva Roth"]


def test_without_made_for_keeps_the_verb_and_its_by() -> None:
    line = "Prepared for the Ministry of Health by Ann Lee"
    assert runinnames.without_made_for(line) == "Prepared by Ann Lee"
    assert runinnames.without_made_for("Prepared by Ann Lee") is None  # control: no "for"


def test_a_body_made_for_then_a_body_and_its_members() -> None:
    line = "Prepared for the Ministry of Health by the Working Group: Ann Lee, Bo Chen"
    assert names_in_line(line) == ["Ann Lee", "Bo Chen"]


def test_members_after_body() -> None:
    assert runinnames.members_after_body("the Expert Panel: Sara Lindgren") == "Sara Lindgren"
    assert runinnames.members_after_body("Ann Lee: Final Report") is None  # a person first


def test_every_language_has_a_for_word() -> None:
    assert set(runinnames.FOR_WORDS) == set(byleads.LEADS)


@pytest.mark.parametrize(
    "line",
    [
        "Prepared by Ann Lee, Ministry of Health",
        "Prepared by Ann Lee, Department of Physics, Lund University",
    ],
)
def test_names_a_lead_vouches_for_are_read_beside_an_affiliation(line: str) -> None:
    assert names_in_line(line) == ["Ann Lee"]


def test_vouched_reads_what_the_strict_reading_refuses() -> None:
    line = "Ann Lee, Ministry of Health"
    assert names_in_line(line) == []  # (strictly: an affiliation word)
    assert names_in_line(line, vouched=True) == ["Ann Lee"]


def test_a_thesis_submitted_for_a_degree_by_a_person_is_no_history_line() -> None:
    assert not HISTORY.match("Submitted for the degree of Master of Science by Jonas Lindqvist")


# -- controls: a sentence, a body, history lines ---------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Written by Ann Lee, who was working with the team",
        "Prepared for the Ministry by Ann Lee, who leads the team",
        "Prepared by Ann Lee using the survey data",
    ],
)
def test_control_a_sentence_after_by_names_nobody(line: str) -> None:
    assert names_in_line(line) == []


@pytest.mark.parametrize(
    "line",
    ["Written by Ann Lee, who was working with the team", "Rédigé par Marie Dupont, qui est …"],
)
def test_run_in_names_of_a_sentence_is_empty(line: str) -> None:
    assert runinnames.run_in_names(line) == ""


def test_vouched_prose_names_nobody() -> None:
    assert names_in_line("Ann Lee, who was working with the team", vouched=True) == []


@pytest.mark.parametrize(
    "line",
    [
        "Report prepared by the Ministry of Health",
        "Prepared for publication by the editors",
        "Report prepared for Acme Ltd by Deloitte Consulting",
    ],
)
def test_control_a_body_after_the_lead_names_nobody(line: str) -> None:
    assert names_in_line(line) == []


@pytest.mark.parametrize(
    "line", ["Submitted for publication 3 May 2020", "Submitted by Ann Lee on 3 May 2020"]
)
def test_control_history_lines_stay_history(line: str) -> None:
    assert HISTORY.match(line)


def test_control_a_plain_lead_reads_as_before() -> None:
    assert names_in_line("Prepared by Ann Lee, Bo Chen, and Eva Roth") == [
        "Ann Lee",
        "Bo Chen",
        "Eva Roth",
    ]


def test_control_a_line_with_no_lead_is_no_run_in() -> None:
    assert runinnames.run_in_names("Ann Lee, Bo Chen and Eva Roth") is None


# -- on the page: a report's title block -------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        (
            "Prepared for the Ministry of Transport by Marta Ferreira and Jonas Lindqvist",
            ("Marta Ferreira", "Jonas Lindqvist"),
        ),
        ("Préparé pour le Ministère de la Santé par Marie Dupont", ("Marie Dupont",)),
        ("Report prepared by Debashish Goswami and Eva Roth", ("Debashish Goswami", "Eva Roth")),
        ("This report was prepared by Lena Hoffmann", ("Lena Hoffmann",)),
        ("Submitted for the degree of Master of Science by Jonas Lindqvist", ("Jonas Lindqvist",)),
        (
            "Prepared by the Working Group: Ann Lee, Bo Chen and Eva Roth",
            ("Ann Lee", "Bo Chen", "Eva Roth"),
        ),
    ],
)
def test_a_report_page_names_its_people(
    tmp_path: Path, byline: str, names: tuple[str, ...]
) -> None:
    assert _authors(tmp_path, byline) == names


def test_control_a_report_page_with_a_plain_lead(tmp_path: Path) -> None:
    authors = _authors(tmp_path, "Prepared by Marta Ferreira, Jonas Lindqvist, and Eva Roth")
    assert authors == ("Marta Ferreira", "Jonas Lindqvist", "Eva Roth")
