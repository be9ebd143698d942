"""An abstract in a narrow column beside the title block (pure).

A hand-set first page may put the abstract in a column of its own beside the title
and the byline: a narrow left column (or right one) with its "Abstract" heading
level with the title's first line, the title and the names, each over its place,
in the wide column next to it.  Reading order takes the narrow column first, so the
abstract stands before the title and the search under the title found none (or
took the body's first paragraph).  :func:`~tapyre_paper_search.pdf.capstitle.
abstract_beside` reads such a panel on a landscape cover only.

:func:`abstract_in_margin` reads it on any page: the first abstract heading before
the title ``group``, on its page, wholly beside the title (its right edge left of
the title's left edge, or its left edge right of the title's right edge), its top
level with the title block (at most :data:`_LEVEL` of the title's sizes above the
title's top and not under its last line); the abstract is collected from the
heading as any abstract is, and read only up to the title.  Cheap: it looks at the
lines before the title, and runs only where no abstract was found under the title.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.lines import Line

_LEVEL = 2.0
"""The heading's top stands at most this many of the title's sizes over the title's."""


def abstract_in_margin(
    lines: Sequence[Line], group: Sequence[int], height: float
) -> abstracts.Abstract | None:
    """The abstract under a heading in a column beside the title ``group`` that reading
    order put before it (see the module), or ``None``."""
    first = min(group, default=0)
    for i in range(first):
        if abstractcues.is_abstract_heading(lines[i].text) and in_margin(lines, group, i):
            return abstracts.find_heading(lines, i, first, height=height)
    return None


def in_margin(lines: Sequence[Line], group: Sequence[int], i: int) -> bool:
    """Whether line ``i`` stands before the title ``group``, on its page, wholly beside
    it and level with it (see the module): where an abstract starting there is kept
    though it starts above the title."""
    if not group or i >= min(group) or lines[i].page != lines[group[0]].page:
        return False
    line, title = lines[i], [lines[k] for k in group]
    reach = lines[min(group)].size * _LEVEL
    return (line.x1 <= min(t.x0 for t in title) or line.x0 >= max(t.x1 for t in title)) and min(
        t.y0 for t in title
    ) - reach <= line.y0 <= max(t.y1 for t in title)
