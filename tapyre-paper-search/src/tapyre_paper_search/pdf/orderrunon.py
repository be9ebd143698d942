"""Text under a page's columns that runs on in one of them (pure; split out of
:mod:`~tapyre_paper_search.pdf.order`'s step 2 with no change).

:mod:`~tapyre_paper_search.pdf.order` holds the slabs under body columns that lie
inside one column (:func:`inside_a_column`) and, where the columns end, either joins
them to that column, where it visibly goes on below the others, or leaves them as
slabs of their own (:func:`release`): the left column of a last page going on under a
shorter right one runs on; a caption across the page, a block after balanced columns
and a footnote under the left column do not.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf.boxes import Box
from tapyre_paper_search.pdf.ordercolumns import is_small

# Body columns, which a slab below may run on in: one holds this much text (points),
# each at least the second.
_TALL_COLUMN = 150.0
_SHORT_COLUMN = 80.0
# Text under the columns, inside one of them, runs on in it when this tall (points): a
# footnote under the left column is shorter and stays after both.
_RUN_ON = 60.0
# Where the columns go on below, a heading between gaps across the page joins its
# column only where the columns do not end within this (points) of each other, where
# a caption across the page would sit; a column's
# text ending a line (points) higher than the others' leaves room for a figure in it.
_BALANCED = 2.0
_LINE = 10.0
# A column runs on where the text under it starts this close (points), or twice its
# median gap between blocks ...
_NEAR = 6.0
# ... or, where it opens with a heading or a display (narrower than this share of the
# column), this close (points).
_NARROW = 0.5
_HEADING_GAP = 24.0
# ... or it runs on past a figure's space this tall (points), in lines this share of
# the column's width (not a narrow listing).
_FIGURE_GAP = 40.0
_FULL_WIDTH = 0.8
# Held slabs inside different columns: the columns themselves go on.
BOTH = -1


def release(
    boxes: Sequence[Box],
    out: list[list[int]],
    held: list[list[int]],
    columns: list[tuple[float, float]],
    *,
    column: int,
    columns_go_on: bool,
) -> bool:
    """Join the ``held`` slabs (inside ``columns[column]``, or of several columns:
    ``BOTH``, the columns going on past gaps across the page) to the columns above
    (``out[-1]``) where that column runs on below the others, else add them as slabs of
    their own (``columns_go_on``: the columns go on under them, past something across
    the page); whether they were joined."""
    under = [boxes[i] for slab in held for i in slab]
    if column == BOTH or _runs_on_below(
        boxes, out[-1], columns, column, under=under, columns_go_on=columns_go_on
    ):
        out[-1].extend(i for slab in held for i in slab)
        return True
    out.extend(list(slab) for slab in held)
    return False


def _runs_on_below(
    boxes: Sequence[Box],
    above: list[int],
    columns: list[tuple[float, float]],
    k: int,
    *,
    under: list[Box],
    columns_go_on: bool,
) -> bool:
    """Whether the text ``under`` the region ``above`` goes on in its column
    ``columns[k]``.  It does where the column ends lower than each other one and the
    text starts close under the column's own (no wider apart than the column's
    own blocks, or a heading's space where it opens with a short line; a footnote rule
    is wider); where the column's text ends higher than each other one's by a line (a
    figure in it beside their text); and, at the foot of the columns, where it fills
    the column's width past a figure's space.  Where the columns go on below it, it
    must start close under its column's text, and the columns must not end level (a
    heading beside a gap in the other column; not a caption above or under a figure
    or table across the page).  Not a narrow block after
    balanced columns, nor a footnote under a full left column."""
    own = [
        [boxes[i] for i in above if left - 1 <= boxes[i][0] <= right + 1] for left, right in columns
    ]
    ends = [max((b[3] for b in blocks), default=0.0) for blocks in own]
    others = [end for j, end in enumerate(ends) if j != k]
    first = min(under, key=lambda b: b[1])
    if columns_go_on:  # a heading or entry in its column beside a gap in the other one
        unbalanced = all(abs(end - ends[k]) >= _BALANCED for end in others)
        return bool(others) and unbalanced and first[1] - ends[k] <= _HEADING_GAP
    if not others or max(b[3] for b in under) - first[1] < _RUN_ON:
        return False
    left, right = columns[k]
    gap = first[1] - ends[k]
    wide = max(b[2] - b[0] for b in under) >= (right - left) * _FULL_WIDTH
    # It opens with a heading or a display (a narrow block): a section's space.
    narrow = first[2] - first[0] < (right - left) * _NARROW
    stacked = sorted(own[k], key=lambda b: b[1])
    gaps = sorted(max(0.0, b[1] - a[3]) for a, b in pairwise(stacked))
    near = max(_NEAR, 2 * gaps[len(gaps) // 2]) if gaps else _NEAR
    if gap <= near or (narrow and wide and gap <= _HEADING_GAP):
        return True  # close under it: a paragraph, or a section (heading, full lines)
    if all(end >= ends[k] + _LINE for end in others):
        return True
    return wide and gap >= _FIGURE_GAP


def inside_a_column(
    boxes: Sequence[Box], above: list[int], columns: list[tuple[float, float]], slab: list[int]
) -> int | None:
    """The one of ``columns`` that ``slab`` lies within, where they are body columns of
    text in the region ``above``: one at least ``_TALL_COLUMN`` points tall, each at least
    ``_SHORT_COLUMN`` (a last page's short right column; not a row of author blocks)."""
    x0, x1 = x_range(boxes, slab)
    if all(is_small(boxes[i], columns[-1][1] - columns[0][0]) for i in slab):
        return None  # a page number under the columns stays last
    # within one column: overlapping it, and short of the columns beside it
    inside = [
        k
        for k, (left, right) in enumerate(columns)
        if x1 > left
        and x0 < right
        and (k == 0 or x0 > columns[k - 1][1])
        and (k + 1 == len(columns) or x1 < columns[k + 1][0])
    ]
    if len(inside) != 1:
        return None
    heights = [
        sum(boxes[i][3] - boxes[i][1] for i in above if left - 1 <= boxes[i][0] <= right + 1)
        for left, right in columns
    ]
    if min(heights) >= _SHORT_COLUMN and max(heights) >= _TALL_COLUMN:
        return inside[0]
    return None


def x_range(boxes: Sequence[Box], indexes: list[int]) -> tuple[float, float]:
    """The left and right edges of the boxes ``indexes`` of ``boxes`` together."""
    return min(boxes[i][0] for i in indexes), max(boxes[i][2] for i in indexes)
