"""A citation's row in the author zone is no byline, even where it names nobody (pure;
realpage72).

A journal's first page may say how to cite it in a row of its own under the byline:
"Cite This: Trans. Intell. Comput. 2007, 159, 2638−2650" (the label and the journal's
abbreviated name, year, volume and pages set as two pieces level with each other),
"Citation: J. Cult. Hist. 12 (2021) 4–18".  Where the citation quotes its people,
:func:`~.citeline.citation_lines` keeps its lines out of the byline; where it names only
the journal, it read nothing, and the byline reader took the abbreviated journal name
for one more author ("Trans. Intell. Comput", "J. Cult. Hist": pagew72's
graphic-abstract design, seeds 7301 and 7302).

:func:`cite_rows` gives the zone's lines that open with a citation's label
(:data:`~.citelabels.LABEL`); where the label stands alone on its line, the pieces level
with it right after it (its value set as a piece of its own, within :data:`_GAP` sizes),
or, with nothing level with it, the line right under it. A piece level with a label that
holds its value, or far right of it, is another's: a sidebar's "Citation: Lee, A.; …"
beside the main column's byline (review 67). What stays: a byline, which opens with no
such label, and a citation row that quotes its people (read as before by
:func:`~.citeline.cite_line_names` where nothing else names anyone).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.citelabels import LABEL
from tapyre_paper_search.pdf.lines import Line

_HINT = frozenset("CcHhPpSsZzDdRr")
"""The first letters of every :data:`~.citelabels.LABEL` form (a cheap test first)."""

_MAX_LABEL_CHARS = 40
"""The most characters of a line the label is looked for in."""

_GAP = 3.0
"""The widest gap, in sizes, between a label alone and its value level with it."""


def cite_rows(lines: Sequence[Line], zone: Sequence[int]) -> frozenset[int]:
    """The lines of ``zone`` that are a citation's row (see the module)."""
    out: set[int] = set()
    for i in zone:
        text = lines[i].text.lstrip()
        if not text or text[0] not in _HINT:
            continue
        label = LABEL.match(text[:_MAX_LABEL_CHARS] + " ")
        if label is None:
            continue
        out.add(i)
        if text[label.end() :].strip():
            continue  # its value on its line: a piece level with it is another's (review 67)
        line = lines[i]
        level = [j for j in zone if j != i and lines[j].y0 < line.y1 and lines[j].y1 > line.y0]
        out.update(j for j in level if 0 <= lines[j].x0 - line.x1 <= _GAP * line.size)
        if not level and i + 1 in zone:
            out.add(i + 1)
    return frozenset(out)
