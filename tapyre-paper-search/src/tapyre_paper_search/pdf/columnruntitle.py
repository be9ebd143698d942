"""A title run from the foot of one column to the top of the next (pure; latex54).

A wide first page set in two columns may give the title, in large display type, the
whole first column and let it run on at the top of the second, the names under it
there ("CAN WE APPLY THE / NATIONAL / … / METABOLIC" down the left column, "SYNDROME TO
/ ASIANS?" at the top of the right).  Read top down, the second column's rows stand
first: they alone were taken for the title, and the first column's rows, under the
byline in reading order, were read as names.

:func:`run_across` takes the title group found (:mod:`.titlegroups`) as the second
column's part where rows in its type (size within :data:`SAME_SIZE` points, the
same weight and slant, display type :data:`DISPLAY` times the body's size or more)
stand wholly left of it in a stack (each row at most :data:`MAX_STEP` sizes under
the one before), the group opens its column (nothing printed above its first row
from its left edge on), those rows end theirs (nothing under the last in that
column) and start no higher than the group.  The title is then the left rows read
first and the group's after them; the group stays the second column's rows (the names
under it there are read after it), and :func:`off_title` drops the names read from
the first column's rows.  Anything else keeps the title found.  A row with no letter
(a section's number hung in the left margin, "1" beside "Introduction", in the
title's type) is no title row (latex68).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.titletext import join_title

SAME_SIZE = 0.5
DISPLAY = 1.5
MAX_STEP = 2.5


def run_across(page: PageLines, group: Sequence[int], body: float) -> tuple[list[int], str] | None:
    """The title ``group`` and its text with the first column's rows read first, where
    the group opens the second column and more of the title ends the first; ``None``
    otherwise."""
    group = _second_column(page, group)
    left = _left_rows(page, group, body)
    if not left:
        return None
    lines = page.lines
    shift = page.height or max(line.y1 for line in lines)
    moved = [replace(lines[i], y0=lines[i].y0 + shift, y1=lines[i].y1 + shift) for i in group]
    title = join_title([lines[i] for i in left] + moved)
    return (list(group), title) if title else None


def off_title(
    page: PageLines, group: Sequence[int], body: float, names: tuple[str, ...]
) -> tuple[str, ...]:
    """``names`` less those read from the first column's rows of a title that runs
    across (:func:`run_across`; read after the group, they stood where names stand)."""
    left = _left_rows(page, _second_column(page, group), body)
    if not left or not names:
        return names
    rows = _folded(" ".join(page.lines[i].text for i in left))
    return tuple(name for name in names if _folded(name) not in rows)


def _folded(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def _second_column(page: PageLines, group: Sequence[int]) -> list[int]:
    """The rows of ``group`` in its right-hand column where the group holds rows of two
    columns side by side (each of the left ones wholly left of every right one: read
    top down, rows of both columns level with each other joined it), else ``group``."""
    lines = page.lines
    if not group:
        return []
    narrowest = min(lines[i].x1 for i in group)
    right = [i for i in group if lines[i].x0 > narrowest]
    rest = [i for i in group if i not in right]
    if not right or not rest:
        return list(group)
    edge = min(lines[i].x0 for i in right)
    if not all(lines[i].x1 < edge for i in rest):
        return list(group)
    return _stacked_under(page, right, max(lines[i].x1 for i in rest))


def _stacked_under(page: PageLines, rows: list[int], boundary: float) -> list[int]:
    """``rows`` (the second column's part of a group that also took first-column rows,
    those ending at ``boundary``) and the rows in their type stacked under the last
    wholly right of ``boundary``, each at most
    :data:`MAX_STEP` sizes under the one before: read top down, a first-column row level
    with them cut the group off before them ("SYSTEMATIC" / "REVIEW AND" / "THREE
    COMMON" read before "META-ANALYSIS"; latex56)."""
    lines = page.lines
    head, found = lines[rows[0]], list(rows)
    below = sorted(
        (
            i
            for i, line in enumerate(lines)
            if i not in rows and line.x0 > boundary and line.y0 > lines[rows[-1]].y0
        ),
        key=lambda i: lines[i].y0,
    )
    for i in below:
        line, last = lines[i], lines[found[-1]]
        if not same_type(line, head) or line.y0 - last.y1 > head.size * MAX_STEP:
            break
        found.append(i)
    return found


def _left_rows(page: PageLines, group: Sequence[int], body: float) -> list[int]:
    """The rows in the title's display type stacked wholly left of ``group`` and
    ending their column, where ``group`` opens its own; [] otherwise."""
    if not group or body <= 0:
        return []
    lines = page.lines
    head = lines[group[0]]
    if head.size < body * DISPLAY:
        return []
    edge = min(lines[i].x0 for i in group)
    top = min(lines[i].y0 for i in group)
    taken = set(group)
    left = [
        i
        for i, line in enumerate(lines)
        # (a section's number hung in the margin, "1" left of "Introduction", is none: latex68)
        if i not in taken and line.x1 < edge and same_type(line, head) and line.letters
    ]
    if not left or min(lines[i].y0 for i in left) < top:
        return []
    left.sort(key=lambda i: lines[i].y0)
    if any(lines[b].y0 - lines[a].y1 > head.size * MAX_STEP for a, b in pairwise(left)):
        return []
    last = lines[left[-1]]
    if any(line.y1 <= top and line.x1 > edge for line in lines):
        return []  # something above the group in its column
    if any(line.x1 < edge and line.y0 > last.y1 for line in lines):
        return []  # the first column goes on under those rows
    return left


def same_type(line: Line, head: Line) -> bool:
    return (
        abs(line.size - head.size) <= SAME_SIZE
        and line.bold == head.bold
        and line.italic == head.italic
    )
