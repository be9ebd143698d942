"""A references page read in bands put back in column order (pure).

A page whose right column is short (the list's last page) or has a gap low in it may
be read in bands: the left column's upper part, then the right column, then the left
column's lower part, where nothing stands beside it.  :func:`in_column_order` puts
the left column's lower part back before the right column, where the right column
cannot go on from what was read before it: its first line hangs (an entry's
continuation in a list set with a hanging indent) and the left column's upper part
ends an entry (its last line does not run on), and the lower part goes on from the
upper one (it starts within two lines' heights under it and holds nothing larger).
Where the right column opens an entry, or continues the upper part's last entry, or
what was read after it stands further down or larger (an appendix heading, a note),
the order stays: a list whose two columns end level, with more text under them, is
read in that order.
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
    foot = max(b.y1 for b in upper)
    if (
        min(b.y0 for b in lower) < foot - _HANG  # not lower down
        or not _carries_on(upper, lower, foot)
        or not (upper[-1].lines and beside[0].lines)
        or runs_on(upper[-1].lines[-1].text)  # the right column may go on from it
        or beside[0].lines[0].x0 - min(b.x0 for b in beside) < _HANG  # it opens an entry
    ):
        return page
    return [*upper, *lower, *beside, *page[end:]]


_GAP = 2.0  # lines' heights between the upper part's foot and the lower part's top, at most


def _carries_on(upper: list[TextBlock], lower: list[TextBlock], foot: float) -> bool:
    """Whether ``lower`` goes on from ``upper`` down the same column: it starts within
    :data:`_GAP` lines' heights of the upper part's ``foot`` (an entry's gap; read in
    bands, the real ones measure 1.3 to 1.7) and holds no line larger than the upper
    part's (a heading).  Under two columns that end level, an appendix heading or a note
    stands further down, or larger: it is read after the right column, as it goes."""
    last = upper[-1].lines[-1] if upper[-1].lines else None
    if last is None:
        return False
    largest = max(line.size for block in upper for line in block.lines)
    return min(b.y0 for b in lower) - foot <= _GAP * (last.y1 - last.y0) and all(
        line.size <= largest + 0.5 for block in lower for line in block.lines
    )
