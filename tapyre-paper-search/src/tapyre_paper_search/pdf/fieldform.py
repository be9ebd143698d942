"""A front matter printed as a form of numbered field labels over their values (pure).

A technical report may open with a "Report Documentation Page": a ruled form of
numbered boxes, each a label in small capitals ("1. REPORT DATE", "4. TITLE AND
SUBTITLE", "6. AUTHOR(S)", "7. PERFORMING ORGANIZATION NAME(S) AND ADDRESS(ES)",
"14. ABSTRACT") over its value, two boxes or more in a row.  Read as a page, the form's
heading ("REPORT DOCUMENTATION PAGE") was the title and the labels were names
("Report Type", "Performing Organization Name"), since no label of
:mod:`~tapyre_paper_search.pdf.labelform` (a value on its row) or of
:mod:`~tapyre_paper_search.pdf.stackedform` (bold labels in words) matched
(report-docpage: every title missed, latex43).

:func:`read_fields` finds such a form: among the page's first :data:`_MAX_TOP` lines, at
least :data:`_MIN_FIELDS` field labels (:data:`_FIELD`: a number, a dot, then words all in
capitals, a parenthesised "(S)" or instruction allowed), one of them a title field (its
words hold "TITLE").  A field's value is the lines under its label in the label's box:
on its page, the left edge within :data:`_EDGE` of the label's sizes of the label's, each
at most :data:`_GAP` of the line above's sizes under it (or :data:`_OVERLAP` into it),
up to the next field label.  The title field's value is the title; an author field's
("AUTHOR(S)", "AUTHORS") value lines are read as names (leniently: the label vouches for
them; a name hyphenated across lines joined again); an "ABSTRACT" field's label
heads the abstract.  What must not join: numbered headings in capitals of a paper's body
("1. INTRODUCTION", "2. METHODS") hold no title field, a heading that holds "TITLE" ("3.
TITLE AND ABSTRACT SCREENING") is as large as the text under it, not smaller
(:data:`_LABEL_SHARE`, review156), and a form with no value under its title field is
none.

:func:`read_any_stacked` is the reading of a page of labels over their values: the
stacked labels in words (:func:`~tapyre_paper_search.pdf.stackedform.read_stacked`), else
this form of numbered fields.

Fields set in a row (tidy44): a form whose label cell sits left of its value cell in one
row ("4. TITLE AND SUBTITLE" | the title, "5. AUTHOR(S)" | the names) has no value under
its labels, only the next label; its heading was the title and "6. PERFORMING
ORGANIZATION" a name.  Where a label has no value under it, its value is the cell right
of it (:func:`_in_a_row`): the lines beside the label (sharing its height, left of the
next label in its row), the topmost of the nearest, and the lines under that one at its
left edge, each at most :data:`_GAP` of the line above's sizes under it, up to the row of
the next label (:func:`_cells`).  A label centred on a value of several lines reads the
value from its first line; a label whose cell is empty takes nothing of the field right
of it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.stackedform import read_stacked

_FIELD = re.compile(r"\s*\d{1,2}[a-z]?\.\s+(?P<words>[A-Z][A-Z ,&/'’()-]*?)\s*(?:\([^)]*\)\s*)*")
"""A numbered field label: "4. TITLE AND SUBTITLE", "6. AUTHOR(S)", "7. PERFORMING
ORGANIZATION NAME(S) AND ADDRESS(ES)", "1. REPORT DATE (DD-MM-YYYY)", "14. ABSTRACT
(Maximum 200 words)"; its words in capitals (group ``words``)."""
_TITLE_WORD = re.compile(r"\bTITLE\b")
_AUTHOR_FIELD = re.compile(r"(?:AUTHORS?|AUTHOR\s*\(S\))")
_ABSTRACT_FIELD = re.compile(r"ABSTRACT")
_MAX_LABEL_CHARS = 80
"""A field label is short (the cheap test that comes first)."""
_MAX_TOP = 40
_MIN_FIELDS = 3
_EDGE = 1.5
_GAP = 2.5
_OVERLAP = 0.3
"""A line may rise this many of the line above's sizes into it (tight leading)."""
_MAX_VALUE_LINES = 6
_LABEL_SHARE = 0.9
"""A form's title label is set smaller than its value, at most this share of its size; a
paper's numbered heading in capitals ("3. TITLE AND ABSTRACT SCREENING") is as large as
the text under it, and that page is no form (review156)."""


def read_any_stacked(lines: Sequence[Line]) -> Form | None:
    """A page of labels over their values: stacked labels in words
    (:func:`~tapyre_paper_search.pdf.stackedform.read_stacked`), else numbered fields
    (:func:`read_fields`), else ``None``."""
    return read_stacked(lines) or read_fields(lines)


