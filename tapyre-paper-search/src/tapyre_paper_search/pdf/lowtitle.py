"""A display title pushed below the title zone under small header lines (pure).

Titles are looked for in the page's top 60% (:mod:`.titlegroups`).  A header block
that grows with the byline (eight name cards stacked beside a series' label column)
pushes the real title, in large bold type, below that zone; what is left there is a
header line set barely over the body ("Working Paper Series" / "No. 2023-16" …, in
the names' size over places in smaller type), which was read as the title.

:func:`lower_title` gives the title below: where the chosen group's type is under
:data:`_SMALL` of the body's size, the page's first line set larger than anything
above it, at least :data:`_RATIO` of the chosen type and :data:`_MORE` points
larger, bold, standing above :data:`_ZONE` of the page's height and no numbered or
known section heading, is the title's first row, with the rows in its type under it
(each at most :data:`_STEP` of its sizes under the one above, :data:`_MAX_ROWS` at
most).  A page whose chosen title is set well over the body keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line

_SMALL = 1.25
_RATIO = 1.3
_MORE = 3.0
_ZONE = 0.85
_STEP = 2.2
_SAME = 0.5
_MAX_ROWS = 6
_NUMBERED = re.compile(r"\s*(?:\d{1,2}(?:\.\d{1,2})*|[IVX]{1,4})\.?\s+\S")


def lower_title(lines: Sequence[Line], group: list[int], height: float, body: float) -> list[int]:
    """The title below the zone that replaces the small ``group`` (see the module), else
    ``group``."""
    if not group or body <= 0 or height <= 0:
        return group
    chosen = max(lines[i].size for i in group)
    if chosen >= body * _SMALL:
        return group
    page = lines[group[0]].page
    on_page = sorted(
        (i for i, line in enumerate(lines) if line.page == page), key=lambda i: lines[i].y0
    )
    start = next((i for i in on_page if lines[i].size > chosen + _SAME), None)
    if start is None:
        return group
    first = lines[start]
    if (
        first.y0 >= height * _ZONE
        or first.y0 <= max(lines[i].y1 for i in group)
        or not first.bold
        or first.size < max(chosen * _RATIO, chosen + _MORE)
        or first.letters < 2
        or _NUMBERED.match(first.text)
        or cues.SECTION_HEADING.match(first.text)
    ):
        return group
    rows = [start]
    for k in range(start + 1, min(len(lines), start + _MAX_ROWS)):
        line, prev = lines[k], lines[rows[-1]]
        if line.page != page or abs(line.size - first.size) > _SAME or line.bold != first.bold:
            break
        if not 0 < line.y0 - prev.y0 <= _STEP * line.size:
            break
        rows.append(k)
    return rows


__all__ = ["lower_title"]
