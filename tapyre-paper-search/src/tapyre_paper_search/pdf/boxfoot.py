"""An abstract in a column box cut at the page's foot (pure; front53).

A poster or a slide exported to a word processor sets its parts side by side in the
cells of one table row: "Abstract" in the first, "Methods" and "Results" beside it.
Where the abstract's cell is longer than the page, the row breaks there and the cell
goes on at the top of the next page, in the same column.  Read in order, the abstract
ran to the foot of its column, the next column's heading came next, higher up, and
the abstract ended there, complete, half its text left on the next page.

:func:`reopened` marks such an abstract as not complete (to be carried on at the top
of the next page, :func:`~tapyre_paper_search.pdf.abstractcarry.carry_on`) where all
of these hold: the line read after it stands
higher on the page and right of the abstract's column (the next column's top); no
other line of the page reaches down to that last line but the page's number (the
next column ended higher: one as low may go on the abstract); and the next
page's first line is set in the abstract's size within its column's edges (a cell's
rest, not the body's full-width text) with no line beside it.  A last line that closes
its sentence (the cell cut between two sentences) is reopened only where the line read
after it is the next column's heading, level with the abstract's, and not where the
next page's first line opens with a plain word in lower case: after the abstract's
closed sentence that goes on another text's sentence (a two-column paper's body, run
from the right column's foot; latex65).  The next page's
running head and number (:func:`~.cellcarry.page_furniture`: its text at the same
height on the abstract's page) are passed by in looking for its first line (review55).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.cellcarry import page_furniture
from tapyre_paper_search.pdf.lines import Line, PageLines

_CLOSED = re.compile(r"[.!?][\"”’)\]]*$")
_FOLIO = re.compile(r"\d{1,4}")
# A plain word in lower case (no digit, no inner capital: "loss", not "p53" or "mRNA").
_LOWER_WORD = re.compile(r"[a-z]+\b(?![-\w])")
_SLACK = 2.0
"""The next page's first line keeps within this many of its sizes of the column's edges."""


def reopened(
    lines: Sequence[Line],
    found: Abstract | None,
    following: Callable[[], PageLines | None],
) -> Abstract | None:
    """``found``, marked not complete where its column box was cut at the page's foot
    and goes on at the next page's top (see the module); else ``found`` as it is."""
    if found is None or (read := _read_after(lines, found)) is None:
        return found
    used, after = read
    last = lines[used[-1]]
    left = min(lines[j].x0 for j in used[1:] or used)
    right = max(lines[j].x1 for j in used)
    nxt, head = lines[after], lines[found.start]
    if nxt.page != last.page or nxt.y0 >= last.y0 or nxt.x0 < right - _SLACK:
        return found  # not the next column's top
    closed = bool(_CLOSED.search(last.text.rstrip()))
    if closed and abs(nxt.y0 - head.y0) > head.size / 2:
        return found  # a closed sentence: only beside a heading level with the abstract's
    low = _as_low(lines, found, last)
    if low and not _row_cut(head, nxt, low, right):
        return found  # not the page's foot, or another column as low (it goes on there)
    page = following()
    if page is None or not page.lines:
        return found
    before = [line for line in lines if line.page == last.page]
    first = next((ln for ln in page.lines if not page_furniture(ln, before)), page.lines[0])
    slack = _SLACK * last.size
    if (
        (closed and _LOWER_WORD.match(first.text))  # another text's sentence goes on
        or abs(first.size - last.size) > 0.5
        or first.x0 < left - slack
        or first.x1 > right + slack
        or (
            not low  # (a row's other cells go on beside it)
            and any(
                line.x0 > first.x1 and abs(line.y0 - first.y0) <= first.size / 2
                for line in page.lines
            )
        )
    ):
        return found  # the body's text, or a column with another beside it
    return replace(found, complete=False)


def _read_after(lines: Sequence[Line], found: Abstract) -> tuple[list[int], int] | None:
    """``found``'s lines in order and the line read right after its last, where ``found``
    is complete, with a state and lines, and a line of ``lines`` follows it (what both
    :func:`reopened` and :func:`cell_column` start from); else ``None``."""
    if not found.complete or found.state is None or not found.used:
        return None
    used = sorted(found.used)
    after = used[-1] + 1
    return (used, after) if after < len(lines) else None


def _as_low(lines: Sequence[Line], found: Abstract, last: Line) -> list[Line]:
    """The lines of ``last``'s page, not the abstract's nor a page number, reaching down to
    ``last``."""
    return [
        line
        for j, line in enumerate(lines)
        if line.page == last.page
        and line.y1 > last.y0
        and j not in found.used
        and not _FOLIO.fullmatch(line.text.strip())
    ]


def _row_cut(head: Line, nxt: Line, low: Sequence[Line], right: float) -> bool:
    """Whether the lines as ``low`` as the abstract's last are its row's other cells cut
    at the foot with it: the line read after the abstract (the next cell's heading)
    stands level with the abstract's heading, and every one of them starts right of
    the abstract's column (ending at ``right``; front55)."""
    return abs(nxt.y0 - head.y0) <= head.size / 2 and all(line.x0 >= right - _SLACK for line in low)


def cell_column(lines: Sequence[Line], found: Abstract | None) -> tuple[float, float] | None:
    """The left and right edges of ``found``'s column where it is a row's cell cut at the
    page's foot with the row's other cells (:func:`reopened` reopens it; its rest is
    read in that column alone over the next pages: the other cells go on beside it);
    else ``None``."""
    if found is None or (read := _read_after(lines, found)) is None:
        return None
    used, after = read
    last = lines[used[-1]]
    low = _as_low(lines, found, last)
    right = max(lines[j].x1 for j in used)
    if not low or not _row_cut(lines[found.start], lines[after], low, right):
        return None
    return min(lines[j].x0 for j in used[1:] or used), right


__all__ = ["cell_column", "reopened"]
