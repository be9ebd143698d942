"""A talk's mark or an unpublished work's status read into an entry's TITLE or VENUE
(pure): :func:`without_talk_marks` (refs73).

A talk cited as a ``@misc`` prints what it was after its title: "Title, Invited talk at
the Workshop on X, Kyoto, Japan, Jun. 1996.", "Title Invited talk at the Workshop on X,
Austin, TX. Jan. 2006." (no stop before the mark), "Title [Invited talk at the Workshop
on X, Kyoto, Japan]. 2021."; an unpublished paper its status: "Title, Manuscript in
preparation, 2011.", "Title, Under review, 2005."  The general reading ran the mark
with the place into the title, and left a month, a place or the year as the venue.

* A talk's mark, a kind of talk ("Invited", "Keynote", "Plenary", "Contributed",
  "Oral") and its noun ("talk", "lecture", "presentation", "address"), closing the
  title after a comma, a stop, a space or a square bracket, goes with all after it,
  where three words stay; where "at" and an event follow the mark (in the title, or
  opening the venue where the reading cut the title before it), the event up to its
  first comma or bracket is the venue ("Workshop on X").
* A status closing the title after a comma or a stop ("Manuscript in preparation",
  "Unpublished manuscript", "Under review", "In preparation", "Submitted for
  publication") goes, three words staying; a venue that is such a status alone is
  empty.

A title's own "talk" (no kind before it: "How we talk about trees"), a mark with "of"
after it (a disease's "Oral presentation of a rare case"; fix58b) or a status word
inside it stays.
"""

from __future__ import annotations

import re

_TALK = r"(?:Invited|Keynote|Plenary|Contributed|Oral)\s+(?:talk|lecture|presentation|address)"
_EVENT = r"(?:\s+(?:given\s+|presented\s+)?at\s+(?:the\s+)?(?P<event>[^,\[\]()]+))?"
# (no "of" after the mark: "…: Oral presentation of a rare case" is a disease's, fix58b)
_CLOSING_TALK = re.compile(rf"(?:[.,;]\s+|\s+|\s*\[){_TALK}(?!\s+of\b){_EVENT}.*$")
_OPENING_TALK = re.compile(rf"{_TALK}{_EVENT}")
_STATUS = (
    r"(?:Manuscript\s+in\s+preparation|Unpublished\s+manuscript|Manuscript\s+under\s+review"
    r"|Under\s+review|In\s+preparation|Submitted(?:\s+for\s+publication)?)"
)
_CLOSING_STATUS = re.compile(rf"[.,;]\s+{_STATUS}\.?$")
_STATUS_ALONE = re.compile(rf"{_STATUS}\.?")
_MIN_WORDS = 3


def without_talk_marks(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a talk's mark or a work's status closing the title, the
    talk's event as the venue (see the module docstring); else as given."""
    if "alk" in title or "ecture" in title or "resentation" in title or "ddress" in title:
        talk = _CLOSING_TALK.search(title)
        if talk is not None and len(title[: talk.start()].split()) >= _MIN_WORDS:
            title = title[: talk.start()]
            venue = talk["event"].strip(" .") if talk["event"] else venue
    opening = _OPENING_TALK.match(venue)
    if opening is not None and opening["event"]:
        venue = opening["event"].strip(" .")
    status = _CLOSING_STATUS.search(title)
    if status is not None and len(title[: status.start()].split()) >= _MIN_WORDS:
        title = title[: status.start()]
    return title, "" if _STATUS_ALONE.fullmatch(venue) else venue
