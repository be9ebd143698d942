"""Bylines and names, round 51 (bylines51), on generated report pages.

A person before a colon whom the page names on a copyright line or alone in large type
(as a firm is named) stays an author; a firm's word or a country's code after the head
still tells a firm.  Participles of making a text before a "by" that is a name's
particle too ("Curato da", "Kuratiert von") and the leads of Dutch, Swedish, Norwegian,
Danish and Polish ("Samengesteld door", "Sammanställd av", "Opracowane przez").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.bylineverbs import participle_names
from test_bylines50 import _page
from test_pdf_front_matter_latex47 import _two_types

# --- a person's head the page names as a firm would be named ---------------------------


@pytest.mark.parametrize(
    ("byline", "extra", "foot", "want"),
    [
        ("Prepared by Tom Brooks: Mark Hill", "© 2020 Tom Brooks", True,
         ("Tom Brooks", "Mark Hill")),
        ("Prepared by Tom Brooks: Mark Hill", "Tom Brooks", False, ("Tom Brooks", "Mark Hill")),
        ("Prepared by Helen Ward: Oscar Reid", "© 2019 Helen Ward", True,
         ("Helen Ward", "Oscar Reid")),
        ("Erstellt von Lena Vogt: Jan Ott", "© 2021 Lena Vogt", True, ("Lena Vogt", "Jan Ott")),
        # a copyright line naming the head with another person: people
        ("Prepared by Dorn Pike: Iris Novak", "© 2020 Dorn Pike and Carl Ott", True,
         ("Dorn Pike", "Iris Novak")),
    ],
)  # fmt: skip
def test_a_person_named_as_a_firm_would_be_stays(
    tmp_path: Path, byline: str, extra: str, foot: bool, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=foot) == want


@pytest.mark.parametrize(
    ("byline", "extra", "foot", "want"),
    [
        # a firm's word a word or two after the head
        ("Compiled by Grant Harlow: Nora Quinn", "© Grant Harlow International Ltd 2022",
         True, ("Nora Quinn",)),
        # a country's code after the head on a copyright line
        ("Prepared by Grant Thornton: Ann Lee", "© Grant Thornton UK 2020", True,
         ("Ann Lee",)),
    ],
)  # fmt: skip
def test_strong_evidence_tells_a_firm_whatever_its_head(
    tmp_path: Path, byline: str, extra: str, foot: bool, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=foot) == want


@pytest.mark.parametrize(
    ("byline", "extra", "foot", "want"),
    [
        # control: a head of surnames alone on a bare copyright line or as a logo: a firm
        ("Prepared by Moss Adams: Clara Jensen", "© Moss Adams 2021", True, ("Clara Jensen",)),
        ("Prepared by Wood Mackenzie: Sara Lind", "Wood Mackenzie", False, ("Sara Lind",)),
        ("Compiled by Crowe Horwath: Lena Voss and Paul Meyer", "© 2022 Crowe Horwath", True,
         ("Lena Voss", "Paul Meyer")),
        # control: the firm's word (bylines50)
        ("Prepared by Grant Thornton: Ann Lee", "Grant Thornton LLP, all rights reserved",
         True, ("Ann Lee",)),
        # control: the page names no firm
        ("Prepared by Tom Brooks: Mark Hill", "© 2020 Institute of Hydrology", True,
         ("Tom Brooks", "Mark Hill")),
    ],
)  # fmt: skip
def test_firm_controls(
    tmp_path: Path, byline: str, extra: str, foot: bool, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=foot) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Prepared by Tom Brooks1: Mark Hill1", ("Tom Brooks", "Mark Hill")),
        # control: a sign mark the base read past already
        ("Prepared by Helen Ward*: Oscar Reid*", ("Helen Ward", "Oscar Reid")),
        # control: a body's name with a mark stays a body
        ("Prepared by Statistics Norway1: Ann Lee1", ("Ann Lee",)),
    ],
)
def test_a_marked_head_before_a_colon_is_a_person(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- participles of making a text, more languages' leads -------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Curato da Lara Stein", ("Lara Stein",)),
        ("Compilata da Lara Stein e Ugo Neri", ("Lara Stein", "Ugo Neri")),
        ("Elaborato da Mira Kline", ("Mira Kline",)),
        ("Kuratiert von Lara Stein", ("Lara Stein",)),
        ("Samengesteld door Lara Stein", ("Lara Stein",)),
        ("Geschreven door Joost Kamp", ("Joost Kamp",)),
        ("Sammanställd av Erik Lund", ("Erik Lund",)),
        ("Skrevet af Mette Dahl", ("Mette Dahl",)),
        ("Opracowane przez Lara Stein", ("Lara Stein",)),
    ],
)
def test_a_participle_of_making_names_its_people(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # control: a given name of participle shape, a particle and surnames: one person
        ("Renato da Costa Lima", ("Renato da Costa Lima",)),
        ("Donato da Silva Reis", ("Donato da Silva Reis",)),
        # control: another role's verb names no author
        ("Redigert av Lara Stein", ()),
        # control: a listed Italian lead
        ("Redatto da Paolo Conti", ("Paolo Conti",)),
    ],
)
def test_participle_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_participle_names_reads_the_new_leads() -> None:
    assert participle_names("Samengesteld door Lara Stein") == "Lara Stein"
    assert participle_names("Curato da Lara Stein") == "Lara Stein"
    assert participle_names("Vertaald door Lara Stein") is None  # control: a translator


# --- a lone four-word line: one person where nothing says two --------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Maria Luíza Farias Costa", ("Maria Luíza Farias Costa",)),
        ("Ana Lúcia Ramos Teixeira", ("Ana Lúcia Ramos Teixeira",)),
        ("Yadana Thiri Aung Htet*", ("Yadana Thiri Aung Htet",)),
        ("Zaw Lin Aung Kyaw*", ("Zaw Lin Aung Kyaw",)),
    ],
)
def test_a_lone_four_word_line_is_one_person(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # control: common two-word names (a listed given name, then one syllable) stay two
        ("Ann Lee Bo Chen", ("Ann Lee", "Bo Chen")),
        # control: given names that are words, with a mark: two
        ("Kyle Lo Doug Downey*", ("Kyle Lo", "Doug Downey")),
        # control: a second given name in the second half
        ("Tomás Pérez Lucía Díaz", ("Tomás Pérez", "Lucía Díaz")),
        # control: a surname closing on a consonant after the first given name
        ("Raúl Gómez Iñigo Sáez", ("Raúl Gómez", "Iñigo Sáez")),
        # control: a listed given name, a surname closing on a consonant, no contact
        ("Priya Nair Ravi Kumar", ("Priya Nair", "Ravi Kumar")),
        # control: a double given name of the lists (the base's reading)
        ("José Luis Martín Gómez", ("José Luis Martín Gómez",)),
    ],
)
def test_lone_line_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a series' numeral head over a title's parallel terms ------------------------------


@pytest.mark.parametrize(
    ("head", "row", "want"),
    [
        ("Lectures on Physics. IX.", "Ising Model and Potts Model",
         "Lectures on Physics. IX. Ising Model and Potts Model"),
        # control: a given-name-less row the base kept on the title already
        ("Lectures on Physics. IX.", "Wilson Loop and Polyakov Loop",
         "Lectures on Physics. IX. Wilson Loop and Polyakov Loop"),
        # control: people sharing a surname open with given names
        ("Lectures on Physics. IX.", "Rose Young and Grant Young", "Lectures on Physics. IX."),
        # control: bylines50's names of word-given names
        ("Studies of Soil Fungi. IX.", "Kyle Lo and Doug Downey", "Studies of Soil Fungi. IX."),
        # control: review53's probe, a title's two pieces
        ("Lectures on Physics. IX.", "Lattice Gauge and Bethe Ansatz",
         "Lectures on Physics. IX. Lattice Gauge and Bethe Ansatz"),
    ],
)  # fmt: skip
def test_parallel_terms_under_a_numeral_head(
    tmp_path: Path, head: str, row: str, want: str
) -> None:
    _two_types(tmp_path / "s.pdf", head, row)
    assert extract_pdf(tmp_path / "s.pdf").title == want
