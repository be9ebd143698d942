"""A column of names beside the title that reading order takes after the abstract's heading (pure).

A title block of two cells side by side (the title flush left in a wide cell, the
names right-aligned in a narrow cell level with it, each with its institution under
it) is read column by column: the left column's title and, under it, the abstract's
heading, then the names' column when it reaches below the title's last row.  The
names were then read as the abstract's first lines and the paper had no authors.

:func:`names_after_heading` gives the lines read right after an abstract heading
under the title that stand in a column beside the title (no line of them overlaps a
title line or the heading across the page), the first of them level with the title's
rows, one of them at least a line of names read strictly; the abstract is then
collected again after them (:func:`~tapyre_paper_search.pdf.abstract.collect`) and
they are read as the authors' lines beside the title, unless the column is a sidebar
of other people (review89: a line of it names another role, "Edited by", or dates the
paper, "Received …", or a byline already stands between the title and the heading).
Cheap: only the lines right after the heading are looked at, and only while they
stand beside the title.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.authors import names_in_line, names_others
from tapyre_paper_search.pdf.lines import Line, side_by_side


def names_after_heading(
    lines: Sequence[Line], group: Sequence[int], found: abstracts.Abstract | None, height: float
) -> tuple[abstracts.Abstract | None, list[int]]:
    """``found`` collected again past the column of names beside the title ``group`` read
    right after its heading, and that column's line indexes; ``(found, [])`` where no
    such column follows the heading (see the module)."""
    if found is None or not group or found.start < max(group):
        return found, []
    heading = lines[found.start]
    if not abstractcues.is_abstract_heading(heading.text):  # a run-in label: its line is text
        return found, []
    title = [lines[i] for i in group]
    side: list[int] = []
    for j in range(found.start + 1, len(lines)):
        line = lines[j]
        if line.page != heading.page or not side_by_side([line], [*title, heading]):
            break
        side.append(j)
    if (
        not side
        or lines[side[0]].y0 >= max(line.y1 for line in title)
        or not any(names_in_line(lines[j].names or lines[j].text) for j in side)
    ):
        return found, []
    again = abstracts.collect(lines, found.start, side[-1] + 1, None, height=height)
    again = again if again.text else found
    if _not_the_authors(lines, side, range(max(group) + 1, found.start)):
        return again, []  # the abstract still goes on after the column
    return again, side


def _not_the_authors(lines: Sequence[Line], side: list[int], between: range) -> bool:
    """Whether the column ``side`` beside the title is a sidebar of other people than the
    authors: it names a role ("Edited by", "Reviewed by") or dates the paper's history
    ("Received …"), or a line between the title and the heading is a byline already."""
    return any(
        names_others(lines[j].text) or abstractcues.HISTORY.match(lines[j].text) for j in side
    ) or any(names_in_line(lines[j].names or lines[j].text) for j in between)
