"""A rectangle on a page, as PyMuPDF gives one: ``(x0, y0, x1, y1)`` in points (pure).

One definition for the modules that pass boxes around (reading order, OCR'd pages'
gutters and ink): the top-left corner first, then the bottom-right, y growing down.
:func:`union` and :func:`float_union` are the box around several (tidy54: OCR's
re-read blocks, paragraphs and repeated words, a glyph line's merged spans each had a
copy).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

Box = tuple[float, float, float, float]
"""``(x0, y0, x1, y1)``: left, top, right, bottom, in points."""


def union(boxes: Iterable[Sequence[Any]]) -> Box:
    """The box around ``boxes`` (each ``(x0, y0, x1, y1, ...)``): the least left and top,
    the greatest right and bottom, each value as the box holding it gives it.

    :raises ValueError: no boxes.
    """
    listed = list(boxes)
    return (
        min(b[0] for b in listed),
        min(b[1] for b in listed),
        max(b[2] for b in listed),
        max(b[3] for b in listed),
    )


def float_union(boxes: Iterable[Sequence[Any]]) -> Box:
    """:func:`union` of ``boxes`` with each value read as a float first (a box from a
    JSON file or a dictionary built by hand may hold whole numbers).

    :raises ValueError: no boxes.
    """
    return union([(float(b[0]), float(b[1]), float(b[2]), float(b[3])) for b in boxes])


__all__ = ["Box", "float_union", "union"]
