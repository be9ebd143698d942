"""The months' names and abbreviations the reader knows, as data, and the regex
alternations built from them (pure; tidy60).

:data:`MONTH_FORMS` holds, per language (English, German, French, Spanish, Portuguese,
Italian), each month's forms: its name first, then its abbreviations and other
spellings (without accents, regional names: "fevrier", "aout", "Jänner").  The modules
that read dates build their patterns from it: :func:`names` (the names alone),
:func:`forms` (every form), :func:`abbreviations` (every form but the names),
:func:`short_forms` (the forms of four letters at most: what short styles print, "Jan",
"May", "June", "Sept"), :func:`stems` (the names' first three letters, to be followed by
``[a-z]*``), and :func:`alternation`, which joins words into a regex alternation, the
longer of two words sharing a start tried first (as a greedy optional part would be:
"June?" is "June|Jun"), so a pattern built from it matches what the same words spelt out
by hand match.  The words are letters only; a caller adds its own word boundaries,
stops and case flags.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

Forms = tuple[tuple[str, ...], ...]
"""Twelve months, January first, each its name and then its other forms."""

MONTH_FORMS: dict[str, Forms] = {
    "en": (
        ("January", "Jan"), ("February", "Feb"), ("March", "Mar"), ("April", "Apr"),
        ("May",), ("June", "Jun"), ("July", "Jul"), ("August", "Aug"),
        ("September", "Sept", "Sep"), ("October", "Oct"), ("November", "Nov"),
        ("December", "Dec"),
    ),
    "de": (
        ("Januar", "Jan", "Jänner"), ("Februar", "Feb", "Febr"), ("März", "Mär", "Mrz"),
        ("April", "Apr"), ("Mai",), ("Juni", "Jun"), ("Juli", "Jul"), ("August", "Aug"),
        ("September", "Sept", "Sep"), ("Oktober", "Okt"), ("November", "Nov"),
        ("Dezember", "Dez"),
    ),
    "fr": (
        ("janvier", "janv"), ("février", "févr", "fév", "fevrier", "fevr"), ("mars",),
        ("avril", "avr"), ("mai",), ("juin",), ("juillet", "juil"), ("août", "aout"),
        ("septembre", "sept"), ("octobre", "oct"), ("novembre", "nov"),
        ("décembre", "déc", "decembre"),
    ),
    "es": (
        ("enero", "ene"), ("febrero", "feb"), ("marzo", "mar"), ("abril", "abr"),
        ("mayo", "may"), ("junio", "jun"), ("julio", "jul"), ("agosto", "ago"),
        ("septiembre", "setiembre", "sep", "set"), ("octubre", "oct"),
        ("noviembre", "nov"), ("diciembre", "dic"),
    ),
    "pt": (
        ("janeiro", "jan"), ("fevereiro", "fev"), ("março", "marco", "mar"),
        ("abril", "abr"), ("maio", "mai"), ("junho", "jun"), ("julho", "jul"),
        ("agosto", "ago"), ("setembro", "set"), ("outubro", "out"), ("novembro", "nov"),
        ("dezembro", "dez"),
    ),
    "it": (
        ("gennaio", "gen", "genn"), ("febbraio", "feb", "febb", "febbr"), ("marzo", "mar"),
        ("aprile", "apr"), ("maggio", "mag", "magg"), ("giugno", "giu"), ("luglio", "lug"),
        ("agosto", "ago"), ("settembre", "set", "sett"), ("ottobre", "ott"),
        ("novembre", "nov"), ("dicembre", "dic"),
    ),
}  # fmt: skip
"""Each language's months (its code: "en", "de", "fr", "es", "pt", "it")."""

_SHORT = 4
"""A short style's month has at most this many letters ("Jan", "June", "Sept")."""


def names(*languages: str) -> tuple[str, ...]:
    """The months' names of ``languages``, in their order, each once."""
    return _unique(month[0] for language in languages for month in MONTH_FORMS[language])


def forms(*languages: str) -> tuple[str, ...]:
    """Every form (names, abbreviations, other spellings) of ``languages``, each once."""
    return _unique(
        form for language in languages for month in MONTH_FORMS[language] for form in month
    )


def abbreviations(*languages: str) -> tuple[str, ...]:
    """The forms of ``languages`` that are no month's name ("Jan", "Sept"; not "May")."""
    named = set(names(*languages))
    return tuple(form for form in forms(*languages) if form not in named)


def short_forms(*languages: str) -> tuple[str, ...]:
    """The forms of ``languages`` of at most four letters ("Jan", "May", "June", "Sept")."""
    return tuple(form for form in forms(*languages) if len(form) <= _SHORT)


def stems(*languages: str) -> tuple[str, ...]:
    """The first three letters of each month's name of ``languages`` ("Jan", "Feb")."""
    return _unique(name[:3] for name in names(*languages))


def alternation(words: Iterable[str], *, lower: bool = False) -> str:
    """``words`` (lower-cased where ``lower``) as a regex alternation without a group,
    each once, longer words first: of two words where one starts the other, the longer
    is tried first, as with a greedy optional part ("June|Jun" for "June?")."""
    chosen = _unique(word.lower() if lower else word for word in words)
    return "|".join(re.escape(word) for word in sorted(chosen, key=len, reverse=True))


def _unique(words: Iterable[str]) -> tuple[str, ...]:
    """``words`` in their order, each once."""
    return tuple(dict.fromkeys(words))
