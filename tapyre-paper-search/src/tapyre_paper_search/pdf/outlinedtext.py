"""A page whose text was converted to vector outlines (pure but for the page's drawings).

Kind (ocr68): a page with no text layer and no images whose letters are drawn as
filled paths, a glyph (or a word) a path, as print workflows and "convert text to
outlines" leave it.  Without images such a page was read as blank; it needs OCR as
a scan does.  :func:`shows_outlined_text` says so when the page holds at least
:data:`MIN_GLYPHS` filled paths each no larger than a line of display type
(:data:`MAX_GLYPH_HEIGHT` high): the shape of set type, asked only of a page with
(almost) no text (:func:`~tapyre_paper_search.pdf.textlayer.text_layer_problem`
asks it).  What stays: a page of a few large filled shapes or a chart drawn in
stroked lines (fewer small filled paths than a page of text) is still no scan.
"""

from __future__ import annotations

from typing import Any

MIN_GLYPHS = 150
"""The fewest small filled paths a page of outlined text shows (a short abstract's
page outlined a word a path has some hundreds)."""
MAX_GLYPH_HEIGHT = 40.0
"""The tallest path, in points, counted as a glyph or a word (a large title's line)."""


def shows_outlined_text(page: Any) -> bool:
    """Whether ``page`` (a PyMuPDF page) draws text as filled outlines: at least
    :data:`MIN_GLYPHS` filled paths of a glyph's or a word's height."""
    try:
        drawings = page.get_cdrawings()
    except Exception:  # a page whose drawings cannot be listed is left as it was
        return False
    if len(drawings) < MIN_GLYPHS:
        return False
    glyphs = 0
    for item in drawings:
        if "f" in (item.get("type") or ""):
            rect = item["rect"]
            if 0 < rect[3] - rect[1] <= MAX_GLYPH_HEIGHT:
                glyphs += 1
                if glyphs >= MIN_GLYPHS:
                    return True
    return False


__all__ = ["MAX_GLYPH_HEIGHT", "MIN_GLYPHS", "shows_outlined_text"]
