"""Column gutters on OCR'd pages, found from the whole page (pure).

Tesseract reads a line across both columns of a scan when the gutter is
narrow ("DESIGN, SETTING, AND PATIENTS: Outpatients CONCLUSION: Clinical …"),
and two pieces of a row less than an em apart look like one line broken by a
wide word gap.  A gutter is told from a wide word gap by the lines around it:
a gap is a gutter when the rows of its region keep to either side of it (the
left column's lines start where the line starts and end before the gap, the
right column's start where the word after the gap starts) and the lines right
above and below it do not cross it.  In a paragraph of one column every line
crosses such a place, so no gap there is a gutter, and a line is only ever cut
between two of OCR's words, never inside one.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from tapyre_paper_search.pdf.boxes import Box

_REGION_ROWS = 6.0
"""How many line heights above and below a gap the rows that decide it stand."""
_COLUMN_LINES = 3
"""Lines a column beside a gutter has in its region, at least."""
_CROSSING_SHARE = 0.2
"""Share of a region's lines that may cross a gutter (a heading set across both)."""
_EDGE_EMS = 0.75
"""How near (in ems) a column's usual start the line and the word after the gap start."""
_MIN_GAP_EMS = 0.3
"""The narrowest gap (in ems) that can be a gutter: OCR's word boxes touch inside a word."""
_RUN_UP_SHARE = 0.75
"""How far across from the line's start to the gap's (a share of the way) the lines
of a left column of text run, at least."""
_RUN_UP_LINES = 2
"""Lines of the left column that run up to the gap, at least (a column of prose
does; a grid of names, affiliations or table cells beside a full-width line ends
far short of where the next column starts)."""


@dataclass(frozen=True, slots=True)
class PageBoxes:
    """A page's line boxes sorted by their middles (top to bottom), so that the rows
    around a gap are found without looking at every line of the page."""

    middles: list[float]
    boxes: list[Box]

    @classmethod
    def of(cls, boxes: Sequence[Box]) -> PageBoxes:
        """``boxes`` (in any order) sorted by their middles."""
        ordered = sorted(boxes, key=lambda b: (b[1] + b[3]) / 2)
        return cls([(b[1] + b[3]) / 2 for b in ordered], ordered)

    def near(self, middle: float, reach: float) -> list[Box]:
        """The boxes whose middles stand within ``reach`` of ``middle``."""
        low = bisect_left(self.middles, middle - reach)
        return self.boxes[low : bisect_right(self.middles, middle + reach)]


