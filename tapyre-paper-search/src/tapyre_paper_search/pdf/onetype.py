"""A line whose spans are all set in one type, read as one span (pure; speed46).

PyMuPDF gives each word space of a line its own span: a LaTeX title line of six
words is eleven spans in one font, size and weight.  :func:`one_type` gives such a
line as the one span its readers would make of it, so that
:func:`~tapyre_paper_search.pdf.lines._line` reads it as a line of one span instead
of summing sizes and fonts and walking the spans for marks, raised text and gaps.

Contract: where :func:`one_type` gives a span, the line's text, names, size, weight,
slant, lead and marks read from it are those the span-by-span readers give
(:func:`~tapyre_paper_search.pdf.linenames.plain_text`,
:func:`~tapyre_paper_search.pdf.linenames.names_text`, :mod:`.smallcaps`,
:mod:`.runintype`): every span in one font, one size above zero and one set of
flags, none raised (no footnote mark to leave out, no smaller span to read as a
comma, no faked small capitals, no change of type), and the spans close together,
each within :data:`~.linenames.MATH_SPACE_EMS` of the size of the one before (no
wide gap to mark between names, no unwritten space beside a math letter), and no
space span over a wide gap between two names (``linenames._names_apart``, as
:func:`~tapyre_paper_search.pdf.linenames.names_text` asks it).  Elsewhere it gives
``None`` and the line is read span by span.  The caller asks only where no faked
small capitals end the line before (their lower-case rest takes their nominal size).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf import linenames
from tapyre_paper_search.pdf.fontstyle import superscript
from tapyre_paper_search.pdf.linenames import MATH_SPACE_EMS, wide_apart
from tapyre_paper_search.pdf.spantype import as_one_span

_NO_BOX = (0.0, 0.0, 0.0, 0.0)


def one_type(spans: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
    """The one span (text, font, size, flags) that ``spans`` (two or more) read as, or
    ``None`` where they differ in type (:func:`~.spantype.as_one_span`) or stand apart
    (see the module's contract)."""
    if len(spans) < 2:
        return None
    em = float(spans[0].get("size", 0.0))
    if em <= 0 or superscript(spans[0]):
        return None
    one = as_one_span(spans)
    if one is None:
        return None
    near = em * MATH_SPACE_EMS
    last = len(spans) - 1
    try:  # PyMuPDF's spans all have a box (speed58a: by subscript)
        boxes = [span["bbox"] for span in spans]
    except KeyError:
        boxes = [span.get("bbox", _NO_BOX) for span in spans]
    end = 0.0
    for k, (x0, _, x1, _) in enumerate(boxes):
        if k and float(x0) - end >= near:
            return None
        if 0 < k < last:
            text = spans[k].get("text", "")
            # a space over a gap between two runs that read as names: names_text marks
            # it; the gap to the next span is asked first, as ``_names_apart`` asks it
            # (speed58a: most spaces fill a word gap, and the call is not made for them)
            if (
                text
                and not text.strip()
                and wide_apart(float(boxes[k + 1][0]), end, em)
                and linenames._names_apart(spans, k, em, end)
            ):
                return None
        end = float(x1)
    return one


__all__ = ["one_type"]
