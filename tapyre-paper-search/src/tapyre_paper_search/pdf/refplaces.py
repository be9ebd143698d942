"""A place or a publisher where a surname-first list's double surname would stand
(pure; used by :mod:`.refdoublenames`).

"Smith, J., New York, N.Y., 2015." and "Doe, J., Cambridge University Press, C.
(2015).": a place of capitalised words with its state's dotted capitals after it, or
a publisher's name followed by a capital, has the shape of "García Márquez, G."; read
as a name, the list gains "N.Y. New York".  :func:`no_surname` tells such a piece: its
dotted capitals spell its words' first letters (two or more: a person's initials are
the given names', never the surname's own), or one of its words is an institution's
(:data:`_INSTITUTION_WORDS`: no surname is "Press" or "University").
"""

from __future__ import annotations

import re

# Words that name an institution, a publisher or a company, never a person.
_INSTITUTION_WORDS = frozenset(
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


def no_surname(surname: str, initials: str) -> bool:
    """Whether ``surname`` (one to three capitalised words, particles among them)
    before ``initials`` (", N.Y." as printed after it) is a place or a publisher, not
    a person's surname (see the module docstring)."""
    words = surname.split()
    if any(word.lower() in _INSTITUTION_WORDS for word in words):
        return True
    letters = "".join(_CAPITAL.findall(initials))
    capitals = "".join(word[0] for word in words if word[0].isupper())
    return len(letters) >= 2 and letters == capitals
