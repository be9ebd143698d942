"""A book's volumes and edition, a report's kind and number, or a standard's mark run on
at the end of an entry's TITLE, and a year after a semicolon closing its VENUE (pure):
:func:`without_book_facts`, :func:`without_closing_year` (refs69).

Styles print these facts after the title with only a comma, a semicolon or a space
before them, so the entry's reading left them in the title:

* a book of several volumes: its edition, the volume cited and the volumes' count in
  any order after a comma or stop ("Title, 2nd ed., 5 vols", "Title, 4th ed., Vol. 2, 5
  vols", "Title, volume 2", "Title, 4 vols"), or an edition with its ordinal after a
  bracket ("Title (4th edn.", oxnum's cut at the stop) or, short, after a space ("Title
  4th ed", Nature's; "What changed in DSM 5th edition" is a title: fix56e), its bracket
  closed ("Title (2nd ed.)", APA's) and its ordinal in other languages ("2. Aufl.", "2e
  éd.", "2ª ed.", "2a ed."; refs80), the ordinal cut at its stop ("Title, 2" / "Aufl.
  Berlin", :func:`without_cut_edition`); or the
  volume cited in roman figures and the volumes' count after a space,
  the count no smaller than the volume ("Title III 3", "Title I 2"; refs70);
* a report's kind, of capitalised words closing in a report's noun, and its number
  ("Title, Policy Brief DOE/SC-4388", "Title; Statistical Bulletin ONS-7529; Prague:
  Agency", "Title Technical Memorandum No. 12 (Agency, 2014)"), with all after it; the
  number no bare year ("our Annual Report 2019"), a comma or stop before a kind closing
  the title (fix56e);
* a standard's mark and number ("Title, DIN 20394:2014, Standard; Institute",
  "Title ISO 25552:2014. Standard. Organization", "Title, IEEE Std 1003.1-2017"), the
  word "Standard" after it, or the mark closing the title after a comma or stop with
  its year or "Std" ("oral infection, HPV 16" is a title; fix56e).

Each goes, with all after it, where three words or more stay
(:func:`~tapyre_paper_search.pdf.refthesis.title_before`); the venue is left as read.
A title whose own words hold a number ("Guidelines for ISO 9001:2015 audits", "The
2nd edition of the atlas revisited") keeps it: the facts must close the title.

A Vancouver proceedings' "Proceedings of X, ACM; 2019." leaves the year after the
publisher and its semicolon in the venue: the year (read apart) goes, and then the
publisher after the proceedings' name
(:func:`~tapyre_paper_search.pdf.refpublisher.without_publisher_after`).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.digitscan import has_digit
from tapyre_paper_search.pdf.refpublisher import without_publisher_after
from tapyre_paper_search.pdf.refthesis import title_before

# (the ordinal in several languages: "2nd ed.", "2. Aufl.", "2e éd.", "2ª ed.", "2a ed.",
# "2. ed."; refs80)
# Up to three words may stand between the ordinal and the noun ("3., überarb. Aufl.",
# "2nd rev. ed.", "2nd, revised edition") and up to three small ones after it ("3e éd.
# revue et augmentée"; refs81).
_QUALIFIERS = r"(?:,?\s(?:[^\W\d_]{1,12}\.?\s){1,3}?|\s?)"
_NOUN = r"(?:ed|edn|edition|éd|édition|Aufl|Auflage|edición|edizione|edição)"
_EDITION = (
    rf"\d{{1,2}}(?:st|nd|rd|th|e|re|a|ª|º|\.){_QUALIFIERS}{_NOUN}\.?"
    r"(?:\s[a-zà-ÿ]{1,12}\.?){0,3}"
)
_VOLUME = r"(?:[Vv]ol\.|[Vv]olume)\s*\d{1,3}|\d{1,2}\s+(?:vols\.?|volumes)"
_SHORT_EDITION = r"\d{1,2}(?:st|nd|rd|th)\s+(?:edn|ed)\.?"
_BOOK_FACT = rf"(?:{_EDITION}|{_VOLUME})"
# The chain of a book's facts closing the title: after a comma or stop, an edition with
# its ordinal after a bracket, or its short form after a space ("What changed in DSM 5th
# edition" is a title's own words; fix56e).
_BOOK_FACTS = re.compile(
    rf"(?:[,.;]\s+{_BOOK_FACT}|\s+(?:\({_EDITION}\)?|{_SHORT_EDITION}))"
    rf"(?:[,.;]?\s+{_BOOK_FACT})*[.,]?$"
)
# A report's kind (up to two capitalised words before a report's noun) and its number
# (a digit in it), then anything.
# A volume in roman figures (well formed, up to XX) and the volumes' count closing a title.
_ROMAN_OF = re.compile(r"\s+(?P<roman>X{0,2}(?:IX|IV|V?I{0,3}))\s+(?P<count>\d{1,2})$")
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}
_REPORT_NOUN = r"(?:Report|Brief|Bulletin|Memorandum|Circular|Note)"
# The number is no bare year ("our Annual Report 2019" names it), and a kind closing the
# title needs a comma or stop before it ("physicians Clinical Note 3" is a title; fix56e).
_REPORT_KIND = (
    rf"(?:[A-Z][a-z]+\s+){{1,2}}{_REPORT_NOUN}\s+(?:No\.\s*)?"
    r"(?!(?:1[5-9]|20)\d\d(?:$|[,;.]\s|\s\())"
    r"(?:[A-Z]{1,6}(?:/[A-Z]{1,6})?[-\s]?)?\d[\w/.:-]*"
)
_REPORT = re.compile(rf"[,;.]\s+{_REPORT_KIND}(?=$|[,;.]\s|\s\()|\s+{_REPORT_KIND}(?=[,;.]\s|\s\()")
# A standard's mark ("ISO", "DIN EN", "IEEE Std") and number, "Standard" after it, or
# closing the title after a comma or stop where it reads as a standard's: the word "Std"
# or the standard's year ("survey, SDSS 12", "outbreak; COVID 19" are titles; fix56e).
_MARK = r"[A-Z]{2,5}(?:\s+(?:Std|[A-Z]{2,4}))?\s+\d[\d.]*(?:[:-](?:1[5-9]|20)\d\d)?"
_DATED = r"[A-Z]{2,5}(?:\s+[A-Z]{2,4})?\s+\d[\d.]*[:-](?:1[5-9]|20)\d\d"
_STD = r"[A-Z]{2,5}\s+Std\s+\d[\d.]*(?:[:-](?:1[5-9]|20)\d\d)?"
_STANDARD = re.compile(
    rf"(?:[,;.]\s+|\s+){_MARK}(?=[,;.]\s*Standard\b)|[,;.]\s+(?:{_DATED}|{_STD})[.,]?$"
)


# An edition's ordinal left at the title's end where its stop cut it ("Title, 2" /
# "Aufl. Berlin: Springer"; refs80), its noun opening the venue.
# The ordinal may carry its words, the last cut at its stop ("Title, 3., überarb" / "Aufl.,
# Berlin", "Title (3., überarb. u. erw" / "Aufl.)"; refs81).
_CUT_ORDINAL = re.compile(
    r"(?:[,.;]\s+|\s+\()\d{1,2}(?:\.?,?\s(?:[^\W\d_]{1,12}\.\s){0,2}[^\W\d_]{1,12})?$"
)
_CUT_NOUN = re.compile(rf"{_NOUN}\.?(?:[,;]?\s+|\)?$)")
# An edition whole opening a book's venue, before its publisher (refs81).
_OPENING_EDITION = re.compile(rf"{_EDITION}[.,;]?\s+(?=\S)")


def without_cut_edition(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) where an edition's ordinal with its stop ("2.") closed the title and
    its noun ("Aufl.", "ed.") opened the venue: both leave, the venue the rest; an
    edition whole opening the venue before a publisher ("3., überarb. Aufl. Berlin:
    Springer", "2nd rev. ed. London: Wiley"; refs81) leaves it."""
    opening = _OPENING_EDITION.match(venue) if venue[:1].isdigit() else None
    if opening is not None:
        return title, venue[opening.end() :]
    ordinal = _CUT_ORDINAL.search(title) if has_digit(title[-40:]) else None
    noun = _CUT_NOUN.match(venue) if ordinal is not None else None
    if ordinal is None or noun is None or not title_before(title[: ordinal.start()]):
        return title, venue
    return title[: ordinal.start()], venue[noun.end() :]


