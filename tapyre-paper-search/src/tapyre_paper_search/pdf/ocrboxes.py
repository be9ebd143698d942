"""OCR word boxes that took in dirt beside a column's edge, cut back (pure).

Tesseract can take a speck of dirt in a narrow gutter into the box of a line's first
word ("synergistic" boxed from 17 points left of its column, across the gutter into
the next column's lines).  The line then reaches across the gutter: it joins the
other column's paragraph and cuts the page into bands in reading order.  Where the
lines right above and below it in its column start flush together, the line starts
well left of them, its first word's letters are wider than the rest of the
line's, and no other line near it starts where the cut-off part lies (a hanging
indent), the word's box is cut back to their edge (:func:`trimmed_starts`).
A dot of dirt Tesseract read as a word at a line's start or end ("-" boxed 0.2 by 0.7
points before a title line at 16) is dropped (:func:`without_dots`), and so is a
row of specks in the margin OCR read as dots after a digit or two ("0...", "0.0..."
before a typewritten title's lines: :data:`_DOTTED`), as is a pen stroke in the
margin OCR read as a word of underscores, dashes and dots ("_-..", "___.", "__"
before a name or a line of prose: :data:`_STROKE`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

_FLUSH = 2.0
"""Points the starts of the lines above and below may stand apart and still be flush."""
_OUT_EMS = 1.0
"""How far left of its neighbours' edge, in its line's heights, a line starts at least."""
_WIDE = 1.2
"""How many times the width the line's other characters take the first word's
characters take, at least, for its box to hold more than the word."""
_NEAR = 8.0
"""Line heights up and down the page within which no other line may start where the
cut-off part of a box lies (a hanging indent's entries start there)."""
_MIN_WORDS = 4
"""Words a line needs for its letter widths to be measured."""
_DOT = 0.06
"""A word of no letter or digit whose box is narrower and shorter than this many of
its line's heights is a dot of dirt: no mark of the line's type is so small (a
hyphen is a quarter em wide or more; a full stop's ink, the smallest, is 0.11 of a
line's ink height in Helvetica; the dirt OCR read as words is 0.05 or less)."""
_DOTTED = re.compile(r"[\d.,:·]*\.\.")
"""A word of dots and digits at most that ends in two dots or more: a row of specks
read as such, never a number (whose decimal point stands alone), a range of numbers
("1..10", "0.1..0.5") nor a word."""
_STROKE = re.compile(r"[-_–—.,~„‚]*[_„][-_–—.,~„‚]*")
"""A word of strokes and dots with an underscore or a low quote in it: a pen stroke
or a scratch on the scan, never a word, a number, a list's dash ("-", "–" alone
stay) nor a footnote mark."""
CAPITAL_WIDTH = 1.4
"""How many characters' width a capital takes, about, against the mean character of
prose: the letter-width tests here and in ``ocrsizes`` count a capital so (a word in
capitals, a surname "SMITH," opening a reference, is no word whose box took in dirt)."""


def trimmed_starts(lines: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``lines`` with the box of a line's first word (and the line's box) cut back
    to the flush left edge of the lines right above and below it, where the line starts
    :data:`_OUT_EMS` line heights or more left of that edge, the two start within
    :data:`_FLUSH` points of each other, and the first word's characters take
    :data:`_WIDE` times the width of the line's other words' characters or more (a
    capital counted :data:`CAPITAL_WIDTH` characters wide), and
    no other line within :data:`_NEAR` line heights starts left of the edge where the
    line does (the entries of a hanging indent).
    The neighbours are the nearest lines above and below of :data:`_MIN_WORDS` words
    or more that lie under or over half the narrower one's width, within two line
    heights.  Nothing else changes; a changed line is a new one, ``lines`` are kept."""
    boxes = [_box(line) if _words(line) >= _MIN_WORDS else None for line in lines]
    out = list(lines)
    for i, line in enumerate(lines):
        box = boxes[i]
        if box is None:
            continue
        x0, y0, x1, y1 = box
        words = [s for s in line.get("spans", ()) if s.get("text", "").strip() and "bbox" in s]
        first = words[0]
        fx0, fy0, fx1, fy1 = (float(v) for v in first["bbox"])
        rest = [(float(s["bbox"][2]) - float(s["bbox"][0])) / _chars(s["text"]) for s in words[1:]]
        if (fx1 - fx0) / _chars(first["text"]) < median(rest) * _WIDE:
            continue  # the cheap test first: most lines end here
        above, below = _neighbour(boxes, i, -1), _neighbour(boxes, i, 1)
        if above is None or below is None or abs(above - below) > _FLUSH:
            continue
        edge = min(above, below)
        if x0 > edge - (y1 - y0) * _OUT_EMS or fx1 <= edge or _starts_between(boxes, i, x0, edge):
            continue
        spans = list(line["spans"])
        spans[spans.index(first)] = {**first, "bbox": (edge, fy0, fx1, fy1)}
        out[i] = {**line, "spans": spans, "bbox": (edge, y0, x1, y1)}
        boxes[i] = (edge, y0, x1, y1)
    return out


def without_dots(lines: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``lines`` without the dots of dirt (:data:`_DOT`) OCR read as a word at a line's
    start or end, and the spaces beside them; the line's box then spans its other
    words.  A dot would stay in the text ("mitochondrially - encoded", a title's
    line start) and widen the line's box.  A line that is nothing but dots is kept
    (the speck test drops it whole); a changed line is a new one."""
    out = list(lines)
    for i, line in enumerate(lines):
        box = _box(line)
        spans = list(line.get("spans", ()))
        if box is None or not spans:
            continue
        height = box[3] - box[1]
        start, end = 0, len(spans)
        while start < end and _dot_or_blank(spans[start], height):
            start += 1
        while end > start and _dot_or_blank(spans[end - 1], height):
            end -= 1
        kept = [s for s in spans[start:end] if "bbox" in s]
        dropped = spans[:start] + spans[end:]
        if not kept or not any(s.get("text", "").strip() for s in dropped):
            continue
        x0 = min(float(s["bbox"][0]) for s in kept)
        x1 = max(float(s["bbox"][2]) for s in kept)
        out[i] = {**line, "spans": spans[start:end], "bbox": (x0, box[1], x1, box[3])}
    return out


def _dot_or_blank(span: Mapping[str, Any], height: float) -> bool:
    """Whether ``span`` is blank or a dot of dirt in a line ``height`` points tall, or a
    row of specks read as dots (:data:`_DOTTED`) or a pen stroke (:data:`_STROKE`)."""
    text = span.get("text", "")
    if not text.strip() or _DOTTED.fullmatch(text.strip()) or _STROKE.fullmatch(text.strip()):
        return True
    bbox = span.get("bbox")
    if bbox is None or len(bbox) != 4 or any(c.isalnum() for c in text):
        return False
    width, tall = float(bbox[2]) - float(bbox[0]), float(bbox[3]) - float(bbox[1])
    return max(width, tall) < height * _DOT


def _starts_between(
    boxes: Sequence[tuple[float, float, float, float] | None], i: int, left: float, edge: float
) -> bool:
    """Whether another line within :data:`_NEAR` of line ``i``'s heights starts between
    ``left`` and ``edge`` (short of :data:`_FLUSH` before it): the first line of a
    hanging indent's entry starts where the entries' first lines do, left of the
    lines under it, and is no box that took in dirt."""
    _, y0, _, y1 = boxes[i]  # type: ignore[misc]
    reach = (y1 - y0) * _NEAR
    return any(
        box is not None
        and k != i
        and abs(box[1] - y0) <= reach
        and left - _FLUSH <= box[0] <= edge - _FLUSH
        for k, box in enumerate(boxes)
    )


def _chars(text: str) -> float:
    """How many characters' width ``text`` takes, a capital counted :data:`CAPITAL_WIDTH` wide."""
    word = text.strip()
    return len(word) + (CAPITAL_WIDTH - 1) * sum(map(str.isupper, word))


def _words(line: Mapping[str, Any]) -> int:
    """How many word spans (with text and a box) a line holds."""
    return sum(1 for s in line.get("spans", ()) if s.get("text", "").strip() and "bbox" in s)


def _box(line: Mapping[str, Any]) -> tuple[float, float, float, float] | None:
    """A line's box in floats, or None where it has none."""
    bbox = line.get("bbox")
    if bbox is None or len(bbox) != 4:
        return None
    x0, y0, x1, y1 = (float(v) for v in bbox)
    return (x0, y0, x1, y1)


def _neighbour(
    boxes: Sequence[tuple[float, float, float, float] | None], i: int, way: int
) -> float | None:
    """The left edge of the nearest line above (``way`` -1) or below (1) line ``i``
    that overlaps it across, within two of its heights; None where there is none."""
    x0, y0, x1, y1 = boxes[i]  # type: ignore[misc]
    height = y1 - y0
    best: tuple[float, float] | None = None
    for k, box in enumerate(boxes):
        shorter = min(x1 - x0, box[2] - box[0]) if box is not None else 0.0
        if k == i or box is None or min(x1, box[2]) - max(x0, box[0]) <= shorter / 2:
            continue
        gap = y0 - box[3] if way < 0 else box[1] - y1
        centre_ok = (
            (box[1] + box[3]) / 2 < (y0 + y1) / 2
            if way < 0
            else (box[1] + box[3]) / 2 > (y0 + y1) / 2
        )
        if not centre_ok or gap > height * 2:
            continue
        if best is None or gap < best[0]:
            best = (gap, box[0])
    return None if best is None else best[1]
