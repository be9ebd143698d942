"""The right column's top read before the left column on a references page (pure).

A two-column page whose left column holds the references heading and the list's
first entries, and whose right column opens with the end of the left column's last
entry, level with the heading ("Receptor That Mediates HIV-1 Trans-Infection" at the
left column's foot, "Through Recognition of Viral Membrane Ganglio- / sides (New York:
Wiley, 2024)." at the right column's top): the page's reading order takes the right
column's top first, level as it is with the heading, so it was read as the list's
first entry and the last entry of the left column lost its end.
:func:`top_carried_back` moves those leading blocks to just after the left column.

It asks, of one page's list blocks in reading order: the leading block lies wholly
right of the next one (the cheap first test; so in practice one leading block is
moved, though :func:`_split` would take a run of them) and of the blocks after them
(a left column run), which are followed by more blocks in the leading blocks' column;
the leading blocks stand above those (the column's top); the left run's last line runs
on (no full stop nor closing bracket:
:func:`~tapyre_paper_search.pdf.refblocklines.runs_on`); and the leading block's first
line hangs (it sits right of the column's flush-left entry starts: an entry's
continuation, not its start).  Otherwise the page is left as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.refblocklines import runs_on

_HANG = 2.0  # points a hanging line sits right of the column's flush-left lines, at least


def _split(page: Sequence[TextBlock]) -> tuple[int, int] | None:
    """(a, b): ``page[:a]`` right of ``page[a:b]``, ``page[b:]`` back in ``page[:a]``'s
    column; None where the page is not so.  ``a`` is the first block left of the first
    block's column, ``b`` the first block after it reaching right of that column's
    left edge; the blocks from ``b`` on start right of ``page[a:b]``."""
    left = page[0].x0 - _HANG
    a = next((k for k in range(1, len(page)) if page[k].x0 < left), len(page))
    edge = min(block.x0 for block in page[:a]) - _HANG + 2 * _HANG
    b = next((k for k in range(a, len(page)) if page[k].x1 > edge), len(page))
    if not a < b < len(page) or page[b].x0 < max(block.x1 for block in page[a:b]) - _HANG:
        return None
    return a, b


def top_carried_back(page: list[TextBlock]) -> list[TextBlock] | None:
    """``page`` (one page's list blocks, in reading order) with the right column's
    leading blocks put after the left column (see the module docstring); None where
    they are not the left column's continuation."""
    if len(page) < 3 or page[0].x0 <= page[1].x1:  # (cheap: the first block right of the next)
        return None
    cut = _split(page)
    if cut is None:
        return None
    a, b = cut
    top, left, rest = page[:a], page[a:b], page[b:]
    if not (top[0].lines and left[-1].lines and rest[0].lines):
        return None
    flush = min(line.x0 for block in rest for line in block.lines)
    if (
        max(block.y1 for block in top) > rest[0].y0 + _HANG  # (not above the column's rest)
        or not runs_on(left[-1].lines[-1].text)
        or top[0].lines[0].x0 < flush + _HANG  # (it opens an entry)
    ):
        return None
    return [*left, *top, *rest]
