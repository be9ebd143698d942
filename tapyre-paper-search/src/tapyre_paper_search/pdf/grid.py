"""A table's rows and columns from the positions of its words (pure).

Most tables in papers are set without vertical rules: columns are visible
only as white space that runs down the table.  :func:`word_grid` finds them
the way a reader does: words are grouped into rows by their height on the
page; a column boundary runs where (almost) no row has a word, so a header
spanning two columns or a long label may cross one; each word goes to the
column that holds most of its width.  The result is accepted only when it is
a real grid (two rows and two columns at least, most cells filled).
"""

from __future__ import annotations

import bisect
import itertools
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

Word = tuple[Any, ...]
"""x0, y0, x1, y1, text, then anything: PyMuPDF's ``get_text("words")`` tuples (eight
items) are given as they are (only the first five are read; not copying them saves a
tuple a word), the table filler's as five.  Typed as a tuple of any length so that the
annotation holds for both (a compiled build checks it)."""

_CROSSED = 0.25  # share of rows allowed to have a word across a column boundary
_MIN_FILLED = 0.4
_PITCH_SPREAD = (0.75, 1.35)
"""Row pitches of a grid of one-line rows, relative to their median (a cell's second line
sits closer)."""
_LEADING_SPREAD = (1.1, 1.15)
"""A row pitch at most 1.1 × the lines' leading inside a cell is a cell's second line
where the median row pitch is 1.15 × that leading or more (rows padded a little: 14 pt
rows of 11 pt lines)."""


