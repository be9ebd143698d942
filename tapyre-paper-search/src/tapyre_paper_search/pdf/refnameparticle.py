"""A German particle printed after an inverted name's initials, read as the title's
opening (pure; used by :mod:`.refentry`; refs75).

Old German and Austrian lists invert a name with its particle after the given names'
initials: "Humboldt, A. v. Kosmos. Stuttgart, 1845.", "Goethe, J. W. v. Faust.".  The
name reader stops after the initials, and the title read opened "v. Kosmos".  No title
opens with a small "v." before a capitalised word, so :func:`particle_after_initials`
gives the particle back to the last name read ("A. v. Humboldt") where the names read
closed on an initial's stop; the title opens after it.  A court case's "Smith v. Jones"
has no initial before "v." and no names read before it: it stays.  The particle written
out ("von", "zu") stays in the title (fix60b): titles open on a person's name with its
particle ("Doe J. von Willebrand disease: a review.", "Doe, J. von Neumann algebras."),
as often as a list prints "Ranke, L. von Geschichte …", and nothing on the line tells
them apart.
"""

from __future__ import annotations

import re

_PARTICLE = re.compile(r"\s*(?P<particle>v\.)\s+(?=[A-ZÀ-Þ])")
_INITIAL_CLOSING = re.compile(r"(?<![^\W\d_])[A-ZÀ-Þ]\.,?\s*$")


def particle_after_initials(
    authors: tuple[str, ...], rest: str, text: str
) -> tuple[tuple[str, ...], str]:
    """(authors, rest) with a particle opening ``rest`` after names closing on an initial
    in ``text`` (the entry; ``rest`` its end) given to the last name (see the module
    docstring); else as given."""
    found = _PARTICLE.match(rest) if authors and rest[:1] in " v" else None
    if found is None or not _INITIAL_CLOSING.search(text[: len(text) - len(rest)]):
        return authors, rest
    *given, surname = authors[-1].split(" ")
    if not given:
        return authors, rest
    named = " ".join([*given, found["particle"], surname])
    return (*authors[:-1], named), rest[found.end() :]
