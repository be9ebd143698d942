"""A slash list whose first name is inverted and the others given first (pure):
:func:`inverted_slash_list`, and :func:`slash_names`, every slash list the entry's
reading knows.

Some German styles set only an entry's first name surname first and the others given
first, all set apart by bare slashes: "Sigurdsson, S./Leonid Polterovich/G. Stasinska
(2005). Title.", "Doe, Jane/ Bob Roe/ Carl van der Poe: Title" (a space after a slash
where a line broke, or as printed).  The names' reading took the first name alone; the
title was "/Leonid Polterovich/G" and the venue the other names (refs62).

:func:`inverted_slash_list` writes the given-first names of such a list surname first
("Polterovich, Leonid", "Poe, Carl van der": a surname's particles after the given
name, as :mod:`~tapyre_paper_search.pdf.refslashnames` reads them), which
:func:`~tapyre_paper_search.pdf.refslashnames.semicolon_names` then reads as a list of
surname-first names set apart by slashes.  Only a list opening the entry where every
name after the first is given first (given names or dotted initials, one to three of
them, then one capitalised surname) and the list closes before a bracket, a colon, a
comma, a stop or a year; the text is rewritten only where
:func:`~tapyre_paper_search.pdf.refslashnames.semicolon_names` then reads the list
(else it stays as printed: "Doe, J. Input/Output Systems" is no list).  A surname of two
words printed given first is read by its last word ("Ann García Márquez" as "Márquez,
Ann García"): nothing in the line tells the two apart; a generational suffix after the
surname stays with it ("Neal J. Evans II" is "Evans II, Neal J."); initials printed with
no stop are read with one ("S C Tiwari" is "Tiwari, S. C."), so are the first name's
("Tiwari, S C/Xiao-Lin Chen", refs63).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.namewords import SUFFIXES
from tapyre_paper_search.pdf.refslashnames import GIVEN, INITIALS, LATE, WORD, semicolon_names

# The first name, surname first: up to four words, a comma, one or two given names or
# groups of dotted initials.
_ONE_GIVEN = rf"(?:{INITIALS}|{GIVEN})"
# (a surname's particles after the given name: "Dishoeck, Ewine van/R. W. Noyes")
# (or initials printed with no stop before the first slash: "Tiwari, S C/Xiao-Lin Chen";
# refs63)
_FIRST_BARE = r"[A-ZÀ-ÞĀ-Ž](?:\s[A-ZÀ-ÞĀ-Ž]){0,2}(?=/)"
_FIRST = re.compile(
    rf"\s*(?:{WORD}\s+){{0,3}}{WORD},\s*"
    rf"(?:{_ONE_GIVEN}(?:\s{_ONE_GIVEN})?{LATE}|{_FIRST_BARE})"
)
# One given-first name after a slash (a space perhaps after it): one to three given
# names or groups of initials (initials perhaps with no stop: "John F Wheater", "S C
# Tiwari"), a surname's particles perhaps, a capitalised surname.
_BARE = r"[A-ZÀ-ÞĀ-Ž](?=\s)"
_BARE_OR_GIVEN = rf"(?:{_ONE_GIVEN}|{_BARE})"
_PARTICLES = r"(?:\s(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu))*"
_GIVEN_FIRST = (
    rf"/\s?(?P<given>{_BARE_OR_GIVEN}(?:\s{_BARE_OR_GIVEN}){{0,2}})"
    rf"(?P<particles>{_PARTICLES})\s(?P<surname>(?=[A-ZÀ-ÞĀ-Ž]){WORD})"
)
_ONE = re.compile(_GIVEN_FIRST)
_BARE_INITIAL = re.compile(r"(?<!\S)([A-ZÀ-ÞĀ-Ž])(?!\S)")
# The list: the first name, then given-first names, closed where the entry goes on.
# (not before a comma and a given name: "López, J./García Márquez, G." is surname first)
_LIST = re.compile(
    rf"{_FIRST.pattern}(?:{_GIVEN_FIRST})+"
    rf"(?=\s*[(:,.]|\s+(?:1[5-9]|20)\d\d\b)(?!,\s*{_ONE_GIVEN})"
)


def inverted_slash_list(text: str) -> str:
    """``text`` with a leading slash list of one surname-first name and given-first
    ones (see the module docstring) read as surname-first names set apart by
    semicolons; any other text as it was."""
    found = _LIST.match(text) if "/" in text[:40] else None  # (cheap test first)
    if found is None:
        return text
    first = _FIRST.match(text)
    if first is None:  # (never: the list opens with it)
        return text
    names = [_BARE_INITIAL.sub(r"\1.", first.group())]  # ("Tiwari, S C": "Tiwari, S. C.")
    for one in _ONE.finditer(found.group(), first.end()):
        given, surname = one["given"], one["surname"]
        if surname.lower() in SUFFIXES and " " in given:  # "Neal J. Evans II"
            given, _, last = given.rpartition(" ")
            # (the list's reading takes "Evans II, Neal J." before a slash, "Evans, Neal
            # J., II" at its end)
            at_end = one.end() == len(found.group())
            given, surname = (
                (f"{given}, {surname}", last) if at_end else (given, f"{last} {surname}")
            )
        given = _BARE_INITIAL.sub(r"\1.", given)  # ("S C Tiwari": "Tiwari, S. C.")
        names.append(f"{surname}, {given}{one['particles']}")
    rewritten = "/".join(names) + text[found.end() :]
    read = semicolon_names(rewritten)
    return read if read != rewritten else text


def slash_names(text: str) -> str:
    """``text`` with a leading list of names set apart by slashes written as one set apart
    by semicolons: the surname-first list of
    :func:`~tapyre_paper_search.pdf.refslashnames.semicolon_names`, else the mixed list of
    :func:`inverted_slash_list`."""
    if "/" not in text:
        return text
    surname_first = semicolon_names(text)
    return surname_first if surname_first != text else inverted_slash_list(text)
