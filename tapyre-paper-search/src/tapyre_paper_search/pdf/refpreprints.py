"""A preprint's server after its title (pure; used by :mod:`.reftypefacts`; refs74):
:func:`preprint_server`.

A preprint posted on a server is cited with the server's name and the word "preprint"
after its title, and often its version: "Title, medRxiv preprint, Version 4, 2020."
(comma styles), "Title [SSRN preprint]. 2007." (ISO 690's bracket), "Title. bioRxiv
preprint. Version 2. 2012." (stop styles).  The general reading kept the comma's and
the bracket's server in the title, and the stop style's version in the venue.

The server is one or two words, the first holding a capital ("bioRxiv", "SSRN",
"Research Square"), just before "preprint".  Closing the title after a comma or in
square brackets, it goes off the title and is the venue where none was read, or where
the venue holds no source (the version, perhaps after the year and an "Available from"
whose address was taken); a venue that is the server, "preprint" and the version
is the server.  A title that ends on a small word before "preprint" ("Title, a
preprint") stays.
"""

from __future__ import annotations

import re

_SERVER = r"[a-z]*[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?"
_TITLE_SERVER = re.compile(rf"(?:,\s+|\s*\[)(?P<server>{_SERVER})\s+preprint\]?$")
_VERSION = r"(?:[.,]?\s*Version\s+\d+(?:\.\d+)?)"
_VENUE_SERVER = re.compile(rf"(?P<server>{_SERVER})\s+preprint{_VERSION}?")
# A venue of no source: the version, perhaps after the year and an address's "Available
# from" whose address was taken off (ISO 690's "2018. Available from doi: … Version 2.")
_NO_SOURCE = re.compile(
    rf"(?:(?:19|20)\d{{2}}[.,]?\s*)?(?:Available\s+(?:from|at):?\s*)?{_VERSION}?"
)


def preprint_server(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a preprint's server off the title's end and as the venue (see
    the module docstring); else as given."""
    if "preprint" not in title and "preprint" not in venue:
        return title, venue  # (cheap test first)
    found = _TITLE_SERVER.search(title)
    if found is not None and _NO_SOURCE.fullmatch(venue.strip()):
        return title[: found.start()].rstrip(), found["server"]
    alone = _VENUE_SERVER.fullmatch(venue.strip())
    if alone is not None:
        return title, alone["server"]
    return title, venue
