"""A narrow column beside an abstract, read into it (pure, front42).

A report may set its summary in a wide column with a narrow column beside it (its
contents, a "Key facts" list) in a grid.  Reading order may cut the page where the
narrow column ends, so that it reads the summary's lines level with that column, then
the narrow column, then the rest of the summary; or it reads the summary whole and then
goes back up to the narrow column.  Either way the abstract reader
(:func:`~tapyre_paper_search.pdf.abstract.collect`) took the narrow column's first line
("Contents") as more of the abstract and ended at its second.

:func:`side_column` tells such a column at ``lines[j]`` after the abstract's last line
taken, ``lines[taken]``: the line stands above that line (reading order went back up the
page: the cheap test first; a justified line's words cut apart at wide gaps stay on
their row), right of the abstract's column (the widest of its lines at its left edge),
no higher than three heights over its first line, and it and the lines after it that
start right of that column are each at most :data:`_NARROW` of the column's width, and
those under its first line start at one left edge (a column; the lead: the cells of a
scanned table beside a structured abstract — "Accuracy", "532", "268." — are none, and
ended the abstract before its "Conclusion").  It
answers the index of the first line after the narrow column: the caller skips the
column and goes on there where that line resumes the abstract's column (its left edge,
its type, at most two heights under the line taken) or the page ends there (the
abstract may go on at the next page's top), and ends the abstract otherwise.
A column no narrower (the next column of a two-column page, where an abstract may go
on) is no such column.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_NARROW = 0.6
"""The side column's lines are at most this share of the abstract's column's width."""
_EDGE = 3.0
_MAX_SIDE_LINES = 16
_UP = 0.5
"""The side column starts at least this many heights over the line taken …"""
_ABOVE = 3.0
"""… and no higher than this many heights over the abstract's first line."""
_STEP = 2.0
"""A line resumes the abstract within this many heights under the line taken (a
structured abstract's paragraph gap)."""


class SideColumns:
    """The narrow columns met while one abstract is read from ``lines[start]`` on: the
    reader asks :meth:`skips` of each line, then whether the abstract :attr:`ended`."""

    def __init__(self, lines: Sequence[Line], start: int) -> None:
        self.lines, self.start = lines, start
        self.skip = -1
        """Lines before this index are a narrow column's, skipped."""
        self.ended = False
        """A narrow column came, and the abstract's column did not go on under it."""

    def skips(self, j: int, taken: int, left: float) -> bool:
        """Whether ``lines[j]`` is skipped (the abstract's last line so far is
        ``lines[taken]``, ``-1`` for none; its left edge ``left``)."""
        if j < self.skip:
            return True
        if taken < 0:
            return False
        k = side_column(self.lines, self.start, taken, j, left)
        self.ended = k == -1
        self.skip = self.skip if k is None or k < 0 else k
        return k is not None and k > j


def side_column(lines: Sequence[Line], start: int, taken: int, j: int, left: float) -> int | None:
    """Where the abstract from ``lines[start]`` to ``lines[taken]`` (its left edge
    ``left``) goes on past a narrow column starting at ``lines[j]`` beside it: the index
    of its next line, ``-1`` where it ends there; ``None`` where ``lines[j]`` starts no
    such column."""
    last, line = lines[taken], lines[j]
    if line.page != last.page or line.y0 >= last.y0 - _UP * last.size:
        return None  # the cheap test: reading order went back up the page
    right = max((x.x1 for x in lines[start : taken + 1] if abs(x.x0 - left) <= _EDGE), default=0.0)
    top = lines[start].y0 - _ABOVE * last.size
    if line.x0 <= right or line.y0 < top:
        return None
    k, edge = j, -1.0
    while k < min(len(lines), j + _MAX_SIDE_LINES):
        other = lines[k]
        if other.page != line.page or other.x0 <= right:
            break
        if other.x1 - other.x0 > (right - left) * _NARROW:
            return None
        if k > j:  # (the lines under its first share one left edge: a column's)
            edge = other.x0 if edge < 0 else edge
            if abs(other.x0 - edge) > _EDGE:
                return None  # (a scanned table's scattered cells: no column)
        k += 1
    return k if k == len(lines) or _resumes(lines, taken, k, left) else -1  # (page's end: on)


def _resumes(lines: Sequence[Line], taken: int, k: int, left: float) -> bool:
    """Whether ``lines[k]`` goes on the abstract's column under ``lines[taken]``: at its
    left edge ``left``, in its type, at most a line's step under it."""
    if k >= len(lines):
        return False
    last, line = lines[taken], lines[k]
    return (
        line.page == last.page
        and abs(line.x0 - left) <= _EDGE
        and abs(line.size - last.size) <= 0.3
        and line.bold == last.bold
        and 0 <= line.y0 - last.y1 <= _STEP * last.size
    )
