"""Headingless abstracts found by rule, without the line classifier (pure; split out
of :mod:`~tapyre_paper_search.pdf.headingless` with no change): the run of
same-sized lines right before a keyword block (:func:`before_keywords`) and the first
substantial paragraph before the body (:func:`first_substantial`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues, bodystart, cues, structlabels
from tapyre_paper_search.pdf.abstract import FALLBACK_MIN_WORDS, Abstract, finish
from tapyre_paper_search.pdf.abstractends import BLANK_LINE
from tapyre_paper_search.pdf.bodystart import is_section_heading
from tapyre_paper_search.pdf.boldlabels import bold_label
from tapyre_paper_search.pdf.byline import ends_run
from tapyre_paper_search.pdf.datelinelead import later_part
from tapyre_paper_search.pdf.italicinset import NOTE
from tapyre_paper_search.pdf.labelcolumn import part_closed_above, part_label_beside
from tapyre_paper_search.pdf.lines import Line, side_by_side

# How wide, of the run's widest line, the foot of the column before must be to carry
# the run on (a column's last line in mid-sentence fills the measure).
_COLUMN_FOOT = 0.8


def _beside(line: Line, run: Sequence[Line]) -> bool:
    """Whether ``line`` stands in another column beside ``run``, not at the foot of the
    column ``run`` continues: wholly below it, set like it and as wide as its lines."""
    if not side_by_side([line], run):
        return False
    measure = max(x.x1 - x.x0 for x in run)
    continued = (
        line.y0 >= max(x.y1 for x in run)
        and (line.italic, line.bold) == (run[0].italic, run[0].bold)
        and line.x1 - line.x0 >= measure * _COLUMN_FOOT
    )
    return not continued


def before_keywords(lines: Sequence[Line], start: int) -> Abstract | None:
    """The run of same-sized lines right before a keyword block (ACM journal style), when
    that block comes before the body's first section heading; a gap wider than a blank
    line (:data:`BLANK_LINE`) above a line ends the run there (author columns set in the
    abstract's size above it, as OCR can measure them), and so does a byline above it
    (:func:`~tapyre_paper_search.pdf.byline.ends_run`: "JANE DOE, University …, Country",
    or a short line opening with a name and a comma), and so does a line in another
    column beside the run (a column of names beside the title and the abstract, read
    before it) — not the foot of the column before, wholly below the run: an abstract
    that goes on at the top of the next column.  A structured abstract's part set a
    paragraph's space under the one before is no gap that ends it (:func:`_part_under`),
    nor is a part's bold label in a column of its own beside the part's first row
    (:func:`.labelcolumn.part_label_beside`, latex62).
    Dates and correspondence lines between the run's prose and the keywords are not in
    it (:func:`_before_after_lines`)."""
    stop = None
    for i in range(start, len(lines)):
        if is_section_heading(lines[i]):
            break
        if abstractcues.opens_keywords(lines[i].text) and not later_part(lines, start, i):
            stop = i
            break
    if stop is None or stop == start:
        return None
    size = lines[stop - 1].size
    first = stop - 1
    while (
        first - 1 >= start
        and abs(lines[first - 1].size - size) <= 0.3
        and (not lines[first - 1].bold or _bold_part(lines[first - 1]))
        and not ends_run(lines[first - 1], max(line.x1 - line.x0 for line in lines[first:stop]))
        and (
            lines[first].y0 - lines[first - 1].y1 <= size * BLANK_LINE
            or _part_under(lines[first - 1], lines[first])
        )
        and (
            not _beside(lines[first - 1], lines[first:stop])
            or part_label_beside(lines[first - 1], lines[first:stop])  # (latex62)
        )
        and part_closed_above(lines[first - 1], lines[first:stop])
    ):
        first -= 1
    stop = _before_after_lines(lines, first, stop)
    run = range(first, stop)
    words = [w for i in run for w in lines[i].text.split()]
    least = _SET_APART_MIN_WORDS if _set_apart(lines, start, first, stop) else FALLBACK_MIN_WORDS
    if len(words) < least or sum(w[0].islower() for w in words) < len(words) * 0.4:
        return None  # too short, or names and affiliations rather than prose
    return Abstract(finish(lines[i].text for i in run), first, frozenset(run), inferred=True)


def _bold_part(line: Line) -> bool:
    """Whether bold ``line`` opens a structured abstract's part: its label run in bold
    (:func:`.boldlabels.bold_label`: "Main outcome measures Serious …") or alone
    ("Design, setting, and participants"); a bold line above the run ends it otherwise
    (names45: t44 office colopen's run stopped under "Main outcome measures")."""
    return bool(bold_label(line) or structlabels.STRUCTURE_HEADING.match(line.text))


_PART_GAP = 2.5
"""The widest gap, in the run's type size, between a structured abstract's parts."""


def _part_under(above: Line, line: Line) -> bool:
    """Whether ``line`` opens a structured abstract's part ("Results The current …", its
    label run in, a stop or none after it: :func:`.structlabels.opens_with_label`) a
    paragraph's space under ``above``, which ends the part before on a sentence's stop
    (names45: h44 html endnoteaff's "Objective" / "Setting" / "Methods" / "Results" /
    "Conclusion" over its keywords, of which the run kept the last part alone)."""
    return (
        structlabels.opens_with_label(line.text)
        and above.text.rstrip()[-1:] in cues.SENTENCE_ENDS
        and 0 <= line.y0 - above.y1 <= line.size * _PART_GAP
    )


# Words enough for a short abstract set apart in a style of its own (names41's held-out
# office "This is a supplement to the paper …, containing the text of …": 19 words).
_SET_APART_MIN_WORDS = 12


def _set_apart(lines: Sequence[Line], start: int, first: int, stop: int) -> bool:
    """Whether the run ``first``..``stop`` over a keyword block is set apart as one
    unit: every line italic, the line above it (if any past ``start``) upright, and
    its last line ending a sentence — a short abstract, not a stray line of notes; or
    set in one type of its own under a line in another (:func:`_own_type`).  A
    run right under the paper's dates line ("(Received January 17, 2024)", in another
    size: the run stops there) and ending a sentence is set apart too, italic or not
    (latex52: jpsj2's two-line abstract between its dates and "KEYWORDS:")."""
    run = lines[first:stop]
    if not run:
        return False
    if first > start and abstractcues.HISTORY.match(lines[first - 1].text):
        return run[-1].text.rstrip().endswith((".", "!", "?"))
    if _epigraph(run, lines[stop] if stop < len(lines) else None):
        return False
    if first > start and _own_type(run, lines[first - 1]):  # (abs72)
        return run[-1].text.rstrip().endswith((".", "!", "?"))
    if not all(line.italic for line in run):
        return False
    if first > start and lines[first - 1].italic:
        return False
    return run[-1].text.rstrip().endswith((".", "!", "?"))


def _own_type(run: Sequence[Line], above: Line) -> bool:
    """Whether ``run`` is set in one type of its own, another than the line ``above``
    it (its size, weight or slant): a one-line abstract a point smaller than the
    italic places over it (abs72: "We prove a duality theorem …", 24 words); not a
    note set so under the abstract, a funding, licence or dedication line
    (:data:`.italicinset.NOTE`; review round 67); not a run set larger than the line
    above it, as the body's upright type is larger than the places over it (names42's
    control: a short upright run at the body's size is no abstract set apart)."""
    return (
        all(run[0].same_type(line) for line in run[1:])
        and not run[0].same_type(above)
        and run[0].size <= above.size + _LARGER
        and not NOTE.search(" ".join(line.text for line in run))
    )


_LARGER = 0.5
"""Points a run may be set above the line over it and still count as its own small type."""


# How far, in the run's type size, an epigraph's lines stand in from the keyword line's
# left edge (an epigraph is set in from the measure or flush right; an abstract is not).
_EPIGRAPH_INDENT = 3.0
_QUOTES = ('"', "“", "„", "«", "‘", "'", "»", "”")


def _epigraph(run: Sequence[Line], below: Line | None) -> bool:
    """Whether a run over a keyword block (italic, or in a type of its own since abs72)
    is set like an epigraph or motto, not a short abstract (fix42a): in quotation
    marks, or every line of it set in from the keyword line's left edge by
    :data:`_EPIGRAPH_INDENT` type sizes or more (an epigraph's narrow, indented or
    flush-right column)."""
    if run[0].text.lstrip().startswith(_QUOTES):
        return True
    if below is None:
        return False
    return all(line.x0 - below.x0 >= line.size * _EPIGRAPH_INDENT for line in run)


def _before_after_lines(lines: Sequence[Line], first: int, stop: int) -> int:
    """Where the run ``first``..``stop`` over a keyword block ends: at its first line
    after a sentence's end that opens what follows an abstract (a dates line, the
    corresponding author's: "… Untersuchungen." / "Eingegangen am …", lang33), set in
    the abstract's size between it and the keywords.  A history word going on a sentence
    ("… were measured." / "Received signal strength varies …") is the abstract's prose
    (:data:`abstractcues.HISTORY`), as is a lower-case word after "Highlights"."""
    for k in range(first + 1, stop):
        text = lines[k].text
        if (
            lines[k - 1].text.rstrip().endswith((".", "!", "?"))
            and abstractcues.is_after_abstract(text)
            and (abstractcues.HISTORY.match(text) or not _PROSE_OPEN.match(text))
        ):
            return k
    return stop


# Words that open a dates line or a box, or a sentence of an abstract's prose when a
# lower-case word follows ("Received signal strength …", "Highlights of the …").
_PROSE_OPEN = re.compile(r"\s*(?:received|submitted|highlights)\s+(?-i:[a-z])", re.IGNORECASE)


def first_substantial(lines: Sequence[Line], start: int, body: float) -> Abstract | None:
    """The first substantial paragraph before the first section heading (a dates
    line, "Received …", before it ends the search unless :func:`dates_head_abstract`)."""
    for begin, end in bodystart.paragraphs(lines, start, weight=True):
        if bodystart.starts_body(lines[begin]) and not bodystart.dates_head_abstract(lines, begin):
            return None
        if bodystart.is_substantial(lines, begin, end, body):
            return Abstract(
                finish(line.text for line in lines[begin:end]),
                begin,
                frozenset(range(begin, end)),
                inferred=True,
            )
    return None


__all__ = ["before_keywords", "first_substantial"]
