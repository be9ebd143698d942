"""OCR'd prose sizes from letter widths (pure).

OCR takes a line's type size from its box, and on a coarse scan a box can come
out a third too short or too tall ("Objective: To evaluate …" at 7 over the rest
of a structured abstract at 9.5; a run-in label's line at 8 among lines at 10);
the size change would end the abstract there.  A word's width does not depend on
that box: in one face the width a character takes grows with the type size.
:func:`prose_sizes` gives such prose the size of the prose around it.
:func:`paragraph_box` is the box of a paragraph of lines (``blocks`` uses it too).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from .boxes import Box, union
from .gutters import line_box
from .ocrboxes import CAPITAL_WIDTH
from .ocrlines import PROSE_WORDS, word_count

_PROSE_SIZE = 1.08
"""How far (a ratio either way) the widths of two paragraphs' characters may stand
apart for them to be set in one type."""
_SLIP = 1.2
"""How far (a ratio) two sizes OCR measured stand apart, at least, to be one size
measured wrong: a smaller step is a real change of size, and a smaller face of
another design (a sans caption under a serif body: Helvetica's letters are some
12 % wider than Times') can have letters as wide."""
_SAME_WIDTH = 1.03
"""How far (a ratio either way) the widths of two neighbouring paragraphs' characters
may stand apart, at most, for a step under :data:`_SLIP` between their sizes to be one
size measured wrong (a face of another design a step smaller has letters as wide only
by chance; so close a width, on two paragraphs of prose, is the same type)."""
_MEASURED_CHARS = 40
"""Characters of prose a paragraph needs before its letter widths tell its size."""
_NEAR_LINES = 2.5
"""How many line pitches (or type sizes) apart, foot to top, two paragraphs of one
column stand, at most."""
_LABEL_WORDS = 3
"""Words of a label or heading alone on its line, at most ("DESIGN, SETTING" is two)."""
_TEXT_BELOW = 4
"""Words of the line under a label, at least (its part's text; a name is shorter)."""
_LABEL_LETTERS = 4
"""Letters a label needs before its letter widths tell its size."""
_LABEL_SLIP = 1.2
"""How many times the size its letters give a label's OCR size stands, at least, to
be a box OCR made too tall (a real heading's letters grow with its type)."""
_LABEL_TYPE = 1.08
"""How far above the body's, at most, the size a label's letters give may stand for
the label to be set in the body's type: halfway to a section heading's type, commonly
1.15 × the body (bold), whose letters OCR's boxes give 1.02–1.2 × the body's."""


@dataclass
class _Measured:
    """A paragraph of mostly prose lines: its prose lines, the width its characters
    take (that of the body paragraph whose size it took, once it took one), its box,
    and its ``pitch``: the paragraph's height over its line count (not the step from
    one baseline to the next)."""

    prose: list[int]
    width: float
    box: Box
    pitch: float


def paragraph_box(lines: Sequence[Mapping[str, Any]], paragraph: Sequence[int]) -> Box:
    """The box around the lines of ``paragraph`` (indexes into ``lines``)."""
    return union([line_box(lines[i]) for i in paragraph])


def prose_sizes(
    lines: Sequence[Mapping[str, Any]],
    paragraphs: Sequence[Sequence[int]],
    sizes: list[float],
    body: float,
) -> None:
    """Give prose lines OCR measured apart from the prose around them the size of
    that prose, where their letters are as wide.

    - A prose line (:data:`PROSE_WORDS` words or more, :data:`_MEASURED_CHARS`
      characters or more) whose size stands :data:`_SLIP` or more from the common
      size of its paragraph and whose characters take the width the paragraph's
      prose lines of that size take, within :data:`_PROSE_SIZE`, gets that size.
    - Of two paragraphs next in reading order (or one right under the other in a
      column, :func:`_stacked`), mostly of prose lines (and
      :data:`_MEASURED_CHARS` characters of them), sharing a column and standing no
      more than :data:`_NEAR_LINES` line pitches (a paragraph's height over its
      lines) or type sizes apart, one set at the body size ``body`` (the size most
      of the page's characters have) and the other :data:`_SLIP` or more from it:
      when their characters take the same width within :data:`_PROSE_SIZE`, the
      other's prose lines get ``body`` too; a step under :data:`_SLIP` (a section of a
      structured abstract measured 8.5 beside sections at 9.5) only where the widths
      agree within :data:`_SAME_WIDTH`.  So on, up and down a column, each
      paragraph compared with the width of the body paragraph the chain started
      from (small steps do not add up).  Only toward the body's size: where OCR
      measured a whole page's lines far apart, no paragraph's own size is taken
      for the truth.

    Smaller prose (a footnote, a caption set a tenth or more smaller) is narrower
    or a real step smaller and keeps its size; labels and headings alone on their
    lines are no prose and keep theirs.
    """
    prose = [word_count(line) >= PROSE_WORDS for line in lines]
    ink = [line_ink(line) for line in lines]
    for paragraph in paragraphs:
        common = _common(paragraph, sizes)
        usual = [i for i in paragraph if prose[i] and sizes[i] == common]
        chars = sum(ink[i][1] for i in usual)
        if chars < _MEASURED_CHARS:
            continue
        width = sum(ink[i][0] for i in usual) / chars
        for i in paragraph:
            if (
                prose[i]
                and _slipped(sizes[i], common)
                and ink[i][1] >= _MEASURED_CHARS
                and _near(ink[i][0] / ink[i][1], width, _PROSE_SIZE)
            ):
                sizes[i] = common
    measured: list[_Measured | None] = []
    for paragraph in paragraphs:
        kept = [i for i in paragraph if prose[i]]
        chars = sum(ink[i][1] for i in kept)
        if len(kept) * 2 < len(paragraph) or chars < _MEASURED_CHARS:
            measured.append(None)
            continue
        box = paragraph_box(lines, paragraph)
        width = sum(ink[i][0] for i in kept) / chars
        measured.append(_Measured(kept, width, box, (box[3] - box[1]) / len(paragraph)))
    pairs = [*pairwise(measured), *_stacked(measured)]
    for upper, lower in [*pairs, *reversed(pairs)]:  # the body's size spreads both ways
        if upper is not None and lower is not None:
            _spread(upper, lower, sizes, body)


def _stacked(measured: Sequence[_Measured | None]) -> list[tuple[_Measured, _Measured]]:
    """Each measured paragraph with the nearest one under it in its column (over half
    the narrower one's width), top to bottom: a column's paragraphs need not be next in
    reading order (the other column's top paragraph can come between them)."""
    kept = sorted((m for m in measured if m is not None), key=lambda m: m.box[1])
    pairs: list[tuple[_Measured, _Measured]] = []
    for k, upper in enumerate(kept):
        a = upper.box
        lower = next(
            (
                m
                for m in kept[k + 1 :]
                if m.box[1] >= a[3] - upper.pitch
                and min(a[2], m.box[2]) - max(a[0], m.box[0])
                > min(a[2] - a[0], m.box[2] - m.box[0]) / 2
            ),
            None,
        )
        if lower is not None:
            pairs.append((upper, lower))
    return pairs


def _spread(upper: _Measured, lower: _Measured, sizes: list[float], body: float) -> None:
    """Give the one of two neighbouring paragraphs not at ``body`` the body size,
    where :func:`prose_sizes` allows it (and the body paragraph's letter width)."""
    size_a, size_b = _common(upper.prose, sizes), _common(lower.prose, sizes)
    if body not in (size_a, size_b) or size_a == size_b:
        return
    alike = _PROSE_SIZE if _slipped(size_a, size_b) else _SAME_WIDTH
    a_box, b_box = upper.box, lower.box
    reach = max(size_a, size_b, upper.pitch, lower.pitch) * _NEAR_LINES
    if (
        not _near(upper.width, lower.width, alike)
        or min(a_box[2], b_box[2]) <= max(a_box[0], b_box[0])
        or not 0 <= b_box[1] - a_box[3] <= reach
    ):
        return
    source, taker = (upper, lower) if size_a == body else (lower, upper)
    for i in taker.prose:
        sizes[i] = body
    taker.width = source.width


def label_sizes(lines: Sequence[Mapping[str, Any]], sizes: list[float], body: float) -> None:
    """Give a label OCR measured far too large the body size ``body``.

    A label set in the body's type on a line of its own ("METHODS", "Results",
    "OBJECTIVE" over the text of a structured abstract's part) comes out of a scan at
    1.2–2 × the body size when Tesseract's box takes in dirt or the line's bold
    strokes; the size change would end the abstract there or take the label for a
    section heading.  Its letters keep the width of the body's: a line of
    :data:`_LABEL_WORDS` words or fewer (:data:`_LABEL_LETTERS` letters or more)
    whose characters, a capital counted
    :data:`~tapyre_paper_search.pdf.ocrboxes.CAPITAL_WIDTH` wide, give a size within
    :data:`_LABEL_TYPE` of the body's (from the width of the characters of the page's
    prose lines at the body size), while OCR measured it :data:`_LABEL_SLIP` times
    that or more, and whose next line down its column is text at the body size
    (:data:`_TEXT_BELOW` words or more: a name under a name is no label's text),
    takes the body size.  A real heading or title in larger type has letters as much
    wider as its type is larger and keeps its size.
    """
    words = [word_count(line) for line in lines]
    large = [
        i
        for i, n in enumerate(words)
        if sizes[i] >= body * _LABEL_SLIP and 0 < n <= _LABEL_WORDS  # cheap: most pages end
    ]
    at_body = [size == body and n >= _TEXT_BELOW for size, n in zip(sizes, words, strict=True)]
    large = [i for i in large if _body_below(lines, i, at_body)]
    if not large:
        return
    prose = [
        line_ink(line)
        for line, n, size in zip(lines, words, sizes, strict=True)
        if n >= PROSE_WORDS and size == body
    ]
    chars = sum(n for _, n in prose)
    width = sum(w for w, _ in prose) / chars if chars else 0.0
    if chars < _MEASURED_CHARS or width <= 0:
        return  # too little prose, or word boxes of no width (nothing to measure by)
    for i in large:
        text = "".join(span.get("text", "") for span in lines[i].get("spans", ()))
        letters = [c for c in text if c.isalpha()]
        ink = line_ink(lines[i])
        if len(letters) < _LABEL_LETTERS or not ink[1]:
            continue
        caps = sum(c.isupper() for c in letters) / len(letters)
        letter = ink[0] / ink[1] / (1 + (CAPITAL_WIDTH - 1) * caps)
        told = body * letter / width
        if told <= body * _LABEL_TYPE and sizes[i] >= told * _LABEL_SLIP:
            sizes[i] = body


def _body_below(lines: Sequence[Mapping[str, Any]], i: int, at_body: Sequence[bool]) -> bool:
    """Whether the nearest line under line ``i``, in its column (the two overlap
    across) and within two of its heights, is one of the lines ``at_body``."""
    x0, y0, x1, y1 = line_box(lines[i])
    below = [
        (box[1], k)
        for k, box in enumerate(line_box(line) for line in lines)
        if k != i and box[1] > (y0 + y1) / 2 and min(x1, box[2]) > max(x0, box[0])
    ]
    if not below:
        return False
    top, k = min(below)
    return top - y1 <= (y1 - y0) * 2 and at_body[k]


def _slipped(size: float, other: float) -> bool:
    """Whether two OCR sizes stand :data:`_SLIP` or more apart."""
    return max(size, other) >= min(size, other) * _SLIP


def _near(one: float, other: float, ratio: float) -> bool:
    """Whether two positive values stand within ``ratio`` of each other."""
    return max(one, other) <= min(one, other) * ratio


def _common(paragraph: Sequence[int], sizes: Sequence[float]) -> float:
    """The size most of ``paragraph``'s lines have (the larger of equals)."""
    values = sorted(sizes[i] for i in paragraph)
    return max(values, key=lambda v: (values.count(v), v))


def line_ink(line: Mapping[str, Any]) -> tuple[float, int]:
    """(points, characters) the words of an OCR line take, the gaps between them
    left out (a justified line's spaces stretch; its letters do not)."""
    width, chars = 0.0, 0
    for span in line.get("spans", ()):
        text = span.get("text", "").strip()
        if text and "bbox" in span:
            width += max(0.0, float(span["bbox"][2]) - float(span["bbox"][0]))
            chars += len(text)
    return width, chars
