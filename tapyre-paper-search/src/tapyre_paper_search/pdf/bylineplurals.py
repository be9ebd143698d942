"""Plurals after a byline's lead: a topic's plural noun, or a surname shaped as a plural
(pure; bylines49).

:func:`plural_topic`: an English participle read as a lead from its ``-ed``/``-en``
shape alone, or an irregular one (:mod:`~tapyre_paper_search.pdf.bylineverbs`,
:mod:`~tapyre_paper_search.pdf.bylineirregular`: "Built by"), vouches for no names, and the
words after it were a person wherever two capitalised words hold no adjective's ending:
"Shaped by Ocean Currents", "Moved by Rising Tides" named "Ocean Currents" and "Rising
Tides".  A rule of "two English words, the second a plural" also took the names "Stone
Waters", "Brook Fields", "Dusty Rhodes" and "Gray Sanders" (bylines48), whose given names
no list holds and whose surnames are plurals in shape.  The evidence is the verb: a name
follows a verb of making a text ("Written by", "Prepared by": the table of
:mod:`~tapyre_paper_search.pdf.byleads`, never asked here; "Drafted by", "Compiled by":
:data:`MAKING`), while a verb of shaping, moving or carrying ("Shaped", "Moved",
"Carried", "Formed") opens a title's line.  After such a verb, two or three capitalised
words of the English list, no given name of either list among them
(:mod:`~tapyre_paper_search.pdf.givenwords` too: "Carried by Joy Rivers" keeps its
person), the last an English plural of a known word, are a topic.

:func:`given_before_plural`: :func:`~tapyre_paper_search.pdf.refcreators.is_organisation`
reads a plural of a body's word as a body's head ("Banks", "Councils"), so "Written by
Charity Banks" and "Ann Banks" named nobody.  A known given name (the word-given names
too: "Charity", "Sandy") before one capitalised plural word is a person: a body names
itself in the singular after a given name ("Charity Bank") or with more words.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.givenwords import any_given_name
from tapyre_paper_search.pdf.words import english_words

MAKING = (
    "writ", "prepar", "compil", "author", "draft", "produc", "conduct", "present",
    "submitt", "compos", "creat", "develop", "assembl", "research", "report", "collect",
    "curat", "coordinat", "record", "document", "gather", "survey",
    "design", "organi", "edit", "illustrat", "plann", "conceiv", "devis",  # bylines50
)  # fmt: skip
"""Stems of English verbs of making, gathering or checking a text: after one of them the
words are a name ("Drafted by Stone Waters"), whatever their shape."""

_TOPIC_WORDS = (2, 3)
"""The fewest and the most words of a topic :func:`plural_topic` reads."""

_SHORTEST_PLURAL = 5
"""The fewest letters of the plural closing a topic ("Tides", "Winds")."""


def _english_plural(word: str) -> bool:
    """Whether lower-case ``word`` is an English plural of a word of the English list
    ("currents", "tides", "forces"; not "rhodes")."""
    if len(word) < _SHORTEST_PLURAL or not word.endswith("s") or word.endswith("ss"):
        return False
    words = english_words()
    return word[:-1] in words or (word.endswith("es") and word[:-2] in words)


def plural_topic(participles: Sequence[str], rest: str) -> bool:
    """Whether ``rest``, the words after the English ``participles`` (one, or two joined
    by "and"; their "by" left out) read from their shape alone, is a topic (see the
    module): no participle a verb of making a text (:data:`MAKING`), ``rest`` two or
    three capitalised words of the English list, none a given name, the last a plural of
    a known word."""
    if any(word.casefold().startswith(MAKING) for word in participles):
        return False
    words = rest.split()
    low, high = _TOPIC_WORDS
    if not low <= len(words) <= high or not all(w[:1].isupper() and w.isalpha() for w in words):
        return False
    if any(any_given_name(word) for word in words):
        return False
    lower = [word.lower() for word in words]
    return all(word in english_words() for word in lower) and _english_plural(lower[-1])


def given_before_plural(words: Sequence[str]) -> bool:
    """Whether ``words`` (a name-shaped piece) are a known given name and one capitalised
    plural word ("Charity Banks", "Ann Banks"): a person, though the plural is a body's
    word (see the module)."""
    if len(words) != 2:
        return False
    given, last = words
    return (
        any_given_name(given) and last[:1].isupper() and last[1:].islower() and last.endswith("s")
    )


__all__ = ["MAKING", "given_before_plural", "plural_topic"]
