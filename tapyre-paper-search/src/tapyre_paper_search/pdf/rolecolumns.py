"""Names under people's role labels set side by side above the title (pure).

A proposal's cover sets a row of bold labels in table cells over the title:
"Principal investigator" (wrapped in its cell, "investiga-" / "tor"), "Co-investigators"
and others ("Programme officer") over their people, each name over its place in smaller
type (latex44's proposal-cover).  Nothing was read there once the title under its label
was found (:mod:`.labelledtitle`): the names stand above it.

:func:`role_column_names` is a last resort (:func:`~.lastbyline.last_resort_authors`):
above the title ``group``, among the page's first :data:`_MAX_TOP` lines, each bold
label a people label (:data:`~tapyre_paper_search.pdf.formlabels.PEOPLE_LABEL`, its
wrapped lines joined) heads a column: the lines under it with its left edge (within
:data:`_EDGE` points), not bold, down to the title, another bold line in the column or a
gap of :data:`_GAP` sizes.  A column's lines in the label's size or larger are its names
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`); the smaller ones are places.
A label of another role ("Programme officer", "Contact") heads no authors.  Two labels
in a row are required: a lone "Authors" label is :mod:`.stackedform`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL
from tapyre_paper_search.pdf.lines import Line

_MAX_TOP = 120
_MAX_LABEL_CHARS = 40
_EDGE = 2.0
_GAP = 2.5
_STEP = 1.8
_LEVEL = 0.5
"""Labels in a row stand within this many of their sizes of one another's top."""


def role_column_names(lines: Sequence[Line], group: Sequence[int]) -> tuple[str, ...]:
    """The names under the people labels of a row of labels above the title ``group``
    (see the module), or ``()``."""
    if not group:
        return ()
    title = lines[min(group)]
    top = [i for i in range(min(len(lines), _MAX_TOP, *group)) if lines[i].page == title.page]
    labels = [(i, text) for i in top if (text := _label_text(lines, i))]
    if not labels:
        return ()
    first = lines[labels[0][0]]
    row = [i for i in top if lines[i].bold and abs(lines[i].y0 - first.y0) <= _LEVEL * first.size]
    if len(row) < 2:
        return ()
    names: list[str] = []
    for i, text in labels:
        if PEOPLE_LABEL.fullmatch(text):
            names += _column(lines, i, title)
    return tuple(dict.fromkeys(names))


def _label_text(lines: Sequence[Line], i: int) -> str:
    """The text of the bold label opening at ``lines[i]``, its wrapped line joined where
    it breaks at a hyphen ("Principal investiga-" / "tor"); ``""`` for no label."""
    line = lines[i]
    if not line.bold or len(line.text) > _MAX_LABEL_CHARS:
        return ""
    if i > 0 and _wraps(lines[i - 1], line):
        return ""  # the second line of a wrapped label
    text = line.text.strip()
    if i + 1 < len(lines) and _wraps(line, lines[i + 1]):
        text = text[:-1] + lines[i + 1].text.strip()
    return text


def _wraps(line: Line, under: Line) -> bool:
    return (
        line.bold
        and under.bold
        and line.text.rstrip().endswith("-")
        and abs(under.x0 - line.x0) <= _EDGE
        and 0 < under.y0 - line.y0 <= _STEP * line.size
    )


def _column(lines: Sequence[Line], i: int, title: Line) -> list[str]:
    """The names under the label ``lines[i]`` in its column, above ``title``."""
    label = lines[i]
    below = [
        k
        for k in range(i + 1, len(lines))
        if lines[k].page == label.page
        and abs(lines[k].x0 - label.x0) <= _EDGE
        and label.y0 < lines[k].y0 < title.y0
    ]
    below.sort(key=lambda k: lines[k].y0)
    names: list[str] = []
    above = label
    for k in below:
        line = lines[k]
        if line.y0 - above.y1 > _GAP * above.size:
            break
        if line.bold:
            if _wraps(above, line):
                above = line
                continue
            break
        above = line
        if line.size >= label.size - 0.3:
            names += names_in_line(line.text)
    return names
