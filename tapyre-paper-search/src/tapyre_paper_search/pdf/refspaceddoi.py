"""A DOI the text layer printed with spaces around its stop and slash (pure):
:func:`unspaced_doi`.

A justified line that ends inside a DOI may be set with its spaces stretched, and the
text layer then reads spaces inside it: "doi: 10 . 3381 / x286480" (the "10 ." at one
line's end, "3381 /" or "4777/x108737." on the next; socialscienceshuberlin's
technical reports in two columns; refs62).  The DOI's pattern, which allows no space,
found nothing, and the pieces ran into the venue ("University of Leeds. 10 . 3381 /
x286480").  :func:`~tapyre_paper_search.pdf.refpieces.entry_text` calls it on each
entry's text.

:func:`unspaced_doi` writes such a DOI without its spaces where "doi" and perhaps a
colon stand before it: "10", a stop, the prefix's four to nine digits, a slash and the
suffix, a space at most each side of the stop and the slash.  A DOI printed without
spaces, or digits with no "doi" before them ("pp. 10 . 2010 / 11"), stay as they are.

A DOI's link is stretched alike (Chicago's "https://doi.org/…" closing a justified
line: "https : / / doi . org / 10 . 2309 / x271515."; refs64): the link is written
without its spaces, a space at most around each of its colon, slashes and stops, where
it is the DOI resolver's ("doi.org", "dx.doi.org") and the DOI's "10." and prefix follow.
"""

from __future__ import annotations

import re

_SPACED = re.compile(r"(?<![\w])(doi:?\s*)10\s?\.\s?(\d{4,9})\s?/\s?(?=[^\s\"<>])", re.IGNORECASE)
_SPACED_LINK = re.compile(
    r"(?<![\w])(https?)\s?:\s?/\s?/\s?((?:dx\s?\.\s?)?)doi\s?\.\s?org\s?/\s?"
    r"10\s?\.\s?(\d{4,9})\s?/\s?(?=[^\s\"<>])",
    re.IGNORECASE,
)


def _link(found: re.Match[str]) -> str:
    dx = "dx." if found[2] else ""
    return f"{found[1]}://{dx}doi.org/10.{found[3]}/"


def unspaced_doi(text: str) -> str:
    """``text`` with a DOI printed with spaces around its stop or slash after "doi"
    (see the module docstring) written without them; any other text as it was."""
    if "doi" not in text.lower():  # (cheap test first)
        return text
    return _SPACED_LINK.sub(_link, _SPACED.sub(r"\g<1>10.\2/", text))
