"""A journal's volume, year and issue left at its venue's end (pure):
:func:`without_volume_tail`.

jurabib's humanities style prints a journal's facts after its name with the volume
before a year that has no brackets, the issue after a word for "number" and the pages
last: "Title. Journal of Cell Biology, 98 2014, Nr. 3, 681-695" (refs57).  The
entry's reading cuts the venue at the issue word's stop, so "Journal of Cell Biology,
98 2014, Nr" (or, with no issue, "Psychology Letters, 75" before " 2015, 360-376") was
read as the venue.  German styles write the volume and issue with words of their own
too: "Bd." (Band), "Jg." (Jahrgang), "Heft" or "H." for the issue; so do other
languages: "Nr." (Dutch, Danish, Swedish, Polish), "nr", "No."/"no." (English,
French), "n." (Italian), "Nº"/"núm." (Spanish, Portuguese), "fasc." (Italian, French),
"zesz." (Polish) for the issue; "Vol."/"vol.", "Band", "Jahrgang", "Tome" (French),
"Bind" (Danish), "Deel" (Dutch), "Årg." (Swedish, Norwegian) for the volume.

:func:`without_volume_tail` takes such a tail off the venue's end: one of those words
with its number perhaps, after a comma; or a bare volume after a comma where the year
follows it (in the venue, "Journal, 98 2014", or right after the venue in the entry,
"Journal, 75 2015, …").  A bare number after a comma with no year after it stays
("Physics, 2" may be a name's number), and so does a name's own number with no comma
("Proceedings of Interspeech 2019").  A volume's word written whole ("Band", "Tome",
"Bind", "Deel", "Jahrgang") is one only after a comma: with a space alone before it, it
is a word of the name ("Music of the Band 2019", refs58); the abbreviations ("Bd.",
"Jg.", "Vol.") follow a space too ("In: Zeitschrift Bd. 9 (2010)").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.mastheads import MONTHS
from tapyre_paper_search.pdf.months import abbreviations, alternation

_YEAR = r"(?:1[5-9]|20)\d\d"
# Words for a volume (and a year's count) and for an issue, several languages; a stop
# after an abbreviation perhaps, a number perhaps after it (the entry's reading may
# have cut the venue at the stop).
_VOLUME_WORDS = r"(?:Bd|Band|Jg|Jahrgang|Vol|vol|Tome|tome|Bind|Deel|Årg|årg)"
_ISSUE_WORDS = r"(?:Nr|nr|Heft|H|No|no|n|Nº|nº|núm|Núm|fasc|Fasc|zesz|Zesz|Issue|issue)"
_NUMBER = r"\d{1,4}(?:[-/]\d{1,4})?"
# The tail: a volume (a word and its number, or a bare number), a year perhaps (in
# brackets or not, after a comma or a space), an issue word perhaps (its number perhaps).
_TAIL = re.compile(
    rf",?\s+(?:(?P<word>{_VOLUME_WORDS})(?:\.?\s*(?P<number>{_NUMBER}))?|(?<=,\s){_NUMBER})"
    rf"(?P<year>,?\s+\(?{_YEAR}\)?)?"
    rf"(?P<issue>,\s+{_ISSUE_WORDS}\.?(?:\s*{_NUMBER})?)?$"
)
# What follows the venue in the entry where a bare volume closes it: the year.
_YEAR_NEXT = re.compile(rf"\s+\(?{_YEAR}\b")
# What follows a volume's word cut from its number at its stop ("Journal Bd" of
# "Journal Bd. 9 (2010)"): the number.
_NUMBER_NEXT = re.compile(r"\.\s*\d")
# Volume words written whole: a word of the name where no comma sets them off.
_WHOLE_WORDS = frozenset({"Band", "Jahrgang", "Tome", "tome", "Bind", "Deel"})


def without_volume_tail(venue: str, text: str) -> str:
    """``venue`` without a journal's volume, year and issue left at its end (see the
    module docstring), ``text`` being the entry; else ``venue`` as it was."""
    if len(venue) < 6 or not venue[-1].isalnum():
        return _without_spaced_volume(venue, text) if len(venue) >= 6 else venue
    found = _TAIL.search(venue)
    if found is not None and found["word"] in _WHOLE_WORDS and found[0][:1] != ",":
        found = None  # "Music of the Band 2019": the name's word
    if found is not None and found.start() >= 3:
        if found["word"] and not found["number"] and not found["year"]:
            cut = _NUMBER_NEXT.match(text, max(text.find(venue), 0) + len(venue)) is not None
        else:
            cut = bool(found["word"] or found["year"] or found["issue"])
            cut = cut or _year_follows(venue, text)
        if cut and venue in text:
            return venue[: found.start()].rstrip(" ,")
    alone = _NUMBERED_ISSUE.search(venue)
    if alone is not None and alone.start() >= 3 and venue in text:
        return venue[: alone.start()].rstrip(" ,")
    return _without_spaced_volume(venue, text)


# A volume after a space (no comma) that the entry's numbers follow: biblatex's
# volume and issue joined by a stop before the year in brackets or the pages ("Journal
# of Oncology 117.1 (1999), pp. 542-560", "… 117.1, pp. 542-560"); Chicago's volume
# before its issue word ("Journal 65, no. 4 (1996): 552-571", read "Journal 65, no");
# Vancouver's year before a semicolon and the volume ("Economics Letters
# 1998;27:543-63", "Journal 2013; 9:385-95", the pages cut at a line's end: "…;12:545-").
# (refs58)  A bare volume of up to three digits goes where :data:`_AFTER_BARE` follows.
_SPACED_TAIL = re.compile(
    rf"\s+(?:\d{{1,4}}\.\d{{1,4}}|\d{{1,4}},\s+{_ISSUE_WORDS}|{_YEAR};\s*\d{{1,4}}:\s*\d+[-–]\d*"
    rf"|(?P<year>{_YEAR})|(?P<bare>\d{{1,3}}))$"
)
# What must follow a bare volume of up to three digits (refs60): an issue and the year
# after commas (archaeologie's "Journal 97, 3, 2007, 405–414"), the year alone after a
# comma, or a stop and the pages (unified's "Journal 81. 428–439"), or an issue after a
# comma and the pages after a colon ("Chemistry Research 44, 9: 652-670"; refs62); not a
# month's day.
_AFTER_BARE = re.compile(
    rf"(?:,\s*\d{{1,4}})?,\s*{_YEAR}\b|\.\s*\d+\s*[-–]\s*\d|,\s*\d{{1,4}}:\s*\d+\s*[-–]\s*\d"
)
# A month's name before the number: a date's day ("Cologne, Germany, April 14, 2019").
# (the mastheads' month names, or a month's abbreviation with its stop: "Apr.")
_MONTH = re.compile(rf"(?:{MONTHS}|(?:{alternation(abbreviations('en'))})\.)$", re.I)
# What must follow such a tail in the entry: a year in brackets, pages after a comma, an
# issue's stop and number; after a bare year, a semicolon and a volume.
_AFTER_TAIL = re.compile(r"\s*\(\s*(?:1[5-9]|20)\d\d\)|,\s*(?:pp?\.\s*)?\d|\.\s*\d|;\s*\d")


def _without_spaced_volume(venue: str, text: str) -> str:
    """``venue`` without :data:`_SPACED_TAIL` where the entry goes on after it as a
    journal's numbers do (:data:`_AFTER_TAIL`; after a bare year only a semicolon)."""
    found = _SPACED_TAIL.search(venue) if venue[-1:].isalnum() or venue[-1:] in "-–" else None
    at = text.find(venue)
    if found is None or found.start() < 3 or at < 0:
        return venue
    if found["bare"]:
        after = _AFTER_BARE.match(text, at + len(venue))
        kept = venue[: found.start()]
        return kept.rstrip(" ,") if after is not None and not _MONTH.search(kept) else venue
    after = _AFTER_TAIL.match(text, at + len(venue))
    if ";" not in found[0] and (
        after is None or (found["year"] and not after[0].lstrip().startswith(";"))
    ):
        return venue
    return venue[: found.start()].rstrip(" ,")


# An issue's word and its number closing the venue ("Zeitschrift für Dinge, Nr. 12",
# "H. 3"): the word alone ("No") may be a name's word.
_NUMBERED_ISSUE = re.compile(rf",\s+{_ISSUE_WORDS}\.?\s*{_NUMBER}$")


def _year_follows(venue: str, text: str) -> bool:
    """Whether ``text`` has ``venue`` with a year right after it ("Journal, 75" before
    " 2015, 360-376")."""
    at = text.find(venue)
    return at >= 0 and _YEAR_NEXT.match(text, at + len(venue)) is not None
