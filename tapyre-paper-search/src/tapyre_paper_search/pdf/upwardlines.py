"""A block whose lines a producer drew from the last up, put back top down (pure; abs65).

Some layout tools draw a box's lines as separate text objects from the foot up (a
shaded abstract box, a sidebar), and PyMuPDF keeps the drawing order inside the block:
the reader then met the abstract's last line first and its heading last, and read no
abstract.  :func:`top_down` gives a block's lines top down where every line of it sits
wholly above the line before it (at least :data:`MIN_LINES` lines, none overlapping
the one before it in height): horizontal text read bottom up is never a reading order.
A block whose lines go down, or go up and down (a raised mark, a row of cells, a
column turning), is left as drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import TypeVar

from tapyre_paper_search.pdf.overfull import Boxed

MIN_LINES = 3
"""Fewer lines going up may be a formula's raised and lowered parts: left as drawn."""

_OVERLAP = 0.5
"""Points a line's foot may reach below the top of the line read before it."""


PlacedT = TypeVar("PlacedT", bound=Boxed)


def drawn_upwards(lines: Sequence[Boxed]) -> bool:
    """Whether ``lines`` (one block's, as drawn) go strictly up the page, each wholly
    above the one before it, and are at least :data:`MIN_LINES`."""
    if len(lines) < MIN_LINES:
        return False
    return all(b.y1 <= a.y0 + _OVERLAP for a, b in pairwise(lines))


def top_down(lines: list[PlacedT]) -> list[PlacedT]:
    """``lines`` top down where they were drawn upwards (:func:`drawn_upwards`), else
    ``lines`` as they are."""
    return lines[::-1] if drawn_upwards(lines) else lines
