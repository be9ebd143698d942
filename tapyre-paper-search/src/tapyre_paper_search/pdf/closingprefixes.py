"""Prefixes that style guides write closed, joined at a line end (pure but for the
document's words; words52).

Scientific style (APA, AMA) writes "non", "semi", "co" and "anti" closed onto the word
after them ("nonsignificant", "semiquantitative", "comorbid", "coexpressing",
"anticancer"), and many authors write them with a hyphen all the same
("non-communicable", "co-purify", "semi-structured"): on real abstracts the two
spellings are about as common, so neither is a default.  Their lists hold few such
words (they are not of :func:`~tapyre_paper_search.pdf.closedjoins.closed_prefixes`),
so a break after one kept its hyphen wherever both pieces were words: "non-" /
"consumers" where the paper writes "noncoding".

:func:`closing_prefix` follows the document's spelling of the same word: it joins such
a break where the text or the document writes the prefix closed onto a word of the
tail's stem (:func:`same_stem`: "coexpression" beside "co-" / "expressing",
"nonsignificance" beside "non-" / "significant"), the whole no word of the list
("coincident" or "nonsense" are the dictionary's), and never with a hyphen before a
listed word that does not open with the prefix's last letter ("non-smokers";
"anti-inflammatory" and "non-GH" say nothing), and the text, or the document being
read, hyphenates plain words at line ends (a word processor's line-end hyphen is the
author's: :func:`~tapyre_paper_search.pdf.closedjoins.hyphenates`).  The tail must be a
word: listed, a regular form of a listed word, or one of the document's; it must not
open with the prefix's last letter, nor be followed by a hyphen.  words52 took the
prefix closed onto ANY other word ("nonmodel") for a habit; on real papers one author
writes "nonmodel" and "non-communicable", "coculture" and "co-receptors" (words53), so a
closed spelling of another word says nothing of this one and the hyphen stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from tapyre_paper_search.pdf.docwords import current
from tapyre_paper_search.pdf.wordforms import listed_form
from tapyre_paper_search.pdf.words import english_words

CLOSING_PREFIXES = frozenset(("non", "semi", "co", "anti"))
# Letters of a tail at the least.
_MIN_TAIL = 4
# Letters two words share at their start to be of one stem, at the least, and the most
# letters either may have after what they share (an ending: "-ion" / "-ing", "-s").
_MIN_STEM = 5
_MAX_ENDING = 4


def closing_prefix(
    head: str,
    tail: str,
    after: str,
    text: str,
    *,
    known: Callable[[str], bool],
    written: Iterable[Iterable[str]],
    hyphenates: Callable[[str], bool],
) -> bool:
    """Whether the break ``head``- / ``tail`` (lower case; ``after``: the characters
    right after ``tail``; ``text``: the text it stands in) joins: ``head`` one of
    :data:`CLOSING_PREFIXES`, ``tail`` a word (``known``, or a regular form of one) of
    :data:`_MIN_TAIL` letters or more not opening with ``head``'s last letter nor
    followed by a hyphen, ``written`` (the document's hyphenated words, lower case) and
    the text never writing ``head`` with a hyphen before another word, the text or the
    document writing it closed onto another form of ``tail``'s stem, and
    ``hyphenates(text)``."""
    if head not in CLOSING_PREFIXES or len(tail) < _MIN_TAIL or not tail.isalpha():
        return False
    if tail[0] == head[-1] or after[:1] == "-" or not listed_form(tail, known):
        return False
    if habit_apart(head, text, written) or not _habit_closed(head, tail, text):
        return False
    return hyphenates(text)


def _habit_closed(head: str, tail: str, text: str) -> bool:
    """Whether ``text``, or the document being read, writes ``head`` closed onto another
    form of ``tail``'s stem (:func:`same_stem`), a listed word or a regular form of one
    of :data:`_MIN_TAIL` letters or more, the whole no listed word: "nonsignificance"
    beside "non-" / "significant"; "noncoding" says nothing of "non-" / "consumers" (a
    dictionary's word, "coincident", "nonsense", is no writer's habit)."""
    return any(
        word != head + tail and same_stem(word[len(head) :], tail)
        for word in _closed_habit_words(head, text)
    )


def writes_closed(head: str, text: str) -> bool:
    """Whether ``text``, or the document being read, writes ``head`` closed onto a listed
    word (or a regular form of one) of :data:`_MIN_TAIL` letters or more not opening
    with ``head``'s last letter, the whole no listed word ("nonmodel", "coculture";
    hyph55)."""
    return bool(_closed_habit_words(head, text))


def _closed_habit_words(head: str, text: str) -> set[str]:
    """The words ``text`` or the document being read writes opening with ``head`` closed
    onto a word of :func:`_habit_word`, the whole no listed word (lower case)."""
    found: set[str] = set(re.findall(rf"(?<![^\W\d_-]){re.escape(head)}[a-z]+", text.lower()))
    words = current()
    if words is not None:
        found.update(words.opening_with(head))
    listed = english_words()
    return {word for word in found if word not in listed and _habit_word(word[len(head) :], head)}


def same_stem(one: str, other: str) -> bool:
    """Whether the words ``one`` and ``other`` (lower case) are forms of one stem: they
    share their first :data:`_MIN_STEM` letters or more and neither has more than
    :data:`_MAX_ENDING` letters after what they share ("expressing" and "expression",
    "receptors" and "receptor", "morbid" and "morbidity"; not "coding" and
    "consumers")."""
    shared = 0
    for first, second in zip(one, other, strict=False):
        if first != second:
            break
        shared += 1
    return shared >= _MIN_STEM and max(len(one), len(other)) - shared <= _MAX_ENDING


def habit_apart(head: str, text: str, written: Iterable[Iterable[str]]) -> bool:
    """Whether ``text`` (on one line) writes ``head`` and a hyphen before a small letter
    other than ``head``'s last, or the document's hyphenated words write it before a
    listed word (:func:`_habit_word`): "non-smokers"; not "anti-inflammatory", which is
    written so whatever the habit, nor "non-GH"."""
    pattern = rf"(?<![^\W\d_])(?i:{re.escape(head)})-(?=[a-z])(?!{re.escape(head[-1])})"
    if re.search(pattern, text):
        return True
    opening = f"{head}-"
    words = current()
    sets = [*written, *((words.hyphenated,) if words is not None else ())]
    return any(
        word.startswith(opening) and _habit_word(word[len(opening) :].split("-")[0], head)
        for hyphenated in sets
        for word in hyphenated
    )


def _habit_word(rest: str, head: str) -> bool:
    """Whether ``rest`` (lower case), written after ``head`` and a hyphen, shows a habit
    of the hyphen: a listed word (or a regular form of one) not opening with ``head``'s
    last letter; the hyphenated words are lowered, so an acronym's ("non-GH" as "non-gh")
    is told by the list."""
    return (
        len(rest) >= _MIN_TAIL
        and rest[:1] != head[-1]
        and listed_form(rest, english_words().__contains__)
    )


__all__ = ["CLOSING_PREFIXES", "closing_prefix", "habit_apart", "same_stem", "writes_closed"]
