"""A title set low on its page, under a block of prose in small type (pure).

A page may open with its abstract, in small type with no heading, and set the title
only under it (latex44's abstract-first).  A long abstract (a structured one's labelled
parts) pushes the title below the zone a title is looked for in (the page's top
:data:`~tapyre_paper_search.pdf.titlegroups._TITLE_ZONE`): no title was found, and with
none nothing else was read (the paper read empty).

:func:`title_below_prose` is asked only where no title was found: the first line set
much larger than the body (:data:`_RATIO` times it and :data:`_MORE` points more) in
the page's top :data:`_ZONE`, with nothing above it but a block of prose no larger than
the body (at least :data:`_MIN_LINES` lines and :data:`_MIN_WORDS` words, each line
at most :data:`_STEP` of its size under the one above, so one block); the title is that
line and the lines under it in its size (within :data:`_SAME` points), each at most
:data:`_STEP` of its size lower, at most :data:`_MAX_ROWS`.  A numbered or known
section heading ("1 Introduction") is no title: a body page's first heading under
running text stays none.

:func:`carried_below` lets a title found above the zone's end keep the rows that carry
it on below that end (a long title pushed down by the abstract above it).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line

_RATIO = 1.4
_MORE = 3.0
_ZONE = 0.85
_MIN_LINES = 6
_MIN_WORDS = 60
_STEP = 2.2
_SAME = 0.5
_MAX_ROWS = 6
_MAX_CARRIED = 2
_NUMBERED = re.compile(r"\s*(?:\d{1,2}(?:\.\d{1,2})*|[IVX]{1,4})\.?\s+\S")


def title_below_prose(lines: Sequence[Line], height: float, body: float) -> list[int]:
    """The title's lines under a block of prose opening the page (see the module), or
    ``[]``."""
    if not lines or body <= 0:
        return []
    page = lines[0].page
    limit = height * _ZONE if height > 0 else float("inf")
    start = next(
        (
            i
            for i, line in enumerate(lines)
            if line.page == page and line.size >= max(body * _RATIO, body + _MORE)
        ),
        None,
    )
    if start is None or start < _MIN_LINES or lines[start].y0 >= limit:
        return []
    above = lines[:start]
    if any(line.page != page or line.size > body + _SAME for line in above):
        return []
    if sum(len(line.text.split()) for line in above) < _MIN_WORDS:
        return []
    ordered = sorted(above, key=lambda line: line.y0)
    if any(b.y0 - a.y0 > _STEP * a.size * 1.5 for a, b in itertools.pairwise(ordered)):
        return []  # not one block of prose
    first = lines[start]
    if _NUMBERED.match(first.text) or cues.SECTION_HEADING.match(first.text):
        return []
    group = [start]
    for k in range(start + 1, min(len(lines), start + _MAX_ROWS)):
        line, prev = lines[k], lines[k - 1]
        if line.page != page or abs(line.size - first.size) > _SAME:
            break
        if not 0 < line.y0 - prev.y0 <= _STEP * line.size:
            break
        group.append(k)
    return group


def carried_below(
    lines: Sequence[Line],
    group: list[int],
    limit: float,
    goes_on: Callable[[Line, Line], bool],
) -> list[int]:
    """``group`` (a title's rows found above ``limit``, the end of the zone a title line
    is looked for in) with the rows right after it that begin below that end and carry
    it on (``goes_on``: the next row in its size, a line's step lower), at most
    :data:`_MAX_CARRIED`: a long title pushed down the page by an abstract above it
    keeps its last row ("… With IRAC and" / "MIPS", latex45)."""
    out = list(group)
    last = lines[out[-1]]
    k = out[-1] + 1
    while k < len(lines) and len(out) - len(group) < _MAX_CARRIED:
        line = lines[k]
        if line.y0 < limit or line.page != last.page or line.bold != last.bold:
            break
        if abs(line.size - last.size) > _SAME or not goes_on(last, line):
            break
        out.append(k)
        last, k = line, k + 1
    return out
