"""Abstracts without a heading (pure): the run of lines the line classifier calls
abstract (:func:`from_probabilities`), carried on through a structured abstract's
labelled parts, or, without a model, the run of same-sized lines before a keyword
block or the first substantial paragraph after the title and authors
(:mod:`~tapyre_paper_search.pdf.keywordrun`'s :func:`before_keywords` and
:func:`first_substantial`).  Such abstracts are marked inferred; the
rules that end an abstract are :mod:`~tapyre_paper_search.pdf.abstract`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.pdf import abstractcues, bodystart, cues, structlabels
from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.abstractcarry import running_off
from tapyre_paper_search.pdf.abstractends import (
    MIN_WORDS,
    ends_abstract,
    wide_gap,
    word_count,
)
from tapyre_paper_search.pdf.boldlabels import bold_label, opens_part, part_label
from tapyre_paper_search.pdf.boldlead import bold_lead, opens_key_point
from tapyre_paper_search.pdf.byline import without_front_lines
from tapyre_paper_search.pdf.closingbyline import is_closing_byline
from tapyre_paper_search.pdf.clutter import PAGE_NUMBER
from tapyre_paper_search.pdf.datelinelead import later_part, past_dateline, without_dateline
from tapyre_paper_search.pdf.frontauthors import in_boxes
from tapyre_paper_search.pdf.keywordrun import before_keywords, first_substantial
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.marginnotes import beside_column
from tapyre_paper_search.pdf.studycredit import is_credit

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
    it; it ends where the
    type size changes or a paragraph gap opens: an abstract is set as one unit.
    The first run whose mean probability is :data:`_SURE_RUN` or more wins, else
    the run with the largest summed probability; the line right above it opens it
    when the classifier gives it :data:`_FIRST_LINE` or more and nothing sets it
    apart.
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
        if (keep or bridge) and run and _breaks_unit(lines[run[-1]], lines[i], lines[run[0]]):
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
        if sum(len(lines[j].text.split()) for j in r) >= MIN_WORDS
        and not opens_key_point(lines[r[0]].text)  # a key points box's "Question: …"
    ]
    if not runs:
        return None
    # The first run the classifier is sure of (the abstract comes before the body, and
    # a teaser set apart above the authors is as sure as one under a heading); else
    # the run with the most abstract in it.
    sure = [r for r in runs if sum(scores[j] for j in r) >= _SURE_RUN * len(r)]
    best = sure[0] if sure else max(runs, key=lambda r: sum(scores[j] for j in r))
    # The paragraph's first line, which the classifier may doubt (an indent, a word
    # that reads like a name), belongs to it when nothing sets it apart.
    first = best[0] - 1
    if (
        first in allowed
        and scores[first] >= _FIRST_LINE
        and not _breaks_unit(lines[first], lines[best[0]], lines[best[0]])
        and not _stepped_apart(lines, first, best)
    ):
        best = [first, *best]
    above = best[0] - 1  # a first part's bold label over a doubted line (names45)
    if (
        above in allowed
        and bold_label(lines[above])
        and not _breaks_unit(lines[above], lines[best[0]], lines[best[0]])
    ):
        best = [above, *best]
    best = _rest_of_paragraph(lines, best, allowed)
    best = _labelled_parts(lines, without_front_lines(lines, best), allowed)
    texts = [without_dateline(lines[best[0]].text)] + [lines[j].text for j in best[1:]]
    found = Abstract(finish(texts), best[0], frozenset(best), inferred=True)
    if not _runs_off(lines, best):
        labels = _parts_at_foot(lines, best)
        return running_off(found, lines[best[-1]], labels=labels) if labels else found
    # A last line short of the measure (ragged right) may end the abstract: the next
    # page must go on its sentence.
    last = lines[best[-1]]
    return running_off(found, last, confirm=last.x1 < max(lines[k].x1 for k in best) - last.size)


# A page's last line ending in these ends the abstract there; one ending in a citation
# ("… as in [12]") goes on at the top of the next page.
_RUN_OFF_STOPS = cues.SENTENCE_ENDS + ")"


def _runs_off(lines: Sequence[Line], run: list[int]) -> bool:
    """Whether ``run``'s last line ends its page in mid-sentence: it fills the run's
    measure (within a size; in ragged-right text, :func:`_ragged_slack`, within a long
    word's width), ends in no stop, and only a page number follows it on its page."""
    last = lines[run[-1]]
    right = max(lines[k].x1 for k in run)
    rest = [line for line in lines[run[-1] + 1 :] if line.page == last.page]
    return (
        len(run) >= 3
        and last.x1 >= right - _ragged_slack(lines, run)
        and last.text.rstrip()[-1:] not in _RUN_OFF_STOPS
        and all(PAGE_NUMBER.match(line.text) for line in rest)
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


def _rest_of_paragraph(lines: Sequence[Line], run: list[int], allowed: set[int]) -> list[int]:
    """``run`` carried on to its paragraph's end where the classifier's doubt sets in
    mid-paragraph (a long abstract set in bold or widely spaced, whose later lines it
    reads as body).  The next line joins while the line before it fills the run's
    measure (a short line ends a paragraph), it starts at the run's left edge (no
    indent) in the same type, no farther below than the run's widest line step (no
    paragraph gap, no page or column turn), and nothing breaks the unit or ends an
    abstract."""
    steps = [lines[b].y0 - lines[a].y0 for a, b in pairwise(run)]
    if len(run) < 3 or max(steps) <= 0:
        return run
    out, step, first = list(run), max(steps), lines[run[0]]
    left, right = min(lines[k].x0 for k in run), max(lines[k].x1 for k in run)
    for j in range(run[-1] + 1, len(lines)):
        previous, line = lines[j - 1], lines[j]
        if (
            j not in allowed
            or previous.x1 < right - previous.size
            or abs(line.x0 - left) > line.size / 2
            or (line.bold, line.italic) != (previous.bold, previous.italic)
            or not 0 < line.y0 - previous.y0 <= step + 1
            or _breaks_unit(previous, line, first)
            or ends_abstract(
                line,
                first.size,
                structured=False,
                words=word_count([lines[k].text for k in out]),
                bold=line.bold,  # set in bold as the run is: a bold line is no heading
                running=previous.text[-1:] not in cues.SENTENCE_STOPS,
            )
        ):
            break
        out.append(j)
    return out


def _labelled_parts(lines: Sequence[Line], run: list[int], allowed: set[int]) -> list[int]:
    """``run`` carried on through the rest of a structured abstract when it opens with a
    run-in label ("Objective: To …"): the classifier doubts its later parts, set in a
    column like body text.  Each new paragraph (block) must open with a label too; the
    run ends at one that does not, at what breaks the unit (:func:`_breaks_unit`), and
    where the candidates end (the body's first heading).  The run, the classifier's lines
    included, also ends where a body whose paragraphs open with labels starts
    (:func:`_new_part`)."""
    first = past_dateline(lines[run[0]])  # "GENEVA — Objective: …" (front46)
    if not opens_part(first):
        return run
    out = [run[0]]
    seen = {part_label(first)}
    widest, parts = 0.0, False
    for j in range(run[0] + 1, len(lines)):
        line, previous = lines[j], lines[out[-1]]
        if beside_column(line, [lines[k] for k in out]):
            continue  # a note in the margin beside the parts (front46)
        label = part_label(line)
        gap = line.y0 - previous.y1
        if _new_part(line, first, label, seen, gap=gap, widest=widest if parts else None):
            break
        if j > run[-1]:
            # a block of its own going on a sentence is no new paragraph (names45)
            ends = previous.text.rstrip()[-1:] in cues.SENTENCE_STOPS
            if j not in allowed or (line.block != previous.block and not label and ends):
                break
            if _breaks_unit(previous, line, lines[run[0]]) or ends_abstract(
                line,
                lines[run[0]].size,
                structured=True,
                words=word_count([lines[k].text for k in out]),
            ):
                break
        if label:
            seen.add(label)
            parts = True
        widest = max(widest, gap)  # from 0: a line atop a column comes after a negative gap
        out.append(j)
    return out


_PART_GAP_RATIO = 1.5
"""A gap this many times the widest in a structured abstract so far (and half a line more)
ends it."""


def _new_part(
    line: Line, first: Line, label: str, seen: set[str], *, gap: float, widest: float | None
) -> bool:
    """Whether ``line`` is past the structured abstract opened by ``first``: its label is
    set in another font or weight (bold against plain) or used already, or its gap is
    much wider than the widest so far (``widest``; none before a second part: the gaps
    between parts, and those of a scan's uneven lines)."""
    if label and (label in seen or (line.lead and first.lead and line.lead != first.lead)):
        return True
    return widest is not None and gap > max(_PART_GAP_RATIO * widest, widest + first.size / 2)


def _breaks_unit(previous: Line, line: Line, first: Line) -> bool:
    """Whether ``line`` cannot continue a run of abstract lines ending with ``previous``
    (a byline signing the run, "— by Ann Lee", or a sentence crediting the study to its
    authors, "The study, by Ann Lee, appears …" (:mod:`.studycredit`), is none of it; a
    dash under a line that ends in mid-sentence opens an aside going on it, as in
    :func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`)."""
    if previous.text[-1:] in cues.SENTENCE_STOPS and (
        is_closing_byline(line) or is_credit(line.text)  # "The study, by …" (front51)
    ):
        return True
    label = _is_label(line)
    if not label and abs(line.size - first.size) > 0.3:
        return True
    if (
        not (label or _is_label(previous) or _is_label(first))
        and previous is not first
        and previous.bold == first.bold != line.bold
    ):
        return True  # the type turns bold or roman: another paragraph or a heading
    return wide_gap(previous, line, previous.size) or (
        line.y0 - previous.y1 > previous.size * 1.2
        and line.x0 < previous.x1
        and previous.x0 < line.x1
        and abs(line.size - previous.size) > 0.3
    )


# The step above a run's first line this many times the run's own line step sets apart
# the line over it (a paragraph's space; front41b).
_STEP_APART = 1.5


def _stepped_apart(lines: Sequence[Line], first: int, run: Sequence[int]) -> bool:
    """Whether ``lines[first]`` stands further above ``run`` (two lines or more, one
    page) than the run's own line step: a byline's wrapped last line over a headingless
    abstract ("Everett, F. Deng, C. Zhu" a paragraph's space above it; front41b)."""
    if len(run) < 2:
        return False
    top, second, above = lines[run[0]], lines[run[1]], lines[first]
    if not above.page == top.page == second.page:
        return False
    step = second.y0 - top.y0
    return step > 0 and top.y0 - above.y0 > _STEP_APART * step


def _is_label(line: Line) -> bool:
    return bool(structlabels.STRUCTURE_HEADING.match(line.text) or opens_part(line))


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
    # Same-sized lines right before a keyword block are the abstract (ACM journal
    # style): a rule that is right where it applies.
    ruled = before_keywords(lines, after)
    if ruled is not None:
        return ruled
    if scores is not None:
        end = _front_end(lines, after, scores, body)
        boxed = in_boxes(lines, range(after, end))  # key points read like an abstract
        candidates = [i for i in range(after, end) if i not in title and i not in boxed]
        found = from_probabilities(lines, candidates, list(scores))
        if found is not None:
            return found
    # a short bold first paragraph with no heading (a letter's: boldlead)
    return first_substantial(lines, after, body) or bold_lead(lines, after, body)


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
        above = scores[after:i]
        box = cues.BOX_LABEL.match(lines[i].text)  # key points (skipped) over the abstract
        if (box or bodystart.dates_head_abstract(lines, i)) and not np.any(above >= 0.5):
            continue
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
