"""A row's abstract cell carried on in its own column over the next pages (pure;
front55).

A poster exported from a slide tool sets "Abstract", "Methods" and "Results" side by
side in the cells of one table row.  Where the row is longer than the page, all its
cells break at the page's foot together and go on at the next page's top, side by
side again, and a long abstract cell may run over a second page break.  Read in order,
the abstract's rest on page 2 ran into the rests of the cells beside it, and page 3
was never reached (front54's slideposter 5401/0008: abstract F1 0.45).

:func:`carry_cell` carries such an abstract (reopened by
:func:`~tapyre_paper_search.pdf.boxfoot.reopened`, its column given by
:func:`~tapyre_paper_search.pdf.boxfoot.cell_column`) on over the next pages' lines
inside that column alone (within :data:`_SLACK` of their size of its edges), page after
page while the column's lines on a page reach that page's foot (no line of the page
under the column's last one but the page's number), at most :data:`_MAX_PAGES` pages;
a later page's lines of the cell are set under the earlier page's as one column (one
line step lower, on that page: an abstract's reading stops at a page's change).  The
page's furniture inside the column is no line of the cell (:func:`page_furniture`,
review55): its number, and a running head or foot, whose text stands at the same
height on another of the pages read ("Poster session B, Ecology" over both pages).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.lines import Line, PageLines

_SLACK = 2.0
_MAX_PAGES = 3
_FOLIO = re.compile(r"\d{1,4}")
# A running head or foot repeats its text within this many points of its height.
_SAME_HEIGHT = 2.0

Carry = Callable[[Sequence[Line], Abstract, float], Abstract]


def carry_cell(
    pages: Sequence[PageLines],
    first: int,
    found: Abstract,
    column: tuple[float, float],
    carry: Carry,
) -> Abstract:
    """``found`` carried on (``carry``: the next page's lines, the abstract, the page's
    height) over ``pages[first]`` and on, in ``column`` alone (see the module)."""
    left, right = column
    lines: list[Line] = []
    height = pages[first].height
    read = pages[max(0, first - 1) : first + _MAX_PAGES]
    for page in pages[first : first + _MAX_PAGES]:
        others = [line for sheet in read if sheet is not page for line in sheet.lines]
        inside = [
            line
            for line in page.lines
            if _inside(line, left, right) and not page_furniture(line, others)
        ]
        lines += _set_under(lines, inside)
        if not inside or not _reaches_foot(page.lines, inside[-1]):
            break
    return carry(lines, found, height)


def _set_under(above: Sequence[Line], rest: Sequence[Line]) -> list[Line]:
    """``rest`` (a later page's lines of the cell) set under the cell's lines ``above``
    as one column: on their page, one line step lower than the last (the abstract's
    reading stops at a page's change; the cell goes on)."""
    if not above or not rest:
        return list(rest)
    last = above[-1]
    step = last.y0 - above[-2].y0 if len(above) > 1 and last.y0 > above[-2].y0 else last.size
    shift = last.y0 + step - rest[0].y0
    return [replace(r, page=last.page, y0=r.y0 + shift, y1=r.y1 + shift) for r in rest]


def _inside(line: Line, left: float, right: float) -> bool:
    slack = _SLACK * line.size
    return line.x0 >= left - slack and line.x1 <= right + slack


def page_furniture(line: Line, others: Sequence[Line]) -> bool:
    """Whether ``line`` is its page's number, or a running head or foot: its text
    stands within :data:`_SAME_HEIGHT` of its height among ``others`` (other pages'
    lines)."""
    text = line.text.strip()
    if _FOLIO.fullmatch(text):
        return True
    return any(
        other.text.strip() == text and abs(other.y0 - line.y0) <= _SAME_HEIGHT for other in others
    )


def _reaches_foot(lines: Sequence[Line], last: Line) -> bool:
    """Whether no line of ``last``'s page stands under it but the page's number."""
    return not any(line.y0 > last.y1 and not _FOLIO.fullmatch(line.text.strip()) for line in lines)


__all__ = ["carry_cell", "page_furniture"]
