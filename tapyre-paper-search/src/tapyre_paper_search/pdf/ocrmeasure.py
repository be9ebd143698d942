"""Measurements the OCR line rules share: one row, the body's size (pure).

Several rules over OCR'd lines ask the same two questions of Tesseract's boxes and
sizes; they ask them here, once, so that "one row" and "the body's size" mean the
same thing in each:

* :func:`same_row`: two boxes share a row when their vertical overlap is at least a
  share (:data:`SAME_ROW` unless told) of the lower of their two heights;
* :func:`most_common_size`: the size most characters are set in (the body's),
  the larger of equals, 0 when there is nothing to count;
* :func:`piece_em`: the em by which the gap between two pieces of one row is measured.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

SAME_ROW = 0.6
"""Two boxes overlapping by this share of the lower one's height share a row."""


def same_row(a: Sequence[float], b: Sequence[float], share: float = SAME_ROW) -> bool:
    """Whether the boxes ``a`` and ``b`` (``x0, y0, x1, y1``) overlap vertically by
    ``share`` of the lower one's height or more."""
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap >= share * min(a[3] - a[1], b[3] - b[1])


def most_common_size(sizes: Iterable[float], weights: Iterable[int]) -> float:
    """The size with the most weight (characters) behind it, the larger of equals;
    0 when ``sizes`` is empty.  ``sizes`` and ``weights`` pair up one to one."""
    counts: dict[float, int] = {}
    for size, weight in zip(sizes, weights, strict=True):
        counts[size] = counts.get(size, 0) + weight
    return max(counts, key=lambda v: (counts[v], v)) if counts else 0.0


def piece_em(sizes: tuple[float, float], words: tuple[int, int]) -> float:
    """The em the gap between two pieces of one OCR row is measured in: the size of the
    piece of more words, the smaller size when they hold as many.  A lone word's size
    is read off its own letters only ("Regionale" 11.0 left of its row's 12.0, 11.3
    points apart, a word space on a scan under uneven light); the longer piece's is
    the row's type."""
    if words[0] == words[1]:
        return min(sizes)
    return sizes[0] if words[0] > words[1] else sizes[1]
