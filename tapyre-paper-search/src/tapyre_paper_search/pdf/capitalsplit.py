"""A word in capitals hyphenated at a line end (pure but for the document's words; split
out of :mod:`.closedjoins`): :func:`capitals_split` says whether the hyphen splits one
word ("IM-" / "PACT", a structured abstract's heading), to be joined.

A word in capitals hyphenated the same way ("IM-" / "PACT", a structured abstract's
heading) kept its hyphen, as an acronym's compound does ("HIV-" / "AIDS"):
:func:`capitals_split` joins it where both pieces are capitals, the join is a listed word
and the head is neither an English listed word nor a prefix ("ON-" / "LINE", "ANTI-" / "CANCER"
keep theirs), in a text that hyphenates; where the join is no listed word, a two-letter
prefix papers write closed ("EM-" / "BASE", "UN-" / "LABELLED"; hyph57).  A listed head
before a tail that is no word ("CON-" / "CLUSIONS": "con" is listed, "clusions" is
nothing) is hyphenation too: no typed compound ends in a piece that is no word
(hyphens50).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.closedjoins import CLOSED_IN_PAPERS, hyphenates, writes_hyphenated
from tapyre_paper_search.pdf.compoundtails import PREFIXES
from tapyre_paper_search.pdf.shortprefixes import closes_in_capitals
from tapyre_paper_search.pdf.words import english_words, known_word

# Prefixes written both closed and with a hyphen (as hardhyphens reads them).
_OPEN_PREFIXES = PREFIXES | {"co"}
# A word in capitals right before a line-end hyphen, and one opening the next line.
_CAPITALS_BEFORE = re.compile(r"(?<![^\W\d_])[A-Z]{2,}$")
_CAPITALS_AFTER = re.compile(r"[A-Z]{3,}(?![^\W\d_])")
# Two-letter prefixes (no words of their own, though the English list holds some: "de",
# "en") that TeX's syllables open words with.
_SHORT_PREFIXES = frozenset(
    ("re", "de", "bi", "ex", "un", "up", "in", "im", "ir", "il", "en", "em", "di", "ab", "ad")
)


def capitals_split(text: str, dash: int, after: int) -> bool:
    """Whether the hyphen at ``dash`` in ``text`` (the line break ending at ``after``)
    splits a word in capitals (see the module docstring): the letters before it two or
    more capitals, those after it three or more up to a character that is no letter."""
    head = _CAPITALS_BEFORE.search(text, max(0, dash - 32), dash)
    tail = _CAPITALS_AFTER.match(text, after)
    if head is None or tail is None:
        return False
    first, rest = head.group().lower(), tail.group().lower()
    if first in _OPEN_PREFIXES:
        return False
    if not known_word(first + rest):
        # "EM-" / "BASE", "UN-" / "LABELLED": a two-letter prefix papers write closed
        # before a listed word, the join in no list (hyph57)
        return (
            closes_in_capitals(first, rest, CLOSED_IN_PAPERS)
            and not writes_hyphenated(first, text)
            and hyphenates(text)
        )
    if first in english_words() and known_word(rest) and first not in _SHORT_PREFIXES:
        # "ON-" / "LINE": two words may be a typed compound; "DE-" / "SIGN", "EN-" /
        # "CODE": a two-letter prefix is no word of its own, so the join, a listed word,
        # is read as in small letters ("de-" / "sign" is "design"; hyph56)
        return False
    return hyphenates(text)
