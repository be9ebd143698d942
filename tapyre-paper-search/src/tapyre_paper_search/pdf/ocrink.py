"""Ink OCR returned no words for: large type Tesseract skipped on a scan (pure).

Tesseract, as PyMuPDF runs it on a whole page, can return nothing for lines of
large type (a bold sans title of five lines gave only its third; a title in
capitals gave 2 of its 8 lines), while the same engine reads them whole on a
crop of that region.  :func:`missed_regions` finds such places on the page
rendered in grey: rows of dark pixels that no OCR line's box covers, grouped
into lines, kept where a line is as tall as large type, and grown over the
lines next to it (missed or read) that belong to the same block of type, so the
block is read again whole and its lines come out in one measure.  Units are the
page's points; the image is rendered at :data:`SCALE` pixels a point.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from tapyre_paper_search.pdf.boxes import Box

SCALE = 1.5
"""Pixels a point in the grey image (108 dpi): strokes of large type stay dark,
specks of scan dirt fade into grey."""
_DARK = 120
"""Grey value (0 black, 255 white) under which a pixel is ink."""
_COVER = 1.5
"""Points around an OCR line's box that count as covered (a box hugs the ink)."""
_ROW_INK = 3
"""Dark pixels a row needs, outside covered boxes, to be a row of ink."""
_ROW_GAP = 2
"""Rows without ink allowed inside one line of type (between an accent and its letter)."""
LARGE = 11.0
"""The least ink height (points) of a missed line: large type (a line of 14-point
capitals or more).  Body type OCR skips is not what this pass is for."""
_OVER_BODY = 1.05
"""How many times the page's common line height (OCR's boxes) a missed line's ink is,
at least.  A box takes in ascenders and descenders (about 1.15 of the type's size),
while a line in capitals inks only their cap height (0.7 of it): an 18-point title
in capitals over 10-point body measures 12.7 points against boxes of 11.5 (at 1.3
such a title's lines were never read again)."""
_MIN_WIDTH = 2.0
"""A line of type is at least this many times as wide as tall (three letters)."""
_COLUMN_GAP = 2.0
"""A gap across a row of ink wider than this many line heights separates two items."""
_DENSITY = (0.08, 0.55)
"""The least and largest share of dark pixels in a line's box: type is dense in
strokes and leaves white between them; a plot's thin curves and axes are sparse,
a photograph or a filled shape leaves no white."""
_JOIN = 1.2
"""How far apart (in the taller line's heights), foot to top, two lines of one block stand."""
_LIKE = 0.7
"""How tall, at least, a read line next to a missed one is (a share of the missed
line's height) to be of the same block of type."""
_MARK_RISE = 0.35
"""How far above a block's top line (in that line's heights) marks over its letters
reach at most: an umlaut's dots over a capital stand a quarter of its height up."""
_MARK_GAP = 0.15
"""The widest white (in the top line's heights) between such marks and the letters."""
PICTURE = 72.0
"""Points of ink running down without a white row between two lines (an inch):
no line of type, nor two set close, is that tall; a photograph (its halftone
dots or greys) is, and a region of it is no region to read."""
_LETTER_GAPS = 2
"""White gaps across a run of ink :data:`PICTURE` tall that make it type, not a
picture: one line of type that large leaves white between its letters (8 across
"Phylogeny" in 84 points), a halftone's dots or greys none."""
MAX_REGIONS = 3
"""Regions read again on a page, at most: the cost stays a few OCR calls."""


@dataclass(frozen=True)
class Region:
    """A region to read again: its box (points), and the boxes of the OCR lines
    inside it, which its new reading replaces."""

    box: Box
    replaced: tuple[int, ...]


def ink_mask(grey: npt.NDArray[np.uint8]) -> npt.NDArray[np.bool_]:
    """The dark pixels of a grey image."""
    return np.asarray(grey < _DARK)


