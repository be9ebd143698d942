"""Text lines of a page with what their type says about them (pure).

Input is PyMuPDF's ``page.get_text("dict")`` structure (``width``,
``height``, ``blocks`` of ``lines`` of ``spans`` with ``text``, ``size``,
``font``, ``flags`` and ``bbox``), so this module needs no PyMuPDF import
and is tested on hand-made dicts as well as real pages.

Each horizontal line becomes a :class:`Line`: its text without footnote
marks set as superscripts, the size and weight most of its characters are
set in, its box, and ``names``: the text with superscripts and smaller-set
spans replaced by commas and wide gaps between words by a separator, which
is what author names are read from.  Rotated lines (margin stamps, axis
labels) are left out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tapyre_paper_search.pdf import overfull
from tapyre_paper_search.pdf.accentbelow import marks_below
from tapyre_paper_search.pdf.blockrise import cut_columns, cut_rising
from tapyre_paper_search.pdf.drawnrules import NO_RULES, DrawnRules
from tapyre_paper_search.pdf.fontstyle import font_style, math_letters, span_lead, superscript
from tapyre_paper_search.pdf.formatspans import without_format_spans
from tapyre_paper_search.pdf.justified import joined_line, justified_rows
from tapyre_paper_search.pdf.letterspaced import closed_up, rejoined_gaps
from tapyre_paper_search.pdf.linenames import (
    MARK_ONLY,
    MARK_SYMBOLS,
    SEPARATOR,
    names_text,
    plain_text,
    split_wide_gaps,
)
from tapyre_paper_search.pdf.linestacks import stacked
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.onetype import one_type
from tapyre_paper_search.pdf.order import reading_order
from tapyre_paper_search.pdf.runintype import type_change
from tapyre_paper_search.pdf.smallcaps import Caps, caps_of, lower_case_after, small_caps_spans
from tapyre_paper_search.pdf.turnedlabels import turned_headings
from tapyre_paper_search.pdf.upwardlines import top_down

# Two lines' sizes this close (points) are one type size (:meth:`Line.same_type`).
SAME_TYPE_SIZE = 0.3


@dataclass(frozen=True, slots=True)
class Line:
    """One horizontal line of text on a page (``page`` counts the pages read, from 0).

    ``lead`` is the style of its first visible span (font, bold), which tells a
    run-in label set apart from its sentence ("**Methods.** We …")."""

    text: str
    size: float
    bold: bool
    italic: bool
    mono: bool
    x0: float
    y0: float
    x1: float
    y1: float
    block: int
    page: int = 0
    names: str = ""
    marks: int = 0
    lead: str = field(default="", compare=False)
    # the text before a bold lead's change of type (:mod:`.runintype`), else ""
    lead_text: str = field(default="", compare=False)
    byline: bool = field(default=False, compare=False)  # "I. Grabec" (:mod:`.initialbyline`)

    @property
    def letters(self) -> int:
        return sum(map(str.isalpha, self.text))

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    def same_type(self, other: Line) -> bool:
        """Whether ``other`` is set in this line's type: sizes within
        :data:`SAME_TYPE_SIZE` points, the same weight and slant."""
        return (
            abs(self.size - other.size) <= SAME_TYPE_SIZE
            and self.bold == other.bold
            and self.italic == other.italic
        )


@dataclass(frozen=True)
class PageLines:
    """The lines of one page in reading order, with the page's size."""

    lines: tuple[Line, ...]
    width: float
    height: float
    number: int = 0
    blank: bool = False
    """The page prints nothing: no text in its text layer and no image (a page left
    empty, latex52), unlike a scan's page with no text layer, which shows images."""
    rules: DrawnRules = field(default=NO_RULES, compare=False, repr=False)
    """The first page's horizontal rules drawn across it, ``(y, x0, x1)``, read when
    called (:class:`~tapyre_paper_search.pdf.drawnrules.DrawnRules`; none on later
    pages)."""


Words = Mapping[tuple[int, int], Sequence[tuple[float, float, str]]]
"""Words of a page by (block number, line number): (x0, x1, text), as PyMuPDF's
``get_text("words")`` gives them from the same text page."""


