"""A whole noun in "-ity" or "-ness" before a line-end hyphen (pure; latex60).

"Sparsity-" / "certifying", "Robustness-" / "guided": the head is a whole abstract
noun, and no word goes on past those endings (TeX leaves three letters at least after
a break, and "-ities" / "-nesses" break before their own last syllable), so a break
right after one is a compound's hyphen.  The lists' rule (both pieces words, the whole
none: :func:`~tapyre_paper_search.pdf.lexiconhyphens.words_keep`) could not keep it
where the noun is unlisted ("sparsity"), and the break was joined
("Sparsitycertifying").  :func:`noun_head` keeps the hyphen where the tail is a
listed word (or a regular form of one) of :data:`_MIN_TAIL` letters or more and the
two are no listed word together ("business-" / "like" still joins).
"""

from __future__ import annotations

from collections.abc import Callable

from tapyre_paper_search.pdf.wordforms import listed_form

# Abstract nouns' endings nothing follows inside a word.
_ENDINGS = ("ity", "ness")
# Letters of the head at the least (a stem before the ending: "city-" is a word's head).
_MIN_HEAD = 6
# Letters of the tail at the least.
_MIN_TAIL = 4


def noun_head(head: str, tail: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head`` (small letters) is an abstract noun ending in "-ity" or
    "-ness" and ``tail`` (small letters) a ``known`` word (or a regular form of one)
    that does not close onto it: the hyphen between them is kept."""
    if len(head) < _MIN_HEAD or len(tail) < _MIN_TAIL or not head.endswith(_ENDINGS):
        return False
    if not (head.isalpha() and tail.isalpha()):
        return False
    return listed_form(tail, known) and not listed_form(head + tail, known)


__all__ = ["noun_head"]
