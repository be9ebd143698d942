"""An abstract in a metadata table's "Description" row (pure; front55).

A data repository's dataset page (and a catalogue's or a registry's record) prints its
metadata as a table of rows: a bold label in a narrow left column ("Description",
"Subject", "Keyword", "Depositor", "Deposit Date") and the value right of it, the
value's paragraph set a little lower than its label (a cell's margin).  The
"Description" row holds the abstract, and no heading says so: the headingless reading
stopped where the cell's ragged-right lines left the classifier in doubt ("… negative
Gruneisen parameter. The") or read nothing where the cell ran over the page's foot
(front54's held-out datasetlanding: two abstracts of eight read short).

:func:`description_row` reads such a row: among the :data:`_MAX_AFTER` lines after the
title a line that is a description's or summary's label alone (:data:`_LABEL`; a
protocol synopsis's "Trial summary", a project's "Project summary": front56), set in
bold, with a line under it in its column (the next row's label, no more than
:data:`_MAX_LABEL_WORDS` words) or none on the page; the value is the lines right of
the label down to that next label
(:func:`~tapyre_paper_search.pdf.schemafields.value_lines`), following the label in
reading order, at least :data:`_MIN_LINES` of them: a cell read alone, its end the
next label's row (with no row under it on the page, it may go on over the page's foot).
It is asked only where no abstract heading, run-in label, panel or "Overview" heading
gave an abstract.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.schemafields import value_lines

_LABEL = re.compile(
    r"\s*(?:description|summary|brief\s+summary|abstract|(?:trial|study|project)\s+summary)\s*:?\s*",
    re.IGNORECASE,
)
_MAX_AFTER = 40
_MAX_LABEL_WORDS = 4
_MIN_LINES = 2
_SLACK = 2.0
"""The next row's label starts within this many points of the label's left edge."""


def description_row(
    lines: Sequence[Line], group: Sequence[int], *, height: float = 0.0
) -> abstracts.Abstract | None:
    """The abstract in a metadata table's "Description" row after the title ``group``
    (see the module), or ``None``."""
    after = max(group) + 1 if group else 0
    for i in range(after, min(len(lines), after + _MAX_AFTER)):
        line = lines[i]
        if not line.bold or _LABEL.fullmatch(line.text) is None:
            continue
        below = _next_label(lines, i)
        if below is None:
            continue
        value = value_lines(lines, i, below)
        if len(value) < _MIN_LINES or value != list(range(i + 1, i + 1 + len(value))):
            continue
        end = value[-1] + 1 if below != float("inf") else len(lines)
        found = abstracts.collect(lines[:end], i, i + 1, "", height=height)
        if not found.text:
            return None
        return replace(found, complete=True) if below != float("inf") else found
    return None


def _next_label(lines: Sequence[Line], label: int) -> float | None:
    """The top of the next row's label under ``lines[label]`` in its column (infinity:
    none on the page), or ``None`` where the line under it there is no label."""
    head = lines[label]
    column = [
        line
        for line in lines[label + 1 :]
        if line.page == head.page and abs(line.x0 - head.x0) <= _SLACK and line.y0 > head.y1
    ]
    if not column:
        return float("inf")
    nearest = min(column, key=lambda line: line.y0)
    if len(nearest.text.split()) > _MAX_LABEL_WORDS:
        return None
    return nearest.y0


__all__ = ["description_row"]