def page_lines(page: Mapping[str, Any], number: int = 0, words: Words | None = None) -> PageLines:
    """The :class:`Line` s of a ``get_text("dict")`` page, block by block as given, the
    pieces of a justified line joined (:mod:`~tapyre_paper_search.pdf.justified`).

    With ``words``, a line's ``names`` marks wide gaps between its words too.
    """
    out: list[Line] = []
    blocks = [b for b in page.get("blocks", ()) if b.get("type", 0) == 0]
    rows = justified_rows([b.get("lines", ()) for b in blocks])
    caps: Caps = None  # the faked small capitals of the line before (:mod:`.smallcaps`)
    for block, runs in zip(blocks, rows, strict=True):  # a justified line's pieces: one line
        block_number = int(block.get("number", 0))
        raw = block.get("lines", ())
        for run in runs:
            line = raw[run[0]] if len(run) == 1 else joined_line([raw[i] for i in run])
            line_words = (
                [w for i in run for w in words.get((block_number, i), ())]
                if words is not None
                else None
            )
            made, caps = _line(line, block_number, number, line_words, caps)
            if made is not None:
                out.append(made)
    for target, raw_heading in turned_headings(blocks):  # a label turned beside its rows
        heading, _ = _line(raw_heading, target, number, None)
        at = next((k for k, ln in enumerate(out) if ln.block == target), len(out))
        if heading is not None:
            out.insert(at, heading)
    return PageLines(
        tuple(out), float(page.get("width") or 0.0), float(page.get("height") or 0.0), number
    )


def _line(
    line: Mapping[str, Any],
    block: int,
    page: int,
    words: Sequence[tuple[float, float, str]] | None,
    before: Caps = None,
) -> tuple[Line | None, Caps]:
    """The line, and its faked small capitals' (size, nominal size) for the next line
    (``before`` is the previous line's: a title line of lower-case words alone in them,
    "development", is set in their nominal size)."""
    direction = line.get("dir", (1.0, 0.0))
    if abs(direction[0] - 1.0) > 0.01 or abs(direction[1]) > 0.01:
        return None, None  # rotated text: margin stamps, axis labels
    spans = line.get("spans", ())
    if len(spans) == 1 and before is None and float(spans[0].get("size", 0.0)) >= 0:
        # (after faked small capitals a lower-case line may take their nominal size)
        return _one_span_line(spans[0], line, block, page, words), None
    spans = marks_below(spans)  # "Bērzin" "," " š": a mark under a letter (names35)
    if before is None and (one := one_type(spans)) is not None:  # a line in one type (speed46)
        return _one_span_line(one, line, block, page, words), None
    spans = without_format_spans(spans)  # a soft hyphen's zero-width span (producer68)
    visible = [s for s in spans if s.get("text", "").strip()]
    if not visible:
        return None, before
    text = plain_text(spans)
    if not text:
        return None, before
    weights: dict[float, int] = {}
    fonts: dict[str, int] = {}
    bold_chars = italic_chars = total = 0
    # Math letters ("𝛼5𝛽1" in a title) are set in the math font's size and weight: the
    # line's type is its text's, where it has any (a line of Greek text keeps its own).
    voters = [s for s in visible if not math_letters(s["text"])] or visible
    faked = small_caps_spans(spans) or lower_case_after(spans, before)  # {}: one size
    nominal = {id(spans[k]): size for k, size in faked.items()}
    for span in voters:
        n = len(span["text"].strip())
        size = round(nominal.get(id(span), float(span.get("size", 0.0))), 1)
        weights[size] = weights.get(size, 0) + n
        font = str(span.get("font", ""))
        fonts[font] = fonts.get(font, 0) + n
        flags = int(span.get("flags", 0))
        bold, italic, _ = font_style(font)
        if flags & 16 or bold:
            bold_chars += n
        if flags & 2 or italic:
            italic_chars += n
        total += n
    x0, y0, x1, y1 = (float(v) for v in line.get("bbox", (0, 0, 0, 0)))
    names, marks = names_text(spans, faked)
    size = max(weights, key=weights.__getitem__)
    # a letter-spaced line's word gaps are all wide: no separator tells names apart there
    spaced = closed_up(text, names.replace(SEPARATOR, " "), words, size) if words else None
    if spaced is not None:
        text, names = spaced
    elif words is not None and marks == 0:
        text, names, words, gaps = rejoined_gaps(text, names, words, size)
        names = split_wide_gaps(names, words, size, gaps)
    # The most common size and font, the first of equals (as Counter.most_common).
    font = max(fonts, key=fonts.__getitem__)
    made = Line(
        text=text,
        size=size,
        bold=bold_chars * 2 > total,
        italic=italic_chars * 2 > total,
        mono=font_style(font)[2] or bool(int(visible[0].get("flags", 0)) & 8),
        x0=x0,
        y0=y0,
        x1=x1,
        y1=y1,
        block=block,
        page=page,
        names=normalize_inline(names),
        marks=marks,
        lead=span_lead(visible[0]),
        lead_text=plain_text(spans[:change]) if (change := type_change(spans, font_style)) else "",
    )
    return made, caps_of(spans, faked)


