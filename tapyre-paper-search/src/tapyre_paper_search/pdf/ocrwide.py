"""A word whose OCR box ran over the rest of its row, narrowed and resized (pure).

Tesseract sometimes gives one word of a row a box far wider than the word, reaching
over the words after it, and measures the word by that box: "biomarker" on a title
row "biomarker of ageing: cohort study" came back as a line of its own from x 115 to
421, measured 32.5, over the row's other piece at 232–489 measured 19.5.  So large a
word was read as the title alone.  Its box's height is the row's (16 and 18 points):
the word is set in the row's type, only its width is wrong.

:func:`narrowed_wide_words` mends such a word: a line of one word whose box shares
its row with another line (``ocrmeasure.SAME_ROW`` of the lower height), of about its
height (within :data:`_HEIGHTS`), measured at least :data:`_WIDER` × that line's
size, starting left of it and reaching past its start, and with room before it for
the word at the row's size (:data:`_LETTER_EMS` a character), takes that line's
size, and its box ends a space (:data:`_SPACE_EMS`) before it; the pieces are then
joined as any row's (:func:`~tapyre_paper_search.pdf.ocrlines.joined_pieces`).
Only OCR'd lines reach it (from
:func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.ocrmeasure import same_row

_HEIGHTS = 1.25
"""Boxes whose heights are within this ratio hold one type size."""
_WIDER = 1.3
"""A word measured this many times its row's size (or more) with its row's height
was measured by a box too wide."""
_LETTER_EMS = 0.4
"""The least width of a character, in ems, the room before the row must give."""
_SPACE_EMS = 0.25
"""A space's width, in ems: where the narrowed word's box ends before its row."""


def narrowed_wide_words(lines: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``lines`` (OCR lines) with a one-word line whose box ran over the rest of its
    row narrowed to end before it and sized as it; other lines are the same objects."""
    words = [_one_word(line) for line in lines]
    if not any(w is not None for w in words):
        return list(lines)
    out: list[Mapping[str, Any]] = []
    for line, word in zip(lines, words, strict=True):
        row = _row_after(line, lines) if word is not None else None
        out.append(line if word is None or row is None else _narrowed(line, word, row))
    return out


def _one_word(line: Mapping[str, Any]) -> str | None:
    """The line's text when it is one word of three letters or more."""
    text = "".join(str(s.get("text", "")) for s in line.get("spans", ())).strip()
    if not text or " " in text or sum(map(str.isalpha, text)) < 3:
        return None
    return text


def _size(line: Mapping[str, Any]) -> float:
    """The median size of the line's worded spans (0 when none)."""
    sizes = sorted(
        float(s.get("size", 0.0)) for s in line.get("spans", ()) if str(s.get("text", "")).strip()
    )
    return sizes[len(sizes) // 2] if sizes else 0.0


def _row_after(
    wide: Mapping[str, Any], lines: Sequence[Mapping[str, Any]]
) -> Mapping[str, Any] | None:
    """The first line right of ``wide``'s start on its row that ``wide``'s box runs
    over, when ``wide`` is measured too large for its row (see the module)."""
    x0, y0, x1, y1 = (float(v) for v in wide["bbox"])
    size = _size(wide)
    found: Mapping[str, Any] | None = None
    for other in lines:
        ox0, oy0, _, oy1 = (float(v) for v in other["bbox"])
        if other is wide or not x0 < ox0 < x1:
            continue
        heights = sorted((y1 - y0, oy1 - oy0))
        if heights[0] <= 0 or heights[1] > heights[0] * _HEIGHTS:
            continue
        if not same_row((x0, y0, x1, y1), (ox0, oy0, 0.0, oy1)):
            continue
        if found is None or ox0 < float(found["bbox"][0]):
            found = other
    if found is None:
        return None
    row_size = _size(found)
    return found if 0 < row_size * _WIDER <= size else None


def _narrowed(line: Mapping[str, Any], word: str, row: Mapping[str, Any]) -> Mapping[str, Any]:
    """``line`` set at ``row``'s size, its box ending a space before ``row`` (``line``
    unchanged when the room there is too narrow for ``word`` at that size)."""
    size = _size(row)
    x0, y0, _, y1 = (float(v) for v in line["bbox"])
    end = float(row["bbox"][0]) - size * _SPACE_EMS
    if end - x0 < len(word) * size * _LETTER_EMS:
        return line
    spans = []
    for span in line.get("spans", ()):
        sx0, sy0, sx1, sy1 = (float(v) for v in span.get("bbox", (x0, y0, end, y1)))
        spans.append({**span, "size": size, "bbox": (sx0, sy0, min(sx1, end), sy1)})
    return {**line, "spans": spans, "bbox": (x0, y0, end, y1)}
