"""OCR line boxes made too tall, mended (pure; moved out of ``ocrlines``, tidy60).

Tesseract now and then gives a line a box reaching down over the line under it, or
one box to two lines of one band; every word of such a line then takes a size too
large, which would split its paragraph there.  :func:`cut_overreaching` cuts such boxes
back (and parts two lines given one box first, :func:`_unstacked`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from .gutters import line_box
from .ocrlinetext import line_size
from .ocrpitch import in_larger_type

_OVERREACH = 0.5
"""Share of the next line's height a line's box may cover before it is taken as inflated."""
_INFLATED = 1.6
"""How many times the step to the next line's top an inflated line box is at least
(and how many times that line's height)."""


def cut_overreaching(lines: Sequence[dict[str, Any]]) -> None:
    """Cut the box of each OCR line that reaches down over the next line under it.

    Tesseract now and then gives a line of prose a box twice its height, running
    over most of the line below ("Methods: Cross-sectional data …" 24 points tall
    above lines 10 points tall); every word of it then gets a size half as large
    again, which would split its paragraph there and end an abstract at it.  A line
    whose box is :data:`_INFLATED` times as tall as the line under it (sharing
    columns, its top lower) and as the step down to that line's top, and covers more
    than :data:`_OVERREACH` of it, ends where
    that line starts, and its words take that line's size: lines of one paragraph
    are set in one type.  A line whose characters are clearly wider than that line's
    (:func:`.ocrpitch.in_larger_type`: a row of names given one box with the smaller
    affiliation under it) is in larger type: its box is cut, its words keep their
    sizes.  The lines below are cut first, so a run of such lines
    takes the size of the first sound line under it.  Two lines OCR gave one box
    between them (see :func:`_unstacked`) are parted first.
    """
    _unstacked(lines)
    boxes = [tuple(float(v) for v in line["bbox"]) for line in lines]
    for i in sorted(range(len(lines)), key=lambda k: -boxes[k][1]):
        x0, y0, x1, y1 = boxes[i]
        below = None
        for k, (bx0, by0, bx1, by1) in enumerate(boxes):
            height = by1 - by0
            if (
                k != i
                and min(x1, bx1) > max(x0, bx0)
                and by0 > y0 + height * 0.25
                and y1 - by0 > height * _OVERREACH
                and y1 - y0 > max(height, by0 - y0) * _INFLATED
                and (below is None or by0 < boxes[below][1])
            ):
                below = k
        if below is None:
            continue
        boxes[i] = (x0, y0, x1, boxes[below][1])
        line = lines[i]
        kept = in_larger_type(line, lines[below])
        size = line_size(lines[below])
        line["bbox"] = boxes[i]
        line["spans"] = [
            {
                **span,
                "size": span.get("size", size) if kept else size,
                **({"bbox": (*span["bbox"][:3], boxes[i][3])} if "bbox" in span else {}),
            }
            for span in line.get("spans", ())
        ]


_STACKED = 0.15
"""How near (in the taller box's height) the tops and feet of two OCR line boxes given
one box between them stand (OCR's two boxes of one band differ by a few points at
the foot: 20 and 23 points tall, the tops equal)."""
_TWO_ROWS = 1.6
"""How many times the page's median line height a box two lines share is, at least."""


def _unstacked(lines: Sequence[dict[str, Any]]) -> None:
    """Part each two OCR lines Tesseract gave one box between them, two rows tall
    (it happens at a page's foot: "Pregnancy. This chapter will discuss" and
    "briefly the basic evaluation of renal", both 22 points tall over lines of
    11): their tops and feet within :data:`_STACKED` of the taller box's height,
    overlapping across by half the narrower, and the taller box at least :data:`_TWO_ROWS`
    times the page's usual line height (two lines overlapping on one ordinary row,
    "Table 2 Hours of sleep" and "(continued)", are no such pair).  The first in
    OCR's order takes the upper half, the other the lower, and both the size of the line right above
    them in their column at ordinary spacing (lines of one paragraph are set in
    one type), if there is one.
    """
    boxes = [line_box(line) for line in lines]
    if not boxes:
        return
    heights = sorted(b[3] - b[1] for b in boxes)
    tall = heights[len(heights) // 2] * _TWO_ROWS
    for i, k in combinations(range(len(lines)), 2):
        (x0, y0, x1, y1), (bx0, by0, bx1, by1) = boxes[i], boxes[k]
        if max(y1 - y0, by1 - by0) < tall:
            continue
        near = max(y1 - y0, by1 - by0) * _STACKED
        wide = min(x1 - x0, bx1 - bx0) * 0.5
        if abs(y0 - by0) > near or abs(y1 - by1) > near or min(x1, bx1) - max(x0, bx0) < wide:
            continue
        middle = (min(y0, by0) + max(y1, by1)) / 2
        top, row = min(y0, by0), (max(y1, by1) - min(y0, by0)) / 2
        above = [
            j
            for j, b in enumerate(boxes)
            if top - row * 0.7 <= b[3] <= top + near
            and min(x1, b[2]) > max(x0, b[0])
            and j not in (i, k)
        ]
        size = line_size(lines[max(above, key=lambda j: boxes[j][3])]) if above else None
        for index, (top, foot) in ((i, (min(y0, by0), middle)), (k, (middle, max(y1, by1)))):
            line = lines[index]
            bx = boxes[index]
            boxes[index] = (bx[0], top, bx[2], foot)
            line["bbox"] = boxes[index]
            line["spans"] = [
                {
                    **span,
                    "size": size if size is not None else span.get("size", 0.0),
                    **(
                        {"bbox": (span["bbox"][0], top, span["bbox"][2], foot)}
                        if "bbox" in span
                        else {}
                    ),
                }
                for span in line.get("spans", ())
            ]


__all__ = ["cut_overreaching"]
