"""A title set in the body's own size (pure): the fallback when no line is set larger.

Some classes set the title no larger than the text and mark it by weight and
case instead (the AMS journal style: bold capitals, centred at the top of the
first page, the byline in smaller capitals below).  The size rules of
:mod:`~tapyre_paper_search.pdf.frontmatter` find no title there;
:func:`plain_title` then takes the first run of lines in the top part of the
page that are bold or in capitals and centred on the page, when it is set
apart from what follows (the next line differs in size, weight or case, or
sits lower than the run's own line step) and front matter follows it (a line
of names or an abstract, heading or run-in, before the body starts).  A title set
double-spaced keeps its second line (a step up to twice its size, or as far as
the page's own double spacing reaches: :func:`~.spacedrows.row_reach`) unless that
line reads as an affiliation, or as names under a first line that does not run on
(ending in "and", "of", a hyphen: :data:`~.cues.RUNS_ON`).  Only that first run is
tried: when it is no title (too long, not set apart), a run lower down is a byline
or a heading, no title either.  A first line that fills the measure (no indent,
centred all the same) starts a run only when a line of names comes right under that run (an AAS
preprint's title); otherwise such a line is passed over as before.  A heading is never a
candidate line ("Abstract", "INTRODUCTION", "References", "2. Methods"), so a
bold paragraph, a run-in heading or a centred section heading is never taken.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from tapyre_paper_search.pdf import abstractcues, cues, structlabels
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.bodystart import starts_body
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.plainbyline import (
    APART,
    LINE_STEP,
    MAX_LINES,
    NEXT_LINE,
    RUNS_ON,
    names_row,
    opens_with_name,
    reads_as_names,
)
from tapyre_paper_search.pdf.references import HEADING as REFERENCES_HEADING
from tapyre_paper_search.pdf.runninghead import head_lines
from tapyre_paper_search.pdf.spacedrows import row_reach

# Where the title may sit: from the top of the page down to this fraction of its height.
_ZONE = 0.35
# How far off the page's middle a centred line's middle may be (fraction of the width).
_CENTRED = 0.08
# A centred line starts right of this fraction of the width (a full-width line is no title).
_INDENT = 0.1
# A longer run is a title only right over a row that opens with a name (latex52: a
# TUGboat title of six bold rows in the body's size over "John F Eichstaedt, …").
_MAX_LINES_OVER_NAMES = 6
_MIN_LETTERS = 8
_CAPITALS = 0.8
# A label word alone goes on a title at its own line step within this fraction, its
# middle within this many sizes of the title's last line's, or its left edge within
# this many of that line's (a title set flush left) (:func:`_label_word_goes_on`).
_SAME_STEP = 0.1
_UNDER = 2.0
_FLUSH = 0.5
# A title's first line ending in a colon: names never do.
_TITLE_HEAD = re.compile(r"\w:\s*$")
# Front matter (names, an abstract) must start under the title before the body does,
# within this many lines (a teaser paragraph may come between).
_BELOW = 40


def _capitals(line: Line) -> bool:
    letters = [c for c in line.text if c.isalpha()]
    return len(letters) >= 2 and sum(c.isupper() for c in letters) >= _CAPITALS * len(letters)


def _heading(text: str) -> bool:
    """A heading of the front matter or the body ("Abstract", "INTRODUCTION", "1 Methods")."""
    return bool(
        abstractcues.is_abstract_heading(text)
        or cues.SECTION_HEADING.match(text)
        or structlabels.STRUCTURE_HEADING.match(text)
        or cues.NUMBERED_HEADING.match(text)
        or REFERENCES_HEADING.match(text)
    )


def _marked(line: Line) -> bool:
    return (
        (line.bold or _capitals(line))
        and not cues.title_noise(line.text)
        and not _heading(line.text)
    )


def _same_style(first: Line, second: Line) -> bool:
    """Same size, weight and case; a line in capitals goes on a bold line in mixed
    case that runs on ("… partners of men with" / "AIDS": an acronym ends the title)."""
    if abs(first.size - second.size) > 0.3 or first.bold != second.bold:
        return False
    if _capitals(first) == _capitals(second):
        return True
    return first.bold and not _capitals(first) and bool(cues.RUNS_ON.search(first.text))


def _front_below(lines: Sequence[Line], after: int) -> bool:
    """Whether names or an abstract start from ``after`` on, before the body starts
    (:func:`~tapyre_paper_search.pdf.bodystart.starts_body`) and within :data:`_BELOW`
    lines: a teaser paragraph may sit between the title and its names."""
    for line in lines[after : after + _BELOW]:
        if starts_body(line):
            return False
        text = cues.squeeze(line.text)
        if abstractcues.is_abstract_heading(text) or abstractcues.abstract_runin(text) is not None:
            return True
        if names_in_line(line.names or line.text):
            return True
    return False


def _run(
    lines: Sequence[Line], start: int, candidate: Callable[[Line], bool]
) -> tuple[list[int], bool]:
    """The run of candidate lines in one style from ``start``, and whether it is set
    apart from a next line in that style: a wider step than the run's own (or than
    :data:`NEXT_LINE` sizes) ends it.  A line of names set close under a one-line
    title in its style joins the run: in capitals, a title's own line ("OF PLASMODIUM
    VIVAX MALARIA") reads as names just as well.  A line in capitals under a mixed-case
    line ends the run, set apart: a line of names in capitals set close under it is no
    title's."""
    group = [start]
    reach = row_reach(lines, lines[start].size, NEXT_LINE)  # wider double spaced (latex53)
    for i in range(start + 1, len(lines)):
        last, this = lines[group[-1]], lines[i]
        step = this.y0 - last.y0
        own = last.y0 - lines[group[-2]].y0 if len(group) > 1 else last.size * LINE_STEP
        if not (
            (candidate(this) or (len(group) > 1 and _label_word_goes_on(last, this, step, own)))
            and _same_style(last, this)
            and step > 0
        ):
            break
        far = step > last.size * reach
        # A one-line run's second line within NEXT_LINE sizes, no names and no
        # affiliation: a title set double-spaced goes on.
        # (a row that reads as names goes on where the first ends mid-phrase, "… and" /
        # "Regulates Nucleosome Positioning": latex53)
        double = (
            len(group) == 1
            and not far
            and (not reads_as_names(this) or bool(cues.RUNS_ON.search(last.text)))
            and not cues.has_affiliation(this.text)
        )
        if (step > own * APART or far) and not double:
            return group, True  # the byline under the title, in the title's own style
        group.append(i)
        if _capitals(this) != _capitals(last):
            return group, True  # the line in capitals ends the title (:func:`_same_style`)
    return group, False


