"""Abstracts without a heading (pure): the run of lines the line classifier calls
abstract (:func:`from_probabilities`), carried on through a structured abstract's
labelled parts, or, without a model, the run of same-sized lines before a keyword block
or the first substantial paragraph after the title and authors (:mod:`~.keywordrun`'s
:func:`before_keywords` and :func:`first_substantial`); how far a run goes is
:mod:`~.headinglessrun`'s.  Such abstracts are marked inferred; the rules that end one
are :mod:`~.abstract`'s (an italic inset over the text: :mod:`~.italicinset`, abs70).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstractcues, bodystart, cues, numberedparts, runweight
from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.abstractcarry import running_off
from tapyre_paper_search.pdf.aloneparts import parts_alone, tool_parts
from tapyre_paper_search.pdf.boldlabels import bold_label, opens_part, part_label
from tapyre_paper_search.pdf.boldlead import bold_lead, opens_key_point
from tapyre_paper_search.pdf.boldsummary import bold_summary, preferred
from tapyre_paper_search.pdf.breakruns import footnotes_under
from tapyre_paper_search.pdf.byline import without_front_lines
from tapyre_paper_search.pdf.clutter import PAGE_NUMBER
from tapyre_paper_search.pdf.datelinelead import later_part, without_dateline
from tapyre_paper_search.pdf.frontauthors import in_boxes
from tapyre_paper_search.pdf.headinglessrun import (
    breaks_unit,
    labelled_parts,
    measure,
    rest_of_paragraph,
    stepped_apart,
)
from tapyre_paper_search.pdf.italicinset import italic_inset
from tapyre_paper_search.pdf.keywordrun import before_keywords, first_substantial
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.shortquote import enough_words
from tapyre_paper_search.pdf.standfirst import standfirst
from tapyre_paper_search.pdf.statementlabel import before_statement

SURE_ABSTRACT = 0.9
"""Abstract probability at which the classifier is sure of a line or a run: a line's
(:func:`_front_end`), a paragraph's mean (:func:`_sure_abstract_under`), and the mean
of a headingless run preferred over a headed abstract."""
_SURE_RUN = 0.9
"""Mean abstract probability of a run the classifier is sure of."""
_FIRST_LINE = 0.2
"""Abstract probability enough for the line right above a run to open it."""


def from_probabilities(
    lines: Sequence[Line], candidates: Sequence[int], scores: Sequence[float]
) -> Abstract | None:
    """The best run of consecutive ``candidates`` lines the classifier calls abstract.

    ``scores`` is the abstract probability of every line of ``lines``.  A run
    may take a line the classifier doubts (a formula's, a footnote mark, a short
    last line) when the line after it is abstract again or a sentence runs on to
    it; it ends where the type size changes or a paragraph gap opens: an abstract is
    set as one unit.
    The first run whose mean probability is :data:`_SURE_RUN` or more wins, else
    the run with the largest summed probability (each line weighed by its words:
    :mod:`.runweight`); the line right above it opens it when the classifier gives
    it :data:`_FIRST_LINE` or more and nothing sets it apart.
    """
    allowed = set(candidates)
    runs: list[list[int]] = []
    run: list[int] = []
    for i in range(len(lines)):
        keep = i in allowed and scores[i] >= 0.5
        bridge = (
            bool(run)
            and i in allowed
            and scores[i] >= 0.2
            and (
                (i + 1 < len(lines) and scores[i + 1] >= 0.5 and (i + 1) in allowed)
                or lines[run[-1]].text[-1:] not in cues.SENTENCE_ENDS  # a sentence runs on
            )
        )
        if (keep or bridge) and run and breaks_unit(lines[run[-1]], lines[i], lines[run[0]]):
            runs.append(run)
            run = []
        if keep or bridge:
            run.append(i)
        elif run:
            runs.append(run)
            run = []
    if run:
        runs.append(run)
    runs = [
        r
        for r in runs
        if enough_words(lines, r)  # a short quote over the first heading too (latex69)
        and not opens_key_point(lines[r[0]].text)  # a key points box's "Question: …"
    ]
    if not runs:
        return None
    # The first run the classifier is sure of (the abstract comes before the body, and
    # a teaser set apart above the authors is as sure as one under a heading); else
    # the run with the most abstract in it.
    sure = [r for r in runs if runweight.mean(lines, r, scores) >= _SURE_RUN]  # (abs72)
    best = sure[0] if sure else max(runs, key=lambda r: runweight.amount(lines, r, scores))
    # The paragraph's first line, which the classifier may doubt (an indent, a word
    # that reads like a name), belongs to it when nothing sets it apart.
    first = best[0] - 1
    if (
        first in allowed
        and scores[first] >= _FIRST_LINE
        and not breaks_unit(lines[first], lines[best[0]], lines[best[0]])
        and not stepped_apart(lines, first, best)
    ):
        best = [first, *best]
    above = best[0] - 1  # a first part's bold label over a doubted line (names45)
    if (
        above in allowed
        and bold_label(lines[above])
        and not breaks_unit(lines[above], lines[best[0]], lines[best[0]])
    ):
        best = [above, *best]
    best = rest_of_paragraph(lines, best, allowed)
    best = labelled_parts(lines, without_front_lines(lines, best), allowed)
    best = parts_alone(lines, best, allowed)  # bold labels alone over the parts (abs59)
    best = before_statement(lines, best)  # "SIGNIFICANCE" and its statement after it (abs61)
    texts = [without_dateline(lines[best[0]].text)] + [lines[j].text for j in best[1:]]
    found = Abstract(finish(texts), best[0], frozenset(best), inferred=True)
    column = _column(lines, best)  # its edges on the last line's page (abs61)
    if not _runs_off(lines, best):
        labels = _parts_at_foot(lines, best)
        if not labels and _runs_off(lines, best, over_notes=True):  # (breakruns, abs60)
            return running_off(found, lines[best[-1]], confirm=True, column=column)
        return running_off(found, lines[best[-1]], labels=labels) if labels else found
    # A last line short of the measure (ragged right) may end the abstract: the next
    # page must go on its sentence.
    last = lines[best[-1]]
    confirm = last.x1 < max(lines[k].x1 for k in best) - last.size
    return running_off(found, last, confirm=confirm, column=column)


def _column(lines: Sequence[Line], run: list[int]) -> tuple[float, float]:
    """The left and right edges of ``run``'s lines on its last line's page."""
    on_page = [lines[k] for k in run if lines[k].page == lines[run[-1]].page]
    return min(ln.x0 for ln in on_page), max(ln.x1 for ln in on_page)


# A page's last line ending in these ends the abstract there; one ending in a citation
# ("… as in [12]") goes on at the top of the next page.
_RUN_OFF_STOPS = cues.SENTENCE_ENDS + ")"


def _runs_off(lines: Sequence[Line], run: list[int], *, over_notes: bool = False) -> bool:
    """Whether ``run``'s last line ends its page in mid-sentence: it fills the run's
    measure (:func:`~.headinglessrun.measure`, overfull lines left out) within a size (in
    ragged-right text, :func:`_ragged_slack`, within a long word's width), ends in no
    stop, and only a page number follows it on its page (with ``over_notes``: or
    footnotes set smaller under it, :func:`~.breakruns.footnotes_under`; the next page
    must then go on the sentence)."""
    last = lines[run[-1]]
    right = measure([lines[k] for k in run])  # overfull lines past it left out (latex65)
    rest = [line for line in lines[run[-1] + 1 :] if line.page == last.page]
    return (
        len(run) >= 3
        and last.x1 >= right - _ragged_slack(lines, run)
        and last.text.rstrip()[-1:] not in _RUN_OFF_STOPS
        and (
            footnotes_under(lines, run[-1])
            if over_notes
            else all(PAGE_NUMBER.match(line.text) for line in rest)
        )
    )


def _parts_at_foot(lines: Sequence[Line], run: list[int]) -> frozenset[str]:
    """The run-in labels of ``run``, a structured abstract of two parts or more whose last
    part ends its page at a sentence's end (only a page number follows it on its page):
    its next part may open the next page (:func:`~.abstractcarry.running_off`); empty
    otherwise."""
    last = lines[run[-1]]
    if not opens_part(lines[run[0]]) or last.text.rstrip()[-1:] != ".":
        return frozenset()
    if not all(
        PAGE_NUMBER.match(line.text) for line in lines[run[-1] + 1 :] if line.page == last.page
    ):
        return frozenset()
    labels = frozenset(part_label(lines[k]) for k in run) - {""}
    return labels if len(labels) >= 2 else frozenset()


# A ragged-right line falls short of the measure by up to the next word's width: a
# long word is about this many sizes wide.
_LONG_WORD = 4.0


def _ragged_slack(lines: Sequence[Line], run: list[int]) -> float:
    """How far short of ``run``'s right edge a line that fills its measure may end: a
    size in justified text; a long word's width (:data:`_LONG_WORD` sizes) where the
    run's lines that end in mid-sentence (wrapped lines, no paragraph's end) end a size
    or more apart: ragged right, each line broken before a word that did not fit."""
    size = lines[run[-1]].size
    wrapped = [lines[k].x1 for k in run[:-1] if lines[k].text.rstrip()[-1:] not in _RUN_OFF_STOPS]
    ragged = len(wrapped) >= 2 and max(wrapped) - min(wrapped) >= size
    return size * _LONG_WORD if ragged else size


def inferred(
    lines: Sequence[Line],
    after: int,
    body: float,
    scores: NDArray[np.float64] | None,
    title: set[int],
) -> Abstract | None:
    """The abstract of a front matter without an abstract heading, from line ``after``
    (past the title and authors) on: the lines before a keyword block, else the run the
    classifier calls abstract (``scores``: its abstract probability per line; ``None``
    without a model) up to the body's start, leaving out ``title`` and boxes of key
    points, else the first substantial paragraph, else a bold first paragraph."""
    # Same-sized lines right before a keyword block are the abstract (ACM journal style).
    ruled = before_keywords(lines, after) or bold_lead(lines, after, body, larger=True)
    if ruled is not None:
        return ruled
    if scores is not None:
        end = _front_end(lines, after, scores, body)
        boxed = in_boxes(lines, range(after, end))  # key points read like an abstract
        candidates = [i for i in range(after, end) if i not in title and i not in boxed]
        found = _tool_parts(lines, candidates, scores) or from_probabilities(
            lines, candidates, list(scores)
        )
        # a bold summary beside a dates column (realpage69), else an italic inset (abs70),
        # else a short standfirst in large type under the title (realpage72)
        summary = (
            bold_summary(lines, after, body)
            or italic_inset(lines, after, body)
            or standfirst(lines, after, body)
        )
        if summary is not None and preferred(lines, summary, found):
            return summary
        if found is not None:
            return found
    # a short bold first paragraph with no heading (a letter's: boldlead)
    return first_substantial(lines, after, body) or bold_lead(lines, after, body)


def _tool_parts(
    lines: Sequence[Line], candidates: Sequence[int], scores: NDArray[np.float64]
) -> Abstract | None:
    """A headingless "Motivation" abstract whose labels stand alone in bold
    (:func:`~.aloneparts.opens_tool_parts`, abs62), opening the front candidates with no
    line above it the classifier calls abstract, read through its parts
    (:func:`~.aloneparts.parts_alone`); the classifier scores its parts as body text."""
    allowed = set(candidates)
    for i in candidates:
        if np.any(scores[candidates[0] : i] >= 0.5):
            return None
        run = tool_parts(lines, i, allowed)
        if run:
            return Abstract(finish(lines[j].text for j in run), i, frozenset(run), inferred=True)
    return None


def _front_end(lines: Sequence[Line], after: int, scores: NDArray[np.float64], body: float) -> int:
    """The first line from ``after`` on that starts the body (a section heading, a
    keyword block, a dates line), but for a dates line ("Received …; accepted …")
    above any line the classifier calls abstract and followed by text that ends where
    an abstract ends (:func:`bodystart.dates_head_abstract`), or above no line the
    classifier is sure of and followed by a paragraph it is sure of, and for the label
    of a box of key points above any abstract line: the abstract may follow it."""
    for i in range(after, len(lines)):
        if not bodystart.starts_body(lines[i]) or later_part(lines, after, i):
            continue
        if any(numberedparts.part_form(lines[i].text, lines[k].text) for k in range(after, i)):
            continue  # "2. Methods" under a "1. Purpose" part (abs63)
        above = scores[after:i]
        box = cues.BOX_LABEL.match(lines[i].text)  # key points (skipped) over the abstract
        if (box or bodystart.dates_head_abstract(lines, i)) and not np.any(above >= 0.5):
            continue
        if not np.any(above >= 0.5) and tool_parts(lines, i, set(range(i, len(lines)))):
            continue  # "Motivation" alone in bold over "Results" (abs62)
        if _sure_abstract_under(lines, i, scores, body) and not np.any(above >= SURE_ABSTRACT):
            continue
        return i
    return len(lines)


# A paragraph set this many points or more smaller than the body is set apart from it
# (an abstract in 9.5 pt over a 10 pt body; sizes are read exactly, the body's in half
# points); one set larger only past half a point (a letter's first paragraph in 10.5 pt
# over a 10 pt body is its body).
_SMALLER_APART = 0.45
_LARGER_APART = 0.5


def _sure_abstract_under(
    lines: Sequence[Line], i: int, scores: NDArray[np.float64], body: float
) -> bool:
    """Whether ``lines[i]`` is a dates line right over a paragraph set apart from the
    body's type (another size, or italic) that the classifier is sure is the abstract (a
    headingless abstract under the paper's history, no heading after it on the page; a
    letter's text in the body's type under its dates is no abstract)."""
    if not abstractcues.HISTORY.match(lines[i].text) or i + 1 >= len(lines):
        return False
    begin, end = next(bodystart.paragraphs(lines, i + 1))
    first = lines[begin]
    smaller, larger = body - first.size >= _SMALLER_APART, first.size - body > _LARGER_APART
    apart = smaller or larger or first.italic
    return apart and float(np.mean(scores[begin:end])) >= SURE_ABSTRACT
