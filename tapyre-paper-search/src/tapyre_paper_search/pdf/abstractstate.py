"""An abstract being collected line by line (:class:`State`, pure; split out of
:mod:`~tapyre_paper_search.pdf.abstract` with no change).

:meth:`State.take` adds a line to the abstract or says it has ended (a keywords
block, a heading, a turn of type, a wide gap; :mod:`~.abstractends`); it keeps
what the lines taken tell about the rest (size, structure labels, the column's
edges, the type of the last lines).  :meth:`State.footnote` and
:meth:`State.author_notes` tell footnotes at the page's foot under the abstract,
over which it may go on at the next page (:mod:`~.abstractcarry`).  The state is
mutable and belongs to one abstract: :func:`~.abstract.collect` makes it, and
:func:`~.abstractcarry.carry_on` goes on with it on the next page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf import cues, numberedparts, softwareparts, structlabels
from tapyre_paper_search.pdf.abstractends import (
    HEADING_MAX_CHARS,
    MIN_WORDS,
    ends_abstract,
    opens_roman,
    wide_gap,
    word_count,
)
from tapyre_paper_search.pdf.carriedend import paragraph_ended
from tapyre_paper_search.pdf.footnotes import at_foot, column_follows, over_lone_foot, runs_on
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.runinlabel import bold_structure_label, slanted_structure_label

# A line this many points smaller than the abstract, in its column, is footnote text.
_FOOTNOTE_SMALLER = 1.5
# A sentence runs on to the next line only at a line step of at most this many sizes.
_RUNNING_STEP = 1.4
# A row ending short of its column by more than this part of its width ends a paragraph.
_SHORT_ROW = 0.1


@dataclass
class State:
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
    # page, if that page's text opens in lower case (:func:`~.abstractcarry.carry_on`)
    over_footnotes: bool = False
    after_notes: bool = False  # it stopped at a sentence's end over notes on the authors
    # a structured abstract with these run-in labels ended a part at its page's foot: it
    # goes on only where the next page opens with another label (``abstractcarry``)
    next_part: frozenset[str] = frozenset()
    # a structured abstract's run-in labels read before it stopped over its page's
    # footnotes: its next part there is another, no earlier in order (footpart, review 67)
    foot_labels: frozenset[str] = frozenset()
    left: float = float("inf")  # its column: the left edge of the lines taken, ...
    right: float = 0.0  # ... and their right edge
    pitch: float = 0.0  # the step between its last two lines in one type (abs60)
    # carried onto a page by a bracket left open: it ends with its paragraph there (fix56d)
    one_paragraph: bool = False

    def take(self, line: Line) -> bool:
        """Add ``line`` if it belongs to the abstract; False when the abstract has ended."""
        text = line.text
        first = self.parts[0] if self.parts else None  # abs61, abs63: tool or numbered parts
        tool = softwareparts.part_form(text, first) or numberedparts.part_form(text, first)
        alone = bool(structlabels.STRUCTURE_HEADING.match(text)) or tool == "alone"
        runin = bool(structlabels.STRUCTURE_RUNIN.match(text)) or self._bold_label(line)
        # "*Methods and findings* The …" (realpage71)
        slanted = slanted_structure_label(line, self.previous, self.parts[0] if self.parts else "")
        runin = runin or tool == "runin" or slanted
        self.structured = self.structured or slanted
        self.last = None
        if self.one_paragraph and self._paragraph_ended(line):
            return False  # the carried run's paragraph has ended (carriedend, fix56d)
        if self._completes_word(line):
            self.parts.append(text)
            self.previous = self.last = line
            return True
        if self.size is None:
            if not (alone or runin) and ends_abstract(line, line.size, structured=False, words=0):
                # a label in capitals of no list opens it, only where the line would end
                # it as a section's name ("MOTIVATION Although …"; not an acronym before
                # a capitalised word, "CRISPR Cas …": review 66)
                if self.parts or not structlabels.caps_label_runin(text, shape=True):
                    return False
                runin = True
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
            line.size < self.size - _FOOTNOTE_SMALLER
            or (cues.SECTION_NUMBER.match(text) and not self._number_runs_on(line))
        ):
            return True  # footnote text in the abstract's column; "1" of "1 Introduction"
        previous = self.previous
        self.run = self.run + 1 if previous is not None and previous.same_type(line) else 1
        if self.run > 1 and previous is not None and line.y0 > previous.y1:
            self.pitch = line.y0 - previous.y0  # (a page or column turned: below the last)
        self.left, self.right = min(self.left, line.x0), max(self.right, line.x1)
        self.parts.append(text)
        self.previous = self.last = line
        return True

    def _paragraph_ended(self, line: Line) -> bool:
        previous = self.previous
        return previous is not None and paragraph_ended(
            previous, line, left=self.left, right=self.right, pitch=self.pitch
        )

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
        if not runs_on(lines, index, self.size, self.parts[-1], " ".join(self.parts[-4:])):
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

    def broke_over_foot(self, lines: Sequence[Line], index: int) -> bool:
        """Whether ``lines[index]``, which stopped the abstract at a sentence's end, is
        the page's lone running foot (:func:`~.footnotes.over_lone_foot`) in the
        abstract's size (a smaller line is a footnote) with no column after it, and the
        abstract's last row fills its column (a paragraph's short last row ended it):
        the page broke there and the next page may go on it, as after notes on the
        authors (latex57; the caller sets :attr:`after_notes`).  Asks only: sets
        nothing."""
        last = self.previous
        if last is None or self.size is None or abs(lines[index].size - self.size) > 0.3:
            return False
        if last.x1 < self.right - _SHORT_ROW * (self.right - self.left):
            return False
        return over_lone_foot(lines, index) and not column_follows(lines, index)

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

    def _number_runs_on(self, line: Line) -> bool:
        """Whether ``line``, a number alone (shaped as a section's, "10"), is a word of
        the sentence the line taken last leaves open: set in that line's type (size,
        weight, slant) at a running line step under it or on its row (:meth:`_running`).
        A justified row's word spaces stretched wide cut its words into lines of their
        own, a number opening the row among them ("as low as" / "10" / "MeV …", latex59).
        A section's number follows a sentence's end or is set in a heading's type; one
        higher up the page (the next column's top) is no word of this row."""
        last = self.previous
        if last is None or line.y0 < last.y0 - last.size * 0.5:
            return False
        return last.same_type(line) and self._running(line)

    def _running(self, line: Line) -> bool:
        """Whether the line taken last ends in mid-sentence (no stop, colon or closing
        bracket) and ``line`` is set under it at a normal line step (no paragraph space):
        only then does a line opening with a number go on the sentence.  A line step is
        normal up to :data:`_RUNNING_STEP` sizes, or at the abstract's own step between
        its last two lines (``pitch``: a manuscript's one-and-a-half spacing, abs60)."""
        last = self.previous
        step = line.y0 - last.y0 if last is not None else 0.0
        return bool(
            last is not None
            and last.text[-1:] not in cues.SENTENCE_STOPS
            and (step <= line.size * _RUNNING_STEP or 0 < step <= self.pitch + 0.5)
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
        labelled = self.structured or bool(
            self.parts and structlabels.opens_with_label(self.parts[0])
        )
        if not labelled or self.size is None or len(line.text.split()) < 2:
            return False
        if abs(line.size - self.size) > 0.3 or self.right <= self.left:
            return False
        if self.previous is not None and wide_gap(self.previous, line, self.size):
            return False
        slack = self.size * 0.5
        return abs(line.x0 - self.left) <= slack and abs(line.x1 - self.right) <= slack

    def _bold_label(self, line: Line) -> bool:
        """Whether ``line`` opens with a label set apart by weight alone
        (:func:`~.runinlabel.bold_structure_label`) with no paragraph break before it:
        after one (:func:`~.abstractends.wide_gap`) such a lead opens the body ("**Introduction**
        Lakes …" under a structured abstract, review138), as it did before front40."""
        if not bold_structure_label(line):
            return False
        previous, size = self.previous, self.size
        return previous is None or size is None or not wide_gap(previous, line, size)

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


def _heading_before(line: Line | None) -> bool:
    """Whether ``line``, taken last in an abstract set in bold, is a short bold heading
    of the text in roman that ended it ("Problem Statement")."""
    if line is None or not line.bold:
        return False
    text = line.text.rstrip()
    return len(text) <= HEADING_MAX_CHARS // 2 and line.letters >= 3 and text[-1] not in ".,;:"
