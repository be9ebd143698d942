"""An article's note that it is out ahead of print, run on at its journal's name (pure;
used by :mod:`.reftypefacts`; refs76).

An article published online before its issue has no volume or pages; lists print a note
of its state after the journal's name, or before it: "Journal of X. Epub ahead of
print", "Journal of X, Epub ahead of print", "Journal of X 2014. Epub ahead of print"
(Vancouver's year after the name), "Epub ahead of print, Journal of X", "Online ahead
of print", "Advance online publication"; or that it is in press, after the volume and
pages ("Journal 1995;44:321-33. In press", refs79) or before the name where the "In"
was read as the venue's mark ("In press, Journal of X" read as "press, Journal of X").
The note (and a year between the name and it) leaves the venue: the journal's name is
the venue.  A venue that is the note alone is left empty; a journal's name holding no
such note stays.

PubMed's identifiers run on at the journal's name (:func:`without_pubmed_ids`, refs79):
"Journal 39.2. PMID: 23564445", "Journal 21, PMID: 11233505", "Journal 2018;40. PMID:
23854483; PMCID: PMC8916495:397-415" (the pages after them), or before it ("PMID:
38488777; PMCID: PMC4143082, Journal of X"): "PMID" (perhaps "PMCID") and its number,
and all after it, leave the venue; a venue of the identifiers alone is left empty.  The
volume and issue the ids stood after ("Journal 39.2", "Journal 2018;40", Vancouver's
"Journal 2015; 40") leave with them, two words staying (refs80, train: refs78's ids).
"""

from __future__ import annotations

import re

_NOTE = (
    r"(?:(?:[Ee]pub|[Oo]nline|[Pp]ublished\s+online)\s+ahead\s+of\s+print"
    r"|[Aa]dvance\s+online\s+publication|(?<=[\d.,;]\s)[Ii]n\s+press)"
)
_PRESS_FIRST = re.compile(r"^(?:[Ii]n\s+)?press,\s+(?=[A-Z])")
_IDS = r"PMID:?\s*\d+(?:;\s*PM-?CID:?\s*PMC\d+)?"
_IDS_CLOSING = re.compile(rf"[,.;]?\s*{_IDS}.*$")
_VOLUME_LEFT = re.compile(r"[\s,]+(?:(?:1[89]|20)\d\d\s*;\s*)?\d{1,4}(?:\.\d{1,3})?[.,;]?$")
_IDS_OPENING = re.compile(rf"^{_IDS}[,.;]\s+(?=[A-Z])")
_CLOSING = re.compile(rf"(?:\s+(?:1[89]|20)\d\d)?[,.;]?\s*{_NOTE}\.?$")
_OPENING = re.compile(rf"^{_NOTE}[,.;]\s+")
_ALONE = re.compile(rf"{_NOTE}\.?")


def without_ahead_of_print(venue: str) -> str:
    """``venue`` without a note that the article is out ahead of print (see the module
    docstring)."""
    if venue.startswith(("press, ", "In press, ", "in press, ")):
        venue = _PRESS_FIRST.sub("", venue)
    if "ahead of print" not in venue and "online publication" not in venue and "press" not in venue:
        return venue
    if _ALONE.fullmatch(venue):
        return ""
    return _OPENING.sub("", _CLOSING.sub("", venue)).strip()


def without_pubmed_ids(venue: str) -> str:
    """``venue`` without PubMed's identifiers run on at the journal's name (see the module
    docstring)."""
    if "PMID" not in venue:
        return venue
    opening = _IDS_OPENING.match(venue)
    if opening is not None:
        return venue[opening.end() :]
    venue = _IDS_CLOSING.sub("", venue).strip()
    volume = _VOLUME_LEFT.search(venue)  # ("Journal 39.2. PMID: …": the volume before them)
    return (
        venue[: volume.start()] if volume and len(venue[: volume.start()].split()) >= 2 else venue
    )
