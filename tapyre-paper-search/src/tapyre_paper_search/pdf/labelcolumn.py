"""A structured abstract's part label set in a column of its own beside the part (pure;
latex62).

A structured abstract set as a ruled table: a narrow left column of bold labels
("Background", "Results", "Conclusions"), each level with the first row of its part's
text in the wide column right of it.  A reader that walks a run of lines up from the
keywords takes the label for another column beside the run and stops there, keeping
the last part alone.  :func:`part_label_beside` tells such a label: a structure label
alone (:data:`~.structlabels.STRUCTURE_HEADING`), in bold, in the part's type size,
wholly left of the part's first row and level with it (their tops within half the type
size), on the same page.  The label is then the part's own, kept before its text as a
structured abstract's labels are kept ("Background Microarrays offer …").

Such a label is the top of its part: a line above it goes on the run only when it ends
a sentence, the part before's last row (:func:`part_closed_above`); a correspondence
line over the table ("Correspondence: jane@…") is none of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues, structlabels
from tapyre_paper_search.pdf.lines import Line

_SIZE_SLACK = 0.3
"""Points a label's type size may differ from its part's text by."""
_LEVEL = 0.5
"""How far, in the type size, a label's top may stand from its part's first row's."""


def part_label_beside(label: Line, part: Sequence[Line]) -> bool:
    """Whether ``label`` is the bold structure label set in a column of its own left of
    ``part``'s first row and level with it (the module docstring); ``part`` is the run
    of lines read after ``label``, its first line the part's first row."""
    if not part or not label.bold or not structlabels.STRUCTURE_HEADING.match(label.text):
        return False
    first = part[0]
    return (
        first.page == label.page
        and not first.bold
        and abs(first.size - label.size) <= _SIZE_SLACK
        and label.x1 <= first.x0
        and abs(first.y0 - label.y0) <= label.size * _LEVEL
    )


def part_closed_above(above: Line, run: Sequence[Line]) -> bool:
    """Whether ``above`` may go on ``run`` upwards: always, unless ``run`` opens with a
    part's label beside its first row (:func:`part_label_beside`), when ``above`` must
    end a sentence (the part before's last row)."""
    if len(run) < 2 or not part_label_beside(run[0], run[1:]):
        return True
    return above.text.rstrip()[-1:] in cues.SENTENCE_ENDS
