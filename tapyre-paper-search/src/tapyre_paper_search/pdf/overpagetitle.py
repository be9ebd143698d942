"""A title whose last rows run over onto the next page (pure).

A cover that fills its page above the title (investigators in cells, a long list of
places) may push the title to the page's foot, and its last rows over the page
break: "… for the Fully Contained Events and" ends page 1, "Partially Contained
Events due to QEL in the" / "Super-Kamiokande" open page 2 in the title's type.
The title read from page 1 alone was cut.

:func:`carried_over` gives the rows that carry it on (page 2's rows are read as if
set under page 1's by :func:`carried_title`): the title's last row is the
last line of its page (a page number aside) in the page's bottom :data:`_FOOT`, and
reads as cut (it ends in a hyphen, a comma, a colon or a word in small letters: "…
Events and", "… weakly collisional" is no proof, "fluid tur-" is); the next page's
first lines (a folio aside), at most :data:`_MAX_ROWS`, in the title's type (size within
:data:`_SIZE`, the same weight and slant), the first in the page's top
:data:`_HEAD`, each at most :data:`_STEP` of its sizes under the one above.  A next
page that repeats the title (a cover's title printed again over the paper) carries
nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from tapyre_paper_search.pdf.clutter import LONE_FOLIO
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.titletext import join_title

_FOOT = 0.6
"""The title's last row stands below this fraction of its page's height."""
_HEAD = 0.25
"""The carried rows open in this top fraction of the next page."""
_MAX_ROWS = 3
_SIZE = 0.6
_STEP = 2.4
_CUT = re.compile(r"(?:[-,:;]|\b[a-z][\w'’]*)\s*$")
"""A row that reads as cut: a hyphen, a comma, a colon, a semicolon or a word in small
letters at its end."""


def _same_type(a: Line, b: Line) -> bool:
    return abs(a.size - b.size) <= _SIZE and a.bold == b.bold and a.italic == b.italic


NextPage = Callable[[], PageLines | None]
"""The next page, built only when asked for (its lines cost a page's reading)."""


def carried_over(page: PageLines, group: Sequence[int], following: NextPage) -> list[Line]:
    """The lines of the next page (``following()``, asked for only where ``page``'s
    title ``group`` reads as cut at the page's foot) that carry that title on (see
    the module), or none."""
    if not group:
        return []
    lines = page.lines
    last = lines[max(group)]
    if last.y0 < page.height * _FOOT or not _CUT.search(last.text.rstrip()):
        return []
    below = [line for line in lines if line.y0 > last.y1 and not LONE_FOLIO.match(line.text)]
    if below:
        return []
    next_page = following()
    if next_page is None or not next_page.lines:
        return []
    return _carrying_rows(lines, group, last, next_page)


def _carrying_rows(
    lines: Sequence[Line], group: Sequence[int], last: Line, following: PageLines
) -> list[Line]:
    """The first rows of ``following`` set on in ``last``'s type (see the module)."""
    rows: list[Line] = []
    heads = [line for line in following.lines if not LONE_FOLIO.match(line.text)]  # a folio over it
    for line in heads[:_MAX_ROWS]:
        above = rows[-1] if rows else None
        if not _same_type(last, line) or (above is None and line.y0 > following.height * _HEAD):
            break
        if above is not None and not 0 < line.y0 - above.y0 <= above.size * _STEP:
            break
        rows.append(line)
    first = lines[min(group)].text.strip().lower()
    if rows and rows[0].text.strip().lower() == first:
        return []  # the title printed again over the paper
    return rows


def carried_title(page: PageLines, group: Sequence[int], following: NextPage) -> str:
    """The title ``group`` of ``page`` reads, with the rows that carry it on at the head
    of ``following`` (:func:`carried_over`) after its own."""
    own = [page.lines[i] for i in group]
    rows = carried_over(page, group, following)
    moved = [replace(r, y0=r.y0 + page.height, y1=r.y1 + page.height) for r in rows]
    return (join_title(own + moved) if rows else "") or join_title(own)


__all__ = ["NextPage", "carried_over", "carried_title"]
