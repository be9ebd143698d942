"""The abstract of a paper from its front-matter lines in reading order (pure).

Under a heading (``Abstract``, ``ABSTRACT``, ``A B S T R A C T``,
``Summary``, ``Zusammenfassung``, ``Kurzfassung``, or run in: ``Abstract—We
…``) the abstract is collected line by line until what ends it: keyword,
index-term and classification blocks (``Keywords``, ``Index Terms``, ``CCS
Concepts``, ``Categories and Subject Descriptors``, ``Schlüsselwörter`` …),
the abstract in another language, the first section heading, a heading set
larger or in bold, a turn of its type to bold, roman or italic, or a wide gap.
A *structured* abstract (its first line is a label: ``Background``,
``Methods:``, ``Ergebnisse``…) keeps its labels and runs through all of them.
Footnote-sized lines inside the abstract's column are skipped, not taken as its end.
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

from tapyre_paper_search.pdf import cues, docwords
from tapyre_paper_search.pdf.abstractends import (
    HEADING_MAX_CHARS,
    MIN_WORDS,
    ended_in_paragraph,
    ends_abstract,
    opens_roman,
    wide_gap,
    word_count,
)
from tapyre_paper_search.pdf.columnturn import another_columns_text
from tapyre_paper_search.pdf.footnotes import at_foot, column_follows, folio, goes_on, runs_on
from tapyre_paper_search.pdf.labelrow import label_row_left
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.runinlabel import bold_runin, other_language_label
from tapyre_paper_search.pdf.summarylabel import summary_heads

ABSTRACT_MAX_CHARS = 5000
FALLBACK_MIN_WORDS = 30
# A line this many points smaller than the abstract, in its column, is footnote text.
_FOOTNOTE_SMALLER = 1.5
# A sentence runs on to the next line only at a line step of at most this many sizes.
_RUNNING_STEP = 1.4


@dataclass(frozen=True)
class Abstract:
    """The abstract found, the lines it used (indexes of its page's lines) and whether
    it was inferred; ``complete`` is false when it ran to the foot of its page, or
    stopped over footnotes or notes on the authors (it may go on at the next page);
    ``carried``: the indexes of the next page's lines it went on with (:func:`carry_on`)."""

    text: str
    start: int
    used: frozenset[int]
    inferred: bool = False
    complete: bool = True
    state: _State | None = field(default=None, compare=False, repr=False)
    carried: frozenset[int] = frozenset()


def find_heading(
    lines: Sequence[Line], start: int, stop: int | None = None, *, height: float = 0.0
) -> Abstract | None:
    """The abstract under the first abstract heading in ``lines[start:stop]`` (``height``:
    the page's, to tell footnotes at its foot from what ends the abstract)."""
    for i in range(start, len(lines) if stop is None else stop):
        text = lines[i].text
        if cues.is_abstract_heading(text):
            plain = _plain_heading_after(lines, i, stop)
            found = collect(lines, plain, plain + 1, first=None, height=height)
            if plain == i and not summary_heads(lines, start, found):
                continue  # "Synthèse" over a section, "Sommario" over the contents
            return found
        runin = cues.abstract_runin(text) or bold_runin(lines[i])
        if runin is not None:
            return collect(lines, i, i + 1, first=runin, height=height)
    return None


def _plain_heading_after(lines: Sequence[Line], heading: int, stop: int | None) -> int:
    """``heading``, or where it is an "Executive Summary", a plain abstract heading
    ("Abstract") below it on its page: a paper that has both gives the abstract."""
    if "executive" not in cues.squeeze(lines[heading].text).casefold():
        return heading
    for j in range(heading + 1, len(lines) if stop is None else stop):
        if lines[j].page != lines[heading].page:
            break
        text = cues.squeeze(lines[j].text).casefold()
        if cues.is_abstract_heading(lines[j].text) and "executive" not in text:
            return j
    return heading


def collect(
    lines: Sequence[Line],
    heading: int,
    start: int,
    first: str | None,
    *,
    state: _State | None = None,
    height: float = 0.0,
) -> Abstract:
    """The abstract from ``lines[start]`` on (``first``: text after a run-in heading).

    ``state`` carries on an abstract that ran off the foot of the previous page.
    """
    # The column beside the heading, on its page (a carried-on state's is the page before).
    fresh = state is None and first is None
    beside = _column_beside(lines, heading) if fresh else None
    if state is None:
        state = _State(parts=[first] if first else [], used={heading}, height=height)
        if first:
            state.size = lines[heading].size
            state.previous = lines[heading]
            if cues.STRUCTURE_RUNIN.match(first):
                state.structured, state.runin = True, True
    # No line left (a next page of running heads only): ``heading`` may index the page
    # before, and the loop below does not run.
    page = lines[start].page if start < len(lines) else None
    complete = False
    taken = -1
    # the left edge of the lines taken on this page (a label's, run in on its row)
    left = label_row_left(lines, heading, start) if fresh else float("inf")
    for j in range(start, len(lines)):
        line = lines[j]
        if line.page != page:
            complete = True
            break
        if not state.parts and beside is not None and line.x1 < beside:
            continue  # the column beside the abstract, read first (dates, keywords)
        # Wholly left of the abstract's column (the column beside it), or up to the next
        # column's top in another text's sentence: the abstract has ended.
        if taken >= 0 and (
            line.x1 < left or another_columns_text(lines, lines[taken], line, state.parts[-1])
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
        if not state.take(line):
            complete = not runs_on(lines, j, state.size, state.parts[-1] if state.parts else "")
            complete = complete or column_follows(lines, j)  # the next column may go on it
            state.over_footnotes = not complete
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
        finish(state.parts), heading, frozenset(state.used), complete=complete, state=state
    )


def _column_beside(lines: Sequence[Line], heading: int) -> float | None:
    """The heading's left edge when another column's heading sits left of it on its
    row ("ARTICLE INFO" beside "ABSTRACT"): lines ending left of it are that column's."""
    head = lines[heading]
    for line in lines[: heading + 3]:
        if line.x1 < head.x0 - 2 and abs(line.y0 - head.y0) < head.size * 0.5:
            return head.x0 - 2
    return None


@dataclass
class _State:
    """An abstract being collected: its lines so far and what they tell about the rest."""

    parts: list[str]
    used: set[int]
    size: float | None = None
    structured: bool = False
    runin: bool = False  # its labels are run in ("Methods: We …"), not on lines of their own
    label_size: float | None = None
    previous: Line | None = None
    last: Line | None = None
    height: float = 0.0  # the page's: footnotes at its foot do not end the abstract
    run: int = 0  # lines taken last in one type (size, weight, slant)
    heading_before: bool = False  # the line taken last heads what ended the abstract
    # it stopped at footnotes (or short of a ragged page foot) and may go on at the next
    # page, if that page's text opens in lower case (:func:`carry_on`)
    over_footnotes: bool = False
    after_notes: bool = False  # it stopped at a sentence's end over notes on the authors
    left: float = float("inf")  # its column: the left edge of the lines taken, ...
    right: float = 0.0  # ... and their right edge

    def take(self, line: Line) -> bool:
        """Add ``line`` if it belongs to the abstract; False when the abstract has ended."""
        text = line.text
        alone = bool(cues.STRUCTURE_HEADING.match(text))
        runin = bool(cues.STRUCTURE_RUNIN.match(text))
        self.last = None
        if self._completes_word(line):
            self.parts.append(text)
            self.previous = self.last = line
            return True
        if self.size is None:
            runin = runin or (not self.parts and cues.caps_label_runin(text))
            if not (alone or runin) and ends_abstract(line, line.size, structured=False, words=0):
                return False
            self.structured = self.structured or alone or runin
            self.runin = self.runin or runin
            if alone:
                self.label_size = line.size
            else:
                self.size = line.size
        elif alone and self._stretched_label(line):
            pass  # "**Design,  setting,  and  participants**" / "Cross-sectional …"
        elif self.structured and (alone or runin) and self._label_continues(line, alone):
            if alone and self.label_size is None:
                self.label_size = line.size
        elif ends_abstract(
            line,
            self.size,
            structured=self.structured,
            words=word_count(self.parts),
            bold=self._set_bold(line),
            running=self._running(line),
        ) or (
            self.previous is not None
            and wide_gap(self.previous, line, self.size)
            and word_count(self.parts) >= MIN_WORDS
        ):
            return False
        elif self._type_changes(line):
            self.heading_before = _heading_before(self.previous)
            return False
        if self.size is not None and (
            line.size < self.size - _FOOTNOTE_SMALLER or cues.SECTION_NUMBER.match(text)
        ):
            return True  # footnote text in the abstract's column; "1" of "1 Introduction"
        previous = self.previous
        self.run = self.run + 1 if previous is not None and previous.same_type(line) else 1
        self.left, self.right = min(self.left, line.x0), max(self.right, line.x1)
        self.parts.append(text)
        self.previous = self.last = line
        return True

    def footnote(self, lines: Sequence[Line], index: int) -> bool:
        """Whether ``lines[index]`` opens the footnotes at the foot of the page under
        the abstract (:func:`~tapyre_paper_search.pdf.footnotes.at_foot`) set only a
        little smaller than it, the abstract's text so far ending in mid-sentence
        (:func:`~tapyre_paper_search.pdf.footnotes.runs_on`), and is no keywords line or
        heading that ends it anyway: the abstract may go on at the next page.  Footnotes
        are set apart: a line at a running line step under the abstract's last one goes
        on it (a last line set a little smaller, "available at github.com/…")."""
        if not self._set_apart(lines, index) or self.size is None:
            return False
        if not runs_on(lines, index, self.size, self.parts[-1]):
            return False  # (a sentence's end, a bracket, a number: see :meth:`author_notes`)
        ends = ends_abstract(lines[index], self.size, structured=self.structured, words=0)
        return not ends and at_foot(lines, index, self.size, self.height)

    def author_notes(self, lines: Sequence[Line], index: int) -> bool:
        """Whether ``lines[index]`` opens footnotes on the authors (an e-mail address
        among them) at the page's foot, set apart from the abstract and at most a little
        smaller (:meth:`_set_apart`): the abstract ends before them.  Asked only after
        :meth:`footnote`, which carries an abstract that stops in mid-sentence over them
        to the next page; what is left here ends a sentence (or the line ends it)."""
        if not self._set_apart(lines, index) or not at_foot(lines, index, self.size, self.height):
            return False
        page = lines[index].page
        return any(cues.has_email(ln.text) for ln in lines[index:] if ln.page == page)

    def _set_apart(self, lines: Sequence[Line], index: int) -> bool:
        """Whether ``lines[index]`` may be a footnote under the abstract read so far: set
        at most a little smaller than it (smaller ones :meth:`take` passes over) and
        apart from its last line (a line at a running step goes on it: a last line set
        a little smaller, "available at github.com/…")."""
        if not self.parts or self.size is None:
            return False
        line = lines[index]
        if line.size < self.size - _FOOTNOTE_SMALLER:
            return False  # passed over by :meth:`take`, the abstract going on after them
        last = self.previous
        return last is None or line.y1 - last.y1 > self.size * _RUNNING_STEP

    def _type_changes(self, line: Line) -> bool:
        """Whether ``line`` turns from the type the abstract has been set in for two lines
        or more (past its first words) to bold or roman, or to italic, at about its size:
        the body's first paragraph or its first heading, or the names under the abstract."""
        previous = self.previous
        if previous is None or self.structured or self.run < 2 or self.size is None:
            return False
        if word_count(self.parts) < MIN_WORDS:
            return False
        weight = (
            line.bold != previous.bold
            and abs(line.size - previous.size) <= 0.3
            and not opens_roman(line)
        )
        slant = line.italic != previous.italic and abs(line.size - previous.size) <= 1.2
        return weight or slant

    def _running(self, line: Line) -> bool:
        """Whether the line taken last ends in mid-sentence (no stop, colon or closing
        bracket) and ``line`` is set under it at a normal line step (no paragraph space):
        only then does a line opening with a number go on the sentence."""
        last = self.previous
        return bool(
            last is not None
            and last.text[-1:] not in cues.SENTENCE_STOPS
            and line.y0 - last.y0 <= line.size * _RUNNING_STEP
        )

    def _set_bold(self, line: Line) -> bool:
        """Whether the abstract is set in bold and ``line`` goes on in its type: a
        bold line is then no heading that ends it."""
        last = self.previous
        return bool(last and last.bold and line.bold and abs(last.size - line.size) <= 0.3)

    def _completes_word(self, line: Line) -> bool:
        """Whether ``line`` carries on a word broken by a hyphen at the end of the line
        taken last ("Verte-" / "ilung stimmt …"), under it in its column: it belongs to
        the abstract whatever size OCR measured it at (a heading starts no word)."""
        previous = self.previous
        if previous is None or not previous.text.endswith("-") or not line.text[:1].islower():
            return False
        return line.x0 < previous.x1 and previous.x0 < line.x1 and line.y0 >= previous.y0

    def _footnote(self, line: Line) -> bool:
        """A line set smaller at the foot of the page (a footnote, a licence line)."""
        small = self.size is not None and line.size < self.size - 0.3
        return small and self.height > 0 and line.y0 > self.height * 0.8

    def _stretched_label(self, line: Line) -> bool:
        """Whether ``line``, a structure label of two words or more, is a run-in label
        of this structured abstract (its first part opens with a label) that a justified
        line spread edge to edge across the measure of the lines taken so far, its text
        opening the next line: in the abstract's text size, no paragraph gap above it.
        A body heading spread to the column's width is in a heading's size or under a
        gap, or follows an unstructured abstract (review63)."""
        labelled = self.structured or bool(self.parts and cues.opens_with_label(self.parts[0]))
        if not labelled or self.size is None or len(line.text.split()) < 2:
            return False
        if abs(line.size - self.size) > 0.3 or self.right <= self.left:
            return False
        if self.previous is not None and wide_gap(self.previous, line, self.size):
            return False
        slack = self.size * 0.5
        return abs(line.x0 - self.left) <= slack and abs(line.x1 - self.right) <= slack

    def _label_continues(self, line: Line, alone: bool) -> bool:
        """Whether a structure label is the abstract's next part, not the body's first
        heading: labels keep the form (run in or alone) and the size they started with."""
        if not alone:
            return True
        if self.runin:
            # "Background" alone after "Methods: …" labels starts the body; "Findings:"
            # with its colon is a run-in label a justified line's wide gap cut off its text.
            return line.text.rstrip().endswith(":")
        return self.label_size is None or abs(line.size - self.label_size) <= 0.5


def carry_on(lines: Sequence[Line], found: Abstract, height: float) -> Abstract:
    """``found`` (which reached the foot of its page) continued at the top of the next
    page's ``lines``, after its running header."""
    if found.state is None or found.complete:
        return found
    start = 0
    while start < len(lines) and height and _running_head(lines, start, found.state, height):
        start += 1
    state = found.state
    if (state.over_footnotes and not goes_on(lines, start, state.size)) or (
        state.after_notes and not _resumes(lines, start, state)
    ):
        return Abstract(found.text, found.start, found.used, found.inferred, True, None)
    state.used = set()  # from here on: the next page's lines
    more = collect(lines, found.start, start, None, state=state)
    return Abstract(more.text, found.start, found.used, found.inferred, True, None, more.used)


def _resumes(lines: Sequence[Line], start: int, state: _State) -> bool:
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


def running_off(found: Abstract, last: Line, *, confirm: bool = False) -> Abstract:
    """``found``, an abstract found without a heading whose last line ``last`` ends its
    page in mid-sentence, marked to go on at the top of the next page (:func:`carry_on`)
    in ``last``'s type; with ``confirm`` (``last`` may end the abstract: it stops short
    of the measure) only where the next page's text in that size opens in lower case,
    going on the sentence (:func:`~tapyre_paper_search.pdf.footnotes.goes_on`, as over
    footnotes)."""
    state = _State([found.text], set(found.used), size=last.size, previous=last, run=2)
    state.over_footnotes = confirm
    return Abstract(found.text, found.start, found.used, found.inferred, False, state)


def _running_head(lines: Sequence[Line], index: int, state: _State, height: float) -> bool:
    """Whether ``lines[index]``, at the top of the page an abstract goes on to, is its
    running head: within the top 9 % of the page, or within its top 12 % in another size
    than the abstract's (a running head set a little lower) and no heading that ends it.
    A section's heading set apart from the abstract's type (larger or bold) is none (a
    page with narrow margins opens with it), nor is a line that goes on the abstract's
    open sentence there (:func:`_sentence_goes_on`), nor a label run in before the other
    language's abstract (:func:`~.runinlabel.other_language_label`)."""
    line = lines[index]
    if line.y1 < height * 0.09:
        # The first line under it (a page number on its row is beside it).
        below = next((ln for ln in lines[index + 1 :] if ln.y0 >= line.y1 - 1), None)
        if other_language_label(line, below, " ".join(state.parts[-6:])):
            return False  # the other language's abstract run in under its label
        return not _section_heading(line, state) and not _sentence_goes_on(line, below, state)
    if state.size is None or abs(line.size - state.size) <= 0.3 or line.y1 >= height * 0.12:
        return False
    return not ends_abstract(line, state.size, structured=state.structured, words=MIN_WORDS)


def _sentence_goes_on(line: Line, below: Line | None, state: _State) -> bool:
    """Whether ``line``, in the top margin of the next page, goes on the sentence the
    abstract's last line left open (a page with narrow margins): it opens in lower case
    after a line that ends no sentence, in that line's type, and spans half its column
    from its left edge (a running head is capitalised, short or set apart).  Text of its
    type follows under it (``below``) at a line's step, or it ends the sentence (the
    abstract's last line, over a heading): a running head in lower case ("journal of …")
    is set apart from the text under it and ends no sentence."""
    last = state.previous
    if last is None or not line.text[:1].islower() or last.text.rstrip()[-1:] in ".!?":
        return False
    if below is None or not line.same_type(below):
        if line.text.rstrip()[-1:] not in ".!?":
            return False
    elif wide_gap(line, below, line.size):
        return False
    inside = abs(line.x0 - state.left) <= 2 and line.x1 <= state.right + 2
    return line.same_type(last) and inside and line.width >= (state.right - state.left) / 2


def _section_heading(line: Line, state: _State) -> bool:
    """Whether ``line`` is the heading of a paper's first sections ("Introduction",
    "1. Related work"; at most four words) set larger than the abstract or in bold; in
    the abstract's plain type it is a running head ("1 Introduction", "Overview of …")."""
    heading = cues.SECTION_HEADING.match(line.text)
    short = len(line.text.split()) <= 4
    if not heading or not short or state.size is None:
        return False
    return line.size > state.size + 0.3 or (line.bold and line.size >= state.size - 0.3)


def _heading_before(line: Line | None) -> bool:
    """Whether ``line``, taken last in an abstract set in bold, is a short bold heading
    of the text in roman that ended it ("Problem Statement")."""
    if line is None or not line.bold:
        return False
    text = line.text.rstrip()
    return len(text) <= HEADING_MAX_CHARS // 2 and line.letters >= 3 and text[-1] not in ".,;:"


def finish(parts: Iterable[str]) -> str:
    """The abstract's text from its lines' ``parts``: a word broken at a line end is
    joined or keeps its hyphen as the document writes it elsewhere
    (:func:`docwords.current`), then as the word lists say."""
    text = "\n".join(parts)
    words = docwords.current()
    text = normalize_inline(text if words is None else docwords.mend_breaks(text, words))
    return text[:ABSTRACT_MAX_CHARS].strip()
