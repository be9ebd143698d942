"""Tables: found next to their captions, read into cells, kept as Markdown.

:func:`~tapyre_paper_search.pdf.tableregions.table_regions` looks for a caption
("Table 3:", "TABLE II.", "Tabelle 2") and takes the run of table-like blocks
(short lines, many numbers, cells side by side) right under it, or right above it
when the caption is set below.  :func:`read_table` reads the region: the grid the
words themselves draw (:mod:`~tapyre_paper_search.pdf.grid`: rows by height,
columns where white space runs down the table), and, where that is no clean
grid (cells over several lines, spanning headers, ruled tables), PyMuPDF's
table finder on the region alone, its cells filled with the page's words.
The finder is thorough and slow (its character table costs about 5 µs a
character, tens of milliseconds a table), which is why the word grid goes
first.  :func:`markdown` writes the cells as a Markdown table (empty rows and
columns dropped, line breaks inside cells turned into spaces, ``|``
escaped), which :mod:`~tapyre_paper_search.pdf.pagetext` puts right after the
caption.
"""

from __future__ import annotations

import importlib
import inspect
import itertools
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.dictwords import WordsNear
from tapyre_paper_search.pdf.grid import Word, rules_may_join, rules_may_settle, word_grid
from tapyre_paper_search.pdf.pagetext import PlacedTable
from tapyre_paper_search.pdf.tableregions import MIN_ROWS, table_regions

_MIN_COLUMNS = 2
_MIN_FILLED = 0.5
"""Share of a ruled grid's cells that must hold text (a chart's grid lines hold none)."""


WordsIn = Callable[[tuple[float, float, float, float]], Sequence[Sequence[Any]]]
"""The words of a page in a box (x0, y0, x1, y1, text, ...), where not PyMuPDF's own."""


@cache
def _finder_options() -> frozenset[str]:
    import pymupdf

    return frozenset(inspect.signature(pymupdf.table.find_tables).parameters)


def read_table(
    page: Any,
    words: Sequence[Word],
    box: tuple[float, float, float, float],
    rules: Rules | None = None,
    plain: list[list[str]] | None = None,
    *,
    words_in: WordsIn | None = None,
) -> list[list[str]] | None:
    """The cells of the table in ``box``: the grid its drawn rules make for a ruled
    table (``rules``: see :func:`rules_in`), PyMuPDF's finder where they make no
    grid, the word grid for a table set in white space (``plain``: when already
    read, the :func:`~tapyre_paper_search.pdf.grid.word_grid` of the box's words;
    ``words_in``: the words in a box where not PyMuPDF's, see :func:`find_table`)."""
    if rules is not None and may_rule(rules):
        grid = ruled_grid(rules)
        if grid is not None:
            cells = fill(grid, _inside(words, box))
            filled = sum(bool(cell) for row in cells for cell in row)
            if filled >= len(cells) * len(cells[0]) * _MIN_FILLED and markdown(cells):
                return cells
        # The frame's rules lie on the text's edges or just outside: clip wider.
        frame = (box[0] - 6, box[1] - 6, box[2] + 6, box[3] + 6)
        found = find_table(page, frame, ruled=True, words_in=words_in)
        if found:
            return found
    return plain if plain is not None else word_grid(_inside(words, box))


def may_rule(rules: Rules) -> bool:
    """Whether ``rules`` could make a ruled grid (two rules at least each way): with
    fewer, :func:`read_table` gives the word grid whatever the drawings hold."""
    return len(rules.vertical) >= 2 and len(rules.horizontal) >= 2


def _inside(words: Sequence[Word], box: tuple[float, float, float, float]) -> list[Word]:
    """The words whose centres lie in ``box``, in their order (the height is tested
    first: a table's box is a band of the page, so most words fail there)."""
    left, top, right, bottom = box
    return [
        w
        for w in words
        if top <= (w[1] + w[3]) / 2 <= bottom and left <= (w[0] + w[2]) / 2 <= right
    ]


