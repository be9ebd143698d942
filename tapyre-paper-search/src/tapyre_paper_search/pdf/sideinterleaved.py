"""A line of a column beside an abstract, drawn between two of the abstract's lines
(pure, producer60).

A page whose stream draws two columns line by line (a sidebar of places and keywords
beside the abstract, left or right of it: one line of each in turn, as some
typesetters write a row of frames) reads a line of that column between the heading
and the abstract's first line, and between each two of its lines.  The abstract reader
(:func:`~tapyre_paper_search.pdf.abstract.collect`) took the first such line for the
abstract (after the heading) or ended the abstract there (a line wholly left of its
column ends it).

:func:`drawn_between` tells such a line: it stands wholly left of the abstract's column
(its left edge; the heading's before a line is taken) or wholly right of it (right of
every line taken, the heading's too), its top is no higher than half a height over the
last line taken (the heading, before one is), and the line read after it starts at
the abstract's left edge (within :data:`_EDGE`), in the taken line's size (the
heading's may differ), at most :data:`_STEP` heights under the last line taken and no
lower than the side line's foot (the two stand side by side).  The line after the
abstract ("1. Introduction" at the left margin, then its text there) never resumes
the abstract's column, so the abstract still ends there.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from tapyre_paper_search.pdf.lines import Line

_EDGE = 3.0
_STEP = 2.0
_SIZE = 0.2
"""Points: the abstract's next line is in the taken line's size within this much."""


def drawn_between(
    lines: Sequence[Line], j: int, taken: int, heading: int, left: float, *, used: Collection[int]
) -> bool:
    """Whether ``lines[j]`` is a line of a column beside the abstract drawn between two
    of its lines: ``taken`` the abstract's last line taken (``-1`` before one is),
    ``heading`` its heading's index, ``left`` its left edge, ``used`` the indexes of the
    lines it used (the heading's among them).  A heading run in on its row (``left``
    finite before a line is taken, :func:`~.labelrow.label_row_left`; or a line taken
    on the heading's row: the row's words spread apart) has no such line."""
    started = taken >= 0
    head = lines[heading]
    if not started and left != float("inf"):
        return False
    if any(k != heading and abs(lines[k].y0 - head.y0) < 0.5 * head.size for k in used):
        return False  # the text's words on the heading's own row (a label run in)
    side, last = lines[j], lines[taken if started else heading]
    if j + 1 >= len(lines) or side.page != last.page or side.y0 < last.y0 - 0.5 * last.size:
        return False
    edge = left if started else last.x0
    after = lines[j + 1]
    if not (
        after.page == last.page
        and abs(after.x0 - edge) <= _EDGE
        and (not started or abs(after.size - last.size) <= _SIZE)
        and 0 < after.y0 - last.y0 <= _STEP * last.size
        and after.y0 <= side.y1
    ):
        return False
    return side.x1 < edge or side.x0 > max(lines[k].x1 for k in used) + _EDGE
