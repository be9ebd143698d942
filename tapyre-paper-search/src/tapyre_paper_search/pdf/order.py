"""Reading order of the text blocks of a page: columns left to right (pure).

PDF content streams list text in whatever order the producer wrote it: a
running header last, a figure's labels between two paragraphs, the right
column before the left.  :func:`reading_order` sorts block boxes the way a
reader goes through a page of a paper:

1. the page is cut into *slabs* at every horizontal gap that runs across the
   whole region (a title, a row of author blocks, an abstract across the page,
   the two-column body, a footnote across the page);
2. consecutive slabs with the same columns (two columns whose paragraphs
   happen to end at the same height) are joined again, so the body is read
   column after column, not paragraph pair by paragraph pair; a change in the
   columns (one column above two, a figure across both columns) separates them,
   and so does a row of blocks each centred in a column and clearly narrower
   than it (author blocks side by side in a table over a two-column body);
   tall text under the columns that lies inside one of them runs on in it where
   that column visibly goes on below the others (the left column of a last page
   going on under a shorter right one); a caption across the page, a block after
   balanced columns and a footnote under the left column do not, nor does text
   under a column that ended above what ran on in the other one (a sidebar's;
   :mod:`~tapyre_paper_search.pdf.orderafter`);
3. within a slab, blocks are split into columns at vertical gaps no block
   crosses, read left to right and each top to bottom (recursively, so a
   column may itself hold slabs and columns).  Where a block bridges the
   gutter (a centred author line, a footnote across the page), the slab is
   cut into bands at the blocks that cross the gutter
   (:mod:`~tapyre_paper_search.pdf.ordercolumns`).

This is recursive XY-cut, made to respect columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf.boxes import Box
from tapyre_paper_search.pdf.orderafter import after_held
from tapyre_paper_search.pdf.ordercolumns import bands as _bands
from tapyre_paper_search.pdf.ordercolumns import by_position as _by_position
from tapyre_paper_search.pdf.ordercolumns import columns as _columns
from tapyre_paper_search.pdf.ordercolumns import is_small as _is_small

# A row of blocks over columns is no top of them when each is this much narrower than
# its column and centred in it (its middle this share of the column's width off).
_CENTRED_NARROWER = 0.85
_CENTRED_OFF = 0.06
_MAX_DEPTH = 8
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
_BOTH = -1
# Slabs bridged by a heading (:func:`_bridged`): their columns at least this share of
# the region's width (text columns, not a table's).
_BRIDGED_COLUMN = 0.2


def reading_order(boxes: Sequence[Box]) -> list[int]:
    """Indexes of ``boxes`` (x0, y0, x1, y1) in reading order."""
    indexes = [i for i, b in enumerate(boxes) if b[2] > b[0] and b[3] >= b[1]]
    if not indexes:
        return list(range(len(boxes)))
    kept = set(indexes)
    return _order(boxes, indexes, 0) + [i for i in range(len(boxes)) if i not in kept]


def _order(boxes: Sequence[Box], indexes: list[int], depth: int) -> list[int]:
    if len(indexes) <= 1 or depth > _MAX_DEPTH:
        return _by_position(boxes, indexes)
    slabs = _slabs(boxes, indexes)
    if len(slabs) > 1:
        slabs, columns = _bridged(boxes, slabs, [_columns(boxes, slab) for slab in slabs])
    if len(slabs) > 1:
        parts = _join_same_columns(boxes, slabs, columns)
        return [i for part in parts for i in _segment(boxes, part, depth)]
    return _segment(boxes, indexes, depth)


def _segment(boxes: Sequence[Box], indexes: list[int], depth: int) -> list[int]:
    """A region without a page-wide gap (or joined slabs): columns, else bands."""
    if len(indexes) <= 1:
        return indexes
    columns = _columns(boxes, indexes)
    if len(columns) > 1:
        return [i for column in columns for i in _order(boxes, column, depth + 1)]
    bands = _bands(boxes, indexes)
    if len(bands) > 1:
        return [i for band in bands for i in _order(boxes, band, depth + 1)]
    return _by_position(boxes, indexes)


def _bridged(
    boxes: Sequence[Box], slabs: list[list[int]], columns: list[list[list[int]]]
) -> tuple[list[list[int]], list[list[list[int]]]]:
    """``slabs`` with a one-column slab that lies inside one column of the slabs above
    and below it, when those have the same columns, joined to both: a heading in one
    column that happens to fill the gap between the other column's paragraphs is in
    its column's flow, not a row across the page (the columns would be read in
    pieces: both tops, the heading, both rests).  ``columns`` are each slab's
    (:func:`_columns`), and so are the second list returned: each slab's read once."""
    out, out_columns = slabs[:1], columns[:1]
    k = 1
    while k < len(slabs):
        if k + 1 < len(slabs) and _inside_both(
            boxes,
            (out[-1], out_columns[-1]),
            (slabs[k], columns[k]),
            (slabs[k + 1], columns[k + 1]),
        ):
            out[-1] = [*out[-1], *slabs[k], *slabs[k + 1]]
            out_columns[-1] = _columns(boxes, out[-1])
            k += 2
        else:
            out.append(slabs[k])
            out_columns.append(columns[k])
            k += 1
    return out, out_columns


