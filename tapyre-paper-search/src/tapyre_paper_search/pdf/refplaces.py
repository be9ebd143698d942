"""A place or a publisher where a surname-first list's double surname would stand
(pure; used by :mod:`.refdoublenames`).

"Smith, J., New York, N.Y., 2015." and "Doe, J., Cambridge University Press, C.
(2015).": a place of capitalised words with its state's dotted capitals after it, or
a publisher's name followed by a capital, has the shape of "García Márquez, G."; read
as a name, the list gains "N.Y. New York".  :func:`no_surname` tells such a piece: its
dotted capitals spell its words' first letters (two or more: a person's initials are
the given names', never the surname's own; not the entry's first name, its first
author's: "López García, L.G. Title", nor initials apart by spaces, which places'
are not: "Smith, J., López García, L. G."; review144) and it is a place of the gazetteer
(:func:`~.placenames.is_region_name`, :func:`~.placenames.is_city_name`: a later
author's close-set initials spell theirs too, "Smith, J., López García, L.G."; fix41),
or one of its words is an institution's (:data:`INSTITUTION_WORDS`; in a surname of two
words or more: "Cambridge University Press", while "Press, W. H." is a person; fix41).

:func:`venue_sentence` tells a proceedings' own sentence after its acronym ("Proceedings
of NAACL-HLT. Human Language Technologies.") from its publisher's ("Proceedings of
ICML. Morgan Kaufmann.", "… Association for Computational Linguistics."): two words
or more, each an English word, none an institution's (refs41, for
:mod:`.refpagesof`).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.placenames import is_city_name, is_region_name
from tapyre_paper_search.pdf.words import english_words

# Words that name an institution, a publisher or a company, never a person.
INSTITUTION_WORDS = frozenset(
    (
        "press",
        "university",
        "universität",
        "université",
        "universidad",
        "verlag",
        "publishers",
        "publishing",
        "publications",
        "institute",
        "institut",
        "society",
        "company",
        "academy",
        "association",
        "inc",
        "ltd",
        "gmbh",
    )
)
_CAPITAL = re.compile(r"[^\W\d_]")
# Initials apart by a space ("L. G."): a person's; a state's are written close ("N.Y.").
_SPACED = re.compile(r"\.\s+[^\W\d_]")


def no_surname(surname: str, initials: str, *, first: bool = False) -> bool:
    """Whether ``surname`` (one to three capitalised words, particles among them)
    before ``initials`` (", N.Y." as printed after it) is a place or a publisher, not
    a person's surname (see the module docstring).  The entry's ``first`` name is its
    first author's, whatever its initials spell ("López García, L.G.": review144)."""
    words = surname.split()
    if len(words) > 1 and any(word.lower() in INSTITUTION_WORDS for word in words):
        return True  # (of two words or more: "Press, W. H." is a person; fix41)
    if first or _SPACED.search(initials):
        return False
    letters = "".join(_CAPITAL.findall(initials))
    capitals = "".join(word[0] for word in words if word[0].isupper())
    # (and a place in the gazetteer: a later author's close-set initials spell their
    # surname's capitals too, "Smith, J., López García, L.G."; fix41)
    return (
        len(letters) >= 2
        and letters == capitals
        and (is_region_name(surname) or is_city_name(surname))
    )


_LETTERS = re.compile(r"[^\W\d_]+")


def venue_sentence(sentence: str) -> bool:
    """Whether ``sentence`` (after a proceedings' acronym and its full stop) is the
    venue's own, no publisher's (see the module docstring)."""
    words = [w.lower() for w in _LETTERS.findall(sentence)]
    known = english_words()
    return len(words) >= 2 and all(w in known and w not in INSTITUTION_WORDS for w in words)
