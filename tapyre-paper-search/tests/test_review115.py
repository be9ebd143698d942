"""review115 on names37: an Icelandic or Faroese institution named with a place
preposition ("Háskólinn í Reykjavík") is no name with a link word; a generational
suffix after a three-word name cut after two closes the whole name ("Martin Luther King
Jr")."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import dejavu_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name


@pytest.mark.parametrize(
    "piece",
    [
        "Háskólinn í Reykjavík",  # Reykjavik University
        "Háskólinn á Akureyri",
        "Menntaskólinn í Reykjavík",
        "Sjúkrahúsið á Akureyri",  # Akureyri Hospital
        "Miðnámsskúlin í Suðuroy",
        "Náttúrustovan í Tórshavn",
        "HÁSKÓLINN Í REYKJAVÍK",
    ],
)
def test_an_institution_with_a_place_preposition_is_no_name(piece: str) -> None:
    """Base 8f16c90: "" ("í" is no name word); names37 read it as a Faroese name."""
    if piece.isupper():  # in capitals: a name on the base, with the link set upper
        assert as_name(piece) == "Háskólinn Í Reykjavík"
    else:
        assert as_name(piece) == ""


@pytest.mark.parametrize(
    ("piece", "name"),
    [
        ("Sámal í Lakjuni", "Sámal í Lakjuni"),
        ("Kristoffer í Dali", "Kristoffer í Dali"),
        ("Guðrið á Bakka", "Guðrið á Bakka"),
        ("Siti Nurhaliza binti Tarudin", "Siti Nurhaliza binti Tarudin"),
    ],
)
def test_names_with_a_link_are_still_read(piece: str, name: str) -> None:
    """Controls: names37's reading kept (none of these words is an institution's)."""
    assert as_name(piece) == name


def test_an_institution_after_a_name_run_together_is_left_out() -> None:
    assert names_in_line("Anna Jónsdóttir Háskólinn í Reykjavík") == []
    assert names_in_line("Anna Jónsdóttir, Háskólinn í Reykjavík") == []
    assert names_in_line("Anna Jónsdóttir, Háskólinn í Reykjavík", lenient=True) == [
        "Anna Jónsdóttir"
    ]


@pytest.mark.parametrize(
    ("lines", "names"),
    [
        (
            (
                "Anna Jónsdóttir and Jón Sigurðsson",
                "Háskólinn í Reykjavík",
                "Menntavegur 1, 102 Reykjavík, Iceland",
            ),
            ("Anna Jónsdóttir", "Jón Sigurðsson"),
        ),
        (("Anna Jónsdóttir", "Háskólinn á Akureyri", "Akureyri, Iceland"), ("Anna Jónsdóttir",)),
        (
            ("Anna Jónsdóttir, Jón Sigurðsson", "Sjúkrahúsið á Akureyri", "Iceland"),
            ("Anna Jónsdóttir", "Jón Sigurðsson"),
        ),
    ],
)
def test_an_icelandic_affiliation_line_gives_no_author(
    tmp_path: Path, lines: tuple[str, ...], names: tuple[str, ...]
) -> None:
    """Base 8f16c90 read these pages right; names37 added the institution as an author."""
    found = extract_pdf(write_page(tmp_path / "is.pdf", dejavu_front(lines)))
    assert found.authors == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Martin Luther King Jr Coretta King", ["Martin Luther King Jr", "Coretta King"]),
        ("Mary Ann Smith Jr Tom Lee", ["Mary Ann Smith Jr", "Tom Lee"]),
        ("Ahmad Faisal Ismail II Siti Rahman", ["Ahmad Faisal Ismail II", "Siti Rahman"]),
        # base: "Martin Luther" / "King Jr. Coretta" / … was not read; names37 read three
        # wrong names; the run stays unread (a three-word name runs into the next)
        ("Martin Luther King Jr. Coretta Scott King", []),
    ],
)
def test_a_suffix_closes_a_three_word_name(line: str, names: list[str]) -> None:
    """Base 8f16c90: "Martin Luther" + "King Jr" + …; names37: nothing or wrong names."""
    assert names_in_line(line) == names


def test_suffixes_names37_read_stay() -> None:
    """Controls: names37's readings."""
    assert names_in_line("John Smith Jr. Jane Doe") == ["John Smith Jr.", "Jane Doe"]
    assert names_in_line("Jane Doe John Smith Jr.") == ["Jane Doe", "John Smith Jr."]
    assert names_in_line("Elvin Rauf oğlu Quliyev Jr. and Jane Doe") == [
        "Elvin Rauf oğlu Quliyev Jr.",
        "Jane Doe",
    ]