_Slab = tuple[list[int], list[list[int]]]
"""A slab's indexes and its columns (:func:`_columns`)."""


def _inside_both(
    boxes: Sequence[Box], above_slab: _Slab, middle_slab: _Slab, below_slab: _Slab
) -> bool:
    above, above_columns = above_slab
    middle, middle_columns = middle_slab
    below, below_columns = below_slab
    if len(above_columns) < 2 or len(middle_columns) != 1 or len(below_columns) < 2:
        return False
    upper = [_x_range(boxes, c) for c in above_columns]
    lower = [_x_range(boxes, c) for c in below_columns]
    if not _aligned(upper, lower) or _centred_in(upper, lower):
        return False
    # Text columns, not a table's: each at least a fifth of the region's width (a
    # table's label column, "Bio" beside its rows, is far narrower).
    left, right = _x_range(boxes, [*above, *middle, *below])
    if any(b - a < (right - left) * _BRIDGED_COLUMN for a, b in [*upper, *lower]):
        return False
    x0, x1 = _x_range(boxes, middle)
    if not any(
        max(a0, b0) - 1.0 <= x0 and x1 <= min(a1, b1) + 1.0
        for (a0, a1), (b0, b1) in zip(upper, lower, strict=True)
    ):
        return False
    # In its column's flow: that column's text above and below it no farther than
    # twice its own height (a caption under a figure across the page is far from it).
    top = min(boxes[i][1] for i in middle)
    bottom = max(boxes[i][3] for i in middle)
    near = 2.0 * (bottom - top)

    def beside(i: int) -> bool:
        return boxes[i][0] < x1 and x0 < boxes[i][2]

    over = [boxes[i][3] for i in above if beside(i)]
    under = [boxes[i][1] for i in below if beside(i)]
    return bool(over and under) and top - max(over) <= near and min(under) - bottom <= near


def _slabs(boxes: Sequence[Box], indexes: list[int]) -> list[list[int]]:
    """``indexes`` cut at every horizontal gap across the region, top to bottom."""
    ordered = sorted(indexes, key=lambda i: boxes[i][1])
    slabs: list[list[int]] = [[ordered[0]]]
    bottom = boxes[ordered[0]][3]
    for i in ordered[1:]:
        if boxes[i][1] > bottom + 0.5:
            slabs.append([i])
        else:
            slabs[-1].append(i)
        bottom = max(bottom, boxes[i][3])
    return slabs


