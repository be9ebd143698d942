"""Line-end hyphens that split a word written closed (pure; used by
:func:`~.refpieces.entry_text`).

The line-end rule (:func:`~.normalize.normalize_inline`) keeps a line-end hyphen
where the next line opens with a capital, and where the piece after it is an English
word but the two together are not one.  Two kinds of break it so kept are
hyphenation's:

- in a title set in capitals, a word split at a syllable: "THE DE-" / "VELOPMENT OF
  LUPUS" read "DE-VELOPMENT"; the two pieces in capitals, their letters together an
  English word ("development"), are joined;
- a bound prefix that is no word on its own and is written closed ("un", "dis",
  "mis"; and the numbers "di" and "tri", closed in science's words: "dichorionic",
  "trimethyl"; refs49) before an English word: "Learning un-" / "supervised", "dis-" /
  "entangled", "di-" / "amniotic" read "un-supervised", "dis-entangled",
  "di-amniotic" (the word list lacks the closed forms);
  joined, but where the word opens with the prefix's last letter or the prefix
  follows a letter, digit or hyphen (it is then no prefix).  "re", "pre" and "de"
  are left to the line-end rule on purpose: titles write their compounds both ways
  and often with the hyphen ("Pre-training", "re-identification",
  "de-identification", "re-ranking"), so a break there cannot tell which; the
  line-end rule keeps such a hyphen unless the closed word is in the word list;
- an adverb or a noun the word list lacks, made with "-ly" or "-ness" from one it
  holds, split after a piece that is a word too: "in-" / "completely" read
  "in-completely" ("in" and "completely" are words, "incompletely" is not in the list
  but "incomplete" is); joined (refs49).

:func:`closed_breaks` joins each such break with no hyphen before the line-end rule
reads the text; it reads the text at its breaks only.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refbreaks import rewrite_breaks
from tapyre_paper_search.pdf.words import english_words

_PREFIXES = frozenset(("un", "dis", "mis", "di", "tri"))
_CAPITALS_TAIL = re.compile(r"[A-Z]{2,}(?![\w-])")
_SMALL_TAIL = re.compile(r"[a-z]{3,}(?![\w-])")
_MIN_JOINED = 6  # letters of a word joined across capitals, at the least
_SUFFIXES = ("ly", "ness")  # what makes an adverb or a noun of a word the list holds


def _head(text: str, at: int) -> str:
    """The letters right before the hyphen at ``at``; "" where a digit, a hyphen or an
    apostrophe comes before them (the piece is then no word's start)."""
    start = at
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "-_'’"):
        return ""
    return text[start:at]


def _closed(head: str, text: str, after: int) -> bool:
    """Whether ``head``, a hyphen, a line break and the text from ``after`` are one
    word written closed (see the module docstring)."""
    words = english_words()
    if head.isupper():
        tail = _CAPITALS_TAIL.match(text, after)
        joined = (head + tail.group()).lower() if tail is not None else ""
        return len(joined) >= _MIN_JOINED and joined in words
    if not head[1:].islower():
        return False
    tail = _SMALL_TAIL.match(text, after)
    if tail is None:
        return False
    if head.lower() not in _PREFIXES:
        return _derived(head.lower() + tail.group(), len(head), words)
    return tail.group()[0] != head[-1] and tail.group() in words


def _derived(joined: str, head: int, words: frozenset[str]) -> bool:
    """Whether ``joined`` (its first ``head`` letters the piece before the break) is an
    adverb or a noun made with :data:`_SUFFIXES` from a word of ``words`` longer than
    the piece ("incompletely" of "incomplete"; "happily" of "happy"), itself no word."""
    if joined in words:
        return False
    for suffix in _SUFFIXES:
        stem = joined.removesuffix(suffix)
        if stem == joined:
            continue
        stems = (stem, stem[:-1] + "y") if stem.endswith("i") else (stem,)
        return any(len(s) > head + 2 and s in words for s in stems)
    return False


def closed_breaks(text: str) -> str:
    """``text`` (an entry's lines apart by ``\\n``) with each line-end hyphen that
    splits a word written closed gone, with its break (see the module docstring)."""
    return rewrite_breaks(text, _joined)


def _joined(text: str, at: int, after: int) -> str | None:
    """ "" where the break at ``at`` splits a word written closed; else None."""
    head = _head(text, at) if at > 0 else ""
    return "" if head and _closed(head, text, after) else None