def _one_span_line(
    span: Mapping[str, Any],
    line: Mapping[str, Any],
    block: int,
    page: int,
    words: Sequence[tuple[float, float, str]] | None,
) -> Line | None:
    """:func:`_line` for a line of one span set in a size of zero or more (most lines),
    without the sums over spans: the line is the span's text, size, weight and slant;
    its names are its text, or a comma where it is a raised mark alone
    (:func:`~.linenames.plain_text` and :func:`~.linenames.names_text` of one such span)."""
    raw = span.get("text", "")
    text = raw.strip()
    if not text:
        return None
    flags = int(span.get("flags", 0))
    raised = superscript(span)
    if raised and MARK_SYMBOLS.match(raw):
        return None  # a footnote mark alone: no text once it is left out
    font = str(span.get("font", ""))
    bold, italic, mono = font_style(font)
    size = round(float(span.get("size", 0.0)), 1)
    x0, y0, x1, y1 = map(float, line.get("bbox", (0, 0, 0, 0)))
    if raised and MARK_ONLY.match(raw):
        names, marks = ",", 1
    else:
        names, marks = text, 0
        spaced = closed_up(text, text, words, size) if words else None
        if spaced is not None:
            text, names = spaced
        elif words is not None:
            text, names, words, gaps = rejoined_gaps(text, names, words, size)
            names = split_wide_gaps(names, words, size, gaps)
    return Line(
        text=text,
        size=size,
        bold=bool(flags & 16 or bold),
        italic=bool(flags & 2 or italic),
        mono=mono or bool(flags & 8),
        x0=x0,
        y0=y0,
        x1=x1,
        y1=y1,
        block=block,
        page=page,
        names=normalize_inline(names),
        marks=marks,
        lead=span_lead(span),
    )


def side_by_side(left: Sequence[Line], right: Sequence[Line]) -> bool:
    """Whether two runs of lines stand in different columns: no line of one overlaps a
    line of the other across the page."""
    return all(a.x1 <= b.x0 or b.x1 <= a.x0 for a in left for b in right)


def in_reading_order(page: PageLines) -> PageLines:
    """``page`` with its blocks in reading order (columns left to right), the lines
    of each block kept in their order (top down where drawn upwards:
    :mod:`~tapyre_paper_search.pdf.upwardlines`), a block cut where its lines go back up or
    alternate between two columns (:mod:`~tapyre_paper_search.pdf.blockrise`); one-line blocks
    of one paragraph are ordered as one (:mod:`~tapyre_paper_search.pdf.linestacks`)."""
    blocks: dict[int, list[Line]] = {}
    for line in page.lines:
        blocks.setdefault(line.block, []).append(line)
    upright = [top_down(b) for b in blocks.values()]  # a block drawn upwards (abs65)
    groups = stacked(cut_columns(cut_rising(upright)))  # blockrise; a paragraph's blocks: one box
    boxes = [overfull.box(g) for g in groups]  # an overfull line left out (names46)
    ordered = tuple(line for i in reading_order(boxes) for line in groups[i])
    return PageLines(ordered, page.width, page.height, page.number)
