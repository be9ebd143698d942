"""Marks of an entry's medium, version, edition or issuer closing its TITLE (pure):
:func:`without_title_marks`.

Styles print after the title, with no stop between, facts of the document that are no
part of it (refs68):

* a version in brackets ("Title (version 2.0.5) (Zenodo, 2014)", oxnum's software);
* the medium in square brackets ("Title [online]. Society for X, 2007.", ISO 690's;
  APA's "[Data set]", "[Computer software]"; Vancouver's "[Internet]");
* a book's place and year in brackets ("Title (Basel 2016)", the archaeology style's
  books), in a book's entry only: the title unquoted, the venue empty or a publisher's,
  no journal's volume or pages after it, and the bracket no month's or season's
  ("Investor behavior in the crash (October 1987). J. Finance 43(3)" keeps its own;
  fix56a);
* the year after a question's mark, the reading's stop having missed it ("Title?
  1997. MA thesis.", ISO 690's thesis: the year goes, the mark stays);
* the issuing body's name as the title's last sentence, a link or a year after it in
  the entry ("Title. Society for Materials Science. https://…", an online page's); the
  sentence's stop is none after a lone capital or a short form ("the U.S. Department of
  Energy", "St. Jude": fix56a).

Each is cut off the title where three words or more stay before it
(:func:`~tapyre_paper_search.pdf.refthesis.title_before`); the venue is left as read,
but for a book's volume in roman figures closing it, after a comma ("in Proceedings of
X, xxxvi, ed. …", oxnum's) or, in capitals, after a proceedings' title ("Proceedings of
X XXXI, Workshop Series in X", the archaeology style's), a well-formed numeral only
("IEEE ICCV", "civil" are none; fix56a): :func:`without_volume_numeral`.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.mastheads import MONTHS, SEASONS
from tapyre_paper_search.pdf.months import alternation, names
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.refmarks import publisher_alone
from tapyre_paper_search.pdf.refthesis import title_before

_VERSION = re.compile(r"\s*\((?:[Vv]ersion|[Vv]er\.)\s+v?\d+(?:\.\d+)+[a-z]?\)$")
# (a one-word "[dataset]" stays: refs32's guard holds it the title's own)
_MEDIUM = re.compile(
    r"\s*\[(?:[Oo]nline|[Ii]nternet|[Ee]lectronic\s+resource|Data\s+set|"
    r"Computer\s+(?:software|program))\]$"
)
# A place of one or two capitalised words and a year.  (A reprint's "(Cham 1935; repr.
# Cham 2019)" cut at its stop stays: the original year, once off the title, would be
# read as the entry's.)
_PLACE = r"[A-ZÀ-Þ][a-zà-ÿ]+(?:[\s-][A-ZÀ-Þ][a-zà-ÿ]+)?"
_PLACE_YEAR = re.compile(rf"\s*\(({_PLACE})\s+(?:1[5-9]|20)\d\d[a-z]?\)$")
_TIME_WORD = re.compile(rf"(?:{MONTHS}|{SEASONS})\b", re.IGNORECASE)
# A journal's volume and pages after the title ("Nature 570, 1-2", "43(3), 1-20", "vol. 43")
_JOURNAL_PARTS = re.compile(
    r"\b\d+\s*(?:\(\d[^)]*\))?\s*[:,]\s*\d|\b\d+\s*[-–]\s*\d+|\b(?:vol|pp?)\.\s*\d",
    re.IGNORECASE,
)
_QUOTES = "\"“”‘’'"
_QUESTION_YEAR = re.compile(r"(?<=[?!])\s+(?:1[5-9]|20)\d\d[a-z]?$")
# What follows an issuer's sentence in the entry: a link, "url:", a year, or a date in
# brackets (the page's visit), where the link was taken out of the entry; a link's path
# broken off it ("notes/title-words").
_AFTER_ISSUER = re.compile(
    r"\s*[.,]?\s*(?:https?:|www\.|url:|URL:|[\w.-]+/|\(?(?:1[5-9]|20)\d\d\b"
    rf"|\((?:\d{{1,2}}\s+)?(?:{alternation(names('en'))})\b)"
)


# A volume in roman figures closing the venue: after a comma, or in capitals (three
# letters at least: not "World War II") after a proceedings' title with no comma.
# (after a comma, capitals two letters at least: ", X" is a name's initial, "Cao, Y.;
# and Wan, X" of two entries run together)
_NUMERAL_AFTER_COMMA = re.compile(r",\s+(?:[ivxlc]+|[IVXLC]{2,})$")
_NUMERAL_SPACED = re.compile(r"\s+[IVXLC]{3,}$")
# A well-formed numeral ("xxxvi", "XXXI"; not "ICCV", "VCI", "civil")
_WELL_FORMED = re.compile(
    r"(?=[MDCLXVI])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})", re.IGNORECASE
)
# A word naming a part of the work: the numeral after it is the part's, kept
_PART_WORD = re.compile(r"\b(?:Volume|Vol\.|Part|Book|Band|Tome|Teil)$", re.IGNORECASE)
# A sentence's stop: none after a lone capital ("U.S.") or a short form ("St.", "vs.")
_SENTENCE_STOP = re.compile(
    r"(?<!\b[A-Z])(?<!\bSt)(?<!\bvs)(?<!\bDr)(?<!\bCo)(?<!\bInc)(?<!\bNo)\.\s(?=[A-Z])"
)


def without_volume_numeral(venue: str) -> str:
    """``venue`` without a volume in roman figures closing it (see the module docstring),
    three words or more staying."""
    if not venue or venue[-1] not in "ivxlcIVXLC":
        return venue  # (cheap test)
    found = _NUMERAL_AFTER_COMMA.search(venue)
    if found is None and venue.startswith("Proceedings of "):
        found = _NUMERAL_SPACED.search(venue)
    if found is None or len(venue[: found.start()].split()) < 3:
        return venue
    if not _WELL_FORMED.fullmatch(found.group().lstrip(", \t")):
        return venue
    if _PART_WORD.search(venue[: found.start()]):
        return venue  # "… Volume III", "Part II": the part the venue names (review45)
    return venue[: found.start()]


def without_title_marks(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue) with a bracketed version, a medium's mark, a book's bracketed place
    and year, or an issuer's closing sentence cut off the title (see the module
    docstring); ``rest`` is the entry after its names."""
    if not title or (title[-1] not in ")]" and ". " not in title and "? " not in title):
        return title, without_volume_numeral(venue)  # (cheap test)
    for pattern in (_VERSION, _MEDIUM, _PLACE_YEAR, _QUESTION_YEAR):
        found = pattern.search(title)
        if pattern is _PLACE_YEAR and found is not None and not _book_place(found, venue, rest):
            continue
        if found is not None and title_before(title[: found.start()]):
            return title[: found.start()], without_volume_numeral(venue)
    return _without_issuer(title, rest), without_volume_numeral(venue)


