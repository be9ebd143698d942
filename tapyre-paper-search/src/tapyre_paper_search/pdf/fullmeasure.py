"""An abstract cut by its page's foot in mid-line going on at the next page's top with
a word in capitals or a bracket (pure; abs70).

Kind: a one-column abstract stopped by the first page's footnotes in mid-sentence
(:func:`~.footnotes.runs_on`) whose last line there fills the measure (a justified
line inside its paragraph), going on at the top of page 2 with a line that opens in
a capital or an opening bracket ("… the latter may be isolated" / "In view of …",
"… currents" / "(quarks and leptons) and …", a gene's name "CX3CR1 promoter-driven …").
:func:`~.footnotes.goes_on` wants lower case there (or a bracket the sentence left
open), and the page's top margin is read as its running head unless a line there goes
on the sentence the same way, so the continuation was lost (or its first line only).
The same top-margin test lost the first line of an abstract that ended a sentence over
notes on the authors and goes on with the next sentence at page 2's top (abs69's left
item, "… caused by the fungus." / "In view of the facts …"): the rest of its going on
is :func:`~.abstractcarry._resumes`'s, as before.

:func:`measure_goes_on` tells such a line by its shape, not its first letter: over
footnotes, page 1's last line of the abstract ends no sentence and reaches the column's
right edge (within a size; after notes on the authors it ended a sentence, which that
state already tells); the next page's line is in the abstract's size, weight and slant, starts
at the column's left edge (within 2 points), spans nine tenths of the column and no
more, and the line under it is in its type, inside the column, at a line's step (1.4
sizes, or the abstract's own pitch; a
running head is set apart from the text under it, short, or in another type; the
body's column of a two-column page is narrower). A page-1 line that stops short of
the measure may end its paragraph: no change there.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.lines import Line

# The next page's line spans at least this part of the abstract's column.
_SPAN = 0.9
# Lines within this many points of the abstract's size are in its size.
_SAME_SIZE = 0.3
# The line under it follows at a line's step: at most this many sizes (or the pitch).
_STEP = 1.4
# A line starting within this many points of the column's left edge starts at it.
_EDGE = 2.0


def measure_goes_on(lines: Sequence[Line], index: int, state: State) -> bool:
    """Whether ``lines[index]``, at the top of the page an abstract stopped in
    mid-sentence at a full line goes on to, is that sentence going on (see the
    module)."""
    last, size = state.previous, state.size
    if last is None or size is None or index >= len(lines):
        return False
    measure = state.right - state.left
    if measure <= 0 or not (state.over_footnotes or state.after_notes):
        return False
    full = last.x1 >= state.right - size and last.text.rstrip()[-1:] not in ".!?"
    if state.over_footnotes and not full:
        return False  # page 1's last line ends a sentence or stops short of the measure
    line = lines[index]
    if abs(line.size - size) > _SAME_SIZE or not line.same_type(last):
        return False
    if abs(line.x0 - state.left) > _EDGE or line.x1 > state.right + _EDGE:
        return False
    if line.width < measure * _SPAN:
        return False
    below = next((ln for ln in lines[index + 1 :] if ln.y0 >= line.y1 - 1), None)
    if below is None or not below.same_type(line):
        return False
    step = below.y0 - line.y0  # the abstract's own step (its pitch), or a line's
    if not (step <= line.size * _STEP or 0 < step <= state.pitch + 0.5):
        return False
    return below.x0 >= state.left - _EDGE and below.x1 <= state.right + _EDGE
