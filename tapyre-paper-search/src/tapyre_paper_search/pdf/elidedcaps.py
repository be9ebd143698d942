"""An elided particle in faked small capitals, kept in the name (pure; producer64).

"Per d'Ambrumenil" set in small capitals a font fakes is drawn "P" + "ER" + " " + "D" +
"'A" + "MBRUMENIL": the particle's lower-case letters ("d", "dell") as smaller capitals,
the apostrophe and the surname's capital in the full size, glued to them.  Read span by
span the lone smaller "D" looks like an affiliation mark; :func:`elided_particle` tells
it, and :func:`~tapyre_paper_search.pdf.linenames.names_text` keeps it as a word of the
faked run before it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

# One to four capitals (d', l', dell', dall'), then an apostrophe and a capital.
_PARTICLE = re.compile(r"^\s?[A-ZÀ-Þ]{1,4}$")
_ELIDED_START = re.compile(r"^['’][A-ZÀ-Þ]")
# Glued: the apostrophe's span starts this share of the line's size or less after it.
_GLUED_EMS = 0.08


def elided_particle(spans: Sequence[Mapping[str, Any]], k: int, largest: float) -> bool:
    """Whether ``spans[k]`` is an elided particle in smaller capitals: one to four
    capitals, glued to a following span in larger type that opens on an apostrophe and
    a capital ("D" + "'A"; a mark is never followed by an apostrophe)."""
    if k + 1 >= len(spans) or not _PARTICLE.match(str(spans[k].get("text", ""))):
        return False
    after = spans[k + 1]
    if not _ELIDED_START.match(str(after.get("text", ""))):
        return False
    if float(after.get("size", 0.0)) <= float(spans[k].get("size", 0.0)):
        return False
    end = float(spans[k].get("bbox", (0.0, 0.0, 0.0))[2])
    return abs(float(after.get("bbox", (0.0,))[0]) - end) <= largest * _GLUED_EMS
