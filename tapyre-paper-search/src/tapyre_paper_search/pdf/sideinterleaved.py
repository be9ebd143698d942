"""A line of a column left of an abstract, drawn between two of the abstract's lines
(pure, producer60).

A page whose stream draws two columns line by line (a sidebar of places and keywords
beside the abstract: one line of each in turn, as some typesetters write a row of
frames) reads, once the abstract's first line is taken, a line wholly left of the
abstract's column, then the abstract's next line.  The abstract reader
(:func:`~tapyre_paper_search.pdf.abstract.collect`) ended the abstract at the first
such line (a line wholly left of its column ends it).

:func:`drawn_between` tells such a line: it ends left of the abstract's left edge, its
top is no higher than half a height over the last line taken, and the line read after
it starts at the abstract's left edge (within :data:`_EDGE`), in the taken line's
size, at most :data:`_STEP` heights under the taken line, and no higher than the side
line's foot (the two stand side by side).  The line after the abstract ("1.
Introduction" at the left margin, then its text there) never resumes the abstract's
column, so the abstract still ends there.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_EDGE = 3.0
_STEP = 2.0
_SIZE = 0.2
"""Points: the abstract's next line is in the taken line's size within this much."""


def drawn_between(lines: Sequence[Line], j: int, taken: int, left: float) -> bool:
    """Whether ``lines[j]`` is a line of a column left of the abstract (its last line
    taken ``lines[taken]``, its left edge ``left``) drawn between two of its lines."""
    side, last = lines[j], lines[taken]
    if j + 1 >= len(lines) or side.x1 >= left or side.page != last.page:
        return False
    if side.y0 < last.y0 - 0.5 * last.size:
        return False
    after = lines[j + 1]
    return (
        after.page == last.page
        and abs(after.x0 - left) <= _EDGE
        and abs(after.size - last.size) <= _SIZE
        and 0 < after.y0 - last.y0 <= _STEP * last.size
        and after.y0 <= side.y1
    )
