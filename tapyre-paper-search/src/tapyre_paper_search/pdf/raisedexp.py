"""Raised exponents in a page's dict or raw dict marked with ``^`` (pure).

MuPDF reads a raised span into its line: "10" and a raised "5" give "105", "m" and a
raised "2" give "m2", and the front-matter lines leave a raised span of digits out as
a footnote mark ("10"). Here a span (or a run of spans: a sign and a digit from two
fonts) is raised where it is set smaller than the span before it (at most
:data:`_SMALLER` of its size), its baseline stands higher (by more than
:data:`_RAISE` of that size) and it starts within :data:`_GLUED` of that size of it;
where :func:`~tapyre_paper_search.pdf.exponents.is_exponent` takes it for an exponent
after the line's text before it, or
:func:`~tapyre_paper_search.pdf.statsquare.squared_before_comparison` for a statistic's
square ("R² = 0.87"; abs67), its text gets a leading ``^`` (in the raw dict, a
character of no width before its first); where
:func:`~tapyre_paper_search.pdf.powers.is_number_mark` takes it for a footnote mark
glued to a number ("1998³", "Table 1²"), its text is left out (glyphs52). A subscript
(lower baseline), small capitals (same baseline), footnote marks ("Smith¹,²") and
lines not set left to right (a rotated axis label, whose baseline is no height) are
left as they are.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any

from tapyre_paper_search.pdf.exponents import is_exponent
from tapyre_paper_search.pdf.powers import is_number_mark
from tapyre_paper_search.pdf.spanfields import baseline, raw_text
from tapyre_paper_search.pdf.statsquare import squared_before_comparison

_SMALLER = 0.85
_RAISE = 0.15
_GLUED = 0.3

Span = dict[str, Any]


def marked(data: dict[str, Any], changed: set[int] | None = None) -> dict[str, Any]:
    """The page dict ``data`` (spans with ``text``) with each raised exponent's span
    text led by ``^`` and each footnote mark after a number emptied; changed in place
    and returned.  The ``id`` of each block a line of which was so changed is added to
    ``changed`` where given (as :func:`marked_raw` adds it; speed59a)."""
    _mark(data, lambda span: str(span.get("text", "")), _lead_text, _drop_text, changed)
    return data


def has_raised(data: dict[str, Any], found: set[int] | None = None) -> bool:
    """Whether :func:`marked` would mark an exponent in the page dict ``data`` (left as
    it is).  A raw dict's spans are a dict's with characters for text (speed53): the
    answer is :func:`marked_raw`'s on the same text page's raw dict.  The ``id`` of each
    block :func:`marked` would change is added to ``found`` where given (speed63)."""
    return _mark(data, lambda span: str(span.get("text", "")), _leave, _leave, found)


def _leave(span: Span) -> None:
    """Marks nothing (:func:`has_raised`: a lead or a drop changes no later test of its
    line)."""


def marked_raw(raw: dict[str, Any], changed: set[int] | None = None) -> bool:
    """Mark the raised exponents of the raw dict ``raw`` (spans with ``chars``) and leave
    out footnote marks after a number, in place; whether any was.  The ``id`` of each
    block a line of which was so changed is added to ``changed`` where given (speed57:
    the mended page's other blocks are MuPDF's own)."""
    return _mark(raw, raw_text, _lead_char, _drop_chars, changed)


def _mark(
    data: dict[str, Any],
    text_of: Callable[[Span], str],
    lead: Callable[[Span], None],
    drop: Callable[[Span], None],
    changed: set[int] | None = None,
) -> bool:
    found = False
    for block in data.get("blocks", ()):
        for line in block.get("lines", ()):
            spans = line.get("spans", ())
            if (
                len(spans) > 1
                and tuple(line.get("dir", (1.0, 0.0))) == (1.0, 0.0)
                and _mark_line(spans, text_of, lead, drop)
            ):
                found = True
                if changed is not None:
                    changed.add(id(block))
    return found


def _mark_line(
    spans: list[Span],
    text_of: Callable[[Span], str],
    lead: Callable[[Span], None],
    drop: Callable[[Span], None],
) -> bool:
    # No span set smaller than the one before it (a raised run's first test): no text
    # need be read (speed53).
    sizes = [float(span.get("size", 0.0)) for span in spans]
    # (a line of one size, or sizes within the share: no pair is, asked at C speed first;
    # speed56)
    if min(sizes) > max(sizes) * _SMALLER or all(
        a <= 0 or b > a * _SMALLER for a, b in pairwise(sizes)
    ):
        return False
    found = False
    before = ""
    index = 0
    while index < len(spans):
        host = spans[index]
        text = text_of(host)
        run = _raised_run(spans, index) if text.strip() else 0
        if run:
            raised = "".join(text_of(s) for s in spans[index + 1 : index + 1 + run])
            after = spans[index + 1 + run : index + 3 + run]
            if is_exponent(before + text, raised) or squared_before_comparison(
                before + text, raised, "".join(text_of(s) for s in after)
            ):
                lead(spans[index + 1])
                found = True
            elif is_number_mark(before + text, raised):
                for span in spans[index + 1 : index + 1 + run]:
                    drop(span)
                found = True
                raised = ""
            before += text + raised
            index += 1 + run
            continue
        before += text
        index += 1
    return found


def _raised_run(spans: list[Span], index: int) -> int:
    """How many spans after ``spans[index]`` (the host) are set raised beside it."""
    host = spans[index]
    size = float(host.get("size", 0.0))
    base = baseline(host)
    end = float(host.get("bbox", (0, 0, 0, 0))[2])
    count = 0
    for span in spans[index + 1 :]:
        if (
            size <= 0
            or float(span.get("size", 0.0)) > size * _SMALLER
            or base - baseline(span) <= size * _RAISE
            or float(span.get("bbox", (0, 0, 0, 0))[0]) - end > size * _GLUED
        ):
            break
        end = float(span.get("bbox", (0, 0, 0, 0))[2])
        count += 1
    return count


def _lead_text(span: Span) -> None:
    text = str(span.get("text", ""))
    if not text.startswith("^"):
        span["text"] = "^" + text


def _drop_text(span: Span) -> None:
    span["text"] = ""


def _drop_chars(span: Span) -> None:
    """Read each of the span's characters as nothing (their boxes stay: the word's)."""
    for char in span.get("chars", ()):
        char["c"] = ""


def _lead_char(span: Span) -> None:
    chars = span.get("chars", [])
    if not chars or chars[0].get("c") == "^":
        return
    first = chars[0]
    x0, y0, _, y1 = first.get("bbox", (0, 0, 0, 0))
    chars.insert(0, {**first, "c": "^", "bbox": (x0, y0, x0, y1)})


__all__ = ["has_raised", "marked", "marked_raw"]