def word_grid(words: Sequence[Word]) -> list[list[str]] | None:
    """The cell texts, row by row, or ``None`` when the words do not form a grid."""
    if len(words) < 4:
        return None
    heights = sorted(w[3] - w[1] for w in words)
    height = heights[len(heights) // 2] or 1.0
    rows = _rows(words, height)
    if len(rows) < 2:
        return None
    boundaries = _boundaries(rows, height)
    if not boundaries:
        return None
    cells = [_split(row, boundaries) for row in rows]
    filled = sum(bool(c) for row in cells for c in row)
    if filled < len(cells) * len(cells[0]) * _MIN_FILLED:
        return None
    return cells


def rules_may_settle(words: Sequence[Word], cells: Sequence[Sequence[str]] | None) -> bool:
    """Whether a table's drawn rules may read it otherwise than its words, given the
    :func:`word_grid` ``cells`` its ``words`` make (``None``: none): where there is no
    grid (rules may make one), where a row fills less than half of its cells (a line
    above or below the table that may not belong to it: a caption's second line, a
    note, a neighbouring column's words; the rules say where the table ends), or where
    rows sit at the two pitches a cell's second line makes (:func:`_two_lines`): in a
    fully ruled table the rules join such a line to its cell, which the words alone
    read as a row of its own.  Otherwise the words' reading stands."""
    if _sparse(cells):
        return True
    return _two_lines(words)


def rules_may_join(
    words: Sequence[Word], cells: Sequence[Sequence[str]] | None, horizontal: Sequence[float]
) -> bool:
    """Whether the drawn horizontal rules at ``horizontal`` (y) may read a table
    otherwise than its words' ``cells``: always where these make no full grid (see
    :func:`rules_may_settle`); over a full grid (the doubt being cells on two lines)
    only where the rules part the lines as a fully ruled table's do: the lines no rule
    parts are a cell's, each at most 1.1 × the least step between two lines below the
    one above and closer than any two lines a rule parts.  Rules only above, under the
    header and below a table (vertical rules between its columns) would join all its
    body rows into one."""
    if _sparse(cells):
        return True
    within: list[float] = []
    across: list[float] = []
    for a, b in itertools.pairwise(_centres(words)):
        (across if any(a < y < b for y in horizontal) else within).append(b - a)
    if not across:
        return False
    if not within:
        return True
    line = _LEADING_SPREAD[0] * min(*within, *across)
    return max(within) <= line and max(within) < min(across)


def _sparse(cells: Sequence[Sequence[str]] | None) -> bool:
    """No grid, or a row filling less than half of its cells."""
    return cells is None or any(sum(map(bool, row)) * 2 < len(row) for row in cells)


def _centres(words: Sequence[Word]) -> list[float]:
    """Each row's height on the page (its words' mean centre), top to bottom."""
    heights = sorted(w[3] - w[1] for w in words)
    return [
        sum((w[1] + w[3]) / 2 for w in row) / len(row)
        for row in _rows(words, heights[len(heights) // 2] or 1.0)
    ]


def _two_lines(words: Sequence[Word]) -> bool:
    """Whether the rows of ``words`` may hold cells set on two lines: a row closer to
    the one above than the rows' median pitch allows (a second line among one-line
    rows), a long pitch in every pair of neighbouring pitches (rows all on two lines,
    the median pitch being a line's), or a row at most 1.1 × the lines' leading inside
    a cell (:func:`_leading`) below the one above where the median pitch is 1.15 × it
    or more (rows padded a little).  Long pitches apart from each other are gaps
    between groups of rows.  The leading is about the least pitch wherever two rows of
    a column are one text block, so the last test reads as "a pitch under 0.87 × the
    median between two lines of one block": uneven one-line rows pass it too, and
    :func:`rules_may_join` keeps rules that would join whole rows from reading them."""
    pitches = [b - a for a, b in itertools.pairwise(_centres(words))]
    if len(pitches) < 2:
        return False
    median = sorted(pitches)[len(pitches) // 2]
    low, high = _PITCH_SPREAD
    if min(pitches) < median * low:
        return True
    if all(max(a, b) > median * high for a, b in itertools.pairwise(pitches)):
        return True
    heights = sorted(w[3] - w[1] for w in words)
    leading = _leading(words, heights[len(heights) // 2] or 1.0)
    line, row = _LEADING_SPREAD
    return leading is not None and min(pitches) <= leading * line and median >= leading * row


def _leading(words: Sequence[Word], height: float) -> float | None:
    """The lines' leading inside a cell: the least step between two lines of one text
    block one above the other (PyMuPDF's word tuples carry their block and line numbers
    as items 5 and 6; a cell on two lines is one block), steps under ``height`` × 0.6
    being one line.  ``None`` where no block holds two such lines, or the words carry
    no numbers."""
    lines: dict[tuple[Any, Any], list[float]] = defaultdict(list)
    for word in words:
        numbered: Sequence[Any] = word
        if len(numbered) < 7:
            return None
        lines[(numbered[5], numbered[6])].append((word[1] + word[3]) / 2)
    by_block: dict[Any, list[float]] = defaultdict(list)
    for (block, _), centres in lines.items():
        by_block[block].append(sum(centres) / len(centres))
    steps = [
        b - a
        for centres in by_block.values()
        for a, b in itertools.pairwise(sorted(centres))
        if b - a > height * 0.6
    ]
    return min(steps) if steps else None


def _rows(words: Sequence[Word], height: float) -> list[list[Word]]:
    rows: list[list[Word]] = []
    centre = None
    for word in sorted(words, key=lambda w: ((w[1] + w[3]) / 2, w[0])):
        middle = (word[1] + word[3]) / 2
        if centre is None or middle - centre > height * 0.6:
            rows.append([word])
            centre = middle
        else:
            rows[-1].append(word)
    return [sorted(row, key=lambda w: w[0]) for row in rows]


def _boundaries(rows: list[list[Word]], height: float) -> list[float]:
    """x positions between columns: the middle of each stretch where few rows have
    anything (the words of a cell, closer than ``height`` × 0.6, count as one piece)."""
    minimum = height * 0.6  # wider than the space between the words of a cell
    events: list[tuple[float, int]] = []
    for row in rows:
        start, end = row[0][0], row[0][2]
        for word in row[1:]:
            if word[0] - end < minimum:
                end = max(end, word[2])
                continue
            events += [(start, 1), (end, -1)]
            start, end = word[0], word[2]
        events += [(start, 1), (end, -1)]
    events.sort()
    allowed = int(len(rows) * _CROSSED)
    left, right = events[0][0], events[-1][0]
    out: list[float] = []
    cover = 0
    free_from: float | None = None
    for x, change in events:
        gap = x - free_from if free_from is not None else 0.0
        if free_from is not None and free_from > left and x < right and gap >= minimum / 2:
            out.append((free_from + x) / 2)
        cover += change
        free_from = x if cover <= allowed else None
    return out


def _split(row: list[Word], boundaries: list[float]) -> list[str]:
    """The row's words by column: each in the column holding most of its width."""
    edges = [float("-inf"), *boundaries, float("inf")]
    cells: list[list[str]] = [[] for _ in range(len(boundaries) + 1)]
    for word in row:
        column = bisect.bisect_right(boundaries, word[0])
        if word[2] > word[0] and word[2] <= edges[column + 1]:
            cells[column].append(word[4])  # wholly inside one column
            continue
        overlaps = [
            min(word[2], edges[k + 1]) - max(word[0], edges[k]) for k in range(len(edges) - 1)
        ]
        cells[max(range(len(overlaps)), key=overlaps.__getitem__)].append(word[4])
    return [" ".join(cell) for cell in cells]
