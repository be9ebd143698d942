"""A lone word at a title's size standing apart beside the title, left out (pure).

A stamp or a mark on a scan, beside a title, can come back from Tesseract as a word
at the title's size on one of the title's rows but far from it ("BEE" 121 points left
of "identifies clinically relevant", between "Integrated genomic analysis" and
"subtypes of glioblastoma"); read in its place, it went into the title ("Integrated
genomic analysis BEE identifies …").  A title is one column of lines.

:func:`stray_display_words` finds such words: a display line (measured over
``display``) of one word that shares its row (``ocrmeasure.SAME_ROW``) with another display
line at least :data:`_APART` ems away, which has a display line right above or under
it (a title of two lines or more, the rows :data:`_NEAR` line heights apart or less),
while no display line near above or under the word lies over it (the word has no
column of its own).  Each line's column neighbours are found once, so a page of many
display lines costs a number of box tests quadratic in them (it was cubic: every
row's title line looked for its column again for every lone word), and a lone word
looks for its row's title among the lines that have a column only (review143: 800
lone words on one row took 0.9 s).  Only OCR'd lines reach it (from
:func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.ocrmeasure import same_row

_APART = 3.0
"""The least gap, in ems of the word's size, between a stray word and its row's title
line (OCR's word gaps are under one em; ``joined_pieces`` joins pieces that close)."""
_NEAR = 1.5
"""Rows this many line heights apart (top to top) or less are neighbouring rows."""


def stray_display_words(
    lines: Sequence[Mapping[str, Any]], sizes: Sequence[float], display: float
) -> set[int]:
    """The numbers of the display lines (``sizes[i] > display``) that are a lone word
    standing apart beside a title (see the module)."""
    shown = [i for i, size in enumerate(sizes) if size > display]
    if len(shown) < 3:
        return set()
    boxes = {i: tuple(float(v) for v in lines[i]["bbox"]) for i in shown}
    columns = {i: _column(boxes, i, shown) for i in shown}
    titled = [i for i in shown if columns[i]]  # only these can be a row's title line
    stray: set[int] = set()
    for i in shown:
        text = "".join(str(s.get("text", "")) for s in lines[i].get("spans", ())).split()
        if len(text) != 1 or columns[i]:
            continue
        if _beside_title(boxes, i, titled, columns, sizes[i]):
            stray.add(i)
    return stray


def _beside_title(
    boxes: Mapping[int, tuple[float, ...]],
    i: int,
    shown: Sequence[int],
    columns: Mapping[int, set[int]],
    size: float,
) -> bool:
    """Whether a display line of ``shown`` (those with a column) on ``i``'s row,
    :data:`_APART` ems from it or more, has a display line other than ``i`` right above
    or under it (``columns``)."""
    x0, _, x1, _ = boxes[i]
    for j in shown:
        jx0, _, jx1, _ = boxes[j]
        if j == i or not same_row(boxes[i], boxes[j]):
            continue
        if max(jx0 - x1, x0 - jx1) < size * _APART:
            continue
        if columns[j] - {i}:
            return True
    return False


def _column(boxes: Mapping[int, tuple[float, ...]], i: int, shown: Sequence[int]) -> set[int]:
    """The lines of ``shown`` (``i`` aside) on a row right above or under ``i``'s
    that lie over or under it (their boxes overlap across)."""
    x0, y0, x1, y1 = boxes[i]
    height = y1 - y0
    found: set[int] = set()
    for j in shown:
        jx0, jy0, jx1, _ = boxes[j]
        near = height * 0.5 <= abs(jy0 - y0) <= height * _NEAR
        if j != i and near and min(x1, jx1) > max(x0, jx0):
            found.add(j)
    return found