def without_book_facts(title: str) -> str:
    """``title`` without a book's volumes and edition, a report's kind and number or a
    standard's mark closing it (see the module docstring)."""
    if not title or not has_digit(title):
        return title  # (cheap test: every fact has a figure)
    for pattern in (_BOOK_FACTS, _REPORT, _STANDARD):
        found = pattern.search(title)
        if found is not None and title_before(title[: found.start()]):
            return title[: found.start()]
    roman = _ROMAN_OF.search(title)
    if (
        roman is not None
        and roman["roman"]
        and _roman_value(roman["roman"]) <= int(roman["count"])
        and title_before(title[: roman.start()])
    ):
        return title[: roman.start()]
    return title


def _roman_value(numeral: str) -> int:
    """The value of a well-formed roman ``numeral`` of I, V and X ("IX" is 9)."""
    values = [_ROMAN_VALUES[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


_CLOSING_YEAR = re.compile(r";\s*(?:1[5-9]|20)\d\d[a-z]?\.?$")


def without_closing_year(venue: str) -> str:
    """``venue`` without a year after a semicolon closing it, and then a proceedings'
    publisher closing it (see the module docstring)."""
    found = _CLOSING_YEAR.search(venue) if ";" in venue else None
    if found is None or found.start() == 0:
        return venue
    return without_publisher_after(venue[: found.start()].rstrip(" ,."))
