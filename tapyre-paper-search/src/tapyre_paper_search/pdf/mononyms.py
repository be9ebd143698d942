"""Persons of one name in a list of full names, as Indonesian bylines print them (pure;
bylines72).

Many Indonesians (and some Burmese, Afghans, Tamils) have one name only: "Sutrisno,
Wahyuni and Bambang Setiawan", "Sukarti, S.Pd., M.Si., Haryanto, S.T. dan Ir. Sri Mulyani,
M.Eng.".  The readers ask a person for two words at least, so the one-word pieces were
dropped or the line refused.  :func:`one_word_names` reads such a list by its shape: the
line parted by commas or semicolons, its last piece joined by a word for "and" ("and",
"dan", "&", :data:`~.namewords.CONJUNCTIONS` less the Iberian "y", "e", "i" that link a
surname's halves: "Marta Vives i Casals"), three pieces or more, every piece either a
full name (the caller's reading of a person, two words or more) or one word shaped as a
name (a capital then small letters, four letters or more, no dictionary or Romance
topic word, no place, no affiliation, no title), one full name at least and two one-word
pieces at least (one alone may be a place no list holds: "Ann Lee, Bandung and Bo Chen").

Stays (tests): a list of full names only (read as before), "Ann Lee, Bandung and Bo
Chen" (one word alone), "Ann Lee, Chemistry and Bo Chen" (a dictionary word), "Lee, Ann" (two
pieces: an inverted name), a Catalan surname's halves ("Joaquim Puig i Vidal, Núria
Soler i Roca"), a line with no "and" before its last piece ("Ann Lee,
Sutrisno, Bo Chen").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.academictitles import COURTESY, titles
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, is_place
from tapyre_paper_search.pdf.strictcuts import topic_word

_LINKS = frozenset({"y", "e", "i"})
"""Words for "and" that also link a surname's halves ("Vives i Casals", "Costa e Silva")."""

_AND = "|".join(sorted((CONJUNCTIONS - _LINKS) | {"and", "dan", "&"}))
_LAST_AND = re.compile(rf",?\s+(?:{_AND})\s+(?=\S+[^,;]*$)")
"""The word for "and" before the list's last piece (a comma before it or not)."""
_SEPARATOR = re.compile(rf"\s*[,;]\s*(?:(?:{_AND})\s+)?|\s+(?:{_AND})\s+")
_ONE_NAME = re.compile(r"[^\W\d_][^\W\d_A-Z]{3,}")
"""A capital then three small letters or more: "Sutrisno", "Wahyuni"."""
_LEAST = 3  # pieces of the list
_SINGLES = 2  # one-word pieces: one alone may be a place no list holds ("Bandung")


def _one_name(word: str) -> bool:
    """Whether ``word`` alone is shaped as a person's one name (see the module)."""
    return (
        _ONE_NAME.fullmatch(word) is not None
        and word[0].isupper()
        and not topic_word(word.lower())
        and word.lower() not in COURTESY
        and not titles(word)
        and not is_place(word)
        and not cues.has_affiliation(word)
        and cues.COUNTRY.search(word) is None
    )


def one_word_names(line: str, person: Callable[[str], str]) -> list[str] | None:
    """The names of ``line`` where it is a list of full names and persons of one name
    (see the module), in order: the full names as ``person`` reads them, the one names
    as written; ``None`` where the line is no such list."""
    if "," not in line or _LAST_AND.search(line) is None:
        return None
    pieces = [piece for piece in _SEPARATOR.split(line.strip()) if piece]
    if len(pieces) < _LEAST:
        return None
    names: list[str] = []
    single = full = 0
    for piece in pieces:
        if " " not in piece and _one_name(piece):
            names.append(piece)
            single += 1
        elif " " in piece and (name := person(piece)):
            names.append(name)
            full += 1
        else:
            return None
    return names if single >= _SINGLES and full else None


__all__ = ["one_word_names"]
