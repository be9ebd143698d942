"""A byline wrapped inside a name, before its suffix (pure; latex41b).

A long byline may break between a name and its suffix: "…, Nicholas Chapman, Neal
J. Evans" over "II, and Philip C. Myers".  Read line by line, the second line opens
with a suffix no name stands before, and no name of it was read.
:func:`suffix_wrap` tells such a line: it opens with a suffix (:data:`_OPENS`: "II",
"III", "IV", "Jr.", "Sr.") followed by a comma, "and" or its end, and the line right
above it (a line's step, in its type) ends in a name (a small letter before the end, no
mark after it).  It gives the suffix, to be set after the last name read above, and the
rest of the line, to be read as names.  :func:`wrapped_over` tells the line above
it, read as names whatever the classifier makes of it (a line cut inside a name reads
to it as no byline) where the two lines joined read wholly as two names or more
(:func:`~tapyre_paper_search.pdf.bylineunder.wholly_names`).  Cheap: a regex on the
line's start first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from tapyre_paper_search.pdf.bylineunder import wholly_names
from tapyre_paper_search.pdf.lines import Line

_OPENS = re.compile(
    r"^\s*(?P<suffix>II|III|IV|Jr\.?|Sr\.?)(?:\s*,(?:\s+and\s+|\s*)|\s+and\s+|\s*$)"
)
"""A line opening with a name's suffix, a comma or "and" or the line's end after it
(the comma's spaces and "and"'s are matched one way only: no backtracking over a long
run of spaces)."""
_NAME_END = re.compile(r"[a-z]\s*$")
"""The line above ends in a name's last letter (no comma, stop or mark after it)."""
_STEP = 2.0
"""The line stands at most this many of its sizes under the line above."""


class SuffixWrap(NamedTuple):
    """A suffix wrapped onto a line's start, and the rest of the line."""

    suffix: str
    rest: str


def suffix_wrap(lines: Sequence[Line], i: int) -> SuffixWrap | None:
    """The suffix opening ``lines[i]`` that belongs to the name ending the line above,
    and the line's rest (see the module); ``None`` where the line opens otherwise."""
    line = lines[i]
    text = line.names or line.text
    match = _OPENS.match(text)
    if match is None or i == 0:
        return None
    above = lines[i - 1]
    if above.page != line.page or not above.same_type(line):
        return None
    if not 0 < line.y0 - above.y0 <= _STEP * line.size:
        return None
    if not _NAME_END.search(above.names or above.text):
        return None
    return SuffixWrap(match["suffix"], text[match.end() :])


def wrapped_over(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` is a byline wrapped inside a name onto the line under it:
    that line opens with the suffix (:func:`suffix_wrap`) and the two lines joined read
    wholly as two names or more."""
    if i + 1 >= len(lines) or suffix_wrap(lines, i + 1) is None:
        return False
    line, below = lines[i], lines[i + 1]
    return len(wholly_names(f"{line.names or line.text} {below.names or below.text}")) > 1


__all__ = ["SuffixWrap", "suffix_wrap", "wrapped_over"]
