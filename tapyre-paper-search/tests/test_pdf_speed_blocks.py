"""Shortcuts in reading a body page's blocks answer as the plain forms do (issue 25,
speed22).

``linenumbers.strip_blocks`` asks its number pattern of a block's whole text instead
of splitting every block into words first: the pattern's ``\\s`` is the white space
``str.split`` cuts at, so a text is one number between white space exactly when it
splits into one word that is a number.  These tests hold it to the plain form it
replaced, on hand-picked and random pages.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from tapyre_paper_search.pdf import linenumbers, numbercolumns
from tapyre_paper_search.pdf.linenumbers import strip_blocks


def _plain_strip(blocks: list[Any], height: float) -> list[Any]:
    """``strip_blocks`` as first written: every block's text split into words."""
    numbers = []
    for block in blocks:
        parts = str(block[4]).split()
        if block[6] == 0 and len(parts) == 1 and linenumbers._NUMBER.match(parts[0]):
            x0, y0, x1 = float(block[0]), float(block[1]), float(block[2])
            numbers.append((x0, x1, y0, int(parts[0]), block))
    if len(numbers) < linenumbers._MIN_BLOCK_NUMBERS:
        return blocks
    gone = numbercolumns.columns(numbers, linenumbers._MIN_BLOCK_NUMBERS)
    ys = [n[2] for n in numbers if id(n[4]) in gone]
    if not ys or max(ys) - min(ys) < height * linenumbers._MIN_SPREAD:
        return blocks
    return [b for b in blocks if id(b) not in gone]


# Texts a margin number's block may hold, or not: white space of every kind str.split
# knows, digits of other scripts, too many digits, two numbers, words.
_TEXTS = (
    "12",
    "12\n",
    " 7 ",
    "\u00a03\u2003",
    "\x1c4\x1d",
    "\u2028 15 \u0085",
    "\t\n 99\n\n",
    "١٢",  # Arabic-Indic digits: a number to both forms
    "１２",  # full-width digits
    "12345",
    "1 2",
    "12a",
    "a12",
    "1.5",
    "-3",
    "",
    " ",
    "\n",
    "Results",
    "Table 2: scores",
    "3\n4",
    "0000",
    "²",  # a superscript two: no decimal digit
)


def _page(rng: random.Random, *, column: bool) -> list[Any]:
    """A page's block tuples: text blocks, image blocks, and (``column``) margin numbers
    one step apart down a left margin."""
    blocks: list[Any] = []
    number = rng.randint(1, 40)
    ys = sorted(rng.uniform(40, 760) for _ in range(rng.randint(0, 30)))
    for index, y in enumerate(ys):
        if column and rng.random() < 0.6:
            x0 = 20 + rng.choice((0.0, 0.5, 1.0, 3.0))
            text = rng.choice(("{}", " {} ", "{}\n", "\u00a0{}"))
            blocks.append((x0, y, x0 + 8, y + 7, text.format(number), index, 0))
            number += rng.choice((1, 1, 1, 1, 5, 5, 0))
            continue
        x0 = rng.uniform(40, 400)
        text = rng.choice(_TEXTS) if rng.random() < 0.5 else "word " * rng.randint(1, 9)
        kind = 1 if rng.random() < 0.1 else 0
        blocks.append((x0, y, x0 + rng.uniform(5, 200), y + rng.uniform(5, 60), text, index, kind))
    rng.shuffle(blocks)  # PyMuPDF's order need not be the page's, top to bottom
    return blocks


@pytest.mark.parametrize("text", _TEXTS)
def test_one_text_as_the_plain_form(text: str) -> None:
    # Seven blocks down a margin, the text's digits growing: a column wherever the
    # text is a number ("12", "13", … in its white space).
    blocks = [(20.0, 100.0 * k, 28.0, 100.0 * k + 7, _grown(text, k), k, 0) for k in range(1, 8)]
    assert strip_blocks(blocks, 800.0) == _plain_strip(blocks, 800.0)
    images = [(x0, y0, x1, y1, t, n, 1) for x0, y0, x1, y1, t, n, _ in blocks]
    assert strip_blocks(images, 800.0) == images


def _grown(text: str, step: int) -> str:
    """``text`` with its last ASCII digit raised by ``step`` (its other characters kept)."""
    for at in range(len(text) - 1, -1, -1):
        if "0" <= text[at] <= "9":
            return text[:at] + str(int(text[at]) + step) + text[at + 1 :]
    return text


