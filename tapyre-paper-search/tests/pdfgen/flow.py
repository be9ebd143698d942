"""Text flowing through columns and pages: paragraphs, headings, figures, tables, equations.

A :class:`Flow` places :class:`Block` s one after another into the column
frames of the current page, starting a new column or page when one is full,
and draws a running header, page number and footer on each new page.  It
records every line it draws on the :class:`~pdfgen.canvas.Canvas`, so body
text, captions, tables and references carry their roles.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from pdfgen.canvas import Canvas, Face, Run, hyphenate, text_width, wrap


@dataclass(frozen=True)
class Block:
    """Something to place: ``kind`` is paragraph, heading, caption, table, figure,
    equation or reference; ``rows`` are a table's cells."""

    kind: str
    text: str = ""
    role: str = "body"
    rows: tuple[tuple[str, ...], ...] = ()
    face: Face | None = None
    size: float | None = None
    number: int = 0
    label: str = ""
    align: str = "left"


@dataclass
class Flow:
    """Column frames on pages of a canvas, filled top to bottom, left to right."""

    canvas: Canvas
    face: Face
    size: float
    columns: int
    margin: float
    top: float
    bottom: float
    gutter: float = 18.0
    hyphenate: bool = True
    header: Callable[[Canvas, int], None] | None = None
    leading: float = 1.22  # line pitch / type size; loose settings split blocks line by line
    column: int = 0
    y: float = 0.0
    start_y: float = 0.0
    rng: random.Random = field(default_factory=lambda: random.Random(0))

    @property
    def column_width(self) -> float:
        inner = self.canvas.width - 2 * self.margin
        return (inner - (self.columns - 1) * self.gutter) / self.columns

    def x0(self) -> float:
        return self.margin + self.column * (self.column_width + self.gutter)

    def begin(self, y: float) -> None:
        """Start filling the current page's columns at ``y``."""
        self.column = 0
        self.y = self.start_y = y

    def _next_frame(self) -> None:
        if self.column + 1 < self.columns:
            self.column += 1
            self.y = self.start_y
            return
        self.canvas.new_page()
        if self.header is not None:
            self.header(self.canvas, self.canvas.page_index + 1)
        self.begin(self.top)

    def _room(self, height: float) -> None:
        if self.y + height > self.bottom:
            self._next_frame()

    # -- blocks ---------------------------------------------------------------------

    def place(self, block: Block) -> None:
        handler = {
            "paragraph": self._paragraph,
            "heading": self._heading,
            "caption": self._paragraph,
            "runin": self._runin,
            "plain": self._paragraph,
            "reference": self._reference,
            "table": self._table,
            "figure": self._figure,
            "equation": self._equation,
        }[block.kind]
        handler(block)

    def _lines(self, block: Block, width: float, indent: float = 0.0) -> list[str]:
        face = block.face or self.face
        size = block.size or self.size
        lines = wrap(block.text, face, size, width, first_indent=indent)
        return hyphenate(lines, face, size, width) if self.hyphenate else lines

    def _paragraph(self, block: Block) -> None:
        face = block.face or self.face
        size = block.size or self.size
        indent = size * 1.2 if block.kind == "paragraph" else 0.0
        step = size * self.leading
        for i, line in enumerate(self._lines(block, self.column_width, indent)):
            self._room(step)
            x = self.x0() + (indent if i == 0 else 0)
            if block.align == "center":
                x = self.x0() + (self.column_width - text_width(line, face, size)) / 2
            self.canvas.text(x, self.y + size, line, face, size, block.role)
            self.y += step
        self.y += size * 0.4

    def _runin(self, block: Block) -> None:
        """A paragraph that starts with a label in bold ("Background:", "Abstract—")."""
        face = block.face or self.face
        size = block.size or self.size
        bold = face.styled(bold=True)
        label = block.label + ("" if block.label.endswith(("—", "-")) else " ")
        indent = text_width(label, bold, size)
        step = size * self.leading
        lines = wrap(block.text, face, size, self.column_width, first_indent=indent)
        for i, line in enumerate(lines):
            self._room(step)
            x = self.x0()
            if i == 0:
                x += self.canvas.text(x, self.y + size, label, bold, size, block.role)
            self.canvas.text(x, self.y + size, line, face, size, block.role)
            self.y += step
        self.y += size * 0.4

    def _heading(self, block: Block) -> None:
        face = block.face or self.face.styled(bold=True)
        size = block.size or self.size * 1.15
        self._room(size * 3.5)  # never a heading alone at a column's foot
        self.y += size * 0.6
        runs = _styled_heading(block.text, face, size, block.label, block.role)
        x = self.x0()
        if block.align == "center":
            width = sum(text_width(r.text, r.face, r.size) + r.rise for r in runs)
            x += (self.column_width - width) / 2
        for run in runs:  # ``rise`` is the letter-spacing after a tracked letter here
            x += self.canvas.text(x, self.y + size, run.text, run.face, run.size, run.role)
            x += run.rise
        self.y += size * 1.5

    def break_column(self) -> None:
        """Go on in the next column (or page), as a paper whose body starts on the right."""
        self._next_frame()

    def _reference(self, block: Block) -> None:
        size = block.size or self.size * 0.9
        face = block.face or self.face
        label = f"[{block.number}]" if block.number else ""
        hang = text_width("[00] ", face, size) if label else size
        lines = wrap(block.text, face, size, self.column_width - hang)
        step = size * 1.2
        for i, line in enumerate(lines):
            self._room(step)
            if i == 0 and label:
                self.canvas.text(self.x0(), self.y + size, label, face, size, block.role)
            x = self.x0() + hang if (label or i) else self.x0()
            self.canvas.text(x, self.y + size, line, face, size, block.role)
            self.y += step
        self.y += size * 0.3

    def _table(self, block: Block) -> None:
        size = (block.size or self.size) * 0.9
        face = block.face or self.face
        rows = block.rows
        columns = len(rows[0])
        widths = [
            max(text_width(row[j], face, size) for row in rows) + size * 1.2 for j in range(columns)
        ]
        total = sum(widths)
        width = self.column_width
        if total > width:
            self._next_frame_if_not_top()
            widths = [w * width / total for w in widths]
            total = width
        step = size * 1.5
        height = step * (len(rows) + 1)
        self._room(height)
        x0 = self.x0() + (width - total) / 2
        # label "grid" / "rules" forces a fully ruled table / rules above and below only
        grid = block.label == "grid" or (block.label != "rules" and self.rng.random() < 0.3)
        self.canvas.rule(x0, self.y, x0 + total, 0.9)
        for i, row in enumerate(rows):
            x = x0
            for j, cell in enumerate(row):
                cell_face = face.styled(bold=True) if i == 0 else face
                self.canvas.text(
                    x + size * 0.5, self.y + size * 1.1, cell, cell_face, size, "table"
                )
                x += widths[j]
            self.y += step
            if i == 0 or grid or i == len(rows) - 1:
                self.canvas.rule(x0, self.y - size * 0.1, x0 + total, 0.9 if i else 0.5)
        if grid:
            x = x0
            top = self.y - step * len(rows)
            for w in [0.0, *widths]:
                x += w
                self.canvas.page.draw_line((x, top), (x, self.y - size * 0.1), width=0.5)
        self.y += size

    def _next_frame_if_not_top(self) -> None:
        if self.y > self.start_y + 1:
            self._next_frame()

    def _figure(self, block: Block) -> None:
        width = self.column_width * 0.9
        height = width * self.rng.uniform(0.35, 0.6)
        self._room(height + self.size * 2)
        x0 = self.x0() + self.column_width * 0.05
        top = self.y + 4
        page = self.canvas.page
        page.draw_rect((x0, top, x0 + width, top + height), color=(0.3, 0.3, 0.3), width=0.6)
        points = [
            (x0 + width * k / 12, top + height * (0.9 - 0.7 * self.rng.random())) for k in range(13)
        ]
        page.draw_polyline(points, color=(0.1, 0.2, 0.7), width=1.0)
        small = self.size * 0.65
        for k in range(0, 13, 4):
            label = f"{k * 0.25:.1f}"
            self.canvas.text(
                x0 + width * k / 12 - 4, top + height - 2, label, self.face, small, "figure"
            )
        self.y = top + height + self.size * 0.8

    def _equation(self, block: Block) -> None:
        size = block.size or self.size
        self._room(size * 4)
        math = self.face.styled(italic=True)
        self.y += size * 0.8
        # numerator and denominator of a fraction, then the rest of the line
        left, num, den, rest = block.text.split("|")
        cx = self.x0() + self.column_width * 0.25
        base = self.y + size * 1.6
        x = self.canvas.runs(cx, base, [Run(left + " = ", math, size, "equation")])
        w = max(text_width(num, math, size), text_width(den, math, size))
        self.canvas.text(x, base - size * 0.75, num, math, size, "equation")
        self.canvas.rule(x, base - size * 0.35, x + w, 0.5)
        self.canvas.text(x, base + size * 0.75, den, math, size, "equation")
        self.canvas.runs(
            x + w + 3,
            base,
            [
                Run(rest, math, size, "equation"),
                Run("2", math, size * 0.7, "equation", rise=size * 0.4),
            ],
        )
        label = f"({block.number})"
        self.canvas.text(
            self.x0() + self.column_width - text_width(label, self.face, size),
            base,
            label,
            self.face,
            size,
            "equation",
        )
        self.y = base + size * 1.8


def _styled_heading(text: str, face: Face, size: float, style: str, role: str) -> list[Run]:
    """A heading as runs: ``smallcaps`` sets the letters after the first as smaller
    capitals, ``tracked`` sets every letter apart by a fifth of an em."""
    if style == "smallcaps":
        return [Run(text[0], face, size, role), Run(text[1:].upper(), face, size * 0.78, role)]
    if style == "tracked":
        return [Run(char, face, size, role, rise=size * 0.2) for char in text.upper()]
    return [Run(text, face, size, role)]
