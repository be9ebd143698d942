"""A short word OCR returned as a piece of its own between two pieces of its row (pure).

Type set loosely (a monospaced title, a letter-spaced or justified row) has word gaps
wide enough that Tesseract returns a short word as a line of its own: "is" between
"amplification," and "able to prime its" in a title set in a typewriter face.  Such
a piece has under three letters, and the dirt rule of
:mod:`~tapyre_paper_search.pdf.ocrregroup` drops it, so the row loses a word and its
two sides stay apart (the gap left is no word space).  Letters that few cannot tell
a word from dirt; the piece's place can.  :func:`row_words` names the pieces that are
words by it: two letters with a vowel, or the article "a", with a piece of the row
right left of it and one right of it (:func:`.ocrmeasure.same_row`), each holding a
letter, each gap under
:data:`_GAP_EMS` ems of the row's type, and its size within :data:`_SIZE_RATIO` of
both neighbours' (dirt is read in a size of its own and stands where it fell: "en"
at 30 points right of a row at 19, "nn" after a row's last word).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.ocrlines import line_size
from tapyre_paper_search.pdf.ocrmeasure import same_row

_GAP_EMS = 1.5
"""The widest gap between the short word and either neighbour, in ems of the smaller
of the neighbour's size and its own (a typewriter face's space and two half-empty
cells come to about one em; a column gutter is wider)."""
_SIZE_RATIO = 1.25
"""How far (a ratio either way) the short word's size and a neighbour's may stand apart."""
_VOWELS = frozenset("aeiouyàáâäåèéêëìíîïòóôöùúûü")
"""The vowels a short word holds one of."""


def row_words(lines: Sequence[Mapping[str, Any]]) -> set[int]:
    """The indices of the ``lines`` (OCR lines) that are one short word between two
    pieces of its row (see the module docstring)."""
    texts = [
        "".join(span.get("text", "") for span in line.get("spans", ())).strip() for line in lines
    ]
    boxes = [tuple(float(v) for v in line["bbox"]) for line in lines]
    sizes = [line_size(line) for line in lines]
    kept: set[int] = set()
    for i, text in enumerate(texts):
        if not _word_shaped(text):
            continue
        left = _neighbour(i, boxes, sizes, texts, before=True)
        right = _neighbour(i, boxes, sizes, texts, before=False)
        if left and right:
            kept.add(i)
    return kept


def _word_shaped(text: str) -> bool:
    """Whether ``text`` can be a short word: two letters with a vowel among them, or the
    article "a" (dirt is read as a lone "l", "i" or "I", and as "nn" or "Bu" beside
    the row it fell on)."""
    if text == "a":
        return True
    return len(text) == 2 and text.isalpha() and any(c in _VOWELS for c in text.casefold())


def _neighbour(
    i: int,
    boxes: Sequence[tuple[float, ...]],
    sizes: Sequence[float],
    texts: Sequence[str],
    *,
    before: bool,
) -> bool:
    """Whether a piece of ``i``'s row (holding a letter) stands right before (or after)
    it, near enough and in its type."""
    x0, _, x1, _ = boxes[i]
    for k, box in enumerate(boxes):
        if k == i or not any(c.isalpha() for c in texts[k]) or not same_row(boxes[i], box):
            continue
        gap = x0 - box[2] if before else box[0] - x1
        small, large = sorted((sizes[i], sizes[k]))
        if 0 <= gap < _GAP_EMS * small and small > 0 and large <= small * _SIZE_RATIO:
            return True
    return False
