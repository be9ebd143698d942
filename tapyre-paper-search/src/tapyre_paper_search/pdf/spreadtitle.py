"""A title in display type filling one column and running on at the top of the next (pure).

A wide first page may set a long title in large capitals down the whole first column
and run it on at the top of the second, the names under it there.  Read top down,
rows of both columns level with each other interleave: the title group found
(:mod:`.titlegroups`) then holds some rows of each column and misses the rest, and its
text mixes them ("123 RANDOMISED BETWEEN TRIALS DIFFERENT POLYCHEMOTHERAPY"; latex57).
:mod:`.columnruntitle` reads the case where the second column's part opens no lower
than the first's; here the first column's rows start higher than the second's.

:func:`both_columns` takes a group holding rows of two columns side by side (each of
the left ones wholly left of every right one), in display type (:data:`DISPLAY`
times the body's size or more), and grows each side into its whole stack of rows in
the group's type (size within :data:`.columnruntitle.SAME_SIZE` points, the same weight and slant;
each row at most :data:`MAX_STEP` sizes under the one before).  Where the left stack
ends its column (nothing under its last row there) and the right one opens its own
(nothing above its first row there), the title is the left stack read first, then the
right one; the group given back is the right stack (the names under it are read
after it).  Anything else gives ``None``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import pairwise

from tapyre_paper_search.pdf.columnruntitle import DISPLAY, MAX_STEP, same_type
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.titletext import join_title


def both_columns(
    page: PageLines, group: Sequence[int], body: float
) -> tuple[list[int], str] | None:
    """The right column's title rows and the title read down the left column first,
    where ``group`` holds rows of both (see the module); ``None`` otherwise."""
    lines = page.lines
    if not group or body <= 0 or lines[group[0]].size < body * DISPLAY:
        return None
    head = lines[group[0]]
    narrowest = min(lines[i].x1 for i in group)
    right = [i for i in group if lines[i].x0 > narrowest]
    rest = [i for i in group if i not in right]
    if not right or not rest:
        return None
    edge = min(lines[i].x0 for i in right)
    boundary = max(lines[i].x1 for i in rest)
    if boundary >= edge:
        return None
    left_rows = _stack(lines, rest, head, lambda line: line.x1 < edge)
    right_rows = _stack(lines, right, head, lambda line: line.x0 > boundary)
    if not left_rows or not right_rows:
        return None
    bottom = max(lines[i].y1 for i in left_rows)
    top = min(lines[i].y0 for i in right_rows)
    if any(line.x1 < edge and line.y0 >= bottom for line in lines):
        return None  # the first column goes on under the title's rows
    if any(line.x0 > boundary and line.y1 <= top for line in lines):
        return None  # something above the title's rows in the second column
    shift = page.height or max(line.y1 for line in lines)
    moved = [replace(lines[i], y0=lines[i].y0 + shift, y1=lines[i].y1 + shift) for i in right_rows]
    title = join_title([lines[i] for i in left_rows] + moved)
    return (right_rows, title) if title else None


def _stack(
    lines: Sequence[Line], seeds: Sequence[int], head: Line, side: Callable[[Line], bool]
) -> list[int]:
    """The run of rows in ``head``'s type on ``side``, top down, each at most
    :data:`MAX_STEP` sizes under the one before, that holds all of ``seeds``; [] where
    they fall into two runs."""
    rows = sorted(
        (i for i, line in enumerate(lines) if side(line) and same_type(line, head)),
        key=lambda i: lines[i].y0,
    )
    runs: list[list[int]] = [rows[:1]] if rows else []
    for a, b in pairwise(rows):
        if lines[b].y0 - lines[a].y1 > head.size * MAX_STEP:
            runs.append([b])
        else:
            runs[-1].append(b)
    holding = [run for run in runs if set(run) & set(seeds)]
    if len(holding) != 1 or not set(seeds) <= set(holding[0]):
        return []
    return holding[0]
