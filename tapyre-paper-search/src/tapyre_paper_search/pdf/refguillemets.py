"""A title set in guillemets after an entry's names, French typography's quotes.

The Société Mathématique de France's styles (and French lists generally) close the
names with a dash and set the title in guillemets, with or without the spaces inside
them: "J. Doe and A. Roe – « Title », Journal 5 (2001), no. 3, p. 1–10." or
"J. Doe – «Title», dans Actes du colloque (A. Roe, éd.), vol. 3, 2001, p. 1–10."

:func:`guillemet_title` reads such a title and the venue after it: "in"/"dans"
before a proceedings' name is dropped, so is a thesis's or report's kind and number
before its school ("Thèse, University of Leeds" → "University of Leeds"); the venue
ends at its volume, number, year or pages (:data:`~.refvenue.VENUE_END`, "vol.",
"no.", "p.") or at its editors ("(A. Roe, éd.)"), and a publisher's name after a
proceedings' leaves it ("Proceedings of X, Springer").  Anything else is left to the
other forms (None).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refpublisher import without_publisher_after
from tapyre_paper_search.pdf.refvenue import VENUE_END

# The dash closing the names (any dash, or a hyphen set apart by spaces), the title
# in guillemets (no guillemet inside it) and the comma or stop after it, or the end
# ("« Liberté » and more" is a title that opens with a quoted word); the year and its
# comma perhaps before it (francais's "Doe, J. 2001, «Title», dans Proceedings of X,
# IEEE, p. 538-549."; refs58).
_TITLE = re.compile(
    r"[\s,.]*(?:(?:19|20)\d\d[a-z]?\s*,\s*)?(?:[-–—]\s*)?"
    r"«\s*(?P<title>[^«»]{2,}?)\s*»\s*(?:[,.]\s*|$)"
)
# A thesis's or report's kind and number before its school: "Thèse", "Mémoire",
# "Tech. Report TR-39", "Rapport technique 12", "Ph.D. thesis", "Master's thesis".
_KIND = re.compile(
    r"(?:Th[èe]se(?:\s+de\s+doctorat)?|M[ée]moire|Tech(?:\.|nical)\s+[Rr]eport|"
    r"Rapport(?:\s+tech(?:\.|nique))?|Ph\.\s?D\.\s+thesis|Master['’]s\s+thesis)"
    r"(?:\s+(?:no\.\s*)?[A-Z]*-?\d[\w-]*)?\s*,\s*"
)
_LEAD = re.compile(r"(?:in|dans)\s+", re.IGNORECASE)
# Where the venue ends besides VENUE_END: its editors in brackets ("(A. Roe, éd.)",
# "(A. Roe, ed.)"), its volume, number or pages in French or English abbreviations.
_END = re.compile(r"\s*\([^()]*\b(?:[ée]ds?|[ée]d)\.\)|,\s*(?:vol|no|n[o°]|p|pp)\.\s*\d")


def guillemet_title(rest: str) -> tuple[str, str] | None:
    """(title, venue) of ``rest``, an entry's text after its names, when it opens with
    a title in guillemets (a dash before it or not); else None."""
    if "«" not in rest[:8]:
        return None
    match = _TITLE.match(rest)
    if match is None:
        return None
    after = rest[match.end() :]
    kind = _KIND.match(after)
    if kind is not None:
        after = after[kind.end() :]
    lead = _LEAD.match(after)
    if lead is not None:
        after = after[lead.end() :]
    end = _END.search(after)
    if end is not None:
        after = after[: end.start()]
    venue = VENUE_END.split(after, maxsplit=1)[0]
    return match["title"].strip(), without_publisher_after(venue.strip(" ,.;:"))


__all__ = ["guillemet_title"]
