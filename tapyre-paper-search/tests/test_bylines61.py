"""Bylines and names, round 61 (bylines61), on generated report pages.

A firm alone with its legal form spelt out ("Mott MacDonald Limited") or named by a
firm's word ("Acme Robotics"), no person; a trade name in camel case joined to a firm
("Google DeepMind and Alphabet Inc"), no person; common given names the list lacked
("Ruth", "Tom", "Gary"), so that a two-letter degree after such a name is cut ("Tom Hill
MA") while a surname "Ma" or a Vancouver surname's initials stay.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.firmbeside import without_trade_names
from tapyre_paper_search.pdf.givennames import is_given_name


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # a firm alone, its legal form spelt out: its words had read as a person's
        ("Mott MacDonald Limited", ()),
        # a two-letter degree after a name opening on a common given name
        ("Tom Hill MA", ("Tom Hill",)),
        ("Ruth Hale BA and Tom Ward MA", ("Ruth Hale", "Tom Ward")),
        # a trade name beside a firm; a firm named by its trade's noun
        ("Google DeepMind and Alphabet Inc", ()),
        ("Acme Robotics and Globex Inc", ()),
        ("Ann Lee and Acme Robotics", ("Ann Lee",)),
    ],
)  # fmt: skip
def test_bylines61_on_a_page(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: a surname "Ma", initials after a Vancouver surname, a person and a firm
        ("Yi Ma and Bo Chen", ("Yi Ma", "Bo Chen")),
        ("Smith AB, Jones CD", ("Smith AB", "Jones CD")),
        ("Ann MacDonald and Globex Inc", ("Ann MacDonald",)),
        ("Acme Pty Ltd and Ann Lee", ("Ann Lee",)),
    ],
)  # fmt: skip
def test_bylines61_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_firm_alone_names_nobody() -> None:
    for line in ("Mott MacDonald Limited", "Ann Lee Limited"):
        assert names_in_line(line) == []
        assert names_in_line(line, lenient=True) == []
    # read leniently, the names before a firm stay; a firm with its place stays nobody
    assert names_in_line("Ann Lee, Mott MacDonald Limited", lenient=True) == ["Ann Lee"]
    assert names_in_line("Xerox Corp, Palo Alto", lenient=True) == []
    # a firm's word after the first: "Acme Holdings", "Nova Therapeutics"
    assert names_in_line("Acme Holdings") == []
    assert names_in_line("Nova Therapeutics and Ann Lee", lenient=True) == ["Ann Lee"]
    # a form that is also a name closes no firm as a name writes it
    assert names_in_line("Peter Sas and Ann Lee") == ["Peter Sas", "Ann Lee"]


def test_a_trade_name_beside_a_firm_only() -> None:
    line = "Google DeepMind and Alphabet Inc"
    assert without_trade_names(line, ["Google DeepMind", "Alphabet Inc"]) == ["Alphabet Inc"]
    # surnames and given names in camel case stay; so does a trade name with no firm
    for person in ("Ann MacDonald", "MaryAnn Lee", "Ann LeBlanc", "Ann DiMaggio", "Ann VanDyke"):
        line = f"{person} and Globex Inc"
        assert without_trade_names(line, [person, "Globex Inc"]) == [person, "Globex Inc"]
    line = "Google DeepMind and Ann Lee"
    assert without_trade_names(line, ["Google DeepMind", "Ann Lee"]) == [
        "Google DeepMind",
        "Ann Lee",
    ]


def test_degrees_after_common_given_names() -> None:
    assert all(is_given_name(w) for w in ("Ruth", "Tom", "Gary"))
    assert names_in_line("Tom Hill MA") == ["Tom Hill"]
    # "Mark" stays off the list, an English word (names39's test): "Mark Hill MA" is as on base
    assert not is_given_name("Mark")
    # controls: a capitals family name after given names, a Vancouver surname's initials
    assert names_in_line("Mary Ann MA") == ["Mary Ann Ma"]
    assert names_in_line("Wei Wei MA, Jun LI") == ["Wei Wei Ma", "Jun Li"]
    assert names_in_line("Lopez Garcia MA and Diaz Ruiz BA") == ["Lopez Garcia Ma", "Diaz Ruiz Ba"]
