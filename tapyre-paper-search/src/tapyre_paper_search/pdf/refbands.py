"""A two-column references page read in bands that cross the columns again and again
(pure): :func:`columns_from_bands`.

A list's last page whose right column is shorter than the left, and whose entries in
the two columns do not stand level, may be read band by band: the left column's top,
the right column's top, the left column's next entries, the right column's next, the
left column's rest (nddiss2e's train-0007 of ``/tmp/refs43/train``: "C. Fechner, …
The" at a left entry's first line, then the right column's "X. Xi, X.-L. Chen, …"
entry, then "feasibility of malaria elimination …", the left entry's rest).  Entries
were glued to others and lost their ends.
:func:`~.refcolumns.in_column_order` moves one left-column lower part only.

:func:`columns_from_bands` reads such a page down the left column, then down the right
one, where every block lies wholly in one of two columns (an edge that no block
crosses), the reading goes back from the right column to the left one twice or more
(one return is a list's two columns with more text under them, read as it goes), each
column's blocks are read top to bottom, each column spans at least :data:`_MIN_WIDTH` of
the blocks' width (a narrow run of entry labels, "[1]", set apart beside its entries is
none: review156), and the right column opens level with the left column's top (no
heading nor text above it).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf.blocks import TextBlock

_HANG = 2.0  # points a block may reach over the column edge, at most
_RETURNS = 2  # returns from the right column to the left one, at least
_MIN_WIDTH = 0.3
"""Each column spans at least this share of the blocks' width: a list's entry labels set
apart in blocks of their own ("[1]" beside its entry, each row read label then entry) are
no column (review156)."""


def column_edge(page: Sequence[TextBlock]) -> float | None:
    """Where a page's right column starts: the least left edge of a block that every
    block starting left of it ends before (within :data:`_HANG`), with one such block at
    least (every block starting past it); None on a page of one column (``refcolumns``
    asks it too)."""
    for x in sorted({block.x0 for block in page}):
        before = [b for b in page if b.x0 < x - _HANG]
        if before and all(b.x1 <= x + _HANG for b in before):
            return x - _HANG
    return None


def columns_from_bands(page: list[TextBlock]) -> list[TextBlock] | None:
    """``page`` (one page's list blocks, in reading order) read down the left column,
    then down the right one, where it was read in bands crossing the columns again and
    again (see the module docstring); None where the page is not so."""
    if len(page) < 5:
        return None
    edge = column_edge(page)
    if edge is None:
        return None
    right = [block.x0 >= edge for block in page]
    returns = sum(1 for k in range(1, len(page)) if right[k - 1] and not right[k])
    if returns < _RETURNS:
        return None
    left_blocks = [b for b, r in zip(page, right, strict=True) if not r]
    right_blocks = [b for b, r in zip(page, right, strict=True) if r]
    span = max(b.x1 for b in page) - min(b.x0 for b in page)
    for column in (left_blocks, right_blocks):
        if max(b.x1 for b in column) - min(b.x0 for b in column) < _MIN_WIDTH * span:
            return None  # (a narrow run of labels beside their entries: "[1]", "[2]")
    for column in (left_blocks, right_blocks):
        if any(b.y0 < a.y0 for a, b in pairwise(column)):
            return None  # (a column not read top to bottom)
    if right_blocks[0].y0 > left_blocks[0].y0 + _HANG:
        return None  # (something above the right column: not the list's own columns)
    return [*left_blocks, *right_blocks]
