"""A surname read as a given name cut to two letters (pure): :func:`cut_given_reading`.

Names written with initials first may carry a given name cut to two letters ("A. Yu.
Smith", Russian lists; :data:`~.refnameforms.NAME_FORMS`' ``a``), so "X.-Q. Li" and
"X. Xi", a surname of two letters closing the list before the title ("… and X.-Q. Li.
Uridylation of miRNAs …", "… and X. Xi. Knowledge and use of …"; natbib thesis styles
setting titles in small letters), read "Li." as such a given name and the title's
first word as the surname: "X.-Q. Li. Uridylation".  :func:`cut_given_reading` cuts
that reading back to the two-letter word where the longer reading does not end where a
name can end (a word follows it, or "and" before a word in small letters) and the
shorter one does (its stop, a space, a capital).  "A. Yu. Smith, B. Ch. Jones" and "A.
Yu. Smith and B. Roe" (a separator, or "and" before a name, after the surname) and "A.
Yu. Smith. Title" keep their readings.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refnameforms import NAME_END, Named

_UP = "A-ZÀ-ÞĀ-Ž"
# The reading's close: initials, a two-letter word with its stop, the surname read.
_CUT_AT = re.compile(rf"[{_UP}]\.[\s-]?(?P<short>[{_UP}][a-z])\.\s(?P<surname>[{_UP}][\w'’-]*)$")
# "and" before a word in small letters: a title's "and", not a list's close in words ("and
# others", "and co-workers", "und andere": a name ends before it, review156).
_AND_SMALL = re.compile(
    rf"\s*(?:and|und|&)\s+(?![{_UP}]|(?:others|co-?workers|colleagues|collaborators|andere)\b)"
)


def _ends_no_name(text: str, end: int) -> bool:
    """Whether a name cannot end at ``end``: no :data:`~.refnameforms.NAME_END` there, or
    "and" before no capital (a title's "and": "Knowledge and use of …")."""
    return NAME_END.match(text, end) is None or _AND_SMALL.match(text, end) is not None


def cut_given_reading(text: str, named: Named) -> Named:
    """``named`` (a reading of ``text``), or where it is a form ``a`` reading closing with
    initials, a two-letter word with a stop and the surname, and no name can end after
    it, the same form read up to the two-letter word (see the module docstring)."""
    form, match = named
    if form != "a" or not match.group()[-1:].islower():
        return named
    cut = _CUT_AT.search(match.group())
    if cut is None or not _ends_no_name(text, match.end()):
        return named
    end = match.start() + cut.end("short")
    shorter = match.re.match(text, match.start(), end)
    if shorter is None or shorter.end() != end:
        return named
    return form, shorter
