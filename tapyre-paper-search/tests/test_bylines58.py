"""Bylines and names, round 58 (bylines58), on generated report pages.

A byline's label in more languages ("Autors:", "Autorzy:", "Författare:"); a family name
set in capitals beside given names in mixed case ("WANG Xiaoming", "Jean DUPONT"); an
initial closing a name keeping its stop ("Иванов А. А."); a firm's legal form or a
body's compound head closing a byline or a copyright holder ("Norconsult AS", "Sveriges
Riksbank"); reviewers, translators and editors named by a noun ("Reviewers: …",
"Traducción de …", "… (eds.)"); a group after "for the" with no comma; a numbered
thing's name ("Grant Agreement No. …"); a trade's surname after an unlisted given name
before a colon ("Amara Baker: Overview").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from test_bylines50 import _page

# --- a byline's label in more languages ----------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Autors: Jordi Puig i Marta Vilaró", ("Jordi Puig", "Marta Vilaró")),
        ("Autorzy: Anna Nowak i Jan Kowalski", ("Anna Nowak", "Jan Kowalski")),
        ("Författare: Åsa Ström och Björn Lind", ("Åsa Ström", "Björn Lind")),
        ("Tekijät: Päivi Mäkelä ja Ilkka Järvinen", ("Päivi Mäkelä", "Ilkka Järvinen")),
    ],
)  # fmt: skip
def test_a_label_in_more_languages(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_catalan_i_inside_one_name_control(tmp_path: Path) -> None:
    # control: "i" between two surnames of one person is no join (read so on the base)
    assert byline_authors(tmp_path, "Montserrat Roig i Fransitorra") == (
        "Montserrat Roig i Fransitorra",
    )


# --- a family name set in capitals ---------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("WANG Xiaoming, LIU Yang and CHEN Jie", ("Wang Xiaoming", "Liu Yang", "Chen Jie")),
        ("LI Na and WU Hao", ("Li Na", "Wu Hao")),
        ("Jean DUPONT and Marie CURIE", ("Jean Dupont", "Marie Curie")),
    ],
)  # fmt: skip
def test_a_family_name_in_capitals(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: run-together initials and a Roman numeral stay as written
        ("JRR Tolkien", ("JRR Tolkien",)),
        # "III" read as no initials, then dropped from the name given out (bylines70)
        ("AKM Rahman and Lee Brown III", ("AKM Rahman", "Lee Brown")),
        ("JOHN SMITH AND MARY JONES", ("John Smith", "Mary Jones")),
    ],
)  # fmt: skip
def test_initials_and_numerals_in_capitals_stay(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- an initial closing a name keeps its stop ----------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Иванов А. А., Петрова Е. В.", ("Иванов А. А.", "Петрова Е. В.")),
        ("Smith J. A., Doe B. C.", ("Smith J. A.", "Doe B. C.")),
    ],
)  # fmt: skip
def test_a_closing_initial_keeps_its_stop(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- firms and bodies -----------------------------------------------------------------


@pytest.mark.parametrize(
    "byline",
    [
        "Prepared for the City of Oslo by Norconsult AS",
        "Prepared by Sweco Sverige AB",
        "Prepared by Sveriges Riksbank",
        "Prepared by Deutsche Bundesbank",
    ],
)
def test_a_firm_or_body_after_a_lead(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("foot", "want"),
    [
        ("© 2019 Sveriges Riksbank", ()),
        ("© 2020 Norconsult AS", ()),
        ("© 2021 Carlsberg Fondet", ()),
        # control: a surname closing on "-bank" after a given name is a person's
        ("© 2021 Ann Fairbank", ("Ann Fairbank",)),
    ],
)  # fmt: skip
def test_a_firm_or_body_holding_the_copyright(
    tmp_path: Path, foot: str, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, "", foot, foot=True) == want


# --- other roles named by a noun -----------------------------------------------------


@pytest.mark.parametrize(
    "byline",
    [
        "Reviewers: Anna Kowalczyk, Marek Nowicki",
        "Maria Rossi and Paolo Bianchi (eds.)",
        "Klaus Meyer (Hrsg.)",
    ],
)
def test_other_roles_alone_name_no_author(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    "second",
    [
        "Traducción de Elena Ruiz",
        "Internal reviewers: Bo Chen, Carla Diaz",
    ],
)
def test_other_roles_under_a_byline(tmp_path: Path, second: str) -> None:
    assert two_line_authors(tmp_path, "Tom Berg", second) == ("Tom Berg",)


def test_a_translation_by_control(tmp_path: Path) -> None:
    # control: the English form was read so on the base
    assert two_line_authors(tmp_path, "Tom Berg", "Translation by Elena Ruiz") == ("Tom Berg",)


def test_an_editorial_board_control(tmp_path: Path) -> None:
    # control: a board's label names the report's makers (read so on the base)
    assert byline_authors(tmp_path, "Editorial Board: Ida Berg, Omar Said") == (
        "Ida Berg",
        "Omar Said",
    )


# --- a group after "for the" ----------------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Elena Petrova for the Working Group on Arctic Fisheries", ("Elena Petrova",)),
        ("Ann Lee and Bo Chen for the HELIX Study Team", ("Ann Lee", "Bo Chen")),
    ],
)  # fmt: skip
def test_a_group_after_for_the(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a numbered thing's name ----------------------------------------------------------


def test_a_numbered_things_name(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Grant Agreement No. 101036480") == ()


def test_a_numbered_thing_under_names_control(tmp_path: Path) -> None:
    # control: under the names, the numbered line was no name on the base either
    assert two_line_authors(tmp_path, "Ann Lee, Bo Chen", "Contract No. 12/2020") == (
        "Ann Lee",
        "Bo Chen",
    )


# --- a trade's surname before a colon -------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Amara Baker: Overview", ("Amara Baker",)),
        ("Zola Fisher: Summary", ("Zola Fisher",)),
    ],
)  # fmt: skip
def test_a_trades_surname_before_a_colon(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize("byline", ["Zika Virus: Overview", "Zika Fever: Overview"])
def test_a_topics_head_before_a_colon_control(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


# --- a team's roles of grey literature ------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Study Director: Ann Lee", ("Ann Lee",)),
        ("Lead Consultants: Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Researchers: Ann Lee, Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)  # fmt: skip
def test_a_team_role_before_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_research_director_control(tmp_path: Path) -> None:
    # control: a research director oversees (committee's label), read so on the base
    assert byline_authors(tmp_path, "Research Director: Ann Lee") == ()
