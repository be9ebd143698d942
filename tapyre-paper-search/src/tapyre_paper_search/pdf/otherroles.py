"""The lines that carry on a line naming other people's roles (pure).

"Communicated by Paul Miller and" / "Ann Lee Wright": a line that names the
people who communicated, edited or reviewed the work
(:func:`~tapyre_paper_search.pdf.authors.names_others`) may wrap, and the names
on its next line are theirs too, no authors.  :func:`carried_roles` finds those
next lines: each right under the line before it (at most :data:`_STEP` of its
size lower), in its type (size, weight, slant), when that line ends open (a
comma, "and", "&", "und", "et", "y", "e") or the next one opens with "and" /
"&".  A carried line that ends open carries on in turn.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_others
from tapyre_paper_search.pdf.lines import Line

# A line that ends before the list it opens is over.
_OPEN_END = re.compile(r"(?:[,;&]|\b(?:and|und|et|y|e))\s*$", re.IGNORECASE)
# A line that opens by joining the list above it.
_JOINS = re.compile(r"^\s*(?:and|und|&)\s", re.IGNORECASE)
# The carried line starts at most this many of the line's sizes below it.
_STEP = 1.8


def carried_roles(lines: Sequence[Line], indexes: Sequence[int]) -> set[int]:
    """The ``indexes`` lines that carry on a role line (see the module)."""
    carried: set[int] = set()
    role: int | None = None  # the last role line, or a line carrying one on
    for i in indexes:
        if role is not None and role == i - 1 and _carries(lines[role], lines[i]):
            carried.add(i)
            role = i
            continue
        role = i if names_others(lines[i].text) else None
    return carried


def _carries(above: Line, line: Line) -> bool:
    if not above.same_type(line):
        return False
    if not 0 < line.y0 - above.y0 <= above.size * _STEP:
        return False
    return bool(_OPEN_END.search(above.text) or _JOINS.match(line.text))
