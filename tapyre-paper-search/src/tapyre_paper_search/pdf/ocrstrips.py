"""Vertical text on a scan, as OCR reads it: a strip of scraps to leave out (pure).

Text set up the page's edge (a preprint server's stamp in the margin, a
journal's name turned on its side) comes out of Tesseract as a stack of
"lines" of a character or two ("Q", "fog)", "WwW)", "="), one over the other
in a narrow strip.  Most are dropped as dirt, but a few with letters stay, and
in reading order they come between an abstract's lines and end it; a word
beside the strip can take a scrap of it into its box ("IMPORTANCE" boxed from
the stamp's edge).  :func:`without_strips` finds such strips (at least
:data:`_PIECES` narrow pieces whose spans across overlap, stacked over
:data:`_RUN` points of the page, with no other line running across them: a
column of short items inside the text, such as a table's numbers, is crossed by
the lines above or below it) and leaves their pieces out; a word whose box
reaches into a strip from the text beside it starts (or, left of the strip,
ends) where the strip does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

_WIDE = 16.0
"""The widest piece (points) of a strip: a character or two of body type."""
_CHARS = 4
"""Characters (spaces aside) a piece of a strip holds, at most."""
_PIECES = 8
"""Pieces a strip has, at least."""
_RUN = 120.0
"""How far down the page (points) a strip's pieces run, at least."""
_LETTER = 0.6
"""A letter's width over the height of OCR's box of its line (capitals' are
0.6-0.75 of the type size, a box 1-1.2 times it)."""


def without_strips(lines: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``lines`` (OCR's line dicts) without the pieces of strips of vertical text; a
    line reaching into a strip from beside it has its spans there left out and the
    box of a span that starts inside the strip starts at its edge."""
    strips = _strips(lines)
    if not strips:
        return list(lines)
    out: list[Mapping[str, Any]] = []
    for line in lines:
        x0, _, x1, _ = line["bbox"]
        strip = next((s for s in strips if s[0] <= x1 and x0 <= s[1]), None)
        if strip is None:
            out.append(line)
        elif not _piece(line):
            out.append(_trimmed(line, strip))
    return out


def _piece(line: Mapping[str, Any]) -> bool:
    """Whether ``line`` is narrow and short enough to be a scrap of vertical text."""
    x0, _, x1, _ = line["bbox"]
    text = "".join(s.get("text", "") for s in line.get("spans", ()))
    return x1 - x0 <= _WIDE and len("".join(text.split())) <= _CHARS


def _strips(lines: Sequence[Mapping[str, Any]]) -> list[tuple[float, float]]:
    """The spans across (left, right) of the page's strips of vertical text."""
    pieces = sorted((line["bbox"] for line in lines if _piece(line)), key=lambda b: b[0])
    strips: list[tuple[float, float]] = []
    group: list[Sequence[float]] = []
    for box in [*pieces, None]:
        if box is not None and group and box[0] <= min(b[2] for b in group):
            group.append(box)
            continue
        if len(group) >= _PIECES:
            tops = [b[1] for b in group]
            strip = (min(b[0] for b in group), max(b[2] for b in group))
            if max(b[3] for b in group) - min(tops) >= _RUN and not _crossed(strip, lines):
                strips.append(strip)
        group = [box] if box is not None else []
    return strips


def _crossed(strip: tuple[float, float], lines: Sequence[Mapping[str, Any]]) -> bool:
    """Whether a line (no piece) runs across ``strip`` from one side to the other: the
    pieces are then a column inside the text (a table's numbers, equation numbers),
    not vertical text beside it."""
    return any(
        line["bbox"][0] < strip[0] and line["bbox"][2] > strip[1] and not _piece(line)
        for line in lines
    )


def _trimmed(line: Mapping[str, Any], strip: tuple[float, float]) -> Mapping[str, Any]:
    """``line`` without its spans inside ``strip``, a span reaching into it from the
    side the line stands on ending (or starting) where its letters do, its box made
    anew (unchanged when nothing changes)."""
    x0, _, x1, _ = line["bbox"]
    right = x0 + x1 >= strip[0] + strip[1]  # the line stands right of the strip
    spans = []
    for span in line.get("spans", ()):
        sx0, sy0, sx1, sy1 = span["bbox"]
        if (sx1 <= strip[1]) if right else (sx0 >= strip[0]):
            continue
        # the word's own width, from its letters at the box's height: the rest of its
        # box is the strip's scrap
        own = len(span.get("text", "").strip()) * _LETTER * (sy1 - sy0)
        if right and sx0 < strip[1]:
            start = max(strip[1], sx1 - own)
            spans.append({**span, "bbox": (start, sy0, sx1, sy1), "origin": (start, sy1)})
        elif not right and sx1 > strip[0]:
            end = min(strip[0], sx0 + own)
            spans.append({**span, "bbox": (sx0, sy0, end, sy1)})
        else:
            spans.append(span)
    if not spans:
        return {**line, "spans": []}
    if len(spans) == len(line["spans"]) and all(
        a is b for a, b in zip(spans, line["spans"], strict=True)
    ):
        return line
    _, y0, _, y1 = line["bbox"]
    return {**line, "spans": spans, "bbox": (spans[0]["bbox"][0], y0, spans[-1]["bbox"][2], y1)}
