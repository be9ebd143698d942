"""A journal's citation run on at a title's end, the Bluebook way (pure; used by
:mod:`.reftypefacts`; refs80): :func:`without_law_cite`.

Law reviews, and other journals cited the Bluebook way, print the volume, the
journal's abbreviated name and the first page: "Title, 106 Yale L.J. 675", "Title [119
Yale L.J. 2369]" (a style that brackets the field), "Title 36 Stan. L. Rev. 950" (no
comma).  :mod:`.reflawreview` reads the comma form whose short name's stop cut the title
("Title, 12 Stan" / "L. Rev"); where no stop cut it the whole cite stayed in the title,
and where no comma stood before it the volume and short name did.

:func:`without_law_cite`: the cite leaves the title for the venue where the title closes
on a volume (one to four figures), one to eight capitalised words or abbreviations of
which one is a journal's "J.", "Rev.", "Q." (with its stop) or "L.J", "L.Q", "L. Rev" (the
stop perhaps left off after the law's "L."), and a page
(perhaps a range), after a comma, a space or an opening bracket (closed at the end);
three words stay.  Where the reading cut the title after the volume and a short name
with no comma before them ("Title 36 Stan" / "L. Rev. 950"), or before a law journal
:mod:`.reflawreview` does not know ("Title, 45 Harv" / "J.L. & Pub. Pol'y"), the same
join as :mod:`.reflawreview`'s is made (in brackets too: "Title [72 Geo" / "L.J.
1116]").  A title closing on a number with no journal's word
("Growth in 50 U.S. Cities 1990", "Part 2 Vol. 3"), or whose "J" has no stop ("… in 3 J
Cohorts 45"), stays.
"""

from __future__ import annotations

import re

_WORD = r"[A-Z][\w'’&]*\.?|(?:[A-Z]\.){1,3}[A-Z]?\.?"
_MARK = r"(?:[A-Z]\.\s?)?(?:J|Rev|Q)\.|L\.\s?(?:J|Rev|Q)\.?"
_CITE = re.compile(
    rf"(?P<open>,\s*|\s+\[|\s+)(?P<cite>\d{{1,4}}\s+(?:(?:{_WORD})\s+){{0,4}}?(?:{_MARK})"
    rf"(?:\s+(?:{_WORD})){{0,3}}\s+\d{{1,5}}(?:[-–]\d{{1,5}})?)(?P<close>\]?)$"
)
_LAW_VENUE = re.compile(r"(?:[A-Z]\.\s?)?L\.\s?(?:Rev|J|Q)\b|J\.\s?L\.")
_VOLUME_NAME = re.compile(
    r"\s(?P<open>\[?)(?P<cut>\d{1,4}\s+[A-Z][\w&]*(?:\.?\s+[A-Z][\w&]*){0,2})$"
)
_YEAR_ONLY = re.compile(r"\(?(?:1[5-9]|20)\d\d[a-z]?\)?")


def without_law_cite(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a journal's Bluebook cite closing the title moved to the venue
    (see the module docstring); else as given."""
    if not title[-1:].isdigit() and not title.endswith("]"):
        return _space_cut(title, venue)
    found = _CITE.search(title)
    if found is None or (found["open"].strip() == "[") != bool(found["close"]):
        return title, venue
    kept = title[: found.start()].rstrip(" ,;")
    if len(kept.split()) < 3:
        return title, venue
    cite = found["cite"]
    if not venue or _YEAR_ONLY.fullmatch(venue):
        return kept, cite
    return kept, f"{cite}, {venue}"


def _space_cut(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) where a law journal's cite with no comma before it was cut at its
    short name's stop ("Title 36 Stan" / "L. Rev. 950")."""
    if _LAW_VENUE.match(venue) is None:
        return title, venue
    cut = _VOLUME_NAME.search(title)
    if cut is None or len(title[: cut.start()].split()) < 3:
        return title, venue
    if cut["open"] and not venue.endswith("]"):
        return title, venue
    venue = venue[:-1] if cut["open"] else venue  # ("Title [72 Geo" / "L.J. 1116]")
    return title[: cut.start()].rstrip(" ,;"), f"{cut['cut']}. {venue}"
