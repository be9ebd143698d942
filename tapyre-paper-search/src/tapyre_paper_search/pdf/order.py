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
   :mod:`~tapyre_paper_search.pdf.orderrunon`, :mod:`~tapyre_paper_search.pdf.orderafter`);
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

from tapyre_paper_search.pdf.boxes import Box
from tapyre_paper_search.pdf.orderafter import after_held
from tapyre_paper_search.pdf.ordercolumns import bands as _bands
from tapyre_paper_search.pdf.ordercolumns import by_position as _by_position
from tapyre_paper_search.pdf.ordercolumns import columns as _columns
from tapyre_paper_search.pdf.orderrunon import BOTH, inside_a_column, release, x_range

# A row of blocks over columns is no top of them when each is this much narrower than
# its column and centred in it (its middle this share of the column's width off).
_CENTRED_NARROWER = 0.85
_CENTRED_OFF = 0.06
_MAX_DEPTH = 8
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
    upper = [x_range(boxes, c) for c in above_columns]
    lower = [x_range(boxes, c) for c in below_columns]
    if not _aligned(upper, lower) or _centred_in(upper, lower):
        return False
    # Text columns, not a table's: each at least a fifth of the region's width (a
    # table's label column, "Bio" beside its rows, is far narrower).
    left, right = x_range(boxes, [*above, *middle, *below])
    if any(b - a < (right - left) * _BRIDGED_COLUMN for a, b in [*upper, *lower]):
        return False
    x0, x1 = x_range(boxes, middle)
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
    it visibly runs on below the others (:mod:`~tapyre_paper_search.pdf.orderrunon`):
    not a caption or table across the page, a one-column block after balanced columns,
    or a footnote under the left column.  ``columns_of`` are the slabs' columns
    (:func:`_columns`)."""
    out: list[list[int]] = []
    previous: list[tuple[float, float]] | None = None
    held: list[list[int]] = []
    column = -1
    for slab, columns in zip(slabs, columns_of, strict=True):
        ranges = [x_range(boxes, c) for c in columns] if len(columns) > 1 else None
        if ranges is not None and previous is not None and _centred_in(previous, ranges):
            previous = None  # a row of centred blocks (author blocks) over the columns
        if out and ranges is None and previous is not None:
            k = inside_a_column(boxes, out[-1], previous, slab)
            if k is not None and not (held and after_held(boxes, out[-1], held, slab, previous[k])):
                column = k if not held or k == column else BOTH
                held.append(slab)
                continue
        aligned = ranges is not None and previous is not None and _aligned(previous, ranges)
        if held and not release(
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
        release(boxes, out, held, previous or [], column=column, columns_go_on=False)
    return out


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
