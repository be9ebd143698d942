"""A court case cited by its parties and its reporter (pure; used by
:mod:`.reftypefacts`; refs74): :func:`case_parts`.

A case has no author: its name, the parties joined by "v." ("Smith v. Jones"), is its
title, and the reporter's citation after it (a volume, the reporter's short name, the
first page: "542 F.3d 989", "463 U.S. 898", "249 S. Ct. 637", "[2019] EWCA Civ 559")
is where it was published.  Styles print the citation after a stop, a comma or a space,
or in square brackets ("Smith v. Jones [516 F.3d 316]. 2021."), and an author-year style
puts the year in brackets between ("Smith v. Jones (2003). 415 F.3d 465.").  The
general reading took the citation's volume and reporter into the title ("Smith v.
Jones, 550 S" and "Ct. 585"), or the whole entry.

Where the entry after its names (a case has none) opens with the parties, each one to four words
(the first party capitalised), then perhaps the year's bracket, then the citation, the
title is the parties and the venue the citation (its page may then go, as any venue's
closing number, in :mod:`.refentry`).  Text that is no citation after the
parties (a title that names a case, "Roe v. Wade and the courts") stays as read.
"""

from __future__ import annotations

import re

_WORD = r"[A-ZÀ-Þ][\w'’&-]*"
_PARTIES = rf"{_WORD}(?:\s+{_WORD}){{0,3}}\s+v\.?\s+[^\W\d_][\w'’&-]*(?:\s+{_WORD}){{0,3}}"
# The reporter's citation: a volume (or a number in square brackets, a year for England's
# neutral citations), one to three short capitalised words ("F.3d", "S. Ct.", "EWCA Civ"), a page.
_CITATION = r"(?:\d{1,4}|\[\d{1,4}\])\s+(?:[A-Z][\w.]*\s+){1,3}\d{1,6}"
_CASE = re.compile(
    rf"\s*(?P<parties>{_PARTIES})(?:\s+\((?:1[89]|20)\d{{2}}\))?(?:[.,]\s+|\s+)"
    rf"(?P<bracket>\[)?(?P<citation>{_CITATION})(?(bracket)\])(?=[.,;]|\s*\(|\s*$)"
)


def case_parts(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(the parties, the reporter's citation) where ``rest`` (the entry after its names)
    opens with a case's parties and its citation (see the module docstring);
    else (``title``, ``venue``)."""
    if " v" not in title:
        return title, venue  # (cheap test first: no "v" read into the title)
    found = _CASE.match(rest)
    if found is None:
        return title, venue
    return found["parties"], found["citation"]
