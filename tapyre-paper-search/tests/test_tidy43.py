"""Tidy43: one table of byline leads (``byleads``), firms after a lead
(``companywords``), letter marks of a list (``cues.LIST_MARK``) and the type check of
``cardwrap._card_evidence``.

Controls (labelled ``control``) pass on the base too: what the rules must not change.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from report_pages import BODY, SUMMARY, TITLE, byline_authors
from tapyre_paper_search.pdf import cues, extract_pdf, labelblock, leadnames
from tapyre_paper_search.pdf.cardwrap import card_surname
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.refcreators import is_organisation
from test_pdf_front_matter_latex42 import _authors


@pytest.mark.parametrize("label", ["Produced by", "PRODUCED BY", "Produced by:"])
def test_produced_by_is_a_label_over_names(label: str) -> None:
    assert leadnames.LEAD.fullmatch(label)
    assert labelblock._LABEL.fullmatch(label)


@pytest.mark.parametrize(
    "label", ["Submitted by", "Vorgelegt von", "Eingereicht von", "Presentado por"]
)
def test_every_run_in_lead_is_a_lead_line_too(label: str) -> None:
    assert leadnames.LEAD.fullmatch(label)


@pytest.mark.parametrize("label", ["Author(s)", "The Authors", "Autor", "Autoras"])
def test_every_noun_is_a_lead_line(label: str) -> None:
    assert leadnames.LEAD.fullmatch(label)


@pytest.mark.parametrize(
    "line",
    [
        "Produced by Ann Lee, Bo Chen, and Eva Roth",
        "Authored by Ann Lee, Bo Chen, and Eva Roth",
        "PRODUCED BY Ann Lee, Bo Chen, and Eva Roth",
    ],
)
def test_new_run_in_leads_leave_the_first_name(line: str) -> None:
    assert pieces(line) == ["Ann Lee", "Bo Chen", "Eva Roth"]


@pytest.mark.parametrize(
    "line",
    [
        "Written by the World Health Organization",
        "Authored by the Working Group on Urban Aquifers",
        "Produced by the Ministry of Health",
    ],
)
def test_a_body_after_a_new_lead_keeps_the_lead(line: str) -> None:
    assert pieces(line) == [line]


@pytest.mark.parametrize(
    "words",
    [
        "Deloitte Consulting",
        "Acme Holdings Ltd.",
        "Siemens AG",
        "Société Générale S.A.",
        "Berger Partners",
        "Nordic Analytics GmbH",
        "Keller Associates",
    ],
)
def test_a_firm_is_an_organisation(words: str) -> None:
    assert is_organisation(words.split())


@pytest.mark.parametrize(
    "byline", ["Prepared by Deloitte Consulting", "Prepared by Keller Associates"]
)
def test_a_firm_after_a_lead_is_no_author(tmp_path: Path, byline: str) -> None:
    assert _authors(tmp_path, byline) == ()


@pytest.mark.parametrize("line", ["Prepared by Deloitte Consulting", "Written by Acme Holdings"])
def test_the_lead_stays_before_a_firm(line: str) -> None:
    assert pieces(line) == [line]


@pytest.mark.parametrize("text", ["A) Lakes warm faster", "(B) Ice cover shortens"])
def test_a_capital_letter_mark_opens_a_list_item(text: str) -> None:
    assert cues.LIST_MARK.match(text)


# Controls: pass on the base as well.


@pytest.mark.parametrize("words", ["Ann Lee", "Park Se Ri", "Ann Co", "Marek Dvořák"])
def test_control_a_person_is_no_organisation(words: str) -> None:
    assert not is_organisation(words.split())


@pytest.mark.parametrize("text", ["A. Smith and B. Jones", "AB) x", "Abstract"])
def test_control_an_initial_is_no_list_mark(text: str) -> None:
    assert not cues.LIST_MARK.match(text)


def test_control_contributors_is_no_block_label() -> None:
    assert leadnames.LEAD.fullmatch("Contributors")
    assert not labelblock._LABEL.fullmatch("Contributors")
    assert not labelblock._LABEL.fullmatch("Reviewed by")


def test_control_old_leads_still_read(tmp_path: Path) -> None:
    assert pieces("Prepared by Ann Lee, Bo Chen, and Eva Roth") == [
        "Ann Lee",
        "Bo Chen",
        "Eva Roth",
    ]
    assert pieces("Written by Ann Lee") == ["Ann Lee"]
    assert _authors(tmp_path, "Prepared by Debashish Goswami") == ("Debashish Goswami",)


_POINTS = (
    ("Moisture lasts longer after spring rain than after the", "storms of a dry summer"),
    ("Grazing shortens the memory of the soil at every one", "of the twelve sites"),
    ("Deep roots keep water for weeks after the last rain", "in the spring"),
)


def _wrapped_points(path: Path, mark: str, head: str = "Overview", wrap: bool = True) -> Path:
    """Title, byline, a bold ``head`` over three key points opening with ``mark``, each
    wrapping onto a second line hanging right of the mark (one line each where not
    ``wrap``; an enumeration's wrapped items are a summary's paragraphs, review154),
    then the summary as a paragraph set apart, then "Introduction"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(60, 70, 530, 130), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((60, 150), "Liv Haugen and Emre Demir", fontsize=12)
    page.insert_text((60, 185), head, fontsize=11, fontname="hebo")
    y = 201.0
    for k, (first, second) in enumerate(_POINTS):
        label = mark.replace("A", "ABC"[k]) + " "
        page.insert_text((60, y), label + (first if wrap else second), fontsize=10)
        y += 13
        if wrap:
            page.insert_text((72, y), second, fontsize=10)  # a hanging indent
            y += 13
    page.insert_textbox(pymupdf.Rect(60, y + 14, 530, y + 90), SUMMARY, fontsize=10)
    page.insert_text((60, y + 120), "Introduction", fontsize=12, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, y + 130, 530, 800), BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize("mark", ["-", "*", "\u2022"])
