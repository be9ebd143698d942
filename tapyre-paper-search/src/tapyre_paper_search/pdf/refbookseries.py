"""A book's series and its number run on at the title's end (pure; used by
:mod:`.reftypefacts`; refs81): :func:`without_book_series`.

A book in a numbered series prints the series' name and the book's number in it after
the title: "Title. Studies in Biochemistry 263. Berlin: De Gruyter", "Title; Studies in
Information Systems 168; Springer: Cham", "Title (Studies in Epidemiology 271). Cham:
Springer", "Title (Lecture Notes in Physics, Vol. 12)".  Only a stop, a semicolon or a
bracket divides them from the title, so the reading kept them in it.

:func:`without_book_series`: where the title closes on a name and a number after a
stop, a semicolon, a comma or an opening bracket (closed after the number), the name and
number leave the title, where the entry after the title prints no range of pages (a
book's; an article's "Title. Results from Stage 2. Pediatrics 12: 3-9" keeps its own
last sentence), nor a journal's volume and article number ("PLoS ONE 15, e0229876").
The name is of capitalised words and small words between them (a word of one to five
small letters: "in", "of", "zur", "de"), three capitalised, or two
with a small word between; the number is of one to four figures, perhaps after a comma
and a mark of one to five letters with its stop ("Vol. 12", "Bd. 5", "no. 3").  Three
words of the title stay.  The venue is left as read.  A title's own closing number
("Title. Phase 2", "…: results of Round 3", "… in Wuhan, Hubei Province 2020"), or a
name whose words are long and small ("Title. Lessons learned from trial 2") stay; a
book's title whose own last sentence has that shape after a stop ("Title. Results of
Round 3. Berlin: Springer") is read as a series.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refeditors import UP

_CAPITAL = rf"[{UP}][\w’'&-]*"
_NAME = rf"{_CAPITAL}(?:\s+(?:[^\W\d_]{{1,5}}\s+){{0,2}}{_CAPITAL}){{1,6}}"
_SERIES = re.compile(
    rf"(?P<open>[.;,]\s+|\s+\()(?P<name>{_NAME})(?:,?\s+[^\W\d_]{{1,5}}\.)?\s+\d{{1,4}}"
    r"(?P<close>\)?)$"
)
# A range of pages, or a journal's volume and its article number or pages ("15, e0229876",
# "10(3): 12345"; a year before a page count, "2020, 312 pp.", is a book's).
_PAGES = re.compile(
    r"\d\s?[-–]\s?\d|(?<![\d.])(?!(?:1[5-9]|20)\d\d\b)\d{1,4}(?:\s?\(\d{1,4}\))?\s?[,:]\s?[eE]?\d"
)


def without_book_series(title: str, rest: str) -> str:
    """``title`` without a book's series and number closing it (see the module
    docstring), ``rest`` being the entry after its names; else as given."""
    if not title[-1:].isdigit() and not title.endswith(")"):
        return title
    at = rest.find(title)
    if at < 0 or _PAGES.search(rest, at + len(title)) is not None:
        return title
    found = _SERIES.search(title)
    if found is None or (found["open"].strip() == "(") != bool(found["close"]):
        return title
    words = found["name"].split()
    capitals = sum(w[:1].isupper() for w in words)
    if capitals < 3 and (capitals < 2 or len(words) == capitals):
        return title
    kept = title[: found.start()]
    return kept if len(kept.split()) >= 3 else title
