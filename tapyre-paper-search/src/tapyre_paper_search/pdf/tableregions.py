"""Where a page's tables lie: the run of table-like blocks beside a caption (pure).

:func:`table_regions` looks for a caption ("Table 3:", "TABLE II.", "Tabelle 2") and
takes the run of table-like blocks (short lines, many numbers, cells side by side)
right under it, or right above it when the caption is set below, up to prose, a wide
gap, another caption or the next section's heading.
:mod:`~tapyre_paper_search.pdf.tables` reads the cells of each region.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.pagetext import TABLE_CAPTION
from tapyre_paper_search.pdf.references import HEADING as REFERENCES_HEADING

_MAX_CELL_CHARS = 30.0
_MAX_GAP_LINES = 3.0
MIN_ROWS = 2
"""Rows a table holds at least: a header and one row (:mod:`.tables` reads no fewer)."""
_NUMBER = re.compile(r"^[-+±~<>≈]?\d[\d.,]*%?$|^[-–—]$")
# A numbered section heading: "3 Results", "4.2 Data and Methods", "IV. EXPERIMENTS".
_SECTION = re.compile(
    r"^\s*(?:\d{1,2}(?:\.\d{1,2})*|[IVX]{1,4})\.?\s+[^\W\d_][^\W\d_-]*(?:[\s-]+[^\W\d_]+){0,6}\s*$"
)


def table_regions(
    blocks: Sequence[TextBlock], page_width: float = 0.0
) -> list[tuple[int, tuple[float, float, float, float]]]:
    """(caption index, region box) for each table caption with table-like blocks beside
    it (``page_width``: the page's, where the blocks alone may not span the text)."""
    out = []
    for index, block in enumerate(blocks):
        if not TABLE_CAPTION.match(block.text):
            continue
        below = _run(blocks, index, page_width, downward=True)
        above = _run(blocks, index, page_width, downward=False)
        run = below if _score(blocks, below) >= _score(blocks, above) else above
        if _score(blocks, run) <= 0:
            continue
        members = [blocks[i] for i in run]
        box = (
            min(b.x0 for b in members) - 2,
            min(b.y0 for b in members) - 2,
            max(b.x1 for b in members) + 2,
            max(b.y1 for b in members) + 2,
        )
        out.append((index, box))
    return out


def _tabular(block: TextBlock) -> bool:
    """Whether a block reads like table cells rather than prose: many numbers, or
    short lines that are not sentences."""
    words = block.text.split()
    if not words:
        return False
    numbers = sum(bool(_NUMBER.match(w)) for w in words)
    if numbers >= len(words) * 0.3:
        return True
    chars = sum(len(line.text) for line in block.lines) / len(block.lines)
    lower = sum(w[0].islower() for w in words) / len(words)
    return chars <= _MAX_CELL_CHARS and (lower < 0.5 or len(words) / len(block.lines) <= 3)


def _run(
    blocks: Sequence[TextBlock], caption: int, page_width: float, *, downward: bool
) -> list[int]:
    """Table-like blocks next to the caption, in its column, until prose or a gap."""
    cap = blocks[caption]
    line_height = max((line.y1 - line.y0 for line in cap.lines), default=10.0)
    # The caption's column: a table may be centred under a short caption set flush left.
    # The text spans at least the caption's margin mirrored on the right, also on a page
    # holding nothing but the table (too few blocks to show the text's width).
    area = max(max(b.x1 for b in blocks) - min(b.x0 for b in blocks), page_width - 2 * cap.x0)
    left, right = cap.x0 - 40, max(cap.x1, cap.x0 + area * 0.48) + 5
    candidates = [
        i
        for i, b in enumerate(blocks)
        if i != caption
        and b.x1 > left
        and b.x0 < right
        and ((b.y0 >= cap.y1 - 1) if downward else (b.y1 <= cap.y0 + 1))
    ]
    candidates.sort(key=lambda i: blocks[i].y0 if downward else -blocks[i].y1)
    # A line's height (blocks read without line detail give each line the block's box).
    row_height = (cap.y1 - cap.y0) / max(cap.line_count, 1)
    run: list[int] = []
    edge = cap.y1 if downward else cap.y0
    for i in candidates:
        block = blocks[i]
        gap = (block.y0 - edge) if downward else (edge - block.y1)
        if gap > line_height * _MAX_GAP_LINES and run:
            break
        if gap > line_height * _MAX_GAP_LINES * 2:
            break
        if TABLE_CAPTION.match(block.text) or not _tabular(block):
            break
        if _heading(block, gap, row_height):
            break  # the next section starts: the table ended above it
        run.append(i)
        edge = max(edge, block.y1) if downward else min(edge, block.y0)
    return run


def _heading(block: TextBlock, gap: float, row_height: float) -> bool:
    """Whether ``block`` is a section heading set after the table: the references
    list's heading, or one numbered line set apart by white space (a table's row
    "1 Baseline" sits close to the row above it)."""
    if block.line_count != 1:
        return False
    text = block.first_line
    if REFERENCES_HEADING.match(text):
        return True
    return gap > row_height * 0.5 and _SECTION.match(text) is not None


def _score(blocks: Sequence[TextBlock], run: list[int]) -> int:
    """How table-like a run is: its lines, when there are enough for a header and rows."""
    lines = sum(blocks[i].line_count for i in run)
    return lines if lines >= 2 * MIN_ROWS else 0
