"""A newspaper's section and page, with its date, off the venue (pure; used by
:mod:`.reftypefacts`; refs74): :func:`without_section`, :func:`section_parts`.

A newspaper article is cited with the paper's name, its day, and the section and page it
was printed on: "The Daily Courier. Section A", "The Daily Courier, June 2014. Section
B", "The Evening Standard (June 2022). Section A", "Section D, p. 15, The Evening
Standard (May 2008)".  The general reading kept the section, the page and the date in
the venue.

Only a venue holding a section's mark ("Section" and a letter or number, perhaps a page
after it) is read: the mark (closing the venue after a stop or comma, or opening it
before a comma) goes, then the date closing the name (a month and year after a comma or
space or in brackets, a year alone, a year and month).  A venue with no section's mark
stays as read, and so does a mark with neither a date before it nor its page ("p. 9")
after it in the venue or the entry, after a comma or after a word cut short: a journal's
section ("Acta Crystallographica, Section D, 64, 112-122", "Acta Cryst. Section D";
fix59b).

:func:`section_parts` reads two more forms (refs75): a venue that is the mark alone (and
its page) after a title closing on the paper's name as its last sentence ("Title. The
Morning Post" / "Section D, p. 19"): the name (two to four capitalised words, no digit)
is the venue; and a venue closing on a month's abbreviation after a comma, cut at its
stop before the year ("The Evening Standard, Nov" of "…, Nov. 2024, Section D"; a
journal's "Journal of X, Nov" of "Journal of X, Nov. 2010, 1-9" alike): the month goes.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.months import alternation, stems
from tapyre_paper_search.pdf.refsentences import abbreviation

_PAGE = r"(?:,\s+pp?\.\s*\d+(?:[-–]\d+)?)?"
_CLOSING = re.compile(rf"(?P<mark>[.,])\s+Section\s+[A-Z\d]{{1,2}}(?P<page>{_PAGE})\.?$")
# A newspaper's page after the venue in the entry, "The Morning Post, Section A, p. 9"
_PAGE_AFTER = re.compile(r",\s+pp?\.\s*\d")
_OPENING = re.compile(rf"Section\s+[A-Z\d]{{1,2}}{_PAGE},\s+")
_MONTH = rf"(?:{alternation(stems('en'))})[a-z]*\.?"
_YEAR = r"(?:19|20)\d{2}"
_DATE = re.compile(
    rf"(?:,?\s+\((?:{_MONTH}\s+)?{_YEAR}\)|,?\s+(?:{_MONTH}\s+)?{_YEAR}(?:\s+{_MONTH})?"
    rf"|,\s+{_MONTH})$"
)


def without_section(venue: str, rest: str = "") -> str:
    """``venue`` without a newspaper's section, page and date (see the module
    docstring; ``rest``, the entry after its names, may hold the page after the venue);
    else as given."""
    if "Section " not in venue:
        return venue  # (cheap test first)
    closing = _CLOSING.search(venue)
    if closing is not None:
        name = venue[: closing.start()]
        if _journals_section(venue, rest, closing, name):
            return venue  # "Acta Crystallographica, Section D", "Acta Cryst. Section D" (fix59b)
    else:
        opening = _OPENING.match(venue)
        if opening is None:
            return venue
        name = venue[opening.end() :]
    name = _DATE.sub("", name.strip())
    return name.strip() or venue


_MARK_ALONE = re.compile(rf"Section\s+[A-Z\d]{{1,2}}{_PAGE}\.?")
_NAME_LAST = re.compile(r"\.\s+(?P<name>[A-ZÀ-Þ][\w'’-]*(?:\s+[A-ZÀ-Þ][\w'’-]*){1,3})$")
_MONTH_CUT = re.compile(rf",\s+{_MONTH}$")


def section_parts(title: str, venue: str, rest: str) -> tuple[str, str]:
    """(title, venue): the paper's name closing ``title`` as the venue where ``venue`` is
    a section's mark alone, a month cut at its stop (its year after it in ``rest``) off
    the venue's end, then :func:`without_section` (see the module docstring)."""
    name = _NAME_LAST.search(title) if _MARK_ALONE.fullmatch(venue) else None
    if name is not None and len(title[: name.start()].split()) >= 3:
        return title[: name.start()], name["name"]
    month = _MONTH_CUT.search(venue) if venue[-1:].isalpha() else None
    if month is not None and re.search(rf"{re.escape(venue)}\.\s+{_YEAR}\b", rest):
        venue = venue[: month.start()]
    return title, without_section(venue, rest)


def _journals_section(venue: str, rest: str, closing: re.Match[str], name: str) -> bool:
    """Whether the mark closing ``venue`` is a journal's section (fix59b): no page after
    it (in the venue or, after the venue, in ``rest``) and no date before it, and a comma
    before it or a stop that closes a word cut short ("Acta Cryst. Section D")."""
    if closing["page"] or _DATE.search(name.strip()):
        return False
    after = rest.find(venue)
    if after >= 0 and _PAGE_AFTER.match(rest, after + len(venue)):
        return False
    return closing["mark"] == "," or abbreviation(name.rsplit(" ", 1)[-1])
