"""The title under a "Project title" label, below a cover's heading (pure).

A proposal's cover opens with its kind in large type ("Research Proposal", "Grant
Application") and sets the title further down, under a label of its own ("Project
title", "Title of the proposal") in type as large as the heading or larger.  The
heading was taken as the title, being first and large (latex44's proposal-cover: every
title "Research Proposal"), and the title's line was then read as a byline.

:func:`under_label` takes the labelled value instead where the title chosen is such a
heading: one short line (at most :data:`_MAX_HEADING_WORDS` words) above the label; the
label a line alone among the page's first :data:`_MAX_TOP` lines
(:data:`~tapyre_paper_search.pdf.formlabels.TITLE_LABEL`); its value the lines right
under it (the first at most :data:`_FIRST_STEP` of the label's sizes lower, each next at
most :data:`_STEP` of its size under the one above, in one type, at most
:data:`_MAX_LINES`), set apart from the label (larger, or bold under a label that is
not) and at least as large as the heading (:data:`_AS_LARGE`), of two words or more.
A paper's own large title over "Title" / "Authors" labels with smaller values stays
(review103's cover forms are read by :mod:`.stackedform`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.formlabels import TITLE_LABEL
from tapyre_paper_search.pdf.lines import Line

_MAX_TOP = 120
_MAX_HEADING_WORDS = 5
_MAX_LABEL_CHARS = 40
_FIRST_STEP = 3.0
_STEP = 1.8
_MAX_LINES = 4
_AS_LARGE = 0.95
_LARGER = 1.1


def under_label(lines: Sequence[Line], group: Sequence[int]) -> list[int] | None:
    """The lines of the title under a title label below the heading ``group`` was
    taken for (see the module), or ``None``."""
    if len(group) != 1:
        return None
    heading = lines[group[0]]
    if len(heading.text.split()) > _MAX_HEADING_WORDS:
        return None
    for i in range(group[0] + 1, min(len(lines), _MAX_TOP)):
        label = lines[i]
        if label.page != heading.page or label.y0 <= heading.y0:
            continue
        if len(label.text) <= _MAX_LABEL_CHARS and TITLE_LABEL.fullmatch(label.text):
            value = _value(lines, i)
            if value and lines[value[0]].size >= heading.size * _AS_LARGE:
                return value
    return None


def _value(lines: Sequence[Line], i: int) -> list[int]:
    """The lines of the value under the label ``lines[i]``, or ``[]``."""
    label = lines[i]
    if i + 1 >= len(lines):
        return []
    first = lines[i + 1]
    if first.page != label.page or not 0 < first.y0 - label.y0 <= _FIRST_STEP * label.size:
        return []
    if not (first.size > label.size * _LARGER or (first.bold and not label.bold)):
        return []
    out = [i + 1]
    for k in range(i + 2, min(len(lines), i + 1 + _MAX_LINES)):
        line, above = lines[k], lines[k - 1]
        same = abs(line.size - first.size) <= 0.5 and line.bold == first.bold
        if not same or line.page != first.page or not 0 < line.y0 - above.y0 <= _STEP * line.size:
            break
        out.append(k)
    words = sum(len(lines[k].text.split()) for k in out)
    return out if words >= 2 else []
