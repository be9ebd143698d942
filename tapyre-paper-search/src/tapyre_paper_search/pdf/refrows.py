"""Lines of a references list that stand in the row of the line before them (used by
:mod:`.refsplit`).

A justified line's words can come out of the text layer as lines of their own, each
with its own box.  A word set in small capitals ("V.", "S." of a name) or a year set a
little higher has a box whose top lies lower or higher than its neighbours' in roman,
so the tops of one printed row differ by up to two points.  Such a piece stands
beside the line before it when it starts right of that line's end and their boxes
overlap over most of the shorter one's height: it goes on with the row, and is no
column of the list (a column's first line starts left of the line before it, or
lies wholly below it).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine

_SHARE = 0.6  # of the shorter box's height that the two boxes must share


def in_row(line: BlockLine, before: BlockLine) -> bool:
    """Whether ``line`` starts right of ``before``'s end (within two points) in the
    same printed row: their tops within a point, or their boxes sharing most of the
    smaller one's height."""
    if line.x0 <= before.x1 - 2:
        return False
    if abs(line.y0 - before.y0) <= 1:
        return True
    shared = min(line.y1, before.y1) - max(line.y0, before.y0)
    height = min(line.y1 - line.y0, before.y1 - before.y0)
    return height > 0 and shared >= height * _SHARE


def beside(lines: Sequence[BlockLine]) -> set[int]:
    """The indexes of the lines of ``lines`` in the row of the line before them."""
    return {i for i in range(1, len(lines)) if in_row(lines[i], lines[i - 1])}
