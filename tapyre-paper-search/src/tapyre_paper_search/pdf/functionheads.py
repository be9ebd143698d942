"""A line-end break after a function word's letters joins (pure but for the document's
words; hyph57).

:func:`~tapyre_paper_search.pdf.lexiconhyphens.words_keep` keeps a line end's hyphen
where both pieces are listed words and the join is none ("sixteen-" / "channel").  TeX
breaks "annotations" as "an-" / "notations" and "helices" as "he-" / "lices": both
pieces are listed, the join is not (the English list lacks "annotation"), and the hyphen
stayed.  An article, a personal pronoun, "of" or "is" opens no typed compound: in the
shared sources' abstracts (scifact and arXiv) such a head before a listed word, the join
no listed word, is written closed 123 times ("annotation" 35, "annealing" 21, "anion",
"anatomic", "helices", "meson", "offences", "isomers", "usability") and never with a
hyphen.  Function words that do open compounds keep theirs ("at-risk", "so-called",
"on-site", "no-treatment", "as-yet": not in :data:`FUNCTION_HEADS`).  hyph58: a
possessive determiner opens none either: "his" before a listed word, the join no listed
word, is written closed 383 times in those abstracts ("histone" 335) and never with a
hyphen ("his-" / "tone" kept its hyphen); "her", "its", "our", "their" none either way.
"""

from __future__ import annotations

from collections.abc import Callable

# Function words that open no hyphenated compound (see the module docstring).
FUNCTION_HEADS = frozenset(
    ("an", "the", "he", "me", "us", "of", "is", "his", "her", "its", "our", "their")
)
# Heads read capitalised too (a sentence's first word: "An-" / "nealing"); "He-" and
# "Me-" are helium's symbol and a methyl group, which do open compounds.
_CAPITALISED = frozenset(("an", "the"))
MIN_TAIL = 4  # letters of the word after the break, at the least ("he-" / "and" is left)


def function_head(head: str, tail: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head``- / ``tail`` broken at a line end is a word TeX split after a
    function word's letters: ``head`` one of :data:`FUNCTION_HEADS` (small letters, or
    capitalised where :data:`_CAPITALISED` allows), ``tail`` small letters only
    (:data:`MIN_TAIL` at least) and a known word (``known``, small letters), the two
    together no known word (those join before this is asked)."""
    lowered = head.lower()
    if lowered not in FUNCTION_HEADS:
        return False
    if head != lowered and (head != lowered.capitalize() or lowered not in _CAPITALISED):
        return False
    if len(tail) < MIN_TAIL or not (tail.isalpha() and tail.islower()):
        return False
    return known(tail) and not known(lowered + tail)


__all__ = ["FUNCTION_HEADS", "MIN_TAIL", "function_head"]
