"""An inset set inside the abstract's column, between two of its lines (producer62).

A layout tool may place a figure and its caption, or a pull quote, inside the
column an abstract runs in: the abstract's sentence breaks off at one line and goes
on under the inset, at the same left edge, in the same size.  Read in reading order,
the inset's lines come between; taken, they put another text into the abstract, and
where they are smaller they read as the page's footnotes and end it mid-sentence.

:func:`inset_end` tells such an inset: the abstract's open sentence (its last text
ends in a letter, a digit, a comma, a semicolon or a hyphen), then one to
:data:`MAX_LINES` lines set off from it by at least :data:`SET_OFF` of a body height,
all smaller than the abstract's text or larger in italic (never a heading), inside its
column, then a line of the abstract's size at its left edge.  A line opening with a
keyword label (:func:`~.abstractcues.opens_keywords`) is no inset's: a smaller keyword
block after an abstract ending in an address ("Code: github.com/x/y") ends it, and the
body's first paragraph under it is not read on (fix58b).  A pull quote's larger type
stands closer under the abstract's line: it needs :data:`QUOTE_SET_OFF` (producer63).
After a finished sentence only a figure's caption (:mod:`.captioninset`, abs65) or a
pull quote set in from both edges (:mod:`.quoteinset`, abs66) opens an inset, and the
text under it must open a paragraph of the abstract's whole measure.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.abstractcues import opens_keywords
from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.captioninset import next_paragraph, opens_caption
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.quoteinset import OTHER_SIZE, pull_quote, set_in_quote

MAX_LINES = 6
SET_OFF = 0.8  # blank space over the inset, in body heights (a paragraph's lines: < 0)
QUOTE_SET_OFF = 0.5  # over a pull quote (producer63)
_SAME_SIZE = 0.3
_EDGE = 2.0  # points: the continuation's left edge is the abstract's
_MIN_LETTERS = 8  # the continuation is text, not a page number
_RUNS_ON = ",;-–"  # besides a letter or a digit: the sentence goes on after them


def inset_end(lines: Sequence[Line], at: int, last: Line, state: State, *, left: float) -> int:
    """The index of the abstract's line under an inset starting at ``lines[at]``, or
    ``at`` where there is none.

    ``last`` is the abstract's last line taken, ``state`` the abstract's (its body
    size, its last text) and ``left`` the left edge of its lines.  The inset's lines are
    ``lines[at:end]``: on ``last``'s page, inside the column (from ``left`` to the
    right edge of the lines taken), each smaller than ``size`` or larger in italic; the
    first is set off under ``last``; ``lines[end]`` is under them, in ``size``, at ``left``."""
    size, text = state.size, state.parts[-1] if state.parts else ""
    if size is None or at >= len(lines):
        return at
    right = max(last.x1, state.right)
    # a finished sentence: only a figure's caption (abs65) or a pull quote set in (abs66)
    closed = not _open(text)
    if closed and not (
        opens_caption(lines[at], size) or set_in_quote(lines[at], size, left, right)
    ):
        return at
    if lines[at].y0 - last.y1 < _set_off(lines[at], size) * size:
        return at
    for end in range(at, min(at + MAX_LINES + 1, len(lines))):
        line = lines[end]
        if line.page != last.page or line.x0 < left - _EDGE or line.x1 > right + _EDGE:
            return at
        if _inset_type(line, size) and not opens_keywords(line.text):
            continue  # the inset's (a keyword block's label ends the abstract; fix58b)
        resumes = (
            end > at
            and abs(line.size - size) <= _SAME_SIZE
            and abs(line.x0 - left) <= _EDGE
            and line.y0 >= lines[end - 1].y0
            and line.letters >= _MIN_LETTERS
            and (not closed or next_paragraph(line, right, size))
        )
        return end if resumes else at
    return at


def _set_off(line: Line, size: float) -> float:
    """The blank space (body heights) over an inset opening with ``line``: a pull quote
    (larger, in italic, not bold) less (:data:`QUOTE_SET_OFF`: its larger type's own
    line space stands over it; producer63), others :data:`SET_OFF`."""
    return QUOTE_SET_OFF if pull_quote(line, size) else SET_OFF


def _inset_type(line: Line, size: float) -> bool:
    """Whether ``line`` is set as an inset's line beside text of ``size``: smaller (a
    caption), or larger in italic, not bold (a pull quote); a larger upright or
    bold line is a heading, which ends the abstract."""
    return line.size < size - OTHER_SIZE or pull_quote(line, size)


def _open(text: str) -> bool:
    """Whether ``text`` (the abstract's last) breaks off inside its sentence: it ends
    in a letter, a digit, a comma, a semicolon or a hyphen (not in a sentence's mark
    nor a closing bracket: "(ABSTRACT TRUNCATED AT 400 WORDS)" ends one)."""
    last = text.rstrip()[-1:]
    return bool(last) and (last.isalnum() or last in _RUNS_ON)


class Insets:
    """The insets met while one abstract is collected from ``lines``."""

    def __init__(self, lines: Sequence[Line], state: State) -> None:
        self.lines, self.state, self.resume = lines, state, 0

    def skips(self, at: int, taken: int, left: float) -> bool:
        """Whether ``lines[at]`` is an inset's (:func:`inset_end`), ``taken`` the index
        of the abstract's last line taken (-1: none yet), ``left`` its lines' left edge.
        Past an inset the state's previous line is cleared: the space the inset takes
        is not read as a paragraph's end (``State.take``'s wide gap)."""
        if taken >= 0 and at >= self.resume:
            self.resume = inset_end(self.lines, at, self.lines[taken], self.state, left=left)
            if self.resume > at:  # the inset's depth is no gap between paragraphs
                self.state.previous = None
        return at < self.resume
