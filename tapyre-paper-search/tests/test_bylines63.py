"""Bylines and names, round 63 (bylines63): lines and a few generated report pages.

A rank cut short closes no name ("Col. James R. Whitaker"; police ranks too); French
titles of address ("Pr", and "M." / "Me" beside another French title); Chinese names run
together in a list ("王晓明，李华、张伟"); a firm's "with" before its people ("KPMG LLP,
with Ann Lee"); a ministry in other languages; names set each with its affiliation; a
two-capitals legal form read by the other names' shape ("Norconsult AS and Ann Lee",
"Jin SA, Li HB"); a given name that is an English word before a capitals degree.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.affilpairs import paired_names
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.hannames import han_run_name
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Col. Henry P. Aldane and Insp. Mira Cole", ("Henry P. Aldane", "Mira Cole")),
        ("M. Luc Perrin et Mme Odile Ferrand", ("Luc Perrin", "Odile Ferrand")),
        ("刘明辉，周静、孙浩", ("刘明辉", "周静", "孙浩")),
        ("Ines Kahl, University of Oslo, Tomas Berg, ETH Zurich", ("Ines Kahl", "Tomas Berg")),
    ],
)  # fmt: skip
def test_bylines63_on_a_page(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a rank cut short, its name holding a middle initial; ranks alone before an aside
        ("Col. James R. Whitaker and Ann Lee", ["Col. James R. Whitaker", "Ann Lee"]),
        ("Maj. Gen. (Ret.) Paul Keane", ["Paul Keane"]),
        # a firm's "with" before its people
        ("KPMG LLP, with Anika Shah and Tom Brennan", ["Anika Shah", "Tom Brennan"]),
        ("Ann Lee, with Bo Chen", []),  # after a person: as on base (strict)
        # a ministry in other languages, a consultancy's trade
        ("Ministerio de Sanidad y Consumo", []),
        ("Ministère de la Santé", []),
        ("Ann Lee and Bo Chen, Ricardo Energy & Environment", ["Ann Lee", "Bo Chen"]),
        # a two-capitals legal form by the other names' shape; alone as on base
        ("Norconsult AS and Ann Lee", ["Ann Lee"]),
        ("Jin SA, Li HB", ["Jin SA", "Li HB"]),
        ("Larsen AS, Berg OK", ["Larsen AS", "Berg OK"]),
        ("Larsen AS", ["Larsen AS"]),
        ("Wei Wei MA, Jun LI", ["Wei Wei Ma", "Jun Li"]),
        # a given name that is an English word before a capitals degree
        ("Mark Hill MA", ["Mark Hill"]),
        ("Mark Rose MA", ["Mark Rose Ma"]),
    ],
)  # fmt: skip
def test_bylines63_lines(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


def test_french_titles_need_another_beside_m_and_me() -> None:
    assert untitled(("Me Anne Roy", "Pr Jean Martin")) == ("Anne Roy", "Jean Martin")
    assert untitled(("Pr Jean Martin",)) == ("Jean Martin",)
    assert untitled(("M. Scott Peck", "M. Ann Lee")) == ("M. Scott Peck", "M. Ann Lee")
    assert untitled(("Me Anne Roy", "Bo Chen")) == ("Me Anne Roy", "Bo Chen")


def test_han_run_name_asks_a_family_name() -> None:
    assert han_run_name("王晓明") and han_run_name("欧阳娜娜") and han_run_name("李华")
    assert not han_run_name("机器学习") and not han_run_name("王") and not han_run_name("王晓明明")


def test_paired_names_alternate_strictly() -> None:
    def name(piece: str) -> str:
        return piece

    assert paired_names(["Ann Lee", "University of Oslo", "Bo Chen", "MIT"], name) == [
        "Ann Lee",
        "Bo Chen",
    ]
    # a name where an affiliation should stand, an odd count: left to the usual reading
    assert paired_names(["Ann Lee", "University of Oslo", "Bo Chen", "Carl Diaz"], name) is None
    assert paired_names(["Ann Lee", "University of Oslo", "Bo Chen"], name) is None
    # an address: a city, a country (no institution, an acronym that is a country)
    address = ["Ann Lee", "Harvard Medical School", "Boston Massachusetts", "USA"]
    assert paired_names(address, name) is None
    assert paired_names(["Ann Lee", "University of Oslo", "Blindern Oslo", "Norway"], name) is None
