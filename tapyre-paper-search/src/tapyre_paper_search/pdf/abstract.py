"""The abstract of a paper from its front-matter lines in reading order (pure).

Under a heading (``Abstract``, ``ABSTRACT``, ``A B S T R A C T``, ``Summary``,
``Zusammenfassung``, ``Kurzfassung``, or run in: ``Abstract—We …``) the abstract is
collected line by line until what ends it: keyword, index-term and classification blocks
(``Keywords``, ``Index Terms``, ``CCS Concepts``, ``Schlüsselwörter`` …; run into its
last sentence: :mod:`.keywordtail`), the abstract in another language, the first section
heading, a heading set larger or in bold, a turn of its type to bold, roman or italic, or a
wide gap.  A *structured* abstract (its first line is a label: ``Background``, ``Methods:``,
``Ergebnisse``…) keeps its labels and runs through all of them.
Footnote-sized lines inside the abstract's column are skipped, not taken as its end.
Each line is weighed by :class:`~.abstractstate.State` (what ends the abstract); an
abstract that runs off its page goes on at the next one in :mod:`~.abstractcarry`.
Pure but for one input: :func:`finish` mends line-end breaks with the document's
words while :func:`~tapyre_paper_search.pdf.docwords.reading` sets them.

Without a heading, :mod:`~tapyre_paper_search.pdf.headingless` takes the run of lines the
line classifier calls abstract, or, without a model, the run of same-sized
lines before a keyword block or the first substantial paragraph after the
title and authors; such abstracts are marked inferred.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tapyre_paper_search.pdf import abstractcues, cues, docwords, picturebeside, structlabels
from tapyre_paper_search.pdf.abstractinset import Insets
from tapyre_paper_search.pdf.abstractright import read_early, right_column
from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.bylineunder import byline_under
from tapyre_paper_search.pdf.columnturn import another_columns_text
from tapyre_paper_search.pdf.fieldtable import opens_field_table
from tapyre_paper_search.pdf.footnotes import column_follows, folio, over_lone_foot, runs_on
from tapyre_paper_search.pdf.footpart import over_foot_notes, part_labels
from tapyre_paper_search.pdf.keylabels import KEY_FIRST, KEY_MIN_WORDS, key_heading
from tapyre_paper_search.pdf.keywordtail import cut_keywords
from tapyre_paper_search.pdf.labelrow import label_row_left
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.markspacing import unspaced
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.numberedparas import unnumbered
from tapyre_paper_search.pdf.runinlabel import bold_runin, short_label
from tapyre_paper_search.pdf.sideblock import SideColumns
from tapyre_paper_search.pdf.sidefirst import column_before
from tapyre_paper_search.pdf.sideinterleaved import drawn_between
from tapyre_paper_search.pdf.summarylabel import summary_heads
from tapyre_paper_search.pdf.tabbar import tab_bar_end

ABSTRACT_MAX_CHARS = 5000
FALLBACK_MIN_WORDS = 30


@dataclass(frozen=True)
class Abstract:
    """The abstract found, the lines it used (indexes of its page's lines) and whether
    it was inferred; ``complete`` is false when it ran to the foot of its page, or
    stopped over footnotes or notes on the authors (it may go on at the next page);
    ``carried``: the indexes of the next page's lines it went on with
    (:func:`~.abstractcarry.carry_on`); ``runs_off``: where the lines it went on with ran
    off that page's foot too, the state to go on with at the page after
    (:mod:`~.abstractpages`; ``None`` otherwise)."""

    text: str
    start: int
    used: frozenset[int]
    inferred: bool = False
    complete: bool = True
    state: State | None = field(default=None, compare=False, repr=False)
    carried: frozenset[int] = frozenset()
    runs_off: State | None = field(default=None, compare=False, repr=False)


def find_heading(
    lines: Sequence[Line], start: int, stop: int | None = None, *, height: float = 0.0
) -> Abstract | None:
    """The abstract under the first abstract heading in ``lines[start:stop]`` (``height``:
    the page's, to tell footnotes at its foot from what ends the abstract)."""
    for i in range(start, len(lines) if stop is None else stop):
        text = lines[i].text
        if abstractcues.is_abstract_heading(text):
            plain = _plain_heading_after(lines, i, stop)
            # the abstract tab of a tab bar: the abstract is under the bar (front36)
            found = collect(lines, plain, tab_bar_end(lines, plain) + 1, None, height=height)
            if plain == i and not summary_heads(lines, start, found):
                continue  # "Synthèse" over a section, "Sommario" over the contents
            return found
        if text.lstrip()[:3] in KEY_FIRST and key_heading(lines, start, i):
            found = collect(lines, i, i + 1, None, height=height)  # a brief's (front40)
            if len(found.text.split()) >= KEY_MIN_WORDS:  # no venue line (review138)
                return found
        runin = abstractcues.abstract_runin(text) or bold_runin(lines[i])
        if runin is not None:
            if short_label(lines[i]) and _heading_below(lines, i, stop):
                continue  # a "Key points" box over the abstract's own heading
            return collect(lines, i, i + 1, first=runin, height=height)
    return None


def _heading_below(lines: Sequence[Line], at: int, stop: int | None) -> bool:
    """Whether an abstract heading (alone or run in) follows ``lines[at]`` on its page."""
    for j in range(at + 1, len(lines) if stop is None else stop):
        line = lines[j]
        if line.page != lines[at].page:
            break
        if abstractcues.is_abstract_heading(line.text) or abstractcues.abstract_runin(line.text):
            return True
        if bold_runin(line) is not None and not short_label(line):
            return True
    return False


def _plain_heading_after(lines: Sequence[Line], heading: int, stop: int | None) -> int:
    """``heading``, or where it is an "Executive Summary", a plain abstract heading
    ("Abstract") below it on its page: a paper that has both gives the abstract."""
    if "executive" not in cues.squeeze(lines[heading].text).casefold():
        return heading
    for j in range(heading + 1, len(lines) if stop is None else stop):
        if lines[j].page != lines[heading].page:
            break
        text = cues.squeeze(lines[j].text).casefold()
        if abstractcues.is_abstract_heading(lines[j].text) and "executive" not in text:
            return j
    return heading


def collect(
    lines: Sequence[Line],
    heading: int,
    start: int,
    first: str | None,
    *,
    state: State | None = None,
    height: float = 0.0,
) -> Abstract:
    """The abstract from ``lines[start]`` on (``first``: text after a run-in heading).

    ``state`` carries on an abstract that ran off the foot of the previous page.
    """
    # The column beside the heading, on its page (a carried-on state's is the page before).
    fresh = state is None and first is None
    beside = _column_beside(lines, heading) if fresh else None
    right = right_column(lines, heading) if fresh else None  # read first (abstractright)
    if state is None:
        state = State(parts=[first] if first else [], used={heading}, height=height)
        if first:
            state.size = lines[heading].size
            state.previous = lines[heading]
            if structlabels.STRUCTURE_RUNIN.match(first):
                state.structured, state.runin = True, True
    # No line left (a next page of running heads only): ``heading`` may index the page
    # before, and the loop below does not run.
    page = lines[start].page if start < len(lines) else None
    complete, taken = False, -1
    side = SideColumns(lines, start)  # a narrow column beside it (sideblock)
    # the left edge of the lines taken on this page (a label's, run in on its row)
    left = label_row_left(lines, heading, start) if fresh else float("inf")
    insets = Insets(lines, state)  # an inset inside the abstract's column
    for j in range(start, len(lines)):
        line = lines[j]
        if line.page != page:
            complete = True
            break
        # the column beside the abstract, read first (dates, keywords), or a box beside
        # it holding only its label (review110), or a line of the column left of it
        # drawn between two of its lines (sideinterleaved, producer60), or the page's
        # number at its foot left of the abstract's column, past the gutter: no text of
        # another column that would end it (a right column's abstract going on at the
        # next page; abs63; a number in the gutter ends it as before: latex64's carry)
        if (
            (
                not state.parts
                and (
                    (beside is not None and line.x1 < beside)
                    or read_early(lines, heading, right, j)  # (abstractright)
                    or _label_beside(lines, j)
                )
            )
            or side.skips(j, taken, left)
            or insets.skips(j, taken, left)
            or (fresh and drawn_between(lines, j, taken, heading, left, used=state.used))
            or (taken >= 0 and line.x1 < left - 2 * line.size and folio(lines, j))  # abs63
        ):
            continue
        # Wholly left of the abstract's column (the column beside it), or up to the next
        # column's top in another text's sentence, or names over their places under it
        # (:mod:`.bylineunder`): the abstract has ended.
        if taken >= 0 and (
            line.x1 < left
            or (right is not None and line.x0 >= right)  # that column, after (review129)
            or another_columns_text(lines, lines[taken], line, state.parts[-1])
            or byline_under(lines, j, lines[taken])
            or opens_field_table(lines, j, lines[taken], state.parts[-1])  # front57
            or side.ended
        ):
            complete = True
            break
        if state.footnote(lines, j):  # the page's footnotes, in mid-sentence
            # a column's foot: the next column may go on it (abstractcolumn.next_column)
            complete = column_follows(lines, j)
            state.over_footnotes = not complete
            break
        if state.author_notes(lines, j):  # notes on the authors after a sentence's end
            complete = column_follows(lines, j)
            state.after_notes = not complete  # the next page may go on it
            break
        number = folio(lines, j) and state._set_apart(lines, j)  # the page's, at its foot
        # the page's lone running foot ends it wherever it stands (abs58: beside a short row)
        foot = taken >= 0 and over_lone_foot(lines, j)
        if foot or not state.take(line):
            complete = _ended_at(lines, j, state)
            if complete and state.heading_before and len(state.parts) > 1:
                state.parts.pop()  # the heading of the text that ended the abstract
                state.used.discard(taken)
            break
        if state.last is line and number:
            state.parts.pop()  # the page's number at its foot, taken: never the text
        if state.last is line:
            state.used.add(j)
            taken = j
            left = min(left, line.x0)
        if sum(len(p) for p in state.parts) > ABSTRACT_MAX_CHARS:
            complete = True
            break
    return Abstract(
        finish(unnumbered(state.parts, lines, heading)),
        heading,
        frozenset(state.used),
        complete=complete,
        state=state,
    )


def _ended_at(lines: Sequence[Line], stop: int, state: State) -> bool:
    """Whether the abstract ``state`` collects ends for good at ``lines[stop]``, which
    stopped it: not where its open sentence may go on at the next column or page
    (:func:`~.footnotes.runs_on`, :func:`~.footnotes.column_follows`: ``over_footnotes``
    is set), nor where a sentence's end met the page's lone running foot
    (:meth:`~.abstractstate.State.broke_over_foot`: ``after_notes`` is set, latex57)."""
    complete = (  # the next column may go on it
        not runs_on(
            lines,
            stop,
            state.size,
            state.parts[-1] if state.parts else "",
            " ".join(state.parts[-4:]),  # a bracket left open (breakruns, abs60)
        )
        or column_follows(lines, stop)
    )
    # (or a structured abstract's part ended over the page's footnotes: footpart, realpage72)
    state.over_footnotes = not complete or over_foot_notes(lines, stop, state)
    complete = complete and not state.over_footnotes
    if state.over_footnotes:
        state.foot_labels |= part_labels(lines, state)
    if complete and state.broke_over_foot(lines, stop):
        complete, state.after_notes = False, True  # the next page may go on it
    return complete


def _column_beside(lines: Sequence[Line], heading: int) -> float | None:
    """The heading's left edge when another column's heading sits left of it on its row
    ("ARTICLE INFO" beside "ABSTRACT"), or the left edge that a narrow column
    (:mod:`.sidefirst`) or a picture cell (:mod:`.picturebeside`) read between it and its
    text ends left of: lines ending left of it are that column's."""
    head = lines[heading]
    for line in lines[: heading + 3]:
        if line.x1 < head.x0 - 2 and abs(line.y0 - head.y0) < head.size * 0.5:
            return head.x0 - 2
    return column_before(lines, heading) or picturebeside.picture_beside(lines, heading)


def _label_beside(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` is an abstract label alone ("Résumé" in a box of its own)
    read before the text under the heading, which goes on beside it: the next line on
    its page ends left of it and starts no lower than its foot.  Before, collection
    stopped at the label and the abstract came out empty (review96, review110)."""
    if i + 1 >= len(lines) or not abstractcues.is_abstract_heading(lines[i].text):
        return False
    label, after = lines[i], lines[i + 1]
    return after.page == label.page and after.x1 < label.x0 and after.y0 <= label.y1


def finish(parts: Iterable[str]) -> str:
    """The abstract's text from its lines' ``parts``: a word broken at a line end joined or
    hyphenated as the document writes it elsewhere (:func:`docwords.current`), else as the
    word lists say; a French space before a mark taken out where the document sets one
    (:func:`unspaced`); keywords run in after its last sentence cut off (:mod:`.keywordtail`)."""
    text = "\n".join(parts)
    words = docwords.current()
    text = unspaced(normalize_inline(text if words is None else docwords.mend_breaks(text, words)))
    return cut_keywords(text[:ABSTRACT_MAX_CHARS]).strip()
