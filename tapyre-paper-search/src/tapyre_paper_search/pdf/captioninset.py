"""A figure set between two paragraphs of the abstract, after a finished sentence (abs65).

:mod:`.abstractinset` passes over an inset only where the abstract's sentence breaks
off at it.  A layout may also set a full-width figure, its caption under it, between
two of the abstract's paragraphs: the text before it ends a sentence, and the base
ended the abstract at the caption (its first half alone).  After a finished sentence,
:func:`opens_caption` tells an inset that opens with a figure's or table's caption
label (:data:`~.pagetext.CAPTION`: "Figure 1.", "Fig. 2", "Table 1:") set smaller than
the abstract's text, and :func:`next_paragraph` asks the text under it to open a
sentence (a capital letter first) and run the abstract's whole measure (to within
:data:`_REACH` sizes of its right edge): the abstract's next paragraph, not a narrower
body column nor a piece of another sentence.  What follows is then read as before: a
keyword line or a heading under the figure still ends it.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.pagetext import CAPTION

_SMALLER = 0.5  # points: a caption's type is this much smaller than the abstract's
_REACH = 3.0  # sizes: the continuation's right end lies this near the abstract's


def opens_caption(line: Line, size: float) -> bool:
    """Whether ``line`` opens a figure's or table's caption ("Figure 1. …") set
    smaller than the abstract's ``size``."""
    return line.size < size - _SMALLER and CAPTION.match(line.text) is not None


def next_paragraph(line: Line, right: float, size: float) -> bool:
    """Whether ``line`` (the text under a caption) opens a sentence with a capital
    letter and reaches the abstract's right edge ``right`` within :data:`_REACH` of its
    ``size``: a full first line of a paragraph of its measure."""
    return line.text.lstrip()[:1].isupper() and line.x1 >= right - _REACH * size
