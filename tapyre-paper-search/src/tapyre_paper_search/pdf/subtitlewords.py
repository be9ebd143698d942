"""What the words of a row under a title say (pure; split out of
:mod:`~tapyre_paper_search.pdf.subtitle` with no change).

:func:`byline` tells a row whose words read as a byline (names of two words or more,
surnames no word list knows), :func:`names_row` a row of names under a series'
numeral head (the surnames may be words), and :func:`adverb_end` a row that ends on an
adverb no title ends on ("… for the Fully").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.givenwords import word_given_name
from tapyre_paper_search.pdf.namesrow import given_row, parallel_terms, surnames_row
from tapyre_paper_search.pdf.words import known_word

# A row's last word ending in "ly" (an adverb: "… for the Fully" / "Contained Events";
# latex49), asked of its stem (:func:`adverb_end`).
_LAST_LY = re.compile(r"\s([A-Za-z]{3,})ly$")
# A name's word under a numeral head: a capital and small letters, or an initial.
_NAME_WORD = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ'’-]+|[A-Z]\.")
_NAME_SEPARATOR = re.compile(r",|\band\b|&")
# A word's prefixes of negation, degree or number: "Invariants" is "in" + "variants",
# a word no list holds whole (latex49; review47's "Gromov Witten Invariants").
_PREFIX = re.compile(r"(?:in|un|non|sub|super|semi|multi|quasi|pseudo|anti|hyper)(?=\w{5})")


def byline(text: str) -> bool:
    """Whether ``text`` reads as a byline by its words: names, each of two words or more
    whose last word no word list knows and whose first is a common given name or no
    word either ("Ilse Kreutzer and Marten Saar", "Wei Zhang"; not a title's rest in
    title case that reads as names, "Curved Spacetimes and Black Holes", "Jordan
    Algebras"; review47), a word after a prefix counted as known ("Gromov Witten
    Invariants": "in" + "variants"; latex49)."""
    found = [[w.strip(".,;:") for w in name.split()] for name in names_in_line(text)]
    return bool(found) and all(
        len(name) >= 2
        and not _prefixed_word(name[-1].lower())
        and (is_given_name(name[0]) or not known_word(name[0].lower()))
        for name in found
    )


def adverb_end(text: str) -> bool:
    """Whether ``text`` ends on an adverb no title ends on: a word in "ly" whose stem of
    four letters or more is a known word ("Highly": "high"), or whose stem doubles its
    "l" ("Fully": "full"); a noun in
    "ly" has no such stem ("Family", "Anomaly", "Assembly"), and "Only" or "Early" have
    short ones."""
    found = _LAST_LY.search(text)
    if found is None:
        return False
    stem = found.group(1).lower()
    return (len(stem) >= 4 and known_word(stem)) or (stem.endswith("l") and known_word(stem + "l"))


def _prefixed_word(word: str) -> bool:
    """Whether ``word`` is a known word or one after a prefix (:data:`_PREFIX`):
    "invariants" ("in" + "variants"), "subvarieties"; the rest five letters at least
    ("Ingram" is no "in" + "gram")."""
    if known_word(word):
        return True
    prefix = _PREFIX.match(word)
    return prefix is not None and known_word(word[prefix.end() :])


def names_row(text: str) -> bool:
    """Whether ``text``, the row under a series' numeral head, reads as names by its
    words (review49; the classifier rates a title in title case a line of names too):
    names of two or three words each, every word a capital and small letters or an
    initial, the first a given name (a word's too: "Rose") or no word of the lists
    ("Rose Young and Grant Hill", "Ann Lee"; not "Black Holes and Curved Spacetimes"),
    parted by a separator where there are several (not "The Serpens YSO Population With
    IRAC"); unlike :func:`byline`, the surnames may be words the lists know.  Several
    names whose given names are words too are read by their surnames
    (:func:`~tapyre_paper_search.pdf.namesrow.surnames_row`; bylines50); names all
    closing on one dictionary word with no given name are a title's parallel terms
    (:func:`~tapyre_paper_search.pdf.namesrow.parallel_terms`; bylines51)."""
    found = [name.split() for name in names_in_line(text)]
    if not found or (len(found) > 1 and not _NAME_SEPARATOR.search(text)):
        return False
    if parallel_terms(found):
        return False  # "Ising Model and Potts Model": a title's parallel terms (bylines51)
    if all(_NAME_WORD.fullmatch(w) for words in found for w in words) and (
        surnames_row(found) or given_row(found)
    ):
        return True  # "Kyle Lo and Doug Downey" (bylines50), "Ida Berg and Omar Said" (54)
    return all(
        2 <= len(words) <= 3
        and all(_NAME_WORD.fullmatch(word) for word in words)
        and (
            is_given_name(words[0]) or word_given_name(words[0]) or not known_word(words[0].lower())
        )
        for words in found
    )
