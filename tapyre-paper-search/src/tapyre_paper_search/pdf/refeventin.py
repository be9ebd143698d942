"""A proceedings' name run on at the end of an entry's TITLE after a small "in" (pure):
:func:`without_event_in` (refs70).

Styles that print an event's place and dates after the proceedings' name, in brackets or
after a comma, with a month's abbreviation ("Title, in: Proceedings of the 13th
Symposium on X (Kyoto, May 9-12, 2000), 2000, pp. 23-38.", "Title, in Proceedings of
the 26th Symposium on X (Vancouver, Oct. 23-26, 1999). Springer: 560-572.", "Title in
Proceedings of the 27th Symposium on X Lisbon, Feb. 18-21, 2002 (Publisher, 2002),
549-566.") left the general reading with the title running on into the proceedings'
name, up to the month's stop or to the entry's end, and the days or nothing for the
venue.

Where the title read holds ", in", ", in:", " in" or " in:" before "Proceedings of"
(a small "in": a title's "In Proceedings" is a capital's), three words or more stay
before it (:func:`~tapyre_paper_search.pdf.refthesis.title_before`), and a year follows
it in the entry, the title ends there and the venue is the proceedings' name up to its
first bracket, comma or semicolon.  A title that names proceedings with no year after
them ("Errors in Proceedings of the Royal Society") is left.  A book of abstracts is
read so too ("Title in Book of Abstracts of X Poster (2009), 223": the poster's kind off
its end), and a newspaper's name after ", in" closing the title before its month's
stop ("Title, in: Le Quotidien, Sept" before "2012, p. 29": the name is the venue;
refs73).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.months import alternation, short_forms
from tapyre_paper_search.pdf.refeditors import UP
from tapyre_paper_search.pdf.refthesis import title_before

_IN_PROCEEDINGS = re.compile(
    r"(?<=[^\W_]|[)?!])(?:,\s+|\s+)in:?\s+(?=(?:Proceedings|Book\s+of\s+Abstracts)\s+of\s)"
)
_NAME = re.compile(r"[^(,;]+")
_POSTER = re.compile(r"\s+Poster$")  # (Nature's "in Book of Abstracts of X Poster (2009)")
# A newspaper after a small "in", its month cut at its stop: "Title, in: Le Quotidien,
# Sept" before "2012, p. 29" (refs73).
_PAPER_IN = re.compile(
    rf",\s+in:?\s+(?P<name>[{UP}][\w'’-]+(?:\s+(?:[{UP}][\w'’-]+|of|the|de|du|des|la|le|der))*)"
    rf",\s+(?:{alternation(short_forms('en'))})\.?$"
)
_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")


def without_event_in(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) with a proceedings' name after a small "in" moved off the title's
    end into the venue (see the module docstring); else as given.  ``rest`` is the
    entry after its names, where the name and the year after it are read."""
    if ", in" in title and title[-1:] != ")":
        paper = _PAPER_IN.search(title)
        if paper is not None and title_before(title[: paper.start()]):
            return title[: paper.start()], paper["name"]
    if "Proceedings of" not in title and "Book of Abstracts of" not in title:  # (cheap test)
        return title, venue
    opener = _IN_PROCEEDINGS.search(title)
    if opener is None or not title_before(title[: opener.start()]):
        return title, venue
    in_rest = _IN_PROCEEDINGS.search(rest)
    if in_rest is None or _YEAR.search(rest, in_rest.end()) is None:
        return title, venue
    name = _NAME.match(rest, in_rest.end())
    if name is None:
        return title, venue
    return title[: opener.start()].rstrip(" ,"), _POSTER.sub("", name.group(0).strip(" ."))
