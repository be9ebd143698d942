"""Lines a text layer gives one block each, stacked again into paragraphs for ordering (pure).

Some engines (a browser's print path among them) write every line of a paragraph
as a text object of its own, and PyMuPDF makes a block of each.  Reading order
(:mod:`~tapyre_paper_search.pdf.order`) cuts a page into slabs at every gap
that runs across it; with one-line blocks the gaps between lines of two
columns line up now and then, and a slab cut there reads the top lines of the
right column before the rest of the left one.  So, for ordering only, a
one-line block directly under the block before it in the stream — the same
left edge and size, no wider a gap than a line's spacing (a line and a half where
it also ends where the line above ends: justified text double-spaced, as review
copies are) — joins that block.

A block of several lines joins the block before it too where the two are one column's
text broken between blocks (latex49): both edges of the two blocks the same, the same
size, and the first line under the last line above within a line's spacing.  A
structured abstract beside a shorter column ("Résumé") was broken so under its
"Results" part, and the slab cut at the break's gap, which nothing beside it crossed,
read the other column before the abstract's rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from tapyre_paper_search.pdf.overfull import Boxed

# The line under may start this far (points) from the line above.
_SAME_EDGE = 1.5
# ... lie at most this share of the upper line's height below it.
_LEADING = 0.8
# ... or this share, where both its edges are the upper line's (within _SAME_EDGE).
_SPACED = 1.5
# ... and be set in the same size, within this (points).
_SAME_SIZE = 0.3


class _Line(Boxed, Protocol):
    @property
    def size(self) -> float: ...


L = TypeVar("L", bound=_Line)


def _continues(above: _Line, below: _Line) -> bool:
    gap = below.y0 - above.y1
    # a line of the same measure (justified text going on) may lie further down: a
    # review copy's stretched or double spacing
    measure = abs(below.x1 - above.x1) <= _SAME_EDGE
    return (
        abs(below.x0 - above.x0) <= _SAME_EDGE
        and abs(below.size - above.size) <= _SAME_SIZE
        and -0.5 <= gap <= (_SPACED if measure else _LEADING) * (above.y1 - above.y0)
    )


def _same_column(above: Sequence[_Line], below: Sequence[_Line]) -> bool:
    """Whether the block ``below`` goes on the block ``above`` in one column: both
    blocks' edges the same, the same size, no paragraph's gap between them."""
    top, bottom = above[-1], below[0]
    gap = bottom.y0 - top.y1
    return (
        abs(min(x.x0 for x in above) - min(x.x0 for x in below)) <= _SAME_EDGE
        and abs(max(x.x1 for x in above) - max(x.x1 for x in below)) <= _SAME_EDGE
        and abs(bottom.size - top.size) <= _SAME_SIZE
        and -0.5 <= gap <= _LEADING * (top.y1 - top.y0)
    )


def stacked(groups: Sequence[Sequence[L]]) -> list[list[L]]:
    """``groups`` (the lines of each block, in stream order) with every one-line group
    that continues the group before it, and every group of several lines that goes on
    the one before it in one column (see the module docstring), joined to it."""
    out: list[list[L]] = []
    for group in groups:
        if out and len(group) == 1 and _continues(out[-1][-1], group[0]):
            out[-1].append(group[0])
        elif out and len(group) > 1 and len(out[-1]) > 1 and _same_column(out[-1], group):
            out[-1].extend(group)
        else:
            out.append(list(group))
    return out
