"""A speck OCR read as a mark before a line's first word, left out (pure).

A speck of dirt on a scan just left of a line comes back from Tesseract as a word of
its own at the line's start, a full stop or comma a few points tall: ". ABSTRACT",
"‚Population based …", ". tests and molecular …".  A label read so is no label
any more ("ABSTRACT" does not open the line), so the abstract under it is lost, and
the line starts left of its column.  :func:`without_leading_specks` leaves such a
word out: its characters are all marks a speck is read as (:data:`_SPECK_MARKS`; no
bracket nor quote mark, which do open lines, but the single low quote "‚", a speck's
common reading) and OCR measured it under
:data:`_SPECK_SIZE` × the median size of the line's other words (OCR sizes a word
by its box: a real comma or low quote opening a line is measured about half its
line's size, a speck a quarter to a third).  Only OCR'd
lines reach it (from :func:`~tapyre_paper_search.pdf.ocrregroup.regroup_lines`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

_SPECK_MARKS = frozenset(".,‚·:;|`")
"""Marks Tesseract reads a speck of dirt as."""
_SPECK_SIZE = 0.4
"""How small (a share of the line's other words' median size) a speck's word is measured:
specks come back at a quarter to a third of their line's size (". ABSTRACT" 3.3 to
11.9), a real comma or low quote opening a line at about half (5.1 to 10.4)."""


def without_leading_specks(lines: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``lines`` (OCR lines) with a speck read as the first word of a line left out, and
    that line's box starting at its next word; other lines are the same objects."""
    return [_without_speck(line) for line in lines]


def _without_speck(line: Mapping[str, Any]) -> Mapping[str, Any]:
    spans = list(line.get("spans", ()))
    words = [k for k, span in enumerate(spans) if str(span.get("text", "")).strip()]
    if len(words) < 2:
        return line
    first = str(spans[words[0]].get("text", "")).strip()
    if not set(first) <= _SPECK_MARKS:
        return line
    others = sorted(float(spans[k].get("size", 0.0)) for k in words[1:])
    if float(spans[words[0]].get("size", 0.0)) >= others[len(others) // 2] * _SPECK_SIZE:
        return line
    kept = spans[words[1] :]  # never empty: words[1] is a span's index
    x0, y0, x1, y1 = (float(v) for v in line["bbox"])
    start = float(kept[0].get("bbox", (x0,))[0])  # a span without a box: the line's start
    return {**line, "spans": kept, "bbox": (start, y0, x1, y1)}
