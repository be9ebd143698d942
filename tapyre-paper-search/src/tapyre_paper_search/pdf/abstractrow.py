"""An abstract's last row whole, where wide word spaces cut it into lines (pure).

A justified row in a narrow column may be stretched so wide (LaTeX's ``\\sloppy``)
that PyMuPDF reads each of its words as a line of its own, and the reader does not
always join them back (:mod:`~tapyre_paper_search.pdf.justified`).  The abstract's last
line is then its last row's last word alone ("measured", at the column's right edge),
and what asks where that line's column lies (the footnotes or the permission block at
the column's foot under it, the next column right of it:
:func:`~tapyre_paper_search.pdf.abstractcolumn.next_column`) finds a column one word
wide (latex59).  :func:`last_row` gives that line spread over the lines taken on its
row: the row whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from tapyre_paper_search.pdf.lines import Line

# Lines on one row: tops within this share of the line's size.
_SAME_ROW = 0.3


def last_row(lines: Sequence[Line], used: Iterable[int]) -> Line:
    """The last of the ``used`` lines (the abstract's), its box widened to the other
    used lines on its row in its size; that line itself where it stands alone."""
    taken = sorted(used)
    last = lines[taken[-1]]
    row = [
        lines[i]
        for i in taken
        if lines[i].page == last.page
        and abs(lines[i].y0 - last.y0) <= _SAME_ROW * last.size
        and abs(lines[i].size - last.size) <= 0.3
    ]
    x0, x1 = min(line.x0 for line in row), max(line.x1 for line in row)
    return last if (x0, x1) == (last.x0, last.x1) else replace(last, x0=x0, x1=x1)


__all__ = ["last_row"]
