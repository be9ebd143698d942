"""The column right of an abstract's label, read before the abstract (pure, lang39).

On a two-column page an abstract labelled alone on a line ("Resumo", "Résumé") in
the left column may have the right column's first lines (a received/accepted line,
keywords) level with its label; reading order then puts those lines between the
label and the abstract's first line, and the abstract would stop at them, storing
nothing.  :func:`right_column` tells that column's left edge: a line on the label's
row starting right of it, and a line in the label's column under it (within three
lines, the abstract's first) at least four times as wide as the label that ends left
of that line, so the two are separate columns (a label set in a margin column with
its abstract on its row to the right has no such wide line under it).  The caller
skips that column's lines before the abstract's first line and ends the abstract at
the first of them after it (review129: a "Résumé" beside an "Abstract" was read on
into the English one); that column's heading read right before the label, on its row,
tells it too, and there or where that heading is in the label's type the abstract's
first line is looked for past that column's text (a sidebar's label level with the main
column's "Introduction", abs68); a line under the abstract's
first line read before it (a keyword row under both columns) is skipped too
(:func:`read_early`, abs64).  A heading level with the label in the label's own type,
over a first line in smaller type ending left of it, tells the column too, however
narrow the label's column ("ABSTRACT" beside the next column's "KEYWORDS"; latex60).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import SAME_TYPE_SIZE, Line

# The line under the label: this many times as wide as the label, at most this many
# line heights below it.
_WIDER = 4.0
_BELOW = 3.0
# A heading level with the label in its type (latex60): this many letters at most, over
# a first line under the label this many times as wide as the label at least.
_HEADING_LETTERS = 40
_WIDER_THAN_LABEL = 1.5


def right_column(lines: Sequence[Line], heading: int) -> float | None:
    """The left edge of the column right of ``lines[heading]`` read before the abstract
    (see the module), or ``None``."""
    head = lines[heading]
    beside = next(
        (
            line
            for line in lines[heading + 1 : heading + 4]
            if line.page == head.page
            and abs(line.y0 - head.y0) < head.size * 0.5
            and line.x0 > head.x1 + head.size
        ),
        None,
    )
    early = _read_before(lines, heading) if beside is None else None
    beside = beside or early
    if beside is None:
        return None
    # past the next column's text where its heading was read first or stands level with
    # the label in its type (a sidebar's label beside the main column's heading, abs68)
    far = early is not None or beside.same_type(head)
    under = _first_under(lines, heading) or (
        _first_under(lines, heading, len(lines)) if far else None
    )
    if under is None:
        return None
    line = lines[under]
    wide = line.x1 - line.x0 >= _WIDER * (head.x1 - head.x0) or _level_heading(head, beside, line)
    return beside.x0 - 2 if wide and line.x1 < beside.x0 else None


def _read_before(lines: Sequence[Line], heading: int) -> Line | None:
    """The line read right before the label ``lines[heading]`` where it stands on the
    label's row right of it: the next column's heading read first, its text read
    between the label and the abstract (a sidebar's "Abstract" level with the main
    column's "Introduction"; abs68), else ``None``."""
    head = lines[heading]
    line = lines[heading - 1] if heading > 0 else None
    if line is None or line.page != head.page or abs(line.y0 - head.y0) >= head.size * 0.5:
        return None
    return line if line.x0 > head.x1 + head.size else None


def _first_under(lines: Sequence[Line], heading: int, reach: int = 12) -> int | None:
    """The index of the first line read after ``lines[heading]`` (within ``reach`` - 1:
    eleven, or the page's lines where the next column was read first) that starts at
    its left edge under it, within :data:`_BELOW` heights: the abstract's first line."""
    head = lines[heading]
    for i in range(heading + 1, min(len(lines), heading + reach)):
        line = lines[i]
        if (
            line.page == head.page
            and abs(line.x0 - head.x0) <= 2
            and 0 < line.y0 - head.y0 <= _BELOW * head.size
        ):
            return i
    return None


def read_early(lines: Sequence[Line], heading: int, right: float | None, index: int) -> bool:
    """Whether ``lines[index]``, read before the abstract's first line under the label
    ``lines[heading]`` where ``right`` (:func:`right_column`) is the column right of it, is
    no line of the abstract: a line of that column, or a line set under the abstract's
    first line but read before it (a keyword row across the page under two cells, one
    abstract in each, read after the right cell; abs64)."""
    if right is None:
        return False
    line = lines[index]
    if line.x0 >= right:
        return True
    under = _first_under(lines, heading)  # (within eleven: the column's own lines passed)
    return under is not None and index < under and line.y0 > lines[under].y0


def _level_heading(head: Line, beside: Line, under: Line) -> bool:
    """Whether ``beside`` is a heading level with the label ``head`` in its own type
    ("ABSTRACT" and the next column's "KEYWORDS", both section headings) over text in
    a smaller type (``under``, the label's first line under it) wider than the label:
    a column's heading, not the label's abstract run on to the right (latex60)."""
    return (
        beside.same_type(head)
        and beside.letters <= _HEADING_LETTERS
        and under.size < head.size - SAME_TYPE_SIZE
        and under.x1 - under.x0 >= _WIDER_THAN_LABEL * (head.x1 - head.x0)
    )
