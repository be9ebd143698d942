"""A word of mixed case broken at a line's end before its capitals (pure).

TeX hyphenates a word such as "microRNAs" inside its capitals ("microR-" / "NAs"); a
dash before a capital at a line's end otherwise stays ("Fermi-" / "Dirac", "anti-" /
"HIV"), so the word read "microR-NAs".  :func:`broken_inside` tells such a break: the
head is a word of at least :data:`_MIN_SMALL` small letters ending in one or two
capitals ("microR", "nanoR"), the tail a run of two or three capitals with at most a
plural "s" ("NAs", "NA"), at most four capitals in all ("microCT-" / "SPECT" is two
words), so that neither piece is a word of its own.  "pH-" / "NMR" (too few
small letters), "anti-" / "HIV" (no capital ends the head) and "Fermi-" / "Dirac" (a
word of its own after the break) keep their hyphen.
"""

from __future__ import annotations

import re

_MIN_SMALL = 3
_HEAD = re.compile(rf"(?<![\w-])[^\W\d_A-Z]{{{_MIN_SMALL},}}[A-Z]{{1,2}}$")
_TAIL = re.compile(r"[A-Z]{2,3}s?(?![\w-])")
_MAX_CAPITALS = 4  # across the break: "microR" + "NAs" is 3, "microCT" + "SPECT" 7


def broken_inside(text: str, dash: int, after: int) -> bool:
    """Whether the hyphen at ``dash`` in ``text``, the line break ending at ``after``,
    parts a mixed-case word inside its capitals (see the module)."""
    head = _HEAD.search(text, max(0, dash - 64), dash)
    tail = _TAIL.match(text, after)
    return head is not None and tail is not None and _few_capitals(head.group(), tail.group())


def broken_word(head: str, tail: str) -> bool:
    """Whether a word's pieces ``head`` and ``tail`` (either side of a line-end hyphen)
    part a mixed-case word inside its capitals ("microR", "NAs")."""
    return bool(_HEAD.search(head) and _TAIL.fullmatch(tail)) and _few_capitals(head, tail)


def _few_capitals(head: str, tail: str) -> bool:
    """Whether the pieces hold at most :data:`_MAX_CAPITALS` capitals together: a word
    broken inside a short run of capitals, not a word and an acronym of their own
    ("microCT-" / "SPECT" keeps its hyphen)."""
    return sum(c.isupper() for c in head + tail) <= _MAX_CAPITALS


__all__ = ["broken_inside", "broken_word"]
