"""A rectangle on a page, as PyMuPDF gives one: ``(x0, y0, x1, y1)`` in points (pure).

One definition for the modules that pass boxes around (reading order, OCR'd pages'
gutters and ink): the top-left corner first, then the bottom-right, y growing down.
:func:`union` and :func:`float_union` are the box around several (tidy54: OCR's
re-read blocks, paragraphs and repeated words, a glyph line's merged spans and a mended
page's words each had a copy).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

Box = tuple[float, float, float, float]
"""``(x0, y0, x1, y1)``: left, top, right, bottom, in points."""


def union(boxes: Iterable[Sequence[Any]]) -> Box:
    """The box around ``boxes`` (each ``(x0, y0, x1, y1, ...)``): the least left and top,
    the greatest right and bottom, each value as the box holding it gives it.  One box
    gives its own corners; more are read a column at a time (speed54: most unions on a
    page's hot path are of one box).

    :raises ValueError: no boxes.
    """
    listed = _listed(boxes)
    if len(listed) == 1:
        b = listed[0]
        return (b[0], b[1], b[2], b[3])
    x0, y0, x1, y1 = tuple(zip(*listed, strict=False))[:4]
    return (min(x0), min(y0), max(x1), max(y1))


def float_union(boxes: Iterable[Sequence[Any]]) -> Box:
    """:func:`union` of ``boxes`` with each value read as a float first (a box from a
    JSON file or a dictionary built by hand may hold whole numbers).

    :raises ValueError: no boxes.
    """
    listed = _listed(boxes)
    if len(listed) == 1:
        b = listed[0]
        return (float(b[0]), float(b[1]), float(b[2]), float(b[3]))
    x0, y0, x1, y1 = tuple(zip(*listed, strict=False))[:4]
    return (min(map(float, x0)), min(map(float, y0)), max(map(float, x1)), max(map(float, y1)))


def _listed(boxes: Iterable[Sequence[Any]]) -> list[Sequence[Any]]:
    listed = boxes if isinstance(boxes, list) else list(boxes)
    if not listed:
        raise ValueError("union of no boxes")
    return listed


__all__ = ["Box", "float_union", "union"]
