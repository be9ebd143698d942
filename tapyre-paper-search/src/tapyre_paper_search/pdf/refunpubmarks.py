"""Where an unpublished or broadcast work is kept, run on at its title's end (pure; used
by :mod:`.reftypefacts`; refs76).

Entries of works no publisher issues print, after the title and often with no stop the
general reading cuts at, what places the work:

* a television or radio episode's season and number ("Title. Season 7, Episode 15",
  "Title Season 3, Episode 11"): "Season" and its number, a comma, "Episode" and its
  number;
* a personal communication ("Title. Personal communication", "Title, Personal
  communication, Nov", "Title? Personal communication"): the words after a stop, comma
  or question's mark, or after a bare space with their capital, perhaps a month after;
* an archival document's collection, box and folder ("Title. J. P. Hague Papers, Box
  21, Folder 28", "Title H. P. Tranitz Papers, Box 19"): a person's or body's name (up
  to three initials, one or two capitalised words) closing on "Papers", a comma, "Box"
  and its number, perhaps a folder after it; where the bracket holding it was cut at
  its owner's initial ("Title [J" of "Title [J. Bonca Papers, Box 37, …]", the entry's
  ``rest`` after its names holding the box), the open bracket and the initial;
* lecture notes of a course ("Title, Lecture notes, NEU 169", "Title Lecture notes, STA
  369", "Title [Lecture notes, DAT 124, University of X]"): "Lecture notes" (its "notes"
  small: "Lecture Notes in …" names a series), after a bare space or in a closing
  bracket only with the course's code;
* a post's platform, one capitalised word after a comma before the post's date in
  brackets ("Title, Bluesky, (Sept. 2003)"; a month is none);
* a web page's medium and citation date, as Vancouver prints them ("Title, [Internet],
  [cited 2006 Jan 28]", "Title [[Internet]]"): "[Internet]" and all after it, or a
  closing "[cited YYYY Mon D]".

Each leaves the title where at least three words stay before it, their last no colon and
no joining word ("society: Personal communication", "the culture of Personal
communication" are a title's own end; fix61b); the mark (a personal communication's
words, the medium and date excepted: they name no place) is the venue where none was
read.  The same words inside a title
("the season of episodes", "Papers on boxes", "Lecture notes on physics") stay: each
needs its numbers or its closing place.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refsourcemarks import runs_on

_BEFORE = r"(?:[,.;]\s+|\s+)"
_EPISODE = re.compile(rf"{_BEFORE}(?P<mark>Season\s+\d+,\s+Episode\s+\d+)$")
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
_PERSONAL = re.compile(
    rf"(?:[,.;]\s+|\s+(?=P))(?P<note>[Pp]ersonal\s+communications?)(?:[,.]\s+{_MONTH})?$"
)
_NAME = r"(?:[A-ZÀ-Þ]\.\s*(?:-[A-ZÀ-Þ]\.\s*)?){0,3}(?:[A-ZÀ-Þ][\w'’-]+\s+){1,2}"
_ARCHIVE = re.compile(rf"{_BEFORE}(?P<mark>{_NAME}Papers,\s+Box\s+\d+(?:,\s+Folder\s+\d+)?)$")
# The collection's bracket cut at its owner's initial ("Title [J. Bonca Papers, Box 37…]").
_OPEN_INITIAL = re.compile(r"\s*\[[A-ZÀ-Þ]$")
_CODE = r",\s+[A-Z]{2,5}\s?\d{2,4}[A-Z]?"
_LECTURE = re.compile(
    rf"(?:[,.;]\s+(?P<mark>Lecture\s+notes(?:{_CODE})?)|\s+(?P<coded>Lecture\s+notes{_CODE})"
    rf"|\s*\[(?P<held>Lecture\s+notes{_CODE}[^\[\]]*)\])$"
)
# A post's platform: one capitalised word after a comma, its date's bracket after it.
_PLATFORM = re.compile(r",\s+(?P<mark>[A-Z][a-z]+[A-Za-z]*)$")
_DATE_ONLY = re.compile(rf"\((?:{_MONTH}\s*)?(?:(?:1[6-9]|20)\d\d)?\)?")
_WEB = re.compile(
    r"(?:[,.;]\s*|\s*)(?:\[{1,2}Internet\]{1,2}.*|\[[Cc]ited\s+\d{4}\s+[A-Z][a-z]{2}\.?\s+\d{1,2}\])$"
)


def _cut(title: str, found: re.Match[str] | None, venue: str) -> tuple[str, str]:
    """The title before ``found`` (where three words stay, no colon or join closing
    them), its mark the venue where none was read."""
    kept = title[: found.start()].rstrip() if found is not None else ""
    if found is None or runs_on(kept) or kept.endswith(":"):  # ("society: Personal …")
        return title, venue
    named = found.groupdict()
    mark = named.get("mark") or named.get("coded") or named.get("held") or ""
    return title[: found.start()].rstrip(" ,;"), venue or mark


def _platform(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a post's platform closing the title (the venue no more than
    a date in brackets; with no venue read the word may be a book's place: "A history of
    the X Press, Oxford"): the platform the venue."""
    found = _PLATFORM.search(title)
    if found is None or re.fullmatch(_MONTH, found["mark"]) is not None:
        return title, venue
    return _cut(title, found, "")


def without_unpublished_marks(title: str, venue: str, rest: str = "") -> tuple[str, str]:
    """(title, venue) without an episode's season and number, a personal communication's
    words, an archive's collection and box, a course's lecture notes, or a web page's
    "[Internet]" and citation date closing the title (see the module docstring); ``rest``
    is the entry after its names, where a cut archive's bracket is looked up."""
    if "Episode" in title:
        title, venue = _cut(title, _EPISODE.search(title), venue)
    if "ommunication" in title:
        title, venue = _cut(title, _PERSONAL.search(title), venue)
    if "Papers, Box" in title:
        title, venue = _cut(title, _ARCHIVE.search(title), venue)
    opened = _OPEN_INITIAL.search(title) if "Papers, Box" in rest else None
    title = title[: opened.start()] if opened is not None else title  # "Title [J" / "Bonca …]"
    if "Lecture notes" in title:
        title, venue = _cut(title, _LECTURE.search(title), venue)
    if _DATE_ONLY.fullmatch(venue) is not None:
        title, venue = _platform(title, venue)
    if "Internet]" in title or "ited " in title:
        title, venue = _cut(title, _WEB.search(title), venue)
    return title, venue
