"""Bylines and names, round 59 (names59), on generated report pages.

A title before a name ("Dr.", "Prof. Dr.", "Dr. med.", "Mr.") kept while the line is
read, as a cue that it names a person, and dropped from the name given out; the
Lithuanian "ir" and the Latvian "un" between two names, lower case only; a byline's label
of two words before its colon ("Contributing authors:"); a byline closing on a firm's
legal form ("… Limited", "… GmbH") naming a firm, no people, with no lead before it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.authors import names_in_line

# --- a title before a name ---------------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Corresponding author: Dr. Farah Haddad", ("Farah Haddad",)),
        ("Prof. Dr. Hans-Jürgen Weber", ("Hans-Jürgen Weber",)),
        ("Dr. med. Katrin Vogel und Dr. rer. nat. Jonas Frei", ("Katrin Vogel", "Jonas Frei")),
        ("Dr. Helga Brun and Prof. Kofi Asante", ("Helga Brun", "Kofi Asante")),
        ("Mrs. Adaeze Obi and Mr. Tunde Bakare", ("Adaeze Obi", "Tunde Bakare")),
    ],
)  # fmt: skip
def test_a_title_dropped_from_the_name(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_title_stays_a_cue_while_the_line_is_read() -> None:
    # control: the line reader keeps the title (a person's cue); only the record drops it
    assert names_in_line("Prof. Dr. Hans Müller, Dr. Anna Weber") == [
        "Prof. Dr. Hans Müller",
        "Dr. Anna Weber",
    ]


def test_a_bare_surname_keeps_its_title() -> None:
    # "Dr. Lee" less its title is no full name; a name opening on "Dr" letters is no title
    from tapyre_paper_search.pdf.untitledname import untitled  # (a new module: base fails)

    assert untitled(("Dr. Lee", "Drew Carter", "Dr.-Ing. Anna Weber")) == (
        "Dr. Lee",
        "Drew Carter",
        "Anna Weber",
    )


# --- the "and" of more languages --------------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Jonas Kazlauskas ir Rūta Petrauskienė", ("Jonas Kazlauskas", "Rūta Petrauskienė")),
        ("Jānis Bērziņš un Līga Ozola", ("Jānis Bērziņš", "Līga Ozola")),
        (
            "Lina Petraitė, Mantas Kazlauskas ir Jurgita Balčiūnienė",
            ("Lina Petraitė", "Mantas Kazlauskas", "Jurgita Balčiūnienė"),
        ),
    ],
)  # fmt: skip
def test_a_baltic_and(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    "byline", ["Miguel de Cervantes y Saavedra", "Josep Puig i Cadafalch"]
)  # fmt: skip
def test_a_compound_surname_stays_whole_control(tmp_path: Path, byline: str) -> None:
    # control (read so on the base): a one-letter join inside one name is no cut
    assert byline_authors(tmp_path, byline) == (byline,)


# --- a label of two words ----------------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Contributing authors: Anders Holm and Maja Berg", ("Anders Holm", "Maja Berg")),
        ("Invited authors: Karim Saleh, Nadia Farouk", ("Karim Saleh", "Nadia Farouk")),
    ],
)  # fmt: skip
def test_a_label_of_two_words(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a firm's legal form closing the line --------------------------------------------


@pytest.mark.parametrize(
    "byline", ["Aurecon New Zealand Limited", "Fichtner Water Transportation GmbH"]
)  # fmt: skip
def test_a_firm_with_no_lead(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


def test_initials_after_a_surname_are_no_firm_control() -> None:
    # control: "AB" after a surname spells initials ("Smith AB"), no legal form
    assert names_in_line("Smith AB, Jones CD") == ["Smith AB", "Jones CD"]


# --- academic titles of more countries ------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Assoc. Prof. Dr. Nguyen Van An", ("Nguyen Van An",)),
        ("Ir. Budi Santoso dan Dr. Siti Aminah", ("Budi Santoso", "Siti Aminah")),
        ("Prof. Mag. Dr. Eva Gruber", ("Eva Gruber",)),
        ("Dott.ssa Chiara Bruni e Dott. Marco Neri", ("Chiara Bruni", "Marco Neri")),
        ("RNDr. Pavel Černý", ("Pavel Černý",)),
    ],
)  # fmt: skip
def test_a_title_of_more_countries(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_given_name_opening_on_a_title_s_letters_control(tmp_path: Path) -> None:
    # control (read so on the base): "Ingmar", "Magnus" are names, no "Ing." or "Mag."
    assert byline_authors(tmp_path, "Ingmar Dahl and Magnus Berg") == ("Ingmar Dahl", "Magnus Berg")
