"""A rectangle on a page, as PyMuPDF gives one: ``(x0, y0, x1, y1)`` in points (pure).

One definition for the modules that pass boxes around (reading order, OCR'd pages'
gutters and ink): the top-left corner first, then the bottom-right, y growing down.
"""

from __future__ import annotations

Box = tuple[float, float, float, float]
"""``(x0, y0, x1, y1)``: left, top, right, bottom, in points."""
