"""A page's text in reading order, without clutter, with tables and equations kept whole (pure).

:func:`page_text` joins a page's :class:`~tapyre_paper_search.pdf.blocks.TextBlock` s:

* page numbers, running headers and footers go
  (:mod:`~tapyre_paper_search.pdf.clutter`);
* blocks are read column by column (:mod:`~tapyre_paper_search.pdf.order`);
* display equations become one line (:mod:`~tapyre_paper_search.pdf.equations`);
* a table found on the page (its Markdown, from
  :mod:`~tapyre_paper_search.pdf.tables`) replaces the blocks it covers and
  is placed right after its caption, so caption and table stay together;
* each block is a paragraph (blocks are separated by a blank line), its lines
  separated by single line breaks for :func:`~tapyre_paper_search.pdf.normalize_text`
  to join.

The text is assembled only up to ``max_chars``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.clutter import is_clutter
from tapyre_paper_search.pdf.equations import merge_equations
from tapyre_paper_search.pdf.order import reading_order

CAPTION = re.compile(
    r"^\s*(?:figure|fig\.|table|tab\.|abbildung|abb\.|tabelle|scheme|algorithm|listing)"
    r"\s*(?:\d+|[IVX]+|[A-Z]\.?\d+)[a-z]?\s*[.:|—–-]?",
    re.IGNORECASE,
)
TABLE_CAPTION = re.compile(
    r"^\s*(?:table|tab\.|tabelle)\s*(?:\d+|[IVX]+|[A-Z]\.?\d+)", re.IGNORECASE
)


@dataclass(frozen=True)
class PlacedTable:
    """A table found on a page: the region it covers, its Markdown, its caption's index."""

    box: tuple[float, float, float, float]
    markdown: str
    caption: int | None = None


def page_text(
    blocks: Sequence[TextBlock],
    height: float,
    running: frozenset[str],
    *,
    tables: Sequence[PlacedTable] = (),
    max_chars: int = 200_000,
) -> str:
    """The page's text (see the module docstring); ``blocks`` as PyMuPDF gives them."""
    return joined(ordered_blocks(blocks, height, running, tables=tables), max_chars)


def joined(blocks: Sequence[TextBlock], max_chars: int = 200_000) -> str:
    """The blocks' texts as paragraphs (a blank line between), up to ``max_chars``."""
    parts: list[str] = []
    room = max_chars
    for block in blocks:
        text = block.text
        if not text or text.isspace():  # as ``not text.strip()``, without the copy
            continue
        if parts:
            room -= 2  # the blank line between blocks
        if room <= 0:
            break
        parts.append(text[:room])
        room -= len(parts[-1])
    return "\n\n".join(parts)


def ordered_blocks(
    blocks: Sequence[TextBlock],
    height: float,
    running: frozenset[str],
    *,
    tables: Sequence[PlacedTable] = (),
) -> list[TextBlock]:
    """The page's blocks as :func:`page_text` joins them: clutter out, reading order,
    equations merged, each table right after its caption."""
    kept = [b for b in blocks if not is_clutter(b, height, running)]
    for table in tables:
        kept = [b for b in kept if not _inside(b, table.box)]
    kept_ids = {id(b) for b in kept}
    after_caption = {id(blocks[t.caption]): t for t in tables if t.caption is not None}
    loose = [t for t in tables if t.caption is None or id(blocks[t.caption]) not in kept_ids]
    kept.extend(_table_block(t) for t in loose)
    ordered = [kept[i] for i in reading_order([b.box for b in kept])]
    out: list[TextBlock] = []
    for block in merge_equations(ordered):
        out.append(block)
        placed = after_caption.get(id(block))
        if placed is not None:
            block.kind = "caption"
            out.append(_table_block(placed))
    return out


def _table_block(table: PlacedTable) -> TextBlock:
    x0, y0, x1, y1 = table.box
    rows = [BlockLine(row, x0, y0, x1, y1, 0.0, False) for row in table.markdown.split("\n")]
    return TextBlock(x0, y0, x1, y1, rows, kind="table")


def _inside(block: TextBlock, box: tuple[float, float, float, float]) -> bool:
    """Whether most of ``block`` lies inside ``box`` (a table's region)."""
    x0, y0, x1, y1 = box
    w = max(0.0, min(block.x1, x1) - max(block.x0, x0))
    h = max(0.0, min(block.y1, y1) - max(block.y0, y0))
    area = max((block.x1 - block.x0) * (block.y1 - block.y0), 1e-6)
    return w * h >= area * 0.6
