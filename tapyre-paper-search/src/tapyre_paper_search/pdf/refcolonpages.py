"""A proceedings' pages after a colon closing its venue (pure): :func:`without_colon_pages`.

Styles that print an article's pages after its volume and a colon ("Journal 9(12):
385–395", Springer's basic style) print a proceedings paper's pages after its name and
publisher the same way, with no volume before the colon: "Doe J (2015) “Title”
Proceedings of the 20th Conference on Genetics IEEE: 844-853" (refs64).  A journal's
volume takes the pages with it (:mod:`~.refvolumetail`); here nothing did, and the venue
read "Proceedings of … Genetics IEEE: 844-853".

:func:`without_colon_pages` cuts a colon and a page range closing the venue after a
word (a letter before the colon: a volume's "9:" or Vancouver's "2010;9:385-95" are
:mod:`~.refvolumetail`'s): two numbers of one to five digits (a letter before each
allowed: "e12-e19") joined by a hyphen or a dash.  A span of years ("Europe:
1990-2000") is no page range and stays, and so does a lone number ("Chapter: 12").  The
publisher's acronym left before the colon is then :mod:`~.refacronyms`' to cut.
"""

from __future__ import annotations

import re

_COLON_PAGES = re.compile(
    r"(?<=[^\W\d_]):\s*(?P<first>[A-Za-z]?\d{1,5})\s*[-–—]\s*(?P<last>[A-Za-z]?\d{1,5})\.?$"
)
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")


def without_colon_pages(venue: str) -> str:
    """``venue`` without a colon and page range at its end (see the module docstring);
    ``venue`` itself where none closes it or the range is a span of years."""
    found = _COLON_PAGES.search(venue) if ":" in venue else None
    if found is None or found.start() < 3:
        return venue
    if _YEAR.fullmatch(found["first"]) and _YEAR.fullmatch(found["last"]):
        return venue  # "Europe: 1990-2000"
    return venue[: found.start()].rstrip(" ,")
