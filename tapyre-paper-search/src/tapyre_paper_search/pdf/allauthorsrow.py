"""A submission record's "All authors:" row over its presenter's (pure; front66).

A conference system's receipt for a submitted abstract lists its people in labelled
rows: "Presenting author: Ann Lee", then "All authors: Ann Lee (University of X); Bo
Chen (Institute Y)", "Submitted by: Dana Price, conference office".  The contributor
rows (:mod:`.contribrows`) read the presenter's row, one of the authors, and not the
"All authors" row (an "All authors:" label also heads a CRediT statement's row, "All
authors: Formal analysis", which names nobody).  The abstract's authors are the "All
authors" row's (the truth's convention: the list, in its order, never the submitter).

:func:`all_authors_row` looks at the :data:`_NEAR` lines from ``after`` (the line under
the title) for a row opening on "All authors:" (or "Full list of authors:"); its value
(with the lines that carry it on, :func:`~.meetingrows.row_value`), each bracketed part
(a place) dropped, read leniently, replaces the ``authors`` read where it names each of
them and more: the names read elsewhere vouch for the row.  Else ``authors`` stand.
:func:`row_authors` asks :mod:`.meetingrows` and then this module (the driver's one call).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.meetingrows import rapporteur_names, row_value
from tapyre_paper_search.pdf.namesonly import BRACKETED_OR_SQUARE

_NEAR = 10
"""The row stands among this many lines under the title."""
_ROW = re.compile(r"^\s*(?:all|full\s+list\s+of)\s+authors\s*:\s*(?P<value>\S.*)$", re.IGNORECASE)


def all_authors_row(lines: Sequence[Line], after: int, authors: tuple[str, ...]) -> tuple[str, ...]:
    """The names of an "All authors:" row under the title where they hold each of
    ``authors`` and more (see the module); else ``authors``."""
    if not authors:
        return authors
    for at in range(after, min(len(lines), after + _NEAR)):
        row = _ROW.match(lines[at].text)
        if row is None:
            continue
        value = BRACKETED_OR_SQUARE.sub("", row_value(lines, at, row.group("value")))
        names = authors_from_lines([value], lenient=True)
        if set(authors) < set(names):
            return names
        return authors
    return authors


def row_authors(lines: Sequence[Line], after: int, authors: tuple[str, ...]) -> tuple[str, ...]:
    """``authors`` as a meeting report's rapporteurs' row
    (:func:`~.meetingrows.rapporteur_names`) and then an "All authors:" row
    (:func:`all_authors_row`) under the title from ``after`` leave them."""
    return all_authors_row(lines, after, rapporteur_names(lines, after, authors))


__all__ = ["all_authors_row", "row_authors"]
