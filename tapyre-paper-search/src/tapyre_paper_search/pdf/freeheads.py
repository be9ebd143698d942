"""A compound adjective's first word before a word no list holds (pure; words53).

"high-" / "throughput", "whole-" / "exome", "cross-" / "reactivity", "low-" /
"penetrance": the word after the break is a real word the shipped list lacks, so the
lists' rule (both pieces words, the whole none:
:func:`~tapyre_paper_search.pdf.lexiconhyphens.words_keep`) could not keep the hyphen,
and the break was joined ("highthroughput").  The first pieces here are free adjectives
of degree, size or extent that open compound adjectives; in the shared sources'
abstracts such a first word is written with its hyphen before an unlisted word ("high-
throughput" 58 times, "whole-exome", "cross-reactivity", "low-folate") and closed onto
one almost never, while the words that do open with one of them are listed words or
regular forms of them ("highland", "lowering", "longitudinally", "broadening"), which
join as before.  :func:`free_head` keeps the hyphen where the tail is a word of
:data:`_MIN_TAIL` small letters or more and the two are no known word together.
"""

from __future__ import annotations

from collections.abc import Callable

from tapyre_paper_search.pdf.wordforms import listed_form

FREE_HEADS = frozenset(
    (
        *("high", "low", "cross", "well", "whole", "large", "small", "half", "single"),
        *("long", "short", "wide", "broad", "narrow", "deep", "fast", "slow"),
    )
)
# Letters of the word after the break at the least ("high-" / "er" is a piece).
_MIN_TAIL = 5


def free_head(head: str, tail: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head``- / ``tail`` (lower case) keeps its hyphen: ``head`` one of
    :data:`FREE_HEADS`, ``tail`` :data:`_MIN_TAIL` small letters or more, and the join
    no known word nor a regular form of one (``known``: the lists and the document's
    words)."""
    if head not in FREE_HEADS or len(tail) < _MIN_TAIL or not (tail.isalpha() and tail.islower()):
        return False
    joined = head + tail
    return not known(joined) and not listed_form(joined, known)


__all__ = ["FREE_HEADS", "free_head"]
