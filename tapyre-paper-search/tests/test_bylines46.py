"""Bylines46: irregular participles as a byline's lead, "work" as a document's noun, and
an Iberian name of four words read as one person.

"Made by Sarah Long and Ben Ford", "Rapport fait par Luc Martin et Alice Petit",
"Estudio hecho por Pablo Gil y Marta Sanz", "Relatório feito por Tiago Rocha e Inês
Alves", "Done by Kofi Mensah and Ada Obi" named the last person only on the base: an
irregular participle has none of the regular shapes ``bylineverbs`` reads
(``bylineirregular``).  "Lavoro condotto da Sara Greco e Luca Riva" needed "lavoro" (a
piece of work, as German's "Arbeit") among the document's nouns too.  "María José García
López" (two given names, two surnames) was read as two people run together
(``doublenames``).  A participle's byline wrapped after its "and" ("Made by Sarah Long,
Ben Ford and" / "Kofi Mensah") named nobody on its first line (``bylineverbs``).

Controls (labelled ``control``) pass on the base too: a body after an irregular
participle, a participle with a word between it and its "by", a funder's line, a name
whose particle reads as "by", two people run together.  Report pages are tidy43's
(``report_pages.byline_authors``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Made by Sarah Long and Ben Ford", ["Sarah Long", "Ben Ford"]),
        ("Done by Kofi Mensah and Ada Obi", ["Kofi Mensah", "Ada Obi"]),
        ("Rapport fait par Luc Martin et Alice Petit", ["Luc Martin", "Alice Petit"]),
        ("Étude faite par Marie Blanc et Noé Garnier", ["Marie Blanc", "Noé Garnier"]),
        ("Estudio hecho por Pablo Gil y Marta Sanz", ["Pablo Gil", "Marta Sanz"]),
        ("Relatório feito por Tiago Rocha e Inês Alves", ["Tiago Rocha", "Inês Alves"]),
        ("Lavoro condotto da Sara Greco e Luca Riva", ["Sara Greco", "Luca Riva"]),
        ("Rapporto scritto da Franco Sala e Lia Monti", ["Franco Sala", "Lia Monti"]),
    ],
)
def test_an_irregular_participle_leads_the_names(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        ("Made by Sarah Long and Ben Ford", ("Sarah Long", "Ben Ford")),
        ("Rapport fait par Luc Martin et Alice Petit", ("Luc Martin", "Alice Petit")),
        ("Lavoro condotto da Sara Greco e Luca Riva", ("Sara Greco", "Luca Riva")),
        ("Estudio hecho por Pablo Gil y Marta Sanz", ("Pablo Gil", "Marta Sanz")),
    ],
)
def test_a_report_page_with_an_irregular_lead_names_its_authors(
    tmp_path: Path, byline: str, authors: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == authors


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Made by the Research Council of Norway", []),
        ("Made available by the Open Science Framework", []),
        ("Rapport fait par le Ministère de la Santé", []),
        ("Renato da Costa Lima", ["Renato da Costa Lima"]),
    ],
)
def test_control_bodies_and_names_read_as_before(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


def test_control_a_funders_line_names_nobody(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Supported by the Research Council of Norway") == ()


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Prepared by María José García López", ["María José García López"]),
        ("María José García López", ["María José García López"]),
        ("Juan Carlos Pérez Ruiz", ["Juan Carlos Pérez Ruiz"]),
        ("Prepared by Ana Isabel Martínez Sánchez", ["Ana Isabel Martínez Sánchez"]),
    ],
)
def test_a_double_given_name_and_double_surname_is_one_person(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


def test_an_iberian_name_on_a_report_page_is_one_author(tmp_path: Path) -> None:
    byline = "Prepared by María José García López"
    assert byline_authors(tmp_path, byline) == ("María José García López",)


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Ann Lee Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Mary Ann Paul Kim", ["Mary Ann", "Paul Kim"]),
        ("Jane Doe John Smith", ["Jane Doe", "John Smith"]),
        ("JOHN SMITH P JONES", ["John Smith", "P Jones"]),
        ("Prepared by Ann Lee, Bo Chen", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_control_two_people_run_together_stay_two(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("label", "names", "authors"),
    [
        (
            "Made by Sarah Long, Ben Ford and",
            "Kofi Mensah",
            ("Sarah Long", "Ben Ford", "Kofi Mensah"),
        ),
        (
            "Rapport fait par Luc Martin, Alice Petit et",
            "Marie Blanc",
            ("Luc Martin", "Alice Petit", "Marie Blanc"),
        ),
        ("Drafted by Ann Lee, Bo Chen and", "Eva Roth", ("Ann Lee", "Bo Chen", "Eva Roth")),
    ],
)
def test_a_byline_wrapped_after_its_and_reads_as_one(
    tmp_path: Path, label: str, names: str, authors: tuple[str, ...]
) -> None:
    assert two_line_authors(tmp_path, label, names) == authors


def test_control_a_table_lead_wrapped_after_its_and_reads_as_before(tmp_path: Path) -> None:
    got = two_line_authors(tmp_path, "Prepared by Ann Lee, Bo Chen and", "Eva Roth")
    assert got == ("Ann Lee", "Bo Chen", "Eva Roth")


def test_control_an_open_end_with_no_names_names_nobody() -> None:
    assert names_in_line("Made by and for the people") == []
