"""Bylines and names, round 56 (bylines56), on generated report pages.

The Greek and Ukrainian words for "and" between names, and the Czech and Slovak "a"
told from an English article or an initial by the piece's spelling; a firm's words in a
copyright holder; a document's noun and a bare "by" opening a byline; a report's
"Rapporteur:" row where nothing else names anyone.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from test_bylines50 import _page

# --- a language's "and" between names ------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Νίκος Ζαχαρίου και Ελένη Μαρκάκη", ("Νίκος Ζαχαρίου", "Ελένη Μαρκάκη")),
        ("Ірина Гнатюк та Богдан Лисенко", ("Ірина Гнатюк", "Богдан Лисенко")),
        ("Jiří Černý a Lenka Dvořáková", ("Jiří Černý", "Lenka Dvořáková")),
        ("Pavel Holub a Tereza Marková", ("Pavel Holub", "Tereza Marková")),
        ("Mária Kováčová, Ján Hraško a Peter Baláž",
         ("Mária Kováčová", "Ján Hraško", "Peter Baláž")),
    ],
)  # fmt: skip
def test_a_languages_and_between_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: "a" with no Czech or Slovak spelling parts nobody; a lone name stays
        ("Ann Lee a Bo Chen", ()),
        ("Jiří Černý", ("Jiří Černý",)),
    ],
)
def test_an_a_elsewhere_parts_nobody(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a firm's words in a copyright holder --------------------------------------------


@pytest.mark.parametrize(
    "extra",
    [
        "© 2022 Infosys Consulting Services",
        "© 2021 Wipro Technologies",
        "© 2020 Halcrow Partners",
        "© 2019 Mott Associates",
    ],
)
def test_a_firms_holder_names_nobody(tmp_path: Path, extra: str) -> None:
    assert _page(tmp_path, "", extra, foot=True) == ()


@pytest.mark.parametrize("holder", ["Rosa Co", "Ann Lee and Bo Chen"])
def test_a_persons_holder_stays(tmp_path: Path, holder: str) -> None:
    want = tuple(holder.split(" and "))
    assert _page(tmp_path, "", f"© 2020 {holder}", foot=True) == want  # control


# --- a document's noun and a bare "by" ------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("A thesis by Lina Okafor", ("Lina Okafor",)),
        ("Report by Ravi Menon and Eva Roth", ("Ravi Menon", "Eva Roth")),
        ("A doctoral dissertation by Lina Okafor", ("Lina Okafor",)),
        ("Eine Studie von Anna Keller und Jonas Weber", ("Anna Keller", "Jonas Weber")),
    ],
)
def test_a_documents_noun_and_by(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    "byline",
    [
        # controls: a method or a body after the "by" names nobody, as on the base
        "Evaluation by Expert Panels",
        "Analysis by Machine Learning",
        "Report by Deloitte Consulting",
        "A report by the World Health Organization",
    ],
)
def test_a_titles_by_names_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


# --- a report's rapporteur -----------------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Rapporteur: Sigrid Holm", ("Sigrid Holm",)),
        ("Rapporteurs: Sigrid Holm, Ravi Menon", ("Sigrid Holm", "Ravi Menon")),
    ],
)
def test_a_rapporteur_alone(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_rapporteur_under_a_byline(tmp_path: Path) -> None:
    got = two_line_authors(tmp_path, "Eva Roth", "Rapporteur: Bo Chen")
    assert got == ("Eva Roth",)  # control: the byline stands


# --- a document series' name ---------------------------------------------------------


@pytest.mark.parametrize(
    "byline",
    [
        "Discussion Paper No. 7",
        "Technical Report Nr. 12",
        "Occasional Paper 9",
        "Research Note N° 3",
        "Statistical Bulletin No 5",
    ],
)
def test_a_series_name_names_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


def test_a_series_name_under_a_byline(tmp_path: Path) -> None:
    assert two_line_authors(tmp_path, "Eva Roth", "Policy Brief No. 3") == ("Eva Roth",)


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: a given name before a series' noun, a surname "No" before no number
        ("Ann Brief and Grace Notes", ("Ann Brief", "Grace Notes")),
        ("No Tae-woo and Kim Min-jun", ("No Tae-woo", "Kim Min-jun")),
    ],
)
def test_a_persons_series_noun_stays(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a given name that is a word too, before a surname no dictionary knows -----------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Sam Patel: Annual Summary", ("Sam Patel",)),
        ("Lina Okafor – Quarterly Update", ("Lina Okafor",)),
        ("A thesis by Lina Okafor", ("Lina Okafor",)),
    ],
)
def test_a_word_given_name_before_a_surname(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize("byline", ["Urban Heat: Monthly Bulletin", "Machine Learning: Overview"])
def test_a_topics_head_stays_no_name(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()  # control: as on the base


# --- the people who contributed to a work others wrote -------------------------------


@pytest.mark.parametrize(
    "byline",
    [
        "With contributions from Ann Lee and Bo Chen",
        "Mit Beiträgen von Anna Keller und Jonas Weber",
    ],
)
def test_contributors_alone_name_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


def test_contributors_under_a_byline(tmp_path: Path) -> None:
    got = two_line_authors(tmp_path, "Eva Roth", "With contributions from Ann Lee and Bo Chen")
    assert got == ("Eva Roth",)


# --- a run-in contact label whose value names no one ---------------------------------


@pytest.mark.parametrize(
    "label", ["Press Office: +44 20 7946 0000", "Media contact: press@agency.example.org"]
)
def test_the_contact_under_a_numbered_label(tmp_path: Path, label: str) -> None:
    assert two_line_authors(tmp_path, label, "Ann Lee") == ()


def test_a_run_in_advisor_keeps_the_lines_under_it(tmp_path: Path) -> None:
    assert two_line_authors(tmp_path, "Advisor: Bo Chen", "Ann Lee") == ("Ann Lee",)  # control