def missed_regions(ink: npt.NDArray[np.bool_], lines: Sequence[Box]) -> list[Region]:
    """The regions of a page to read again, top first, at most :data:`MAX_REGIONS`.

    ``ink`` is the page's dark pixels at :data:`SCALE` pixels a point and ``lines``
    the boxes of the lines OCR read (points).  A region is the box of a block of
    missed large-type lines together with the read lines of the same block next
    to them (their indexes in ``lines`` are the region's ``replaced``).  A single
    missed line that takes in no read line and stands right above a read line of
    large type (a journal's name over the title the first pass read) is no region;
    a block of several (a title missed whole, over its subtitle) is one.  Nor is a
    block whose ink runs down :data:`PICTURE` points without a white row (a
    photograph).  A region's box takes in the marks over its top line's letters."""
    free = ink.copy()
    height, width = free.shape
    for x0, y0, x1, y1 in lines:
        r0, r1 = _pixel(y0 - _COVER, height), _pixel(y1 + _COVER, height)
        c0, c1 = _pixel(x0 - _COVER, width), _pixel(x1 + _COVER, width)
        free[r0 : r1 + 1, c0 : c1 + 1] = False
    heights = sorted(y1 - y0 for _, y0, _, y1 in lines)
    body = heights[len(heights) // 2] if heights else 0.0
    least = max(LARGE, _OVER_BODY * body)
    missed = [box for box in _ink_lines(free, least) if _type_like(box, ink)]
    regions: list[Region] = []
    passed: list[Box] = []
    used: set[int] = set()
    for box in sorted(missed, key=lambda b: (b[1], b[0])):
        if any(_overlaps(box, r) for r in [*passed, *(r.box for r in regions)]):
            continue
        grown, replaced = _grown(box, missed, lines, least)
        rows = sum(_overlaps(other, grown) for other in missed)
        if _pictured(ink, grown) or (
            not replaced and rows == 1 and _over_read_large_type(grown, lines, least)
        ):
            passed.append(grown)
            continue
        regions.append(Region(_with_marks(free, grown, missed), tuple(sorted(replaced - used))))
        used |= replaced
        if len(regions) == MAX_REGIONS:
            break
    return regions


def _pixel(points: float, limit: int) -> int:
    """The pixel index of ``points`` along an axis of ``limit`` pixels, clamped."""
    return min(max(int(points * SCALE), 0), limit - 1)


def _ink_lines(free: npt.NDArray[np.bool_], least: float) -> list[Box]:
    """Boxes (points) of the lines of ink in ``free``: runs of rows with ink, cut
    across at wide gaps, at least ``least`` points tall (lines of large type close
    together can come out as one) and :data:`_MIN_WIDTH` times as wide."""
    rows = np.flatnonzero(free.sum(axis=1) >= _ROW_INK)
    boxes: list[Box] = []
    start = 0
    for end in range(1, len(rows) + 1):
        if end < len(rows) and rows[end] - rows[end - 1] <= _ROW_GAP + 1:
            continue
        top, foot = int(rows[start]), int(rows[end - 1]) + 1
        start = end
        tall = (foot - top) / SCALE
        if tall < least:
            continue
        columns = np.flatnonzero(free[top:foot].any(axis=0))
        gap = _COLUMN_GAP * (foot - top)
        first = 0
        for last in range(1, len(columns) + 1):
            if last < len(columns) and columns[last] - columns[last - 1] <= gap:
                continue
            left, right = int(columns[first]), int(columns[last - 1]) + 1
            first = last
            if right - left >= _MIN_WIDTH * (foot - top):
                boxes.append((left / SCALE, top / SCALE, right / SCALE, foot / SCALE))
    return boxes


def _type_like(box: Box, ink: npt.NDArray[np.bool_]) -> bool:
    """Whether the ink in ``box`` is as dense as type's (:data:`_DENSITY`)."""
    x0, y0, x1, y1 = (int(v * SCALE) for v in box)
    area = ink[y0:y1, x0:x1]
    return bool(area.size) and _DENSITY[0] <= float(area.mean()) <= _DENSITY[1]


def _overlaps(a: Box, b: Box) -> bool:
    """Whether two boxes share area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _next_to(a: Box, b: Box) -> bool:
    """Whether ``b`` stands right above or below ``a`` in one block: their spans
    across overlap and the gap between them is under :data:`_JOIN` line heights."""
    if not (a[0] < b[2] and b[0] < a[2]):
        return False
    gap = max(b[1] - a[3], a[1] - b[3])
    return gap <= _JOIN * max(a[3] - a[1], b[3] - b[1])


def _grown(
    seed: Box, missed: Sequence[Box], lines: Sequence[Box], least: float
) -> tuple[Box, set[int]]:
    """The block around the missed line ``seed``: the missed lines and the read lines
    of like height (:data:`_LIKE` of a member's, and ``least`` less the slack a box
    leaves around ink) next to it, and next to those, in turn; with the indexes of
    the read lines taken in (and of those the block's box overlaps)."""
    box = seed
    members = [seed]
    replaced: set[int] = set()
    grown = True
    while grown:
        grown = False
        for other in missed:
            if other not in members and any(_next_to(m, other) for m in members):
                members.append(other)
                box = _union(box, other)
                grown = True
        for index, line in enumerate(lines):
            if index in replaced:
                continue
            tall = line[3] - line[1]
            like = [m for m in members if tall >= max(_LIKE * (m[3] - m[1]), least - _COVER)]
            if _overlaps(box, line) or any(_next_to(m, line) for m in like):
                replaced.add(index)
                members.append(line)
                box = _union(box, line)
                grown = True
    return box, replaced


def _over_read_large_type(region: Box, lines: Sequence[Box], least: float) -> bool:
    """Whether the first read line under ``region`` (overlapping it across) is of large
    type: a line the first pass missed wholly above a large line it read (the title)
    is a journal's name or a banner set larger still, which, read, would take the
    title's place; where the title itself was missed, the line under it is names or
    prose (or, under a title of several lines, a subtitle: see :func:`missed_regions`)."""
    under = [
        line
        for line in lines
        if line[1] >= region[3] and line[0] < region[2] and region[0] < line[2]
    ]
    if not under:
        return False
    first = min(under, key=lambda line: line[1])
    return first[3] - first[1] >= least


def _pictured(ink: npt.NDArray[np.bool_], box: Box) -> bool:
    """Whether the ink in ``box`` (all of it, read or not) runs down :data:`PICTURE`
    points or more with no white row between (rows of ink :data:`_ROW_GAP` apart at
    most) and with fewer than :data:`_LETTER_GAPS` white gaps across those rows: a
    picture, not lines of type, which leave white between them (a line of type in 80
    points runs down an inch too, but leaves white between its letters)."""
    x0, y0, x1, y1 = (int(v * SCALE) for v in box)
    inked = ink[y0:y1, x0:x1]
    rows = np.flatnonzero(inked.sum(axis=1) >= _ROW_INK)
    if not len(rows):
        return False
    breaks = np.flatnonzero(np.diff(rows) > _ROW_GAP + 1)
    starts = np.concatenate(([rows[0]], rows[breaks + 1]))
    ends = np.concatenate((rows[breaks], [rows[-1]]))
    for start, end in zip(starts, ends, strict=True):
        if end - start + 1 < PICTURE * SCALE:
            continue
        columns = np.flatnonzero(inked[start : end + 1].any(axis=0))
        if np.count_nonzero(np.diff(columns) > 1) < _LETTER_GAPS:
            return True
    return False


def _with_marks(free: npt.NDArray[np.bool_], box: Box, missed: Sequence[Box]) -> Box:
    """``box`` grown up over the marks above its top line's letters (an umlaut's dots
    stand apart from a capital by more white than lines of ink allow: cut off, "ÜBER"
    reads "UBER"): the rows of uncovered ink across the box, each under
    :data:`_MARK_GAP` of the top line's height from the last, up to
    :data:`_MARK_RISE` of it above the box."""
    top = min((m for m in missed if _overlaps(m, box)), key=lambda m: m[1], default=None)
    if top is None:
        return box
    tall = (top[3] - top[1]) * SCALE
    height, width = free.shape
    c0, c1 = _pixel(box[0], width), _pixel(box[2], width) + 1
    row = first = start = _pixel(box[1], height)
    while row > 0 and start - row < _MARK_RISE * tall:
        row -= 1
        if free[row, c0:c1].any():
            first = row
        elif first - row > _MARK_GAP * tall:
            break
    return (box[0], min(box[1], first / SCALE), box[2], box[3])


def _union(a: Box, b: Box) -> Box:
    """The box around two boxes."""
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
