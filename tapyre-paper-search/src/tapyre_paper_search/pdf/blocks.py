"""The text blocks of a page, with what the body-text assembly needs to know (pure).

:func:`text_blocks` reads PyMuPDF's ``get_text("dict")`` of a page into
:class:`TextBlock` s: the block's box, its lines (text, box, size) and how
much of it is set in mathematical fonts or symbols, which is what tells a
display equation from prose.  Rotated lines (margin stamps such as arXiv's)
are dropped.  Kept small and flat: this runs on every page of every paper.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tapyre_paper_search.pdf.spantype import as_one_span

# Fonts of TeX's and Office's mathematics: CMMI/CMSY/CMEX (and their Type 1
# clones), AMS symbols, STIX/Cambria/Latin Modern math, Symbol.
_MATH_FONT = re.compile(
    r"cmmi|cmsy|cmex|cmbsy|msam|msbm|eufm|rsfs|stix.*math|math|symbol|cambria\s*math|"
    r"lmmath|euler|mtmi|mtsy|mtex|rtxmi|txsy|txex|pxsy|ntxmi|ntxsy|esint|wasy",
    re.IGNORECASE,
)
_MATH_CHARS = frozenset(
    "=+−×÷±∓≤≥≈≠∼∝∑∏∫∮∂∇√∞∈∉⊂⊆⊃⊇∩∪∧∨¬→←↔⇒⇔∀∃|^_·∘⊗⊕′″αβγδεζηθικλμνξπρστυφχψωΓΔΘΛΞΠΣΦΨΩ"
)
# Searched for rather than ``_MATH_CHARS.isdisjoint(text)``: the regex engine scans a
# string at C speed, the set makes a string object of each character (twice as slow).
_MATH_CHAR = re.compile("[" + re.escape("".join(sorted(_MATH_CHARS))) + "]")
_MATH_FONTS: dict[str, bool] = {}
# Case-sensitive and opening with "arXiv:": asked only of text holding "arXiv:".
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
    """A text block of a page (PyMuPDF's grouping of lines), in page coordinates.

    Blocks read from PyMuPDF's block list carry only their ``raw`` text; their
    ``lines`` (each with the block's box) are made when first asked for."""

    x0: float
    y0: float
    x1: float
    y1: float
    _lines: list[BlockLine] | None = None
    math_chars: int = 0
    chars: int = 0
    kind: str = "text"
    """``text``, ``caption``, ``equation``, ``table`` or ``dropped``."""
    raw: str = ""
    detailed: bool = True
    """Whether the lines carry their own boxes, sizes and weights (read from PyMuPDF's
    dict), rather than the block's box and no size (from its block list)."""
    _count: int = -1
    """The number of non-blank lines of ``raw`` once counted (-1: not yet)."""
    _text: str | None = field(default=None, compare=False, repr=False)
    """The lines' text once joined (lines are not changed once the block is made)."""

    @property
    def lines(self) -> list[BlockLine]:
        if self._lines is None:
            self._lines = [
                BlockLine(row, self.x0, self.y0, self.x1, self.y1, 0.0, False)
                for row in self.raw.split("\n")
                if row.strip()
            ]
        return self._lines

    @property
    def first_line(self) -> str:
        if self._lines is None:  # up to the first line break, without copying the rest
            end = self.raw.find("\n")
            return self.raw if end < 0 else self.raw[:end]
        return self._lines[0].text if self._lines else ""

    @property
    def line_count(self) -> int:
        if self._lines is None:
            if self._count < 0:
                self._count = sum(1 for row in self.raw.split("\n") if row.strip())
            return self._count
        return len(self._lines)

    @property
    def text(self) -> str:
        if self._lines is None:
            return self.raw
        if self._text is None:
            self._text = "\n".join([line.text for line in self._lines])
        return self._text

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (self.x0, self.y0, self.x1, self.y1)

    @property
    def math_share(self) -> float:
        return self.math_chars / self.chars if self.chars else 0.0


def _is_math_font(font: str) -> bool:
    known = _MATH_FONTS.get(font)
    if known is None:
        known = _MATH_FONTS[font] = bool(_MATH_FONT.search(font))
    return known


def dict_spans(page: Mapping[str, Any]) -> Iterator[Any]:
    """Every span of a ``get_text("dict")`` or ``"rawdict"`` page, block by block and
    line by line as given (image blocks have none)."""
    for block in page.get("blocks", ()):
        for line in block.get("lines", ()):
            yield from line.get("spans", ())


def text_blocks(page: Mapping[str, Any]) -> list[TextBlock]:
    """The non-empty text blocks of a ``get_text("dict")`` page, as given."""
    out: list[TextBlock] = []
    for block in page.get("blocks", ()):
        if block.get("type", 0) != 0:
            continue
        lines: list[BlockLine] = []
        math_chars = chars = 0
        for line in block.get("lines", ()):
            dx, dy = line.get("dir", (1.0, 0.0))
            if dy > 0.01 or dy < -0.01 or dx < 0:
                continue  # rotated text: margin stamps, axis labels
            spans = line.get("spans", ())
            read = _one_span_line(spans[0], line) if len(spans) == 1 else _line(spans, line)
            if read is not None:
                lines.append(read[0])
                chars += read[1]
                math_chars += read[2]
        if lines:
            made = TextBlock(
                min(line.x0 for line in lines),
                min(line.y0 for line in lines),
                max(line.x1 for line in lines),
                max(line.y1 for line in lines),
                lines,
            )
            made.math_chars, made.chars = math_chars, chars
            out.append(made)
    return out


def _line(
    spans: Sequence[Mapping[str, Any]], line: Mapping[str, Any]
) -> tuple[BlockLine, int, int] | None:
    """A line as :func:`text_blocks` reads it: the line (its size the one most of it
    is set in, bold when most of it is), its characters other than spaces and those
    of them in mathematics; ``None`` when it is dropped (blank, an arXiv stamp)."""
    one = as_one_span(spans)  # a line in one type: its one span's reading (speed46)
    if one is not None:
        return _one_span_line(one, line)
    texts = [span.get("text", "") for span in spans]
    text = "".join(texts)
    if not text.strip() or ("arXiv:" in text and _ARXIV_STAMP.match(text)):
        return None
    size = 0.0
    longest = -1
    bold_chars = chars = math_chars = 0
    symbols = _MATH_CHAR.search(text) is not None  # asked of each span only then
    for span, span_text in zip(spans, texts, strict=True):
        n = len(span_text) - span_text.count(" ")
        if n > longest:
            longest, size = n, float(span.get("size", 0.0))
        if span.get("flags", 0) & 16:
            bold_chars += n
        font = span.get("font", "")
        math_font = _MATH_FONTS.get(font)
        if math_font is None:
            math_font = _is_math_font(font)
        if math_font:
            math_chars += n
        elif symbols and _MATH_CHAR.search(span_text):
            math_chars += len(_MATH_CHAR.findall(span_text))
        chars += n
    x0, y0, x1, y1 = line.get("bbox", (0.0, 0.0, 0.0, 0.0))
    bold = bold_chars * 2 > len(text) - text.count(" ")
    return BlockLine(text, x0, y0, x1, y1, size, bold), chars, math_chars


def _one_span_line(
    span: Mapping[str, Any], line: Mapping[str, Any]
) -> tuple[BlockLine, int, int] | None:
    """:func:`_line` for a line of one span (most lines), without the sums over spans:
    the span's size, bold when the span is (and holds more than spaces)."""
    text = span.get("text", "")
    if not text.strip() or ("arXiv:" in text and _ARXIV_STAMP.match(text)):
        return None
    n = len(text) - text.count(" ")
    font = span.get("font", "")
    math_font = _MATH_FONTS.get(font)
    if math_font is None:
        math_font = _is_math_font(font)
    if math_font:
        math = n
    elif _MATH_CHAR.search(text) is None:
        math = 0
    else:
        math = len(_MATH_CHAR.findall(text))
    x0, y0, x1, y1 = line.get("bbox", (0.0, 0.0, 0.0, 0.0))
    bold = n > 0 and bool(span.get("flags", 0) & 16)
    return BlockLine(text, x0, y0, x1, y1, float(span.get("size", 0.0)), bold), n, math


def math_symbols(text: str) -> int:
    """How many characters of ``text`` are mathematical symbols."""
    return len(_MATH_CHAR.findall(text)) if _MATH_CHAR.search(text) else 0


def is_arxiv_stamp(text: str) -> bool:
    """Whether ``text`` is arXiv's margin stamp ("arXiv:2101.00001v2 [cs.CL] 1 Jan 2021")."""
    return "arXiv:" in text and bool(_ARXIV_STAMP.match(text))


def blocks_from_tuples(blocks: Sequence[Sequence[Any]]) -> list[TextBlock]:
    """Text blocks from PyMuPDF's ``extractBLOCKS()`` tuples (x0, y0, x1, y1, text, number,
    type): the fast way to read a body page (no fonts, no line boxes; each line gets
    the block's box).  Vertical text (a margin stamp) is dropped."""
    out: list[TextBlock] = []
    search, findall = _MATH_CHAR.search, _MATH_CHAR.findall  # math_symbols, inlined
    for block in blocks:
        if len(block) < 7 or block[6] != 0:
            continue
        text = block[4].strip("\n")
        if not text or text.isspace():  # (``not text.strip()`` without the copy)
            continue
        x0, y0, x1, y1 = float(block[0]), float(block[1]), float(block[2]), float(block[3])
        if (x1 - x0 < (y1 - y0) * 0.3 and text.count("\n") <= 1) or (
            "arXiv:" in text and _ARXIV_STAMP.match(text)
        ):
            continue
        chars = len(text) - text.count(" ") - text.count("\n")
        math = len(findall(text)) if search(text) else 0
        out.append(TextBlock(x0, y0, x1, y1, None, math, chars, "text", text, False))
    return out
