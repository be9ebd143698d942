"""A page whose text was converted to vector outlines (pure but for the page's drawings).

Kind (ocr68): a page with no text layer and no images whose letters are drawn as
filled paths, a glyph (or a word) a path, as print workflows and "convert text to
outlines" leave it.  Without images such a page was read as blank; it needs OCR as
a scan does.  :func:`shows_outlined_text` says so when the page holds at least
:data:`MIN_GLYPHS` filled paths each no larger than a line of display type
(:data:`MAX_GLYPH_HEIGHT` high): the shape of set type, asked only of a page with
(almost) no text (:func:`~tapyre_paper_search.pdf.textlayer.text_layer_problem`
asks it), and standing as set type stands: in rows (:data:`MIN_ROWS` bottoms, to the
point, each under :data:`MIN_ROW_GLYPHS` paths or more, holding half of them: the
letters on a line's baseline) and of many shapes (no one width and height holds
:data:`MAX_SAME_SHAPE` of them: letters differ in width).  What stays: a page of a few
large filled shapes, a chart drawn in stroked lines, a chart of small filled markers
(one marker's shape, or markers strewn off any row: a scatter or bubble plot) is
still no scan.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

MIN_GLYPHS = 150
"""The fewest small filled paths a page of outlined text shows (a short abstract's
page outlined a word a path has some hundreds)."""
MAX_GLYPH_HEIGHT = 40.0
"""The tallest path, in points, counted as a glyph or a word (a large title's line)."""
MIN_ROWS = 3
MIN_ROW_GLYPHS = 5
MAX_SAME_SHAPE = 0.5
"""The most of a page's small filled paths one width and height (to half a point) may
hold where they are type (a chart's markers are one shape)."""


def shows_outlined_text(page: Any) -> bool:
    """Whether ``page`` (a PyMuPDF page) draws text as filled outlines: at least
    :data:`MIN_GLYPHS` filled paths of a glyph's or a word's height, in rows and of
    many shapes."""
    try:
        drawings = page.get_cdrawings()
    except Exception:  # a page whose drawings cannot be listed is left as it was
        return False
    if len(drawings) < MIN_GLYPHS:
        return False
    shapes: Counter[tuple[int, int]] = Counter()
    rows: Counter[int] = Counter()
    for item in drawings:
        if "f" in (item.get("type") or ""):
            x0, y0, x1, y1 = item["rect"]
            if 0 < y1 - y0 <= MAX_GLYPH_HEIGHT:
                shapes[round(2 * (x1 - x0)), round(2 * (y1 - y0))] += 1
                rows[round(y1)] += 1
    glyphs = sum(shapes.values())
    if glyphs < MIN_GLYPHS or max(shapes.values()) >= MAX_SAME_SHAPE * glyphs:
        return False
    lined = [count for count in rows.values() if count >= MIN_ROW_GLYPHS]
    return len(lined) >= MIN_ROWS and 2 * sum(lined) >= glyphs


__all__ = ["MAX_GLYPH_HEIGHT", "MAX_SAME_SHAPE", "MIN_GLYPHS", "MIN_ROWS", "shows_outlined_text"]
