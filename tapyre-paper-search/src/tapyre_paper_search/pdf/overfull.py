"""A paragraph's box for ordering, without its overfull lines (pure; names46).

TeX sets a line overfull where it finds no break for a long word ("TGC(met)CGC",
a URL): the line runs past the column's right edge, into the gutter, and here and
there past the gutter's middle.  Reading order (:mod:`~tapyre_paper_search.pdf.order`)
tells columns apart at vertical gaps no block crosses; a block holding such a line
crosses the gutter, the two columns are read as one region, top to bottom, and the
right column's top comes between a heading and the paragraph under it (t46 latex
acmart-sigconf: the right column's text read as the abstract).

:func:`box` gives a block's box with its right edge at its justified edge when a
line or a few stick out past it: a paragraph (:data:`_PARAGRAPH` lines or more)
whose three lines or more end at that edge (within
:data:`_EDGE`), the lines past it stick out by more than :data:`_PAST` and by no more
than :data:`_SHARE` of the block's width, and they are one line, or at most one in
:data:`_FEW` of the block's.  Only the order uses it; the lines keep their
own boxes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from tapyre_paper_search.pdf.boxes import Box

# The other lines' right edges lie this close (points) to the justified edge.
_EDGE = 2.0
# The overfull line sticks out past that edge by more than this (points) ...
_PAST = 4.0
# ... and by no more than this share of the block's width.
_SHARE = 0.15
# Lines past the edge: one, or at most one in this many of the block's.
_FEW = 4
# A paragraph: this many lines or more (an author's card of a name, a mail and places
# is fewer: its lines are no justified text).
_PARAGRAPH = 5


class Boxed(Protocol):
    """A line with its box (a :class:`~tapyre_paper_search.pdf.lines.Line`)."""

    @property
    def x0(self) -> float: ...
    @property
    def x1(self) -> float: ...
    @property
    def y0(self) -> float: ...
    @property
    def y1(self) -> float: ...


def box(lines: Sequence[Boxed]) -> Box:
    """The box of a block's ``lines`` for ordering: their bounds, with the right edge
    at the justified edge where overfull lines run past it: one, or at most one in
    :data:`_FEW` of the lines (see the module)."""
    x0 = min(x.x0 for x in lines)
    x1 = max(x.x1 for x in lines)
    return (x0, min(x.y0 for x in lines), _justified_edge(lines, x0, x1), max(x.y1 for x in lines))


def justified_edge(lines: Sequence[Boxed]) -> float | None:
    """The right edge ``lines`` are justified to: the furthest right end that two more
    lines' ends lie within :data:`_EDGE` of (overfull lines past it left out); ``None``
    where no three lines end together."""
    ends = sorted((x.x1 for x in lines), reverse=True)
    return next((e for k, e in enumerate(ends[:-2]) if ends[k + 2] >= e - _EDGE), None)


def _justified_edge(lines: Sequence[Boxed], x0: float, x1: float) -> float:
    """``x1``, or where a line or two run past the edge the block's other lines are
    justified to, the right end of the lines up to that edge (see the module)."""
    if len(lines) < _PARAGRAPH:
        return x1
    ends = sorted((x.x1 for x in lines), reverse=True)
    edge = justified_edge(lines)
    if edge is None or x1 - edge <= _PAST or x1 - edge > (x1 - x0) * _SHARE:
        return x1
    past = sum(1 for end in ends if end > edge + _PAST)
    if past > max(1, len(lines) // _FEW):
        return x1
    return max(end for end in ends if end <= edge + _PAST)


__all__ = ["Boxed", "box", "justified_edge"]
