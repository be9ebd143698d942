"""The spans of a line set in one type, as one span (pure; speed46).

PyMuPDF gives every word space of a line its own span: a LaTeX title line of six
words is eleven spans in one font, size and set of flags.  :func:`as_one_span` gives
such a line's spans as the one span they make (their texts joined, the type theirs),
so that a reader with a one-span form reads it without its sums over spans
(:func:`~tapyre_paper_search.pdf.blocks.text_blocks`; the line reader adds its own
conditions in :mod:`~tapyre_paper_search.pdf.onetype`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def as_one_span(spans: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
    """The span ``spans`` (two or more) make where every one has the first's font, size
    and flags: the texts joined, that font, size and flags; ``None`` elsewhere (fewer
    than two spans, or a span in another type)."""
    if len(spans) < 2:
        return None
    first = spans[0]
    font, size, flags = first.get("font", ""), first.get("size", 0.0), first.get("flags", 0)
    for span in spans:
        if (
            span.get("font", "") != font
            or span.get("size", 0.0) != size
            or span.get("flags", 0) != flags
        ):
            return None
    text = "".join([span.get("text", "") for span in spans])
    return {"text": text, "font": font, "size": size, "flags": flags}


__all__ = ["as_one_span"]
