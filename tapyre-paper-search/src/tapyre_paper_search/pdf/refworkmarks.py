"""An interview's or a map's own mark run on at the end of an entry's TITLE (pure):
:func:`without_work_marks` (refs71).

Entries of works that are no text print what kind of work they are right after the
title, with only a comma, a stop, a question's mark or a square bracket before it, so
the general reading left it in the title:

* an interview and its interviewer: "Title, Interview by Franz Gähler, München, 2004",
  "Title? Interview by G. A. El, Paris. 2013", "Title [Interview by Zikui Liu,
  München]. 2021" (also "interviewed by");
* a map and its scale: "Title, Map, scale 1:25000. Beck, München", "Title [Map, scale
  1:50000. Publisher, Place]".

The mark goes, with all after it, where three words or more stay before it
(:func:`~tapyre_paper_search.pdf.refthesis.title_before`).  Where the reading cut the
interviewer's name at an initial's stop ("Title, Interview by H" / "Takenaka, Paris"),
the venue loses the name's rest; where it left a publisher or place after the mark in the
title ("…, Map, scale 1:50000. Éditions du Seuil" / "Paris"), it opens the venue (is the
venue, where that was the year alone: "…? Interview by G. A. El, Paris" / "2013").
A mark read on past the title's end is taken only where the title ends at an initial
(the cut name): "…Rural Patients, Interview by Telephone Versus Face-to-Face" /
"Journal of Rural Health" keeps both (fix57b).
A title whose own words name an interview or a map with no interviewer or scale after
them ("Map of the human genome", "An interview study of nurses") keeps them.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refeditors import UP
from tapyre_paper_search.pdf.refthesis import title_before

_PART = rf"(?:(?:de|da|van|von|der|di|du|la|le)\s+)?[{UP}][\w'’-]*\.?"
_INTERVIEW = rf"[Ii]nterview(?:ed)?\s+by\s+(?:{_PART}\s+)*{_PART}"
_MAP = r"Map[,.]?\s+[Ss]cale\s+1\s?:\s?\d[\d,. ]*\d"
# The mark after a comma or stop, a question's or exclamation's mark (kept), or "[".
_MARK = re.compile(rf"(?:[,.]\s+|(?<=[?!])\s+|\s+\[)(?:{_INTERVIEW}|{_MAP})")
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d[a-z]?")
# A title closing at an interviewer's initial: the reading cut the name at its stop.
_INITIAL_END = re.compile(rf"\s[{UP}]\.?$")


def without_work_marks(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) without an interview's or a map's mark closing the title (see the
    module docstring); else as given.  ``rest`` is the entry after its names."""
    if "nterview" not in title and "Map" not in title:  # (cheap test first)
        return title, venue
    at = rest.find(title)
    mark = _MARK.search(rest, at) if at >= 0 else None
    if mark is None or mark.start() >= at + len(title):
        return title, venue
    if mark.end() > at + len(title) and _INITIAL_END.search(title) is None:
        return title, venue  # a title's own words read on into the venue (fix57b)
    cut = mark.start() - at
    if not title_before(title[:cut]):
        return title, venue
    left = title[mark.end() - at :].strip(" ,.;]") if mark.end() < at + len(title) else ""
    where = rest.find(venue, at + len(title)) if venue else -1
    if 0 <= where < mark.end():  # (the reading cut the interviewer's name: "H" / "Takenaka")
        venue = venue[mark.end() - where :].strip(" ,.;]")  # (and the mark's "]")
    if left:  # ("…, Map, scale 1:50000. Éditions du Seuil" / "Paris"; a lone year goes)
        venue = f"{left}, {venue}" if venue and not _YEAR.fullmatch(venue) else left
    return title[:cut], venue
