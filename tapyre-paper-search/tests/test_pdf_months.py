"""The month vocabulary (:mod:`tapyre_paper_search.pdf.months`, tidy60): every pattern
built from it matches exactly what the hand-written pattern it replaced matched (the old
patterns are copied here as literals), on every month form both know, with and without
stops, in capitals, glued to digits, in the contexts the patterns are used in, and on
near-misses ("Mart", "Mayor", "Marsh", "Junk", "Augustus", "Decade", Spanish "mar")."""

from __future__ import annotations

import re

import pytest
from tapyre_paper_search.pdf import (
    headcolumn,
    mastheads,
    months,
    refaccess,
    refeventin,
    refissuetails,
    refmonthyear,
    refsections,
    reftitlemarks,
    refvenuenotes,
    refvolumetail,
)

# The old patterns, verbatim (round 60's main, 9b965138).
_OLD_MASTHEADS = (
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"januar|februar|märz|juni|juli|oktober|dezember|"
    r"janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"
)
_OLD_ACCESS = (
    r"(?:jan(?:uary|uar|vier|eiro)?|janv|jänner|feb(?:ruary|ruar|rero|r|b|br)?|févr(?:ier)?|fevr(?:ier)?"
    r"|fév|fev(?:ereiro)?|febbraio|mar(?:ch|s|zo|ço|co)?|märz|mär|mrz|apr(?:il|ile)?|avr(?:il)?"
    r"|abr(?:il)?|may(?:o)?|mai(?:o)?|mag(?:g|gio)?|jun(?:e|i|io|ho)?|juin|juil(?:let)?"
    r"|jul(?:y|i|io|ho)?|giu(?:gno)?|lug(?:lio)?|aug(?:ust)?|août|aout|ago(?:sto)?"
    r"|sep(?:t|tember|tembre|tiembre)?|set(?:t|iembre|embro|tembre)?|oct(?:ober|obre|ubre)?"
    r"|okt(?:ober)?|out(?:ubro)?|ott(?:obre)?|nov(?:ember|embre|iembre|embro)?"
    r"|dec(?:ember)?|déc(?:embre)?|decembre|dez(?:ember|embro)?|dic(?:iembre|embre)?"
    r"|ene(?:ro)?|gen(?:n|naio)?)(?![a-zà-ÿ])\.?"
)  # fmt: skip
_OLD_ISSUE = (
    r"\((?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?(?:\s+(?:19|20)\d\d)?\)"
)
_OLD_VENUE = r"(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)"
_OLD_VOLUME = rf"(?:{_OLD_MASTHEADS}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.)$"
_OLD_MONTH_YEAR = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_OLD_SECTIONS = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_OLD_EVENT_IN = r",\s+(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)\.?$"
_OLD_AFTER_ISSUER = (
    r"\s*[.,]?\s*(?:https?:|www\.|url:|URL:|[\w.-]+/|\(?(?:1[5-9]|20)\d\d\b"
    r"|\((?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September"
    r"|October|November|December)\b)"
)
_OLD_HEAD_DATE = (
    r"^\s*(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
    r"\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d\s*$|^\s*(?:19|20)\d\d-\d\d(?:-\d\d)?\s*$"
)

# Words the old patterns knew that the data may not hold, and near-misses.
_EXTRA = (
    "Sepember", "Septmber", "Mart", "Mayor", "Marsh", "Junk", "Augustus", "Decade", "Dece",
    "mar", "Marine", "Energy", "Magazine", "General", "Outlook", "Settings", "Janus",
    "Febuary", "Jule", "Junes", "Octo", "Novel", "Decem", "Jänn", "Mrzx", "Sepx", "ſept",
    "MAYO", "Maio", "Aprill", "Augu", "Set", "Sett", "Settembre", "Out", "Dez", "Dic",
)  # fmt: skip
_CONTEXTS = (
    "{}", "{}.", "{}. ", "12{}", "{}2020", "{} 2020", "3 {} 2020", "3. {} 2020",
    "({} 2020)", "({}. 2020)", "(2020, {} 3).", " ({} 2020).", "{} 3, 2020", "2020 {} 3",
    "3 de {} de 2020", "Journal of X, {}", "Journal of X, {}.", "Title, in: Le Monde, {}.",
    "Journal 101.1-2 ({} 2010)", "The Post ({}", "X, pp. 9, {}.", "62-82 ({}. 1995)",
    "Lisbon, {} 18-21, 2002", "Issue 4 {} 2021", "x{}", "{}x", "{}-", "Retrieved ({}",
    "  {} 12, 2021 ", "12 {} 2021",
)  # fmt: skip


def _words() -> list[str]:
    base = {*months.forms(*months.MONTH_FORMS), *_EXTRA, "Sept", "Sepember"}
    return sorted({v for w in base for v in (w, w.lower(), w.upper(), w.capitalize())})


_STRINGS = [context.format(word) for word in _words() for context in _CONTEXTS]


def _spans(pattern: re.Pattern[str]) -> list[list[tuple[int, int]]]:
    return [[m.span() for m in pattern.finditer(text)] for text in _STRINGS]


def _same(old: str, new: str, flags: int = 0) -> None:
    """``old`` and ``new`` find the same spans in every string, alone and in contexts."""
    for wrap in ("{}", r"(?:{})\s+\d{{4}}", "(?:{})$", r"\((?:{})", r"(?:{})\b", r"^(?:{})"):
        a = re.compile(wrap.format(old), flags)
        b = re.compile(wrap.format(new), flags)
        assert _spans(a) == _spans(b), wrap


def test_mastheads_months() -> None:
    _same(_OLD_MASTHEADS, mastheads.MONTHS, re.IGNORECASE)
    _same(_OLD_MASTHEADS, mastheads.MONTHS)


def test_refaccess_months() -> None:
    _same(_OLD_ACCESS, refaccess._MONTH, re.IGNORECASE)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (_OLD_ISSUE, refissuetails._MONTH),
        (_OLD_VENUE, refvenuenotes._MONTH),
        (_OLD_VENUE + r"[a-z]*\.?", refvenuenotes._MONTH + r"[a-z]*\.?"),
        (_OLD_MONTH_YEAR, refmonthyear._MONTH),
        (_OLD_SECTIONS, refsections._MONTH),
    ],
)
def test_english_fragments(old: str, new: str) -> None:
    _same(old, new)


def test_whole_patterns() -> None:
    pairs = [
        (_OLD_VOLUME, refvolumetail._MONTH),
        (_OLD_AFTER_ISSUER, reftitlemarks._AFTER_ISSUER),
        (_OLD_HEAD_DATE, headcolumn._DATE),
    ]
    for old, new in pairs:
        assert _spans(re.compile(old, new.flags)) == _spans(new), old


def test_event_in_month_tail() -> None:
    old_tail = re.compile(_OLD_EVENT_IN)
    tail = refeventin._PAPER_IN.pattern
    new_tail = re.compile(tail[tail.rindex(r",\s+(?:") :])
    assert _spans(old_tail) == _spans(new_tail)


def test_alternation_tries_the_longer_first() -> None:
    assert months.alternation(("Jun", "June", "Jun")) == "June|Jun"
    assert months.alternation(("März",), lower=True) == "märz"
    assert "May" not in months.abbreviations("en")
    assert set(months.short_forms("en")) >= {"May", "June", "July", "Sept"}
    assert months.stems("en")[:2] == ("Jan", "Feb")
