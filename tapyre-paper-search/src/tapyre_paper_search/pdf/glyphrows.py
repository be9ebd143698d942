"""The rows of a page dict a fallback font's glyph line is looked for among (speed55).

:mod:`~tapyre_paper_search.pdf.glyphsplice` finds a short line in another font (a
glyph line) inside a longer line's band and reach.  Its rows (a line's place, box,
text, fonts and size) were built for every line of a page that has a glyph line's
text anywhere, and nearly every front page has one: a bullet, a footnote mark, a
sum's limit in a display.  :func:`glyph_rows` builds the glyph lines' rows, and the
others only where they may stand beside one: a line of one span (most lines) is passed
by its span's box and size alone, with no text read, where it is in no glyph line's
band (:func:`may_be_beside`).  The glyph splice's host test asks that band and that
reach of every host (:func:`~tapyre_paper_search.pdf.glyphsplice._hosts`), so the rows
passed could never be a host: the hosts found, and their order, are the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tapyre_paper_search.pdf.boxes import float_union as union
from tapyre_paper_search.pdf.glyphmerge import TOUCH, Box

# At most this many characters (spaces aside) in a line read as a fallback font's glyphs.
MAX_GLYPHS = 3
# A glyph box's top within this share of its host's height of the host's top.
BAND = 0.2
# Points of room given either way by :func:`may_be_beside` (rounding; any room keeps it
# exact: it only passes lines no host test could take).
_SLACK = 1.0
Place = tuple[int, int]  # (block index, line index) in the page's dict
Row = tuple[Place, Box, str, frozenset[str], float]
"""A line of the page dict: its place, box (of its spans with text), text, fonts, size."""
SpanText = Callable[[dict[str, Any]], str]


def glyph_text(text: str) -> bool:
    """Whether ``text`` may be a line of a fallback font's glyphs: a few characters,
    spaces aside, none ASCII (every text font has those; a lone "N", "i=1" or "(1)" is
    the page's own).  An all-ASCII text is none at once: its characters, spaces aside,
    are ASCII, or there are none (speed53); ``str.split`` drops the characters
    ``str.isspace`` calls spaces, so what it leaves are the ones counted."""
    if text.isascii():
        return False
    chars = "".join(text.split())
    return 0 < len(chars) <= MAX_GLYPHS and all(ord(ch) > 127 for ch in chars)


def may_be_beside(glyph: Row, box: Box, size: float) -> bool:
    """Whether a line whose spans (with text or not) lie in ``box``, the largest of them
    of ``size``, may host ``glyph``.  A host's row box (its spans with text) lies in
    ``box`` and its size is at most ``size``; the host test asks the row a height above
    nought, the glyph's top within :data:`BAND` of that height of the row's top, and the
    glyph within :data:`~.glyphmerge.TOUCH` em of its sides (``_in_band``,
    ``_raised_letter``, ``_hosts``), so the glyph's top lies within :data:`BAND` of
    ``box``'s height of ``box`` and the glyph within ``TOUCH`` em of ``size`` of its
    sides; :data:`_SLACK` more either way covers the rounding of the sums."""
    return beside_any((glyph[1],), box, size)


def beside_any(glyph_boxes: Sequence[Box], box: Box, size: float) -> bool:
    """Whether :func:`may_be_beside` holds for a glyph line of any of ``glyph_boxes``
    (the line's band and reach measured once for all of them; speed59b)."""
    height = box[3] - box[1]
    if not height > 0:
        return False
    band = BAND * height + _SLACK
    reach = TOUCH * size + _SLACK
    low, high, left, right = box[1] - band, box[3] + band, box[0] - reach, box[2] + reach
    for g_box in glyph_boxes:
        if low <= g_box[1] <= high and g_box[2] >= left and g_box[0] <= right:
            return True
    return False


def glyph_rows(data: dict[str, Any], text_of: SpanText) -> tuple[list[Row], list[Row]]:
    """The rows of the page dict ``data`` (spans read by ``text_of``: a dict's text or a
    raw dict's characters) a glyph line's host is looked for among, in page order, and
    the glyph lines' rows among them (:func:`glyph_text`); both empty where no
    horizontal line has a glyph line's text (one look at each line's text, speed46: at
    its first span alone where that holds an ASCII character other than a space, which
    no glyph line holds, speed56).  A row left out stands beside no glyph line
    (:func:`may_be_beside`), so it is no host of one."""
    blocks = data.get("blocks", ())
    glyphs: list[Row] = []
    for b, block in enumerate(blocks):
        for k, line in enumerate(block.get("lines", ()) if block.get("type", 0) == 0 else ()):
            spans = line.get("spans", ())
            if not spans:
                continue
            first = text_of(spans[0])
            if first.isascii() and first.strip():
                continue  # an ASCII character no glyph line holds, at its start (speed56)
            text = first + "".join([text_of(s) for s in spans[1:]])
            if text.isascii() or tuple(line.get("dir", (1.0, 0.0))) != (1.0, 0.0):
                continue
            if glyph_text(text):  # a non-space character: one row
                glyphs.extend(_row((b, k), line, text_of))
    if not glyphs:
        return [], []
    held = {glyph[0]: glyph for glyph in glyphs}
    glyph_boxes = [glyph[1] for glyph in glyphs]
    rows: list[Row] = []
    for b, block in enumerate(blocks):
        for k, line in enumerate(block.get("lines", ()) if block.get("type", 0) == 0 else ()):
            if tuple(line.get("dir", (1.0, 0.0))) != (1.0, 0.0):
                continue
            row = held.get((b, k))
            if row is not None:
                rows.append(row)
                continue
            spans = line.get("spans", ())
            if not spans:
                continue
            # the spans' boxes and sizes before their texts (a line of one span, most
            # lines: its span's own, as the union and the greatest of one read them)
            if len(spans) == 1:
                only = spans[0]
                x0, y0, x1, y1 = only["bbox"][:4]
                box = (float(x0), float(y0), float(x1), float(y1))
                size = float(only.get("size", 0.0))
            else:
                box = union([s["bbox"] for s in spans])
                size = max([float(s.get("size", 0.0)) for s in spans])
            if beside_any(glyph_boxes, box, size):
                rows.extend(_row((b, k), line, text_of))
    return rows, glyphs


def _row(place: Place, line: dict[str, Any], text_of: SpanText) -> list[Row]:
    """The row of ``line`` (none where no span has text); each span's text read once
    (speed53), a one-span line's fields its span's (speed54)."""
    kept = [(s, t) for s in line.get("spans", ()) for t in (text_of(s),) if t.strip()]
    if not kept:
        return []
    if len(kept) == 1:
        span, text = kept[0]
        fonts = frozenset((str(span.get("font", "")),))
        return [(place, union([span["bbox"]]), text, fonts, float(span.get("size", 0.0)))]
    spans = [s for s, _ in kept]
    text = "".join([t for _, t in kept])
    fonts = frozenset([str(s.get("font", "")) for s in spans])
    size = max([float(s.get("size", 0.0)) for s in spans])
    return [(place, union([s["bbox"] for s in spans]), text, fonts, size)]


__all__ = [
    "BAND",
    "MAX_GLYPHS",
    "Place",
    "Row",
    "beside_any",
    "glyph_rows",
    "glyph_text",
    "may_be_beside",
]
