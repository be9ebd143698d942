"""A row of several names whose given names are words of the lists (pure; bylines50).

:func:`~tapyre_paper_search.pdf.subtitle` keeps a row of names under a series' numeral
head out of the title where each name opens with a given name or a word no list knows
(review49).  A given name the lists lack that is an English word too ("Kyle", "Doug")
failed that test, so "Kyle Lo and Doug Downey" went on the head.  :func:`surnames_row`
reads such a row by its surnames instead: several names parted by a separator, two or
three words each, no word an English plural of a known word (a title's nouns: "Black
Holes and Curved Spacetimes"), and a name closing on a word no list knows (a surname:
"Downey").  A word no list knows that closes on a learned term's ending ("Galois
Cohomology", "Motivic Homotopy": a field's name, no surname) does not count
(review53).

:func:`parallel_terms` reads the other way: a row whose names all close on one word of
the dictionaries, none opening with a given name of the lists ("Ising Model and Potts
Model", "Wilson Loop and Polyakov Loop"), is a title's two parallel terms, named after
their finders; people sharing a surname open with given names ("Rose Young and Grant
Young"; bylines51).  Names all closing on a plural of a dictionary word are such terms
too ("Sobolev Spaces and Morrey Estimates": a surname after a name no list knows is no
plural noun; bylines52); "Charity Banks and Joy Fields" open with given names and stay
names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.givenwords import any_given_name
from tapyre_paper_search.pdf.words import known_word

# The endings of a learned term (a field's or a method's name: "Cohomology",
# "Holonomy", "Homotopy", "Tomography", "Spectroscopy", "Renormalization", "Supergravity").
_TERM_END = re.compile(r"(?:olog|onom|otop|graph|scop|metr|tion|sion|ity|ism|ysis)\w{0,2}$")

_SHORTEST_PLURAL = 4
"""The fewest letters of a word read as a plural ("Holes")."""


def _plural(word: str) -> bool:
    """Whether ``word`` is a plural of a known word, its "s" or "es" dropped ("holes",
    "spacetimes", "theories" aside)."""
    lower = word.lower()
    if len(lower) < _SHORTEST_PLURAL or not lower.endswith("s") or lower.endswith("ss"):
        return False
    return known_word(lower[:-1]) or (lower.endswith("es") and known_word(lower[:-2]))


def surnames_row(found: Sequence[Sequence[str]]) -> bool:
    """Whether ``found`` (the words of each name a row gave, the row parted by a
    separator) are several names by their surnames (see the module)."""
    if len(found) < 2 or not all(2 <= len(words) <= 3 for words in found):
        return False
    if any(_plural(word) for words in found for word in words):
        return False
    return any(
        not known_word(words[-1].lower()) and _TERM_END.search(words[-1].lower()) is None
        for words in found
    )


def parallel_terms(found: Sequence[Sequence[str]]) -> bool:
    """Whether ``found`` (the words of each name a row gave) are a title's parallel terms
    (see the module): several names of two words or more, all closing on one word the
    dictionaries know or each on a plural of one (bylines52), none opening with a given
    name of either list."""
    if len(found) < 2 or any(len(words) < 2 for words in found):
        return False
    last = {words[-1].lower() for words in found}
    one_word = len(last) == 1 and known_word(next(iter(last)))
    return (one_word or all(_plural(words[-1]) for words in found)) and not any(
        any_given_name(words[0]) for words in found
    )


def given_row(found: Sequence[Sequence[str]]) -> bool:
    """Whether ``found`` (the words of each name a row gave, the row parted by a
    separator) are several people by a given name among them (bylines54): several names
    of two or three words each, one opening with a given name of either list
    (:func:`~tapyre_paper_search.pdf.givenwords.any_given_name`: "Omar", "Ruth"), no
    word but a name's last a plural (a title's nouns: "Black Holes and …").  A given name
    no list holds, or one that is a word too ("Ida", "Owen"), then stands beside it as a
    person's, and so does a surname that is a word ("Said", "Fields"): "Ida Berg and
    Omar Said", "Ruth Hale and Owen Fields"."""
    if len(found) < 2 or not all(2 <= len(words) <= 3 for words in found):
        return False
    if any(_plural(word) for words in found for word in words[:-1]):
        return False
    return any(any_given_name(words[0]) for words in found)


__all__ = ["given_row", "parallel_terms", "surnames_row"]
