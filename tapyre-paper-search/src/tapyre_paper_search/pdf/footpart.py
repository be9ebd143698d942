"""A structured abstract stopped over its page's footnotes goes on at the next page's
top with its next part (pure; realpage72).

An abstract under its heading whose parts open with run-in labels ("Objective …",
"Design …", "Results …", the labels in bold or after a stop) may fill its page down to
the footnotes (the authors' places, a thanks note) and go on at the next page's top
with its next part ("Conclusions The infection …").  Over footnotes the carry asked
that the next page go on the open sentence (in lower case, or a full line after a line
that ended none, :mod:`~.abstractcarry`); a part ends its sentence, and the next part
opens in a capital, so the abstract lost its last part (pagew72's latex-article, seed
7301: the last part of a structured abstract at the top of page two).

:func:`over_foot_notes` tells, where a line that ends the abstract stopped it, that the
abstract stopped over its page's footnotes (that line and every line of its page under
the abstract's last line but its number set smaller than it by :data:`_SMALLER` or more)
while structured with run-in labels: it is marked to go on (``over_footnotes``), and
:func:`next_part_over_footnotes` tells the next page's first line (past its running
head) that opens such a part: the abstract is structured with run-in labels, the line
opens with a run-in label (:func:`~.boldlabels.opens_part`) that is no opening part's
("Background", "Objective", "Introduction" start an abstract, or a body: rank 0 of
:func:`~.abstractcarry`'s order, which the caller passes as ``rank``), nor one read
already, nor one earlier in that order than one read (:func:`part_labels`, kept as
``foot_labels``: the body's "Methods" or "Results" after the abstract's "Results";
review 67), in the abstract's size, starting inside its column (from its left edge to a
paragraph's indent of up to three sizes). What stays: an unstructured abstract over
footnotes, a page that opens with "Introduction: …" or "Background. …", a line in
another size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.boldlabels import opens_part, part_label
from tapyre_paper_search.pdf.clutter import PAGE_NUMBER
from tapyre_paper_search.pdf.lines import SAME_TYPE_SIZE, Line

_SMALLER = 1.0
"""How much smaller than the abstract its page's footnotes are set, at least."""

_INDENT = 3.0
"""The widest paragraph indent of a part's first line, in sizes."""


def next_part_over_footnotes(
    lines: Sequence[Line], start: int, state: State, rank: Callable[[str], int]
) -> bool:
    """Whether ``lines[start]`` goes on a structured abstract stopped over its page's
    footnotes with its next part (see the module)."""
    if not (state.structured and state.runin) or state.size is None or start >= len(lines):
        return False
    line = lines[start]
    if abs(line.size - state.size) > SAME_TYPE_SIZE or not opens_part(line):
        return False
    label = part_label(line)
    if not label or rank(label) == 0 or label in state.foot_labels:
        return False
    if state.foot_labels and rank(label) < max(map(rank, state.foot_labels)):
        return False  # the body's "Methods" after the abstract's "Results" (review 67)
    return state.left - 2 <= line.x0 <= state.left + _INDENT * state.size


def part_labels(lines: Sequence[Line], state: State) -> frozenset[str]:
    """The run-in labels of the lines ``state`` took from ``lines`` (a structured
    abstract's parts so far; empty for any other)."""
    if not (state.structured and state.runin):
        return frozenset()
    return frozenset(part_label(lines[i]) for i in state.used if i < len(lines)) - {""}


def over_foot_notes(lines: Sequence[Line], stop: int, state: State) -> bool:
    """Whether a structured abstract with run-in labels stopped by ``lines[stop]``
    stopped over its page's footnotes (see the module): that line and all the lines of
    its page under the abstract's last line are set smaller."""
    last, size = state.previous, state.size
    if not (state.structured and state.runin) or last is None or size is None:
        return False
    if lines[stop].size > size - _SMALLER or lines[stop].page != last.page:
        return False
    under = (ln for ln in lines if ln.page == last.page and ln.y0 > last.y1)
    return all(ln.size <= size - _SMALLER or PAGE_NUMBER.match(ln.text) for ln in under)
