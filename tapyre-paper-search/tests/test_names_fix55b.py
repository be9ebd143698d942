"""Review fixes of round 55's first wave, names and references (fix55b), on generated
pages and reference strings.

A device's or a program's "-er" noun closing a topic's head before a colon ("Docker
Container: Overview") is no trade's surname; a number's abbreviation after names ("Ann
Lee, Bo Chen No. 3") cuts only a numbered document's name before it, not the names.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.namewords import as_name
from tapyre_paper_search.pdf.refnames import leading_names
from test_bylines50 import _page
from test_references_refs64 import _reference_pdf

# --- a topic's head closing on a device's "-er" noun (review55 item 4) ----------------


@pytest.mark.parametrize(
    "byline",
    [
        "Docker Container: Overview",
        "Swin Transformer: Overview",
        "Kafka Consumer: Quarterly Update",
    ],
)
def test_a_devices_er_noun_is_no_trades_surname(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Amara Baker: Overview", ("Amara Baker",)),
        ("Zola Fisher: Summary", ("Zola Fisher",)),
        ("Nia Walker: Overview", ("Nia Walker",)),
    ],
)  # fmt: skip
def test_a_trades_surname_control(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a number's abbreviation after names (review55 item 8) ----------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Ann Lee, Bo Chen No. 3", ("Ann Lee", "Bo Chen")),
        ("Ann Lee Bo Chen No. 2", ("Ann Lee", "Bo Chen")),
    ],
)  # fmt: skip
def test_names_before_a_number_stay(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    "byline",
    ["Grant Agreement No. 101036480", "Discussion Paper No. 7", "Working Paper No. 14"],
)
def test_a_numbered_documents_name_control(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


# --- a firm's legal form and a bank's compound read as a person's (review55 item 7) ---


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Prepared by Smith AS, Jones B and Dahl K", ("Smith AS", "Jones B", "Dahl K")),
        ("Prepared by Berg AB, Lind K", ("Berg AB", "Lind K")),
    ],
)  # fmt: skip
def test_initials_of_a_name_list_are_no_legal_form(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_firm_alone_after_a_lead_control(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Prepared by Norconsult AS") == ()


@pytest.mark.parametrize(
    ("foot", "want"),
    [
        ("© 2021 J. Fairbank", ("J. Fairbank",)),
        ("© 2019 Sveriges Riksbank", ()),
        ("© 2020 Deutsche Bundesbank", ()),
    ],
)  # fmt: skip
def test_an_initial_makes_a_bank_surname_a_persons(
    tmp_path: Path, foot: str, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, "", foot, foot=True) == want


# --- a title's acronym after a list in Vancouver's form (review55 item 5) -------------


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("Lee K, Smith J, UN Women. Progress of the world's women. New York, 2020.",
         ("K Lee", "J Smith")),
        ("Smith J, Lee K, NIH Toolbox, and Chen B. Title of it. 2020.", ("J Smith", "K Lee")),
    ],
)  # fmt: skip
def test_no_terse_name_after_a_surname_and_initials(text: str, authors: tuple[str, ...]) -> None:
    assert leading_names(text)[0] == authors


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("JA Doe, B Roe, and C Poe. Growth of street trees. 2010.", ("JA Doe", "B Roe", "C Poe")),
        ("MÁ Pérez and EL Berger. Growth of trees. 2010.", ("MÁ Pérez", "EL Berger")),
    ],
)  # fmt: skip
def test_terse_names_given_first_control(text: str, authors: tuple[str, ...]) -> None:
    assert leading_names(text)[0] == authors


def test_a_title_acronym_after_vancouver_names_in_a_pdf(tmp_path: Path) -> None:
    entries = (
        ("Lee K, Smith J, UN Women. Progress of the world's women in a changing",
         "world. New York: United Nations, 2020."),
        ("Doe J, Roe B. Growth of street trees in dense cities. J Urban For.",
         "2010;9:385-95."),
    )  # fmt: skip
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", entries), ocr=None).references
    assert refs[0].authors == ("K Lee", "J Smith")


# --- a family name in capitals: short syllables, Cyrillic (review55 item 12) ----------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Wei LI and Jinping XI", ("Wei Li", "Jinping Xi")),
        ("Wei ZHU and Lei SHI", ("Wei Zhu", "Lei Shi")),
        ("Иван ПЕТРОВ, Анна СМИРНОВА", ("Иван Петров", "Анна Смирнова")),
        ("Andrew NG and Wei LI", ("Andrew Ng", "Wei Li")),
    ],
)  # fmt: skip
def test_a_short_or_cyrillic_family_name_in_capitals(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # "III" read as no family name, then dropped from the name given out (bylines70)
        ("John Smith III and Ann Lee", ("John Smith", "Ann Lee")),
        ("Jean DUPONT and Marie CURIE", ("Jean Dupont", "Marie Curie")),
    ],
)  # fmt: skip
def test_a_family_name_in_capitals_control(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_initials_after_a_surname_stay_control() -> None:
    # control: "NG" after a surname is Vancouver's initials, no family name in capitals
    assert as_name("Smith NG") == "Smith NG"
