"""An article's note that it is out ahead of print, run on at its journal's name (pure;
used by :mod:`.reftypefacts`; refs76).

An article published online before its issue has no volume or pages; lists print a note
of its state after the journal's name, or before it: "Journal of X. Epub ahead of
print", "Journal of X, Epub ahead of print", "Journal of X 2014. Epub ahead of print"
(Vancouver's year after the name), "Epub ahead of print, Journal of X", "Online ahead
of print", "Advance online publication".  The note (and a year between the name and
it) leaves the venue: the journal's name is the venue.  A venue that is the note alone
is left empty; a journal's name holding no such note stays.
"""

from __future__ import annotations

import re

_NOTE = (
    r"(?:(?:[Ee]pub|[Oo]nline|[Pp]ublished\s+online)\s+ahead\s+of\s+print"
    r"|[Aa]dvance\s+online\s+publication)"
)
_CLOSING = re.compile(rf"(?:\s+(?:1[89]|20)\d\d)?[,.;]?\s*{_NOTE}\.?$")
_OPENING = re.compile(rf"^{_NOTE}[,.;]\s+")
_ALONE = re.compile(rf"{_NOTE}\.?")


def without_ahead_of_print(venue: str) -> str:
    """``venue`` without a note that the article is out ahead of print (see the module
    docstring)."""
    if "ahead of print" not in venue and "online publication" not in venue:
        return venue
    if _ALONE.fullmatch(venue):
        return ""
    return _OPENING.sub("", _CLOSING.sub("", venue)).strip()
