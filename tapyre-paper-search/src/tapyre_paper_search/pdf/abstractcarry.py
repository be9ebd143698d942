"""An abstract that goes on at the top of the next page (pure; split out of
:mod:`~tapyre_paper_search.pdf.abstract` with no change).

:func:`carry_on` continues an abstract that reached the foot of its page
(:attr:`~.abstract.Abstract.complete` false) on the next page's lines, past their
running head (:func:`_running_head`), where they go on it: over footnotes only
where the next page's text goes on the open sentence, after notes on the authors
only where its first line is set as the abstract was (:func:`_resumes`); where it runs
off that page's foot too, the result's ``runs_off`` holds its state
(:mod:`~.abstractpages` carries it over the next break).
:func:`running_off` marks an abstract found without a heading to be carried on so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstract import Abstract, collect
from tapyre_paper_search.pdf.abstractends import (
    MIN_WORDS,
    ended_in_paragraph,
    ends_abstract,
    wide_gap,
)
from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.boldlabels import opens_part, part_label
from tapyre_paper_search.pdf.breakruns import closes_open, left_open
from tapyre_paper_search.pdf.footnotes import goes_on
from tapyre_paper_search.pdf.footpart import next_part_over_footnotes
from tapyre_paper_search.pdf.fullmeasure import measure_goes_on
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.runinlabel import other_language_label


def carry_on(lines: Sequence[Line], found: Abstract, height: float) -> Abstract:
    """``found`` (which reached the foot of its page) continued at the top of the next
    page's ``lines``, after its running header."""
    if found.state is None or found.complete:
        return found
    start = 0
    while start < len(lines) and height and _running_head(lines, start, found.state, height):
        start += 1
    state = found.state
    if (
        (state.over_footnotes and not _over_footnotes_goes_on(lines, start, state))
        or (state.after_notes and not _resumes(lines, start, state))
        or (state.next_part and not _next_part(lines, start, state))
    ):
        return Abstract(found.text, found.start, found.used, found.inferred, True, None)
    state.used = set()  # from here on: the next page's lines
    # how this page ends it is told afresh (a second break: abstractpages)
    state.over_footnotes = state.after_notes = False
    state.next_part = frozenset()
    # a bracket left open carried it on (the next page's first line closes it, in no
    # lower case): it ends with its paragraph there (carriedend, fix56d)
    opens = start < len(lines) and not lines[start].text[:1].islower()
    state.one_paragraph = opens and bool(left_open(_tail(state)))
    more = collect(lines, found.start, start, None, state=state)
    off = None if more.complete else more.state  # it ran off this page's foot too
    return Abstract(
        more.text, found.start, found.used, found.inferred, True, None, more.used, runs_off=off
    )


def _over_footnotes_goes_on(lines: Sequence[Line], start: int, state: State) -> bool:
    """Whether the next page's ``lines`` from ``start`` go on an abstract stopped over
    its page's footnotes: in lower case (:func:`~.footnotes.goes_on`), or a full line in
    its type after a full line that ended no sentence (:mod:`.fullmeasure`, abs70), or a
    structured abstract's next part (:mod:`.footpart`, realpage72)."""
    return (
        goes_on(lines, start, state.size, _tail(state))
        or measure_goes_on(lines, start, state)
        # a structured abstract's next part (realpage72)
        or next_part_over_footnotes(lines, start, state, _rank)
    )


def _tail(state: State) -> str:
    """The abstract's last lines taken, where a bracket its sentence opened is told
    (:func:`~.breakruns.left_open`)."""
    return " ".join(state.parts[-4:])


