"""A prefix the document writes with its hyphen keeps it before a word no list holds
(pure but for the document's words; hyph55).

A break after a prefix whose join is no word of the lists nor the document's ("post-" /
"translational", "co-" / "immunoprecipitation", "pre-" / "pubertal") was joined: the
tail is no listed word either, so nothing said it was a compound.  The author's
spelling of the same prefix elsewhere does: a paper that writes "post-operative" or
"co-receptors" with the hyphen before a listed word hyphenates its prefix, and one that
writes "nonmodel" or "coculture" closes it.  :func:`prefix_habit` keeps the hyphen of
such a break where the text or the document writes the prefix with a hyphen before a
listed word (:func:`~tapyre_paper_search.pdf.closingprefixes.habit_apart`) and never
closed onto one (:func:`~tapyre_paper_search.pdf.closingprefixes.writes_closed`): the
mirror of :func:`~tapyre_paper_search.pdf.prefixhabit.closes_head` ("super-" / "space"
joins where the paper writes "superstring" and "supersymmetric").

The document's own spelling of the word comes first: the hyphenated form written
elsewhere is kept by the normaliser, and the closed form written elsewhere is a word of
the document (``known``), so the break joins.  The prefixes are those papers write
either way (:data:`HABIT_PREFIXES`); "re-", "de-", "un-", "under-", "over-" or
"trans-" open so many closed words that TeX breaks after them that no habit is read.

In the shared sources' abstracts (scifact and arXiv, each abstract its own document),
the words after one of these prefixes, six letters or more, whose join no list holds
nor the abstract's other words, are written with the hyphen 1,344 times and closed
2,838; where the rest of the abstract writes the prefix with a hyphen before a listed
word and never closed onto one, 499 and 58 (most of those a word opening with "co"
that is no prefix: "contractile", "colorectal", which TeX does not break there).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tapyre_paper_search.pdf.closingprefixes import habit_apart, writes_closed
from tapyre_paper_search.pdf.wordforms import listed_form

HABIT_PREFIXES = frozenset(
    ("pre", "post", "non", "anti", "semi", "multi", "co", "sub", "inter", "intra", "pseudo")
)
MIN_TAIL = 6  # letters of the word after the prefix, at the least


def prefix_habit(
    head: str,
    tail: str,
    after: str,
    text: str,
    *,
    known: Callable[[str], bool],
    written: Iterable[Iterable[str]],
) -> bool:
    """Whether the break ``head``- / ``tail`` (``after``: the characters right after
    ``tail``; ``text``: the text it stands in) keeps its hyphen: ``head``, lowered, one
    of :data:`HABIT_PREFIXES`, ``tail`` :data:`MIN_TAIL` small letters or more not
    followed by a hyphen, the join no known
    word (``known``: the lists and the document's words) nor a regular form of one,
    and the text or the document writing the prefix with a hyphen before a listed word
    (``written``: the document's hyphenated words, lower case) and never closed onto
    one."""
    prefix = head.lower()
    if prefix not in HABIT_PREFIXES or head not in (prefix, prefix.capitalize()):
        return False
    if len(tail) < MIN_TAIL or not (tail.isalpha() and tail.islower()):
        return False
    if after[:1] == "-":
        return False
    joined = prefix + tail
    if known(joined) or listed_form(joined, known):
        return False
    return habit_apart(prefix, text, written) and not writes_closed(prefix, text)


__all__ = ["HABIT_PREFIXES", "MIN_TAIL", "prefix_habit"]
