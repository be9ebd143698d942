"""A table of fields right under an abstract ends it (pure).

A registry's record prints its study's summary under a "Brief Summary" heading and,
right under it, a table of the study's fields in smaller type: a short label cell
("Conditions", "Study Type", "Enrollment (Estimated)") with its value cell beside it on
its row ("Observational", "655").  Where the page's fonts carry no weight (a browser's
Type 3 fonts), the labels are no bold headings, and the abstract read on through the
table ("… in this compound. Conditions bonding, vacancies Study Type Observational
…"; front57).

:func:`opens_field_table` tells such a row after the abstract's last line: the
abstract's text ends a sentence, the line is a short label (at most
:data:`_MAX_LABEL_WORDS` words) in type at least :data:`_SMALLER` points smaller than
that last line, and a cell in that same type (within :data:`_SAME_SIZE`) stands to its
right on its row, at least :data:`_GAP` of its sizes apart, among the next
:data:`_WINDOW` lines of the same page only.  A line in the abstract's own type, or one
alone on its row, goes on it.  The sizes are the lines' dominant ones
(:attr:`.lines.Line.size`), so inline math in the abstract does not trigger it.  The
label's own shape is not asked (fix56b, review56b finding 9): a short sentence in smaller
type with a side note in that type beside it on its row would end the abstract too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

_SMALLER = 0.6
"""The table's type is at least this many points smaller than the abstract's."""
_GAP = 2.0
"""The value cell starts at least this many of the label's sizes right of its end."""
_MAX_LABEL_WORDS = 4
"""The most words a label cell holds."""
_SAME_SIZE = 0.3
"""The most points the value cell's size may differ from the label's."""
_WINDOW = 3
"""How many lines after the label are searched for its value cell."""
_SENTENCE_END = re.compile(r"""[.!?][)\]"'”’]*\s*$""")


def opens_field_table(lines: Sequence[Line], j: int, last: Line, text: str) -> bool:
    """Whether ``lines[j]`` opens a table of fields under an abstract whose last line
    taken is ``last`` and whose text so far ends ``text`` (see the module)."""
    line = lines[j]
    if line.size > last.size - _SMALLER or len(line.text.split()) > _MAX_LABEL_WORDS:
        return False
    if not _SENTENCE_END.search(text):
        return False
    for other in lines[j + 1 : j + 1 + _WINDOW]:
        if other.page != line.page:
            return False
        if (
            abs(other.size - line.size) <= _SAME_SIZE
            and other.x0 >= line.x1 + _GAP * line.size
            and abs((other.y0 + other.y1) / 2 - (line.y0 + line.y1) / 2) < line.size * 0.5
        ):
            return True
    return False