def _resumes(lines: Sequence[Line], start: int, state: State) -> bool:
    """Whether the next page's ``lines`` from ``start`` (past its running head) go on an
    abstract that ended a sentence over notes on the authors: its first line is set in
    the abstract's size, weight and slant (a caption or a table first, in another size,
    starts the body), inside its column (from its left edge, or a paragraph's indent of
    up to three sizes, to its right edge), and fills half the column's width (a narrower
    column is the body's); and a heading, keywords or another type ends it within its
    first paragraph (:func:`.abstractends.ended_in_paragraph`: body text in the
    abstract's type, with no heading over it, runs on past a paragraph break)."""
    last = state.previous
    if last is None or state.size is None or start >= len(lines):
        return False
    size, line = state.size, lines[start]
    if abs(line.size - size) > 0.3 or not line.same_type(last):
        return False  # in another size, weight or slant: not the abstract going on
    inside = state.left - 2 <= line.x0 <= state.left + 3 * size and line.x1 <= state.right + 2
    if not inside or line.width < (state.right - state.left) / 2:
        return False
    return ended_in_paragraph(lines, start, size, bold=last.bold)


def running_off(
    found: Abstract,
    last: Line,
    *,
    confirm: bool = False,
    labels: frozenset[str] = frozenset(),
    column: tuple[float, float] | None = None,
) -> Abstract:
    """``found``, an abstract found without a heading whose last line ``last`` ends its
    page in mid-sentence, marked to go on at the top of the next page (:func:`carry_on`)
    in ``last``'s type; with ``confirm`` (``last`` may end the abstract: it stops short
    of the measure) only where the next page's text in that size opens in lower case,
    going on the sentence (:func:`~tapyre_paper_search.pdf.footnotes.goes_on`, as over
    footnotes).  With ``labels`` (a structured abstract's run-in labels so far, its last
    part ended at the page's foot) only where the next page opens with another part
    (:func:`_next_part`).  ``column``: the left and right edges of the run's lines on
    ``last``'s page, so that a next page's first line in its top margin is told going on
    the sentence by its span (:func:`_sentence_goes_on`; abs61); without it no line there
    goes on it."""
    state = State([found.text], set(found.used), size=last.size, previous=last, run=2)
    if column is not None:
        state.left, state.right = column
    state.over_footnotes = confirm
    if labels:
        state.next_part, state.structured, state.runin = labels, True, True
    return Abstract(found.text, found.start, found.used, found.inferred, False, state)


def _next_part(lines: Sequence[Line], start: int, state: State) -> bool:
    """Whether the next page's ``lines`` from ``start`` (past its running head) open with
    the next part of a structured abstract whose last part ended at its page's foot: a
    run-in label not used yet ("Conclusion: …" after "Objective:" and "Results:") that
    comes no earlier in a structured abstract's order than those used (:func:`_rank`: a
    body that opens with a run-in "Introduction: …" or "Background. …" after the
    abstract's "Results" is no part of it), in the abstract's size, at its left edge."""
    last = state.previous
    if last is None or start >= len(lines):
        return False
    line = lines[start]
    label = part_label(line)  # after a stop, or in bold with none (names45)
    if not label or label in state.next_part or not opens_part(line):
        return False
    if _rank(label) < max(map(_rank, state.next_part)):
        return False
    return abs(line.size - last.size) <= 0.3 and abs(line.x0 - last.x0) <= last.size / 2


# A structured abstract's parts in their order (folded labels, :func:`structure_label`):
# what it sets out from, how it was done, what was found, what it means, and the notes
# after it.  A label matching none ranks with the findings.
_ORDER = (
    re.compile(
        r"background(?: and .*)?|objectives?|aims?(?: and objectives)?|purpose|context|importance|"
        r"introduction|rationale|hypothesis|hintergrund|ziele?|fragestellung|zielsetzung"
    ),
    re.compile(
        r"(?:materials and |patients and )?methods?|methodology|methodik|methoden|"
        r"material und methoden|design.*|settings?.*|participants|patients|subjects|"
        r"interventions?|exposures?|main outcomes?.*|measurements|"
        r"(?:primary |secondary )?outcomes? (?:and )?measures?"
    ),
    re.compile(r".*(?:results?|findings)|outcomes?|ergebnisse?"),
    re.compile(
        r"conclusions?.*|interpretation|significance|discussion|limitations|implications|"
        r"schlussfolgerung(?:en)?|diskussion"
    ),
    re.compile(r"(?:trial )?registration|funding|keypoints"),
)


