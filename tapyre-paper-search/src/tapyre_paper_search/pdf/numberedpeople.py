"""A numbered list of contributors under a heading (pure).

A technical note or a report's front page may name its people as a numbered list
under a heading alone on its line: "Contributors" over "1. Ann Lee (Institute of X)",
"2. Bo Chen, Centre for Y".  Read as a byline, the numbers and the places made the
lines no names, and the last item ran into the abstract under it (front35's
``numbered`` style: authors 0.863).

:func:`numbered_names` reads such a list among the :data:`_LOOK` lines after the
title: a line that is only a contributors heading (:data:`_HEADING`, English,
German, French, Spanish, Italian; a colon may close it), then the lines right under
it that each open with the next number ("1." or "1)", counting from one; a line
under an item that opens with no number and starts no further left goes on it), up
to the first that does not.  Each item loses its bracketed part and what follows a
comma, a semicolon or a spaced dash (the place); the rest must read whole as one
name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`, lenient: the heading
vouches for it).  Every item must read, else there is no list: a numbered list of
aims or findings under "Contributors" names nobody, and neither does one whose item
holds a year (:data:`_YEAR`: "1. Karl Popper (1959)", works cited, not people),
nor one whose item names a body ("1. World Health Organization": an organisation as
:func:`~tapyre_paper_search.pdf.refcreators.is_organisation` reads one, front37;
before, the body joined the byline as a person).

Cheap on other pages: the heading is matched only on lines of at most three words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.refcreators import is_organisation

_HEADING = re.compile(
    r"\s*(?:contributors|contributing\s+authors|authors|author\s+list|"
    r"mitwirkende|beteiligte|autorinnen\s+und\s+autoren|autoren|"
    r"contributeurs|contributrices|auteurs|autores|colaboradores|autori|collaboratori)"
    r"\s*:?\s*",
    re.IGNORECASE,
)
_ITEM = re.compile(r"\s*(\d{1,2})\s*[.)]\s+(\S.*)")
_PLACE = re.compile(r"\s*(?:\(.*|\[.*|[,;].*|\s[–—-]\s.*)$")
_YEAR = re.compile(r"\b(?:1[6-9]|20)\d\d[a-z]?\b")
"""A year in an item: a list of works cited under "Authors" (review109)."""
_LOOK = 12
"""The heading stands among this many lines after the title."""
_MAX_ITEMS = 40
_STEP = 2.2
"""An item starts at most this many of its sizes under the line above it."""


def numbered_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of a numbered contributors list under its heading among the lines
    after ``after`` (the title's end; see the module), or none."""
    for i in range(after, min(len(lines), after + _LOOK)):
        text = lines[i].text
        if len(text.split()) <= 3 and _HEADING.fullmatch(text):
            return _items(lines, i)
    return ()


def _items(lines: Sequence[Line], heading: int) -> tuple[str, ...]:
    """The names of the numbered items under ``lines[heading]``, or none unless each
    item reads as one name."""
    names: list[str] = []
    last = lines[heading]
    left = float("inf")
    for line in lines[heading + 1 : heading + 1 + 2 * _MAX_ITEMS]:
        if line.page != last.page or not 0 < line.y0 - last.y0 <= last.size * _STEP:
            break
        match = _ITEM.fullmatch(line.text)
        if match is None or int(match.group(1)) != len(names) + 1:
            if names and match is None and line.x0 >= left - 1.0 and not line.bold:
                last = line  # an item's place carried onto a second line
                continue
            break
        read = names_in_line(_PLACE.sub("", match.group(2)), lenient=True)
        if len(read) != 1 or _YEAR.search(match.group(2)) or is_organisation(read[0].split()):
            return ()
        names.append(read[0])
        left = min(left, line.x0)
        last = line
    return tuple(names)
