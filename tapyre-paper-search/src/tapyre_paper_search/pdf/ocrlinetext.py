"""An OCR line's text, word count and size (pure; moved out of ``ocrlines``, tidy60).

An OCR line is a mapping with a ``"bbox"`` and ``"spans"``, each span one word (or a
space) with its own ``"text"``, ``"bbox"`` and ``"size"``.  These are the measures the
OCR line readers (:mod:`~tapyre_paper_search.pdf.ocrlines`,
:mod:`~tapyre_paper_search.pdf.ocroverreach`, :mod:`~tapyre_paper_search.pdf.ocrparagraphs`
and the size menders) share.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .ocrinitials import measured_spans

PROSE_WORDS = 6
"""Words of a line of prose (a name or a heading is shorter)."""


def line_size(line: Mapping[str, Any]) -> float:
    """The median of the sizes OCR gives a line's words, to half a point.  A lone digit
    counts only on a line without longer words: OCR measures it off one glyph, and a
    speck read as one ("Objectives 5", the "5" a quarter larger) would give a two-word
    line its size (:func:`ocrinitials.measured_spans`)."""
    spans = measured_spans(line.get("spans", ()))
    sizes = sorted(float(span.get("size", 0.0)) for span in spans) or [0.0]
    return max(1.0, round(sizes[len(sizes) // 2] * 2) / 2)


def word_count(line: Mapping[str, Any]) -> int:
    """How many words an OCR line holds."""
    return len(line_text(line).split())


def line_text(line: Mapping[str, Any]) -> str:
    """The text of an OCR line: its spans' texts run together."""
    return "".join(span.get("text", "") for span in line.get("spans", ()))


__all__ = ["PROSE_WORDS", "line_size", "line_text", "word_count"]
