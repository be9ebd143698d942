"""A title in single quotes after a bare year, the later names given first (pure):
:func:`year_quoted_title`.

Some Harvard styles (ajl, refs45) print the first name inverted and the others given
name first, with undotted initials, then a bare year, the title in single quotes with no
stop around it, and the venue with its numbers: "Doe J, AB Roe, & C Poe 2000 ‘Title’
Journal 67:838–845." and "… 2005 ‘Title’ in Proceedings of X pp. 779–788.".  The
general reading took the later names, the year, the title and the venue as one title
(only the first name read as a name).

Read only where the rest of the entry (after the names read) is, in order: nothing or
names each given first ("AB Roe": capital initials, then a capitalised surname; "et
al." allowed) set apart by commas and "&", a bare year, a title opened by ‘ and closed
by ’ before a capital or a small "in" (an apostrophe inside the title, "industry’s",
closes nothing), then the venue, up to its numbers (volume and pages, "pp.", a DOI) or,
where none follow, to the entry's end ("… ‘Title’ Journal of X." gives "Journal of X";
refs46: it gave an empty venue), as the general reading gives it; a book's place and
publisher ("… ‘Title’ New York: Springer.") is its venue too, as there.  A venue of
another shape refuses the reading, numbers after it or not.  A publisher's acronym run
on after a proceedings' name is cut (:mod:`~.refacronyms`: "… on Psychology IEEE";
refs46).

:func:`later_given_names` reads the same later names where no quoted title follows the
bare year (ajl's books and theses: "dos Santos M, YH Pong, & C Chen 2005 Title New York:
Cambridge University Press."; refs47): the names given first, then the year and a
capital, the rest left to the other readings from the year on.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refacronyms import without_run_on_acronym
from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER

_YEAR_QUOTE = re.compile(
    r"(?P<names>.*?)\s*(?<![\w(])(?:1[89]|20)\d{2}[a-z]?\s+‘(?P<title>[^‘]+?)’"
    r"(?=\s+(?:in\s+)?[A-Z])\s+(?:in\s+)?(?P<venue>.*)$",
    re.DOTALL,
)
# A name given first: capital initials (undotted), then a surname (particles allowed).
_GIVEN_FIRST = re.compile(r"[A-Z]{1,4}\s+(?:[a-z]+\s+)*[A-Z][\w’'-]*(?:[\s-]+[A-Z][\w’'-]*)*")
_SEPARATORS = re.compile(r"\s*(?:,\s*&?|&)\s*")
_ET_AL = re.compile(r"et\s+al\.?")
# Where the venue's name ends: a volume and pages ("67:838", "87(7):586"), "pp.", a DOI.
_VENUE_END = re.compile(r"\s+(?:\d+\s*(?:\(\s*\d+\s*\))?\s*[:,]|pp?\.\s*\d|doi\b|\d+\s*\.?\s*$)")
_VENUE = re.compile(r"[A-Z][\w’'&.-]*(?:\s+[\w’'&.-]+)*")
# The later names, then a bare year and a capital (no quoted title after it).
_NAMES_YEAR = re.compile(r"(?P<names>[^‘’]*?)\s+(?<![\w(])(?=(?:1[89]|20)\d{2}[a-z]?\s+[A-Z])")


def year_quoted_title(rest: str) -> tuple[tuple[str, ...], str, str] | None:
    """(further names, title, venue) of ``rest`` (the entry after the names read) in the
    form of the module docstring, or None."""
    if "‘" not in rest:
        return None
    found = _YEAR_QUOTE.match(rest.strip())
    if found is None:
        return None
    names = _given_first(found["names"])
    if names is None:
        return None
    title = found["title"].strip()
    end = _VENUE_END.search(found["venue"])
    venue = found["venue"][: end.start() if end is not None else None].strip(" ,.")
    if not title or (venue and not _VENUE.fullmatch(venue) and not _place_publisher(venue)):
        return None
    return names, title, without_run_on_acronym(venue)  # ("… Psychology IEEE")


def later_given_names(rest: str) -> tuple[tuple[str, ...], str] | None:
    """(further names, the rest from the year on) of ``rest`` (the entry after the names
    read) where it opens with names given first and a bare year with no quoted title
    after it (see the module docstring), or None."""
    found = _NAMES_YEAR.match(rest.strip())
    if found is None:
        return None
    names = _given_first(found["names"])
    return (names, rest.strip()[found.end() :]) if names else None


def _given_first(text: str) -> tuple[str, ...] | None:
    """The names given first of ``text``, set apart by commas and "&" ("et al." passed
    over); None where a piece is no such name."""
    names: list[str] = []
    for piece in _SEPARATORS.split(text.strip(" ,")):
        if not piece or _ET_AL.fullmatch(piece):
            continue
        if not _GIVEN_FIRST.fullmatch(piece):
            return None
        names.append(" ".join(piece.split()))
    return tuple(names)


def _place_publisher(venue: str) -> bool:
    """Whether ``venue`` is a book's place and publisher ("New York: Springer")."""
    return PLACE_AND_PUBLISHER.fullmatch(venue) is not None