def test_the_paragraph_under_wrapped_key_points_is_the_abstract(tmp_path: Path, mark: str) -> None:
    pdf = extract_pdf(_wrapped_points(tmp_path / "w.pdf", mark))
    assert pdf.abstract.startswith("Soil moisture controls plant growth")
    assert "Moisture lasts longer" not in pdf.abstract


@pytest.mark.parametrize("mark", ["-", "*"])
def test_control_one_line_points_then_the_paragraph(tmp_path: Path, mark: str) -> None:
    pdf = extract_pdf(_wrapped_points(tmp_path / "w.pdf", mark, wrap=False))
    assert pdf.abstract.startswith("Soil moisture controls plant growth")


@pytest.mark.parametrize(
    "byline",
    [
        "PREPARED BY WORLD HEALTH ORGANIZATION",
        "PREPARED BY DELOITTE CONSULTING",
        "WRITTEN BY THE MINISTRY OF HEALTH",
    ],
)
def test_a_body_in_capitals_after_a_lead_is_no_author(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("Produced by Marek Dvořák", ("Marek Dvořák",)),
        ("Written by Zoë Ångström and Łukasz Żółć", ("Zoë Ångström", "Łukasz Żółć")),
    ],
)
def test_names_with_other_letters_after_a_new_lead(
    tmp_path: Path, byline: str, names: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == names


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("PREPARED BY ANN LEE AND BO CHEN", ("Ann Lee", "Bo Chen")),
        ("Prepared by Ann Lee, Bo Chen, and Eva Roth", ("Ann Lee", "Bo Chen", "Eva Roth")),
    ],
)
def test_control_names_after_a_lead_still_read(
    tmp_path: Path, byline: str, names: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == names


def test_a_body_after_a_lead_before_names_is_dropped(tmp_path: Path) -> None:
    byline = "Presented by the Working Group, Ann Lee and Bo Chen"
    assert byline_authors(tmp_path, byline) == ("Ann Lee", "Bo Chen")


def _card(wide_italic: bool) -> list[Line]:
    """An author card (x 60-165) beside another card's name: "Ann Marie Lee" over the
    lone word "Castellanos" in the name's type, an affiliation in 10-pt italic narrower
    than the name, then a wide line (an e-mail) in 9-pt upright type, or in the
    affiliation's type where ``wide_italic``."""

    def line(text: str, size: float, x1: float, y0: float, italic: bool = False) -> Line:
        return Line(text, size, False, italic, False, 60.0, y0, x1, y0 + size, 0)

    wide = line("ann.lee@phys.example.org", 10 if wide_italic else 9, 165.0, 138.0, wide_italic)
    return [
        line("Ann Marie Lee", 12, 160.0, 100.0),
        Line("Bo Chen", 12, False, False, False, 300.0, 100.0, 350.0, 112.0, 0),
        line("Castellanos", 12, 110.0, 113.0),
        line("Dept. of Physics", 10, 130.0, 126.0, italic=True),
        wide,
    ]


def test_a_wide_line_in_a_third_type_shows_no_column() -> None:
    """The affiliation under the lone word is narrow; only an e-mail in another type is
    as wide as the name: no column the name wrapped in (the base read one)."""
    lines = _card(wide_italic=False)
    assert not card_surname(lines, lines[0], lines[2])


def test_control_a_wide_line_in_the_affiliations_type_shows_the_column() -> None:
    lines = _card(wide_italic=True)
    assert card_surname(lines, lines[0], lines[2])
