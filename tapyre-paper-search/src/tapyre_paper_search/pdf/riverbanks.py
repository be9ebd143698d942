"""A river found down an OCR'd page, and the lines beside it (pure).

A :class:`River` is the white :mod:`.rivers` finds between two columns set a few
points apart.  :func:`across_river` tells whether one runs between two pieces of a
row (which are then not joined into one line); :func:`undirtied` drops the specks of
dirt OCR read at a line's ends in or across a river, and :func:`trimmed` ends an end
word's box that reaches into one at its side.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .rivershape import is_word, shape


@dataclass(frozen=True, slots=True)
class River:
    """White running down a page between two columns: x from, x to, top, foot."""

    x0: float
    x1: float
    top: float
    foot: float
    slope: float = 0.0
    """How far right the river runs a point down (a page scanned askew), from x 0 at
    y 0: at height y it runs from ``x0 + slope * y`` to ``x1 + slope * y``."""

    def at(self, middle: float) -> tuple[float, float]:
        """Where the river runs (x from, x to) at height ``middle``."""
        return self.x0 + self.slope * middle, self.x1 + self.slope * middle

    def parts(self, left: float, right: float, y0: float, y1: float) -> bool:
        """Whether it runs between x ``left`` and ``right`` on a row from ``y0`` to ``y1``
        (two pieces of a row, one ending at ``left``, the next starting at ``right``)."""
        middle = (y0 + y1) / 2
        x0, x1 = self.at(middle)
        return self.top <= middle <= self.foot and left <= x1 and right >= x0


def across_river(
    rivers: Sequence[River], left: Mapping[str, Any], right: Mapping[str, Any]
) -> bool:
    """Whether one of ``rivers`` runs between the OCR line ``left`` and ``right``, the
    next piece on its row: between the last word of one and the first of the other
    (specks of dirt at a piece's ends aside)."""
    if not rivers:
        return False
    a, b = shape(left), shape(right)
    if not a.words or not b.words:
        return False
    y0, y1 = min(a.box[1], b.box[1]), max(a.box[3], b.box[3])
    return any(r.parts(a.words[-1][1], b.words[0][0], y0, y1) for r in rivers)


def trimmed(
    spans: list[dict[str, Any]], rivers: Sequence[River], middle: float
) -> list[dict[str, Any]]:
    """``spans`` with the box of a last word that runs into a river, nothing after it,
    ending where the river starts (and of a first word starting in one, nothing
    before it, starting where it ends): OCR took a speck into the word's box, and
    the line would reach across the gutter."""
    words = [k for k, span in enumerate(spans) if "bbox" in span and is_word(span)]
    if not words:
        return spans
    out = list(spans)
    for r in rivers:
        if not r.top <= middle <= r.foot:
            continue
        x0, x1 = r.at(middle)
        last, first = out[words[-1]]["bbox"], out[words[0]]["bbox"]
        if last[0] < x0 < last[2]:
            out[words[-1]] = {**out[words[-1]], "bbox": (last[0], last[1], x0, last[3])}
        if first[0] < x1 < first[2] and first[0] > x0 - 1.0:
            out[words[0]] = {**out[words[0]], "bbox": (x1, first[1], first[2], first[3])}
    return out


def undirtied(
    spans: list[dict[str, Any]], rivers: Sequence[River], middle: float
) -> list[dict[str, Any]]:
    """``spans`` (a line's, or a piece's) without the specks of dirt (spans without a
    letter or digit) that stand at its ends in a river or reach across to it from the
    other side (a "_" read in the white before a column's first word)."""
    words = [k for k, span in enumerate(spans) if "bbox" in span and is_word(span)]
    if not words:
        return spans
    first, last = words[0], words[-1]
    start, end = float(spans[first]["bbox"][0]), float(spans[last]["bbox"][2])
    low, high = 0, len(spans)
    for r in rivers:
        if not r.top <= middle <= r.foot:
            continue
        x0, x1 = r.at(middle)
        if end < x1 and any(
            float(sp.get("bbox", (0, 0, 0, 0))[2]) > x0 for sp in spans[last + 1 :]
        ):
            high = last + 1
        if start > x0 and any(
            float(sp.get("bbox", (0, 0, 1e9, 0))[0]) < x1 for sp in spans[:first]
        ):
            low = first
    return spans[low:high]
