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
short of the column's edge ends the abstract there).  Since any paragraph opens so, the
text it adds must end, within :data:`MAX_ROWS` rows, over what follows an abstract in
that column (:func:`ends_at_cue`: a keyword, classification or dates line, or a heading:
a section's name, or a short line set larger or in bold); one running to the column's foot
or into a paragraph after it is the body's (a headingless introduction, a funding note:
review56c).  A longer run, up to twice :data:`MAX_ROWS`, goes on only where the line
after it opens the body (:func:`~.bodystart.opens_body`: a keyword block or the first
section's heading, "1 Introduction"; abs71: a long abstract cut over its first column's
notes), not before a later section's heading ("2 Methods") or a bold line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.bodystart import opens_body, starts_body
from tapyre_paper_search.pdf.lines import Line

# Lines set smaller under the abstract's last line, at the least: a block at the foot.
MIN_FOOT = 3
# A section's number opening the line ("2 Methods", "2.1 Data", "II. Methods").
_NUMBERED = re.compile(r"(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)\s")
# The line is at least this share of the abstract's column width.
_FULL = 0.85
# The rows of the next column such an abstract goes on with, at the most.
MAX_ROWS = 12
# A heading that ends it: shorter than this many characters.
_HEADING_CHARS = 60


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


def ends_at_cue(lines: Sequence[Line], used: frozenset[int], start: int, last: Line) -> bool:
    """Whether the abstract's lines ``used`` from ``lines[start]`` on (the next column's,
    taken after its ``last`` row there) are at most :data:`MAX_ROWS` and the line after
    them, on their page, opens what follows an abstract, or at most twice that and the
    line after them opens the body (see the module)."""
    taken = [i for i in used if i >= start]
    if not taken or len(taken) > 2 * MAX_ROWS:
        return False
    after = max(taken) + 1
    if after >= len(lines) or lines[after].page != lines[start].page:
        return False  # ran to the page's end: no cue
    line, text = lines[after], lines[after].text
    if len(taken) > MAX_ROWS:  # a long run: only before the body's first section (abs71)
        return opens_body(line)
    if starts_body(line):
        return True
    set_apart = line.size > last.size + 0.3 or (line.bold and not last.bold)
    return set_apart and len(text) < _HEADING_CHARS and text[:1].isupper()


__all__ = ["MAX_ROWS", "MIN_FOOT", "ends_at_cue", "opens_next_sentence"]
