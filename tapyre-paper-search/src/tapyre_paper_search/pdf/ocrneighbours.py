"""Neighbouring OCR'd lines measured alike kept in one type size (pure).

OCR measures every line anew and :func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`
snaps each measured size to the nearest more common one; two lines of one title
measured 14.5 and 15 can then land on two type sizes of the page (13.5, the size of
some junk lines, and 16, a heading's), and the title is cut to its last line
("Myxococcus xanthus" without "Evolution of novel cooperative swarming in the
bacterium").  :func:`even_neighbours` gives two such lines, one right under the other,
the larger of their two snapped sizes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

_ALIKE = 1.05
"""Measured sizes within this ratio of each other are one size measured twice."""
_APART = 1.1
"""Snapped sizes this ratio apart or more are two type sizes."""
_GAP = 0.7
"""How far (a share of the upper line's height) the lower line's top stands under the
upper's foot, at most, for the two to be neighbours."""


def even_neighbours(
    lines: Sequence[Mapping[str, Any]],
    order: Sequence[int],
    measured: Sequence[float],
    sizes: list[float],
    body: float,
) -> None:
    """Give two lines one after the other in reading ``order`` (the lower right under
    the upper, the boxes overlapping across) the larger of their ``sizes`` where OCR
    ``measured`` them within :data:`_ALIKE` but they were snapped :data:`_APART` or
    more, both above the ``body`` size (in place).  Body lines measured alike snap
    alike, so only display lines (a title's) change."""
    for upper, lower in pairwise(order):
        low, high = sorted((measured[upper], measured[lower]))
        if low <= body or high > low * _ALIKE:
            continue
        small, large = sorted((sizes[upper], sizes[lower]))
        if large < small * _APART or not _stacked(lines[upper]["bbox"], lines[lower]["bbox"]):
            continue
        sizes[upper] = sizes[lower] = large


def _stacked(upper: Sequence[float], lower: Sequence[float]) -> bool:
    """Whether box ``lower`` lies right under box ``upper`` and they overlap across."""
    height = float(upper[3]) - float(upper[1])
    gap = float(lower[1]) - float(upper[3])
    overlap = min(float(upper[2]), float(lower[2])) - max(float(upper[0]), float(lower[0]))
    return overlap > 0 and -height * 0.5 < gap < height * _GAP
