"""A page's running foot in the text's size, alone far under its last row (pure).

A journal or a submission class may set a line at every page's foot in the text's own
size ("IJDC | General Article", "Preprint – Journal of X").  Where an abstract stops in
mid-sentence at a page's last row of text, the lines left under it decide whether it
goes on at the next page (:func:`~tapyre_paper_search.pdf.footnotes.runs_on`: all of
them set smaller than the abstract, footnotes); such a foot, in the abstract's size,
ended it there (latex56: a double-spaced manuscript's abstract cut at "whereas pore
volume", the page's last rows left empty by TeX's page break, the foot 245 points
lower).

:func:`lone_foot` tells it: the lines left are one line, its page's last, standing
more than :data:`_GAP` of its sizes under the line above it (a footnote or the text's
next row stands a row or two lower).  The next page still has to go on the sentence
(:func:`~tapyre_paper_search.pdf.footnotes.goes_on`: its first line in the abstract's
size opens in lower case).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_GAP = 6.0
"""A running foot stands more than this many of its sizes under the line above it."""


def lone_foot(rest: Sequence[Line], above: Line) -> bool:
    """Whether ``rest`` (the lines left on a page under ``above``) is one line set far
    under it, the page's running foot (see the module)."""
    return len(rest) == 1 and far_under(rest[0], above)


def far_under(line: Line, above: Line) -> bool:
    """Whether ``line`` stands more than :data:`_GAP` of its sizes under ``above``: a
    lone foot does (:func:`lone_foot`), and a caller may test it first, cheaply."""
    return line.y0 - above.y1 > _GAP * line.size
