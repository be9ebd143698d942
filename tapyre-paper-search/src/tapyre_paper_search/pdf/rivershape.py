"""The shape of an OCR line that :mod:`.rivers` traces gutters through (pure).

:func:`shape` keeps a line's words (the spans holding a letter or a digit: a speck
of dirt read as "." or "|" neither bridges nor blocks a river) as x ranges, with
its box and em; :func:`skew` measures how far a scan's columns lean, and
:func:`turned` sets a line upright by it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .gutters import line_box

PROSE_WORDS = 4
"""Words of a run of prose (a cell of a table, a name is shorter)."""
_SKEW_SPAN = 100.0
"""How far apart in height (points) two lines whose starts measure a page's skew are."""
_SKEW_NEAR = 8.0
"""How near (points) the starts of two such lines are (one column's edge, askew)."""
_SKEW_PAIRS = 10
"""Pairs of lines that measure a skew, at least."""
Word = tuple[float, float]
"""A word's x from and x to."""


@dataclass(frozen=True, slots=True)
class LineShape:
    """An OCR line's words (x from, x to), the indexes of their spans, its box and em."""

    words: list[Word]
    spans: list[int]
    box: tuple[float, float, float, float]
    em: float

    @property
    def middle(self) -> float:
        return (self.box[1] + self.box[3]) / 2


def is_word(span: Mapping[str, Any]) -> bool:
    """Whether a span holds a letter or a digit (not a speck of dirt nor a space)."""
    return any(ch.isalnum() for ch in span.get("text", ""))


def shape(line: Mapping[str, Any]) -> LineShape:
    """An OCR line's words: the spans holding a letter or a digit (a speck of dirt read
    as "." or "|" neither bridges nor blocks a river)."""
    words: list[Word] = []
    spans: list[int] = []
    sizes: list[float] = []
    for k, span in enumerate(line.get("spans", ())):
        if "bbox" in span and is_word(span):
            words.append((float(span["bbox"][0]), float(span["bbox"][2])))
            spans.append(k)
            sizes.append(float(span.get("size", 0.0)))
    box = line_box(line)
    sizes.sort()
    size = sizes[len(sizes) // 2] if sizes else 0.0
    return LineShape(words, spans, box, max(size, (box[3] - box[1]) * 0.7, 1.0))


def skew(lines: Sequence[LineShape]) -> float:
    """How far right a column's edge runs a point down the page (a scan turned by a
    degree runs 0.017): the median, over pairs of prose lines at least
    :data:`_SKEW_SPAN` apart in height that start within :data:`_SKEW_NEAR` of each
    other, of the step in their starts over the step in their heights; 0 where fewer
    than :data:`_SKEW_PAIRS` such pairs are."""
    starts = sorted(
        (line.middle, line.words[0][0]) for line in lines if len(line.words) >= PROSE_WORDS
    )
    slopes = sorted(
        (xb - xa) / (yb - ya)
        for k, (ya, xa) in enumerate(starts)
        for yb, xb in starts[k + 1 :]
        if yb - ya >= _SKEW_SPAN and abs(xb - xa) <= _SKEW_NEAR
    )
    if len(slopes) < _SKEW_PAIRS:
        return 0.0
    return slopes[len(slopes) // 2]


def turned(line: LineShape, slope: float) -> LineShape:
    """``line`` with its words and its box moved left by ``slope`` times its height on
    the page."""
    shift = slope * line.middle
    words = [(x0 - shift, x1 - shift) for x0, x1 in line.words]
    x0, y0, x1, y1 = line.box
    return LineShape(words, line.spans, (x0 - shift, y0, x1 - shift, y1), line.em)
