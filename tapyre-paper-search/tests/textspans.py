"""Spans of a page dict built for tests of the PDF reader's span rules (tidy61).

Tests of a rule over a line's spans build the span mappings PyMuPDF's page dict would
give it: :func:`text_span` is the one builder they share, each test file's own
``_span`` giving it that file's type and baseline.
"""

from __future__ import annotations

from typing import Any


def text_span(
    text: str,
    x0: float,
    x1: float,
    y0: float,
    y1: float,
    *,
    size: float,
    font: str | None = None,
    flags: int | None = None,
) -> dict[str, Any]:
    """A span of ``text`` in type of ``size``, its box (``x0``, ``y0``, ``x1``, ``y1``),
    with a ``font`` and ``flags`` key only where given (a reader takes a missing key as
    its default, which some tests rely on)."""
    span: dict[str, Any] = {"text": text, "size": size}
    if font is not None:
        span["font"] = font
    if flags is not None:
        span["flags"] = flags
    span["bbox"] = (x0, y0, x1, y1)
    return span
