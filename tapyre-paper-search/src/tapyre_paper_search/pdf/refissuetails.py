"""An article's volume and issue of an unusual shape read into its journal's name (pure;
used by :mod:`.reftypefacts`; refs72): :func:`without_issue_tail`.

The older venue rules cut a volume, issue and pages of the usual shapes ("Journal 52.5,
pp. 1-9", "Journal 2021;46:1-9").  Some issues and pages have shapes they do not know,
and the venue read keeps them after the journal's name:

* an article number in place of pages ("Journal 52.5, e4803223 (1997)", Vancouver's
  "Journal 2021;46, e6463627" or "Journal 1995; 11e6248996");
* a supplement ("Journal 71.Suppl 2 (1995), S304-S311" read as "Journal 71.Suppl",
  "Journal 2023;50:S167-S174");
* an issue that is a season ("Journal 31.1 (Winter 2018)", "Journal 30.4 (Autumn)").

The tail goes where it holds one of these marks (an "e" and four to eight digits, a
supplement's "Suppl", pages opening with "S", a season in brackets), the volume before
it, and two words stay; a journal's name with a number alone ("Physics Letters 52")
stays for the older rules.
"""

from __future__ import annotations

import re

_SEASON = r"\((?:Spring|Summer|Autumn|Fall|Winter)(?:\s+(?:19|20)\d\d)?\)"
_TAIL = re.compile(
    r"[\s,]+(?:(?:19|20)\d\d\s*;\s*)?"  # Vancouver's year before the volume
    r"(?P<volume>\d+(?:\.(?:\d+|Suppl\.?(?:\s*\d+)?))?)?"
    rf"(?P<season>\s*{_SEASON})?"
    r"(?P<number>,?\s*e\d{4,8}|\s*:\s*S\d+\s*[-–]\s*S\d+)?"
    r"\.?$"
)


def without_issue_tail(venue: str) -> str:
    """``venue`` without a volume and issue of the shapes in the module docstring at its
    end, where two words stay; else unchanged."""
    if not venue[-1:].isalnum() and not venue.endswith((")", ".")):
        return venue
    found = _TAIL.search(venue)
    if found is None or not (found["volume"] or found["number"]):
        return venue
    marked = found["season"] or found["number"] or "Suppl" in (found["volume"] or "")
    if not marked or len(venue[: found.start()].split()) < 2:
        return venue
    return venue[: found.start()]
