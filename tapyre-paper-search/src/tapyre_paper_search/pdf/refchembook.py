"""Books and chapters in the chemistry styles' form (pure; used by :mod:`.refforms`).

The chemistry styles (ACS's and its kin) set a book's parts apart by semicolons: a
chapter "Title. In Book Title; Editor, A., Ed.; Publisher: Place, ST, 2015; Vol. 3, pp
1-20.", a book "Book Title; Publisher: Place, 2015; Vol. 3, pp 1-20.".  The reader
takes the venue up to the year ("Book Title; Editor, A., Ed.; Publisher: Place") and,
for a book with a volume after its year, the title up to "Vol" (the "Vol." stop).
:func:`book_parts` keeps the book title alone: the venue ends at its first semicolon
after which only the book's parts follow: editors ("…, Ed.", "…, Eds."), a series
("ACS Symposium Series 1234") and, last, a publisher and place ("In Proteins; Structure:
Function; Wiley: NY" keeps "Proteins; Structure: Function"), or where its editors
follow it, whatever comes after them (a series named without "Series"); a journal's section
("Acta Crystallogr.; Section E: Structure Reports": a bare capital letter) is no
publisher.  A title whose publisher, place and year are followed by a volume or pages
only ends at the publisher's semicolon, and the volume and pages are no venue; an
edition before the semicolon (", 2nd ed.") goes with them.
"""

from __future__ import annotations

import re

# A publisher and its place ("CRC Press: Boca Raton, FL", "Wiley-VCH: Weinheim,
# Germany", "American Chemical Society: Washington, DC").
_PUBLISHER_PLACE = (
    r"(?![^:;]*(?<!&)\b[A-Z]\b(?![.&]))"  # no bare capital letter: "Section E: …"
    r"[A-ZÀ-Þ][\w'’&.-]*(?: (?:[A-ZÀ-Þ][\w'’&.-]*|&|and|of)){0,4}: "
    r"[A-ZÀ-Þ][\w'’.-]*(?: [A-ZÀ-Þ][\w'’.-]*){0,2}(?:, [A-ZÀ-Þ][\w'’.-]*(?: [A-ZÀ-Þ][\w'’.-]*)?)?"
)  # fmt: skip
# What follows a book title's semicolon when the book's parts begin: its editors ("Roe,
# B., Ed.", "Roe, B., Lee, C., Eds.", "Roe, B.; Lee, C., Eds.") or its publisher and
# place.
_EDITOR = r"[A-ZÀ-Þ][\w'’-]*(?: [\w'’-]+){0,2}, (?:[A-ZÀ-Þ]\.[ -]?)+"
# A book series and its number ("ACS Symposium Series 1234", "Methods Ser. No. 12").
_SERIES = r"[^;]*\bSer(?:ies|\.)(?: No\.)? ?\d+"
# All that may follow a book title's semicolon: editors and series, each closed by a
# semicolon or the venue's end, then a publisher and place closing the venue (or
# before a volume or pages).
_EDITORS = rf"(?:{_EDITOR}; )*[^;]*,\s*Eds?\."
_BOOK_PARTS = re.compile(
    rf"(?:(?:{_EDITORS}|{_SERIES})(?:; |$))*"
    rf"(?:{_PUBLISHER_PLACE}[.,]?(?:;\s*(?:Vol|pp?\b|\d).*)?)?"
)
# Editors right after the semicolon: the book's parts begin there, whatever follows
# them (a series named without "Series": "Methods in Molecular Biology 1234").
_EDITORS_NEXT = re.compile(rf"{_EDITORS}(?=;|$)")
# A book's publisher, place and year in its title, a volume or pages after them.
_TAIL = re.compile(rf"; {_PUBLISHER_PLACE}, (?:19|20)\d{{2}}[a-z]?(?:;[^;]*)?$")
# A book's edition closing its title before the publisher ("…, 2nd ed.", "…, 3rd edn.").
EDITION_AFTER = re.compile(r",\s*\d+(?:st|nd|rd|th)\s+(?:ed|edn|edition)\.?$")
# What a volume and pages leave as the venue ("3, pp", "pp", "3, pp 1-20").
_VOLUME_PAGES = re.compile(r"(?:Vol\.?\s*)?\d*(?:,?\s*pp?\.?\s*[\d–-]*)?")


def book_parts(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a chemistry-style book's editors, publisher, place, volume
    and pages moved off (see the module docstring); anything else as given."""
    at = venue.find("; ")
    while at > 0:
        # "Book Title; Roe, B., Ed.; CRC Press: Boca Raton, FL"
        if at + 2 < len(venue) and (
            _EDITORS_NEXT.match(venue, at + 2) or _BOOK_PARTS.fullmatch(venue, at + 2)
        ):
            return title, EDITION_AFTER.sub("", venue[:at])
        at = venue.find("; ", at + 2)
    if "; " in title and _VOLUME_PAGES.fullmatch(venue.strip(" .,;")):
        tail = _TAIL.search(title)
        if tail is not None and tail.start() > 0:
            # "Book; CRC Press: Boca Raton, FL, 2015; Vol" before "3, pp"
            return EDITION_AFTER.sub("", title[: tail.start()]), ""
    return title, venue