def split_at_gutters(lines: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """``lines`` (OCR lines, each span a word or a space) with each line that crosses
    a column gutter (see :func:`is_gutter`) cut there into two lines, the right one
    right after the left one; lines that cross none are kept as they are."""
    boxes = PageBoxes.of([line_box(line) for line in lines])
    out: list[dict[str, Any]] = []
    for line in lines:
        pending: list[dict[str, Any]] = [dict(line)]
        while pending:
            piece = pending.pop()
            cut = _gutter_cut(piece, boxes)
            if cut is None:
                out.append(piece)
                continue
            spans = piece["spans"]
            left = line_piece(piece, spans[:cut])
            right = line_piece(piece, spans[cut:])
            out.append(left)
            pending.append(right)  # a third column: the right piece may cross another
    return out


def is_gutter(
    boxes: PageBoxes, row: Box, start: float, gap: tuple[float, float], size: float
) -> bool:
    """Whether the gap ``gap`` (x from, x to) on the row ``row`` (a line's box), whose
    line starts at ``start``, in type of ``size``, is a column gutter among the
    lines ``boxes`` of the page (the row's own lines are left out by their place).

    The region is the rows (lines side by side, as OCR gives the pieces of one row)
    whose middles stand within :data:`_REGION_ROWS` line heights of the row's (the
    row's own lines left out).  A row keeps clear of the gap when none of its lines
    reaches into it.  It is a gutter when no more than :data:`_CROSSING_SHARE` of the
    region's rows reach into it, neither does the row right above or right below,
    and the region holds a left column (:data:`_COLUMN_LINES` lines or more starting
    within :data:`_EDGE_EMS` of ``start`` and ending before the gap ends) and a right
    column (as many lines starting within :data:`_EDGE_EMS` of the gap's end), and
    :data:`_RUN_UP_LINES` of the left column's lines run up to the gap, at least
    :data:`_RUN_UP_SHARE` of the way from the line's start to the gap's, as lines of
    a column of text do (a full-width
    title over a grid of author columns crosses no gutter).
    """
    g0, g1 = gap
    em = max(size, 1.0)
    if g1 - g0 < em * _MIN_GAP_EMS:
        return False
    _, ry0, _, ry1 = row
    middle = (ry0 + ry1) / 2
    reach = max(ry1 - ry0, em) * _REGION_ROWS
    region = [
        b
        for b in boxes.near(middle, reach)
        if min(b[3], ry1) - max(b[1], ry0) < 0.5 * min(b[3] - b[1], ry1 - ry0) and b[2] > start
    ]
    edge = em * _EDGE_EMS
    lefts = [b[2] for b in region if abs(b[0] - start) <= edge and b[2] <= g1]
    right = sum(abs(b[0] - g1) <= edge for b in region)
    if len(lefts) < _COLUMN_LINES or right < _COLUMN_LINES:
        return False
    if sum(end - start >= (g0 - start) * _RUN_UP_SHARE for end in lefts) < _RUN_UP_LINES:
        return False  # no column of text beside the gap: a grid of short lines
    rows = _rows(region)
    into = [any(b[0] < g1 - 1.0 and b[2] > g0 + 1.0 for b in r) for r in rows]
    if not rows or sum(into) > _CROSSING_SHARE * len(rows):
        return False
    above = [k for k, r in enumerate(rows) if r[0][3] <= middle]
    below = [k for k, r in enumerate(rows) if r[0][1] >= middle]
    nearest = ([above[-1]] if above else []) + ([below[0]] if below else [])
    return not any(into[k] for k in nearest)


def _rows(boxes: Sequence[Box]) -> list[list[Box]]:
    """``boxes`` grouped into rows (boxes overlapping by half the smaller's height), top
    to bottom."""
    rows: list[list[Box]] = []
    for box in sorted(boxes, key=lambda b: (b[1] + b[3]) / 2):
        last = rows[-1] if rows else None
        if last is not None and any(
            min(b[3], box[3]) - max(b[1], box[1]) >= 0.5 * min(b[3] - b[1], box[3] - box[1])
            for b in last
        ):
            last.append(box)
        else:
            rows.append([box])
    return rows


def _gutter_cut(line: Mapping[str, Any], boxes: PageBoxes) -> int | None:
    """The index of the first span after the gutter ``line`` crosses, or None."""
    spans = line.get("spans", ())
    words = [k for k, span in enumerate(spans) if span.get("text", "").strip() and "bbox" in span]
    if len(words) < 2:
        return None
    row = line_box(line)
    start = float(spans[words[0]]["bbox"][0])
    for before, after in pairwise(words):
        g0, g1 = float(spans[before]["bbox"][2]), float(spans[after]["bbox"][0])
        size = min(float(spans[before].get("size", 0.0)), float(spans[after].get("size", 0.0)))
        size = max(size, (row[3] - row[1]) * 0.7)
        if is_gutter(boxes, row, start, (g0, g1), size):
            return after
    return None


def line_piece(line: Mapping[str, Any], spans: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """A line of ``spans`` (a piece of ``line``), without spaces at its ends."""
    kept = list(spans)
    while kept and not kept[0].get("text", "").strip():
        kept.pop(0)
    while kept and not kept[-1].get("text", "").strip():
        kept.pop()
    x0 = min(float(span["bbox"][0]) for span in kept)
    x1 = max(float(span["bbox"][2]) for span in kept)
    _, y0, _, y1 = line_box(line)
    return {**line, "spans": kept, "bbox": (x0, y0, x1, y1)}


def line_box(line: Mapping[str, Any]) -> Box:
    """An OCR line's box, in floats."""
    x0, y0, x1, y1 = line["bbox"]
    return (float(x0), float(y0), float(x1), float(y1))
