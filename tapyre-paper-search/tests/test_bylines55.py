"""Bylines and names, round 55 (bylines55), on generated report pages.

The Cyrillic word for "and" between names; a language's bare word for "by" opening a
byline ("Par", "Di", "Av"); a body's contact desk ("Press Office") that read as a
person, and the contact named under a contact's label; a bank, a utility or a trading
house holding the copyright; a steering or writing body's label before its members, and
an overseeing committee's; a person's name then a colon and the work's title; a
corresponding author's row where nothing else names anyone.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from test_bylines50 import _page

# --- the Cyrillic "and" between names -----------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Дмитрий Соколов и Елена Морозова", ("Дмитрий Соколов", "Елена Морозова")),
        ("Олег Орлов, Анна Смирнова и Иван Петров",
         ("Олег Орлов", "Анна Смирнова", "Иван Петров")),
        ("Тарас Бондар і Ірина Мельник", ("Тарас Бондар", "Ірина Мельник")),
    ],
)  # fmt: skip
def test_cyrillic_and_between_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_cyrillic_names_with_commas_stay(tmp_path: Path) -> None:
    want = ("Дмитрий Соколов", "Елена Морозова")  # control: as on the base
    assert byline_authors(tmp_path, "Дмитрий Соколов, Елена Морозова") == want


# --- a language's bare "by" ----------------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Par Claire Martin et Paul Girard", ("Claire Martin", "Paul Girard")),
        ("Di Giulia Conti e Marco Bruni", ("Giulia Conti", "Marco Bruni")),
        ("Av Karin Berg och Erik Lind", ("Karin Berg", "Erik Lind")),
        ("Par Claire Martin", ("Claire Martin",)),
    ],
)
def test_a_bare_by_opens_the_byline(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: a particle inside a name, and "Di" before no given name, stay a name's
        ("Luca Di Stefano e Marco Bruni", ("Luca Di Stefano", "Marco Bruni")),
        ("Di Rossi Marco", ("Di Rossi Marco",)),
    ],
)
def test_a_particle_stays_a_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a body's contact desk -----------------------------------------------------------


@pytest.mark.parametrize(
    "byline", ["Press Office", "Media Relations", "Public Affairs", "Communications Office"]
)
def test_a_contact_desk_names_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    "second",
    [
        "Press Office",
        "Media Relations Office: +44 20 7946 0000",  # control: as on the base (a number)
    ],
)
def test_a_contact_desk_under_a_byline(tmp_path: Path, second: str) -> None:
    assert two_line_authors(tmp_path, "Mara Holt", second) == ("Mara Holt",)


@pytest.mark.parametrize(
    ("label", "contact"),
    [
        ("Press Office", "Mara Holt, +44 20 7946 0000"),
        ("Media contact:", "Bo Chen, +1 555 0100"),
    ],
)
def test_the_contact_under_a_contact_label_is_no_author(
    tmp_path: Path, label: str, contact: str
) -> None:
    assert two_line_authors(tmp_path, label, contact) == ()


def test_a_contact_label_under_the_byline(tmp_path: Path) -> None:
    got = two_line_authors(tmp_path, "Eva Roth and Bo Chen", "Contact: Bo Chen")
    assert got == ("Eva Roth", "Bo Chen")  # control: as on the base


def test_a_surname_of_a_desks_word_stays(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Frank Press") == ("Frank Press",)  # control


# --- a bank, a utility or a trading house holding the copyright -----------------------


@pytest.mark.parametrize(
    "extra",
    [
        "© 2020 Banco Sabadell",
        "© 2021 Crédit Mutuel",
        "© 2022 Stadtwerke Leipzig",
        "© 2019 Sumitomo Shoji",
        "© 2018 Mizuho Bank",
    ],
)
def test_a_trade_holder_names_nobody(tmp_path: Path, extra: str) -> None:
    assert _page(tmp_path, "", extra, foot=True) == ()


@pytest.mark.parametrize("holder", ["Charity Banks", "Ann Power", "Ann Bank"])
def test_a_persons_holder_stays(tmp_path: Path, holder: str) -> None:
    assert _page(tmp_path, "", f"© 2020 {holder}", foot=True) == (holder,)  # control


# --- committees ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Steering Committee: Mara Holt, Bo Chen", ("Mara Holt", "Bo Chen")),
        ("Writing Group: Mara Holt and Bo Chen", ("Mara Holt", "Bo Chen")),
        ("Comité de pilotage : Claire Martin, Paul Girard", ("Claire Martin", "Paul Girard")),
    ],
)
def test_a_making_body_leads_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    "byline",
    [
        "Review Committee: Mara Holt, Bo Chen",  # the base read "Bo Chen"
        "Programme Committee: Mara Holt",  # control: as on the base
    ],
)
def test_an_overseeing_committee_names_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


def test_a_steering_body_beside_the_authors(tmp_path: Path) -> None:
    second = "Steering Committee: Mara Holt, Bo Chen"
    assert two_line_authors(tmp_path, "Eva Roth", second) == ("Eva Roth",)


def test_a_thesis_committee_names_nobody(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Thesis Committee: Mara Holt, Bo Chen") == ()  # control


# --- a person's name, then the work's title ------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Karin Lund: Monthly Bulletin", ("Karin Lund",)),
        ("Ida Lund: Annual Summary", ("Ida Lund",)),
        ("Bo Chen – Market Overview", ("Bo Chen",)),
        ("Ann Lee: Project Report", ("Ann Lee",)),
    ],
)
def test_a_name_before_its_works_title(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize("byline", ["Machine Learning: A Review", "Jane Eyre: A Study Guide"])
def test_a_titles_head_is_no_name(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()  # control: a topic, a title about her


# --- a corresponding author's row ---------------------------------------------------


@pytest.mark.parametrize(
    "byline", ["Corresponding Author: Mara Holt", "Autor correspondiente: Mara Holt"]
)
def test_a_corresponding_author_alone(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ("Mara Holt",)


def test_a_corresponding_author_under_a_byline(tmp_path: Path) -> None:
    got = two_line_authors(tmp_path, "Eva Roth and Bo Chen", "Corresponding author: Bo Chen")
    assert got == ("Eva Roth", "Bo Chen")  # control: the byline stands
