"""A "Citation:" or dates line in a narrow sidebar beside a pushed abstract (pure).

An open-access journal sets a narrow left block beside its abstract: "Citation: Lee,
A.; Chen, B. Title. Journal 2019, 21, 7873.", "Received: …", "Copyright: …" in small
type, the abstract run in after "Abstract:" in the wide block to its right (latex66's
``citation-sidebar``).  Where a long abstract pushes that row to the top of page 2,
the sidebar's first line comes first in reading order, and it opens what follows an
abstract (:func:`~.abstractcues.is_after_abstract`): the page's top part, where a
pushed abstract's heading is looked for, ended before the abstract's heading
(:func:`~.frontpages.pushed_abstract`).

:func:`in_sidebar` tells such a line: it is no section heading, it ends left of
:data:`SIDEBAR_SHARE` of the page's width (a sidebar, narrower than a column of a
two-column page), and a line of the page starts to its right, level with it (the
block beside).  Such a line does not end the top part.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line

SIDEBAR_SHARE = 0.4
"""A sidebar's lines end left of this share of the page's width."""


def in_sidebar(lines: Sequence[Line], line: Line, width: float) -> bool:
    """Whether ``line`` (one of ``lines``, on a page ``width`` wide) sits in a narrow
    sidebar with a block beside it (see the module)."""
    if not width or line.x1 > width * SIDEBAR_SHARE or cues.SECTION_HEADING.match(line.text):
        return False
    return any(other.x0 > line.x1 and other.y0 < line.y1 and other.y1 > line.y0 for other in lines)


__all__ = ["SIDEBAR_SHARE", "in_sidebar"]
