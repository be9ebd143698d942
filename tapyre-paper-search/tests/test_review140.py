"""review140 on names40 (issue 25): a letter-spaced kicker read strictly, and initials
joined by a language's word for "and".

* names40 made a word set letter-spaced ("N E W S") no name; read strictly, a line
  "N E W S, Ann Lee" then held one name of two pieces and gave none (the base read
  both as names).  The kicker's piece is now left out of that count, as a job title is.
* names40 cut a strict piece at a conjunction when a known given name opens one of the
  names ("Jean Dupont et Marie Lefèvre"); a byline written with initials ("A. Dupont et
  B. Martin") has no given name and stayed no names.  Initials opening every name so
  cut vouch too: a subtitle's capitalised pairs open with none.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("N E W S, Ann Lee", ["Ann Lee"]),
        ("R E V I E W, Jane Doe, John Smith", ["Jane Doe", "John Smith"]),
        ("Ann Lee · F E A T U R E", ["Ann Lee"]),
    ],
)
def test_a_letter_spaced_kicker_leaves_the_names_beside_it(line: str, names: list[str]) -> None:
    """On names40's head these lines gave [] read strictly."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("N E W S", []),
        ("Ann Lee, J K", []),  # two letters are no letter-spaced word: as before
        ("Ann Lee, Senior Analyst", ["Ann Lee"]),
        ("L O N G R E A D, Ann Lee, Bo Chen", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_letter_spaced_controls(line: str, names: list[str]) -> None:
    """Controls (as on names40's head)."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("A. Dupont et B. Martin", ["A. Dupont", "B. Martin"]),
        ("J. Hansen og K. Berg", ["J. Hansen", "K. Berg"]),
        ("M. Virtanen ja J. Korhonen", ["M. Virtanen", "J. Korhonen"]),
    ],
)
def test_initials_vouch_for_a_conjunction_cut(line: str, names: list[str]) -> None:
    """On names40's head (and the base) these gave [] read strictly."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    "line",
    [
        "Apprentissage Profond et Vision Artificielle",
        "Pierre et Jean",
        "Marie Curie et Pierre",
        "Université Paris-Saclay et CNRS",
        "Universidad de Ciencias y Artes",
        "Lee et al.",
        "Jones et Cie",
    ],
)
def test_conjunction_controls_stay_no_names(line: str) -> None:
    """Controls (as on the base and names40's head): no initials, no given name both
    sides, or no two full names."""
    assert names_in_line(line) == []


def test_a_compound_surname_joined_by_y_stays_one_name() -> None:
    """Control (as on the base)."""
    assert names_in_line("José Ortega y Gasset") == ["José Ortega y Gasset"]
