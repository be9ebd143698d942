"""Where a line of a front page stands among the others (pure; moved out of
:mod:`~tapyre_paper_search.pdf.features` by tidy54): the lines set beside it on its
row, its column, the white space above and below it, and the run of neighbouring lines
in its size.  The line classifier's geometric features
(:func:`~tapyre_paper_search.pdf.features.line_features`) are read from these.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line


def row_mates(lines: Sequence[Line], count: int) -> list[list[int]]:
    """For each of the first ``count`` lines, the other lines set beside it on the same
    row: their middles within half the shorter line's height of each other, their boxes
    side by side (a row of author names, a name beside its affiliation)."""
    middle = [(line.y0 + line.y1) / 2 for line in lines]
    half = [max(line.y1 - line.y0, line.size * 0.5, 1.0) / 2 for line in lines]
    by_middle = sorted(range(len(lines)), key=middle.__getitem__)
    keys = [middle[k] for k in by_middle]
    reach = max(half)
    out = []
    for i in range(count):
        line = lines[i]
        lo = bisect.bisect_left(keys, middle[i] - reach)
        hi = bisect.bisect_right(keys, middle[i] + reach)
        out.append(
            [
                j
                for j in by_middle[lo:hi]
                if j != i
                and abs(middle[j] - middle[i]) < min(half[i], half[j])
                and (lines[j].x1 <= line.x0 + 1 or lines[j].x0 >= line.x1 - 1)
            ]
        )
    return out


def column(line: Line, left: float, right: float) -> float:
    """-1 left half, 1 right half, 0 across the middle."""
    middle = (left + right) / 2
    if line.x1 < middle + 5:
        return -1.0
    if line.x0 > middle - 5:
        return 1.0
    return 0.0


def gap(upper: Line | None, lower: Line | None) -> float:
    """The white space between two lines in units of the lower one's size (capped)."""
    if upper is None or lower is None:
        return 5.0
    return max(-5.0, min(5.0, (lower.y0 - upper.y1) / max(lower.size, 1.0)))


def same_size_runs(lines: Sequence[Line], count: int) -> list[int]:
    """:func:`same_size_run` of the first ``count`` lines, counted once for each size
    in a run: from a line of the run set in exactly the size of the line it was found
    from, the walk makes the same tests (each against that size) and finds the same run
    (a paragraph of 9.96 and 10.0 pt lines is walked twice, not once a line)."""
    out = [0] * count
    for i in range(count):
        if out[i]:
            continue
        run, first = same_size_run(lines, i)
        out[i] = run
        size = lines[i].size
        for k in range(first, min(first + run, count)):
            if lines[k].size == size:
                out[k] = run
    return out


def same_size_run(lines: Sequence[Line], i: int) -> tuple[int, int]:
    """How many neighbouring lines around ``i`` share its size, each within two line
    heights of the next (PyMuPDF's blocks are not used: producers split them at will)."""
    run = 1
    first = i
    for step in (-1, 1):
        j = i
        while 0 <= j + step < len(lines):
            a, b = lines[j], lines[j + step]
            upper, lower = (a, b) if step > 0 else (b, a)
            if (
                abs(b.size - lines[i].size) >= 0.3
                or not -2 < lower.y0 - upper.y1 < 2 * lines[i].size
            ):
                break
            run += 1
            j += step
        if step < 0:
            first = j
    return run, first


__all__ = ["column", "gap", "row_mates", "same_size_run", "same_size_runs"]
