"""Review fixes, round 60 (fix60a): defects of bylines65's and front64's rules.

Each case failed on 9b965138 but the controls; lines only, no PDF is built.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.cjknames import caseless_names
from tapyre_paper_search.pdf.conjunctioncuts import at_conjunctions
from tapyre_paper_search.pdf.forewordsigner import foreword_signers, without_foreword_signers
from tapyre_paper_search.pdf.japanesenames import japanese_run_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namecuts import run_together


@pytest.mark.parametrize(
    "line",
    [
        "千葉大学・福島大学",
        "石川県・福島県・千葉県",
        "山田研究室・佐藤研究室",
        "上野駅と中野駅",
        "川口市・市川市",
    ],
)
def test_places_opening_on_a_family_name_name_nobody(line: str) -> None:
    """Before: each university, prefecture, lab, station, city read as a person."""
    assert caseless_names(line) is None
    assert not japanese_run_name(line.split("・", maxsplit=1)[0].split("と", maxsplit=1)[0])


def test_japanese_names_run_together_still_read() -> None:
    """Controls: names, one with "市" in its given name ("健市"), one given name "学"."""
    assert caseless_names("山田健市・佐藤学") == ["山田健市", "佐藤学"]
    assert caseless_names("中島由紀と石井健太") == ["中島由紀", "石井健太"]


@pytest.mark.parametrize(
    ("piece", "names"),
    [
        ("D. Thomas A. Lee R. Brown", ["D. Thomas", "A. Lee", "R. Brown"]),
        ("A. Lee D. Thomas R. Brown", ["A. Lee", "D. Thomas", "R. Brown"]),
        ("D. Álvaro Sanz Prieto", ["D. Álvaro Sanz Prieto"]),  # control: the don
    ],
)
def test_d_among_initials_is_an_initial(piece: str, names: list[str]) -> None:
    """Before: "D. Thomas" (a given name after "D.") ran on into the next name."""
    assert run_together(piece) == names


@pytest.mark.parametrize(
    ("piece", "names"),
    [
        ("Maria Kos at Charles University", ["Maria Kos at Charles University"]),
        ("Anna Lee in George Mason University", ["Anna Lee in George Mason University"]),
        ("Maja Horvat in Luka Kovačič", ["Maja Horvat", "Luka Kovačič"]),  # control
    ],
)
def test_in_and_at_join_no_institution(piece: str, names: list[str]) -> None:
    """Before: "Charles University" was cut off as a second name."""
    assert at_conjunctions(piece) == names


def _line(text: str, y0: float, size: float = 10.0, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, 60.0, y0, 60.0 + 5.0 * len(text), y0 + size, 0, 0)


_OWN = [
    _line("Beta interferon controls virus infection in mice", 97, 19.5, bold=True),
    _line("Ann Lee, Bo Chen", 140, 11),
    _line("Foreword", 171, 10.5, bold=True),
    _line("This report sets out the evidence behind our plans and the questions we will", 201),
    _line("ask. I am grateful to everyone who gave their time to it.", 218),
    _line("Ann Lee", 245),
]


def test_a_foreword_signed_by_an_author_of_the_byline_keeps_her() -> None:
    """Before: "Ann Lee", in the byline and under her own foreword, was dropped."""
    assert foreword_signers(_OWN, 1) == ()
    assert without_foreword_signers(_OWN, 1, ("Ann Lee", "Bo Chen")) == ("Ann Lee", "Bo Chen")
