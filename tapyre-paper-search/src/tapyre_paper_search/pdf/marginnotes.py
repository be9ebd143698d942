"""Notes set in the margin beside an abstract's column (pure; front46).

A page in the style of a book with wide margins sets short notes in small type in its
right margin, level with the text they annotate (the authors' places, "1 Research Unit
…", beside a structured abstract).  In reading order their lines come between two of
the abstract's parts, and a headingless structured abstract read part by part
(:func:`~tapyre_paper_search.pdf.headingless.inferred`) ended at them: the run lost
every part after the first.  :func:`beside_column` tells such a line: it starts right
of every line read so far (at least its own height past their right edge) and is set
smaller than all of them; the run goes on past it without taking it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

# A margin note is set at least this many points smaller than the column's text.
_SMALLER = 0.5


def beside_column(line: Line, column: Sequence[Line]) -> bool:
    """Whether ``line`` is a note in the margin right of the ``column`` lines (see the
    module)."""
    if not column or line.page != column[-1].page:
        return False
    right = max(k.x1 for k in column)
    smallest = min(k.size for k in column)
    return line.x0 >= right + line.size and line.size <= smallest - _SMALLER


__all__ = ["beside_column"]
