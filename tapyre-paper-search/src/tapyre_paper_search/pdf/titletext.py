"""A title's text from its lines (pure): the rows joined in reading order, capitals
mended, a wrapped word joined back, and the specks a scan leaves at its ends or
before its words dropped (split out of :mod:`.titlegroups`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.capstitle import mend_capitals
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.titlebreaks import title_inline
from tapyre_paper_search.pdf.words import known_word

# A title has at most this many characters.
_TITLE_MAX_CHARS = 400


def join_title(group: Sequence[Line]) -> str:
    if not group:
        return ""
    ordered = sorted(group, key=lambda line: (round(line.y0), line.x0))
    text = mend_capitals("\n".join(_STOP_SPECK.sub(r"\1", line.text) for line in ordered))
    title = _without_specks(title_inline(text))
    if sum(map(str.isalpha, title)) < 4 or len(title) > _TITLE_MAX_CHARS:
        return ""
    return title


_SPECKS = "_|~`^·•"
# A full stop after a lower-case article, preposition or conjunction closing a row: a
# speck ("mortality in." over "Korean men"); inside a row it is the title's own stop
# ("Worth Fighting for. A History").
_STOP_SPECK = re.compile(
    r"(?<![\w.])(in|of|on|to|for|with|and|or|the|a|an|mit|und|oder|der|die|das|von|für|im|zu)"
    r"\.(?=\s*$)"
)
_OPENING_QUOTES = "‘'\"“„‚"
_CLOSING_QUOTES = "’'\"”“‘"
_WORD_OPENING = re.compile('(?:(?<=\\s)|^)["“„‚](?=\\w)')
"""An opening double quote (or a low one) before a word: a speck over or under a
title's line reads as one ("wobble ‚positions").  A single high quote is no such
speck: it stands for letters left out ("'t Hooft", "'s-Hertogenbosch") or an ʻokina
("‘Oumuamua") and nothing closes it."""

_ELISION = re.compile(r"['‘’][a-z]{1,2}(?=[\s-])")
"""A single high quote before one or two lower-case letters that end a word: letters
left out ("'t Hooft", "'s-Hertogenbosch", "'n"), the title's own, not a speck at its
start."""


_ELIDED_IT = re.compile(r"['‘’]T(?:is|was|were|will|would|IS|WAS|WERE|WILL|WOULD)\b")
"""A single high quote before "T" and the verb "it" was elided before ("'Tis", "'Twas";
"'TIS" in a title set in capitals): letters left out before a capital."""
_OKINA = re.compile(
    r"['‘’ʻ]([AEIOU](?:[hklmnpw]?[aeiouāēīōū]){2,}|[AEIOU](?:[HKLMNPW]?[AEIOUĀĒĪŌŪ]){2,})\b"
)
"""A single high quote (an ʻokina as OCR reads it) before a capital vowel and a word of
the Hawaiian alphabet's shape (every consonant of h, k, l, m, n, p, w before a vowel,
the word ending in one), in lower case after its capital or all in capitals:
"‘Oumuamua", "ʻOhana", "‘OUMUAMUA"; kept when the word lists do not know the word
without it ("Alone" is known: a quote speck before it goes)."""


def _elided_capital(title: str) -> bool:
    """Whether ``title`` opens with a single quote that belongs to its first word,
    before a capital (:data:`_ELIDED_IT`, :data:`_OKINA`)."""
    if _ELIDED_IT.match(title):
        return True
    okina = _OKINA.match(title)
    return okina is not None and not known_word(okina.group(1).lower())


def _without_specks(title: str) -> str:
    """``title`` without the dirt a scan leaves at its ends (a stray stroke read as
    "_" or "|"; an opening quote never closed, but for one for letters left out:
    :data:`_ELISION`, :func:`_elided_capital`) and opening double or low quotes never
    closed before its words (:data:`_WORD_OPENING`)."""
    title = title.strip(_SPECKS + " ")
    if (
        title[:1] in _OPENING_QUOTES
        and not _ELISION.match(title)
        and not _elided_capital(title)
        and not any(c in title[1:] for c in _CLOSING_QUOTES)
    ):
        title = title[1:].lstrip()
    for match in reversed(list(_WORD_OPENING.finditer(title))):
        if not any(c in title[match.end() :] for c in _CLOSING_QUOTES):
            title = title[: match.start()] + title[match.end() :]
    return title


__all__ = ["join_title"]
