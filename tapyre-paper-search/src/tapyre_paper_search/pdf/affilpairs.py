"""A byline that sets each name with its affiliation on one line (pure; bylines63).

"Ann Lee, University of Oslo, Bo Chen, Université Laval" names each person and then
their institution, one after the other.  The lenient reading of a line
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`) takes the names before its first
affiliation-like piece, so only the first person was read.  :func:`paired_names` reads
such a line where its pieces alternate strictly: a name, an affiliation, a name, an
affiliation, … (four pieces or more, an even count), every affiliation's piece holding an
institution's word (:func:`~tapyre_paper_search.pdf.cues.has_affiliation`; a country or a
city alone is none), every name's piece none of a place's
(:func:`~tapyre_paper_search.pdf.namewords.is_place`); the last affiliation may instead
open with an acronym in capitals that is no country ("ETH Zurich", "MIT"; not "USA"), an
institution's short name, which a name's piece in a mixed-case byline does not.  Any
other line (two names in a row, an affiliation of two pieces: "University of Oslo,
Norway"; an address: "Harvard Medical School, Boston Massachusetts, USA") is left to the
usual reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.namewords import is_place

_ACRONYM = re.compile(r"[A-Z]{2,6}")
_LEAST = 4
"""The fewest pieces of a line read so: two names, each with its affiliation."""


def _institution(piece: str, *, last: bool) -> bool:
    """Whether ``piece`` stands as an affiliation: an institution's word (a country or a
    city alone is none: "Ann Lee, University of Oslo, Blindern Oslo, Norway" is one
    person's address), or (``last``, the line's closing piece) an acronym opening it."""
    if cues.has_affiliation(piece):
        return True
    words = piece.split()
    acronym = bool(words) and _ACRONYM.fullmatch(words[0]) is not None
    return last and acronym and not cues.has_country(piece)  # "MIT", not "USA"


def paired_names(parts: Sequence[str], name_of: Callable[[str], str]) -> list[str] | None:
    """The names of ``parts`` (a line's pieces) where they alternate name and affiliation
    (see the module), each read by ``name_of`` (``""`` for no name); ``None`` where they
    do not."""
    if len(parts) < _LEAST or len(parts) % 2:
        return None
    names = [name_of(p) if not is_place(p) else "" for p in parts[::2]]
    if not all(names) or any(not p.split() or p.isupper() for p in parts[::2]):
        return None
    odd = parts[1::2]
    if not all(_institution(p, last=k == len(odd) - 1) for k, p in enumerate(odd)):
        return None
    return names


__all__ = ["paired_names"]
