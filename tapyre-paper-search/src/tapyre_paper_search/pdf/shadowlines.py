"""A front page's line drawn twice at one place, a hair apart, is read once.

A layout tool exports a drop shadow as the text drawn twice: a light copy offset by
a fraction of a point, then the text itself over it; a faked bold face is the text
drawn twice a hair apart; a page whose head is stamped on again draws it exactly over
itself.  MuPDF gives each copy as its own line, so a title reads twice ("Deep fields
| Deep fields").  A line is left out where a line kept before it has the same text
(with a letter in it) and every edge of its box lies within :data:`OFFSET` of that
line's: no two distinct lines of a page stand within a point of each other on all
four edges, so the copy can only be the same text drawn again.  The copy kept is the
first in reading order (the two read the same).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tapyre_paper_search.pdf.lines import Line, PageLines

OFFSET = 1.0
"""Points each edge of a copy's box may lie from the first copy's (a shadow's offset
is half a point; a line of the next row is a whole leading away)."""


def is_copy(line: Line, first: Line) -> bool:
    """Whether ``line`` is ``first`` drawn again at (nearly) its place."""
    if line.text != first.text or not any(c.isalpha() for c in line.text):
        return False
    here = (line.x0, line.y0, line.x1, line.y1)
    there = (first.x0, first.y0, first.x1, first.y1)
    return all(abs(a - b) <= OFFSET for a, b in zip(here, there, strict=True))


def without_copies(made: Callable[[], PageLines]) -> Callable[[], PageLines]:
    """``made`` (a front page's lines) without the lines that repeat a line kept before
    them at its place."""
    return lambda: copies_out(made())


def copies_out(page: PageLines) -> PageLines:
    """``page`` without the lines that repeat a line kept before them at its place."""
    kept: list[Line] = []
    seen: dict[str, list[Line]] = {}
    for line in page.lines:
        if any(is_copy(line, first) for first in seen.get(line.text, ())):
            continue
        kept.append(line)
        seen.setdefault(line.text, []).append(line)
    return page if len(kept) == len(page.lines) else replace(page, lines=tuple(kept))
