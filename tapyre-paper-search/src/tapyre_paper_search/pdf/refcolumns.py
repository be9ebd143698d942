"""A references page read in bands put back in column order (pure).

A page whose right column is short (the list's last page) or has a gap low in it may
be read in bands: the left column's upper part, then the right column, then the left
column's lower part, where nothing stands beside it.  :func:`in_column_order` puts
the left column's lower part back before the right column, where the right column
cannot go on from what was read before it: its first line hangs (an entry's
continuation in a list set with a hanging indent) and the left column's upper part
ends an entry (its last line does not run on) or the lower part's first line hangs
too (it goes on from the upper part's last entry, which runs on), and the lower part
goes on from the upper one (it starts within two lines' heights under it and holds
nothing larger).
Where the right column opens an entry (unless the upper part's last line runs on and
the lower part's first line hangs: the entry goes on under it; refs64), or continues
the upper part's last entry, or what was read after it stands further down or larger
(an appendix heading, a note), the order stays: a list whose two columns end level,
with more text under them, is read in that order.  A right column whose band is all
one entry's end carried over (:func:`~.refcarriedend.carried_end`: every line hangs,
the left column's last line runs on; refs43) goes after the left column's lower part
too.

A heading that closes the list (an appendix's, supplementary material's: ``closes``)
set in the left column under the list, whose text runs on into the right column's top,
is read after that top (a band read across the page) or the top before the list's
first block: :func:`in_column_order` puts the heading and what is under it in the
left column before every right-column block of the page read before it, where the
right column ends well above the left column's list (:data:`_LEVEL` lines' heights):
a right column that ends level with the left one is the list's (a list in two
columns with a heading under both), and keeps its place.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import groupby

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.refbands import column_edge, columns_from_bands
from tapyre_paper_search.pdf.refcarriedend import carried_end
from tapyre_paper_search.pdf.refcolumntop import top_carried_back
from tapyre_paper_search.pdf.refsplit import runs_on

_HANG = 2.0  # points a hanging line sits right of the column's flush-left lines, at least


def in_column_order(
    after: list[TextBlock],
    blocks: Sequence[TextBlock],
    page_starts: Sequence[int],
    closes: Callable[[TextBlock], bool] = lambda block: False,
) -> list[TextBlock]:
    """``after`` (the list's blocks, in reading order) with each page's left-column
    blocks read after its right column's put back before them (see the module
    docstring); ``blocks`` and ``page_starts`` tell each block's page; ``closes``
    tells a block that opens with a heading closing the list."""
    if not page_starts:
        return after
    index = {id(block): i for i, block in enumerate(blocks)}
    out: list[TextBlock] = []
    for _, page in groupby(after, key=lambda b: bisect_right(page_starts, index.get(id(b), -1))):
        page_blocks = list(page)
        top = top_carried_back(page_blocks)  # (refs42: the right column's top read first)
        if top is not None:
            page_blocks = top
        bands = columns_from_bands(page_blocks)  # (read in bands, crossing again: refs43)
        if bands is not None:
            page_blocks = bands
        out.extend(_heading_first(page_blocks, closes) or _page_in_order(page_blocks))
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
        or (runs_on(upper[-1].lines[-1].text) and not _hangs(lower, upper))
        or (  # it opens an entry, and was not read in a band that cut an entry
            beside[0].lines[0].x0 - min(b.x0 for b in beside) < _HANG
            and not _cut_in_band(beside, lower, page[end:])
            and not carried_end(upper, beside, lower)  # (its end carried over: refs43)
            and not _goes_on(upper, lower)  # (the upper part's entry goes on: refs64)
        )
    ):
        return page
    return [*upper, *lower, *beside, *page[end:]]


def _cut_in_band(
    beside: list[TextBlock], lower: list[TextBlock], rest: Sequence[TextBlock]
) -> bool:
    """Whether the band read beside the left column's upper part ends mid-entry in the
    right column and the right column goes on from it after the left column's lower
    part: the band's last line runs on ("… He Yanzhang, Mikkel Øbro,") and the first
    block read after the lower part hangs in the right column (every line right of the
    band's flush-left edge: the entry's continuation), starting within :data:`_GAP`
    lines' heights under the band, while the lower part's last line ends an entry (the
    right column's band opens one, so the left column ends one).  Then the whole page
    is two columns, each read on down (an appendix under a list ending level opens
    flush left, or with a paragraph's indent on its first line only; a second list
    under one ending level has its left column's last entry, which runs on, go on in
    the hanging block)."""
    if not rest or not rest[0].lines or not beside[-1].lines or not lower[-1].lines:
        return False
    if runs_on(lower[-1].lines[-1].text):
        return False
    last = beside[-1].lines[-1]
    flush = min(b.x0 for b in beside)
    foot = max(b.y1 for b in beside)
    return (
        runs_on(last.text)
        and rest[0].x0 - flush >= _HANG
        and foot - _HANG <= rest[0].y0 <= foot + _GAP * (last.y1 - last.y0)
    )


def _hangs(lower: list[TextBlock], upper: list[TextBlock]) -> bool:
    """Whether ``lower``'s first line hangs in the column (an entry's continuation): where
    the upper part's last line runs on, the lower part goes on from it ("… (2015)
    Caspase-" / "11 promotes …"), not the right column."""
    return bool(lower[0].lines) and (lower[0].lines[0].x0 - min(b.x0 for b in upper) >= _HANG)


def _goes_on(upper: list[TextBlock], lower: list[TextBlock]) -> bool:
    """Whether the upper part's last entry goes on in the lower part, whatever the right
    column opens with: the upper part's last line runs on ("… (2001): Use of gene-") and
    the lower part's first line hangs ("expression profiling …", the entry's
    continuation under it; refs64: the right column's first entry, opening flush left,
    kept the continuation after the right column, where it was lost)."""
    return runs_on(upper[-1].lines[-1].text) and _hangs(lower, upper)


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


_LEVEL = 3.0  # lines' heights the right column ends above the left's list, at least


def _heading_first(
    page: list[TextBlock], closes: Callable[[TextBlock], bool]
) -> list[TextBlock] | None:
    """``page`` with a left-column block that ``closes`` the list, and the left
    column's blocks under it, read before the right column's blocks read before it,
    where the right column ends :data:`_LEVEL` lines' heights or more above the left
    column's blocks over the heading (see the module docstring); None where that
    does not hold."""
    edge = column_edge(page)
    if edge is None:
        return None
    left = [i for i, block in enumerate(page) if block.x0 < edge]
    heading = next(
        (i for i in left if i > left[0] and closes(page[i]) and page[i].x1 < edge + _HANG), None
    )
    if heading is None:
        return None
    upper = [page[i] for i in left if i < heading]
    lower = [page[i] for i in left if i >= heading]
    right = [page[i] for i in range(heading) if page[i].x0 >= edge]
    top = page[heading].y0
    last = upper[-1].lines[-1] if upper[-1].lines else None
    if not right or last is None or any(b.y0 < top - _HANG for b in lower):
        return None
    foot = max(b.y1 for b in upper)
    if top < foot - _HANG or max(b.y1 for b in right) > foot - _LEVEL * (last.y1 - last.y0):
        return None
    moved = {id(b) for b in (*upper, *lower, *right)}
    return [*upper, *lower, *right, *(b for b in page if id(b) not in moved)]
