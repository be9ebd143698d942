"""A byline of people parted by semicolons, each with their affiliation (pure; bylines64).

"Lars Nilsson, Karolinska Institutet, Stockholm; Maja Berg, Lund University, Lund": each
group between semicolons is one person, then their institution and its place.  The
lenient reading of a line (:func:`~tapyre_paper_search.pdf.authors.names_in_line`) stops
at its first affiliation-like piece, so the people after the first were lost, and the
strict pairing (:mod:`~tapyre_paper_search.pdf.affilpairs`) asks one affiliation piece a
person.  :func:`grouped_names` reads such a line where it holds two groups or more and
each group's pieces (:func:`~tapyre_paper_search.pdf.linepieces.pieces`) are one name
first, then an institution's piece
(:func:`~tapyre_paper_search.pdf.cues.has_affiliation`), then any pieces reading as no
name (a city, a country).  A line with brackets (asides read otherwise), a group of two
names ("Ann Lee, Bo Chen; …") or of a name alone is left to the usual reading.  A
semicolon closing the line (a byline wrapped after it) opens no group (fix59a).
"""

from __future__ import annotations

from collections.abc import Callable

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.linepieces import pieces

_LEAST = 2
"""The fewest groups of a line read so."""


def grouped_names(line: str, name_of: Callable[[str], str]) -> list[str] | None:
    """The names of ``line`` where it is persons with their affiliations parted by
    semicolons (see the module), each read by ``name_of`` (``""`` for no name); ``None``
    where it is not."""
    if line.count(";") < _LEAST - 1 or "(" in line:
        return None
    groups = line.split(";")
    if not groups[-1].strip():  # a wrapped line's closing semicolon (fix59a)
        groups.pop()
    names: list[str] = []
    for group in groups:
        parts = pieces(group)
        if len(parts) < _LEAST or not cues.has_affiliation(parts[1]):
            return None
        name = name_of(parts[0])
        if not name or any(name_of(part) for part in parts[2:]):
            return None
        names.append(name)
    return names if len(names) >= _LEAST else None


__all__ = ["grouped_names"]
