"""A prefix's "a" or "i" before the same vowel keeps its hyphen (pure; hyph55).

English seldom closes a word onto a doubled "a" or "i" ("intraarticular",
"antiinflammatory" are rare spellings): a compound whose head ends in the vowel its
tail opens with is written with its hyphen ("multi-institutional", "intra-arterial",
"semi-invasive", "meta-analysis").  :func:`doubled_vowel` keeps the hyphen of such a
break where the join is no known word nor a regular form of one; a head the lists
lack ("multi", "intra") made it a syllable, and the break was joined.

In the shared sources' abstracts (scifact and arXiv), words of three letters or more
joined by a hyphen at "a-a" or "i-i", the join no listed word, are written 350 times
(261 "a-a", 89 "i-i"); closed with "aa" or "ii" inside, the whole no listed word, 29
(most "antiinflammatory"; "-iitis" endings are left out by the tail's length).
"""

from __future__ import annotations

from collections.abc import Callable

from tapyre_paper_search.pdf.wordforms import listed_form

_VOWELS = frozenset("ai")
_MIN_HEAD = 3  # letters of the head at the least
_MIN_TAIL = 5  # letters of the tail at the least ("polyangi-" / "itis" is one word)


def doubled_vowel(head: str, tail: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head``- / ``tail`` (lower case) keeps its hyphen: ``head``
    (:data:`_MIN_HEAD` letters or more) ends in "a" or "i" and ``tail``
    (:data:`_MIN_TAIL` small letters or more) opens with the same, the join no known
    word (``known``: the lists and the document's words) nor a regular form of one."""
    if len(head) < _MIN_HEAD or not head.isalpha() or head[-1] not in _VOWELS:
        return False
    if len(tail) < _MIN_TAIL or tail[0] != head[-1] or not (tail.isalpha() and tail.islower()):
        return False
    joined = head + tail
    return not known(joined) and not listed_form(joined, known)


__all__ = ["doubled_vowel"]
