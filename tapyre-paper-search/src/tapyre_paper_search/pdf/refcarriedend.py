"""An entry's end carried to the right column's top, read in a band (pure).

A two-column references page whose left column ends with an entry that runs on and
whose right column opens with that entry's end ("… the Council for High Blood Pressure
Research of the American" at the left column's foot, "Heart Association,” Tech. rep.,
Stanford University." at the right column's top) may be read in bands: the left
column's first block, the right column's top beside it, then the rest of the left
column.  :func:`~.refcolumns.in_column_order` puts a right-column band after the left
column's lower part only where the band's first line hangs among the band's own
lines; a band of one carried end has every line hanging, so it read as an entry's
start: a new entry, and the left column's last entry lost its end.

:func:`carried_end` tells such a band: all its lines start at one left edge, which sits
right of where the right column's entries start (that edge estimated as the band's
widest line's right end less the left column's width: both columns as wide, lines
set justified), the band stands at the page's top (level with the left column's first
block), and the left column's lower part ends with a line that runs on
(:func:`~tapyre_paper_search.pdf.refblocklines.runs_on`).  A right column that opens an
entry flush left (a list whose columns end level) keeps its place.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.refblocklines import runs_on

_HANG = 2.0  # points a hanging line sits right of the column's flush-left lines, at least


def carried_end(
    upper: Sequence[TextBlock], beside: Sequence[TextBlock], lower: Sequence[TextBlock]
) -> bool:
    """Whether ``beside`` (the right-column blocks read between the left column's
    ``upper`` and ``lower`` parts) is the end of ``lower``'s last entry carried to the
    right column's top (see the module docstring)."""
    lines = [line for block in beside for line in block.lines]
    left = [line for block in (*upper, *lower) for line in block.lines]
    if not lines or not left or not lower[-1].lines or not upper:
        return False
    start = lines[0].x0
    if any(abs(line.x0 - start) > _HANG for line in lines):
        return False  # (lines of several edges: the band's own hang tells)
    if beside[0].y0 > upper[0].y0 + _HANG or not runs_on(lower[-1].lines[-1].text):
        return False
    width = max(line.x1 for line in left) - min(line.x0 for line in left)
    flush = max(line.x1 for line in lines) - width  # (where the right column's entries start)
    return start >= flush + _HANG
