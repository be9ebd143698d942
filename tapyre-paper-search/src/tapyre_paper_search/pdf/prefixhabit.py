"""A head the document writes closed onto other words (pure): :func:`closes_head`.

TeX hyphenates a compound at its prefix ("super-" / "space" of "superspace"); when the
joined word is in no word list and the paper writes it nowhere else, both pieces being
words kept the hyphen ("super-space", names47: t47 ieeetran-journal).  The paper shows
its habit with that head, though: it writes "superstring" and "supersymmetric" closed,
the head set before words the list holds, and no word with "super-".  Where it writes
two such closed words or more and none with the head and a hyphen, the break is joined.

A head ending in the letter the tail opens with keeps its hyphen ("anti-" /
"inflammatory", "re-" / "entry"): such compounds are written with it.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Collection, Iterable, Sequence
from itertools import islice, takewhile

from tapyre_paper_search.pdf.words import english_words

# Closed words with the head a document must write, and the least letters of the word
# after the head in each ("super" + "string").
_MIN_CLOSED = 2
_MIN_REST = 4
_MIN_HEAD = 3


def closes_head(
    head: str,
    tail: str,
    whole: Collection[str],
    hyphenated: Collection[str],
    *,
    words_opening: Callable[[str], Iterable[str]] | None = None,
) -> bool:
    """Whether the document, whose lower-cased words written whole are ``whole`` and
    hyphenated are ``hyphenated``, writes ``head`` (lower case) closed onto words of the
    English list at least twice and never with a hyphen after it, and ``tail`` does not
    open with ``head``'s last letter (see the module docstring).

    ``words_opening`` gives the words of ``whole`` that open with a head (asked only where
    the words are looked at; :meth:`~.docwords.DocumentWords.opening_with`), instead of
    every word of the document read for each broken word (speed43).  The answer is the
    same: it counts the same words, in whatever order."""
    if len(head) < _MIN_HEAD or not tail or tail[0].lower() == head[-1]:
        return False
    opening = f"{head}-"
    if any(word.startswith(opening) for word in hyphenated):
        return False
    listed = english_words()
    closed = 0
    for word in whole if words_opening is None else words_opening(head):
        if (
            word.startswith(head)
            and len(word) - len(head) >= _MIN_REST
            and word[len(head) :] in listed
        ):
            closed += 1
            if closed >= _MIN_CLOSED:
                return True
    return False


def opening_with(ordered: Sequence[str], head: str) -> Iterable[str]:
    """The words of sorted ``ordered`` that open with ``head``: every string opening with
    it sorts at or after ``head`` itself and before any string that does not open with it
    but sorts after it, so they stand together from ``head``'s bisection point on."""
    start = bisect_left(ordered, head)
    return takewhile(lambda word: word.startswith(head), islice(ordered, start, None))


__all__ = ["closes_head", "opening_with"]
