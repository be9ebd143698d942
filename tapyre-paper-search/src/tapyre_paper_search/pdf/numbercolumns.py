"""Which margin numbers make a column of line numbers (pure; from
:mod:`~tapyre_paper_search.pdf.linenumbers`, tidy55).

:func:`columns` groups numbers whose right (or left) edges line up and keeps a group
of at least a given count that grows down the page (by one step throughout where
asked: every line or every fifth) and does not start where the page's text lines
start (a table's row numbers); :func:`counted_on` keeps numbers that, read column by
column, count on by five, as ``lineno`` numbers every fifth line.  A number is an
entry (x0, x1, top, value, id), as :mod:`.numberorder` reads them.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from tapyre_paper_search.pdf.numberorder import top_down

# Numbers of one column have their right (or left) edges this close, in points.
_ALIGN = 2.5
# A table's row numbers start where the text's lines start, this close (points); a
# margin number beside a column's edge may start a little inside it (IEEEtran).
_AT_EDGE = 1.0
MIN_NUMBERS = 3
"""A column holds at least this many numbers on a page."""


def columns(
    numbers: Sequence[tuple[float, float, float, int, Any]],
    minimum: int,
    starts: Sequence[float] = (),
    *,
    steady: bool = False,
) -> set[int]:
    """The ids (last field) of the ``numbers`` (x0, x1, y, value, id) that make a column
    of line numbers: aligned right (or left), at least ``minimum``, growing down (by
    one step throughout where ``steady``: every line or every fifth), and not starting
    where :data:`MIN_NUMBERS` or more of the page's other lines start (their left
    edges ``starts``): such a column is in the text, a table's row numbers, not in a
    margin."""
    found: set[int] = set()
    for edge in (1, 0):  # right edges first: lineno's left-margin numbers
        groups: dict[int, list[tuple[float, float, float, int, Any]]] = defaultdict(list)
        for entry in sorted(numbers, key=lambda e: e[edge]):
            for group in groups.values():
                if abs(group[0][edge] - entry[edge]) <= _ALIGN:
                    group.append(entry)
                    break
            else:
                groups[len(groups)] = [entry]
        for group in groups.values():
            if len(group) < minimum:
                continue
            left = sorted(e[0] for e in group)[len(group) // 2]
            if sum(abs(x - left) <= _AT_EDGE for x in starts) >= MIN_NUMBERS:
                continue  # at a text column's left edge: a table's row numbers
            values = top_down(group)  # two numbers on one row in their order (latex53)
            steps = {b - a for a, b in itertools.pairwise(values)}
            if min(steps) > 0 and (not steady or len(steps) == 1):
                found.update(id(e[4]) for e in group)
    return found


def counted_on(
    numbers: Sequence[tuple[float, float, float, int, Any]], starts: Sequence[float]
) -> set[int]:
    """The ids of ``numbers`` (x0, x1, y, value, id) where, read column by column (left
    to right, each top down), they count on by five as ``lineno`` numbers every fifth
    line of a page (5, 10, 15 ...): at least :data:`MIN_NUMBERS` in all, two at least
    in one column, none at a text column's left edge (``starts``), so that short columns
    go too (two numbers beside a two-column abstract numbered every fifth line).  Marks
    counting on by one (affiliations in two columns: 1 2 | 3 4) stay: numbers on every
    line make columns of three or more, which :func:`columns` takes."""
    if len(numbers) < MIN_NUMBERS:
        return set()
    groups: list[list[tuple[float, float, float, int, Any]]] = []
    for entry in sorted(numbers, key=lambda e: e[0]):
        for group in groups:
            if any(abs(g[1] - entry[1]) <= _ALIGN or abs(g[0] - entry[0]) <= _ALIGN for g in group):
                group.append(entry)
                break
        else:
            groups.append([entry])
    if max(len(group) for group in groups) < 2:
        return set()  # lone numbers side by side (marks along a byline), no column
    for group in groups:
        left = sorted(e[0] for e in group)[len(group) // 2]
        if sum(abs(x - left) <= _AT_EDGE for x in starts) >= MIN_NUMBERS:
            return set()  # a table's row numbers
    values = [e[3] for group in groups for e in sorted(group, key=lambda e: e[2])]
    steps = {b - a for a, b in itertools.pairwise(values)}
    fifths = steps == {5} and all(v % 5 == 0 for v in values)
    return {id(e[4]) for e in numbers} if fifths else set()


__all__ = ["MIN_NUMBERS", "columns", "counted_on"]
