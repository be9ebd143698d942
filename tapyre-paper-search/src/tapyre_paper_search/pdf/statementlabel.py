"""A statement under its own bold label after a headingless abstract (pure; abs61).

A page may set a short statement for other readers right under a headingless
abstract, in the abstract's own type, under a bold label alone on its line:
"SIGNIFICANCE" / "Significance" and its text.  The line classifier's run reads on
through it: the label is a structured abstract's part too
(:data:`~.structlabels.STRUCTURE_HEADING`), so a run's unit is not broken there
(:func:`~.headinglessrun.breaks_unit`), and under a heading the abstract already ended
at it (a bold heading after a plain abstract, :func:`~.abstractends.ends_abstract`).

:func:`before_statement` cuts such a run before the label, only where the run is no
structured abstract: no line of it before the label carries a structure label (alone,
run in after a stop, or in bold), the line over the label ends a sentence, the run
holds :data:`~.abstractends.MIN_WORDS` words before it, and text follows the label in
the run, or the label is the run's last line (abs65: a bold headingless abstract, the
"Significance" box beside it, its text set smaller and out of the run; a label with
nothing of its own after it is no part of the abstract).  "Significance Statement" and
the other summaries' labels are :mod:`.summaryafter`'s.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues, structlabels
from tapyre_paper_search.pdf.abstractends import MIN_WORDS
from tapyre_paper_search.pdf.boldlabels import opens_part
from tapyre_paper_search.pdf.lines import Line

STATEMENT_LABEL = re.compile(r"^\s*significance\s*[.:—–-]?\s*$", re.IGNORECASE)
"""A statement's label alone on its line ("SIGNIFICANCE", "Significance:")."""


def _labelled(line: Line) -> bool:
    """Whether ``line`` carries a structured abstract's label: alone, run in after a stop
    or in bold (:func:`.boldlabels.opens_part`)."""
    return bool(structlabels.STRUCTURE_HEADING.match(line.text) or opens_part(line))


def before_statement(lines: Sequence[Line], run: list[int]) -> list[int]:
    """``run`` (indexes of ``lines``, a headingless abstract's lines) cut before a bold
    statement label alone (the module docstring); ``run`` itself where there is none."""
    words = 0
    for pos, k in enumerate(run):
        line = lines[k]
        if (
            pos
            and line.bold
            and line.text[:1].isupper()
            and STATEMENT_LABEL.match(line.text)
            and lines[run[pos - 1]].text.rstrip()[-1:] in cues.SENTENCE_ENDS
            and words >= MIN_WORDS
            and (pos + 1 == len(run) or not lines[run[pos - 1]].bold)
        ):
            return run[:pos]
        if _labelled(line):
            return run  # a structured abstract: its parts' labels are its own
        words += len(line.text.split())
    return run


__all__ = ["STATEMENT_LABEL", "before_statement"]