def _label_word_goes_on(last: Line, this: Line, step: float, own: float) -> bool:
    """Whether ``this``, a structured abstract's label word alone ("PATIENTS", a
    candidate for no title as a heading), goes on a title of two lines or more whose
    ``last`` line it sits under at the title's ``own`` line step (within a tenth),
    centred under it or flush with its left edge: "… OF SCHIZOPHRENIC AND BIPOLAR" /
    "PATIENTS"."""
    if abs(step - own) > own * _SAME_STEP or not structlabels.STRUCTURE_HEADING.match(this.text):
        return False
    centre, under = (last.x0 + last.x1) / 2, (this.x0 + this.x1) / 2
    placed = abs(centre - under) <= last.size * _UNDER or abs(last.x0 - this.x0) <= (
        last.size * _FLUSH
    )
    return placed and not abstractcues.is_abstract_heading(this.text)


def plain_title(lines: Sequence[Line], width: float, height: float) -> list[int]:
    """Indexes of a body-size title's lines (see the module), ``[]`` when there is none."""
    if width <= 0 or height <= 0:
        return []
    middle = width / 2

    def wide(line: Line) -> bool:  # centred, though it may fill the measure
        centre = (line.x0 + line.x1) / 2
        return (
            line.y0 < height * _ZONE and _marked(line) and abs(centre - middle) <= width * _CENTRED
        )

    def candidate(line: Line) -> bool:
        return wide(line) and line.x0 > width * _INDENT

    first = next((i for i, line in enumerate(lines) if wide(line)), None)
    if first is not None and not candidate(lines[first]):
        group = _set_apart(lines, first, wide)
        after = group[-1] + 1 if group else 0
        if group and after < len(lines) and reads_as_names(lines[after]):
            return group
    start = next((i for i, line in enumerate(lines) if candidate(line)), None)
    if start is not None:
        group = _set_apart(lines, start, candidate)
        if group and _front_below(lines, group[-1] + 1):
            return group
    return _bold_over_names(lines, height)


