"""Tables: found next to their captions, read with PyMuPDF's table finder, kept as Markdown.

PyMuPDF's table finder is thorough and slow (tens of milliseconds even on a
small region, far more on a whole page), so it runs only where a table is:
:func:`table_regions` looks for a caption ("Table 3:", "TABLE II.",
"Tabelle 2") and takes the run of table-like blocks (short lines, many
numbers, cells side by side) right under it, or right above it when the
caption is set below; :func:`find_table` runs the finder on that region
alone; :func:`markdown` writes the cells as a Markdown table (empty rows and
columns dropped, line breaks inside cells turned into spaces, ``|`` escaped),
which :mod:`~tapyre_paper_search.pdf.pagetext` puts right after the caption.
"""

from __future__ import annotations

import inspect
import os
import re
from collections.abc import Sequence
from functools import cache
from typing import Any

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.pagetext import TABLE_CAPTION, PlacedTable

_MAX_CELL_CHARS = 30.0
_MAX_GAP_LINES = 3.0
_MIN_ROWS = 2
_MIN_COLUMNS = 2
_NUMBER = re.compile(r"^[-+±~<>≈]?\d[\d.,]*%?$|^[-–—]$")


def table_regions(blocks: Sequence[TextBlock]) -> list[tuple[int, tuple[float, float, float, float]]]:
    """(caption index, region box) for each table caption with table-like blocks beside it."""
    out = []
    for index, block in enumerate(blocks):
        if not TABLE_CAPTION.match(block.text):
            continue
        below = _run(blocks, index, downward=True)
        above = _run(blocks, index, downward=False)
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


def _run(blocks: Sequence[TextBlock], caption: int, *, downward: bool) -> list[int]:
    """Table-like blocks next to the caption, in its column, until prose or a gap."""
    cap = blocks[caption]
    line_height = max((l.y1 - l.y0 for l in cap.lines), default=10.0)
    candidates = [
        i
        for i, b in enumerate(blocks)
        if i != caption
        and b.x1 > cap.x0 - 40
        and b.x0 < cap.x1 + 40
        and ((b.y0 >= cap.y1 - 1) if downward else (b.y1 <= cap.y0 + 1))
    ]
    candidates.sort(key=lambda i: blocks[i].y0 if downward else -blocks[i].y1)
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
        run.append(i)
        edge = max(edge, block.y1) if downward else min(edge, block.y0)
    return run


def _score(blocks: Sequence[TextBlock], run: list[int]) -> int:
    """How table-like a run is: rows (distinct line heights) when cells sit side by side."""
    if not run:
        return 0
    rows = {round(line.y0 / 2) for i in run for line in blocks[i].lines}
    lines = sum(len(blocks[i].lines) for i in run)
    side_by_side = len(run) >= 2 or lines > len(rows)
    return len(rows) if len(rows) >= _MIN_ROWS and side_by_side else 0


@cache
def _finder_options() -> frozenset[str]:
    import pymupdf

    return frozenset(inspect.signature(pymupdf.table.find_tables).parameters)


def find_table(page: Any, box: tuple[float, float, float, float]) -> list[list[str | None]] | None:
    """The cells of the table PyMuPDF's finder reads in ``box`` of ``page``, or None."""
    import pymupdf

    # PyMuPDF prints a one-time advertisement for its layout package otherwise.
    os.environ.setdefault("PYMUPDF_SUGGEST_LAYOUT_ANALYZER", "0")
    options: dict[str, Any] = {"clip": pymupdf.Rect(box), "strategy": "text"}
    known = _finder_options()
    if "use_layout" in known:
        options["use_layout"] = False  # the layout model costs a second a page
    if "paths" in known:
        options["paths"] = []  # text alignment decides; drawings of the page cost time
    try:
        found = page.find_tables(**options)
    except Exception:  # the finder's own bugs must not lose the page
        return None
    tables = list(getattr(found, "tables", None) or [])
    if not tables:
        return None
    best = max(tables, key=lambda t: t.row_count * t.col_count)
    rows: list[list[str | None]] = best.extract()
    return rows


def markdown(rows: Sequence[Sequence[str | None]]) -> str:
    """The cells as a Markdown table; ``""`` when fewer than two rows and columns hold text."""
    cells = [[_cell(c) for c in row] for row in rows]
    cells = [row for row in cells if any(row)]
    if not cells:
        return ""
    width = max(len(row) for row in cells)
    cells = [row + [""] * (width - len(row)) for row in cells]
    keep = [j for j in range(width) if any(row[j] for row in cells)]
    cells = [[row[j] for j in keep] for row in cells]
    if len(cells) < _MIN_ROWS or len(keep) < _MIN_COLUMNS:
        return ""
    header, *body = cells
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in body]
    return "\n".join(lines)


def _cell(value: str | None) -> str:
    if not value:
        return ""
    return " ".join(value.replace("|", "\\|").split())


def page_tables(page: Any, blocks: Sequence[TextBlock]) -> list[PlacedTable]:
    """The tables of a page, read where captions announce them."""
    out = []
    for caption, box in table_regions(blocks):
        rows = find_table(page, box)
        text = markdown(rows) if rows else ""
        if text:
            out.append(PlacedTable(box, text, caption))
    return out
