"""A title drawn twice (the ``shadow-title`` drawing order), as a layout tool exports a
drop shadow: the title's lines first in a light grey, offset 0.5 pt right and down,
then the title itself in black over them.  Both copies are text; a reader that takes
every drawn glyph reads the title twice."""

from __future__ import annotations

from dataclasses import replace

from rawpdf_corpus.runs import Line

OFFSET = 0.5
GREY = "0.75 g"
BLACK = "0 g"


def shadowed(line: Line) -> Line:
    """``line`` moved by the shadow's offset (right and down)."""
    return replace(line, x=line.x + OFFSET, y=line.y - OFFSET)
