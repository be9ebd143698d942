"""Pieces of one justified line put back together (pure).

A word processor justifies a paragraph without hyphenating it, so a narrow
column's line can hold a few words spread over the whole measure with gaps of
several ems between them.  PyMuPDF cuts such a line at its wide gaps into
pieces on one row ("LV sites." / "Main outcome measures" / "Thirty-day"), each a
line of its own, and a bold run-in label among them reads as a heading of its
own that ends the paragraph.

:func:`justified_rows` finds the pieces to join: consecutive lines of one
``get_text("dict")`` block on one row in one size (tops and bottoms within
:data:`_SAME_ROW` of the size, left to right, at most :data:`_MAX_GAP_EMS` sizes
apart: an e-mail address set smaller on a name's row, or a running head's page
number, is no piece of it) that together
fill a measure a single line of the page fills too (its left and right ends
within :data:`_FLUSH` points of the row's: a justified column's lines share both
ends; a short paragraph, "Index   Terms—string," over its last line, has no full
line of its own).  Author blocks set side by side in a table fill no measure a
single line fills, and stay apart; so do rows whose gaps lie over each other
(:data:`_GUTTER_ROWS`): two columns' lines in one block, side by side row by
row.  :func:`joined_line` makes one dict line of a run of pieces (spans in order,
a space between pieces, the boxes' union).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from tapyre_paper_search.pdf.boxes import union

_SAME_ROW = 0.15  # the pieces' tops and bottoms this many sizes apart at most
_SAME_SIZE = 0.5  # points
_FLUSH = 1.5
# A justified line's gap between two pieces is at most this many sizes: a running
# head and its page number at the measure's two ends are no one line.
_MAX_GAP_EMS = 4.0
# Rows of a block whose gaps lie over each other at least this often are two columns.
_GUTTER_ROWS = 3
# A line stretched word by word (one word a piece, this many pieces or more, its gaps
# this many points apart at most) is no row of two columns (abs62).
_SPREAD_PIECES = 3
_EVEN_GAP = 1.0


def _box(line: Mapping[str, Any]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = line.get("bbox", (0.0, 0.0, 0.0, 0.0))
    return float(x0), float(y0), float(x1), float(y1)


def _size(line: Mapping[str, Any]) -> float:
    """The largest size of the line's spans that hold more than spaces (0: none); a line
    of one span read without a list (speed58a: most lines)."""
    spans = line.get("spans", ())
    if len(spans) == 1:
        span = spans[0]
        return float(span.get("size", 0.0)) if span.get("text", "").strip() else 0.0
    sizes = [float(s.get("size", 0.0)) for s in spans if s.get("text", "").strip()]
    return max(sizes, default=0.0)


def _same_row(
    left: tuple[float, float, float, float],
    left_size: float,
    right: tuple[float, float, float, float],
    right_size: float,
) -> bool:
    """Whether the piece boxed ``right`` goes on the row of the piece boxed ``left``
    (their sizes given: see :func:`_size`)."""
    _, ay0, ax1, ay1 = left
    bx0, by0, _, by1 = right
    size = left_size
    return (
        size > 0
        and abs(right_size - size) <= _SAME_SIZE
        and abs(ay0 - by0) <= _SAME_ROW * size
        and abs(ay1 - by1) <= _SAME_ROW * size
        and ax1 - 0.5 <= bx0 <= ax1 + _MAX_GAP_EMS * size
    )


def _straight(line: Mapping[str, Any]) -> bool:
    direction = line.get("dir", (1.0, 0.0))
    return abs(float(direction[0]) - 1.0) <= 0.01 and abs(float(direction[1])) <= 0.01


def _rows(
    lines: Sequence[Mapping[str, Any]],
) -> tuple[list[list[int]], list[tuple[float, float, float, float]]]:
    """Runs of consecutive lines on one row, and the lines' boxes; a blank piece (a
    lone space PyMuPDF gives a line of its own between two pieces) goes on the run it
    sits in.  Each line's size and box are read once; a run is compared by its last
    piece that has a size.  A block of one line is one run (nothing to compare)."""
    if len(lines) == 1:
        return [[0]], [_box(lines[0])]
    sizes = [_size(line) for line in lines]
    boxes = [_box(line) for line in lines]
    straight = [_straight(line) for line in lines]  # each line's asked once (speed58a)
    runs: list[list[int]] = []
    last: int | None = None  # the current run's last line with a size
    for i in range(len(lines)):
        if last is not None and straight[i] and straight[last]:
            size, box, last_box = sizes[i], boxes[i], boxes[last]
            blank = (
                not size
                and box[0] >= last_box[2] - 0.5
                and abs(box[1] - last_box[1]) <= _SAME_ROW * sizes[last]
            )
            if blank or _same_row(last_box, sizes[last], box, size):
                runs[-1].append(i)
                if size:
                    last = i
                continue
        runs.append([i])
        last = i if sizes[i] else None
    return runs, boxes


def justified_rows(blocks: Sequence[Sequence[Mapping[str, Any]]]) -> list[list[list[int]]]:
    """Each block's lines (``blocks``: the page's text blocks' lines) as runs of indexes,
    in order: a run of several is the pieces of one justified line (see the module), any
    other line a run of one."""
    read = [_rows(lines) for lines in blocks]
    rows = [runs for runs, _ in read]
    singles = [boxes[run[0]] for runs, boxes in read for run in runs if len(run) == 1]
    out: list[list[list[int]]] = []
    for lines, runs in zip(blocks, rows, strict=True):
        joined = [run for run in runs if len(run) > 1 and _fills_measure(lines, run, singles)]
        gutter = [run for run in _at_a_gutter(lines, joined) if not _spread_words(lines, run)]
        joined = [run for run in joined if run not in gutter]
        kept: list[list[int]] = []
        for run in runs:
            if run in joined:
                kept.append(run)
            else:
                kept.extend([i] for i in run)
        out.append(kept)
    return out


def _gaps(lines: Sequence[Mapping[str, Any]], run: list[int]) -> list[tuple[float, float]]:
    """The gaps between a run's pieces (blank pieces left out), left to right."""
    boxes = [_box(lines[i]) for i in run if _size(lines[i])]
    return [(a[2], b[0]) for a, b in pairwise(boxes)]


