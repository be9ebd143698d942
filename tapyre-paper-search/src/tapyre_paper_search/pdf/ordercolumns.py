"""Columns and bands of one region of a page (pure; :mod:`~tapyre_paper_search.pdf.order`'s
step 3, split out of it with no change).

:func:`columns` splits a region's blocks at vertical gaps no block crosses;
:func:`bands` cuts a region whose gutter some blocks bridge (a centred author
line, a footnote across the page) into horizontal bands at those blocks;
:func:`by_position` is the fallback order, top to bottom and left to right.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.boxes import Box

# A block is wide when it covers this share of the region's width.
_WIDE_SHARE = 0.55
# Columns need a gutter at least this wide (points) to be told apart.
_MIN_GUTTER = 4.0
# The gutter: where the narrow blocks crossing it are this share of the fullest place's height.
_GUTTER_COVER = 0.2
# Each side of a gutter holds text at least this share of the region's height.
_COLUMN_HEIGHT = 0.2


def by_position(boxes: Sequence[Box], indexes: list[int]) -> list[int]:
    """``indexes`` top to bottom, then left to right."""
    return sorted(indexes, key=lambda i: (boxes[i][1], boxes[i][0]))


def columns(boxes: Sequence[Box], indexes: list[int]) -> list[list[int]]:
    """``indexes`` split at vertical gaps no block crosses, left to right (one list
    when there is no such gap, or when a wide block bridges it).  Small pieces (a
    page number, a footnote mark) neither make nor bridge a gap; they join the
    column their centre lies in."""
    if len(indexes) < 2:
        return [indexes]  # most slabs are one block
    left = min(boxes[i][0] for i in indexes)
    right = max(boxes[i][2] for i in indexes)
    small = {i for i in indexes if is_small(boxes[i], right - left)}
    large = [i for i in indexes if i not in small]
    if len(large) < 2:
        return [indexes]
    spans = sorted((boxes[i][0], boxes[i][2], i) for i in large)
    groups: list[list[int]] = [[spans[0][2]]]
    edges = [spans[0][1]]
    for x0, x1, i in spans[1:]:
        if x0 > edges[-1] + _MIN_GUTTER:
            groups.append([i])
            edges.append(x1)
        else:
            groups[-1].append(i)
            edges[-1] = max(edges[-1], x1)
    if len(groups) < 2:
        return [indexes]
    for i in small:
        centre = (boxes[i][0] + boxes[i][2]) / 2
        k = next(
            (k for k, edge in enumerate(edges) if centre <= edge + _MIN_GUTTER), len(groups) - 1
        )
        groups[k].append(i)
    return groups


def is_small(box: Box, width: float) -> bool:
    return box[2] - box[0] < width * 0.08 and box[3] - box[1] < 16


def bands(boxes: Sequence[Box], indexes: list[int]) -> list[list[int]]:
    """``indexes`` cut into horizontal bands at the rows that bridge the gutter
    between columns (a centred author line with whatever sits beside it, a
    footnote set across the page).  Gaps alone never cut here."""
    gutter = _gutter(boxes, indexes)
    ordered = by_position(boxes, indexes)
    if gutter is None:
        return [ordered]
    # Rows (merged y-ranges) of the blocks crossing the gutter.
    rows: list[list[float]] = []
    for i in ordered:
        x0, y0, x1, y1 = boxes[i]
        if x0 < gutter[0] and x1 > gutter[1]:
            if rows and y0 <= rows[-1][1] + 1.0:
                rows[-1][1] = max(rows[-1][1], y1)
            else:
                rows.append([y0, y1])
    if not rows:
        return [ordered]
    # Band 2k+1 is bridging row k; band 2k the column text above it.
    bands: list[list[int]] = [[] for _ in range(2 * len(rows) + 1)]
    for i in ordered:
        middle = (boxes[i][1] + boxes[i][3]) / 2
        slot = 2 * len(rows)
        for k, (top, bottom) in enumerate(rows):
            if middle < top:
                slot = 2 * k
                break
            if middle <= bottom:
                slot = 2 * k + 1
                break
        bands[slot].append(i)
    return [band for band in bands if band]


def _gutter(boxes: Sequence[Box], indexes: list[int]) -> tuple[float, float] | None:
    """The widest vertical strip in the middle half of the region that the narrow
    blocks leave (almost) free, with text stacked on both sides: the column
    gutter, or None."""
    left = min(boxes[i][0] for i in indexes)
    right = max(boxes[i][2] for i in indexes)
    if right - left < 100:
        return None
    events: list[tuple[float, float]] = []
    for i in indexes:
        x0, y0, x1, y1 = boxes[i]
        if x1 - x0 >= (right - left) * _WIDE_SHARE:
            continue  # wide blocks cross gutters by nature: they make the bands
        events.append((x0, y1 - y0))
        events.append((x1, y0 - y1))
    if not events:
        return None
    events.sort()
    running, peak = 0.0, 0.0
    for _, change in events:
        running += change
        peak = max(peak, running)
    limit = peak * _GUTTER_COVER
    lo = left + (right - left) * 0.25
    hi = left + (right - left) * 0.75
    best: tuple[float, float] | None = None
    cover = 0.0
    start: float | None = None  # where the current run of free strips began
    for (x, change), (following, _) in zip(events, [*events[1:], (right, 0.0)], strict=True):
        cover += change
        a, b = max(x, lo), min(following, hi)
        if b <= a:
            continue
        if cover <= limit:
            start = a if start is None else start
            if b - start >= _MIN_GUTTER and (best is None or b - start > best[1] - best[0]):
                best = (start, b)
        else:
            start = None
    if best is None:
        return None
    # Real columns: text stacked tall on both sides (side-by-side author blocks
    # on a one-column page leave a strip free too, but hold little text).
    top = min(boxes[i][1] for i in indexes)
    bottom = max(boxes[i][3] for i in indexes)
    sides = [0.0, 0.0]
    for i in indexes:
        x0, y0, x1, y1 = boxes[i]
        if x1 <= best[0] + 1:
            sides[0] += y1 - y0
        elif x0 >= best[1] - 1:
            sides[1] += y1 - y0
    if min(sides) < (bottom - top) * _COLUMN_HEIGHT:
        return None
    return best
