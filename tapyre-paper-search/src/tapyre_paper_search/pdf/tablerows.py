"""Whether two interleaved sides of a block are a table's rows or a column beside a
column (pure; asked by :func:`~tapyre_paper_search.pdf.blockrise.cut_columns`).

A page drawn row by row across its columns leaves blocks whose lines alternate
between a left and a right side.  A table of two columns drawn row by row does too,
and its rows must read across (label, then value).  What tells them apart is where
the lines sit: a table's cells of one row stand on one baseline, so nearly every line
of its narrower side has a line of the other side level with it; a sidebar of short
lines (a place, a keyword line, a date) set beside an abstract in its own size and
leading is level with the abstract's lines only here and there.  :func:`beside_prose`
says a block's sides are a column of short lines beside running text: one side
running text and fewer than :data:`_LEVEL_SHARE` of the short side's lines level
with a line of the running text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from tapyre_paper_search.pdf.overfull import Boxed

B = TypeVar("B", bound=Boxed)

_LEVEL = 0.8
"""Two lines are level when their boxes overlap by this share of the lower one's height."""
_LEVEL_SHARE = 0.5
"""A short side with this share of its lines level with the other side's is a table's."""


def level(a: Boxed, b: Boxed) -> bool:
    """Whether lines ``a`` and ``b`` stand on one row (their boxes overlapping by
    :data:`_LEVEL` of the lower one's height)."""
    overlap = min(a.y1, b.y1) - max(a.y0, b.y0)
    return overlap >= _LEVEL * min(a.y1 - a.y0, b.y1 - b.y0) > 0


def rows_of(side: Sequence[B]) -> list[list[B]]:
    """``side``'s lines in printed rows: a line level with the line before it (the
    pieces of one justified line MuPDF gave apart at its wide word gaps) joins its row."""
    rows: list[list[B]] = []
    for line in side:
        if rows and level(rows[-1][-1], line):
            rows[-1].append(line)
        else:
            rows.append([line])
    return rows


def level_share(side: Sequence[Boxed], other: Sequence[Boxed]) -> float:
    """The share of ``side``'s lines level with a line of ``other`` (0 for none)."""
    if not side:
        return 0.0
    return sum(any(level(line, row) for row in other) for line in side) / len(side)


def beside_prose(prose: Sequence[Boxed], short: Sequence[Boxed]) -> bool:
    """Whether ``short`` (a side of short lines) stands beside ``prose`` (a side of
    running text) as a column beside a column, not as a table's cells: fewer than
    :data:`_LEVEL_SHARE` of its lines are level with a line of ``prose``."""
    return bool(prose) and bool(short) and level_share(short, prose) < _LEVEL_SHARE
