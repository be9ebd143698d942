"""A narrow column left of an abstract's heading, read between the heading and its
text (pure, producer60).

A first page may set the abstract in a wide column with a narrow column left of it (the
places, the keywords, the article's dates), the abstract's heading a little higher than
that column's first line.  Reading order then gives the heading, the whole narrow
column, and only then the text under the heading, and the abstract reader
(:func:`~tapyre_paper_search.pdf.abstract.collect`) took the narrow column for the
abstract.  Where the other column has a heading level with the abstract's ("ARTICLE
INFO" beside "ABSTRACT") the abstract reader already skips it; this is the same column
without a heading on that row.

:func:`column_before` tells such a column: the lines read right after the heading (on
its page) each end left of the heading, share one left edge, are at most
:data:`_MAX_LINES`, and the first of them starts neither above the heading's top nor
more than :data:`_DOWN` heights under its foot; and the line read after them starts at
the heading's left edge within :data:`_STEP` heights under the heading (the abstract's
first line).  It answers the left edge the skipped lines end left of, the heading's
less 2 points, as the level row's test does.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_EDGE = 3.0
"""Points: one left edge, and the abstract's first line at the heading's left edge."""
_MAX_LINES = 24
_DOWN = 2.0
"""The narrow column's first line starts within this many heights under the heading."""
_STEP = 2.5
"""The abstract's first line starts within this many heights under the heading."""


def column_before(lines: Sequence[Line], heading: int) -> float | None:
    """The left edge the narrow column read between ``lines[heading]`` and its text ends
    left of (see the module's doc), or ``None`` where no such column is read there."""
    head = lines[heading]
    edge = head.x0 - 2
    end = heading + 1
    while end < len(lines) and lines[end].page == head.page and lines[end].x1 < edge:
        end += 1
    column = lines[heading + 1 : end]
    if not column or len(column) > _MAX_LINES or end >= len(lines):
        return None
    first, text = column[0], lines[end]
    if not head.y0 - 1 <= first.y0 <= head.y1 + _DOWN * head.size:
        return None
    if any(abs(line.x0 - first.x0) > _EDGE for line in column):
        return None
    if text.page != head.page or abs(text.x0 - head.x0) > _EDGE:
        return None
    return edge if head.y0 < text.y0 <= head.y1 + _STEP * head.size else None
