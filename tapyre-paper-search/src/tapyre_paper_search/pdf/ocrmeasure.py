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


def piece_em(sizes: tuple[float, float], texts: tuple[str, str]) -> float:
    """The em the gap between two pieces of one OCR row (left, right: ``sizes``,
    ``texts``) is measured in: the smaller size, but the right piece's where the left
    one is a lone word of prose (:func:`prose_word`) beside a piece of more words.
    Such a word's size is read off its own letters only ("Regionale" 11.0 left of
    its row's 12.0, 11.3 points apart, a word space on a scan under uneven light); the
    longer piece's is the row's type.  A label, a number, a logo in capitals, a name
    with its initial, or a short piece to the right of a longer one keep the smaller
    size (fix42b: "(a) Figure 1. …", "12 Journal …", "PLOS Regional features …")."""
    left, right = texts
    if sizes[0] < sizes[1] and prose_word(left) and len(right.split()) > 1:
        return sizes[1]
    return min(sizes)


def prose_word(text: str) -> bool:
    """Whether ``text`` is one word of prose: letters only (no digit, bracket or
    stop), not all capitals."""
    word = text.strip()
    return word.isalpha() and not word.isupper()
