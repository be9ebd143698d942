"""A proceedings' name closing on a bare number after a comma (pure; used by
:mod:`.reftypefacts`; refs77): :func:`without_proceedings_number`.

A paper in a proceedings with an article number, or a first page and no range, is
printed by some styles with the number after the proceedings' name and a comma, no
"p." or "Art." before it: "In: Proceedings of the International Conference on X, 276.
doi: …", "presented at the Proceedings of the International Conference on X, 88."; a
volume of a proceedings series reads the same ("Proceedings of the IEEE, 96").  The
reading keeps the number in the venue.  Where the venue opens with "Proceedings",
"Proc." or "Conference" and closes on a comma and a number of one to five figures (no
year: "Proceedings of X, 2019" is the year's reading), the number leaves it.  A number
inside the name ("Proceedings of the 12th Conference on X") or with no comma before it
("Proceedings of SPIE 7654") stays.
"""

from __future__ import annotations

import re

_NUMBERED = re.compile(
    r"^(?P<name>(?:Proceedings\b|Proc\.|Conference\b)[^,]*\D),\s+(?!(?:1[5-9]|20)\d\d$)\d{1,5}$"
)


def without_proceedings_number(venue: str) -> str:
    """``venue`` without a bare number after a comma closing a proceedings' name (see
    the module docstring)."""
    if not venue or not venue[-1].isdigit():
        return venue  # (cheap test first)
    found = _NUMBERED.match(venue)
    return found["name"] if found is not None else venue
