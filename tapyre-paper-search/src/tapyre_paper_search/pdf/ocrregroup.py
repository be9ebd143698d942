"""OCR'd lines regrouped into paragraphs in reading order (pure).

Tesseract's blocks can mix the lines of two columns, and it measures every
line's size anew: :func:`regroup_lines` places every line on its own, puts
the lines in reading order, makes lines following each other in one column at
ordinary spacing one block again, and evens out the sizes of one type size
(see docs/pdf-log.md, "Scanned and broken pages").  The result has the shape of
PyMuPDF's ``get_text("dict")``, for :func:`~tapyre_paper_search.pdf.blocks.text_blocks`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.ocrbracketinitial import mended_bracket_initials
from tapyre_paper_search.pdf.ocrdigits import mended_ones
from tapyre_paper_search.pdf.ocrdisplay import (
    display_sizes,
    lifted_sizes,
    sandwiched_sizes,
    stepped_sizes,
)
from tapyre_paper_search.pdf.ocrdotless import mended_dotless
from tapyre_paper_search.pdf.ocrleading import without_leading_specks
from tapyre_paper_search.pdf.ocrlines import (
    PROSE_WORDS,
    cut_overreaching,
    joined_pieces,
    line_size,
    spaced_words,
    word_count,
)
from tapyre_paper_search.pdf.ocrmarks import sized_spans
from tapyre_paper_search.pdf.ocrmeasure import most_common_size
from tapyre_paper_search.pdf.ocrnamegaps import parted_names
from tapyre_paper_search.pdf.ocrnames import kept_given_names
from tapyre_paper_search.pdf.ocrnamespecks import mended_name_specks
from tapyre_paper_search.pdf.ocrneighbours import even_neighbours
from tapyre_paper_search.pdf.ocrparagraphs import mended_sizes, pitched_paragraphs, title_tail
from tapyre_paper_search.pdf.ocrrepeats import without_repeats
from tapyre_paper_search.pdf.ocrrow import joined_title_rows
from tapyre_paper_search.pdf.ocrshortwords import row_words
from tapyre_paper_search.pdf.ocrsizes import label_sizes, paragraph_box, prose_sizes
from tapyre_paper_search.pdf.ocrspecks import mended_stops
from tapyre_paper_search.pdf.ocrstray import stray_display_words
from tapyre_paper_search.pdf.ocrstrips import without_strips
from tapyre_paper_search.pdf.ocrswallowed import with_swallowed_words
from tapyre_paper_search.pdf.ocrwide import narrowed_wide_words
from tapyre_paper_search.pdf.ocrwidetype import widened_sizes
from tapyre_paper_search.pdf.ocrwords import display_junk, mended_words
from tapyre_paper_search.pdf.order import reading_order


def regroup_lines(page: Mapping[str, Any]) -> dict[str, Any]:
    """``page`` (an OCR result) with its lines regrouped into blocks in reading order.

    Tesseract's blocks can mix the lines of two columns; reading them block by
    block would interleave the columns.  Every line is placed on its own, the
    lines are put in reading order, and lines following each other in one
    column with ordinary line spacing become one block again.  A line's size is
    the median of its words' (OCR reports a size a word, and they vary); the
    sizes of one type size are made equal across the page (the sizes most
    characters are set in first), and within each block.  Pieces of one line are
    joined first and words OCR gave without a space between them spaced (``ocrlines``);
    words OCR read twice on one spot are read once (``ocrrepeats``), a short word alone
    between two pieces of its row is no dirt (``ocrshortwords``), and display lines
    lose junk and get split or run-together words mended (``ocrwords``).
    """
    every = [
        line
        for block in page.get("blocks", ())
        if block.get("type", 0) == 0
        for line in block.get("lines", ())
    ]
    cleaned = without_leading_specks(with_swallowed_words(without_repeats(without_strips(every))))
    short_words = row_words(cleaned)
    lines = joined_title_rows(
        joined_pieces(
            narrowed_wide_words(
                [
                    line
                    for i, line in enumerate(cleaned)
                    if i in short_words
                    or not _speck("".join(s.get("text", "") for s in line.get("spans", ())))
                ]
            )
        )
    )
    spaced_words(lines)
    mended_ones(lines)
    mended_dotless(lines)
    mended_bracket_initials(lines)
    mended_name_specks(lines)  # (kinds58)
    kept_given_names(lines)
    parted_names(lines)
    cut_overreaching(lines)
    order = reading_order([tuple(line["bbox"]) for line in lines])
    texts = ["".join(s.get("text", "") for s in line.get("spans", ())) for line in lines]
    weights = [len(text.strip()) for text in texts]
    measured = [line_size(line) for line in lines]
    sizes = _snapped_sizes(measured, weights)
    body = most_common_size(sizes, weights)
    widened_sizes(lines, measured, sizes, body)
    even_neighbours(lines, order, measured, sizes, body)
    junk = display_junk(lines, sizes, body * _DISPLAY)
    junk |= stray_display_words(lines, sizes, body * _DISPLAY)
    mended_words(lines, sizes, body * _DISPLAY)
    paragraphs: list[list[int]] = []
    for i in (i for i in order if i not in junk):
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
    mended_stops(lines, paragraphs)
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
            lines=lines,
        )
        mended_sizes(lines, paragraph, sizes, body * _DISPLAY)
    prose_sizes(lines, paragraphs, sizes, body)
    label_sizes(lines, sizes, body)
    display_sizes(lines, paragraphs, sizes, body, body * _DISPLAY)
    sandwiched_sizes(lines, paragraphs, sizes, body * _DISPLAY)
    stepped_sizes(lines, paragraphs, sizes, body * _DISPLAY)
    lifted_sizes(lines, paragraphs, sizes, body * _DISPLAY)
    for paragraph in paragraphs:
        made = [{**lines[i], "spans": sized_spans(lines[i], sizes[i])} for i in paragraph]
        box = paragraph_box(lines, paragraph)
        blocks.append({"type": 0, "number": len(blocks), "bbox": box, "lines": made})
    return {"width": page.get("width", 0.0), "height": page.get("height", 0.0), "blocks": blocks}


_LOOK_BACK = 3
"""Paragraphs before a line (in reading order) it may go on."""
_SAME_PARAGRAPH = 1.2
"""OCR sizes of the lines of one paragraph within this ratio are one type size."""
_SAME_PARAGRAPH_ONE_WORD = 1.35
"""The same for a line of one word, whose size is one word's measurement."""


