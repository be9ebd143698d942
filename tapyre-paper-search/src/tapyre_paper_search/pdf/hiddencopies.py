"""Invisible text lying over a page's visible text, left out: a second text layer
read twice (pure; issue 25, producer68).

A scanner's OCR writes its words as invisible text (render mode 3) over the page's
picture; when a later tool adds a real text layer (a publisher's PDF scanned and
OCR'd again, a "searchable" copy re-typeset, a "make accessible" pass over a PDF that
had text), the page carries both: the visible text and an invisible copy a few points
off (OCR boxes are not the glyphs' boxes), lines missing where the OCR missed them.
MuPDF gives both, so the title reads twice ("Rigid subsets … Rigid subsets …"), and
the copy's words interleave with the text's.

:func:`hidden_copies_out` drops, from a page's dict, every span drawn with neither
fill nor stroke (MuPDF's ``char_flags``: no ``FZ_STEXT_FILLED`` 16, no
``FZ_STEXT_STROKED`` 32) whose box overlaps a visible span's box by at least
:data:`OVERLAP` of its own height and a letter's width, lines and blocks left empty
with it; a visible box more than :data:`_TALLER` times the invisible span's height is
no copy's (a large stamp, a turned watermark's box).  Visible spans are bucketed by
rows of :data:`_ROW` points, so the test is near linear.

What stays: a page whose text is all invisible (a scan's OCR layer, the only text:
nothing visible to overlap), or whose visible text is only stamps over it (a diagonal
watermark, a large "DRAFT"); invisible text over no visible text (a title exported as
outlines with its invisible text over the outlines, a hidden watermark); a PyMuPDF
that gives no ``char_flags`` (the dict unchanged).  Gate: one pass over the spans'
flags; a page with no invisible span, or none visible, is given back as it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapyre_paper_search.pdf.blocks import dict_spans

_PAINTED = 16 | 32  # FZ_STEXT_FILLED | FZ_STEXT_STROKED
OVERLAP = 0.3
"""The least share of an invisible span's height a visible span's box must cover."""
_ROW = 12.0
_TALLER = 2.5
"""How much taller than the invisible span a visible span's box may be and still be
the text it copies (a watermark's large or turned glyphs are not)."""


def _hidden(span: Mapping[str, Any]) -> bool:
    return not int(span.get("char_flags", _PAINTED)) & _PAINTED


def hidden_copies_out(data: Any) -> Any:
    """``data`` (a page's dict) without the invisible spans over visible text (the
    same object where there is none)."""
    if not isinstance(data, dict):
        return data
    shown: dict[int, list[tuple[float, ...]]] = {}
    any_hidden = False
    for span in dict_spans(data):
        if "char_flags" not in span:
            return data
        if _hidden(span):
            any_hidden = any_hidden or bool(str(span.get("text", "")).strip())
        elif str(span.get("text", "")).strip():
            box = tuple(float(v) for v in span["bbox"])
            for row in range(int(box[1] // _ROW), int(box[3] // _ROW) + 1):
                shown.setdefault(row, []).append(box)
    if not any_hidden or not shown:
        return data
    blocks = []
    dropped = False
    for block in data.get("blocks", ()):
        if "lines" not in block:
            blocks.append(block)
            continue
        lines = []
        for line in block["lines"]:
            spans = [s for s in line.get("spans", ()) if not _over_shown(s, shown)]
            dropped = dropped or len(spans) < len(line.get("spans", ()))
            if spans:
                lines.append(line if len(spans) == len(line["spans"]) else {**line, "spans": spans})
        if lines:
            blocks.append(block if lines == block["lines"] else {**block, "lines": lines})
        dropped = dropped or not lines
    return {**data, "blocks": blocks} if dropped else data


def _over_shown(span: Mapping[str, Any], shown: dict[int, list[tuple[float, ...]]]) -> bool:
    """Whether ``span`` is invisible text lying over a visible span's box."""
    if not _hidden(span) or not str(span.get("text", "")).strip():
        return False
    x0, y0, x1, y1 = (float(v) for v in span["bbox"])
    high = max(y1 - y0, 0.1)
    letter = float(span.get("size", 10.0)) * 0.5
    for row in range(int(y0 // _ROW), int(y1 // _ROW) + 1):
        for a0, b0, a1, b1 in shown.get(row, ()):
            across = min(x1, a1) - max(x0, a0)
            down = min(y1, b1) - max(y0, b0)
            tall = b1 - b0 <= _TALLER * high  # a copy's size, not a stamp's or a turned line's
            if down >= OVERLAP * high and across >= min(letter, x1 - x0) and tall:
                return True
    return False


__all__ = ["OVERLAP", "hidden_copies_out"]