def _bold_over_names(lines: Sequence[Line], height: float) -> list[int]:
    """The first run of bold lines in the top part of the page, wherever it is set (flush
    left too), when a line of names in roman comes right under it: a word processor's
    title in the body's size, marked only by weight ("**The birth of string theory**" /
    "Paolo Di Vecchia*"), the first line set in its size.  A first line that reads as
    names starts no title unless it ends in a title's colon ("Birth Size and Breast
    Cancer Risk:") or a roman row of names in its size comes right under the run
    (:func:`_title_despite_names`).  A roman line in its size above it (a label) stops it unless it
    is the page's running head
    (:func:`~tapyre_paper_search.pdf.runninghead.head_lines`)."""

    def bold(line: Line) -> bool:
        return line.y0 < height * _ZONE and line.bold and _marked(line)

    start = next((i for i, line in enumerate(lines) if bold(line)), None)
    if start is None:
        return []
    head = head_lines(lines, height)
    if reads_as_names(lines[start]) and not _TITLE_HEAD.search(lines[start].text):
        return _title_despite_names(lines, start, bold, head)
    size = lines[start].size
    if any(
        abs(line.size - size) <= 0.3 and not line.bold and i not in head
        for i, line in enumerate(lines[:start])
    ):
        return []  # a roman line in its size above: a label ("Corresponding author") under it
    group = _set_apart(lines, start, bold)
    if not group:
        return []
    after = group[-1] + 1
    if after < len(lines) and not lines[after].bold and names_row(lines, after):
        return group
    return []


def _title_despite_names(
    lines: Sequence[Line], start: int, bold: Callable[[Line], bool], head: Collection[int] = ()
) -> list[int]:
    """The bold run from ``start``, whose first line reads as names ("**Jordan Curve
    Theorem**", "**Marie Curie and Pierre Curie**": a topic named after people, or a
    title's words that are given names and surnames too), when it is the title all the
    same (names44): nothing in its size above it, set apart (:func:`_set_apart`), the
    run's last line not running on as a byline does (a closing comma or "and"), and
    right under it, in its size and in roman, a row of other names.  A bold byline
    has its affiliation or an abstract under it, not a second row of names in roman;
    ``[]`` otherwise.  The page's running head (``head``) in its size above it is no
    line above it (latex49: a journal's head "TUGboat, Volume 42 (2021), No. 2" over
    "**Angiotensin II Evokes Angiogenic Signals**", all in the body's size)."""
    first = lines[start]
    if any(
        abs(line.size - first.size) <= 0.3 and i not in head for i, line in enumerate(lines[:start])
    ):
        return []
    group = _set_apart(lines, start, bold)
    if not group or RUNS_ON.search(lines[group[-1]].text):
        return []
    after = group[-1] + 1
    under = lines[after]
    if under.bold or abs(under.size - first.size) > 0.3 or under.page != first.page:
        return []
    if not 0 < under.y0 - lines[group[-1]].y0 <= first.size * NEXT_LINE:
        return []
    mine = {name for i in group for name in names_in_line(lines[i].names or lines[i].text)}
    theirs = names_in_line(under.names or under.text)
    return group if theirs and not mine & set(theirs) else []


def _set_apart(lines: Sequence[Line], start: int, candidate: Callable[[Line], bool]) -> list[int]:
    """The run of :func:`_run` from ``start`` when it may be a title: a few lines
    (:data:`MAX_LINES`, or :data:`_MAX_LINES_OVER_NAMES` over a row opening with a
    name), set apart from the line after it, ``[]`` otherwise."""
    group, apart = _run(lines, start, candidate)
    after = group[-1] + 1
    letters = sum(lines[i].letters for i in group)
    if (
        after < len(lines)
        and (
            len(group) <= MAX_LINES
            or (
                len(group) <= _MAX_LINES_OVER_NAMES
                and opens_with_name(lines[after].names or lines[after].text)
            )
        )
        and letters >= _MIN_LETTERS
        and (apart or not _same_style(lines[group[-1]], lines[after]))
    ):
        return group
    return []
