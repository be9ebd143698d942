"""Column gutters as white rivers running down an OCR'd page (pure).

Where two columns stand only a few points apart (a 4–16 pt gutter: hand-set or
old journal pages), Tesseract reads whole rows across both ("Objective: To find
out whether a short walk each day lowers | raises the risk of stroke. …") for a
dozen lines in a row.  The region test of :mod:`.gutters` cannot see such a
gutter: the rows OCR read across it cross it, so it looks like one column.  The
words of those rows still keep clear of it, though: a river of white runs down
the page between them.

:func:`split_at_rivers` finds such rivers from the word boxes of many lines and
cuts each line that bridges one there, between two of OCR's words (never inside
one).  A river starts at a gap between two words of one line and runs up and down
the page, line after line, as long as no line's words reach into it (narrowing it
to the white the lines leave) and the lines do not stand far apart.  It is a
gutter when :data:`_EDGE_LINES` lines or more begin a prose run (four words or
more) right at its right side (the flush left edge of a column: a random river
of word spaces in a paragraph of one column has ragged sides) and as many end a
prose run near its left side.  A grid of short cells (a table, names beside
names) has no runs of prose on its sides, and a line across both columns (a
title, a heading or an abstract across the page) ends the river.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from .gutters import line_piece
from .riverbanks import River, trimmed, undirtied
from .rivershape import PROSE_WORDS, LineShape, Word, shape, skew, turned
from .riverwalk import MIN_WIDTH_EMS, clear, held, walk

_EDGE_LINES = 5
"""Lines beginning a run of prose at a river's right side, and as many ending one
near its left side, at least."""
_FLUSH_EMS = 0.5
"""How far (in ems) right of a river's right side a column's lines may begin."""
_REACH_EMS = 2.0
"""How far (in ems) left of a river's left side a column's lines may end (a left
column set ragged-right ends short of its edge)."""


def split_at_rivers(lines: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], list[River]]:
    """``lines`` (OCR lines, each span a word or a space) with each line that bridges a
    river (see the module docstring) cut there, each piece right after the one left of
    it; and the rivers found.  Every line (as a new dict) beside a river also loses
    the specks of dirt at its ends in or across the river (:func:`.riverbanks.undirtied`),
    and an end word's box reaching into the river ends at its side
    (:func:`.riverbanks.trimmed`)."""
    upright = [shape(line) for line in lines]
    slope = skew(upright)
    shapes = [turned(line, slope) for line in upright] if slope else upright
    order = sorted(range(len(lines)), key=lambda i: shapes[i].middle)
    place = {line: k for k, line in enumerate(order)}
    starts = sorted(w[0] for s in shapes for w in _run_starts(s))
    cuts: dict[int, set[int]] = {}
    found: list[River] = []
    for i in order:
        for gap, cut in _gaps(shapes, order, place[i]):
            em = shapes[i].em
            if gap[1] - gap[0] < em * MIN_WIDTH_EMS or not _flush_starts(starts, gap[1], em):
                continue
            if not _ends_prose(shapes[i], gap[0]):
                continue  # traced from a line of prose beside it, which a gutter has
            shift = slope * shapes[i].middle  # the gap on the page, not set upright
            row = (gap[0] + shift, gap[1] + shift, shapes[i].box[1], shapes[i].box[3])
            if cut in cuts.get(i, ()) or any(r.parts(*row) for r in found):
                continue
            river = _river(shapes, order, place[i], gap, slope, place=place)
            if river is None:
                continue
            found.append(river[0])
            for bridged, span in river[1]:
                cuts.setdefault(bridged, set()).add(span)
    out: list[dict[str, Any]] = []
    for index, line in enumerate(lines):
        spans = list(line.get("spans", ()))
        bounds = [0, *sorted(cuts.get(index, ())), len(spans)]
        for a, b in pairwise(bounds):
            middle = shapes[index].middle
            piece = trimmed(undirtied(spans[a:b], found, middle), found, middle)
            if piece == spans:
                out.append({**line, "spans": spans})
            elif any(span.get("text", "").strip() for span in piece):
                out.append(line_piece(line, piece))
    return out, found


def _gaps(
    shapes: Sequence[LineShape], order: Sequence[int], at: int
) -> list[tuple[tuple[float, float], int | None]]:
    """The gaps a river could run through on the line ``order[at]``: between two of its
    words (with the index of the span after the gap), and from its end to the next
    line on its row (``None``)."""
    line = shapes[order[at]]
    gaps: list[tuple[tuple[float, float], int | None]] = [
        ((a[1], b[0]), line.spans[k + 1]) for k, (a, b) in enumerate(pairwise(line.words))
    ]
    if not line.words:
        return gaps
    _, y0, x1, y1 = line.box
    end = line.words[-1][1]
    nexts = [
        shapes[order[k]].words[0][0]
        for k in range(max(0, at - 3), min(len(order), at + 4))
        if k != at
        and shapes[order[k]].words
        and shapes[order[k]].words[0][0] >= x1
        and min(y1, shapes[order[k]].box[3]) - max(y0, shapes[order[k]].box[1]) > 0.5 * (y1 - y0)
    ]
    if nexts:
        gaps.append(((end, min(nexts)), None))
    return gaps


def _run_starts(line: LineShape) -> list[Word]:
    """Where runs of prose begin in ``line``: its first word and each word after a gap
    of :data:`MIN_WIDTH_EMS` or more, when :data:`PROSE_WORDS` words follow on."""
    found: list[Word] = []
    for k, word in enumerate(line.words):
        if len(line.words) - k < PROSE_WORDS:
            break
        if k == 0 or word[0] - line.words[k - 1][1] >= line.em * MIN_WIDTH_EMS:
            found.append(word)
    return found


def _flush_starts(starts: Sequence[float], x: float, em: float) -> bool:
    """Whether :data:`_EDGE_LINES` runs of prose begin within :data:`_FLUSH_EMS` right
    of ``x`` (or up to a point left of it) on the page (``starts`` sorted): a quick
    test before a river is traced."""
    low = bisect_left(starts, x - 1.0)
    return bisect_right(starts, x + em * _FLUSH_EMS) - low >= _EDGE_LINES


def _river(
    shapes: Sequence[LineShape],
    order: Sequence[int],
    at: int,
    gap: tuple[float, float],
    slope: float,
    *,
    place: Mapping[int, int],
) -> tuple[River, list[tuple[int, int]]] | None:
    """The river through ``gap`` of the line ``order[at]``, with the lines bridging it
    and the span each is cut before; ``None`` when the white there is no gutter
    (``place``: each line's index in ``order``).

    The river runs up and down from the line (:func:`walk`); a line across it that
    does not start at the left column's edge (the median start of the lines ending
    near it: a centred heading, affiliation or byline whose word gap falls on it)
    ends it.
    """
    above, below = walk(shapes, order, at, gap, -1), walk(shapes, order, at, gap, 1)
    walked = [*reversed(above), order[at], *below]
    river: tuple[float, float] | None = gap
    for i in walked:
        river = clear(shapes[i], river) if river is not None else None
    if river is None:
        return None
    starts = sorted(shapes[i].words[0][0] for i in walked if _ends_prose(shapes[i], river[0]))
    if not starts:
        return None
    edge = starts[len(starts) // 2]
    inside = [
        _cut_at(shapes[i], river) is None or _row_starts_at(shapes, order, place[i], edge)
        for i in walked
    ]
    first = last = len(above)
    if not inside[first]:
        return None
    while first > 0 and inside[first - 1]:
        first -= 1
    while last + 1 < len(walked) and inside[last + 1]:
        last += 1
    first, last = held(shapes, walked[first : last + 1], river, first, last)
    kept = [shapes[i] for i in walked[first : last + 1]]
    if sum(_ends_prose(line, river[0]) for line in kept) < _EDGE_LINES:
        return None
    if sum(_starts_prose(line, river[1]) for line in kept) < _EDGE_LINES:
        return None
    if len({tuple(round(w[0]) for w in line.words) for line in kept}) * 2 < len(kept):
        return None  # rows of the same words one under another: nothing tells columns
    bridged = [
        (i, shapes[i].spans[cut])
        for i in walked[first : last + 1]
        if (cut := _cut_at(shapes[i], river)) is not None
    ]
    top, foot = min(line.box[1] for line in kept), max(line.box[3] for line in kept)
    return River(river[0], river[1], top, foot, slope), bridged


def _row_starts_at(shapes: Sequence[LineShape], order: Sequence[int], at: int, edge: float) -> bool:
    """Whether the row of the line ``order[at]`` (it, or a piece beside it: "Results:"
    that OCR gave apart from the rest of its row) starts within two ems of ``edge``."""
    line = shapes[order[at]]
    _, y0, _, y1 = line.box
    for k in range(max(0, at - 3), min(len(order), at + 4)):
        other = shapes[order[k]]
        shared = min(y1, other.box[3]) - max(y0, other.box[1])
        if (
            other.words
            and shared > 0.5 * (y1 - y0)
            and abs(other.words[0][0] - edge) <= 2 * line.em
        ):
            return True
    return False


def _cut_at(line: LineShape, river: tuple[float, float]) -> int | None:
    """The index (in ``line.words``) of the word after ``river`` when ``line`` bridges
    it (has words on both sides), else ``None``."""
    cut = next((k for k, w in enumerate(line.words) if w[0] >= river[1] - 0.5), None)
    if not cut or line.words[cut - 1][1] > river[0] + 0.5:
        return None
    return cut


def _ends_prose(line: LineShape, x: float) -> bool:
    """Whether a run of :data:`PROSE_WORDS` words of ``line`` ends left of ``x``, within
    :data:`_REACH_EMS` of it."""
    before = [w for w in line.words if w[1] <= x]
    return len(before) >= PROSE_WORDS and x - before[-1][1] <= line.em * _REACH_EMS


def _starts_prose(line: LineShape, x: float) -> bool:
    """Whether a run of :data:`PROSE_WORDS` words of ``line`` begins right of ``x``,
    within :data:`_FLUSH_EMS` of it."""
    after = [w for w in line.words if w[0] >= x]
    return len(after) >= PROSE_WORDS and after[0][0] - x <= line.em * _FLUSH_EMS
