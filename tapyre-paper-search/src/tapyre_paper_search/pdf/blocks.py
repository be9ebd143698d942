"""The text blocks of a page, with what the body-text assembly needs to know (pure).

:func:`text_blocks` reads PyMuPDF's ``get_text("dict")`` of a page into
:class:`TextBlock` s: the block's box, its lines (text, box, size) and how
much of it is set in mathematical fonts or symbols, which is what tells a
display equation from prose.  Rotated lines (margin stamps such as arXiv's)
are dropped.  Kept small and flat: this runs on every page of every paper.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tapyre_paper_search.pdf.ocrlines import (
    PROSE_WORDS,
    cut_overreaching,
    joined_pieces,
    line_size,
    mended_sizes,
    pitched_paragraphs,
    spaced_words,
    word_count,
)
from tapyre_paper_search.pdf.ocrnames import kept_given_names
from tapyre_paper_search.pdf.ocrsizes import label_sizes, paragraph_box, prose_sizes
from tapyre_paper_search.pdf.order import reading_order

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
        if self._lines is None:
            return self.raw.split("\n", 1)[0]
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
    for block in blocks:
        if len(block) < 7 or block[6] != 0:
            continue
        x0, y0, x1, y1 = float(block[0]), float(block[1]), float(block[2]), float(block[3])
        text = block[4].strip("\n")
        if not text.strip():
            continue
        if (x1 - x0 < (y1 - y0) * 0.3 and text.count("\n") <= 1) or _ARXIV_STAMP.match(text):
            continue
        chars = len(text) - text.count(" ") - text.count("\n")
        out.append(
            TextBlock(x0, y0, x1, y1, None, math_symbols(text), chars, raw=text, detailed=False)
        )
    return out


def regroup_lines(page: Mapping[str, Any]) -> dict[str, Any]:
    """``page`` (an OCR result) with its lines regrouped into blocks in reading order.

    Tesseract's blocks can mix the lines of two columns; reading them block by
    block would interleave the columns.  Every line is placed on its own, the
    lines are put in reading order, and lines following each other in one
    column with ordinary line spacing become one block again.  A line's size is
    the median of its words' (OCR reports a size a word, and they vary); the
    sizes of one type size are made equal across the page (the sizes most
    characters are set in first), and within each block.  Pieces of one line are
    joined first and words OCR gave without a space between them spaced (``ocrlines``).
    """
    lines = joined_pieces(
        [
            line
            for block in page.get("blocks", ())
            if block.get("type", 0) == 0
            for line in block.get("lines", ())
            if not _speck("".join(s.get("text", "") for s in line.get("spans", ())))
        ]
    )
    spaced_words(lines)
    kept_given_names(lines)
    cut_overreaching(lines)
    order = reading_order([tuple(line["bbox"]) for line in lines])
    texts = ["".join(s.get("text", "") for s in line.get("spans", ())) for line in lines]
    weights = [len(text.strip()) for text in texts]
    sizes = _snapped_sizes([line_size(line) for line in lines], weights)
    body = _most_common(sizes, weights)
    paragraphs: list[list[int]] = []
    for i in order:
        # The paragraph this line goes on (its last line right above), among the
        # last few: a speck of scan dirt read as a word beside a title line comes
        # between the title's lines in reading order.
        host = next(
            (
                p
                for p in reversed(paragraphs[-_LOOK_BACK:])
                if _continues(lines[p[-1]]["bbox"], lines[i]["bbox"])
            ),
            None,
        )
        if host is not None:
            host.append(i)
        else:
            paragraphs.append([i])
    paragraphs = pitched_paragraphs(lines, paragraphs, sizes, body * _DISPLAY)
    blocks: list[dict[str, Any]] = []
    for paragraph in paragraphs:
        words = [word_count(lines[i]) for i in paragraph]
        _one_size(
            paragraph,
            sizes,
            weights,
            [n == 1 for n in words],
            [n >= PROSE_WORDS for n in words],
            display=body * _DISPLAY,
        )
        mended_sizes(lines, paragraph, sizes, body * _DISPLAY)
    prose_sizes(lines, paragraphs, sizes, body)
    label_sizes(lines, sizes, body)
    for paragraph in paragraphs:
        made = [{**lines[i], "spans": _sized_spans(lines[i], sizes[i])} for i in paragraph]
        box = paragraph_box(lines, paragraph)
        blocks.append({"type": 0, "number": len(blocks), "bbox": box, "lines": made})
    return {"width": page.get("width", 0.0), "height": page.get("height", 0.0), "blocks": blocks}


# A capitalised word with a footnote mark OCR read as a character of the line:
# "Wegscheider’," "Hammett?" "Macovez!" "Veilleux®" "d’Ambrumenil’" (ASCII digits stay:
# "Notch3" is a name).
_MARKED_WORD = re.compile(
    r"^((?:[dl][’'])?[^\W\d_]{2,}(?:-[^\W\d_]+)*)([’‘'\"”“?!*†‡§°®¹²³⁴⁵⁶⁷⁸⁹]{1,2})([,;]?)$"
)
# A single name with its mark: capitalised words and initials, the last one marked
# with a mark no sentence ends with ("Maxim A. Tenorio-Tagle\"").
_MARKED_NAME = re.compile(r"^(?:[A-ZÀ-Þ][^\W\d_]*\.?[ -]){1,3}[A-ZÀ-Þ]\S*[’‘'\"”“*†‡§°®¹²³⁴⁵⁶⁷⁸⁹]$")


def _marked(text: str) -> re.Match[str] | None:
    """``text`` as (word, mark, comma) when it is a capitalised word ending in a mark
    (after an elided particle: "d’Ambrumenil’")."""
    capital = text[:1].isupper() or (text[1:2] in "’'" and text[2:3].isupper())
    return _MARKED_WORD.match(text) if capital else None


def _sized_spans(line: Mapping[str, Any], size: float) -> list[dict[str, Any]]:
    """The line's spans set to ``size``; in a line of names (two words or more ending
    in a footnote mark, or one name of two to four words whose last ends in a mark
    other than "?" or "!" with no opening quote before it), the marks split off
    (:func:`_split_mark`).  A lone capitalised word before "?" or "!" in prose keeps
    its punctuation."""
    spans = [{**span, "size": size} for span in line.get("spans", ())]
    marked = sum(_marked(span.get("text", "")) is not None for span in spans)
    text = "".join(span.get("text", "") for span in spans).strip()
    one_name = bool(_MARKED_NAME.match(text)) and not any(q in text[:-1] for q in "“‘„")
    if marked < 2 and not (marked == 1 and one_name):
        return spans
    return [part for span in spans for part in _split_mark(span)]


def _split_mark(span: dict[str, Any]) -> list[dict[str, Any]]:
    """``span`` (one OCR'd word) as the word and a raised footnote mark, as a text
    layer sets them, when it is a capitalised word ending in a mark: the mark then
    separates names as a superscript does and leaves the line's text."""
    text = span.get("text", "")
    match = _marked(text)
    if match is None:
        return [span]
    word, _, tail = match.groups()
    x0, y0, x1, y1 = span.get("bbox", (0.0, 0.0, 0.0, 0.0))
    cut = x0 + (x1 - x0) * len(word) / len(text)
    size = float(span.get("size", 0.0))
    parts = [
        {**span, "text": word, "bbox": (x0, y0, cut, y1)},
        {
            **span,
            "text": "*",
            "size": size * 0.6,
            "flags": int(span.get("flags", 0)) | 1,
            "bbox": (cut, y0, x1, y1),
        },
    ]
    if tail:
        parts.append({**span, "text": tail, "bbox": (x1, y0, x1, y1)})
    return parts


_LOOK_BACK = 3
"""Paragraphs before a line (in reading order) it may go on."""
_SAME_PARAGRAPH = 1.2
"""OCR sizes of the lines of one paragraph within this ratio are one type size."""
_SAME_PARAGRAPH_ONE_WORD = 1.35
"""The same for a line of one word, whose size is one word's measurement."""


_DISPLAY = 1.3
"""A paragraph this many times the body's size is display type (a title)."""


def _most_common(sizes: Sequence[float], weights: Sequence[int]) -> float:
    """The size most characters are set in (the body's), the larger of equals."""
    counts: dict[float, int] = {}
    for size, weight in zip(sizes, weights, strict=True):
        counts[size] = counts.get(size, 0) + weight
    return max(counts, key=lambda v: (counts[v], v)) if counts else 0.0


def _one_size(
    paragraph: Sequence[int],
    sizes: list[float],
    weights: Sequence[int],
    single: Sequence[bool],
    long_lines: Sequence[bool],
    *,
    display: float = 0.0,
) -> None:
    """Give the lines of one paragraph (lines set at ordinary spacing one under the
    other: a title's, an abstract's) its most common size (by characters, the larger
    of equals) where OCR measured them less than :data:`_SAME_PARAGRAPH` apart: a
    title line without descenders ("Intervention") measures a sixth smaller than
    the lines above it, which would cut it off the title.  A line of one word
    (``single``) gets :data:`_SAME_PARAGRAPH_ONE_WORD`: OCR sizes a word by its
    width in OCR's own font, so one word alone can be a quarter off
    ("immunotherapy" at 21 under a title line at 16.5, at 9 among keywords at 8),
    where a longer line's median evens such errors out.  Only in display type (a
    paragraph set at ``display`` or larger: a title), not in an author block, whose
    one-word affiliation lines ("Brazil") are set smaller than the names.
    ``long_lines`` marks lines of prose length (see :func:`_prose_run`)."""
    if len(paragraph) < 2:
        return
    counts: dict[float, int] = {}
    for i in paragraph:
        counts[sizes[i]] = counts.get(sizes[i], 0) + weights[i]
    common = max(counts, key=lambda v: (counts[v], v))
    for k, i in enumerate(paragraph):
        one_word = k < len(single) and single[k] and common >= display
        ratio = _SAME_PARAGRAPH_ONE_WORD if one_word else _SAME_PARAGRAPH
        if max(sizes[i], common) < min(sizes[i], common) * ratio:
            sizes[i] = common
    _prose_run(paragraph, sizes, long_lines, common)


_IN_PROSE = 1.5
"""A prose line between two lines of the paragraph's size is that size up to this ratio."""


def _prose_run(
    paragraph: Sequence[int], sizes: list[float], long_lines: Sequence[bool], common: float
) -> None:
    """A long line between two long lines of the paragraph's ``common`` size takes that
    size (up to :data:`_IN_PROSE` off): type does not change inside a run of prose, but
    OCR measures a line of a blurred scan up to a third larger than its neighbours,
    which would end an abstract there.  Short lines (names, headings) keep theirs."""
    for k in range(1, len(paragraph) - 1):
        above, line, below = paragraph[k - 1], paragraph[k], paragraph[k + 1]
        if not (long_lines[k - 1] and long_lines[k] and long_lines[k + 1]):
            continue
        same = sizes[above] == sizes[below] == common != sizes[line]
        if same and max(sizes[line], common) < min(sizes[line], common) * _IN_PROSE:
            sizes[line] = common


_SAME_TYPE = 1.1
"""OCR sizes within this ratio of a more common one are that type size."""


def _snapped_sizes(sizes: Sequence[float], weights: Sequence[int] | None = None) -> list[float]:
    """``sizes`` with those of one type size made equal: the most common size (by
    ``weights``, the lines' characters, when given, else by lines; the larger of
    equals) takes every size within :data:`_SAME_TYPE` of it, then the next.  OCR
    measures every line anew, so the lines of a title come out a point apart, which
    would split it; a short line in large type (a journal's name) does not take a
    longer title line as its own."""
    counts: dict[float, int] = {}
    for i, size in enumerate(sizes):
        counts[size] = counts.get(size, 0) + (weights[i] if weights is not None else 1)
    snapped: dict[float, float] = {}
    for size in sorted(counts, key=lambda v: (-counts[v], -v)):
        if size in snapped:
            continue
        for other in counts:
            if other not in snapped and max(other, size) <= min(other, size) * _SAME_TYPE:
                snapped[other] = size
    return [snapped[size] for size in sizes]


def _speck(text: str) -> bool:
    """An OCR line that is dirt on the scan: hardly any letters or digits, spaces aside
    (an initial alone, "N.", is a piece of a name line; "(24%; 95% CI, 13%-38%)" no dirt)."""
    alnum = sum(map(str.isalnum, text))
    if alnum == 1 and text.strip()[:1].isupper() and text.strip()[1:] == ".":
        return False
    return alnum < 3 or alnum < len("".join(text.split())) * 0.5


def _continues(upper: Sequence[float], lower: Sequence[float]) -> bool:
    """Whether the line box ``lower`` follows ``upper`` in one paragraph (a quarter of the shorter
    one's width lies under the other, not a column's line whose box took in gutter dirt; it starts
    left of ``upper``'s middle, or ends flush with it; a line under a centred one does neither)."""
    height = float(upper[3]) - float(upper[1])
    overlap = min(float(upper[2]), float(lower[2])) - max(float(upper[0]), float(lower[0]))
    shorter = min(float(upper[2]) - float(upper[0]), float(lower[2]) - float(lower[0]))
    gap = float(lower[1]) - float(upper[3])
    starts = float(lower[0]) < (float(upper[0]) + float(upper[2])) / 2
    starts = starts or abs(float(lower[2]) - float(upper[2])) <= height * 0.5
    return overlap > shorter / 4 and starts and -height * 0.5 < gap < height * 0.7
