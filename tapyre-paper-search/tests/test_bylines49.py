"""Bylines49: one person's four-word name alone in a byline.

On the base: a four-word name none of whose parts the given-name lists hold ("Nwe Zaw
Myint Htun", "Aung Kyaw Soe Naing") or whose second given name they lack ("Jean Luc
Thomas Garnier") was read as two people, cut after two words (``namecuts.run_together``),
though it was the report page's only byline line, with no separator and at most a mark
after it (``lonebyline.lone_person``).

Controls (labelled ``control``) pass on the base too: two people run together whose
first half reads as a whole name ("Ann Lee Bo Chen", "Tom Hill Sara Cole"), names on
author cards ("Kyle Lo" / "Doug Downey"), and a four-word name with two listed given
names ("Ana Lúcia Souza Lima").  Report pages are tidy43's
(``report_pages.byline_authors``), cards names42's (``layout_pages.card_front``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import card_front, write_page
from report_pages import byline_authors, two_line_authors
from tapyre_paper_search.pdf import extract_pdf

# --- a lone four-word name is one person --------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Nwe Zaw Myint Htun", ("Nwe Zaw Myint Htun",)),
        ("Aung Kyaw Soe Naing*", ("Aung Kyaw Soe Naing",)),
        ("Jean Luc Thomas Garnier", ("Jean Luc Thomas Garnier",)),
        ("Written by Jean Luc Thomas Garnier", ("Jean Luc Thomas Garnier",)),
    ],
)
def test_a_lone_four_word_name_is_one_person(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_lone_name_over_its_affiliation_is_one_person(tmp_path: Path) -> None:
    """The name's line over an affiliation line in the byline's type."""
    got = two_line_authors(tmp_path, "Than Htike Zaw Win", "Yangon Technological University")
    assert got == ("Than Htike Zaw Win",)


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Ann Lee Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Tom Hill Sara Cole", ("Tom Hill", "Sara Cole")),
        ("Ana Lúcia Souza Lima", ("Ana Lúcia Souza Lima",)),
        ("Nwe Zaw, Myint Htun", ("Nwe Zaw", "Myint Htun")),
        ("Nwe Zaw and Myint Htun", ("Nwe Zaw", "Myint Htun")),
    ],
)
def test_control_two_people_run_together_or_parted_stay_two(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    """Control: a first or second half that reads as a whole name ("Ann Lee", "Sara
    Cole"), or a separator, keeps two people; two listed given names were one already."""
    assert byline_authors(tmp_path, byline) == want


def test_control_names_on_cards_stay_apart(tmp_path: Path) -> None:
    """Control: each card's name is a line of its own, so no line is the byline's only."""
    cards = [
        [("Kyle Lo", 12.0), ("Allen Institute for AI", 10.0)],
        [("Doug Downey", 12.0), ("Allen Institute for AI", 10.0)],
        [("Nwe Zaw", 12.0), ("University of Yangon", 10.0)],
    ]
    path = write_page(tmp_path / "cards.pdf", card_front(cards))
    assert extract_pdf(path).authors == ("Kyle Lo", "Doug Downey", "Nwe Zaw")


@pytest.mark.parametrize(
    ("text", "found", "want"),
    [
        ("Nwe Zaw Myint Htun1", ["Nwe Zaw", "Myint Htun"], "Nwe Zaw Myint Htun"),
        ("Ann Lee Bo Chen", ["Ann Lee", "Bo Chen"], None),
        ("Nwe Zaw · Myint Htun", ["Nwe Zaw", "Myint Htun"], None),
        ("NWE ZAW MYINT HTUN", ["NWE ZAW", "MYINT HTUN"], None),
        ("Nwe Zaw Myint Htun", ["Nwe Zaw Myint Htun"], None),
    ],
)
def test_lone_person_reads_the_line_and_its_names(
    text: str, found: list[str], want: str | None
) -> None:
    """The rule itself (new in bylines49): only two two-word names making up the line."""
    from tapyre_paper_search.pdf.lonebyline import lone_person  # new module: base lacks it

    assert lone_person(text, found) == want


# --- a plural topic after a verb that makes no text ---------------------------------------


@pytest.mark.parametrize(
    "byline",
    ["Shaped by Ocean Currents", "Moved by Rising Tides", "Carried by Sea Breezes"],
)
def test_a_plural_topic_after_a_verb_of_no_making_names_nobody(tmp_path: Path, byline: str) -> None:
    """On the base: "Ocean Currents", "Rising Tides", "Sea Breezes" read as a person."""
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Written by Stone Waters", ("Stone Waters",)),
        ("Written by Brook Fields", ("Brook Fields",)),
        ("Prepared by Dusty Rhodes", ("Dusty Rhodes",)),
        ("Prepared by Gray Sanders", ("Gray Sanders",)),
        ("Drafted by Stone Waters", ("Stone Waters",)),
        ("Shaped by Joy Rivers", ("Joy Rivers",)),
        ("Written by Marshal Lawless", ("Marshal Lawless",)),
    ],
)
def test_control_plural_surnames_after_a_maker_or_a_given_name_stay(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    """Control: a verb of making a text ("Written", "Prepared", "Drafted") or a given name
    of the lists ("Joy") keeps a plural-shaped surname a person's."""
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Written by Charity Banks", ("Charity Banks",)),
        ("Drafted by Ann Banks", ("Ann Banks",)),
    ],
)
def test_a_given_name_before_a_plural_body_word_is_a_person(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    """On the base: nobody ("Banks" read as a body's head, the name as an organisation)."""
    assert byline_authors(tmp_path, byline) == want


def test_control_a_body_in_the_singular_names_nobody(tmp_path: Path) -> None:
    """Control: "Charity Bank" after a lead is a body, as on the base."""
    assert byline_authors(tmp_path, "Prepared by Charity Bank") == ()


# --- German: a strong participle's lead, an adjective after "von" ---------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Entworfen von Anna Schmidt", ("Anna Schmidt",)),
        ("Entworfen von Jonas Keller und Mia Vogt", ("Jonas Keller", "Mia Vogt")),
        ("Geschrieben von Digitaler Verlag", ()),
        ("Geschrieben von Technischer Ausschuss", ()),
    ],
)
def test_german_strong_participles_and_adjectives_after_von(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    """On the base: "Entworfen von Anna Schmidt" was one person's name, "Entworfen" no
    lead ("ent-…-en" had no participle's shape); "Digitaler Verlag" read as a person
    after the table's "Geschrieben von"."""
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Geschrieben von Maria von Trapp", ("Maria von Trapp",)),
        ("Geschrieben von Hans Weber und Eva Roth", ("Hans Weber", "Eva Roth")),
        ("Gebhardt von Blücher", ("Gebhardt von Blücher",)),
    ],
)
def test_control_german_names_after_von_stay(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    """Control: names after the table's lead, and a name with its own particle."""
    assert byline_authors(tmp_path, byline) == want


# --- a place under a name on an author card -------------------------------------------------


def _card_authors(tmp_path: Path, cards: list[list[str]]) -> tuple[str, ...]:
    """The authors of names42's three-card page: each card's first line the name (12 pt),
    the lines under it in 10 pt."""
    rows = [[(text, 12.0 if k == 0 else 10.0) for k, text in enumerate(card)] for card in cards]
    return extract_pdf(write_page(tmp_path / "cards.pdf", card_front(rows))).authors


@pytest.mark.parametrize(
    "cards",
    [
        [["Ann Lee", "Ann Arbor"], ["Bo Chen", "Santa Clara"], ["Eva Roth", "San Jose"]],
        [["Ann Lee", "Ann Arbor, MI"], ["Bo Chen", "Santa Clara, CA"], ["Eva Roth", "San Jose"]],
        [["Ann Lee", "Intel Labs"], ["Bo Chen", "Santa Clara"], ["Eva Roth", "Adobe Research"]],
    ],
)
def test_a_place_under_a_name_on_a_card_is_no_author(
    tmp_path: Path, cards: list[list[str]]
) -> None:
    """On the base: "Ann Arbor", "Santa Clara", "San Jose" read as authors (a card whose
    line holds no address word was no card)."""
    assert _card_authors(tmp_path, cards) == ("Ann Lee", "Bo Chen", "Eva Roth")


@pytest.mark.parametrize(
    "cards",
    [
        [
            ["Ann Lee", "University of Michigan", "Ann Arbor"],
            ["Bo Chen", "Intel Labs", "Santa Clara"],
            ["Eva Roth", "Adobe Research", "San Jose"],
        ],
        [
            ["Ann Lee", "Ann Arbor", "ann@umich.edu"],
            ["Bo Chen", "Santa Clara", "bo@intel.com"],
            ["Eva Roth", "San Jose", "eva@adobe.com"],
        ],
    ],
)
def test_control_a_place_on_a_card_with_an_address_line(
    tmp_path: Path, cards: list[list[str]]
) -> None:
    """Control: an institution or an e-mail on each card vouched for it already."""
    assert _card_authors(tmp_path, cards) == ("Ann Lee", "Bo Chen", "Eva Roth")
