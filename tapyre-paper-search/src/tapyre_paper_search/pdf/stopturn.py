"""An abstract that ends a sentence at its column's foot and goes on in the next column
(pure; latex60).

A conference paper's abstract fills its first column down to a permission and
copyright block set smaller at the column's foot, and goes on at the top of the next
column.  Where its last line there happens to end a sentence ("… in cholesterol
transport." / "Although still poorly characterized …"),
:func:`~tapyre_paper_search.pdf.abstractcolumn.next_column` did not look on (it goes on
only after a line in mid-sentence) and the abstract lost its last sentences; where it
stops in mid-sentence before a capital ("… for Epidemiological Studies" / "Depression
Scale. …"), it went on only before a small letter.

:func:`opens_next_sentence` tells the next column's first line that goes on such an
abstract: the abstract's column holds nothing under its last line but lines set
smaller (the block at its foot: at least :data:`MIN_FOOT` of them), and that line, in
the abstract's type, opens a sentence (a capital letter, no section number, no e-mail
or web address) and fills the column's width as the abstract's lines do (a paragraph's
text, not a heading or a label), as does the abstract's last line (a paragraph ending
short of the column's edge ends the abstract there).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.lines import Line

# Lines set smaller under the abstract's last line, at the least: a block at the foot.
MIN_FOOT = 3
# A section's number opening the line ("2 Methods", "2.1 Data", "II. Methods").
_NUMBERED = re.compile(r"(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)\s")
# The line is at least this share of the abstract's column width.
_FULL = 0.85


def opens_next_sentence(line: Line, last: Line, width: float, foot: int) -> bool:
    """Whether ``line``, at the next column's top, goes on an abstract whose ``last``
    row (a sentence's end or not) is over ``foot`` lines set smaller at its column's foot;
    ``width``: the abstract's widest line (see the module)."""
    if foot < MIN_FOOT or not line.text[:1].isupper():
        return False
    if _NUMBERED.match(line.text) or cues.has_email(line.text):
        return False
    if cues.URL.search(line.text) is not None:
        return False
    return min(line.x1 - line.x0, last.x1 - last.x0) >= _FULL * width


__all__ = ["MIN_FOOT", "opens_next_sentence"]
