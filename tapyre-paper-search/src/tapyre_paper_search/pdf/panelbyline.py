"""A byline wrapped over rows at the head of the panel beside the title (pure; latex55).

A wide first page may give the title, in large display type, its whole first column
and set the byline at the head of the second, in large type wrapped over two or three
rows ("Valeri N. Goh, Michael Veitch, Victor" / "Krattenthaler, T. G. Theran, A. P." /
"Nikshych, Chris Neto").  Reading order puts the title's rows among the byline's
(both are sorted top down), so the byline's rows are no run of lines, and a name cut
at a row's end was read as two pieces and dropped; and the classifier, sure only of a
later row, left out a first row that ends in a separator ("Enrico Barausse, Scott A.
Hughes," / "Luciano Rezzolla").

:func:`with_head` takes the rows over the first sure row into the byline where each
is set in its type, stands a byline's step over the row under it and ends in a
separator ("," ";" "and") or inside a name (a row end the next row goes on from);
:func:`wrapped_names` reads the byline's rows as a run of their own, a name cut at a
row end continuing on the next row
(:func:`~tapyre_paper_search.pdf.bandbreaks.reads_across_breaks`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.bandbreaks import open_end, reads_across_breaks
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.wrappednames import with_wrapped_names

# A byline's next row starts at most this many of its sizes lower (double spaced: 2.4).
_REACH = 3.0


def _goes_on(row: Line, under: Line) -> bool:
    """Whether ``row`` is a byline row that ``under`` goes on from: one type, ``under``
    a byline's step lower, ``row`` holding names and ending in a separator or inside a
    name."""
    text = (row.names or row.text).rstrip()
    return (
        row.page == under.page
        and row.same_type(under)
        and 0 < under.y0 - row.y0 <= _REACH * row.size
        and bool(names_in_line(text, lenient=True))
        and (text.endswith((",", ";")) or text.lower().endswith(" and") or open_end(text))
    )


def with_head(lines: Sequence[Line], panel: Sequence[int], rows: list[int]) -> list[int]:
    """``rows`` (a byline's, from its first sure row, all in ``panel``, the lines beside
    the title in reading order) with the panel's rows over its first one that the
    byline goes on from (:func:`_goes_on`), each checked against the one under it."""
    if not rows:
        return rows
    before = [i for i in panel if i < rows[0]]
    head = list(rows)
    while before and _goes_on(lines[before[-1]], lines[head[0]]):
        head.insert(0, before.pop())
    return head


def wrapped_names(
    lines: Sequence[Line],
    rows: Sequence[int],
    author: NDArray[np.float64] | Sequence[float] | None,
    names: tuple[str, ...],
) -> tuple[str, ...]:
    """``names`` (read row by row from ``rows``, a byline's rows beside the title;
    ``author``: each line's author probability) with the names read across the rows'
    breaks in place: the rows are read as one run, their widest step their spacing."""
    if author is None or len(rows) < 2:
        return names
    run = [lines[i] for i in rows]
    steps = [(b.y0 - a.y0) / a.size for a, b in pairwise(run) if a.size > 0]
    reads = reads_across_breaks(
        run, range(len(run)), [float(author[i]) for i in rows], spacing=max(steps, default=0.0)
    )
    return with_wrapped_names(names, reads)