_DISPLAY = 1.3
"""A paragraph this many times the body's size is display type (a title)."""


def _one_size(
    paragraph: Sequence[int],
    sizes: list[float],
    weights: Sequence[int],
    single: Sequence[bool],
    long_lines: Sequence[bool],
    *,
    display: float = 0.0,
    lines: Sequence[Mapping[str, Any]] = (),
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
    one-word affiliation lines ("Brazil") are set smaller than the names; nor a
    title's last word under the title's lines over names in the paragraph
    (:func:`~tapyre_paper_search.pdf.ocrparagraphs.title_tail`).
    ``long_lines`` marks lines of prose length (see :func:`_prose_run`)."""
    if len(paragraph) < 2:
        return
    common = most_common_size([sizes[i] for i in paragraph], [weights[i] for i in paragraph])
    for k, i in enumerate(paragraph):
        one_word = k < len(single) and single[k] and common >= display
        if one_word and lines and title_tail(lines, paragraph[:k], sizes, sizes[i]):
            continue  # a title's last word, over names set otherwise
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
    """An OCR line that is dirt on the scan: hardly any letters or digits (an initial
    alone, "N.", is a piece of a name line).  Spaces count only in a line of lone
    characters ("1 1 1 : ; ," is dirt); where a word holds two letters or digits or
    more, they do not ("(24%; 95% CI, 13%-38%)" is no dirt)."""
    alnum = sum(map(str.isalnum, text))
    if alnum == 1 and text.strip()[:1].isupper() and text.strip()[1:] == ".":
        return False
    figures = any(sum(map(str.isalnum, word)) >= 2 for word in text.split())
    return alnum < 3 or alnum < len("".join(text.split()) if figures else text.strip()) * 0.5


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
