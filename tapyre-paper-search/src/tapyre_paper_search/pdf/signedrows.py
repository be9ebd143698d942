"""A byline signed under the abstract, one "Name, Place" a row, flush right (pure).

A hand-set first page may print no byline under the title and sign the abstract
instead: under its last line, each author on a row of their own, set flush right
(often in italics), "Name, Place" ("M. Gaiffi, Laboratory of Public Health, Lyon
University, Belgium"), a long place wrapping onto a second flush-right line.  On a
small page the rows run on to the head of the next page, or all stand there when
the abstract fills the first.  Read as a byline of names only, such rows gave the
first few names (the classifier's) or none.

:func:`signed_rows` reads them: the run of lines right after the abstract's last
line, in one type, each a line's step under the one above, all ending at one right
edge (within half a size), the first at most :data:`_GAP` of its sizes under the
abstract's last line (not the other column's head, which reading order may take
next where the abstract ends a column), at least one starting :data:`_INDENT` of its sizes right
of the abstract's left edge (no justified paragraph); a row opens where a line's text
before its first comma reads as one name (:func:`~tapyre_paper_search.pdf.authors.
names_in_line`) and the line above does not break off the row (it ends with a comma,
a hyphen or a joining word: "…, Colorado State University," / "Fort Collins, CO, USA",
"…, The University of" / "Hong Kong, China" wrap a place, whose head reads as a name
too), the other lines wrap the row above; a row whose place opens with an editor's
role ("Jane Smith, Handling editor, Harvard University": the editor's note, not a
signature) names no author; the first line must open a row
and one row's place must name an institution
(:func:`~tapyre_paper_search.pdf.cues.has_affiliation`).  Where the run reaches the
foot of the page (only a page number under it), or the abstract's last line does,
it goes on from the next page's first line in the same way.  Cheap: one name reading
of the line after the abstract, and the next page is read only when the run (or the
abstract) ends its page.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.clutter import BARE_PAGE_NUMBER
from tapyre_paper_search.pdf.lines import Line

_INDENT = 2.0
"""A signed row starts at least this many of its sizes right of the abstract's edge."""
_STEP = 1.8
"""Rows stand at most this many of their sizes apart."""
_GAP = 6.0
"""The first row stands at most this many of its sizes under the abstract's last line."""
_BREAKS_OFF = re.compile(
    r"(?:[,;&\-‐–]|\b(?:of|and|for|the|at|in|on|de|del|della|di|du|des|der|und|et|y|e))\s*$",
    re.IGNORECASE,
)
"""The end of a line whose row goes on on the next line (a place wrapped)."""
_ROLE = re.compile(
    r"\s*(?:(?:handling|guest|associate|academic|managing|section|senior|chief)\s+)?"
    r"(?:editor|editors|reviewer|referee|herausgeber(?:in)?|r[ée]dact(?:eur|rice)|editora?)\b",
    re.IGNORECASE,
)
"""The opening of a row's place that names an editor's role, not a place."""


def signed_rows(
    lines: Sequence[Line],
    last: int,
    following: Callable[[], Sequence[Line]] | None,
    read: Sequence[str] = (),
) -> tuple[str, ...]:
    """The names of the rows signing the abstract whose last line is ``lines[last]``
    (see the module); ``following`` gives the next page's lines, asked for only where
    the rows (or the abstract) reach the foot of the page.  ``()`` where none, or where
    a name of ``read`` (the names read so far) does not stand in the rows' text: those
    came from elsewhere (a byline), not from misreading these rows ("Bolivia Luis
    Pérez" across a wrapped place and the next row)."""
    edge = lines[last].x0
    run = _run(lines, last + 1)
    if run and not 0 < run[0].y0 - lines[last].y0 <= run[0].size * _GAP:
        return ()  # not under the abstract: the head of the next column, say
    if run and not _opens_row(run[0]):
        return ()
    rest = lines[last + 1 + len(run) :]
    if following is not None and all(BARE_PAGE_NUMBER.fullmatch(line.text) for line in rest):
        more = _run(following(), 0, run[-1] if run else None)
        if more and (run or _opens_row(more[0])):
            run = run + more
    if not run or not any(line.x0 >= edge + line.size * _INDENT for line in run):
        return ()
    names: list[str] = []
    places = wraps = False
    for line in run:
        head, _, where = line.text.partition(",")
        if not wraps and _opens_row(line) and not _ROLE.match(where):
            names.append(head.strip())
            places = places or cues.has_affiliation(where)
        wraps = _BREAKS_OFF.search(line.text) is not None
    text = " ".join(" ".join(line.text.split()) for line in run)
    if not places or not all(name in text for name in read):
        return ()
    return tuple(dict.fromkeys(names))


def _opens_row(line: Line) -> bool:
    """Whether ``line`` opens a row: its text before its first comma is one name."""
    head, comma, _ = line.text.partition(",")
    return bool(comma) and names_in_line(head.strip()) == [head.strip()]


def _run(lines: Sequence[Line], at: int, above: Line | None = None) -> list[Line]:
    """The lines from ``at`` in one type (``above``'s, where given), each a line's step
    under the one before, all ending at the first one's right edge."""
    run: list[Line] = []
    for line in lines[at:]:
        before = run[-1] if run else above
        if before is not None and (
            not line.same_type(before)
            or (run and abs(line.x1 - before.x1) > line.size * 0.5)  # (a page's margins)
            or (run and not 0 < line.y0 - before.y0 <= line.size * _STEP)
        ):
            break
        if not run and above is None and BARE_PAGE_NUMBER.fullmatch(line.text):
            break
        run.append(line)
    return run
