"""A pull quote set between two paragraphs of the abstract, after a finished sentence (abs66).

:mod:`.abstractinset` passes over an inset after a finished sentence only where it is a
figure's caption (:mod:`.captioninset`).  A layout may also set a pull quote (one of
its sentences, or another text's, in larger italic type) centred between two of the
abstract's paragraphs; the base ended the abstract at the quote (its first paragraph
alone; producer64's train, drawn bottom up).  :func:`pull_quote` tells the quote's type
(larger, in italic, not bold: a larger upright or bold line is a heading, which ends
the abstract); after a finished sentence :func:`set_in_quote` asks more of its first
line: it is set in from both edges of the abstract's column by at least a size of the
abstract's text (centred or indented, never the column's own measure).  The text under
it must then open a paragraph of the abstract's whole measure, as under a caption
(:func:`~.captioninset.next_paragraph`); a keyword line or a heading still ends it.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.lines import Line

OTHER_SIZE = 0.5  # points: an inset's type is this much smaller or larger at least
_SET_IN = 1.0  # sizes of the abstract's text: a quote's line is set in this far each side


def pull_quote(line: Line, size: float) -> bool:
    """Whether ``line`` is set as a pull quote's beside text of ``size``: larger, in
    italic, not bold."""
    return line.size > size + OTHER_SIZE and line.italic and not line.bold


def set_in_quote(line: Line, size: float, left: float, right: float) -> bool:
    """Whether ``line`` opens a pull quote (:func:`pull_quote`) set in from both edges of
    the abstract's column (``left`` to ``right``) by at least its text's ``size``."""
    return (
        pull_quote(line, size)
        and line.x0 >= left + _SET_IN * size
        and line.x1 <= right - _SET_IN * size
    )
