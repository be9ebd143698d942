"""A front-matter label turned 90° beside the rows it heads, read as their heading (pure).

A framed abstract may print its label ("ABSTRACT", "KEYWORDS") turned a quarter turn
in the frame's left margin, beside its rows rather than over them.  :mod:`.lines` drops
rotated text (margin stamps, axis labels), so such an abstract had no heading: with a
short one the first section's text was read as the abstract (latex57).

:func:`turned_headings` finds, in a ``get_text("dict")`` page's text blocks, each line
set upright (direction ``(0, ±1)``) whose whole text is an abstract or keyword label
alone (:data:`~tapyre_paper_search.pdf.abstractcues.ABSTRACT_HEADING`,
:data:`~tapyre_paper_search.pdf.abstractcues.KEYWORDS`), with horizontal rows right
beside it (starting at most :data:`BESIDE_SIZES` of its sizes right of it, their
vertical band overlapping its own).  It gives that label as a horizontal line dict set
one row over the first row of the block beside it, at the label's left edge, and the
number of that block: :func:`~tapyre_paper_search.pdf.lines.page_lines` reads it as
that block's heading, placed before the block's lines.  Any other turned text (an
archive's margin stamp, an axis label, a label with no rows beside it) stays dropped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.abstractcues import ABSTRACT_HEADING, KEYWORDS

BESIDE_SIZES = 3.0
"""The widest gap, in the label's sizes, between a turned label and the rows it heads."""

# A label alone: its words and at most a colon or stop (":", "."), nothing after.
_MAX_LABEL_CHARS = 30

Raw = Mapping[str, Any]


def _upright(line: Raw) -> bool:
    """Whether ``line`` runs up or down the page (direction ``(0, ±1)``)."""
    dx, dy = (float(v) for v in line.get("dir", (1.0, 0.0)))
    return abs(dx) < 0.01 and abs(abs(dy) - 1.0) < 0.01


def _horizontal(line: Raw) -> bool:
    dx, dy = (float(v) for v in line.get("dir", (1.0, 0.0)))
    return abs(dx - 1.0) < 0.01 and abs(dy) < 0.01


def _label_text(line: Raw) -> str | None:
    """The line's text where it is a front-matter label alone, else ``None``."""
    text = "".join(str(s.get("text", "")) for s in line.get("spans", ())).strip()
    if not text or len(text) > _MAX_LABEL_CHARS:
        return None
    if ABSTRACT_HEADING.match(text):
        return text
    found = KEYWORDS.match(text)
    if found and not text[found.end() :].strip(" :.—–-"):
        return text
    return None


def _beside(label: Raw, blocks: Sequence[Raw]) -> Raw | None:
    """The first text block (top down) with a horizontal row right beside ``label``."""
    _, y0, x1, y1 = (float(v) for v in label.get("bbox", (0, 0, 0, 0)))
    size = max((float(s.get("size", 0.0)) for s in label.get("spans", ())), default=0.0)
    if size <= 0:
        return None
    found: tuple[float, Raw] | None = None
    for block in blocks:
        for line in block.get("lines", ()):
            if not _horizontal(line):
                continue
            lx0, ly0, _, ly1 = (float(v) for v in line.get("bbox", (0, 0, 0, 0)))
            if not x1 <= lx0 <= x1 + BESIDE_SIZES * size or min(y1, ly1) <= max(y0, ly0):
                continue
            if found is None or ly0 < found[0]:
                found = (ly0, block)
    return None if found is None else found[1]


def _heading(label: Raw, text: str, block: Raw) -> dict[str, Any]:
    """``label`` as a horizontal line one row over ``block``'s first horizontal row."""
    span = next(s for s in label.get("spans", ()) if str(s.get("text", "")).strip())
    size = float(span.get("size", 0.0))
    first = min(
        (ln for ln in block.get("lines", ()) if _horizontal(ln)),
        key=lambda ln: float(ln.get("bbox", (0, 0, 0, 0))[1]),
    )
    top = float(first.get("bbox", (0, 0, 0, 0))[1])
    x0 = float(label.get("bbox", (0, 0, 0, 0))[0])
    box = (x0, top - 1.6 * size, x0 + 0.7 * size * len(text), top - 0.4 * size)
    flat = {**span, "text": text, "bbox": box, "origin": (box[0], box[3])}
    return {"spans": [flat], "wmode": 0, "dir": (1.0, 0.0), "bbox": box}


def turned_headings(blocks: Sequence[Raw]) -> list[tuple[int, dict[str, Any]]]:
    """(number of the block it heads, horizontal line dict) for each turned front-matter
    label beside rows among ``blocks`` (text blocks of one page), in page order."""
    out: list[tuple[int, dict[str, Any]]] = []
    for block in blocks:
        for line in block.get("lines", ()):
            if not _upright(line) or (text := _label_text(line)) is None:
                continue
            beside = _beside(line, blocks)
            if beside is not None:
                out.append((int(beside.get("number", 0)), _heading(line, text, beside)))
    return out
