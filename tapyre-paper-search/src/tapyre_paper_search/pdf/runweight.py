"""A headingless run's abstract weighed by its words, not its lines (pure; abs72).

:func:`~.headingless.from_probabilities` picks, among the runs of lines the classifier
calls abstract, the first it is sure of (a mean probability of 0.9 or more), else the
one with the most abstract in it.
Counted a line at a time, a narrow column beside the abstract (a "Significance" box of
short lines, a side column of notes) outweighed a short wide abstract of three or four
full lines: it has twice the lines for the same words; and the abstract's short last
line ("arbitrary Nc.", 0.44), which the classifier doubts, pulled a sure paragraph's
mean under the mark (abs72: a bold headingless abstract of two sentences beside such a
box; the box was read).

Here each line counts by its words (:func:`mean` for the sure test, :func:`amount` for
the most abstract), so a line's share of the run is its share of the text. What stays:
a run of full lines weighs as before (every line of about the same words), and a run's
lines the classifier doubts still pull it down by what they hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line


def _words(line: Line) -> int:
    return max(1, line.text.count(" ") + 1)


def amount(lines: Sequence[Line], run: Sequence[int], scores: Sequence[float]) -> float:
    """The abstract in ``run`` (indexes of ``lines``): each line's probability times
    its words, summed."""
    return sum(scores[j] * _words(lines[j]) for j in run)


def mean(lines: Sequence[Line], run: Sequence[int], scores: Sequence[float]) -> float:
    """``run``'s abstract probability, each line weighed by its words."""
    return amount(lines, run, scores) / sum(_words(lines[j]) for j in run)


__all__ = ["amount", "mean"]