def _book_place(found: re.Match[str], venue: str, rest: str) -> bool:
    """Whether ``found``, a bracketed place and year closing the title, is a book's: no
    month's or season's, the venue empty or a publisher's, the title unquoted in ``rest``
    and no journal's volume or pages after it."""
    if _TIME_WORD.match(found.group(1)) or (venue and not publisher_alone(venue)):
        return False
    title = found.string
    at = rest.find(title)
    if at < 0:
        return False
    after = rest[at + len(title) :]
    before, next_char = rest[at - 1 : at], after.lstrip(",. ")[:1]
    if (before and before in _QUOTES) or (next_char and next_char in _QUOTES):
        return False
    return _JOURNAL_PARTS.search(after) is None


def _without_issuer(title: str, rest: str) -> str:
    """``title`` without its last sentence where that names an organisation and a link
    or a year follows it in ``rest``."""
    stops = [found.start() for found in _SENTENCE_STOP.finditer(title)]
    stop = stops[-1] if stops else -1
    if stop <= 0 or not is_organisation(title[stop + 2 :].split()):
        return title
    at = rest.find(title)
    after = at + len(title) if at >= 0 else -1
    if after < 0 or _AFTER_ISSUER.match(rest, after) is None:
        return title
    return title[:stop] if title_before(title[:stop]) else title
