"""A GOST entry's people after its title and a dash before the rest, with no "//"
(pure): :func:`dashed_people`.

Russian GOST styles (vak's) print books and theses with the people responsible
after the title's " / " and the publication's facts after a dash, no source set apart
by "//" (:mod:`~tapyre_paper_search.pdf.refparts` reads those): "Title / P. Dempsey,
X. Sun, Y. Choie et al. — Berlin : Cambridge University Press, 2013.", a thesis's
school before the people and a colon: "Title / ETH Zurich : N. V. C. Shekar, L.
Theran et al. — 2012." (refs60).  The reading had cut the title at the first
initial's stop and taken the other names as the venue.

:func:`dashed_people` finds the " / ", the school perhaps, the people and the dash
(" — " or " – ") after them; the caller keeps the reading only where the people read
as names whole.  The venue is the school, or what follows the dash up to the year
(its place and publisher); the people read are the authors.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refvenue import venue_of

_DASHED = re.compile(
    r"\s/\s(?:(?P<school>[A-Z][^/:—–]{1,60}?)\s:\s)?(?P<people>[^/:—–]+?)\.?\s+[—–]\s"
    r"(?P<after>[^/]*)$"
)


def dashed_people(rest: str) -> tuple[tuple[str, ...], str, str] | None:
    """(authors, title, venue) of an entry's ``rest`` in the form above, where the
    people read as names whole (up to "et al."); else None."""
    found = _DASHED.search(rest) if " / " in rest else None
    if found is None or "//" in rest or found.start() < 8:
        return None
    people, left = leading_names(found["people"].strip())
    if not people or left.strip(" ."):
        return None
    venue = found["school"] or venue_of(found["after"])
    return people, rest[: found.start()].strip(" ."), venue
