"""A course paper's heading block over a title in the body's type (pure).

A student's or a seminar's paper in the humanities' heading form opens with a few short
lines flush left at the top of its first page, in the body's own type: the writers'
names, the instructor ("Dr. Karl Weber", "Instructor: Prof. Lee"), the course ("ENV
214: Field Methods") and the date ("12 May 2021"); the lines may carry labels ("Name:",
"Kurs:", "Date :").  The title follows centred in that same type, neither bold nor
larger, and the paper's first paragraphs under it.  With no title larger than the body
the page read as no front matter at all.

:func:`read_heading_block` finds such a head: :data:`_MIN_LINES` to :data:`_MAX_LINES`
lines from the page's first, each short (at most :data:`_MAX_WORDS` words), in one
type, neither bold nor larger than the lines under them, flush left within
:data:`_SLACK` points, one of them a date (a year among a few words); then one to
:data:`_MAX_TITLE_LINES` lines in the same type centred on the page (their middle
within :data:`_CENTRE` of the page's width of its middle, their start right of the
block's), then a line that is not centred (the body); a centred line with a flush-left line of
its type closer than :data:`_LEADING` sizes under it opens a paragraph (an indented
first line) and is no title's.  The names are the first block
line (with the line under it where the list wraps after a comma or before "and") that
reads as names and is no instructor's line: one led by a title of address ("Dr.",
"Prof.", "Mr.") or labelled as a teacher's (:data:`_TEACHER`, in several languages).
A label before a colon is dropped first.  It returns a
:class:`~tapyre_paper_search.pdf.labelform.Form` of the title lines and the names, so
the abstract is inferred under the title as under any form's.

Not a course paper's (review52, :mod:`~tapyre_paper_search.pdf.headingroles`): an
addressee's, a copy's or an editor's line ("To: Ann Lee", "Attn:", "Editor: …") names
no writer (a memo's "From:" row below it does); a page with a letter's salutation in the
block or under the title ("Dear Dr. Lee,") is a letter, no course heading; a block
holding a volume, issue or pages line is a journal's head, naming no writer (the title
is read, the names as on any page); a centred line under the title's first that reads
as names is the title's byline: the title ends over it and the names are its.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.headingroles import byline, others_line, periodical_line, salutation
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line

_MIN_LINES = 3
_MAX_LINES = 6
_MAX_WORDS = 30
"""A heading line is short: a wrapped list of names is at most this many words."""
_SLACK = 2.0
"""The block's lines start within this many points of one another."""
_CENTRE = 0.03
"""A centred line's middle lies within this share of the page's width of its middle."""
_MAX_TITLE_LINES = 3
_LEADING = 0.6
"""A paragraph's lines stand closer than this many of their sizes apart."""
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
_DATE_WORDS = 6
"""A date line (a year among at most this many words)."""
# A label before a colon ("Name:", "Kurs:", "Date :"): dropped before the names are read.
_LABEL = re.compile(r"^\s*[^\W\d_][^\W\d_.]*(?:\s[^\W\d_]+){0,2}\.?\s?:\s*")
# A teacher's label or a title of address opening an instructor's line, in English,
# German, French, Spanish, Italian, Portuguese and Dutch.
_TEACHER = re.compile(
    r"^\s*(?:instructor|teacher|lecturer|professor|prof|supervisor|tutor|advisor|adviser"
    r"|dozent(?:in)?|betreuer(?:in)?|lehrer(?:in)?|enseignant(?:e)?|professeur(?:e)?"
    r"|profesor(?:a)?|docente|relatore|relatrice|orientador(?:a)?|begeleider|docent"
    r"|dr|mr|mrs|ms|mx)\b\.?",
    re.IGNORECASE,
)
# A names list wrapped onto the next line: it ends on a comma or the next opens on "and".
_WRAPPED = re.compile(r",\s*$")
_AND_LEAD = re.compile(r"^\s*(?:and|und|et|y|e|en|och|og|&)\s", re.IGNORECASE)