def _at_a_gutter(lines: Sequence[Mapping[str, Any]], runs: list[list[int]]) -> list[list[int]]:
    """The ``runs`` (of one block) with a gap that lies over a gap of :data:`_GUTTER_ROWS`
    runs or more (their own included): the lines of two columns in one block, written
    row by row, each row's left and right line filling the page's measure, are no
    justified line; a justified paragraph's wide gaps fall anywhere."""
    gaps = [_gaps(lines, run) for run in runs]
    out: list[list[int]] = []
    for run, own in zip(runs, gaps, strict=True):
        for x0, x1 in own:
            over = sum(any(min(x1, b1) - max(x0, b0) > 0 for b0, b1 in other) for other in gaps)
            if over >= _GUTTER_ROWS:
                out.append(run)
                break
    return out


def _spread_words(lines: Sequence[Mapping[str, Any]], run: list[int]) -> bool:
    """Whether a run is one justified line stretched word by word (abs62): three pieces
    or more, each one word, their gaps one width (within :data:`_EVEN_GAP` points: a
    justified line spaces its words evenly).  Several such rows in a paragraph have
    gaps that overlap by chance (:func:`_at_a_gutter`); two columns' lines row by row
    are pieces of many words."""
    words = [str(_text(lines[i])).split() for i in run if _size(lines[i])]
    gaps = [x1 - x0 for x0, x1 in _gaps(lines, run)]
    return (
        len(words) >= _SPREAD_PIECES
        and all(len(piece) == 1 for piece in words)
        and max(gaps) - min(gaps) <= _EVEN_GAP
    )


def _text(line: Mapping[str, Any]) -> str:
    return "".join(str(span.get("text", "")) for span in line.get("spans", ()))


def _fills_measure(
    lines: Sequence[Mapping[str, Any]],
    run: list[int],
    singles: Sequence[tuple[float, float, float, float]],
) -> bool:
    x0 = _box(lines[run[0]])[0]
    x1 = _box(lines[run[-1]])[2]
    return any(abs(s[0] - x0) <= _FLUSH and abs(s[2] - x1) <= _FLUSH for s in singles)


def joined_line(pieces: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """One dict line of ``pieces`` (left to right): their spans, a space between two
    pieces where neither has one, and the union of their boxes."""
    spans: list[Mapping[str, Any]] = []
    for piece in pieces:
        own = list(piece.get("spans", ()))
        if spans and own:
            before = str(spans[-1].get("text", ""))
            after = str(own[0].get("text", ""))
            if before[-1:] != " " and after[:1] != " ":
                spans.append({**spans[-1], "text": " "})
        spans.extend(own)
    return {**pieces[0], "spans": spans, "bbox": union([_box(piece) for piece in pieces])}
