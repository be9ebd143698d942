"""A generational suffix printed in a name's surname place (pure): :func:`suffix_first`.

A name whose suffix was stored with no comma before it ("Neal J. Evans II") is split by
BibTeX at its last word: the suffix becomes the surname, the rest the given names, and
a style that inverts names prints "II, Neal J. Evans and Ravindran, T. R. (2012):
Title." (refs62).  The names' reading took "II, Neal J." for one name and "Evans and
Ravindran, T. R." opened the title.

:func:`suffix_first` writes such a name with the suffix after its given names, "Evans,
Neal J., II", the form the names' reading knows (:mod:`~tapyre_paper_search.pdf.refnames`):
a suffix (:data:`~tapyre_paper_search.pdf.namewords.SUFFIXES`) opening the entry or
following "and", "&", a semicolon or a slash (not a comma alone: "Ford, Henry, III, Ann
Lee" closes Henry Ford's name with it, unless a name written surname first follows the
suffixed one: "Praszalowicz, Michal, II, Neal J. Evans, Wirth, Jens", refs63, or the
list ends after it with no join: "Praszalowicz, Michal, II, Neal J. Evans (2021)",
refs65), a
comma, one to three given names or groups of dotted initials and one capitalised word,
the surname, closed by "and", "&", a separator, a bracket or a year.  Only the text
before the entry's first year is read.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.reflistwords import suffix_words
from tapyre_paper_search.pdf.refslashnames import GIVEN, INITIALS, WORD

_WORDS = suffix_words()  # "Jr", "Jr.", "II", …
_YEAR = re.compile(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)")
_SUFFIX_FIRST = re.compile(
    rf"(?P<lead>^\s*|[;&]\s|\band\s|/\s?)(?P<suffix>{_WORDS}),\s"
    rf"(?P<given>(?:{INITIALS}|{GIVEN})(?:\s(?:{INITIALS}|{GIVEN})){{0,2}}?)"
    rf"\s(?P<surname>(?=[A-ZÀ-ÞĀ-Ž]){WORD})"
    r"(?=\s+(?:and|&)\s|\s*[,;/(:]|\s+(?:1[5-9]|20)\d\d\b)"
)

# After a comma alone, where a name written surname first follows the suffixed name: a
# list of "Surname, Given" pairs throughout ("Praszalowicz, Michal, II, Neal J. Evans,
# Wirth, Jens, and …", ijsra's; refs63), not Chicago's "Ford, Henry, III, Ann Lee, and
# Bo Chen" (the names after the first given first).
_AFTER_PAIR = re.compile(
    rf"(?P<lead>(?<=[^\W\d_.]),\s)(?P<suffix>{_WORDS}),\s"
    rf"(?P<given>(?:{INITIALS}|{GIVEN})(?:\s(?:{INITIALS}|{GIVEN})){{0,2}}?)"
    rf"\s(?P<surname>(?=[A-ZÀ-ÞĀ-Ž]){WORD})"
    rf"(?=,\s(?:and\s)?(?:{WORD}\s){{0,2}}{WORD},\s(?:{INITIALS}|{GIVEN})(?:\s*[,;(]|\s+and\s))"
)

# After a comma alone, the list's last name: the suffixed name closed by the list's end, a
# year (bare or bracketed), right after a name written surname first
# ("Praszalowicz, Michal, II, Neal J. Evans (2021): Title"; refs65).  A list that sets
# its last name given first writes a join before it ("Ford, Henry, III, and Ann Lee.").
_LAST_AFTER_PAIR = re.compile(
    rf"(?P<lead>\b{WORD},\s{GIVEN},\s)(?P<suffix>{_WORDS}),\s"
    rf"(?P<given>(?:{INITIALS}|{GIVEN})(?:\s(?:{INITIALS}|{GIVEN})){{0,2}}?)"
    rf"\s(?P<surname>(?=[A-ZÀ-ÞĀ-Ž]){WORD})"
    r"(?=[.,]?\s*(?:\(\s*)?(?:1[5-9]|20)\d\d\b)"
)


def suffix_first(text: str) -> str:
    """``text`` with each name before its first year that prints a suffix in its
    surname's place ("II, Neal J. Evans") written "Evans, Neal J., II" (see the module
    docstring); any other text as it was."""
    if not any(mark in text for mark in ("II, ", "IV, ", "r, ", "r., ")):  # (cheap test)
        return text
    year = _YEAR.search(text)
    end = year.start() if year is not None else len(text)
    head = _AFTER_PAIR.sub(_inverted, _SUFFIX_FIRST.sub(_inverted, text[:end]))
    return _last_after_pair(head, text[end:])


def _last_after_pair(head: str, tail: str) -> str:
    """``head + tail`` with the list's last name after a suffix following a comma alone
    ("…, Michal, II, Neal J. Evans (2021)") written "Evans, Neal J., II"; the match may
    look past ``head`` at the year that closes the list."""
    found = _LAST_AFTER_PAIR.search(head + tail[:8])
    if found is None or found.end() > len(head):
        return head + tail
    return head[: found.start()] + _inverted(found) + head[found.end() :] + tail


def _inverted(found: re.Match[str]) -> str:
    return f"{found['lead']}{found['surname']}, {found['given']}, {found['suffix']}"
