"""A block whose lines go back up the page or across two columns, cut (pure).

PyMuPDF makes a block of lines that lie close together in the order they are drawn.
A tool that draws a page's frames out of reading order (the byline's frame before
the title's, directly under it) leaves a block whose first line is the name and
whose next lines are the title's, above it: read in block order the name came before
its title and was no author's.  :func:`cut_rising` cuts a block before each line that
stands wholly above the line before it (their boxes overlapping by a quarter of a line
at most: an invisible text layer's boxes are taller than its leading), overlapping it
across the page (one column), so reading order (:mod:`~tapyre_paper_search.pdf.order`)
places the pieces by where they print; a block that only goes down the page is left
whole (producer64).

A page drawn row by row across its columns (every line of the page top to bottom, left
to right) gives blocks whose lines alternate between two columns side by side: an
abstract's lines between the right column's.  :func:`cut_columns` parts such a block
into its left and right column, each in its order, where a gutter crosses no line of
it, each side holds three lines or more, the lines change sides four times or more and
each side reads as running text (half its lines or more of :data:`_PROSE_WORDS` words):
a table of two columns drawn row by row ("Received" / "1 January 2020", a parameter and
its value) alternates too, and its rows read across, label then value.  One side of
running text and one of short lines is parted too where the short lines stand beside
the running text, not level with its lines as a table's cells of one row stand
(:func:`~tapyre_paper_search.pdf.tablerows.beside_prose`: a sidebar of places and
keywords beside an abstract, producer65).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Protocol, TypeVar

from tapyre_paper_search.pdf.overfull import Boxed
from tapyre_paper_search.pdf.tablerows import beside_prose, rows_of


class _Texted(Boxed, Protocol):
    @property
    def text(self) -> str: ...


L = TypeVar("L", bound=Boxed)
T = TypeVar("T", bound=_Texted)

# "Wholly above": the line's bottom over the other's top, or under it by no more than
# this share of the shorter line's height (an invisible text layer's line boxes are
# taller than its leading: lines drawn upwards overlap by a point or two).
_OVERLAP = 0.25
# Two interleaved columns: this many lines a side, and this many changes of side.
_SIDE_LINES = 3
_CHANGES = 4
# A side of running text: half its lines or more hold this many words (a table's cells
# hold a label, a figure, a date).
_PROSE_WORDS = 4


def cut_rising(groups: Sequence[Sequence[L]]) -> list[list[L]]:
    """``groups`` (each block's lines in stream order) with each group cut before a
    line that stands wholly above the line before it and overlaps it across."""
    out: list[list[L]] = []
    for group in groups:
        out.append([])
        for line in group:
            before = out[-1][-1] if out[-1] else None
            if before is not None and _rises(before, line):
                out.append([])
            out[-1].append(line)
    return out


def cut_columns(groups: Sequence[Sequence[T]]) -> list[list[T]]:
    """``groups`` with each group whose lines alternate between two columns (see the
    module docstring) parted into its left column's lines and its right column's."""
    out: list[list[T]] = []
    for group in groups:
        gutter = _gutter(group)
        left = [line for line in group if gutter is not None and line.x1 <= gutter]
        right = [line for line in group if gutter is not None and line.x1 > gutter]
        if not _parted(left, right):
            out.append(list(group))
            continue
        out += [left, right]
    return out


def _parted(left: Sequence[T], right: Sequence[T]) -> bool:
    """Whether a block's ``left`` and ``right`` sides are two columns: both running
    text, or one running text and the other short lines beside it (no table's rows)."""
    if _prose(left) and _prose(right):
        return True
    if _prose(left) or _prose(right):
        prose, short = (left, right) if _prose(left) else (right, left)
        return beside_prose(prose, short)
    return False


def _prose(side: Sequence[_Texted]) -> bool:
    """Whether ``side`` (one column's lines, none for no gutter) reads as running text:
    half its printed rows or more hold :data:`_PROSE_WORDS` words or more (a justified
    line MuPDF gave in pieces at its wide word gaps counts as one row: ``rows_of``; a
    word holds a letter: a table's row of figures is no running text)."""
    rows = rows_of(side)
    full = sum(sum(_words(line.text) for line in row) >= _PROSE_WORDS for row in rows)
    return bool(rows) and 2 * full >= len(rows)


def _words(text: str) -> int:
    """The words of ``text`` that hold a letter."""
    return sum(any(c.isalpha() for c in word) for word in text.split())


def _gutter(group: Sequence[Boxed]) -> float | None:
    """Where a gutter parts ``group``'s lines into two columns whose lines alternate
    (:data:`_SIDE_LINES`, :data:`_CHANGES`), else None."""
    if len(group) < 2 * _SIDE_LINES:
        return None
    edges = sorted({line.x1 for line in group})
    for edge in edges:
        right = [line for line in group if line.x1 > edge]
        if all(line.x0 >= edge for line in right) and len(right) >= _SIDE_LINES:
            if len(group) - len(right) < _SIDE_LINES:
                return None
            sides = [line.x1 > edge for line in group]
            changes = sum(a != b for a, b in pairwise(sides))
            return edge if changes >= _CHANGES else None
    return None


def _rises(before: Boxed, line: Boxed) -> bool:
    """Whether ``line`` stands wholly above ``before`` and overlaps it across."""
    height = min(line.y1 - line.y0, before.y1 - before.y0)
    above = line.y1 <= before.y0 + _OVERLAP * height
    return above and min(line.x1, before.x1) > max(line.x0, before.x0)