def _join_same_columns(
    boxes: Sequence[Box], slabs: list[list[int]], columns_of: list[list[list[int]]]
) -> list[list[int]]:
    """Consecutive slabs with the same columns (two or more, at the same places) joined;
    and slabs held inside one of tall columns above them joined to that column where
    it visibly runs on below the others (:func:`_runs_on_below`): not a caption or
    table across the page, a one-column block after balanced columns, or a footnote
    under the left column.  ``columns_of`` are the slabs' columns (:func:`_columns`)."""
    out: list[list[int]] = []
    previous: list[tuple[float, float]] | None = None
    held: list[list[int]] = []
    column = -1
    for slab, columns in zip(slabs, columns_of, strict=True):
        ranges = [_x_range(boxes, c) for c in columns] if len(columns) > 1 else None
        if ranges is not None and previous is not None and _centred_in(previous, ranges):
            previous = None  # a row of centred blocks (author blocks) over the columns
        if out and ranges is None and previous is not None:
            k = _inside_a_column(boxes, out[-1], previous, slab)
            if k is not None and not (held and after_held(boxes, out[-1], held, slab, previous[k])):
                column = k if not held or k == column else _BOTH
                held.append(slab)
                continue
        aligned = ranges is not None and previous is not None and _aligned(previous, ranges)
        if held and not _release(
            boxes, out, held, previous or [], column=column, columns_go_on=aligned
        ):
            previous, aligned = None, False
        held = []
        if out and aligned:
            out[-1].extend(slab)
        else:
            out.append(list(slab))
        previous = ranges
    if held:
        _release(boxes, out, held, previous or [], column=column, columns_go_on=False)
    return out


def _release(
    boxes: Sequence[Box],
    out: list[list[int]],
    held: list[list[int]],
    columns: list[tuple[float, float]],
    *,
    column: int,
    columns_go_on: bool,
) -> bool:
    """Join the ``held`` slabs (inside ``columns[column]``, or of several columns:
    ``_BOTH``, the columns going on past gaps across the page) to the columns above
    (``out[-1]``) where that column runs on below the others, else add them as slabs of
    their own (``columns_go_on``: the columns go on under them, past something across
    the page); whether they were joined."""
    under = [boxes[i] for slab in held for i in slab]
    if column == _BOTH or _runs_on_below(
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


def _inside_a_column(
    boxes: Sequence[Box], above: list[int], columns: list[tuple[float, float]], slab: list[int]
) -> int | None:
    """The one of ``columns`` that ``slab`` lies within, where they are body columns of
    text in the region ``above``: one at least ``_TALL_COLUMN`` points tall, each at least
    ``_SHORT_COLUMN`` (a last page's short right column; not a row of author blocks)."""
    x0, x1 = _x_range(boxes, slab)
    if all(_is_small(boxes[i], columns[-1][1] - columns[0][0]) for i in slab):
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


def _x_range(boxes: Sequence[Box], indexes: list[int]) -> tuple[float, float]:
    return min(boxes[i][0] for i in indexes), max(boxes[i][2] for i in indexes)


def _centred_in(upper: list[tuple[float, float]], lower: list[tuple[float, float]]) -> bool:
    """Whether each of the ``upper`` slab's columns is a block centred in its partner of
    ``lower`` and clearly narrower (:data:`_CENTRED_NARROWER`): author blocks set side by
    side in a table over two columns are a row of their own, read before the columns,
    not the top of each column."""
    if len(upper) != len(lower):
        return False
    for (a0, a1), (b0, b1) in zip(upper, lower, strict=True):
        width = b1 - b0
        if width <= 0 or a1 - a0 > width * _CENTRED_NARROWER:
            return False
        if abs((a0 + a1) / 2 - (b0 + b1) / 2) > width * _CENTRED_OFF:
            return False
    return True


def _aligned(a: list[tuple[float, float]], b: list[tuple[float, float]]) -> bool:
    """Whether two column layouts have as many columns, each overlapping its partner."""
    return len(a) == len(b) and all(
        min(x[1], y[1]) > max(x[0], y[0]) for x, y in zip(a, b, strict=True)
    )
