"""The author zone's line scores (pure; realpage69): the classifier's author
probability of each line, names carrying their e-mail in parentheses read as names
(:func:`~.mailednames.mailed_scores`, latex51), and a paragraph's run-on line read as
none (:func:`run_on`).

A side column beside the title (an open-access article's licence, "… distributed under
the terms and conditions of the Creative / Commons Attribution (CC BY) license.", a
"Zitiervorschlag", a funding note) is read between the title and the abstract, in the
author zone; a line of it with capitalised words ("Commons Attribution") can look like
a name to the classifier.  Such a line goes on a sentence of prose: the line above it,
in its block, its size and its left edge, reads as prose (:data:`_PROSE_WORDS` words or
more in lower case, the classifier sure it is no name) and stops in mid-sentence (it
ends in a letter), and the line itself ends the sentence (a stop) holding a word in
lower case of four letters or more ("license", "licencia", "utilisée") or a digit (a
German line's nouns are capitalised: "Commons Namensnennung 4.0 Lizenz."; one with
no digit is left: a limit).  A byline wrapped
after "and" or a comma, or a lead sentence's "… was written by" over names set alone,
is no such line (the name line ends no sentence with a lower-case word)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.frontprobs import author_scores
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.mailednames import mailed_scores

# Words in lower case that make the line above prose.
_PROSE_WORDS = 3
# The line above's author probability below which it is surely no name.
_NO_NAME = 0.1
_LOWER_WORD = re.compile(r"(?<![\w'’-])[^\W\d_A-Z]{4,}\b")
_DIGIT = re.compile(r"\d")


def zone_scores(
    lines: Sequence[Line], zone: Sequence[int], probs: NDArray[np.float64] | None
) -> NDArray[np.float64] | None:
    """The author scores of ``lines`` (``None`` without a model) for reading the
    ``zone``'s names: mailed names sure, a paragraph's run-on line none."""
    scores = mailed_scores(lines, zone, author_scores(probs))
    if scores is None:
        return None
    rows = [i for i in zone if scores[i] >= 0.5 and i > 0 and run_on(lines, i, scores)]
    if not rows:
        return scores
    out = scores.copy()
    out[rows] = 0.0
    return out


def run_on(lines: Sequence[Line], i: int, scores: NDArray[np.float64]) -> bool:
    """Whether ``lines[i]`` ends a sentence of prose the line above it began (see the
    module)."""
    line, above = lines[i], lines[i - 1]
    text = line.text.rstrip()
    if not cues.LINE_ENDS_SENTENCE.search(text) or not (
        _LOWER_WORD.search(text) or _DIGIT.search(text)
    ):
        return False
    if (
        above.block != line.block
        or above.page != line.page
        or abs(above.size - line.size) > 0.3
        or abs(above.x0 - line.x0) > line.size
        or not 0 < line.y0 - above.y0 <= line.size * 2
        or float(scores[i - 1]) >= _NO_NAME
    ):
        return False
    last = above.text.rstrip()[-1:]
    lower = sum(1 for word in above.text.split() if word[:1].islower())
    return last.isalpha() and lower >= _PROSE_WORDS


__all__ = ["run_on", "zone_scores"]
