"""Whether two OCR lines are set in one type, told by their characters' pitch (pure).

Tesseract's sizes follow its boxes: a line whose box it made too tall gets words
measured half as large again, though its characters are as wide as the lines'
around it.  The width a character takes on a line (its box's width over its
characters, spaces counted) does not grow with the box's height, so it tells a line
in the same type as another (an inflated line of one paragraph: the pitches agree)
from a line in larger type (a row of names over the smaller affiliation under it,
given one box two rows tall: its characters are much wider).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

WIDER_TYPE = 1.3
"""A line whose characters are this many times as wide as another's is in larger type."""
_FEWEST_CHARACTERS = 8
"""Characters a line holds, at least, for its pitch to be measured (a word or two of
capitals or of narrow letters would say nothing)."""


def pitch(line: Mapping[str, Any]) -> float | None:
    """The width a character of an OCR ``line`` takes: its box's width over the
    characters of its text (spaces counted, the ends trimmed); ``None`` where the line
    holds fewer than :data:`_FEWEST_CHARACTERS`."""
    text = "".join(str(span.get("text", "")) for span in line.get("spans", ())).strip()
    if len(text) < _FEWEST_CHARACTERS:
        return None
    x0, _, x1, _ = (float(v) for v in line["bbox"])
    return (x1 - x0) / len(text)


def in_larger_type(line: Mapping[str, Any], other: Mapping[str, Any]) -> bool:
    """Whether ``line`` is set in clearly larger type than ``other``: both pitches are
    measured and ``line``'s is at least :data:`WIDER_TYPE` times ``other``'s."""
    mine, theirs = pitch(line), pitch(other)
    return mine is not None and theirs is not None and mine >= theirs * WIDER_TYPE
