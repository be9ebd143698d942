"""Tidy43: one table of byline leads (``byleads``), firms after a lead
(``companywords``), letter marks of a list (``cues.LIST_MARK``) and the type check of
``cardwrap._card_evidence``.

Controls (labelled ``control``) pass on the base too: what the rules must not change.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import cues, labelblock, leadnames
from tapyre_paper_search.pdf.linepieces import pieces
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
