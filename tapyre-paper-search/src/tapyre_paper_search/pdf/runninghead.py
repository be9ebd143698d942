"""A first page's running head (pure): the row at the top that holds the page number.

A journal that sets its running head on the article's first page too ("64  TUGboat,
Volume 42 (2021), No. 2", the page number at the outer edge) puts a line there in
type that may be set larger than a body in another face, and in the body's own type
above a title marked only by weight.  :func:`head_lines` finds that row: lines in the
top :data:`_TOP` of the page, on one baseline, one of them (or the row's own text at
either end) a bare page number of one to four digits, and the row set apart from the
next line under it by :data:`_APART` of its sizes, in type no larger than
:data:`_LARGEST` of the page's commonest size (a title alone at the top that starts or
ends in a number, "100 Years of General Relativity", is set larger still).  Neither the
title rules (:mod:`~tapyre_paper_search.pdf.titlegroups`) nor the body-size title
(:mod:`~tapyre_paper_search.pdf.plaintitle`) take it, or read it as a label.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

# The running head sits in this top fraction of the page.
_TOP = 0.1
# Lines of one row: their tops within this many points.
_ROW = 1.5
# The next line under the row starts at least this many of the row's sizes lower.
_APART = 1.5
# A running head is set near the body's size: at most this many of the page's
# commonest line size (TUGboat's, in roman at 10 over a sans body at 9, is 1.11).
_LARGEST = 1.25
_PAGE_NUMBER = re.compile(r"^\d{1,4}$")
_NUMBER_AT_END = re.compile(r"^\d{1,4}\s+\S|\S\s+\d{1,4}$")


def head_lines(lines: Sequence[Line], height: float) -> frozenset[int]:
    """Indexes of the lines of the page's running head (see the module); empty when
    the top row holds no page number or is not set apart."""
    if height <= 0 or not lines:
        return frozenset()
    top = min(range(len(lines)), key=lambda i: lines[i].y0)
    first = lines[top]
    if first.y1 > height * _TOP:
        return frozenset()
    row = [i for i, line in enumerate(lines) if abs(line.y0 - first.y0) <= _ROW]
    texts = [lines[i].text.strip() for i in row]
    numbered = any(_PAGE_NUMBER.match(t) for t in texts) or (
        len(row) == 1 and bool(_NUMBER_AT_END.search(texts[0]))
    )
    if not numbered or all(_PAGE_NUMBER.match(t) for t in texts):
        return frozenset()
    bottom = max(lines[i].y1 for i in row)
    size = max(lines[i].size for i in row)
    sizes = Counter(round(line.size * 2) / 2 for line in lines)
    if size > _LARGEST * max(sizes, key=lambda s: (sizes[s], -s)):
        return frozenset()  # set as large as a title: no running head
    below = [line.y0 for i, line in enumerate(lines) if i not in row and line.y0 > bottom - 0.5]
    if below and min(below) - bottom < _APART * size:
        return frozenset()
    return frozenset(row)


__all__ = ["head_lines"]
