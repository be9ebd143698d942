"""An abstract set as numbered points: "1. The liver is … 2. Uptake for both …" (pure).

Some journals set an abstract as a run of numbered points, each a few sentences
opening with its number ("1. The liver is the target organ … 2. Uptake for both drugs
involved …"), with no labels.  A point that opens a line after a sentence's end, in
the abstract's own type, looked like a numbered heading ("2. Uptake for both drugs
involved both active transport and passive", under 70 characters), and the abstract
was cut after its first point (latex66's ``structured-runin``, seed 67).

:func:`point_form` tells the abstract's state such a line is a part run in, as a
numbered structured label would be (:func:`~.numberedparts.part_form`): the abstract's
first line must open with "1." or "1)" and a sentence in prose (a capitalised word, at
least :data:`MIN_WORDS` words on the line), and a later line must open with a number
from 2 to 9 the same way, its prose going on to at least :data:`MIN_WORDS` words, so a
body's numbered heading ("2. Methods", "2 Results and discussion") is never one.
"""

from __future__ import annotations

import re

_POINT = re.compile(r"^\s*(?P<n>[1-9])[.)]\s+(?P<rest>[A-Z][a-z]\S*(?:\s+\S+)*)\s*$")
MIN_WORDS = 7
"""Words a point's line carries after its number (a heading's are fewer)."""


def _point(text: str) -> int:
    """The number a point's line opens with (see the module), else 0."""
    found = _POINT.match(text)
    if found is None or len(found.group("rest").split()) < MIN_WORDS:
        return 0
    return int(found.group("n"))


def point_form(text: str, first: str | None) -> str:
    """ "runin" where ``text`` opens a numbered point of an abstract whose first line
    (``first``; ``None`` while ``text`` would be the first) opens point 1, else ""."""
    if _point(text if first is None else first) != 1:
        return ""
    return "runin" if first is None or _point(text) >= 2 else ""


__all__ = ["MIN_WORDS", "point_form"]
