"""A standard's kind and number run into its title (pure; used by :mod:`.reftypefacts`;
refs74): :func:`standard_number`.

A standard is cited by its title, then its kind and number: "Standard ISO 9001:2015",
"Standard IEEE Std 802.11-2020", "Standard DIN EN 1090-2".  A style that sets the parts
apart by semicolons or commas ("Title; Standard IEEE Std 40310-2021; Piscataway, NJ:
IEEE Standards Association, 2021.", chem-acs') left them, the place and the publisher
in the title.

Where the title holds, after a semicolon or a comma, "Standard", a body's capitals
("ISO", "IEEE Std", "DIN EN") and a number, the title ends before it and the venue is
the kind and number (a standard's source), where no venue was read (the style ran the
rest into the title).  A title's own "standard" in small letters or with no number after
it stays, and so does a title naming a standard before a venue of its own ("Quality in
laboratories, Standard ISO 15189. Clin Chem Lab Med"; fix59b).
"""

from __future__ import annotations

import re

_NUMBER = re.compile(
    r"[;,]\s+(?P<number>Standard\s+[A-Z]{2,}(?:\s+(?:Std|[A-Z]{2,}))*\s+\d[\w.:/-]*)(?=[;,.]|$)"
)


def standard_number(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a standard's kind and number off the title's end, as the
    venue (see the module docstring); else as given."""
    if "Standard " not in title or venue.strip():
        return title, venue  # (cheap test first; a venue read is the work's own, fix59b)
    found = _NUMBER.search(title)
    if found is None:
        return title, venue
    return title[: found.start()].rstrip(), found["number"]
