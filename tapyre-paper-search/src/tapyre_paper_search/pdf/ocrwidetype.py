"""A long OCR line snapped into the body's size though its characters are far wider (pure).

Tesseract measures a word's size off its own shapes, and a row of small letters with
no descender ("Plasma vitamin D metabolites and risk of colorectal cancer in women")
comes out smaller than its type: a title set half again as large as the body was
measured 11.5 beside a body of 10.5, and :func:`~.ocrregroup._snapped_sizes` took it
into the body's size; a row of names OCR measured larger then stood as the largest
type of the page and was read as the title.  The width a character takes
(:func:`.ocrpitch.pitch`) does not depend on the letters' shapes: a line of prose
words whose characters are :data:`~.ocrpitch.WIDER_TYPE` times as wide as the body
lines' is in larger type, and its size is the body's scaled by the ratio of the two
pitches.  Only a line of :data:`~.ocrlines.PROSE_WORDS` words or more, a third of
them or more begun with a small letter, that OCR measured above the body changes: a
short line's pitch swings with its capitals, a row of names is capitals, initials and
stops (wide characters: "Li Kotsugi Joel O'Brien T. P. Romano" would be lifted far
above the names rows beside it), and a line OCR measured at the body's size or below
has no sign of larger type but its width (a loosely justified row, a line of a
typewriter face among others).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

from tapyre_paper_search.pdf.ocrlines import PROSE_WORDS, line_text, word_count
from tapyre_paper_search.pdf.ocrpitch import WIDER_TYPE, pitch

_FEWEST_BODY_LINES = 3
"""Body lines of prose whose pitch is measured, at least, for the body's pitch to be read."""
_SMALL_WORDS = 1 / 3
"""The share of a line's words begun with a small letter, at least, for it to be read
as prose or a sentence's title (a row of names has none or a particle's)."""


def widened_sizes(
    lines: Sequence[Mapping[str, Any]],
    measured: Sequence[float],
    sizes: list[float],
    body: float,
) -> None:
    """Give each line of prose words (:data:`_SMALL_WORDS` of them begun with a small
    letter) snapped into the ``body`` size (``sizes``, in
    place) whose ``measured`` size is above the body's and whose characters are
    :data:`~.ocrpitch.WIDER_TYPE` times as wide as the body lines' (the median pitch
    of the body's prose lines, :data:`_FEWEST_BODY_LINES` of them at least) the body
    size times the ratio of the two pitches, to half a point."""
    small = [
        i for i, line in enumerate(lines) if word_count(line) >= PROSE_WORDS and _mostly_small(line)
    ]
    body_pitches = [
        p for i in small if sizes[i] == body and measured[i] <= body and (p := pitch(lines[i]))
    ]
    if len(body_pitches) < _FEWEST_BODY_LINES:
        return
    usual = median(body_pitches)
    for i in small:
        mine = pitch(lines[i])
        if sizes[i] != body or measured[i] <= body or mine is None or mine < usual * WIDER_TYPE:
            continue
        sizes[i] = round(body * mine / usual * 2) / 2


def _mostly_small(line: Mapping[str, Any]) -> bool:
    """Whether :data:`_SMALL_WORDS` of ``line``'s words or more begin with a small letter."""
    words = line_text(line).split()
    return sum(word[0].islower() for word in words) >= len(words) * _SMALL_WORDS
