"""A graphical abstract's picture cell read between the abstract's heading and its
text (pure, abs64).

A first page may set, under the abstract's heading, a picture cell (the graphical
abstract: a framed figure with its label and caption) on the left and the abstract
beside it on the right, top-aligned.  Reading order then gives the heading, the cell's
few printed lines ("GRAPHICAL ABSTRACT", "Fig. 0. Overview …"), and only then the text
beside them; the cell's label is a box label that ends an abstract
(:data:`~tapyre_paper_search.pdf.abstractcues.AFTER_ABSTRACT`), so the abstract came out
empty.  :func:`~tapyre_paper_search.pdf.sidefirst.column_before` does not tell it: the
abstract's text does not start at the heading's left edge but right of the cell.

:func:`picture_beside` tells such a cell: the lines read right after the heading (on its
page), up to the first line starting right of all of them, are at most
:data:`_MAX_LINES`, the first of them a box label alone ("Graphical abstract",
"Highlights": :data:`~tapyre_paper_search.pdf.cues.BOX_LABEL`; a cell opens on its label,
while a short left-column abstract over a "Highlights" box holds the label lower down:
fix59d), none starting above the heading's foot;
the line read after them (the abstract's first) starts under the heading's foot, within
:data:`_STEP` heights of it, and above the cell's last line's foot (beside the cell, not
under it).  It answers the left edge the cell's lines end left of, as
:func:`~tapyre_paper_search.pdf.sidefirst.column_before` does; ``None`` otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line

# A picture cell prints a label and a caption of a few lines, no running text; the
# abstract's first line starts within _STEP heights under the heading, right of the cell
# by _GAP points at least.
_MAX_LINES, _STEP, _GAP = 8, 4.0, 4.0


def picture_beside(lines: Sequence[Line], heading: int) -> float | None:
    """Where a picture cell is read between ``lines[heading]`` and the abstract beside
    it (see the module's doc): the abstract's left edge less 2 points; else ``None``."""
    head = lines[heading]
    end, right = heading + 1, float("-inf")
    while end < len(lines) and end - heading <= _MAX_LINES + 1:
        line = lines[end]
        if line.page != head.page or (line.x0 > right + _GAP and end > heading + 1):
            break
        right = max(right, line.x1)
        end += 1
    cell = lines[heading + 1 : end]
    if not cell or len(cell) > _MAX_LINES or end >= len(lines):
        return None
    if not cues.BOX_LABEL.match(cell[0].text):
        return None
    if any(line.y0 < head.y1 - 1 for line in cell):
        return None
    text = lines[end]
    if text.page != head.page or text.x0 <= right + _GAP:
        return None
    if not head.y1 - 1 <= text.y0 <= head.y1 + _STEP * head.size:
        return None
    return text.x0 - 2 if text.y0 < max(line.y1 for line in cell) else None
