"""The text blocks of a page, with what the body-text assembly needs to know (pure).

:func:`text_blocks` reads PyMuPDF's ``get_text("dict")`` of a page into
:class:`TextBlock` s: the block's box, its lines (text, box, size) and how
much of it is set in mathematical fonts or symbols, which is what tells a
display equation from prose.  Rotated lines (margin stamps such as arXiv's)
are dropped.  Kept small and flat: this runs on every page of every paper.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tapyre_paper_search.pdf.order import reading_order

# Fonts of TeX's and Office's mathematics: CMMI/CMSY/CMEX (and their Type 1
# clones), AMS symbols, STIX/Cambria/Latin Modern math, Symbol.
_MATH_FONT = re.compile(
    r"cmmi|cmsy|cmex|cmbsy|msam|msbm|eufm|rsfs|stix.*math|math|symbol|cambria\s*math|"
    r"lmmath|euler|mtmi|mtsy|mtex|rtxmi|txsy|txex|pxsy|ntxmi|ntxsy|esint|wasy",
    re.IGNORECASE,
)
_MATH_CHARS = frozenset("=+−×÷±∓≤≥≈≠∼∝∑∏∫∮∂∇√∞∈∉⊂⊆⊃⊇∩∪∧∨¬→←↔⇒⇔∀∃|^_·∘⊗⊕′″αβγδεζηθικλμνξπρστυφχψωΓΔΘΛΞΠΣΦΨΩ")
_ARXIV_STAMP = re.compile(r"^\s*arXiv:\S+\s+\[[^\]]+\]\s+\d{1,2}\s+\w{3}\s+\d{4}\s*$")


@dataclass(slots=True)
class BlockLine:
    """One line of a block: its text and box, the size most of it is set in."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    size: float
    bold: bool


@dataclass(slots=True)
class TextBlock:
    """A text block of a page (PyMuPDF's grouping of lines), in page coordinates."""

    x0: float
    y0: float
    x1: float
    y1: float
    lines: list[BlockLine] = field(default_factory=list)
    math_chars: int = 0
    chars: int = 0
    kind: str = "text"
    """``text``, ``caption``, ``equation``, ``table`` or ``dropped``."""

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (self.x0, self.y0, self.x1, self.y1)

    @property
    def math_share(self) -> float:
        return self.math_chars / self.chars if self.chars else 0.0


def text_blocks(page: Mapping[str, Any]) -> list[TextBlock]:
    """The non-empty text blocks of a ``get_text("dict")`` page, as given."""
    out: list[TextBlock] = []
    for block in page.get("blocks", ()):
        if block.get("type", 0) != 0:
            continue
        made = TextBlock(0.0, 0.0, 0.0, 0.0)
        boxes = []
        for line in block.get("lines", ()):
            direction = line.get("dir", (1.0, 0.0))
            if abs(direction[1]) > 0.01 or direction[0] < 0:
                continue  # rotated text: margin stamps, axis labels
            spans = line.get("spans", ())
            text = "".join(span.get("text", "") for span in spans)
            if not text.strip() or _ARXIV_STAMP.match(text):
                continue
            size = 0.0
            longest = -1
            bold_chars = 0
            for span in spans:
                span_text = span.get("text", "")
                n = len(span_text) - span_text.count(" ")
                if n > longest:
                    longest, size = n, float(span.get("size", 0.0))
                if int(span.get("flags", 0)) & 16:
                    bold_chars += n
                if _MATH_FONT.search(span.get("font", "")):
                    made.math_chars += n
                else:
                    made.math_chars += sum(c in _MATH_CHARS for c in span_text)
                made.chars += n
            x0, y0, x1, y1 = line.get("bbox", (0.0, 0.0, 0.0, 0.0))
            made.lines.append(
                BlockLine(text, x0, y0, x1, y1, size, bold_chars * 2 > len(text.replace(" ", "")))
            )
            boxes.append((x0, y0, x1, y1))
        if not made.lines:
            continue
        made.x0 = min(b[0] for b in boxes)
        made.y0 = min(b[1] for b in boxes)
        made.x1 = max(b[2] for b in boxes)
        made.y1 = max(b[3] for b in boxes)
        out.append(made)
    return out


def regroup_lines(page: Mapping[str, Any]) -> dict[str, Any]:
    """``page`` (an OCR result) with its lines regrouped into blocks in reading order.

    Tesseract's blocks can mix the lines of two columns; reading them block by
    block would interleave the columns.  Every line is placed on its own, the
    lines are put in reading order, and lines following each other in one
    column with ordinary line spacing become one block again.  Sizes are taken
    from the line heights (OCR reports a size a word, and they vary).
    """
    lines = [
        line
        for block in page.get("blocks", ())
        if block.get("type", 0) == 0
        for line in block.get("lines", ())
        if "".join(s.get("text", "") for s in line.get("spans", ())).strip()
    ]
    order = reading_order([tuple(line["bbox"]) for line in lines])
    blocks: list[dict[str, Any]] = []
    previous: Mapping[str, Any] | None = None
    for i in order:
        line = lines[i]
        x0, y0, x1, y1 = line["bbox"]
        size = max(1.0, float(round((y1 - y0) * 0.8)))
        spans = [{**span, "size": size} for span in line.get("spans", ())]
        made = {**line, "spans": spans}
        if previous is not None and _continues(previous["bbox"], line["bbox"]):
            blocks[-1]["lines"].append(made)
            bx0, by0, bx1, by1 = blocks[-1]["bbox"]
            blocks[-1]["bbox"] = (min(bx0, x0), min(by0, y0), max(bx1, x1), max(by1, y1))
        else:
            blocks.append({"type": 0, "number": len(blocks), "bbox": (x0, y0, x1, y1), "lines": [made]})
        previous = line
    return {"width": page.get("width", 0.0), "height": page.get("height", 0.0), "blocks": blocks}


def _continues(upper: Any, lower: Any) -> bool:
    """Whether the line ``lower`` follows ``upper`` in the same paragraph."""
    height = upper[3] - upper[1]
    overlap = min(upper[2], lower[2]) - max(upper[0], lower[0])
    gap = lower[1] - upper[3]
    return overlap > 0 and -height * 0.5 < gap < height * 0.7
