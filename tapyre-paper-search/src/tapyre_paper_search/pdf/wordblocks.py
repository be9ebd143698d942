"""Text blocks of a references page from PyMuPDF's word list (pure).

A page of the references list needs its lines with their own boxes (hanging
indents tell entries apart) and sizes (footnotes and a heading after the list
are set in another size), but not the fonts of each span: PyMuPDF's dict, which
gives them, costs about three times its word list.  :func:`blocks_from_words`
makes the same blocks and lines from ``extractWORDS()`` tuples
(x0, y0, x1, y1, word, block, line, word number): a line's text is its words
joined by single spaces, its box their union, and its size its words' median
height (a superscript raises its word alone) divided by ``height_per_size``,
the ratio of a line's height to its font size that the document's first page
showed (see :func:`height_per_size`).  Every line of a block takes the size of
its block's tallest line: a font's height depends on its design as well as its
size (an italic venue line measures 4 % lower than the roman lines around it,
in some fonts half as high), and PyMuPDF puts lines of one size together in a
block.  The words carry no weight: no line is bold.  Mathematics is counted by
symbols only (no fonts), and rotated lines are not told apart (no direction).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from operator import itemgetter
from typing import Any

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock, is_arxiv_stamp, math_symbols

DEFAULT_HEIGHT_PER_SIZE = 1.2
"""A line's height over its font size when the first page shows none (typical fonts)."""
_BLOCK = itemgetter(5)
_LINE = itemgetter(6)


def height_per_size(blocks: Sequence[TextBlock]) -> float:
    """The median ratio of a line's height to its size over ``blocks`` read from a dict
    (:data:`DEFAULT_HEIGHT_PER_SIZE` when there are none)."""
    ratios = sorted(
        (line.y1 - line.y0) / line.size
        for block in blocks
        if block.detailed
        for line in block.lines
        if line.size > 0 and line.y1 > line.y0
    )
    return ratios[len(ratios) // 2] if ratios else DEFAULT_HEIGHT_PER_SIZE


def blocks_from_words(words: Sequence[Sequence[Any]], ratio: float) -> list[TextBlock]:
    """The text blocks of ``extractWORDS()`` tuples (see the module docstring); lines
    set vertically (a margin stamp) and arXiv stamps are dropped."""
    out: list[TextBlock] = []
    for _, block_words in groupby(words, _BLOCK):
        lines: list[BlockLine] = []
        tallest = 0.0
        for _, line_words in groupby(block_words, _LINE):
            ws = list(line_words)
            first = ws[0]
            if len(ws) == 1:
                text, x0, y0, x1, y1 = first[4], first[0], first[1], first[2], first[3]
                height = y1 - y0
            else:
                # a line's words run left to right: its ends are its first and last word's
                text = " ".join([w[4] for w in ws])
                x0, x1 = first[0], ws[-1][2]
                y0, y1 = min([w[1] for w in ws]), max([w[3] for w in ws])
                if x1 - x0 < (y1 - y0) * 0.3:
                    continue  # set vertically
                heights = sorted([w[3] - w[1] for w in ws])
                height = heights[len(heights) // 2]
            if "arXiv:" in text and is_arxiv_stamp(text):
                continue
            tallest = max(tallest, height)
            lines.append(BlockLine(text, x0, y0, x1, y1, 0.0, False))
        if lines:
            out.append(_block(lines, tallest / ratio))
    return out


def _block(lines: list[BlockLine], size: float) -> TextBlock:
    """The block of ``lines`` (each given ``size``): their boxes' union, found in one
    walk over the lines (the first line's box alone for a block of one line: a third
    of a references list's blocks are)."""
    first = lines[0]
    x0, y0, x1, y1 = first.x0, first.y0, first.x1, first.y1
    if len(lines) == 1:
        first.size = size
        text = first.text
    else:
        text = "\n".join([line.text for line in lines])
        for line in lines:
            line.size = size
            x0 = line.x0 if line.x0 < x0 else x0
            y0 = line.y0 if line.y0 < y0 else y0
            x1 = line.x1 if line.x1 > x1 else x1
            y1 = line.y1 if line.y1 > y1 else y1
    made = TextBlock(x0, y0, x1, y1, lines)
    made.chars = len(text) - text.count(" ") - text.count("\n")
    made.math_chars = math_symbols(text)
    return made
