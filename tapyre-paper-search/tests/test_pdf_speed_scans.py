"""Shortcuts in the scans every page goes through answer as the plain forms do (issue 25,
speed35).

* ``refunheaded.may_open_unheaded_list`` (asked of every block of every page) asks the
  three forms of its first-entry pattern apart: "[1]" by ``in``, a "1" glued to an
  initial by a pattern the regex engine skips to by its literal "1", a line opening
  "1." only where "1." is in the text, instead of trying the alternation at every
  character.
* ``textlayer._few_known`` (the text-layer check of every page) looks the word lists up once,
  not through ``known_word`` for each word.
* ``TextBlock.first_line`` of a block read from PyMuPDF's block list slices the text up
  to its first line break instead of splitting off (copying) the rest.
* ``pagetext.joined`` tells a blank block by ``isspace`` instead of stripping a copy.

These tests hold each to the plain form it replaced, on hand-picked and random inputs.
"""

from __future__ import annotations

import random

import pytest
from tapyre_paper_search.pdf import refunheaded, textlayer
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.pagetext import joined
from tapyre_paper_search.pdf.words import known_word

# Every kind of white space str.strip() and str.split() know, and ones they do not.
_SPACES = (" ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x85", "\xa0", "\u2003", "\u3000")


def _plain_gate(text: str) -> bool:
    """``may_open_unheaded_list`` as written before: the whole pattern searched."""
    return "1" in text and refunheaded._FIRST_ENTRY_MARK.search(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "[1] J. Black, A. White",
        "text\n  1. Black, J.",
        "1J. Black, A.",
        "see 1À. Lévy",
        "x\n\n\t 1.\tBlack",  # white space of several lines before the "1."
        "x 1. Black",  # "1." not opening its line
        "11. Black",  # "1." after another digit
        "1.5 mm",  # "1." without white space after it
        "[2] J. Black\n2. White",
        "1j. black",  # a small letter after the "1"
        "Table 1Ä.",
        "",
    ],
)
def test_unheaded_gate_answers_as_the_whole_pattern(text: str) -> None:
    assert refunheaded.may_open_unheaded_list(text) == _plain_gate(text)


def test_unheaded_gate_on_random_texts() -> None:
    rng = random.Random(35)
    pieces = ["[1]", "[", "1", "]", "1.", "2.", ".", "J", "À", "Þ", "ß", "a", "x", *_SPACES]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 14)))
        assert refunheaded.may_open_unheaded_list(text) == _plain_gate(text), repr(text)


def _plain_few_known(words: list[str]) -> bool:
    """``textlayer._few_known`` as written before: ``known_word`` asked of each word."""
    needed = len(words) * textlayer._MIN_KNOWN_SHARE
    known = 0
    for word in words:
        known += known_word(word.lower())
        if known >= needed:
            return False
    return True


def test_few_known_answers_as_known_word() -> None:
    rng = random.Random(3535)
    words = ["the", "The", "THE", "und", "Straße", "STRASSE", "İstanbul", "größe", "Größe"]
    words += ["model", "Daten", "xqzt", "bcdfg", "Qwrtz", "ﬁnd", "KELVIN", "ǅemal"]
    assert _plain_few_known([]) is textlayer._few_known([]) is True
    for _ in range(5_000):
        sample = [rng.choice(words) for _ in range(rng.randint(0, 40))]
        assert textlayer._few_known(sample) == _plain_few_known(sample), sample


def test_first_line_of_a_block_list_block() -> None:
    rng = random.Random(353)
    pieces = ["a", "Table 1", "\n", "\n\n", "\r", "\r\n", " ", "\x85", "\u2028", "é"]
    for raw in ("", "\n", "one line", "first\nsecond", "\nafter a break", "a\r\nb"):
        block = TextBlock(0.0, 0.0, 10.0, 10.0, None, raw=raw, detailed=False)
        assert block.first_line == raw.split("\n", 1)[0]
    for _ in range(5_000):
        raw = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 10)))
        block = TextBlock(0.0, 0.0, 10.0, 10.0, None, raw=raw, detailed=False)
        assert block.first_line == raw.split("\n", 1)[0], repr(raw)


def _plain_joined(blocks: list[TextBlock], max_chars: int) -> str:
    """``pagetext.joined`` as written before: a blank block told by stripping it."""
    parts: list[str] = []
    room = max_chars
    for block in blocks:
        text = block.text
        if not text.strip():
            continue
        if parts:
            room -= 2
        if room <= 0:
            break
        parts.append(text[:room])
        room -= len(parts[-1])
    return "\n\n".join(parts)


def test_joined_drops_the_blank_blocks_stripping_dropped() -> None:
    rng = random.Random(3553)
    texts = ["", "word", "two words", "é", "|", *_SPACES, "\u200b", "\x00"]
    for _ in range(5_000):
        blocks = []
        for _ in range(rng.randint(0, 6)):
            text = "".join(rng.choice(texts) for _ in range(rng.randint(0, 4)))
            if rng.random() < 0.5:
                blocks.append(TextBlock(0.0, 0.0, 1.0, 1.0, None, raw=text, detailed=False))
            else:
                line = BlockLine(text, 0.0, 0.0, 1.0, 1.0, 10.0, False)
                blocks.append(TextBlock(0.0, 0.0, 1.0, 1.0, [line]))
        room = rng.choice((1, 3, 8, 200_000))
        assert joined(blocks, room) == _plain_joined(blocks, room)
