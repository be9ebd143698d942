"""Notes run on at the start or the end of an entry's VENUE (pure):
:func:`without_venue_notes` (refs71).

Styles print some notes of an entry right before or after its journal's or book's name,
with only a comma or a stop between, so the general reading left them in the venue:

* a presentation's kind after the book of abstracts, its page perhaps after it: "Book
  of Abstracts of the 5th Meeting on X. Poster, p. 199", "…, Poster";
* a notice that the work was retracted or corrected, after the volume ("Letters 69.
  Retracted in", Vancouver's "Reviews in X 2004; 79. Retracted in": the year after it
  read apart) or before the journal ("Retracted in 2015, Cell Biology Letters");
* a page closing the venue, a newspaper's month cut at its stop perhaps after it ("The
  Evening Courier, p. 5", "The Morning Herald, p. 7, Apr"), the word "page" or "pp."
  left alone where the number was read apart ("Book of X, page"), or a bracket opened
  on a month's abbreviation ("Der Tagesspiegel (Dec").

An event's place closing the venue after a space, a comma or a bracket, where its dates
follow it in the entry ("Proceedings of the 6th Symposium on X (Vancouver" before ",
May 10-13, 2023)", "Proceedings of X Kyoto" before ", May 2-5, 2018"), goes too
(:func:`without_event_place`); dates hold a day: a month and year after the venue is the
work's date ("…Pattern Recognition, June 2016" keeps its last word; fix57b).  After a
comma the place may be up to three capitalised words ("…, Salt Lake City"); after a
space alone, a word ending as a subject's noun does ("…Pattern Recognition, June 18-22,
2018", "…Machine Learning, July 10-15": "-tion", "-ics", "-ogy", "-ing", "-ence",
"-ems", …; refs73), and so do such a noun's plural ("…Theory and Applications") and an
event's own noun ("…Security Symposium", "…Trees Workshop", "…: Technical Papers"; fix58b).

A periodical's name read as the title of an entry that prints none, its page and
date read as the venue ("…, H. Beck, Der Tagesspiegel, 12 (Mar. 2014).", science's
newspapers: the title "Der Tagesspiegel", the venue "12 (Mar") is the venue, the title
empty (:func:`titleless_periodical`): the name short, its words capitalised.  So too a
journal's name and volume read as the title before pages and a bracketed season or
month ("A. Doe, Journal of X 79, 62-82 (Summer 1995).": the venue "Journal of X", the
volume off it; refs73).

Each note goes; what stays must hold a word of three letters or more.  A venue whose
own name holds such a word ("Poster Sessions in Physics", "Page's Journal of X",
"Retraction Watch") keeps it: the note needs its comma or stop, and a closing note
its place at the end.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.months import alternation, short_forms
from tapyre_paper_search.pdf.refeditors import UP

_MONTH = rf"(?:{alternation(short_forms('en'))})"
_NOTE = r"(?:Retracted|Retraction|Erratum|Corrected)"
_PAGE = r"(?:pp?\.|pages?)"
_CLOSING = re.compile(
    rf"[.,]\s+Poster(?:\s+presentation)?(?:,\s+{_PAGE}\s*\d+(?:[-–]+\d+)?)?\.?$"
    rf"|(?:\s+(?:1[5-9]|20)\d\d[a-z]?;)?(?:\s+\d{{1,4}})?[.,]\s+{_NOTE}(?:\s+in)?:?$"
    rf"|,\s+(?:{_PAGE}\s*[A-Z]?\d+(?:[-–]+[A-Z]?\d+)?(?:,\s+{_MONTH}\.?)?|{_PAGE})$"
    rf"|\s+\({_MONTH}\.?$"
)
_OPENING = re.compile(rf"{_NOTE}\s+in:?\s+(?:1[5-9]|20)\d\d[a-z]?,\s+")
_WORD = re.compile(r"[^\W\d_]{3,}")
# A page and a date in brackets opened by a month: all the venue read (the name before).
# (or pages and a season: science's "Journal 79, 62-82 (Summer 1995)", the volume closing
# the name read as the title; refs73)
_PAGE_DATE = re.compile(
    rf"\d{{1,4}}(?:[-–]\d{{1,4}})?\s+\((?:{_MONTH}\.?|Spring|Summer|Autumn|Fall|Winter)"
    r"(?:\s+(?:1[5-9]|20)\d\d\)?)?"
)
_VOLUME = re.compile(r"\s+\d{1,4}$")
_NAME_JOINS = frozenset(("of", "the", "and", "for", "de", "du", "des", "der", "la", "le", "&"))
# An event's place closing the venue, and its dates after it in the entry: a month and
# a day ("May 10-13"), not the month and year a publication's date prints ("June 2016":
# "…Pattern Recognition, June 2016" keeps "Recognition"; fix57b).
# (after a comma, up to three capitalised words: "…, Salt Lake City"; after a space alone,
# one word that is no subject's noun: "…Pattern Recognition, June 18-22, 2018" keeps
# "Recognition", a place's name ends in none of these; refs73)
_PLACE = re.compile(
    rf",\s+\(?[{UP}][\w'’-]+(?:\s+[{UP}][\w'’-]+){{0,2}}$|(?:,\s+|\s+)\(?[{UP}][\w'’-]+$"
)
# (a plural too, "…Theory and Applications", and an event's own noun, "…Security
# Symposium", "…Trees Workshop", "…: Technical Papers": none a place's name; fix58b)
_SUBJECT_NOUN = re.compile(
    r"\s(?:[A-Z][a-z]+(?:(?:tion|sion|ment|ing|ence|ance|ure|ism|ware)s?|ics|ogy|ness|ems"
    r"|ity|ies|orks|ine|try)|Symposium|Colloquium|Workshops?|Papers)$"
)
_DATES = re.compile(rf",\s+{_MONTH}[a-z]*\.?\s+\d{{1,2}}(?!\d)")


def without_venue_notes(venue: str) -> str:
    """``venue`` without a presentation's kind, a retraction's notice, a page or a
    month's bracket closing it, or a retraction's notice opening it (see the module
    docstring)."""
    opening = _OPENING.match(venue) if venue[:1] in "RECrec" else None
    if opening is not None and _WORD.search(venue, opening.end()):
        venue = venue[opening.end() :]
    closing = _CLOSING.search(venue)
    if closing is not None and _WORD.search(venue, 0, closing.start()):
        venue = venue[: closing.start()].rstrip(" ,.;")
    return venue


def without_event_place(venue: str, rest: str) -> str:
    """``venue`` without an event's place closing it where the event's dates follow it in
    ``rest``, the entry after its names (see the module docstring)."""
    place = _PLACE.search(venue) if venue else None
    if place is not None and venue[place.start()] == " " and _SUBJECT_NOUN.search(venue):
        return venue  # (a space alone before a subject's noun: the venue's own last word)
    at = rest.find(venue) if place is not None else -1
    if place is None or at < 0 or _DATES.match(rest, at + len(venue)) is None:
        return venue
    kept = venue[: place.start()].rstrip(" ,")
    return kept if len(kept.split()) >= 3 else venue


def titleless_periodical(title: str, venue: str) -> tuple[str, str]:
    """("", name) where ``venue`` is only a page and a bracketed date opened by a month
    and ``title`` a short name of capitalised words (see the module docstring); else as
    given."""
    if not venue[:1].isdigit() or _PAGE_DATE.fullmatch(venue) is None:
        return title, venue
    volume = _VOLUME.search(title) if "(" in venue else None
    if volume is not None and re.search(r"[-–]", venue):  # "Journal 79" / "62-82 (Summer"
        title = title[: volume.start()]
    words = title.split()
    if not 0 < len(words) <= 6 or any(c in title for c in ".:?!;"):
        return title, venue
    if all(w[:1].isupper() or w in _NAME_JOINS for w in words):
        return "", title
    return title, venue