def test_hand_picked_numbers_are_found() -> None:
    # The white space of other kinds around the numbers is no obstacle.
    found = 0
    for text in _TEXTS:
        blocks = [
            (20.0, 100.0 * k, 28.0, 100.0 * k + 7, _grown(text, k), k, 0) for k in range(1, 8)
        ]
        found += len(strip_blocks(blocks, 800.0)) < len(blocks)
    assert found >= 8


def test_a_margin_column_is_taken_off() -> None:
    numbers = [(20.0, 100.0 * k, 28.0, 100.0 * k + 7, f" {k}\n", k, 0) for k in range(1, 7)]
    body = [(60.0, 90.0, 500.0, 700.0, "Body text of the page.\n", 9, 0)]
    kept = strip_blocks(numbers + body, 800.0)
    assert kept == body
    # Numbers that cannot be line numbers stay: five digits, two numbers in one block.
    wide = [(20.0, 100.0 * k, 28.0, 100.0 * k + 7, f"1000{k}", k, 0) for k in range(1, 7)]
    assert strip_blocks(wide + body, 800.0) == wide + body
    pairs = [(20.0, 100.0 * k, 28.0, 100.0 * k + 7, f"{k} {k}", k, 0) for k in range(1, 7)]
    assert strip_blocks(pairs + body, 800.0) == pairs + body


def test_random_pages_as_the_plain_form() -> None:
    rng = random.Random(22)
    stripped = 0
    for trial in range(3000):
        blocks = _page(rng, column=trial % 2 == 0)
        got = strip_blocks(blocks, 800.0)
        assert got == _plain_strip(blocks, 800.0)
        stripped += len(got) < len(blocks)
    assert stripped > 100  # the columns were found, not only the pages left alone


# normalize_text(own_hyphenated=True): the page's own hyphenated words are in the
# document's (``hyphenated``), so they are not read again where only white space
# changed before the line-end breaks are read.

_PIECES = (
    "machine-readable",
    "machine-\nreadable",
    "Machine-\nReadable",
    "state-of-the-\nart",
    "infor-\nmation",
    "sixteen-\nchannel",
    "non\u2010linear",  # a Unicode hyphen: a hyphenated word only once mapped to "-"
    "non-\nlinear",
    "co\u00adop-\neration",
    "EGFR-\ndriven",
    "x-\nray",
    "\x0crole-\nplay",
    "role\x07-\nplay",
    "Andr\u00b4e-\nMarie",
    "  wide   spaces\t\there ",
    "\u00a0no-break\u00a0space-\nd",
    "\u2028line\u2029sep-\narated",
    "self-\n\nreport",
    "TNF-\nor LPS-induced",
    "pre- and post-\ntraining",
    "word",
    "\n",
)


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(_PIECES) + rng.choice((" ", "\n", "  ", " \n")) for _ in range(8))


def test_own_hyphenated_words_as_read_again() -> None:
    from tapyre_paper_search.pdf.lineendhyphens import hyphenated_words
    from tapyre_paper_search.pdf.normalize import normalize_text
    from tapyre_paper_search.pdf.words import LazyVocabulary

    rng = random.Random(25)
    for _ in range(1500):
        texts = [_text(rng) for _ in range(rng.randint(1, 3))]
        known = set().union(*(hyphenated_words(t) for t in texts))
        words = LazyVocabulary(texts)
        for text in texts:
            plain = normalize_text(text, hyphenated=known, words=words)
            assert normalize_text(text, hyphenated=known, words=words, own_hyphenated=True) == plain


def test_own_hyphenated_words_read_where_characters_changed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tapyre_paper_search.pdf import lineendhyphens, normalize

    # "non‐linear" (U+2010) is "non-linear" only once mapped: the page's own words read
    # before the mapping lack it, so they are read again, and the break keeps its hyphen.
    text = "a non\u2010linear model\nand a non-\nlinear one"
    known = lineendhyphens.hyphenated_words(text)
    assert "non-linear" not in known
    got = normalize.normalize_text(text, hyphenated=known, own_hyphenated=True)
    assert got == normalize.normalize_text(text, hyphenated=known)
    assert "a non-linear one" in got
    # Where only white space changes, they are not read again.
    plain = "a non-linear model\nand a non-\nlinear one  "
    known = lineendhyphens.hyphenated_words(plain)

    def unread(_: str) -> set[str]:
        raise AssertionError("read again")

    monkeypatch.setattr(lineendhyphens, "hyphenated_words", unread)
    got = normalize.normalize_text(plain, hyphenated=known, own_hyphenated=True)
    assert got == "a non-linear model and a non-linear one"
