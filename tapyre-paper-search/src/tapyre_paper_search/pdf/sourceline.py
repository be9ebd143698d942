"""A search result's source line: the names before a dash, the venue and year after it
(pure; front52).

A scholarly search engine's results page, a citation alert or a library's result list
prints each paper as its title over a source line: the names, initialled without full
stops and maybe cut short ("A Lee, B Chen, C Diaz…"), a dash, then the venue with the
year and the site ("A Lee, B Chen - Journal of Methods, 2021 - site.org").  Read as a
byline, the venue glued to the last name lost it, and a single name ("M Schumacher -
Proceedings …, 2012 - …") was no byline at all.

:func:`source_names` reads the line right under the title: where it parts at a dash
with a space each side (hyphen, en or em dash) into a first piece that reads wholly
as names (strictly, each piece a name; a closing "…" dropped) and a rest holding a
year (:data:`_YEAR`), the names are the first piece's, each bare initial given its
full stop ("V N Kotov" → "V. N. Kotov"; glued ones spelt out, "AB Lee" → "A. B.
Lee").  Any other line names nobody here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesonly import only_names

_DASH = re.compile(r"\s+[-\u2013\u2014]\s+")
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
_CUT = re.compile(r"\s*(?:\u2026|\.\.\.)\s*$")
_INITIALS = re.compile(r"[A-Z]{1,3}")


def source_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of a source line at ``lines[after]`` (under the title; see the
    module), or ``()``."""
    if after <= 0 or after >= len(lines) or lines[after].page != lines[after - 1].page:
        return ()
    parts = _DASH.split(lines[after].text.strip(), maxsplit=1)
    if len(parts) != 2 or not _YEAR.search(parts[1]):
        return ()
    named = _CUT.sub("", parts[0])
    found = names_in_line(named)
    if not found or not only_names(named, found):
        return ()
    return tuple(_dotted(name) for name in found)


def _dotted(name: str) -> str:
    """``name`` with its initials given full stops: "V N Kotov" → "V. N. Kotov", glued
    capitals before the surname spelt out ("AB Lee" → "A. B. Lee")."""
    words = name.split()
    for k, word in enumerate(words[:-1]):
        if _INITIALS.fullmatch(word):
            words[k] = " ".join(f"{c}." for c in word)
    return " ".join(words)


__all__ = ["source_names"]
