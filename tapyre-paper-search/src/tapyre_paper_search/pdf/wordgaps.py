"""The gaps between a front line's words, measured once (pure; speed59b).

A front line's words (x0, x1, text, as :mod:`~tapyre_paper_search.pdf.lines` passes
them) are read for three things that all start from the gaps between neighbours and
their usual (median) width: letter spacing (:func:`~.letterspaced.closed_up`), a
tracked word split at a narrow gap (:func:`~.letterspaced.closed_tracked`) and names
set apart by a wide gap (:func:`~.linenames.split_wide_gaps`).  :func:`gaps_between`
measures them; :func:`without_joins` gives the gaps of the words after some
neighbours were joined into one word (a joined word runs from its first piece's x0 to
its last's x1, so the gap to its next word is the one its last piece had: the same
floats, not measured again).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

Word = tuple[float, float, str]


def gaps_between(words: Sequence[Word]) -> list[float]:
    """The gap from each word's right edge to the next word's left edge (one fewer
    than ``words``)."""
    return [right[0] - left[1] for left, right in itertools.pairwise(words)]


def usual_gap(gaps: Sequence[float]) -> float:
    """The median of ``gaps`` (the upper one of an even count; ``gaps`` not empty)."""
    return sorted(gaps)[len(gaps) // 2]


def without_joins(gaps: Sequence[float], glue: Sequence[bool]) -> list[float]:
    """``gaps`` of words once each pair ``glue`` marks is joined into one word."""
    return [gap for gap, join in zip(gaps, glue, strict=True) if not join]


__all__ = ["Word", "gaps_between", "usual_gap", "without_joins"]