@dataclass(frozen=True)
class Rules:
    """The straight rules drawn in a table's region: x of the vertical ones, y of the
    horizontal ones (rules within :data:`_SNAP` points counted once), and how far
    they reach (``x_span``: the horizontal rules' ends, ``y_span``: the vertical
    rules' ends; ``None`` without such rules)."""

    vertical: list[float]
    horizontal: list[float]
    x_span: tuple[float, float] | None
    y_span: tuple[float, float] | None


_SNAP = 2.0


def rules_in(drawings: Sequence[dict[str, Any]], box: tuple[float, float, float, float]) -> Rules:
    """The :class:`Rules` drawn inside ``box`` (lines and thin rectangles, from
    PyMuPDF's ``get_cdrawings()``)."""
    vertical: list[tuple[float, float, float]] = []  # x, top, bottom
    horizontal: list[tuple[float, float, float]] = []  # y, left, right
    x0, y0, x1, y1 = box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3
    for drawing in drawings:
        rx0, ry0, rx1, ry1 = drawing.get("rect", (0, 0, 0, 0))
        if rx1 < x0 or rx0 > x1 or ry1 < y0 or ry0 > y1:
            continue
        for item in drawing.get("items", ()):
            if item[0] == "l":
                (ax, ay), (bx, by) = item[1], item[2]
            elif item[0] == "re":
                ax, ay, bx, by = item[1]
            else:
                continue
            if abs(ax - bx) <= 1.5 and abs(ay - by) >= 6:
                vertical.append(((ax + bx) / 2, min(ay, by), max(ay, by)))
            elif abs(ay - by) <= 1.5 and abs(ax - bx) >= 6:
                horizontal.append(((ay + by) / 2, min(ax, bx), max(ax, bx)))
    return Rules(
        _snapped([v[0] for v in vertical]),
        _snapped([h[0] for h in horizontal]),
        (min(h[1] for h in horizontal), max(h[2] for h in horizontal)) if horizontal else None,
        (min(v[1] for v in vertical), max(v[2] for v in vertical)) if vertical else None,
    )


def _snapped(positions: list[float]) -> list[float]:
    out: list[float] = []
    for value in sorted(positions):
        if not out or value - out[-1] > _SNAP:
            out.append(value)
    return out


def ruled_grid(rules: Rules) -> list[list[tuple[float, float, float, float] | None]] | None:
    """Rows of cell boxes between consecutive rules, the ends of the rules across
    counting as edges (a table ruled only inside and above and below; a merged
    cell's text goes to the part its words' centres lie in), or ``None`` when the
    rules enclose fewer than two rows or two columns."""
    xs = _snapped([*rules.vertical, *(rules.x_span or ())])
    ys = _snapped([*rules.horizontal, *(rules.y_span or ())])
    if len(xs) < _MIN_COLUMNS + 1 or len(ys) < MIN_ROWS + 1:
        return None
    return [
        [(left, top, right, bottom) for left, right in itertools.pairwise(xs)]
        for top, bottom in itertools.pairwise(ys)
    ]


def find_table(
    page: Any,
    box: tuple[float, float, float, float],
    *,
    ruled: bool = False,
    words_in: WordsIn | None = None,
) -> list[list[str]] | None:
    """The cells of the table PyMuPDF's finder reads in ``box`` of ``page``, or None
    (``ruled``: cells from the drawn rules, else from text alignment).

    The finder gives the grid (rows of cell boxes); the words of the page fill it,
    each word in the cell its centre lies in, or the nearest cell of its row (the
    finder's own cell text splits "61.9" at the full stop's low glyph box)."""
    pymupdf: Any = importlib.import_module("pymupdf")

    # PyMuPDF prints a one-time advertisement for its layout package otherwise.
    os.environ.setdefault("PYMUPDF_SUGGEST_LAYOUT_ANALYZER", "0")
    options: dict[str, Any] = {"clip": pymupdf.Rect(box), "strategy": "lines" if ruled else "text"}
    known = _finder_options()
    if "use_layout" in known:
        options["use_layout"] = False  # the layout model costs a second a page
    if "paths" in known and not ruled:
        options["paths"] = []  # text alignment decides; drawings of the page cost time
    try:
        found = page.find_tables(**options)
        tables = list(getattr(found, "tables", None) or [])
        if not tables:
            return None
        best = max(tables, key=lambda t: t.row_count * t.col_count)
        grid = [list(row.cells) for row in best.rows]
    except Exception:  # the finder's own bugs must not lose the page
        return None
    if words_in is not None:  # the page's words read again (TeX's bitmap fonts: texpage)
        words: Sequence[Any] = words_in(box)
    else:
        words = page.get_text("words", clip=pymupdf.Rect(box))
    return fill(grid, [(w[0], w[1], w[2], w[3], w[4]) for w in words])


