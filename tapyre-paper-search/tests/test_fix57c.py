"""Review fixes, round 57, third reviewer (fix57c): rules broader than their reasoning."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # a trade word that is also a surname ends a person's name, no firm's (bylines61)
        ("Ann Lee, Robert Holding", ["Ann Lee", "Robert Holding"]),
        ("Robert Holding, Ann Lee and Tom Hill", ["Robert Holding", "Ann Lee", "Tom Hill"]),
        ("Ann Lee, Jean Conseil", ["Ann Lee", "Jean Conseil"]),
    ],
)
def test_surname_like_trade_word_is_a_person(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


def test_firms_trade_words_still_firms() -> None:
    assert names_in_line("Acme Holdings") == []
    assert names_in_line("Acme Robotics") == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # a byline setting surnames in capitals: a two-capital surname is no legal form
        ("Jin-Ho SA, Ann LEE", ["Jin-Ho Sa", "Ann Lee"]),
        ("Ann LEE and Michael CO", ["Ann Lee", "Michael Co"]),
        ("Ann LEE, Jin SA, Bo CHEN", ["Ann Lee", "Jin Sa", "Bo Chen"]),
    ],
)
def test_two_capital_surname_in_capitals_byline(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


def test_two_capital_form_still_firm_elsewhere() -> None:
    assert names_in_line("Siemens AG") == []
    assert names_in_line("Acme SA and Ann Lee", lenient=True) == ["Ann Lee"]
