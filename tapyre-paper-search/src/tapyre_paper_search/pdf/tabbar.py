"""A page's tab bar whose first tab is the abstract's label (pure).

A publisher's article page sets a row of tabs between the byline and the abstract:
"Abstract   Full text   Figures   References   Metrics", the open tab's label first,
and the abstract under the bar with no heading of its own.  The reader splits the
row at its wide gaps; under the "Abstract" tab the rest of the row was read as the
abstract's first row (a justified row split the same way, "Résumé" | "Les" |
"données" …, goes on as text) and the abstract ended at the gap under it (front35's
``tabbed`` style: abstract 0.323).

:func:`tab_bar_end` tells such a row: after the heading, at least :data:`_MIN_TABS`
more pieces level with it, left to right, each a short label (at most
:data:`_MAX_TAB_WORDS` words, no sentence's stop or comma at its end), the row
ending well short of the text under it (at most :data:`_SHORT` of that line's width
from its left edge: a justified row runs to the column's edge), and a line under
the row.  The abstract is then collected from the line under the bar.  Cheap: it
looks only at the lines right after an abstract heading.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_MIN_TABS = 2
_MAX_TAB_WORDS = 2
_MAX_TABS = 10
_SHORT = 0.75


def tab_bar_end(lines: Sequence[Line], heading: int) -> int:
    """The index of the last piece of a tab bar that ``lines[heading]`` (an abstract
    heading) opens, or ``heading`` where it opens none (see the module)."""
    head = lines[heading]
    last = heading
    for j in range(heading + 1, min(len(lines), heading + 1 + _MAX_TABS)):
        line = lines[j]
        if line.page != head.page or abs(line.y0 - head.y0) > head.size * 0.5:
            break
        text = line.text.strip()
        if (
            line.x0 <= lines[last].x1
            or len(text.split()) > _MAX_TAB_WORDS
            or text.endswith((".", ",", ";", ":"))
        ):
            return heading
        last = j
    if last - heading < _MIN_TABS or last + 1 >= len(lines):
        return heading
    under = lines[last + 1]
    if under.page != head.page or under.y0 <= head.y0 + head.size * 0.5:
        return heading
    left = min(head.x0, under.x0)
    if lines[last].x1 - left > _SHORT * (under.x1 - left):
        return heading  # a justified first row, split at its gaps: text goes on
    return last