def _rank(label: str) -> int:
    """Where folded ``label`` comes in a structured abstract's order (:data:`_ORDER`)."""
    return next((k for k, kind in enumerate(_ORDER) if kind.fullmatch(label)), 2)


def _running_head(lines: Sequence[Line], index: int, state: State, height: float) -> bool:
    """Whether ``lines[index]``, at the top of the page an abstract goes on to, is its
    running head: within the top 9 % of the page, or within its top 12 % in another size
    than the abstract's (a running head set a little lower) and no heading that ends it.
    A section's heading set apart from the abstract's type (larger or bold) is none (a
    page with narrow margins opens with it), nor is a line that goes on the abstract's
    open sentence there (:func:`_sentence_goes_on`), nor a label run in before the other
    language's abstract (:func:`~.runinlabel.other_language_label`), nor (names45) a
    structured abstract's next part (:func:`_next_part`), nor a full line in the
    abstract's type going on an abstract cut at its page's foot (:mod:`.fullmeasure`)."""
    line = lines[index]
    if line.y1 < height * 0.09:
        # The first line under it (a page number on its row is beside it).
        below = next((ln for ln in lines[index + 1 :] if ln.y0 >= line.y1 - 1), None)
        if other_language_label(line, below, " ".join(state.parts[-6:])):
            return False  # the other language's abstract run in under its label
        if state.next_part and _next_part(lines, index, state):
            return False  # a structured abstract's next part, on a page of narrow margins
        if measure_goes_on(lines, index, state):
            return False  # a full line going on the abstract cut at its page's foot (abs70)
        return not _section_heading(line, state) and not _sentence_goes_on(line, below, state)
    if state.size is None or abs(line.size - state.size) <= 0.3 or line.y1 >= height * 0.12:
        return False
    return not ends_abstract(line, state.size, structured=state.structured, words=MIN_WORDS)


def _sentence_goes_on(line: Line, below: Line | None, state: State) -> bool:
    """Whether ``line``, in the top margin of the next page, goes on the sentence the
    abstract's last line left open (a page with narrow margins): it opens in lower case
    (or closes a bracket the sentence left open, :mod:`.breakruns`) after a line that
    ends no sentence, in that line's type, and spans half its column
    from its left edge (a running head is capitalised, short or set apart).  Text of its
    type follows under it (``below``) at a line's step, or it ends the sentence (the
    abstract's last line, over a heading): a running head in lower case ("journal of …")
    is set apart from the text under it and ends no sentence."""
    last = state.previous
    opens = line.text[:1].islower() or closes_open(line.text, left_open(_tail(state)))
    if last is None or not opens or last.text.rstrip()[-1:] in ".!?":
        return False
    if below is None or not line.same_type(below):
        if line.text.rstrip()[-1:] not in ".!?":
            return False
    elif wide_gap(line, below, line.size):
        return False
    inside = abs(line.x0 - state.left) <= 2 and line.x1 <= state.right + 2
    return line.same_type(last) and inside and line.width >= (state.right - state.left) / 2


# A section's number within its chapter before the name: "0.1 ", "1.1. ".
_CHAPTER_NUMBER = re.compile(r"^\s*\d{1,2}\.\d{1,2}\.?\s+")


def _section_heading(line: Line, state: State) -> bool:
    """Whether ``line`` is the heading of a paper's first sections ("Introduction",
    "1. Related work", "0.1 Introduction": a report class numbers it within its chapter;
    at most four words) set larger than the abstract or in bold; in
    the abstract's plain type it is a running head ("1 Introduction", "Overview of …")."""
    # a first section numbered within its chapter: "0.1 Introduction" (latex56)
    heading = cues.SECTION_HEADING.match(_CHAPTER_NUMBER.sub("", line.text, count=1))
    short = len(line.text.split()) <= 4
    if not heading or not short or state.size is None:
        return False
    return line.size > state.size + 0.3 or (line.bold and line.size >= state.size - 0.3)
