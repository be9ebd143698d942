"""Whether a page after an abstract pushed over is read line by line too (pure).

The page reader (:mod:`~tapyre_paper_search.pdf.pageread`) reads a page line by line
with its fonts only while the front matter may still be on it: the first page, the next
one, the page after the one an abstract heading first comes on (latex57).  A
double-spaced manuscript whose abstract starts under its heading at page 2's top may
fill page 3 and end on page 4 (abs58); :func:`pushed_abstract_fills` tells when page 3
may be all abstract, so that page 4 is read too: the heading came on a page after the
first (an abstract pushed over), this page is the one after it, and no block on it
opens with a first section's heading ("Introduction", "1 Introduction":
``cues.SECTION_HEADING``), where the body would have begun.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues


def pushed_abstract_fills(heading_page: int, index: int, first_lines: Sequence[str]) -> bool:
    """Whether page ``index``, whose blocks open with ``first_lines``, may be all of an
    abstract whose heading first came on page ``heading_page`` (-1: none yet), so that
    the page after it is read line by line (see the module)."""
    if heading_page < 1 or index != heading_page + 1:
        return False
    return not any(cues.SECTION_HEADING.match(line) for line in first_lines)
