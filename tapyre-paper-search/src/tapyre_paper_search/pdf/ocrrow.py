"""The pieces of a title's row joined where OCR measured one piece small (pure).

:func:`~tapyre_paper_search.pdf.ocrlines.joined_pieces` joins two pieces of a row
whose gap is under one em of the smaller of their sizes.  OCR measures a short word
without descenders or ascenders small: a title's last row "PDGFRA, IDHIl, EGFR, and
NF1" came back as four pieces measured 18.8, 16.7, 18.6 and 19.1, 16–18 points apart,
and stayed three lines; the title ended at "PDGFRA,".  (Measuring every row's gaps
against the larger size instead joined the two pages' columns of a spread's abstract.)

:func:`joined_title_rows` joins, after ``joined_pieces``, the pieces of a row in
display type only: every piece measured :data:`_DISPLAY` × the page's body size or
more, each gap under one em (:data:`_GAP_EMS`) of the larger of the two sizes, and
the whole row under a display line right above it (top to top :data:`_NEAR` line
heights or less) that lies over it (:data:`_OVER`): a title's lines are one column,
and its last row lies under them.  Only OCR'd lines reach it
(from :func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.ocrlines import line_size
from tapyre_paper_search.pdf.ocrmeasure import most_common_size, same_row

_DISPLAY = 1.3
"""Pieces this many times the body's size are display type (a title's)."""
_GAP_EMS = 1.0
"""The widest gap between two pieces of a title's row, in ems of the larger size."""
_NEAR = 1.6
"""A line right above a row: its top this many row heights or less above the row's."""
_OVER = 0.5
"""The share of the narrower of a row and the line above it that lies under the other."""


def joined_title_rows(lines: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """``lines`` (OCR lines, pieces of rows joined) with the pieces of a title's row
    joined as the module says; the lines keep their order (a joined one takes its
    first piece's place)."""
    sizes = [line_size(line) for line in lines]
    display = _body(lines, sizes) * _DISPLAY
    big = [i for i, size in enumerate(sizes) if size >= display]
    if len(big) < 3:
        return list(lines)
    boxes = [tuple(float(v) for v in line["bbox"]) for line in lines]
    gone: set[int] = set()
    out = list(lines)
    for i in sorted(big, key=lambda k: boxes[k][0]):
        if i in gone:
            continue
        row = [i]
        for j in sorted(big, key=lambda k: boxes[k][0]):
            if (
                j in gone
                or j in row
                or not _next_piece(boxes[row[-1]], boxes[j], sizes, row[-1], j)
            ):
                continue
            row.append(j)
        if len(row) < 2 or not _under_display(boxes, big, row):
            continue
        out[i] = _joined([lines[k] for k in row])
        gone.update(row[1:])
    return [line for k, line in enumerate(out) if k not in gone]


def _body(lines: Sequence[Mapping[str, Any]], sizes: Sequence[float]) -> float:
    """The size most characters are measured at."""
    chars = (sum(len(str(s.get("text", "")).strip()) for s in ln.get("spans", ())) for ln in lines)
    return most_common_size(sizes, chars)


def _next_piece(
    left: tuple[float, ...], right: tuple[float, ...], sizes: Sequence[float], a: int, b: int
) -> bool:
    """Whether the box ``right`` (line ``b``) is the next piece after ``left`` (line ``a``)."""
    if not same_row(left, right):
        return False
    return 0 <= right[0] - left[2] < max(sizes[a], sizes[b]) * _GAP_EMS


def _under_display(
    boxes: Sequence[tuple[float, ...]], big: Sequence[int], row: Sequence[int]
) -> bool:
    """Whether a display line right above the row lies over it (the two overlap across
    by :data:`_OVER` of the narrower one or more: one column)."""
    x0, x1 = boxes[row[0]][0], boxes[row[-1]][2]
    top = min(boxes[k][1] for k in row)
    height = max(boxes[k][3] for k in row) - top
    for j in big:
        jx0, jy0, jx1, _ = boxes[j]
        if j in row or not 0 < top - jy0 <= height * _NEAR:
            continue
        if min(x1, jx1) - max(x0, jx0) >= _OVER * min(x1 - x0, jx1 - jx0):
            return True
    return False


def _joined(pieces: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """One line of ``pieces`` (left to right), a space span between two."""
    first = pieces[0]
    spans: list[dict[str, Any]] = list(first.get("spans", ()))
    x0, y0, x1, y1 = (float(v) for v in first["bbox"])
    for piece in pieces[1:]:
        last = spans[-1] if spans else {}
        spans.append({**last, "text": " ", "bbox": (x1, y0, x1, y1)})
        spans.extend(piece.get("spans", ()))
        _, by0, bx1, by1 = (float(v) for v in piece["bbox"])
        y0, x1, y1 = min(y0, by0), max(x1, bx1), max(y1, by1)
    return {**first, "spans": spans, "bbox": (x0, y0, x1, y1)}