def read_fields(lines: Sequence[Line]) -> Form | None:
    """The title's lines, the names and the abstract label of a form of numbered field
    labels on ``lines`` (see the module), or ``None``."""
    fields = [i for i in range(min(len(lines), _MAX_TOP)) if _field_words(lines[i]) is not None]
    if len(fields) < _MIN_FIELDS or lines[fields[0]].page != lines[0].page:
        return None
    fields = [i for i in fields if lines[i].page == lines[fields[0]].page]
    title: tuple[int, ...] = ()
    names: list[str] = []
    abstract: int | None = None
    for i in fields:
        words = _field_words(lines[i]) or ""
        value = _value(lines, i) or _in_a_row(lines, i, fields)
        if _TITLE_WORD.search(words) and not title:
            title = tuple(value)
            if title and lines[i].size > _LABEL_SHARE * lines[title[0]].size:
                return None  # a heading over its text ("3. TITLE AND ABSTRACT SCREENING")
        elif _AUTHOR_FIELD.fullmatch(words):
            text = _joined([lines[j].text for j in value])
            names += [n for n in names_in_line(text, lenient=True) if n not in names]
        elif _ABSTRACT_FIELD.fullmatch(words) and abstract is None:
            abstract = i
    if not title:
        return None
    return Form(title, tuple(names), abstract)


def _joined(texts: Sequence[str]) -> str:
    """The value lines as one text, a name hyphenated across lines whole again
    ("Chong Har-" / "vey")."""
    out = ""
    for raw in texts:
        text = raw.strip()
        if out.endswith("-") and text[:1].islower():
            out = out[:-1] + text
        else:
            out = f"{out} {text}" if out else text
    return out


def _field_words(line: Line) -> str | None:
    """The words of ``line`` where it is a numbered field label (:data:`_FIELD`), else
    ``None``."""
    text = line.text
    if len(text) > _MAX_LABEL_CHARS or not text.lstrip()[:1].isdigit():
        return None
    found = _FIELD.fullmatch(text)
    return found.group("words") if found else None


def _under_edge(lines: Sequence[Line], top: int, stop: float = float("inf")) -> list[int]:
    """The lines under ``lines[top]`` on its page at its left edge (within :data:`_EDGE`
    of its size) whose middle is above ``stop``, top down."""
    head = lines[top]
    slack = _EDGE * head.size
    return sorted(
        (
            j
            for j, line in enumerate(lines)
            if j != top
            and line.page == head.page
            and line.y0 > head.y0
            and (line.y0 + line.y1) / 2 < stop
            and abs(line.x0 - head.x0) <= slack
        ),
        key=lambda j: lines[j].y0,
    )


def _run_down(lines: Sequence[Line], column: Sequence[int], top: Line) -> list[int]:
    """The lines of ``column`` (under ``top``, top down) that follow one another from
    ``top``: each at most :data:`_GAP` of the line above's size under it (overlapping it
    by no more than :data:`_OVERLAP`), up to the first field label."""
    out: list[int] = []
    above = top
    for j in column:
        line = lines[j]
        gap = line.y0 - above.y1
        if _field_words(line) is not None or not -_OVERLAP * above.size <= gap <= _GAP * above.size:
            break
        out.append(j)
        above = line
    return out


def _value(lines: Sequence[Line], label: int) -> list[int]:
    """The lines under the field label ``lines[label]`` in its box, top down."""
    head = lines[label]
    column = _under_edge(lines, label)
    return _run_down(lines, column[:_MAX_VALUE_LINES], head)


def _in_a_row(lines: Sequence[Line], label: int, fields: Sequence[int]) -> list[int]:
    """The value cell right of the field label ``lines[label]`` in its row (see the module):
    its first line beside the label (reaching more than :data:`_OVERLAP` of the label's
    size into its height, left of the next label in the row: a cell left empty takes no
    value of the field right of it), the topmost of the leftmost, then the lines under it
    (:func:`_cells`); ``[]`` where no line sits beside the label.  ``fields`` are the
    form's label lines."""
    head = lines[label]
    bound = min(
        (lines[k].x0 for k in fields if lines[k].x0 > head.x1 and _shared(lines[k], head) > 0),
        default=float("inf"),
    )
    beside = [
        j
        for j, line in enumerate(lines)
        if line.page == head.page
        and head.x1 <= line.x0 < bound
        and _shared(line, head) > _OVERLAP * head.size
        and _field_words(line) is None
    ]
    if not beside:
        return []
    left = min(lines[j].x0 for j in beside)
    first = min(
        (j for j in beside if lines[j].x0 - left <= _EDGE * lines[j].size),
        key=lambda j: lines[j].y0,
    )
    return _cells(lines, first, [lines[k] for k in fields if lines[k].y0 > head.y1])


def _shared(line: Line, head: Line) -> float:
    """How far ``line`` and ``head`` share a height on the page (points; not above 0 where
    they do not)."""
    return min(line.y1, head.y1) - max(line.y0, head.y0)


def _cells(lines: Sequence[Line], first: int, below: Sequence[Line]) -> list[int]:
    """``lines[first]`` and the lines under it at its left edge (within :data:`_EDGE` of its
    sizes), each at most :data:`_GAP` of the line above's sizes under it, up to the row of
    the first label of ``below`` (the form's labels under this one's row)."""
    top = lines[first]
    stop = min((label.y0 for label in below), default=float("inf"))
    column = _under_edge(lines, first, stop)
    return [first, *_run_down(lines, column[: _MAX_VALUE_LINES - 1], top)]


__all__ = ["read_any_stacked", "read_fields"]
