"""An abstract set in two balanced columns of its own under one heading (pure; abs71).

Some pages set the abstract under a full-width heading in two columns of its own,
balanced (both start level and end together), over a line that crosses under both
(keywords, a rule's text) and the body.  Where that line is short and does not
reach the right half, reading order may take the abstract's left column with the
body's left column and the abstract's right half only after the body's first column:
the abstract, collected down its left column, ended there and lost its right half.

:func:`right_half` adds that half.  Gates, all by shape: the abstract was found under
a heading (not inferred) and took two lines or more of one column on its heading's
page; a run of lines not taken, in the abstract's size, weight and slant, starts right
of its column's right edge past a gutter of at most three sizes; the run's first line
is level with the abstract's first line (within a third of its line step) and no line
of that column stands beside the heading or between them; the run goes down at the
abstract's line step, its width within a sixth of the abstract column's, half as
many lines or more, and ends no more than a line step and a half below the abstract's
last line, with a gap of two steps or more under it in its column reaching down to
the line that ended the abstract's first column (keywords under both halves).  What
stays: a two-column body beside an abstract in the left column (its right column opens
level with the heading, runs on down the page at the line step past the abstract's
end, or its paragraph ends beside the abstract over a heading), a side column in
another size or type, a narrow column beside the abstract.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from statistics import median

from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.lines import Line

# The gutter between the two halves is at most this many of the abstract's sizes.
_GUTTER_SIZES = 3.0
# The run's first line is level with the abstract's first within this share of a step;
# each of its lines one step below the last within this share.
_LEVEL = 0.35
# The run's width is the abstract column's within this share.
_WIDTH = 1 / 6
# The run ends no more than this many steps below the abstract's last line, and a gap
# of this many steps or more lies under it in its column.
_END_STEPS = 1.5
_GAP_STEPS = 2.0


def right_half(lines: Sequence[Line], found: Abstract) -> Abstract:
    """``found`` with the right half of its two balanced columns (see the module), or
    ``found`` itself."""
    state = found.state
    if state is None or state.size is None or found.inferred:
        return found
    heading = lines[found.start]
    taken = sorted(
        (i for i in found.used if i != found.start and lines[i].page == heading.page),
        key=lambda i: lines[i].y0,
    )
    if len(taken) < 2:
        return found
    column = [lines[i] for i in taken]
    step = median(b.y0 - a.y0 for a, b in pairwise(column))
    if step <= 0:
        return found
    left, right = min(ln.x0 for ln in column), max(ln.x1 for ln in column)
    first, last = column[0], column[-1]
    run = _run(lines, found, (left, right, step), first, heading)
    if not run or lines[run[-1]].y0 - last.y0 > _END_STEPS * step or 2 * len(run) < len(column):
        return found
    if not _ends(lines, lines[run[-1]], step, _under(lines, last)):
        return found
    text = finish([found.text, *(lines[j].text for j in run)])
    used = found.used | frozenset(run)
    state.used.update(run)
    return Abstract(text, found.start, used, found.inferred, found.complete, state)


def _run(
    lines: Sequence[Line],
    found: Abstract,
    box: tuple[float, float, float],
    first: Line,
    heading: Line,
) -> list[int]:
    """The indexes of the run of lines right of the abstract's column (``box``: its left
    and right edges and line step), from the row of its ``first`` line down at the step;
    empty where the column stands beside the ``heading`` or the run fails a gate."""
    left, right, step = box
    width = right - left
    near = [
        j
        for j, line in enumerate(lines)
        if line.page == first.page
        and j not in found.used
        and right < line.x0 <= right + _GUTTER_SIZES * first.size
        and heading.y0 - step <= line.y0 <= first.y0 + step * 40
    ]
    near.sort(key=lambda j: lines[j].y0)
    if not near or abs(lines[near[0]].y0 - first.y0) > _LEVEL * step:
        return []  # nothing level with the first line, or a line beside the heading
    start = lines[near[0]]
    run = [near[0]]
    for j in near[1:]:
        line, prior = lines[j], lines[run[-1]]
        if abs(line.x0 - start.x0) > first.size:
            continue  # (another column further right)
        if abs(line.y0 - prior.y0 - step) > _LEVEL * step:
            break
        run.append(j)
    same = all(lines[j].same_type(first) for j in run)
    wide = max(lines[j].x1 for j in run) - start.x0
    if not same or len(run) < 2 or abs(wide - width) > _WIDTH * width:
        return []
    return run


def _under(lines: Sequence[Line], last: Line) -> float:
    """The top of the first line under the abstract's ``last`` line in its column on its
    page (what ended it: keywords, a heading), or infinity."""
    return min(
        (
            line.y0
            for line in lines
            if line.page == last.page
            and line.y0 > last.y0 + 0.5 * last.size
            and line.x0 < last.x1
            and last.x0 < line.x1
        ),
        default=float("inf"),
    )


def _ends(lines: Sequence[Line], end: Line, step: float, under: float) -> bool:
    """Whether no line of ``end``'s column lies under it within :data:`_GAP_STEPS` steps
    or above ``under``, the line that ended the abstract's first column (the run ends
    over what ends both halves: a body column runs on at the step, or its next paragraph
    or heading starts beside the abstract)."""
    reach = max(end.y0 + _GAP_STEPS * step, under - 0.5 * step)
    return not any(
        line.page == end.page and line.x0 < end.x1 and end.x0 < line.x1 and end.y0 < line.y0 < reach
        for line in lines
    )
