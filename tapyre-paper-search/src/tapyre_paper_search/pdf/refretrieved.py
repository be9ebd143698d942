"""A retrieval date set between a journal's volume and its pages (pure; used by
:mod:`.refentry`; refs77): :func:`without_inner_retrieval`.

APA 7 closes an article read on the web with "Retrieved Month D, YYYY"; a style that
prints the note in the field order of its ``.bib`` sets it inside the source, between the
journal's volume and its pages: "Journal of X 1998, 46, Retrieved June 21, 1999,
416-429", "Journal of X 56. Retrieved October 12, 2007, 473-493", "Journal of X
2014;14. Retrieved March 27, 2015:506-23", "In: Journal of X 29. Retrieved October 9,
2015, pp. 448-464".  The note splits the volume from its pages, so the venue keeps the
volume, or the note's date, or is lost.  The note names neither the work nor its source:
where pages (perhaps after "p." or "pp.") follow it, it leaves the entry before it is
read, and its year is no entry's year (:func:`.refmarks.year_of`).  A retrieval note
closing the entry ("Retrieved March 3, 2020, from https://…") is :mod:`.refaccess`'.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.months import alternation, forms

_MONTH = rf"(?:{alternation(forms('en'))})\.?"
# The note: "Retrieved" and a day's date, month first or day first.
_DATE = rf"(?:{_MONTH}\s+\d{{1,2}},?|\d{{1,2}}\s+{_MONTH})\s+(?:1[5-9]|20)\d\d"
RETRIEVED = rf"Retrieved\s+{_DATE}"
# A registered record's update date ("Updated November 4, 2024", "Last updated 4 May
# 2020"): no year of the work where another is printed, as a retrieval date (refs78).
UPDATED = rf"(?:Last\s+updated|Updated):?\s+{_DATE}"
# The day a page was read ("Accessed June 1, 2021", AMA's after "Updated May 4, 2020"):
# no year of the work either, so the update date stays the page's year (fix63b).
ACCESSED = rf"[Aa]ccessed:?\s+(?:on\s+)?{_DATE}"
_INNER = re.compile(rf"[,.;]?\s+{RETRIEVED}(?=[,:.]?\s*(?:pp?\.\s*)?\d)")


def without_inner_retrieval(text: str) -> str:
    """``text`` without a retrieval date followed by pages (see the module docstring)."""
    if "Retrieved " not in text:
        return text  # (cheap test first)
    return _INNER.sub("", text)
