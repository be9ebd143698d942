"""An institution's letters set after a name with no comma, cut off it (pure; bylines72).

Agency and lab reports print each author's institution as its acronym right after the
name: "Ann Lee NASA", "Bo Chen NOAA and Ruth Hale USGS", "Ann Lee CSIRO".  Read as a
name's last word, the acronym became a surname's ("Ann Lee Nasa").  A family name set in
capitals is written so too ("Jean Pierre DUPONT", "Wei Wei MA"), so the line must prove
the style first: :func:`acronyms_proved` asks for two pieces of three words whose
last is three to six capital letters (no degree, no numeral), the others capitalised and
in small letters (one piece alone may be two given names, one in no list, and a capitals
surname: "Anne Laure MARTIN", "Maria Grazia ROSSI"; review 67), one of them opening on a
known given name and the word before its capitals none (:func:`.givennames.is_given_name`:
"Karen Holt JPL and Tomás Ibarra USGS", "Ruth Hale USGS"; a name's second
given name before a capitals surname, "Jean Pierre DUPONT", proves nothing), and no piece
of two words closing on capitals ("Jean DUPONT": the line writes surnames in capitals;
review 67).  On such a line :func:`without_acronym_tail` cuts that last word off every
piece of the shape whose word before it is no known given name ("Bo Chen NOAA" too, "Bo"
being in no list; "Jean Pierre DUPONT" beside "Ruth Hale USGS" keeps its surname).

Stays (tests): "Jean Pierre DUPONT and Marie CURIE", "Wei Wei MA, Jun LI" (no proof: a
given name before the capitals, or two words), "Hans Peter Gross MEIER", "Maria Fernanda
Ruiz TORRES" (four words: a double name), "Anne Laure MARTIN" and "Ann Lee NASA" alone
(one piece), "Marie Laure DUBOIS, Jean DUPONT" (a two-word capitals piece), "Ann Lee MD"
(degrees: :mod:`.degreetails`), "Henry Ford III" (a numeral), capitals with accents ("Ana
García LÓPEZ").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import AFTER_NAME, SUFFIXES

_ACRONYM = re.compile(r"[A-Z]{3,6}")
_WORDS = 3  # given name, surname, acronym: a fourth word may be a double name's
_PIECES = 2  # pieces of that shape: one alone may be given names and a capitals surname


def _tailed(words: Sequence[str]) -> bool:
    """Whether ``words`` are capitalised words in small letters closed by an acronym."""
    last = words[-1] if words else ""
    return (
        len(words) == _WORDS
        and last.isupper()
        and _ACRONYM.fullmatch(last) is not None
        and last not in AFTER_NAME
        and last.lower() not in SUFFIXES
        and all(w[:1].isupper() and not w.isupper() for w in words[:-1])
    )


def _capitals_surname(words: Sequence[str]) -> bool:
    """Whether ``words`` are a name and a surname in capitals ("Jean DUPONT", "Jun LI")."""
    return len(words) == _WORDS - 1 and words[-1].isupper() and not words[0].isupper()


def acronyms_proved(pieces: Sequence[str]) -> bool:
    """Whether a line's ``pieces`` prove acronyms after names (see the module)."""
    split = [piece.split() for piece in pieces]
    if any(_capitals_surname(words) for words in split):
        return False
    tailed = [words for words in split if _tailed(words)]
    return len(tailed) >= _PIECES and any(
        is_given_name(words[0]) and not is_given_name(words[-2]) for words in tailed
    )


def without_acronym_tail(piece: str, *, proved: bool) -> str:
    """``piece`` less the acronym closing it where ``proved`` (:func:`acronyms_proved`
    on its line) and the piece has the shape; else ``piece``."""
    if not proved:
        return piece
    words = piece.split()
    if _tailed(words) and not is_given_name(words[-2]):  # "Jean Pierre DUPONT" stays
        return " ".join(words[:-1])
    return piece


__all__ = ["acronyms_proved", "without_acronym_tail"]
