"""Author blocks set in a column of their own beside the title (pure).

Some journals set the names and affiliations in a narrow column left of the title
and the abstract, each block ranged right; reading order takes that column's
blocks from the top, so the first of them come before the title, where the
author zone (which starts under the title) never looks.  A column right of the
title is read after it but for its first block, set higher than the title's first
row: reading order takes that block first and the rest of the column after the
title.  :func:`beside_title` gives those lines so that the front-matter reader
reads them as names too, and
:func:`passed_over` lets a title's lines read between that column's blocks go on
one title.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.lines import Line, side_by_side

# A line of a sidebar of the article's data ("Academic Editors:", "Citation: …",
# "Received: …"): a column holding one is no column of authors (the names under
# "Editors" are none).
_SIDEBAR = re.compile(
    r"^\s*(?:citation|(?:academic\s+|handling\s+)?editors?|published|open access|copyright)\b"
    r"|^\s*©",
    re.IGNORECASE,
)


def beside_title(lines: Sequence[Line], group: Sequence[int]) -> list[int]:
    """Indexes of the lines read right before the title ``group`` that stand in a
    column beside it (no line overlaps a title line across the page) reaching down to
    the title's rows or below, or going on in the lines read right after the title
    (:func:`_goes_on_after`); ``[]`` where the title has none beside it, or where that
    column is a sidebar of the article's data (a citation, editors, dates)."""
    if not group:
        return []
    title = [lines[i] for i in group]
    start = group[0]
    while (
        start > 0
        and lines[start - 1].page == title[0].page
        and side_by_side([lines[start - 1]], title)
    ):
        start -= 1
    column = [lines[i] for i in range(start, group[0])]
    if not column:
        return []
    above = max(line.y1 for line in column) < min(line.y0 for line in title)
    if above and not _goes_on_after(lines, column, max(group) + 1, title):
        return []  # above the title (a running head, a banner): no column beside it
    if any(_SIDEBAR.match(line.text) or abstractcues.HISTORY.match(line.text) for line in column):
        return []  # the article's data (citation, editors, dates), not its authors
    return list(range(start, group[0]))


# The column's next line, read after the title, starts within this many of the
# column's largest sizes under its last line read before the title.
_COLUMN_STEP = 3.0


def _goes_on_after(
    lines: Sequence[Line], column: Sequence[Line], after: int, title: Sequence[Line]
) -> bool:
    """Whether ``column`` (read before the title, above its first row) is the top of a
    column beside it that reading order takes up again after the title: the first line
    read after the title on its page that stands beside it (read right after it, or
    after the abstract under it when the column reaches down beside that) starts flush
    with the column (left or right edge within 2 points), level with the title's rows and
    close under the column's last line."""
    page = title[0].page
    on_page = itertools.takewhile(lambda line: line.page == page, lines[after:])
    nxt = next((line for line in on_page if side_by_side([line], title)), None)
    if nxt is None:
        return False
    last = column[-1]
    flush = min(abs(nxt.x0 - ln.x0) for ln in column) <= 2 or any(
        abs(nxt.x1 - ln.x1) <= 2 for ln in column
    )
    step = max(ln.size for ln in column) * _COLUMN_STEP
    level = nxt.y0 < max(line.y1 for line in title)
    return flush and level and 0 <= nxt.y0 - last.y1 <= step


def passed_over(lines: Sequence[Line], lone: list[int], host: list[int]) -> bool:
    """Whether a group read between ``host``'s lines lets it go on: one word (a speck),
    or set smaller in another column (names beside the title; larger type there, a
    name or a banner, ends the title)."""
    if len(lone) == 1 and len(lines[lone[0]].text.split()) <= 1:
        return True
    smaller = max(lines[j].size for j in lone) < min(lines[j].size for j in host)
    return smaller and side_by_side([lines[j] for j in lone], [lines[j] for j in host])


__all__ = ["beside_title", "passed_over"]
