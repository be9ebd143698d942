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

from collections.abc import Collection

from tapyre_paper_search.pdf.words import english_words

# Closed words with the head a document must write, and the least letters of the word
# after the head in each ("super" + "string").
_MIN_CLOSED = 2
_MIN_REST = 4
_MIN_HEAD = 3


def closes_head(head: str, tail: str, whole: Collection[str], hyphenated: Collection[str]) -> bool:
    """Whether the document, whose lower-cased words written whole are ``whole`` and
    hyphenated are ``hyphenated``, writes ``head`` (lower case) closed onto words of the
    English list at least twice and never with a hyphen after it, and ``tail`` does not
    open with ``head``'s last letter (see the module docstring)."""
    if len(head) < _MIN_HEAD or not tail or tail[0].lower() == head[-1]:
        return False
    opening = f"{head}-"
    if any(word.startswith(opening) for word in hyphenated):
        return False
    listed = english_words()
    closed = 0
    for word in whole:
        if (
            word.startswith(head)
            and len(word) - len(head) >= _MIN_REST
            and word[len(head) :] in listed
        ):
            closed += 1
            if closed >= _MIN_CLOSED:
                return True
    return False


__all__ = ["closes_head"]
