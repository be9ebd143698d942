"""Notes run on at the start or the end of an entry's VENUE (pure):
:func:`without_venue_notes` (refs71).

Styles print some notes of an entry right before or after its journal's or book's name,
with only a comma or a stop between, so the general reading left them in the venue:

* a presentation's kind after the book of abstracts, its page perhaps after it: "Book
  of Abstracts of the 5th Meeting on X. Poster, p. 199", "…, Poster";
* a notice that the work was retracted or corrected, after the volume ("Letters 69.
  Retracted in", Vancouver's "Reviews in X 2004; 79. Retracted in": the year after it
  read apart) or before the journal ("Retracted in 2015, Cell Biology Letters");
* a page closing the venue, a newspaper's month cut at its stop perhaps after it ("The
  Evening Courier, p. 5", "The Morning Herald, p. 7, Apr"), the word "page" or "pp."
  left alone where the number was read apart ("Book of X, page"), or a bracket opened
  on a month's abbreviation ("Der Tagesspiegel (Dec").

Each note goes; what stays must hold a word of three letters or more.  A venue whose
own name holds such a word ("Poster Sessions in Physics", "Page's Journal of X",
"Retraction Watch") keeps it: the note needs its comma or stop, and a closing note
its place at the end.
"""

from __future__ import annotations

import re

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)"
_NOTE = r"(?:Retracted|Retraction|Erratum|Corrected)"
_PAGE = r"(?:pp?\.|pages?)"
_CLOSING = re.compile(
    rf"[.,]\s+Poster(?:\s+presentation)?(?:,\s+{_PAGE}\s*\d+(?:[-–]+\d+)?)?\.?$"
    rf"|(?:\s+(?:1[5-9]|20)\d\d[a-z]?;)?(?:\s+\d{{1,4}})?[.,]\s+{_NOTE}(?:\s+in)?:?$"
    rf"|,\s+(?:{_PAGE}\s*[A-Z]?\d+(?:[-–]+[A-Z]?\d+)?(?:,\s+{_MONTH}\.?)?|{_PAGE})$"
    rf"|\s+\({_MONTH}\.?$"
)
_OPENING = re.compile(rf"{_NOTE}\s+in:?\s+(?:1[5-9]|20)\d\d[a-z]?,\s+")
_WORD = re.compile(r"[^\W\d_]{3,}")


def without_venue_notes(venue: str) -> str:
    """``venue`` without a presentation's kind, a retraction's notice, a page or a
    month's bracket closing it, or a retraction's notice opening it (see the module
    docstring)."""
    opening = _OPENING.match(venue) if venue[:1] in "RECrec" else None
    if opening is not None and _WORD.search(venue, opening.end()):
        venue = venue[opening.end() :]
    closing = _CLOSING.search(venue)
    if closing is not None and _WORD.search(venue, 0, closing.start()):
        venue = venue[: closing.start()].rstrip(" ,.;")
    return venue
