"""Text blocks built from rows of text for the reference-list tests (refs79: the row
helper the reference test files each kept a copy of)."""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock


def rows_block(
    texts: Sequence[str],
    *,
    x: float = 72.0,
    y: float = 100.0,
    width: float = 200.0,
    step: float = 12.0,
    height: float = 10.0,
    size: float = 9.0,
    indent: float = 0.0,
    right: float | None = None,
    full: bool = False,
) -> TextBlock:
    """A block of ``texts``, one line each, set at ``x`` (the lines after the first
    ``indent`` further right) and ``width`` wide, ``step`` points apart from ``y``, each
    ``height`` high in type of ``size``, not bold.  The block's right edge is ``right``
    (else the lines'), its foot the last line's (with ``full``, a whole ``step`` under
    the last line's top)."""
    lines = [
        BlockLine(
            text,
            x + (indent if k else 0.0),
            y + step * k,
            x + width,
            y + step * k + height,
            size,
            False,
        )
        for k, text in enumerate(texts)
    ]
    bottom = y + step * len(texts) if full else lines[-1].y1
    return TextBlock(x, y, x + width if right is None else right, bottom, lines)


# A two-column journal's reference column: 229 points wide, its lines 9 points high in
# type of 9.96 points (refs41, refs42, refs43, refs57b).
COLUMN_WIDTH = 229.0
COLUMN_SIZE = 9.96


def column_block(
    texts: Sequence[str], *, x: float, y: float, indent: float = 0.0, width: float = COLUMN_WIDTH
) -> TextBlock:
    """:func:`rows_block` of a journal's reference column (:data:`COLUMN_WIDTH` wide
    unless ``width`` says otherwise, :data:`COLUMN_SIZE` type, lines 9 points high, the
    box a whole step under the last line's top)."""
    return rows_block(
        texts, x=x, y=y, width=width, height=9.0, size=COLUMN_SIZE, indent=indent, full=True
    )


def box_block(lines: list[BlockLine]) -> TextBlock:
    """A block of ``lines`` as given, its box the lines' (their first's top, their last's
    foot)."""
    return TextBlock(
        min(x.x0 for x in lines), lines[0].y0, max(x.x1 for x in lines), lines[-1].y1, lines
    )
