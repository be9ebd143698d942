"""E-mail addresses that keep a line out of the title (pure): a byline's or a note's
address closes its line (split out of :mod:`.titlegroups`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf.lineclasses import AUTHOR, TITLE
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import PARTICLES

# An e-mail address.  A byline's or a note's closes its line, after names or a label
# ("Ann Lee (ann.lee@uni.edu)", "E-mail: …"); a title's runs on or follows running
# words ("Spam Sent to abuse@example.com").
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}")
_LAST_ADDRESS = re.compile(_ADDRESS.pattern + r"[\s)\]>}.,;:]*$")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_LABELS = frozenset(["email", "e-mail", "mail"])


def holds_address(line: Line) -> bool:
    """Whether ``line`` holds a byline's or a note's e-mail address (so it is no title
    line): one closes the line, and no word before it (other addresses aside) is in
    lower case but a name's particle or an e-mail label."""
    if "@" not in line.text:
        return False
    last = _LAST_ADDRESS.search(line.text)
    if last is None:
        return False
    before = _ADDRESS.sub(" ", line.text[: last.start()])
    return all(
        not word[0].islower() or word in PARTICLES or word.lower() in _LABELS
        for word in _WORD.findall(before)
    )


def addresses_as_names(lines: Sequence[Line], probs: NDArray[np.float64]) -> NDArray[np.float64]:
    """``probs`` with the title probability of lines holding an e-mail address given to
    names: no title holds one, so the classifier's title vote there is for a byline
    whose address, set in a larger typewriter face, made it look like a title
    ("Ann Lee (ann.lee@uni.edu)")."""
    rows = [i for i, line in enumerate(lines) if probs[i, TITLE] > 0.0 and holds_address(line)]
    if not rows:
        return probs
    out = probs.copy()
    out[rows, AUTHOR] += out[rows, TITLE]
    out[rows, TITLE] = 0.0
    return out


__all__ = ["addresses_as_names", "holds_address"]
