"""review152 on names42: a given name that is a Romance title word ("Salud") before a
word for "and", and a one-word affiliation under a name on an author card set in the
name's own type ("Anna Berg" / "Huawei"), read as on d1cd53c5."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from layout_pages import Writer, card_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line

# --- a given name in the Romance table --------------------------------------------------


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Salud Vidal y Pedro Leal", ["Salud Vidal", "Pedro Leal"]),
        ("SALUD VIDAL Y PEDRO LEAL", ["Salud Vidal", "Pedro Leal"]),
    ],
)
def test_a_given_name_that_is_a_title_word_opens_a_person(line: str, names: list[str]) -> None:
    """ "Salud" is a Spanish given name and a table word ("salud"); "Vidal" is in no
    table: two people, as on d1cd53c5 (names42 gave [])."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    "line", ["Vision Artificielle et Marie Curie", "Réseaux Neuronaux et Marie Curie"]
)
def test_control_a_topic_all_of_table_words_is_still_no_name(line: str) -> None:
    """Control (names42's rule kept): a topic made of table words and a person."""
    assert names_in_line(line) == []


# --- a one-word affiliation under a name on a card in the name's type -------------------


def _cards(cards: list[tuple[str, str, str]]) -> Callable[[Writer], None]:
    """Three author cards under a centred title, every line in 12-pt Times."""
    return card_front([[(text, 12.0) for text in rows] for rows in cards])


def test_a_one_word_place_under_a_name_on_a_card_is_no_surname(tmp_path: Path) -> None:
    """ "Petra Sokolov" / "Akureyri" / "Iceland": names42 read "Petra Sokolov Akureyri"."""
    cards = [
        ("Anna Berg", "Reykjavík", "Iceland"),
        ("Petra Sokolov", "Akureyri", "Iceland"),
        ("Lin Wei", "Kópavogur", "Iceland"),
    ]
    path = write_page(tmp_path / "cards.pdf", _cards(cards))  # type: ignore[arg-type]
    assert extract_pdf(path).authors == ("Anna Berg", "Petra Sokolov", "Lin Wei")


def test_a_one_word_company_under_a_name_on_a_card_is_no_surname(tmp_path: Path) -> None:
    """ "Anna Berg" / "Huawei" / "Shenzhen": names42 read "Anna Berg Huawei" (and every
    card alike).  The names stay as written (d1cd53c5 also reads "Huawei Shenzhen" as a
    name after them: left)."""
    cards = [
        ("Anna Berg", "Huawei", "Shenzhen"),
        ("Petra Sokolov", "Ericsson", "Kista"),
        ("Lin Wei", "Tencent", "Beijing"),
    ]
    path = write_page(tmp_path / "cards.pdf", _cards(cards))  # type: ignore[arg-type]
    assert extract_pdf(path).authors[:3] == ("Anna Berg", "Petra Sokolov", "Lin Wei")
