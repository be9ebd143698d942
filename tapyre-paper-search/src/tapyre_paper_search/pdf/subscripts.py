"""Subscript digits in a line's spans (pure): a formula's, never a footnote mark.

A line's smaller digits are read as footnote marks and left out of its text
(:func:`~tapyre_paper_search.pdf.linenames.plain_text`): a title's "Smith¹" mark, an
affiliation's number. A subscript is set smaller too but below the baseline, glued to
the letter or digit before it: a chemical formula's counts ("CeAg₂Ge₂", "H₂O", "CO₂")
or an index ("x₁₂"). A footnote mark is never lowered, so such digits are the line's
own text: left out, the formula reads "CeAgGe" (glyphs52).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tapyre_paper_search.pdf.spanfields import baseline

_DIGITS = re.compile(r"\d{1,3}")
# Lower than the span before by more than this share of its size (a baseline's jitter
# between fonts is far less; a subscript is set about 0.15-0.3 of the size lower).
_LOWER = 0.08
# Glued: starting within this share of the size before's end.
_GLUED = 0.3


def is_subscript(span: Mapping[str, Any], before: Mapping[str, Any] | None) -> bool:
    """Whether ``span`` holds subscript digits of the span ``before`` it on its line:
    digits only, its baseline lower than ``before``'s by more than :data:`_LOWER` of
    ``before``'s size, starting within :data:`_GLUED` of that size of its end, and
    ``before``'s text ending in a letter, a digit or ")"."""
    text = str(span.get("text", "")).strip()
    if before is None or not _DIGITS.fullmatch(text):
        return False
    previous = str(before.get("text", "")).rstrip()
    size = float(before.get("size", 0.0))
    if not previous or not (previous[-1].isalnum() or previous[-1] == ")") or size <= 0:
        return False
    if baseline(span) - baseline(before) <= size * _LOWER:
        return False
    gap = float(span.get("bbox", (0, 0, 0, 0))[0]) - float(before.get("bbox", (0, 0, 0, 0))[2])
    return gap <= size * _GLUED


__all__ = ["is_subscript"]
