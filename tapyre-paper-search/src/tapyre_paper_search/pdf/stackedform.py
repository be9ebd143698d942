"""A front matter of labels each set on its own line over its value (pure).

A project proposal's or a grant report's cover page prints no byline: each item is a
label paragraph in bold over its value in plain type ("Project title" over the title,
"Principal investigator" over "Ann Lee – Institute of X", "Co-investigators" over
"Bo Chen, Centre for Y" one a line).  :mod:`.labelform` reads labels with their values
on their row; these stand over them.

:func:`read_stacked` finds such a page: among its first :data:`_MAX_TOP` lines, at
least :data:`_MIN_LABELS` lines that are labels alone (a title label or a people role
label, :data:`_TITLE_LABEL` / :data:`_PEOPLE_LABEL`, in English, German, French,
Spanish or Italian), bold, in one column (within :data:`_COLUMN_SLACK` points) and in
one type, each with nothing level with it; one must be a title label and at least one
a people label over a name, and no line above the first label may be set larger than
it (by :data:`_LARGER`).  A label's value is the lines under it, not bold, up to the
next such label, a bold line or a gap of :data:`_GAP` line heights; a people label's
values are short lines (at most :data:`_MAX_VALUE_WORDS` words).  What must not join:
a heading over body text is no role label, and a role label over a paragraph reads no
name; bold "Researchers" / "Team members" boxes with no title label, or "Title" /
"Authors" labels under a paper's own large title and byline (review103), are no cover
form: the byline is read the usual way.

Each value line of a people label loses what follows a spaced dash (the person's
place) and is cut at commas, semicolons and a spaced middle dot or bar; the pieces that
read whole as one name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`, not
lenient) are the authors ("Ann Lee – Institute of X", "Bo Chen, Centre for Y").  Where
one line's later piece is no name (a place), every line is "Name, Place" and only its
first piece is read: a place shaped like a name ("Eva Ruiz, Santa Clara") is no author.
The title label's value lines are the title; a bold "Project summary" ("Abstract",
"Zusammenfassung", "Résumé", …) label after the last label, in their column, heads
the abstract (review103).  It is asked only where no label form
(:func:`~tapyre_paper_search.pdf.labelform.read_form`) and no memo's header
(:func:`~tapyre_paper_search.pdf.memohead.read_memo`) was found.  The labels and the
reading of a people label's values live in :mod:`.formlabels` (front44), which
:mod:`.labelform` shares.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL, TITLE_LABEL, role_names
from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line

_TITLE_LABEL = TITLE_LABEL
_PEOPLE_LABEL = PEOPLE_LABEL
_SUMMARY_LABEL = re.compile(
    r"\s*(?:(?:(?:project|proposal)\s+)?(?:summary|abstract|description)"
    r"|projektzusammenfassung|zusammenfassung|kurzfassung|résumé(?:\s+du\s+projet)?"
    r"|resumen(?:\s+del\s+proyecto)?|riassunto|sintesi(?:\s+del\s+progetto)?)\s*:?\s*",
    re.IGNORECASE,
)
_MAX_LABEL_CHARS = 40
"""A label is short (the cheap test that comes first)."""
_MAX_TOP = 24
_MIN_LABELS = 2
_COLUMN_SLACK = 2.0
_GAP = 2.5
_MAX_VALUE_WORDS = 12
_MAX_VALUE_LINES = 12
_LARGER = 1.2
"""A line above the first label set this many times its size is a paper's own title."""


def read_stacked(lines: Sequence[Line]) -> Form | None:
    """The title's lines and the names of a page of stacked labels (see the module),
    as a :class:`~tapyre_paper_search.pdf.labelform.Form`, or ``None``."""
    top = list(range(min(len(lines), _MAX_TOP)))
    labels = [i for i in top if _label_alone(lines, i)]
    if len(labels) < _MIN_LABELS:
        return None
    first = lines[labels[0]]
    labels = [
        i
        for i in labels
        if lines[i].page == first.page
        and abs(lines[i].x0 - first.x0) <= _COLUMN_SLACK
        and abs(lines[i].size - first.size) <= 0.5
    ]
    if len(labels) < _MIN_LABELS or not any(_TITLE_LABEL.fullmatch(lines[i].text) for i in labels):
        return None  # people labels alone: a box of names beside a paper's own byline
    if any(line.size > first.size * _LARGER for line in lines[: labels[0]]):
        return None  # a title set large above the labels: a paper's, not a cover form's
    title: tuple[int, ...] = ()
    people: list[int] = []
    for i in labels:
        values = _values(lines, i)
        if _TITLE_LABEL.fullmatch(lines[i].text):
            title = title or tuple(values)
        elif all(len(lines[j].text.split()) <= _MAX_VALUE_WORDS for j in values):
            people += values
    names: list[str] = []
    for name in role_names([lines[j].text for j in people]):
        names += [name] if name not in names else []
    if not names:
        return None
    return Form(title, tuple(names), _summary_label(lines, labels))


def _summary_label(lines: Sequence[Line], labels: list[int]) -> int | None:
    """The bold "Project summary" / "Abstract" label after the last of ``labels``, in
    their column, whose value is the abstract (without it the label's own text and the
    last value line ran into the abstract)."""
    first = lines[labels[0]]
    for i in range(labels[-1] + 1, min(len(lines), _MAX_TOP + _MAX_VALUE_LINES)):
        line = lines[i]
        if line.page != first.page or abs(line.x0 - first.x0) > _COLUMN_SLACK:
            continue
        if line.bold and len(line.text) <= _MAX_LABEL_CHARS:
            return i if _SUMMARY_LABEL.fullmatch(line.text) else None
    return None


def _label_alone(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` is a bold title or people label with nothing level with it."""
    line = lines[i]
    text = line.text
    if len(text) > _MAX_LABEL_CHARS or not line.bold:
        return False
    if not (_PEOPLE_LABEL.fullmatch(text) or _TITLE_LABEL.fullmatch(text)):
        return False
    return not any(
        j != i and other.page == line.page and abs(other.y0 - line.y0) <= line.size * 0.5
        for j, other in enumerate(lines)
    )


def _values(lines: Sequence[Line], label: int) -> list[int]:
    """The plain lines under ``lines[label]`` that make its value."""
    out: list[int] = []
    above = lines[label]
    for j in range(label + 1, min(len(lines), label + 1 + _MAX_VALUE_LINES)):
        line = lines[j]
        if line.page != above.page or line.bold or line.y0 - above.y1 > _GAP * above.size:
            break
        out.append(j)
        above = line
    return out