def read_heading_block(lines: Sequence[Line], width: float) -> Form | None:
    """The course heading at the top of a page's ``lines`` (see the module), or
    ``None``; ``width`` is the page's."""
    if not lines or width <= 0:
        return None
    first = lines[0]
    block = [0]
    while len(block) < _MAX_LINES + 1 and block[-1] + 1 < len(lines):
        line = lines[block[-1] + 1]
        if line.page != first.page or abs(line.x0 - first.x0) > _SLACK:
            break
        block.append(block[-1] + 1)
    if not _MIN_LINES <= len(block) <= _MAX_LINES:
        return None
    heads = [lines[i] for i in block]
    if any(
        line.bold or not line.same_type(first) or len(line.text.split()) > _MAX_WORDS
        for line in heads
    ):
        return None
    if not any(_YEAR.search(ln.text) and len(ln.text.split()) <= _DATE_WORDS for ln in heads):
        return None
    title = _title_lines(lines, len(block), first, width)
    if not title or any(salutation(ln.text) for ln in (*heads, lines[title[-1] + 1])):
        return None  # a letter's heading and subject over "Dear …," (review52)
    for k in range(1, len(title)):
        names = byline(lines[title[k]].text)
        if names:  # the title's byline centred under it (review52)
            return Form(tuple(title[:k]), names)
    if any(periodical_line(ln.text) for ln in heads):
        return Form(tuple(title))  # a journal's head: names as on any page (review52)
    authors = _names(heads)
    return Form(tuple(title), authors) if authors else None


def _centred(line: Line, first: Line, width: float) -> bool:
    middle = (line.x0 + line.x1) / 2
    return abs(middle - width / 2) <= _CENTRE * width and line.x0 > first.x0 + _SLACK


def _opens_paragraph(lines: Sequence[Line], i: int, first: Line) -> bool:
    """Whether line ``i`` opens a paragraph (an indented first line, whose middle may fall
    on the page's): the line right under it starts flush left in its type, closer than
    :data:`_LEADING` of its size."""
    if i + 1 >= len(lines):
        return False
    line, below = lines[i], lines[i + 1]
    return (
        below.page == line.page
        and abs(below.x0 - first.x0) <= _SLACK
        and below.same_type(line)
        and below.y0 - line.y1 < _LEADING * line.size
    )


def _title_lines(lines: Sequence[Line], at: int, first: Line, width: float) -> list[int]:
    """The centred lines in the block's type right under it, with a line not centred
    under them on the same page; else none."""
    title: list[int] = []
    i = at
    while i < len(lines) and len(title) <= _MAX_TITLE_LINES:
        line = lines[i]
        if line.page != first.page or not line.same_type(first) or line.bold:
            break
        if not _centred(line, first, width) or _opens_paragraph(lines, i, first):
            break
        title.append(i)
        i += 1
    if not 1 <= len(title) <= _MAX_TITLE_LINES or i >= len(lines):
        return []
    after = lines[i]
    if after.page != first.page or after.size > first.size + 0.5:
        return []
    if _centred(after, first, width) and not _opens_paragraph(lines, i, first):
        return []  # more centred lines than a title's
    return title


def _names(heads: Sequence[Line]) -> tuple[str, ...]:
    """The writers' names: the first heading line reading as names that is no
    instructor's, addressee's or editor's, a list wrapped onto the next line joined."""
    for k, line in enumerate(heads):
        text = _LABEL.sub("", line.text, count=1)
        if _TEACHER.match(line.text) or _TEACHER.match(text) or others_line(line.text):
            continue  # an instructor's, an addressee's or an editor's line (review52)
        if k + 1 < len(heads) and (_WRAPPED.search(text) or _AND_LEAD.match(heads[k + 1].text)):
            text = f"{text} {heads[k + 1].text}"
        names = authors_from_lines([text])
        if names:
            return tuple(names)
    return ()


__all__ = ["read_heading_block"]
