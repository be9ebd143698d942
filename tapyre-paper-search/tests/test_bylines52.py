"""Bylines and names, round 52 (bylines52), on generated report pages.

A person's head before a colon whose given name no list held ("Ruth"), or whose
mailbox the page prints; a lone line of a Burmese name repeating a word, of two
Japanese names, of two Vietnamese names with their middle names; a title's plural
terms under a series' numeral head; a leader's line beside the authors'; firm-shaped
copyright holders; a body's acronyms run into its places.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from tapyre_paper_search.pdf import extract_pdf
from test_bylines50 import _page
from test_pdf_front_matter_latex47 import _two_types
from test_pdf_front_matter_latex50 import _interleaved, _run_names

# --- a person's head the page names as a firm would be: a given name, a mailbox --------


@pytest.mark.parametrize(
    ("byline", "extra", "want"),
    [
        ("Prepared by Ruth Allen: Owen Price", "© 2021 Ruth Allen", ("Ruth Allen", "Owen Price")),
        ("Prepared by Dorka Vale: Owen Price", "© 2021 Dorka Vale, dorka.vale@hydro.org",
         ("Dorka Vale", "Owen Price")),
        ("Prepared by Dorka Vale: Owen Price", "© 2021 Dorka Vale, dvale@hydro.org",
         ("Dorka Vale", "Owen Price")),
    ],
)  # fmt: skip
def test_a_person_named_on_a_copyright_line(
    tmp_path: Path, byline: str, extra: str, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=True) == want


@pytest.mark.parametrize(
    "extra",
    ["© Grant Thornton 2020, www.grantthornton.com", "ann.lee@grant-thornton.co.uk"],
)
def test_a_firms_own_domain_names_it_a_firm(tmp_path: Path, extra: str) -> None:
    assert _page(tmp_path, "Prepared by Grant Thornton: Ann Lee", extra, foot=True) == ("Ann Lee",)


@pytest.mark.parametrize(
    ("byline", "extra", "want"),
    [
        # control: a person's own domain is no firm's when it is not the head's words
        ("Prepared by Tom Brooks: Mark Hill", "© 2020 Tom Brooks, tom@brooks-hill.org",
         ("Tom Brooks", "Mark Hill")),
        # control: bare weak evidence of a head opening with a given name: both (bylines51)
        ("Prepared by Grant Thornton: Ann Lee", "© Grant Thornton 2020",
         ("Grant Thornton", "Ann Lee")),
        # control: no mailbox, no listed given name: the weak evidence of a firm (bylines51)
        ("Prepared by Dorka Vale: Owen Price", "© 2021 Dorka Vale", ("Owen Price",)),
        # control: a firm's mailbox is no one's
        ("Prepared by Moss Adams: Clara Jensen", "© Moss Adams 2021, info@mossadams.com",
         ("Clara Jensen",)),
        # control: strong evidence still tells a firm
        ("Prepared by Ruth Allen: Owen Price", "© 2021 Ruth Allen LLP", ("Owen Price",)),
    ],
)  # fmt: skip
def test_firm_controls(tmp_path: Path, byline: str, extra: str, want: tuple[str, ...]) -> None:
    assert _page(tmp_path, byline, extra, foot=True) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Compiled by Ruth Banks", ("Ruth Banks",)),
        # control: a plural topic after a participle of no making (bylines49)
        ("Shaped by Ocean Currents", ()),
    ],
)
def test_a_given_name_before_a_plural(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- lone lines of names from Burma, Japan, Vietnam ------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Thida Nilar Aye Aye", ("Thida Nilar Aye Aye",)),
        ("Yui Sato Haruto Tanaka*", ("Yui Sato", "Haruto Tanaka")),
        ("Nguyen Van An Tran Thi Binh", ("Nguyen Van An", "Tran Thi Binh")),
        ("Vu Thi Mai Bui Van Nam*", ("Vu Thi Mai", "Bui Van Nam")),
    ],
)
def test_lone_lines_of_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # control: a marked Burmese name the base joined already (bylines51)
        ("Yadana Thiri Aung Htet*", ("Yadana Thiri Aung Htet",)),
        # control: a listed given name and a repeated word: two people
        ("Anna Lee Lee Chen", ("Anna Lee", "Lee Chen")),
        # control: a Romance double name, no contact (bylines51)
        ("Maria Luíza Farias Costa", ("Maria Luíza Farias Costa",)),
        # control: two common names
        ("Ann Lee Bo Chen", ("Ann Lee", "Bo Chen")),
        # control: a Vietnamese name alone
        ("Nguyen Van An", ("Nguyen Van An",)),
    ],
)
def test_lone_line_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_kana_shaped_words() -> None:
    kana_shaped = importlib.import_module("tapyre_paper_search.pdf.kanashape").kana_shaped
    assert all(kana_shaped(w) for w in ("Yui", "Sato", "Haruto", "Tanaka*", "Hattori", "Ren"))
    assert not any(kana_shaped(w) for w in ("Thida", "Nilar", "Luíza", "Downey", "Htet"))


# --- a title's plural terms under a series' numeral head -------------------------------


@pytest.mark.parametrize(
    ("head", "row", "want"),
    [
        ("Lectures on Physics. IX.", "Sobolev Spaces and Morrey Estimates",
         "Lectures on Physics. IX. Sobolev Spaces and Morrey Estimates"),
        # control: given names before plural surnames: people
        ("Lectures on Physics. IX.", "Charity Banks and Joy Fields", "Lectures on Physics. IX."),
        # control: a plural surname after an unlisted given name, another after a listed one
        ("Lectures on Physics. IX.", "Marek Holmes and Tomasz Banks",
         "Lectures on Physics. IX."),
    ],
)  # fmt: skip
def test_plural_terms_under_a_numeral_head(tmp_path: Path, head: str, row: str, want: str) -> None:
    _two_types(tmp_path / "s.pdf", head, row)
    assert extract_pdf(tmp_path / "s.pdf").title == want


# --- a leader's line beside the authors' -----------------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "want"),
    [
        ("Written by Ann Lee", "Led by Bo Chen", ("Ann Lee",)),
        ("Skriven av Ann Lee", "Ledd av Bo Chen", ("Ann Lee",)),
        ("Geschreven door Ann Lee", "Geleid door Bo Chen", ("Ann Lee",)),
        # control: the base read no name after "Project led by" already
        ("Ann Lee and Bo Chen", "Project led by Carl Ott", ("Ann Lee", "Bo Chen")),
        # control: a leader named as an author too stays
        ("Ann Lee and Bo Chen", "Led by Ann Lee", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_leader_beside_the_authors_is_no_author(
    tmp_path: Path, first: str, second: str, want: tuple[str, ...]
) -> None:
    assert two_line_authors(tmp_path, first, second) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # the leader alone is the author (the base's reading of the first three)
        ("Ledd av Lara Stein", ("Lara Stein",)),
        ("Geleid door Joost Kamp", ("Joost Kamp",)),
        ("Led by Ann Lee", ("Ann Lee",)),
        # a project's noun before the lead, as a report's (bylinetails.DOC_NOUNS)
        ("Project led by Bo Chen", ("Bo Chen",)),
        ("Projekt geleitet von Lara Stein", ("Lara Stein",)),
    ],
)
def test_a_leader_alone_is_the_author(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_leader_line() -> None:
    leader_line = importlib.import_module("tapyre_paper_search.pdf.leaderlines").leader_line
    assert leader_line("Project led by Carl Ott")
    assert not leader_line("Written by Ann Lee")  # control


# --- copyright holders shaped as firms -------------------------------------------------


@pytest.mark.parametrize(
    ("foot", "want"),
    [
        ("© 2021 Deutsche Telekom", ()),
        ("© 2020 Apple Computer", ()),
        ("© 2021 Schweizerische Post", ()),
        # controls: people holding the copyright, nothing else naming anyone
        ("© 2021 Laura Conti", ("Laura Conti",)),
        ("© 2021 Hans Fischer and Anna Deutsch", ("Hans Fischer", "Anna Deutsch")),
    ],
)
def test_firm_shaped_copyright_holders(tmp_path: Path, foot: str, want: tuple[str, ...]) -> None:
    assert _page(tmp_path, "", foot, foot=True) == want


# --- a body's acronyms run into its places ---------------------------------------------


def test_a_bodys_acronyms_are_no_person(tmp_path: Path) -> None:
    rows = ["PER TAKAHASHI Graduate School of Science, Chengdu · NASA JPL Mission Design "
            "Team, Pasadena"]  # fmt: skip
    assert _run_names(rows) == ("Per Takahashi",)
    path = tmp_path / "bodies.pdf"
    _interleaved(path, ["NASA JPL Mission Design Team, Pasadena · ESA ESOC Flight Dynamics"])
    assert "Nasa Jpl" not in extract_pdf(path).authors


def test_control_people_run_into_their_places() -> None:
    rows = ["PER TAKAHASHI Graduate School of Science, Chengdu · HANS DE ENTOV Institute of "
            "Physics, Oslo"]  # fmt: skip
    assert _run_names(rows) == ("Per Takahashi", "Hans De Entov")
