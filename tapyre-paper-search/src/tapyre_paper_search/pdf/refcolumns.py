"""A references page read in bands put back in column order (pure).

A page whose right column is short (the list's last page) or has a gap low in it may
be read in bands: the left column's upper part, then the right column, then the left
column's lower part, where nothing stands beside it.  :func:`in_column_order` puts
the left column's lower part back before the right column, where the right column
cannot go on from what was read before it: its first line hangs (an entry's
continuation in a list set with a hanging indent) and the left column's upper part
ends an entry (its last line does not run on).  Where the right column opens an
entry, or continues the upper part's last entry, the order stays: a list whose two
columns end level, with more text under them, is read in that order.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import groupby

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.refsplit import runs_on

_HANG = 2.0  # points a hanging line sits right of the column's flush-left lines, at least


def in_column_order(
    after: list[TextBlock], blocks: Sequence[TextBlock], page_starts: Sequence[int]
) -> list[TextBlock]:
    """``after`` (the list's blocks, in reading order) with each page's left-column
    blocks read after its right column's put back before them (see the module
    docstring); ``blocks`` and ``page_starts`` tell each block's page."""
    if not page_starts:
        return after
    index = {id(block): i for i, block in enumerate(blocks)}
    out: list[TextBlock] = []
    for _, page in groupby(after, key=lambda b: bisect_right(page_starts, index.get(id(b), -1))):
        out.extend(_page_in_order(list(page)))
    return out


def _page_in_order(page: list[TextBlock]) -> list[TextBlock]:
    """One page's blocks with a left column's lower part moved before the right
    column, where it was read after it (see the module docstring)."""
    right = next(
        (r for r in range(1, len(page)) if page[r].x0 >= max(b.x1 for b in page[:r]) - _HANG),
        None,
    )
    if right is None:
        return page
    edge = max(b.x1 for b in page[:right]) - _HANG  # the right column starts past it
    back = next((q for q in range(right + 1, len(page)) if page[q].x0 < edge), None)
    if back is None:
        return page
    column_x = min(b.x0 for b in page[right:back]) + _HANG
    end = back
    while end < len(page) and page[end].x0 < edge and page[end].x1 <= column_x:
        end += 1
    if end == back:
        return page
    upper, beside, lower = page[:right], page[right:back], page[back:end]
    if (
        min(b.y0 for b in lower) < max(b.y1 for b in upper) - _HANG  # not lower down
        or not (upper[-1].lines and beside[0].lines)
        or runs_on(upper[-1].lines[-1].text)  # the right column may go on from it
        or beside[0].lines[0].x0 - min(b.x0 for b in beside) < _HANG  # it opens an entry
    ):
        return page
    return [*upper, *lower, *beside, *page[end:]]
