"""Kinds of entry a style prints with no comma or full stop between title and venue
(pure; used by :mod:`.refentry` after :func:`.refforms.tidy_title`; refs37).

* A report's kind and number run on after its title, the institution and year after
  them ("Title Tech. Rep. TR-22 University of Leeds 2011."): the reader stops the
  title at "Tech." and reads "Rep. TR-22 University of Leeds 2011" as the venue; the
  title loses " Tech" and the venue is the institution.
* A thesis's kind after a semicolon closing the title, its school after it ("Title;
  Ph.D. thesis University of Toronto"): the title ends before the semicolon, the
  school is the venue where none was read.
* A proceedings' name read as the title of an entry that prints none, only the year
  and page after it ("Doe, J. Proceedings of the 40th Conference on Physics. 1995; p.
  137.", "… 1999; pp. 375-380."): the name is the venue, the entry has no title.

Each is tried only where its mark is there (a title ending " Tech", a semicolon and
"thesis" or "dissertation" in the title, a venue opening with a year and a
semicolon).
"""

from __future__ import annotations

import re

_YEAR = r"(?:19|20)\d{2}[a-z]?"
# "Rep. TR-22 University of Leeds 2011": the kind's rest, its number, the institution.
_REPORT_VENUE = re.compile(
    rf"Rep\.\s+(?:No\.\s*)?[A-Z]*[\w/.-]*\d[\w/-]*\s+(?P<name>[A-Z][^,.;]{{1,60}}?)(?:\s+{_YEAR})?"
)
# "; Ph.D. thesis University of Toronto" closing a title.
_THESIS_AFTER_SEMICOLON = re.compile(
    r";\s*(?:PhD|Ph\.\s?D\.|Doctoral|Master[’']?s|MSc)\s+(?:thesis|dissertation)"
    rf"(?:\s+(?P<school>(?-i:[A-Z])[^,.;]{{1,60}}?))?(?:\s+{_YEAR})?\s*$",
    re.I,
)
# A venue of the year and a page only ("1995; p. 137"), or of the year alone where the
# pages went before ("1999" of "1999; pp. 375-380").
_YEAR_AND_PAGE = re.compile(rf"{_YEAR}(?:;\s*(?:pp?\.\s*)?\d[\d\s–-]*)?")
_PROCEEDINGS = ("Proceedings of ", "Proc. ")


def bare_kinds(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a report's run-on kind, a thesis's kind after a semicolon or
    a proceedings' name read as the title set right (see the module docstring)."""
    if title.endswith(" Tech"):
        report = _REPORT_VENUE.fullmatch(venue)
        if report is not None and len(title.split()) >= 4:
            return title[: -len(" Tech")], report["name"]
    if ";" in title and ("thesis" in title or "dissertation" in title):
        thesis = _THESIS_AFTER_SEMICOLON.search(title)
        if thesis is not None and len(title[: thesis.start()].split()) >= 3:
            return title[: thesis.start()], venue or (thesis["school"] or "")
    if title.startswith(_PROCEEDINGS) and _YEAR_AND_PAGE.fullmatch(venue):
        return "", title
    return title, venue
