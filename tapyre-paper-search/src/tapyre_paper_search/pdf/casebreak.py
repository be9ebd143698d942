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

The document's own spelling decides where it writes the word elsewhere (hyphens51):
"piR-" / "NAs" (two small letters only: :func:`broken_inside` leaves it, as "pH-" /
"NMR") is joined where the document writes "piRNAs" (or "piRNA") whole and never "piR-NAs"
(:func:`written_closed`; so is a word in capitals, "MED-" / "LINE" beside "MEDLINE":
words52), and a mixed-case word after a break in small letters
("endo-" / "siRNAs", which TeX breaks only at its hyphen) keeps the hyphen where the
document writes that word on its own and never the two closed (:func:`written_apart`).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from tapyre_paper_search.pdf.capitalsplit import capitals_split
from tapyre_paper_search.pdf.words import LazyVocabulary

_MIN_SMALL = 3
_HEAD = re.compile(rf"(?<![\w-])[^\W\d_A-Z]{{{_MIN_SMALL},}}[A-Z]{{1,2}}$")
_TAIL = re.compile(r"[A-Z]{2,3}s?(?![\w-])")
_MAX_CAPITALS = 4  # across the break: "microR" + "NAs" is 3, "microCT" + "SPECT" 7
# The letters right before a line-end dash, and those a line opens with, a whole word.
_LETTERS_BEFORE = re.compile(r"(?<![\w-])[^\W\d_]{2,}$")
_LETTERS_AFTER = re.compile(r"[^\W\d_]+(?![\w-])")
# A word in mixed case that opens in small letters ("siRNAs", "mRNA", "piRNA").
_MIXED = re.compile(r"[^\W\d_A-Z]+[A-Z][^\W\d_]*")


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


def written_closed(
    text: str,
    dash: int,
    after: int,
    words: Collection[str] | None,
    hyphenated: Collection[str] | None,
) -> bool:
    """Whether the hyphen at ``dash`` in ``text`` (the line break ending at ``after``,
    a capital after it) parts a word that the document writes whole: the letters
    either side (small ones among them, or three capitals or more after the break:
    "MED-" / "LINE" beside "MEDLINE" or "Medline"; words52), joined and lowered, are in
    ``words``
    in this number or the other ("siRNAs" beside "siRNA") (the document's words written
    whole; ``None``: ``text``'s own) and with the hyphen
    neither in ``hyphenated`` (the document's hyphenated words) nor in ``text``."""
    head = _LETTERS_BEFORE.search(text, max(0, dash - 64), dash)
    tail = _LETTERS_AFTER.match(text, after)
    if head is None or tail is None:
        return False
    first, rest = head.group().lower(), tail.group().lower()
    if not any(map(str.islower, head.group() + tail.group())) and len(rest) < _MIN_SMALL:
        return False  # (capitals only: "MED-" / "LINE" beside "MEDLINE", not "PET-" / "CT")
    own = words if words is not None else LazyVocabulary((text,))
    joined = first + rest
    # the word or its plural's other number ("siR-" / "NAs" beside "siRNA")
    numbers = (joined, joined[:-1] if joined.endswith("s") else joined + "s")
    if not any(form in own for form in numbers):
        return False
    if hyphenated is not None and f"{first}-{rest}" in hyphenated:
        return False
    return f"{first}-{rest}" not in text.lower()


def written_apart(head: str, tail: str, words: Collection[str]) -> bool:
    """Whether ``tail`` after a line-end hyphen is a word in mixed case opening in small
    letters (:data:`_MIXED`) that ``words`` (the document's words written whole, lower
    case) hold on its own and not closed onto ``head``."""
    if _MIXED.fullmatch(tail) is None:
        return False
    return tail.lower() in words and (head + tail).lower() not in words


def capitals_join(
    text: str, at: int, end: int, known: Collection[str] | None, words: Collection[str] | None
) -> bool:
    """Whether the hyphen at ``at``, before a capital opening the line at ``end``, splits
    one word: a word of mixed case inside its capitals ("microR-" / "NAs":
    :func:`broken_inside`) or one the document writes
    whole ("piR-" / "NAs" beside "piRNAs": ``words``, ``known`` its hyphenated words;
    :func:`written_closed`, hyphens51), or a word in
    capitals hyphenated ("IM-" / "PACT": :func:`~.capitalsplit.capitals_split`,
    hyphens49)."""
    return (
        broken_inside(text, at, end)
        or written_closed(text, at, end, words, known)
        or capitals_split(text, at, end)
    )


def _few_capitals(head: str, tail: str) -> bool:
    """Whether the pieces hold at most :data:`_MAX_CAPITALS` capitals together: a word
    broken inside a short run of capitals, not a word and an acronym of their own
    ("microCT-" / "SPECT" keeps its hyphen)."""
    return sum(c.isupper() for c in head + tail) <= _MAX_CAPITALS


__all__ = ["broken_inside", "broken_word", "capitals_join", "written_apart", "written_closed"]
