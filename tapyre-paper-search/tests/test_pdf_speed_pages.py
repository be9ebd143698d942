"""Shortcuts in reading pages answer as the plain forms do (issue 25, speed20).

``hardhyphens.line_end_breaks`` tries its break pattern only at the start of the
letters before each "-\\n", instead of at every position of the page;
``refunheaded.may_open_unheaded_list`` asks its pattern only of text holding a
"1".  These tests hold each to the plain form it replaced, on hand-picked and
random inputs.
"""

from __future__ import annotations

import random

import pytest
from tapyre_paper_search.pdf import hardhyphens, refunheaded
from tapyre_paper_search.pdf.hardhyphens import hard_breaks, line_end_breaks


def _plain_breaks(text: str) -> list[tuple[str, str]]:
    """The breaks as first found: the pattern run over the whole text, tails opening
    with a capital (one the pattern's ASCII class lets through) left out."""
    return [b for b in hardhyphens._BREAK.findall(text) if not b[1][0].isupper()]


_TEXTS = (
    "anterior-\npharynx and EGFR-\ndriven",
    "infor-\nmation",
    "state-of-the-\nart",  # a compound head: no break
    "x-\nray",  # a one-letter head
    "COVID19-\nlike",  # a digit before the head's letters
    "_ab-\ncd",  # an underscore before the head
    "ab-\ncd-\nef",  # the first tail is followed by a hyphen: only the second breaks
    "ab-\ncd ef-\ngh",
    "ab-\nCd",  # a capital tail
    "ab-\ncd9",  # a digit after the tail
    "ab-\ncd-",  # a hyphen after the tail
    "-\nab",
    "ab-\n",
    "Wärme-\nleitfähigkeit und Unter-\nsuchungen",
    "Straße-\nßen",
    "ab²-\ncd",  # a superscript two: a word character, not a letter
    "ab½c-\nde",
    "αβ-\nγδ ΑΒ-\nΓΔ",
    "ab-\n-\ncd",
    "",
)


@pytest.mark.parametrize("text", _TEXTS)
def test_breaks_match_the_plain_pattern(text: str) -> None:
    assert line_end_breaks([text]) == _plain_breaks(text)


def test_breaks_by_hand() -> None:
    assert line_end_breaks(["anterior-\npharynx and EGFR-\ndriven"]) == [
        ("anterior", "pharynx"),
        ("EGFR", "driven"),
    ]
    # "the" follows a hyphen (a compound); "cd" is followed by one, so only "cd-" breaks.
    assert line_end_breaks(["state-of-the-\nart", "ab-\ncd-\nef"]) == [("cd", "ef")]
    assert line_end_breaks(["x-\nray", "ab-\nCd", "ab-\ncd9"]) == []


def test_breaks_on_random_texts() -> None:
    rng = random.Random(25)
    pieces = ["ab", "cd", "Ef", "GH", "é", "ß", "ı", "İ", "2", "²", "_", "-", "\n", "-\n", " ", "."]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        assert line_end_breaks([text]) == _plain_breaks(text), repr(text)


def test_hard_breaks_uses_them() -> None:
    pages = ["the anterior-\npharynx", "an EGFR-\ndriven cell"]
    assert hard_breaks(pages, {"anterior", "pharynx", "driven"}) == [
        ("anterior", "pharynx"),
        ("EGFR", "driven"),
    ]


def test_unheaded_gate_needs_a_one() -> None:
    mark = refunheaded._FIRST_ENTRY_MARK
    assert refunheaded.may_open_unheaded_list("[1] J. Black, A. White")
    assert refunheaded.may_open_unheaded_list("text\n  1. Black, J.")
    assert refunheaded.may_open_unheaded_list("1J. Black, A.")
    assert not refunheaded.may_open_unheaded_list("[2] J. Black\n2. White")
    rng = random.Random(20)
    pieces = ["[1]", "[", "1", "]", "1.", "2.", " ", "\n", "J", "É", "a", ".", "x", "\t"]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert refunheaded.may_open_unheaded_list(text) == (mark.search(text) is not None)
