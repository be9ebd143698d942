"""A title's rows on a page set double spaced (pure).

A title's next row stands at most 2.4 of its sizes below the last one
(:func:`.titlegroups._goes_on`).  A paper set double spaced (a thesis, a course
paper, a manuscript for review) spreads its title's rows as it spreads the body's:
a 17 pt title's second row 44 pt below its first ("HER-2/neu induces p53
ubiquitination via Akt-mediated" / "MDM2 phosphorylation") read as a title of one
row.  Where the body's own rows stand at least twice its size apart, a group goes on
into the group right after it in the same type, as far below as the body's spacing
allows.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from statistics import median

from tapyre_paper_search.pdf.lines import Line

# The body's rows this many of its sizes apart (top to top) or more: double spacing.
_WIDE = 2.0
# A title's row may stand this much further than the body's spacing, scaled to its size.
_SLACK = 1.15
# The plain rule's reach, in the title's sizes (:func:`.titlegroups._goes_on`).
_PLAIN_REACH = 2.4


def body_spacing(lines: Sequence[Line], body: float) -> float:
    """The body's row spacing in its sizes: the median top-to-top step between
    consecutive lines set in the body's size on the same left edge; ``0.0`` with
    fewer than four such steps."""
    steps = [
        (b.y0 - a.y0) / body
        for a, b in pairwise(lines)
        if body > 0
        and abs(a.size - body) <= 0.3
        and abs(b.size - body) <= 0.3
        and a.page == b.page
        and abs(a.x0 - b.x0) <= 2.0
        and 0.0 < b.y0 - a.y0 < body * 4.0
    ]
    return median(steps) if len(steps) >= 4 else 0.0


def _continues(last: Line, line: Line, spacing: float) -> bool:
    step = line.y0 - last.y0
    return (
        abs(line.size - last.size) <= 0.6
        and line.bold == last.bold
        and line.italic == last.italic
        and line.page == last.page
        and last.size * _PLAIN_REACH < step <= last.size * spacing * _SLACK
    )


def spaced_rows(lines: Sequence[Line], groups: list[list[int]], body: float) -> list[list[int]]:
    """``groups`` with each group run on into the one right after it (the next line
    in page order) where the body is set double spaced (:func:`body_spacing` at
    least :data:`_WIDE`) and that group's first line continues the last one's type
    within the body's spacing scaled to the title's size."""
    spacing = body_spacing(lines, body)
    if spacing < _WIDE or len(groups) < 2:
        return groups
    out: list[list[int]] = []
    for group in groups:
        if (
            out
            and group[0] == out[-1][-1] + 1
            and _continues(lines[out[-1][-1]], lines[group[0]], spacing)
        ):
            out[-1] = [*out[-1], *group]
        else:
            out.append(group)
    return out


__all__ = ["body_spacing", "spaced_rows"]
