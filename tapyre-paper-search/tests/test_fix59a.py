"""Review fixes, round 59 (fix59a): defects of bylines64's and front63's rules, line by line."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.etal import without_et_al
from tapyre_paper_search.pdf.semicolongroups import grouped_names


@pytest.mark.parametrize(
    "line", ["Иванов Пётр, Петров Александр", "Сидоров Пётр Александр", "Кедр."]
)
def test_a_line_closing_on_dr_with_no_and_is_left_as_it_is(line: str) -> None:
    # "Александр" closes on "др": no "и др." there, and no endless recursion
    assert without_et_al(line) == line


def test_a_russian_byline_closing_on_a_given_name_reads_its_names() -> None:
    assert names_in_line("Иванов Пётр, Петров Александр") == ["Иванов Пётр", "Петров Александр"]


def test_russian_and_others_still_closes_a_list() -> None:
    assert without_et_al("Кузьмина О. Г., Белов П. Р. и др.") == "Кузьмина О. Г., Белов П. Р."


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("王楠、刘洋、陈曦", ["王楠", "刘洋", "陈曦"]),  # "楠", "曦": rarer given names
        ("王刚，李想", ["王刚", "李想"]),
        ("黄金，白银", []),  # controls: words, no common given name closing any
        ("方法，程序", []),
    ],
)
def test_a_list_of_two_hanzi_names_with_a_rarer_given_name_still_reads(
    line: str, names: list[str]
) -> None:
    assert names_in_line(line) == names


def test_a_semicolon_closing_a_wrapped_line_of_groups_opens_no_group() -> None:
    line = "Lars Nilsson, Karolinska Institutet, Stockholm; Maja Berg, Lund University, Lund;"
    assert names_in_line(line, lenient=True) == ["Lars Nilsson", "Maja Berg"]
    assert grouped_names("Lars Nilsson, Karolinska Institutet, Stockholm;", str) is None


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Photographs by Ann Lee and Bo Chen", []),  # a credit line alone: no author
        ("Photos by Ann Lee, Bo Chen", []),
        ("Story by Ann Lee | Illustration by Dana Price", ["Ann Lee"]),  # front63's, kept
        ("Words by Ann Lee, photography by Bo Chen", ["Ann Lee"]),
    ],
)
def test_a_line_opening_on_a_picture_credit_names_no_author(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names
