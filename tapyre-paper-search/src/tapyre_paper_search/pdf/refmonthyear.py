"""A date in brackets after an entry's names that holds a month (pure):
:func:`month_year_first` (refs73).

Author-year styles print a work's month with its year in the bracket after the names
where the entry has one: "Doe, J. (Oct. 2022). Title.", "Doe, J. and A. Lee (May
2007). Title.", APA's "Doe, J. (2022, October 5). Title."  The general reading knows
"(2022)." there; with the month it cut the title at the month's stop ("(Oct") or kept
the bracket at the title's start ("(October 2022). Title").

Where the entry's first bracket is such a bracket (a month's name or abbreviation
before the year, or the year, a comma and a month with its day perhaps after it), a
space before it, names only before it (capitalised words, joins and particles: no digit,
as in science's newspaper "Der Tagesspiegel, 12 (Mar. 2014).", no title's small word or
quote, as in "R. Shiller, “Investor behavior in the crash (October 1987),”") and a
stop, colon or comma after it, it is read as the year's alone:
"(2022).".  The entry's year is read from its whole text as before; a bracket with no
month, or one that is not the entry's first, is left.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.months import alternation, forms

# (also "Sepember": the hand-written pattern it replaces, "Sept?(?:ember)?", took it,
# by accident; kept so that the reader's behaviour stays as it was; tidy60)
_MONTH = rf"(?:{alternation((*forms('en'), 'Sepember'))})\.?"
_YEAR = r"(?:1[5-9]|20)\d\d[a-z]?"
_SMALL = frozenset(
    (
        "and",
        "&",
        "et",
        "al.",
        "de",
        "da",
        "dos",
        "del",
        "van",
        "von",
        "der",
        "den",
        "la",
        "le",
        "di",
    )
)
_BRACKET = re.compile(
    rf"(?<=\s)\((?:{_MONTH}\s+(?P<late>{_YEAR})"
    rf"|(?P<early>{_YEAR}),\s+{_MONTH}(?:\s+\d{{1,2}}(?:[-–]\d{{1,2}})?)?)\)(?=[.:,])"
)


def month_year_first(text: str) -> str:
    """``text`` (an entry) with its first bracket, where it is a date holding a month,
    read as the bracketed year alone (see the module docstring); else unchanged."""
    at = text.find("(")
    found = _BRACKET.match(text, at) if at > 0 and _names_only(text[:at]) else None
    if found is None:
        return text
    return f"{text[:at]}({found['late'] or found['early']}){text[found.end() :]}"


def _names_only(text: str) -> bool:
    """Whether ``text`` holds names only: each word capitalised, or a join or particle (no
    title's small word, no digit, no quote)."""
    return all(w[:1].isupper() or w.rstrip(",;") in _SMALL for w in text.split())