def fill(
    grid: Sequence[Sequence[tuple[float, float, float, float] | None]], words: Sequence[Word]
) -> list[list[str]]:
    """Text of each cell of ``grid`` (rows of cell boxes, ``None`` for merged cells)."""
    cells: list[list[list[Word]]] = [[[] for _ in row] for row in grid]
    for word in words:
        x = (word[0] + word[2]) / 2
        y = (word[1] + word[3]) / 2
        row = next(
            (
                r
                for r, cols in enumerate(grid)
                if any(c and c[1] - 1 <= y <= c[3] + 1 for c in cols)
            ),
            None,
        )
        if row is None:
            continue
        boxes = [(j, c) for j, c in enumerate(grid[row]) if c is not None]
        if not boxes:
            continue
        inside = [j for j, c in boxes if c[0] <= x <= c[2]]
        column = (
            inside[0]
            if inside
            else min(boxes, key=lambda jc: min(abs(x - jc[1][0]), abs(x - jc[1][2])))[0]
        )
        cells[row][column].append(word)
    return [
        [" ".join(w[4] for w in sorted(cell, key=lambda w: (round(w[1]), w[0]))) for cell in row]
        for row in cells
    ]


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
    if len(cells) < MIN_ROWS or len(keep) < _MIN_COLUMNS:
        return ""
    header, *body = cells
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in body]
    return "\n".join(lines)


def _cell(value: str | None) -> str:
    if not value:
        return ""
    return " ".join(value.replace("|", "\\|").split())


def page_tables(
    page: Any,
    blocks: Sequence[TextBlock],
    words: Callable[[], Sequence[Word]],
    *,
    words_in: WordsIn | None = None,
    near: WordsNear | None = None,
    shared: Callable[[], list[dict[str, Any]] | None] | None = None,
) -> list[PlacedTable]:
    """The tables of a page, read where captions announce them (``words()``: the page's
    words, asked only where a caption has a table beside it and ``near(boxes)`` gives
    none; ``words_in(box)``: those in a box, not PyMuPDF's own, see :func:`find_table`;
    ``shared()``: the page's drawings where another reader reads them too, page 1's
    white fills; ``None`` from it: read here, as without it)."""
    out: list[PlacedTable] = []
    regions = table_regions(blocks, float(page.rect.width))
    if not regions:
        return out
    given = near([box for _, box in regions]) if near is not None else None
    page_words = words() if given is None else given
    drawings: list[dict[str, Any]] | None = None
    for caption, box in regions:
        # The page's drawings (as costly as reading its text) are asked for only where
        # the words leave a doubt the rules may settle: no grid, a row that fills less
        # than half of its cells (a line that may not belong), or rows at the two
        # pitches of cells set on two lines (which rules would join).
        inside = _inside(page_words, box)
        rows = word_grid(inside)
        if rules_may_settle(inside, rows):
            if drawings is None:  # (a shared read that failed is made here, and fails, again)
                drawings = shared() if shared is not None else None
                drawings = page.get_cdrawings() if drawings is None else drawings
            rules = rules_in(drawings, box)
            # Too few rules: read_table would give the word grid read above (or read
            # the same None again), so it is asked only where the rules may make one;
            # over a full word grid, only where they part rows (not just the header).
            if may_rule(rules) and rules_may_join(inside, rows, rules.horizontal):
                rows = read_table(page, page_words, box, rules, plain=rows, words_in=words_in)
        text = markdown(rows) if rows else ""
        if text:
            out.append(PlacedTable(box, text, caption))
    return out
