"""How far under a row its wrapped text's next row stands on a page (pure).

A single-spaced page steps about 1.2 of its type's sizes from row to row; a submitted
manuscript double spaced (``\\linespread{1.8}``, ``setspace``'s doublespacing) steps
2.2 or more, so a value wrapped under a label's row ("Title: … to affect" /
"Drosophila locomotion and life span", 26 points apart in 12-point type) stands farther
down than the two sizes a form's run-on row was allowed (latex56).

:func:`wrap_limit` is the most a wrapped row may stand under ``line``: two of its sizes,
or a little over the page's own line pitch where that is wider, the pitch being the
tightest step between two rows of ``line``'s size on its page (a double-spaced page has
no closer rows; a single-spaced one's pitch leaves the limit as it was), never more
than :data:`_WIDEST` sizes.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_ROWS = 2.0
"""A wrapped row stands at most this many sizes under the one above on any page."""
_SLACK = 1.1
"""A double-spaced page's wrapped row stands up to this much over its pitch lower."""
_WIDEST = 2.6
"""No limit goes past this many sizes (double spacing at 2.0 × 1.2 and a little)."""
_SAME_SIZE = 0.5
"""Rows of ``line``'s size differ from it by at most this many points."""


def wrap_limit(lines: Sequence[Line], line: Line) -> float:
    """The most (points, top to top) a row of ``line``'s wrapped text stands under it."""
    tops = sorted(
        other.y0
        for other in lines
        if other.page == line.page and abs(other.size - line.size) <= _SAME_SIZE
    )
    steps = [b - a for a, b in itertools.pairwise(tops) if b - a >= line.size]
    pitch = min(steps, default=0.0)
    return min(max(_ROWS * line.size, _SLACK * pitch), _WIDEST * line.size)
