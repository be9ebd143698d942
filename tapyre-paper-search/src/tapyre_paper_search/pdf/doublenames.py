"""One person with a double given name and a double surname (pure; bylines46).

:func:`~tapyre_paper_search.pdf.namecuts.run_together` reads four capitalised words
with no separator as two names of two words ("Jane Doe John Smith").  An Iberian
name is four words too: two given names and two surnames ("María José García López",
"Juan Carlos Pérez Ruiz"), and the cut made two people of it.  :func:`one_iberian`
tells the one person: both words of the first half are known given names
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`) and neither word of the
second is, so the second half holds no given name of its own and can be no person's
whole name.  Two people stay two: "Ann Lee Bo Chen" ("Lee" is no given name), "Mary
Ann Paul Kim" ("Paul" opens the second name).

A double surname may open with a given name that is one of the commonest surnames too
(:data:`SURNAME_GIVEN`: "Martin", "Bernard", "Thomas", "Laurent"), so "Jean Pierre
Martin Dupont" and "Marie Claire Bernard Lefèvre" are one person where the last word is
no given name (bylines47); "Mary Ann Paul Kim" stays two ("Paul" is no common surname).
Not where the first half's second word is such a surname too: "Daniel James" and "Sarah
Thomas" are whole names, so "Daniel James Walter White" and "Sarah Thomas Richard
Wagner" stay two people (review46).

:func:`middle_initial` (names46) tells another one person of four words: two known
given names, a capital initial and a surname ("JOHN PAUL I SMITH", "Mary Ann K.
Jones"): the cut read "John Paul" and "I Smith", but a first half of given names only
leaves that first "name" no surname, and an initial between given names and a surname
is a middle initial, the usual reading.  "Jane Doe John Q. Smith" and "JOHN SMITH P
JONES" stay two ("Doe", "Smith" are no given names).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import fold_word, is_given_name

_SURNAME_GIVEN_TABLE = """
    martin bernard thomas robert richard simon laurent michel vincent nicolas henry mathieu
    james lewis howard arthur douglas gordon russell graham wallace morgan owen francis
    martín lorenzo vicente marín ramos walter werner
"""
"""fr, en, es/pt/it/de: given names among the commonest surnames of the language."""

SURNAME_GIVEN = frozenset(fold_word(word) for word in _SURNAME_GIVEN_TABLE.split())
"""Given names that are among the commonest surnames of their languages: one may open a
double surname after a double given name (bylines47)."""


def one_iberian(names: Sequence[Sequence[str]]) -> bool:
    """Whether ``names`` (the words of each name a cut made) are two halves of one
    person: two names of two words, the first two known given names, the second
    none (or a common surname that is a given name too before one that is none,
    :data:`SURNAME_GIVEN`: "Martin Dupont", where the first half does not close with
    such a surname itself: "Daniel James" / "Walter White" stay two; review46) and no
    initial (an initial after two given names: :func:`middle_initial`)."""
    if len(names) != 2 or any(len(name) != 2 for name in names):
        return False
    given, surnames = names
    if any(len(w.rstrip(".")) < 2 for w in surnames):
        return False  # an initial opens the second name ("John Paul" / "I Smith")
    if not all(is_given_name(w) for w in given) or is_given_name(surnames[1]):
        return False
    if not is_given_name(surnames[0]):
        return True
    return fold_word(surnames[0]) in SURNAME_GIVEN and fold_word(given[1]) not in SURNAME_GIVEN


def _initial(word: str) -> bool:
    """Whether ``word`` is one capital letter, with or without its stop ("I", "K.")."""
    letter = word.removesuffix(".")
    return len(letter) == 1 and letter.isupper()


def middle_initial(names: Sequence[Sequence[str]]) -> bool:
    """Whether ``names`` (the words of each name a cut made) are one person with a middle
    initial: two names of two words, the first two known given names, the second a
    capital initial and a word of two letters or more ("John Paul" / "I Smith" is "John
    Paul I Smith"; names46)."""
    if len(names) != 2 or any(len(name) != 2 for name in names):
        return False
    given, (letter, surname) = names
    if not _initial(letter) or len(surname.rstrip(".")) < 2 or _initial(surname):
        return False
    return all(is_given_name(w, world=False) for w in given)


__all__ = ["SURNAME_GIVEN", "middle_initial", "one_iberian"]
