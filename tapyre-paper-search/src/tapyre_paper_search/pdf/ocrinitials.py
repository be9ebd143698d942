"""A lone initial OCR returned apart from the rest of its name (pure).

Tesseract cuts a line where a word gap is wider than usual, and in a typewriter
face the gap after an initial is: the stop sits in the middle of its cell, so the
ink of "L." ends a third of an em before the next letter's cell begins, and the
gap between "L." and "M. Leon Yao" measures a whole em.  Worse, OCR sizes the
initial by one capital and a stop, a tenth smaller than the name beside it, and
``ocrlines.joined_pieces`` measures a gap in the smaller size: the initial stays
a line of its own and the name loses it ("M. Leon Yao" for "L. M. Leon Yao").

:func:`initial_gap` says how wide a gap may be between such an initial and the
piece after it on its row: :data:`INITIAL_GAP_EMS` ems of the larger of the two
sizes, where the left piece is initials alone ("L.", "L.M.") and the right one
starts a name (an initial or a capitalised word: a name goes on after its
initials).  Anything else gets no allowance (0): a name's end before the next
name ("A. Lee" then "B. Kim") is a piece of more than initials, and names set
side by side stand further apart than this.

The same one-glyph measure makes :func:`measured_spans`: the spans a line's size is
read off leave out a lone digit (a speck OCR read as one) where the line has longer
words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

INITIAL_GAP_EMS = 1.5
"""How far (in ems of the larger size) a lone initial may stand before the rest of
its name and still be a piece of its row (a gutter or the gap between two names
set side by side is wider)."""

_INITIALS = re.compile(r"^(?:[A-ZÀ-Þ]\.-?){1,3}$")
_LONE_DIGIT = re.compile(r"^\W*\d\W*$")
_NAME_START = re.compile(r"^(?:[A-ZÀ-Þ]\.|[A-ZÀ-Þ][a-zß-ÿ]+\b)")


def initial_gap(texts: tuple[str, str], sizes: tuple[float, float]) -> float:
    """The widest gap (in points) at which the OCR piece ``texts[1]`` still goes on
    the lone initial ``texts[0]`` left of it on one row (sizes ``sizes``, left and
    right): :data:`INITIAL_GAP_EMS` times the larger size where the left piece is
    initials alone and the right one starts a name, else 0.0 (no allowance: the
    ordinary rule for pieces of a row decides)."""
    left, right = (text.strip() for text in texts)
    if not _INITIALS.match(left) or not _NAME_START.match(right):
        return 0.0
    if not any(c.islower() for c in right):
        return 0.0  # a row of capitals or initials only: no surname after it
    return max(sizes) * INITIAL_GAP_EMS


def measured_spans(spans: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The spans of an OCR line whose sizes tell the line's size: on a line with a
    lone digit and a word of two letters or digits or more, its words but the lone
    digits (spaces, which take a neighbour's size, left out too); every span
    elsewhere.  OCR sizes a word off its glyphs, and a speck read as a digit after a
    label ("Objectives 5", the "5" at 13 points beside 10.5) would set a two-word
    line's median.  Initials and one-letter words still count: a name row's size is
    read with them (leaving them out moves name rows' sizes, see docs/pdf-log.md)."""
    if not any(_LONE_DIGIT.match(_text(s)) for s in spans):
        return list(spans)
    kept = [s for s in spans if _text(s).strip() and not _LONE_DIGIT.match(_text(s))]
    return kept if any(sum(map(str.isalnum, _text(s))) >= 2 for s in kept) else list(spans)


def _text(span: Mapping[str, Any]) -> str:
    """A span's text ("" without one)."""
    return str(span.get("text", ""))
