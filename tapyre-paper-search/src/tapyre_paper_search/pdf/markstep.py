"""The step from one row of a byline to the next, a raised mark's height set aside
(pure; latex66).

A row's box reaches from its highest glyph's top to its lowest glyph's foot: a raised
mark (a corresponding author's "∗", an affiliation's number) lifts the top of the row
it sits in above its letters, and the top-to-top step to the row under it reads longer
than the rows stand apart.  A double-spaced manuscript's byline wrapped inside a name
after a marked one ("…, Xiang Mikhailov,∗ I." / "A. Durgun, …") stood 2.08 sizes apart
foot to foot but 2.30 top to top, past
:data:`~tapyre_paper_search.pdf.bandbreaks.STEP`, and the name lost its first initial.
:func:`row_step` measures from foot to foot where the upper row carries raised marks
and is the taller of the two (a mark lifts no foot); else top to top, as before.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.lines import Line


def row_step(first: Line, second: Line) -> float:
    """How far ``second`` stands under ``first``: the step between their feet where
    ``first`` carries raised marks (``Line.marks``) and is the taller row, else between
    their tops."""
    top = second.y0 - first.y0
    if first.marks and first.y1 - first.y0 > second.y1 - second.y0:
        return min(top, second.y1 - first.y1)
    return top


__all__ = ["row_step"]
