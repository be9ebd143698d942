"""Bylines45: a byline's lead read from its verb's form, and two pieces parted by a colon
or a dash after a lead.

"Cette étude a été réalisée par Claire Martin", "Informe redactado por Ana Gil y Carlos
Ruiz", "Gezeichnet von Hans Müller" (a past participle not in ``byleads``' table, then
its language's "by"; ``bylineverbs``), "A cura di Marco Rossi", "Written by: Eva Roth",
"Autor:in: Eva Roth" named nobody, a lead glued to a name, or the last name only on the
base; "Prepared by Ann Lee: Bo Chen" named Bo Chen only, "Prepared by Statistics Norway
– Ann Lee" and "Prepared by Ann Lee: Department of Health" nobody (``bylinetails``,
``bylinepeople``).

Controls (labelled ``control``) pass on the base too: what the rules must not change
(other people's roles, a body after the verb, a name whose particle reads as "by", a
body before its members after a colon).  The report pages are tidy43's
(``report_pages.byline_authors``: the byline set in a font holding the en dash).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Cette étude a été réalisée par Claire Martin", ["Claire Martin"]),
        ("Étude réalisée par Paul Girard et Léa Roux", ["Paul Girard", "Léa Roux"]),
        ("Developed by Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Gezeichnet von Hans Müller", ["Hans Müller"]),
        ("Bearbeitet von Karin Weber und Jan Vogel", ["Karin Weber", "Jan Vogel"]),
        ("Informe redactado por Ana Gil y Carlos Ruiz", ["Ana Gil", "Carlos Ruiz"]),
        ("Estudo realizado por Rita Santos", ["Rita Santos"]),
        ("Rapporto realizzato da Marco Rossi", ["Marco Rossi"]),
        ("A cura di Marco Rossi e Anna Neri", ["Marco Rossi", "Anna Neri"]),
        ("Written by: Eva Roth", ["Eva Roth"]),
    ],
)
def test_a_participle_and_its_by_lead_the_names(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Prepared by Ann Lee: Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Prepared by Statistics Norway – Ann Lee", ["Ann Lee"]),
        ("Prepared by Statistics Norway – Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Prepared by Ann Lee: Department of Health", ["Ann Lee"]),
    ],
)
def test_a_colon_or_dash_after_a_lead_parts_people_or_a_body(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        ("Cette étude a été réalisée par Claire Martin", ("Claire Martin",)),
        ("Informe redactado por Ana Gil y Carlos Ruiz", ("Ana Gil", "Carlos Ruiz")),
        ("Prepared by Ann Lee: Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Prepared by Statistics Norway – Ann Lee", ("Ann Lee",)),
        ("Autor:in: Eva Roth", ("Eva Roth",)),
        ("A cura di Marco Rossi", ("Marco Rossi",)),
    ],
)
def test_a_report_page_names_its_authors(
    tmp_path: Path, byline: str, authors: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == authors


def test_reads_as_person_tells_a_person_from_a_body() -> None:
    from tapyre_paper_search.pdf.bylinepeople import reads_as_names, reads_as_person

    assert [reads_as_person(t) for t in ("Ann Lee", "Ravi Menon", "Statistics Norway")] == [
        True,
        True,
        False,
    ]
    texts = ("Ann Lee and Bo Chen", "the European Research Council", "Blücher", "Ann Lee, 2020")
    assert [reads_as_names(t) for t in texts] == [True, False, False, False]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Supervised by Ann Lee", []),
        ("Dirigée par Claire Martin", []),
        ("Traducido por Ana Gil", []),
        ("Gefördert von Hans Müller", []),  # bylines47: another role's line names nobody
        ("Funded by Ann Lee and Bo Chen", []),
        ("Renato da Costa Lima", ["Renato da Costa Lima"]),
        ("Gebhardt von Blücher", ["Gebhardt von Blücher"]),
        ("Cette étude a été financée par la Commission européenne", []),
        ("Inspired by Ann Lee, we study heat", []),
        ("described by Ann Lee and Bo Chen", []),
        ("a cura di Marco Rossi", []),
    ],
)
def test_control_no_participle_lead_where_the_verb_is_another_role_or_a_name(
    line: str, names: list[str]
) -> None:
    """Other people's roles (supervisors, translators, funders), a name whose particle
    reads as "by", a body, a sentence and a sentence's part wrapped onto a line in small
    letters: read as on the base (bylines47: "Gefördert von Hans Müller", read as one
    person, names nobody, as another role's line in any language)."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Renato da Costa Lima", ["Renato da Costa Lima"]),
        ("Supervised by Ann Lee", []),
        ("Prepared by Statistics Norway: Ann Lee", ["Ann Lee"]),
        ("Prepared by Ann Lee: Final Report", ["Ann Lee"]),
        ("Prepared by the Working Group: Ann Lee, Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Cette étude a été réalisée par le Ministère de la Santé", []),
        ("Prepared by Statistics Norway: Senior Analyst", []),
    ],
)
def test_control_lines_read_as_before(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        ("Funded by the European Research Council", ()),
        ("Supervised by Ann Lee", ()),
        ("Authors: Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)
def test_control_report_pages_read_as_before(
    tmp_path: Path, byline: str, authors: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == authors


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("By: Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Auteurs : Anne Dupont et Paul Girard", ["Anne Dupont", "Paul Girard"]),
        ("Autores: Ana Gil y Carlos Ruiz", ["Ana Gil", "Carlos Ruiz"]),
        ("Autori: Marco Rossi e Anna Neri", ["Marco Rossi", "Anna Neri"]),
        ("Verfasser: Hans Müller und Eva Roth", ["Hans Müller", "Eva Roth"]),
        ("Report authors: Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Prepared by: Ann Lee, Ministry of Health", ["Ann Lee"]),
        ("Rédigé par : Anne Dupont", ["Anne Dupont"]),
    ],
)
def test_a_label_or_a_lead_with_its_colon_leads_the_names(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Written and compiled by Ann Lee", ["Ann Lee"]),
        ("Prepared and written by Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Préparé et rédigé par Anne Dupont", ["Anne Dupont"]),
        ("Elaborado y redactado por Ana Gil", ["Ana Gil"]),
        ("Written and edited by Ann Lee", ["Ann Lee"]),
    ],
)
def test_two_verbs_joined_by_and_lead_the_names(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Edited and translated by Ann Lee", []),
        ("Contributors: Ann Lee, Bo Chen", []),
        ("Von: Hans Müller", []),
        ("Authors: Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_control_other_roles_and_labels_read_as_before(line: str, names: list[str]) -> None:
    """Two other roles, "Contributors" (no byline's label, tidy43), a German mail's
    "Von:" and a plain label."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        ("Autores: Ana Gil y Carlos Ruiz", ("Ana Gil", "Carlos Ruiz")),
        ("Prepared and written by Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Rédigé par : Anne Dupont", ("Anne Dupont",)),
    ],
)
def test_a_report_page_with_a_label_row_names_its_authors(
    tmp_path: Path, byline: str, authors: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == authors


@pytest.mark.parametrize(
    ("line", "names"),
    [
        (
            "Réalisé par Claire Martin (Inserm) et Paul Girard (CNRS)",
            ["Claire Martin", "Paul Girard"],
        ),
        ("Drafted by Karen Walsh1 and Tom Fischer2", ["Karen Walsh", "Tom Fischer"]),
        (
            "Drafted by Karen Walsh, Tom Fischer, and Eva Roth",
            ["Karen Walsh", "Tom Fischer", "Eva Roth"],
        ),
        ("Drafted by Karen Walsh, PhD", ["Karen Walsh"]),
    ],
)
def test_asides_marks_and_degrees_after_a_participle_lead(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


def test_control_a_degree_after_a_table_lead_reads_as_before() -> None:
    """A degree after a name read after a lead of byleads' table (the degrees' set moved
    from authorband to namewords.AFTER_NAME)."""
    assert names_in_line("Prepared by Karen Walsh, PhD") == ["Karen Walsh"]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Vorgelegt von Hans Müller an der Universität Wien", ["Hans Müller"]),
        ("Presentado por Ana Gil en la Universidad de Granada", ["Ana Gil"]),
        ("Eingereicht von Eva Roth bei der Fakultät für Physik", ["Eva Roth"]),
        ("Apresentado por João Pereira na Universidade de Lisboa", ["João Pereira"]),
        ("Submitted by Ann Lee to the University of Leeds", ["Ann Lee"]),
        ("Submitted by Ann Lee in partial fulfilment of the requirements", ["Ann Lee"]),
        ("Prepared by Ann Lee in collaboration with Bo Chen", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_a_body_or_a_clause_after_a_preposition_ends_the_name(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Prepared by Ann Lee in Bern", []),
        ("Prepared by Ana de la Cruz and Bo Chen", ["Ana de la Cruz", "Bo Chen"]),
        ("Presented by Ann Lee at CERN", ["Ann Lee"]),
    ],
)
def test_control_a_place_name_and_a_particle_read_as_before(line: str, names: list[str]) -> None:
    """A capitalised place after "in" (no institution named) and a name's particles."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Prepared by Ann Lee: Senior Analyst", ["Ann Lee"]),
        ("Prepared by Ann Lee – Ministry of Health", ["Ann Lee"]),
        ("Prepared by Ann Lee – March 2020", ["Ann Lee"]),
        ("Prepared by Ann Lee: Draft", ["Ann Lee"]),
    ],
)
def test_a_post_or_a_note_after_a_persons_colon_or_dash(line: str, names: list[str]) -> None:
    """A person then a post, a body, a date or a note after a colon or a dash: the person
    (the base named nobody)."""
    assert names_in_line(line) == names
