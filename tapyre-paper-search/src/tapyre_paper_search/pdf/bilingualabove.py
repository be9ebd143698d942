"""Two abstracts in two languages set above the title (pure; lang36).

A report may open its first page with a box holding the summary twice, in the
paper's language and in English, and print the title, the names and the affiliations
under it (an office ``summarybox`` page with a Dutch or Portuguese title: the paper's
own summary under "In brief", then "Abstract" and its English translation, or the
two one paragraph after the other with no label).  :mod:`.abovetitle` takes one run
of abstract lines above the title only where everything else there is short, so the
second abstract made it give up, and the body's first paragraph was stored.

:func:`two_above` looks for the pair: the run the classifier calls abstract above the
title (:func:`~tapyre_paper_search.pdf.headingless.from_probabilities`), and after it
either an abstract under its own heading or run-in label
(:func:`~tapyre_paper_search.pdf.abstract.find_heading`), or a second run the
classifier calls abstract, or else the paragraph right under the run: its lines of one
type size, up to a line that ends an abstract (dates, keywords) or the last line above
the title, :data:`_MIN_WORDS` words or more, and not a note (lang37, review110's
leftover: a paragraph set in a smaller type than the run and less than half as long,
a funding note or a dedication in the title's language under an English abstract, had
been read as its translation and stored; a translation is set in the same type, or
about as long: :func:`_note`).  Where the two
are told in two languages (:func:`~tapyre_paper_search.pdf.bilingualcut.differ`) the
stored one is the title's (:func:`~tapyre_paper_search.pdf.bilingualcut.pick`; the
first printed when the title is untold).  A pair in one language, or one run alone, is left to
:mod:`.abovetitle`'s rule.  Cost: asked wherever that rule finds a run above the
title (itself asked only where no abstract was found); a pass over the lines after
the run.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.bilingualcut import differ, pick
from tapyre_paper_search.pdf.headingless import from_probabilities
from tapyre_paper_search.pdf.lines import Line

_MIN_WORDS = 15
"""The paragraph under the run, read as the second abstract, has this many words."""


def two_above(
    lines: Sequence[Line],
    above: Sequence[int],
    first: abstracts.Abstract,
    scores: Sequence[float],
    title: str,
) -> tuple[abstracts.Abstract, frozenset[int]] | None:
    """The title's abstract of two in two languages above the title (see the module),
    and the lines of ``above`` the two take (their text, the second's label and the
    lines closing them: dates, keywords), or
    ``None``.  ``above``: the lines above the title on its page, in order; ``first``:
    the run the classifier calls abstract among them."""
    end = max(first.used) + 1
    rest = [i for i in above if i >= end]
    if not rest:
        return None
    second = abstracts.find_heading(lines, rest[0], rest[-1] + 1)
    if second is None or not second.text:
        second = from_probabilities(lines, rest, scores)
        if second is None:
            under = _paragraph(lines, rest)
            if under is not None and not _note(lines, first, under):  # a note: no translation
                second = under
    if second is None or not second.used or not differ(first.text, second.text):
        return None
    taken = first.used | second.used | {second.start} | closing(lines, rest, max(second.used))
    return pick(title, first, second), frozenset(taken)


def closing(lines: Sequence[Line], above: Sequence[int], last: int) -> set[int]:
    """The lines of ``above`` after ``last`` (an abstract's last line) that close an
    abstract (dates, keywords): no other text above the title, however long."""
    return {i for i in above if i > last and abstractcues.is_after_abstract(lines[i].text)}


def noted(lines: Sequence[Line], above: Sequence[int], first: abstracts.Abstract) -> set[int]:
    """The lines of ``above`` that hold a note right under the abstract ``first`` (the
    paragraph under it, :func:`_paragraph`, where it is a note: :func:`_note`) and the
    lines closing it; none where the paragraph is no note.  A note is no other text
    above the title (review113: its long lines had left no abstract stored at all)."""
    rest = [i for i in above if i > max(first.used)]
    second = _paragraph(lines, rest) if rest else None
    if second is None or not _note(lines, first, second):
        return set()
    return set(second.used) | closing(lines, rest, max(second.used))


def _paragraph(lines: Sequence[Line], rest: Sequence[int]) -> abstracts.Abstract | None:
    """The paragraph opening ``rest`` (consecutive lines of one type size, up to a line
    that ends an abstract), where it holds :data:`_MIN_WORDS` words or more (a note
    under the first abstract is told by the caller, :func:`_note`)."""
    size = round(lines[rest[0]].size, 1)
    used: list[int] = []
    for i in rest:
        line = lines[i]
        if (used and i != used[-1] + 1) or round(line.size, 1) != size:
            break
        if abstractcues.is_after_abstract(line.text):
            break
        used.append(i)
    text = abstracts.finish(lines[i].text for i in used)
    if len(text.split()) < _MIN_WORDS:
        return None
    return abstracts.Abstract(text, used[0], frozenset(used), inferred=True)


_SMALLER = 0.5
"""A note's type is smaller than the abstract's by more than this (points)."""


def _note(lines: Sequence[Line], first: abstracts.Abstract, second: abstracts.Abstract) -> bool:
    """Whether the paragraph ``second`` under ``first`` is a note, no translation: set
    smaller than ``first``'s commonest type size and less than half as long (words)."""
    sizes = sorted(round(lines[i].size, 1) for i in first.used)
    if round(lines[second.start].size, 1) >= sizes[len(sizes) // 2] - _SMALLER:
        return False
    return 2 * len(second.text.split()) < len(first.text.split())
