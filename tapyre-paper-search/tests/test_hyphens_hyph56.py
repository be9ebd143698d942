"""hyph56: line-end hyphens, ninth pass: capitalised words broken inside.

- A capitalised head in mid-sentence (after a word opening with a small letter, or a
  comma, semicolon or bracket) whose pieces are both listed words and whose join is
  none is a name's syllable and joins ("Nether-" / "lands", "Queens-" / "land"), unless
  the tail is an adjective's ("Toll-" / "like", "Gram-" / "negative"), the head a prefix
  or a ten, or the document writes the word with its hyphen (capitalheads).
- A word in capitals after a two-letter prefix joins where the join is a listed word,
  as in small letters ("DE-" / "SIGN", "EN-" / "CODE"); "ON-" / "LINE" keeps it
  (closedjoins).

Cases marked "fails on base" fail on c989396b; the others pin what stays.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from drawnlines import drawn_text, read_after_hyphenation


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: the hyphen kept ("Nether-lands", "Queens-land", "Hunting-ton")
        ("at clinics in the Nether-\nlands, and", "at clinics in the Netherlands, and"),
        ("we worked in Queens-\nland with them", "we worked in Queensland with them"),
        ("patients with Hunting-\nton disease", "patients with Huntington disease"),
        ("two sites (Nether-\nlands) were", "two sites (Netherlands) were"),
        ("sites, Queens-\nland and", "sites, Queensland and"),
    ],
)
def test_a_name_broken_in_mid_sentence_joins(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # controls: an adjective's tail, a label before a sentence, a sentence's start,
        # a ten, a prefix, the document's hyphenated spelling
        ("the Toll-\nlike receptor", "the Toll-like receptor"),
        ("by Gram-\nnegative bacteria", "by Gram-negative bacteria"),
        ("the Notch-\ndependent genes", "the Notch-dependent genes"),
        ("Design Case-\ncontrol study.", "Design Case-control study."),
        ("Long-\nterm effects were seen.", "Long-term effects were seen."),
        ("in all, Twenty-\none died", "in all, Twenty-one died"),
        ("with the Anti-\ntumor drug", "with the Anti-tumor drug"),
        (
            "the Queens-land road and the Queens-\nland bridge",
            "the Queens-land road and the Queens-land bridge",
        ),
        ("in the Fabry-\nPerot cavity", "in the Fabry-Perot cavity"),
        # controls: a participle's compound, a web address
        ("and the Controlled-\ntrials list", "and the Controlled-trials list"),
        ("at www.Nether-\nlands.org and", "at www.Nether-lands.org and"),
    ],
)
def test_other_capitalised_breaks_answer_as_before(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


@pytest.mark.parametrize(
    ("head", "tail", "text", "joins"),
    [
        ("Nether", "lands", "in the Nether-\nlands", True),
        ("Nether", "lands", "The Nether-\nlands", False),  # after a capitalised word
        ("Atom", "tests", "The Atom-\ntests", False),
        ("Nether", "lands", "Nether-\nlands", False),  # nothing before it
        ("Nether", "lands", "was read. Nether-\nlands", False),  # a sentence's start
        ("NETHER", "lands", "in the NETHER-\nlands", False),  # no small letters
        ("Nether", "la", "in the Nether-\nla", False),  # too short a tail
        ("Post", "lands", "in the Post-\nlands", False),  # a prefix
        ("Toll", "like", "in the Toll-\nlike", False),
    ],
)
def test_capital_name_joins(head: str, tail: str, text: str, joins: bool) -> None:
    from tapyre_paper_search.pdf.capitalheads import capital_name_joins  # new in hyph56

    assert capital_name_joins(head, tail, text, text.index("\n") + 1) is joins


def test_the_documents_compound_tail_keeps_it() -> None:
    from tapyre_paper_search.pdf.capitalheads import capital_name_joins  # new in hyph56

    text = "in the Nether-\nlands"
    assert not capital_name_joins("Nether", "lands", text, 15, [{"wet-lands"}])
    assert capital_name_joins("Nether", "lands", text, 15, [{"wet-land"}])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: "DE-SIGN", "EN-CODE"
        ("diet. DE-\nSIGN A randomized trial", "diet. DESIGN A randomized trial"),
        ("lines from EN-\nCODE. We found", "lines from ENCODE. We found"),
        # controls: a word as the head ("ON-LINE"), a join no word after a prefix
        # papers write with a hyphen (hyph57: "DE-" / "GRAND" now joins, as "de-" /
        # "grand" does in small letters: test_hyphens_hyph57)
        ("the ON-\nLINE form", "the ON-LINE form"),
        ("the IN-\nGRAND form", "the IN-GRAND form"),
    ],
)
def test_a_two_letter_prefix_in_capitals(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


_LINES = (
    "The infor-",
    "mation was read at six clinics in the Nether-",
    "lands and two in Queens-",
    "land, with the Toll-",
    "like receptor. DE-",
    "SIGN A randomized trial.",
)


def test_drawn_page_reads_the_kinds(tmp_path: Path) -> None:
    # fails on base: "Nether-lands", "Queens-land", "DE-SIGN"
    text = drawn_text(tmp_path / "body.pdf", _LINES)
    assert "six clinics in the Netherlands and two in Queensland, with" in text
    assert "the Toll-like receptor. DESIGN A randomized trial." in text
