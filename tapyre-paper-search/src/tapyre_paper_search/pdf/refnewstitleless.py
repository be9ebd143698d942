"""A newspaper article printed with no title (pure; used by :mod:`.reftypefacts`;
refs77): :func:`titleless_newspaper`.

Styles that print no article title (chemistry's and physics' numbered styles) cite a
newspaper article by its authors, the paper's name, its section and page and its date:
"O. Fujino, A. Bruchhausen, The Evening Standard, Section D, p. 22 (Oct. 1998).", "Noyes,
R. W.; Saad, F. The Morning Post 2014, Section D, p. 19."  The reading took the paper's
name, section and page for the title (and a bracket's year for the venue).  Where the
title is the name alone (two to five capitalised words, no figure), perhaps a year after
it, then a comma, "Section" and a letter or number, a comma and the page ("p." or "pp."
and figures), perhaps the date in brackets, the title is empty and the name the venue.
A title holding any other word ("Reading the Evening Standard, Section D, p. 22") or a
section with no page after it (a journal's "Acta Crystallographica, Section D") stays.
"""

from __future__ import annotations

import re

_NAME = r"(?P<name>(?:[A-Z][\w'’.-]*\s+){1,4}[A-Z][\w'’-]*)"
_TITLELESS = re.compile(
    rf"^{_NAME}(?:\s+(?:1[89]|20)\d\d)?,\s+Section\s+[A-Z0-9]{{1,2}},\s+pp?\.\s*\d+(?:[-–]\d+)?"
    r"(?:\s*\([^()]*\)?)?$"
)
_YEAR_ONLY = re.compile(r"(?:1[89]|20)\d\d\)?")


def titleless_newspaper(title: str, venue: str) -> tuple[str, str]:
    """("", the paper's name) where ``title`` is a newspaper's name, section and page with
    no article title (see the module docstring); else as given.  A venue read as the
    date's year alone goes with it."""
    if "Section " not in title:
        return title, venue  # (cheap test first)
    found = _TITLELESS.match(title)
    if found is None or (venue and _YEAR_ONLY.fullmatch(venue) is None):
        return title, venue
    return "", found["name"]
