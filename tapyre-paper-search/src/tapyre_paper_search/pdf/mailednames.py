"""A byline whose names each carry their e-mail in parentheses (pure; latex51).

"Karolina Piesciuk (karolina.piesciuk@center.ch) and Michal" / "Praszalowicz": a
class that prints the corresponding author's address right after the name, in the
body's size, wraps the byline like any paragraph.  The line classifier doubts a line
holding an e-mail address (it reads like a contact line), so the byline readers
skipped it and lost the name wrapped under it too: no author was read.

:func:`mailed_scores` lifts the author score of such a line to certain: a line in the
author zone the classifier doubts, holding one e-mail address or more each alone in
parentheses, which without them reads as names only
(:func:`~tapyre_paper_search.pdf.titlenames.name_reading`; a given name run on to the
next row at its end allowed: "… and Michal").  A contact line ("Corresponding author
(ann@uni.edu)", "Department of Physics (dept@uni.edu)") reads as no names and keeps
its score; so does a body's office with its address ("Editorial Office
(editor@journal.org)": :func:`~tapyre_paper_search.pdf.refcreators.is_organisation`,
review59).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.titlenames import name_reading

_SURE = 0.5
# an e-mail address alone in parentheses, with the space before it
_MAILED = re.compile(r"\s*\(\s*[^()\s@]+@[^()\s@]+\.[^()\s@]+\s*\)")


def mailed_scores(
    lines: Sequence[Line], zone: Sequence[int], scores: NDArray[np.float64] | None
) -> NDArray[np.float64] | None:
    """``scores`` (each line's author probability, ``None`` without a model) with every
    ``zone`` line of names carrying their e-mail in parentheses read as an author line
    (see the module)."""
    if scores is None:
        return None
    rows = [i for i in zone if scores[i] < _SURE and _mailed_names(lines[i])]
    if not rows:
        return scores
    out = scores.copy()
    out[rows] = 1.0
    return out


def _mailed_names(line: Line) -> bool:
    text = line.names or line.text
    bare = _MAILED.sub("", text)
    if bare == text or "@" in bare:
        return False
    names, _ = name_reading(replace(line, text=bare, names=bare), tail=True)
    return bool(names) and not any(is_organisation(name.split()) for name in names)


__all__ = ["mailed_scores"]
