"""The order of a column of margin numbers down the page (pure).

``lineno`` sets each number level with its line; a line a class sets higher than the
one before it (AASTeX's "Draft version …" header line, raised over the "Typeset
using …" line under it: "1" 71 pt down, "2" 68 pt) puts two numbers almost level
in the wrong order, and read strictly top down the column no longer grows
(:mod:`.linenumbers` then left every number of the page in, between the title's
rows).  :func:`top_down` reads the column top down with two numbers whose tops are
within :data:`SAME_ROW` points of each other in the order of their values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# Two numbers' tops this close (points) stand on one row: less than any line step.
SAME_ROW = 4.0

Entry = tuple[float, float, float, int, Any]
"""A number: (x0, x1, top, value, id)."""


def top_down(group: Sequence[Entry]) -> list[int]:
    """The values of ``group`` top down, numbers on one row (:data:`SAME_ROW`) in the
    order of their values."""
    entries = sorted(group, key=lambda e: e[2])
    for k in range(1, len(entries)):
        j = k
        while (
            j > 0
            and entries[j][2] - entries[j - 1][2] <= SAME_ROW
            and entries[j][3] < entries[j - 1][3]
        ):
            entries[j - 1], entries[j] = entries[j], entries[j - 1]
            j -= 1
    return [e[3] for e in entries]


__all__ = ["SAME_ROW", "Entry", "top_down"]
