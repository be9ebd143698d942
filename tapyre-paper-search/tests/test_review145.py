"""review145 on names41: the words before a language's word for "and" read strictly
(``authors._before_reads_as_name``) cut at 4 letters turned away given names that are
dictionary words ("Grace", "Claude", "Ernst", "Walker", "Blessing"), which the given-name
lists keep off on purpose; the topic before a vouched person in capitals ran together
into one name ("Intelligence Artificielle Et Marie Curie")."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Grace Hopper et Marie Curie", ["Grace Hopper", "Marie Curie"]),
        ("Claude Bernard et Marie Curie", ["Claude Bernard", "Marie Curie"]),
        ("Ernst Müller et Marie Curie", ["Ernst Müller", "Marie Curie"]),
        ("Walker Evans et Marie Curie", ["Walker Evans", "Marie Curie"]),
        ("Blessing Okafor et Marie Curie", ["Blessing Okafor", "Marie Curie"]),
        ("Rosario Fernández y María García", ["Rosario Fernández", "María García"]),
        ("Professor Jean Dupont et Marie Curie", ["Professor Jean Dupont", "Marie Curie"]),
        ("GRACE HOPPER ET MARIE CURIE", ["Grace Hopper", "Marie Curie"]),
    ],
)
def test_a_given_name_that_is_a_word_before_et_is_still_a_person(
    line: str, names: list[str]
) -> None:
    """Read strictly, a first name that is also an English or German word (and so off
    the given-name lists) opens a person's name: two people, as on 484fca81.  On
    names41's head: no names (one run-together name in capitals)."""
    assert names_in_line(line) == names


def test_a_topic_before_a_person_in_capitals_is_no_name() -> None:
    """In capitals the topic and the person are not run together into one name of five
    words (names41's head: "Intelligence Artificielle Et Marie Curie")."""
    assert names_in_line("INTELLIGENCE ARTIFICIELLE ET MARIE CURIE") == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Intelligence Artificielle et Marie Curie", []),
        ("Marie Curie et Pierre Curie", ["Marie Curie", "Pierre Curie"]),
        ("A. Dupont et B. Martin", ["A. Dupont", "B. Martin"]),
        ("Juan y María García", ["Juan y María García"]),
        ("Ion Popescu și Maria Ionescu", ["Ion Popescu", "Maria Ionescu"]),
        ("Université Paris-Saclay et CNRS", []),
        ("Universidad de Ciencias y Artes", []),
    ],
)
def test_controls_words_for_and(line: str, names: list[str]) -> None:
    """Controls (pass on names41's head too)."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    "line",
    [
        "J. Smith et al.",
        "Smith, J. et al.",
        "Garcia Lopez et al.",
        "Van Der Berg et al.",
        "Following Vaswani et al.",
        "Supplementary Material Chen et al.",
        "Vision Transformer et al.",
    ],
)
def test_one_name_or_prose_before_et_al_names_nobody(line: str) -> None:
    """A running head ("J. Smith et al.", a double surname "Garcia Lopez et al.") or a
    line of prose closing on "et al." names nobody, as on 484fca81 (names41's head: "J.
    Smith", "Garcia Lopez", "Following Vaswani", "Vision Transformer")."""
    assert names_in_line(line) == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Ann Lee and Bo Chen et al.", ["Ann Lee", "Bo Chen"]),
        ("A. Smith, B. Jones et al.", ["A. Smith", "B. Jones"]),
        ("Lee et al.", []),
    ],
)
def test_controls_a_list_before_et_al(line: str, names: list[str]) -> None:
    """Controls (pass on names41's head too): a list of names before "et al." is read."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Mary Rose Long", "MARY ROSE LONG\nAbstract. Prices rose Long before the crash."),
        ("Anna May Smith", "ANNA MAY SMITH, BO CHEN\nThe matrices may Smith-reduce."),
    ],
)
def test_a_word_of_prose_before_a_surname_is_no_casing_of_the_name(name: str, text: str) -> None:
    """``pagecasing``: a middle name that is a common word, written in small letters in
    prose before the surname, is not the name written again (names41's head: "Mary rose
    Long", "Anna may Smith")."""
    from tapyre_paper_search.pdf.pagecasing import cased_by_page

    assert cased_by_page((name,), text) == (name,)


@pytest.mark.parametrize(
    "text",
    [
        "WYTSKE FAN DER BOSK\nCorrespondence: W. fan der Bosk, Lyon",
        "WYTSKE FAN DER BOSK\nCorrespondence: Wytske fan der Bosk, Lyon",
    ],
)
def test_controls_the_name_written_again_gives_its_casing(text: str) -> None:
    """Controls (pass on names41's head too): the given name or its initial before the
    mixed-case writing."""
    from tapyre_paper_search.pdf.pagecasing import cased_by_page

    assert cased_by_page(("Wytske Fan der Bosk",), text) == ("Wytske fan der Bosk",)
