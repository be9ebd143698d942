"""The blocks of a thesis's or report's supervisors, whose names are no authors (pure).

A thesis frontispiece may set its supervisors first, or beside its candidates: "Relatore:"
over "Prof. Paolo Ferrante" and "Correlatore:" over "Dott. Sergio Valli" on the left,
"Candidati:" over the names on the right; "Supervisor:", "Betreuer:", "Advisor: Ann Lee",
"Directeur de thèse" over a name (latex43).  The author zone opened with the first label,
which ends the zone only after a first line
(:func:`~tapyre_paper_search.pdf.authorzone.before_note`), so the supervisor under it was
read as the first author, and the candidates level with the zone came after him
(tesi-frontispiece: authors 0.531).

A supervisors' block (:func:`blocks`) is a label line of
:func:`~tapyre_paper_search.pdf.committee.is_label` (at most :data:`_MAX_LABEL_CHARS`
characters; a run-in label "Advisor: Ann Lee" holds its name, and takes the lines under
it only where its list wraps onto them, its line ending in a comma or "and": review156,
or where its value names no one, a number or an address alone: "Press Office: +44 …"
over "Ann Lee", bylines56) and
the lines under it in its column: on its page, their left or right edge within
:data:`_EDGE` of the label's sizes of the label's, each at most :data:`_GAP` of the line
above's sizes under it, at most
:data:`_MAX_LINES` lines, up to another label (a line ending in a colon: "Candidati:") or a
bold line that is none of the supervisors' labels.

:func:`without` drops those blocks from a zone that opens with a supervisors' label (a zone
that opens with names keeps being cut at the label, as before); :func:`outside` drops their
lines from the lines level with a byline whose names are added to it
(:func:`~tapyre_paper_search.pdf.authorband.with_level_names`).  What must not change: a
byline over an "Advisor:" label is still cut there, and a page with no such label is read
as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import committee
from tapyre_paper_search.pdf.lines import Line

_MAX_LABEL_CHARS = 60
"""A label line (with a run-in name) is short: the cheap test that comes first."""
_EDGE = 2.0
_GAP = 2.5
_OVERLAP = 0.3
"""A line may rise this many of the line above's sizes into it (tight leading)."""
_MAX_LINES = 6
_RUN_IN = re.compile(r"[^:]*:\s*\S")
"""A label that holds its name after its colon ("Advisor: Ann Lee")."""
_WRAPS = re.compile(r"(?:,|\band|&)\s*$", re.IGNORECASE)
"""A line whose list of names goes on under it ("Advisors: Ann Lee," / "Bo Chen")."""
_NO_ONE = re.compile(
    r":\s*(?:\+?[\d(][\d\s().\-/]{5,}|[\w.+-]+@[\w.-]+|(?:https?://|www\.)\S+)\s*$"
)
"""A run-in label whose value names no one, a telephone number, a mailbox or a web
address alone ("Press Office: +44 20 7946 0000", "Media contact: press@example.org"):
the person it labels stands under it (bylines56)."""


def _is_label(line: Line) -> bool:
    return len(line.text) <= _MAX_LABEL_CHARS and committee.is_label(line.text)


def blocks(lines: Sequence[Line]) -> set[int]:
    """The indices of the lines in the supervisors' blocks among ``lines`` (see the
    module): each label and the lines under it in its column."""
    out: set[int] = set()
    for i, label in enumerate(lines):
        if i in out or not _is_label(label):
            continue
        out.add(i)
        out.update(_under(lines, i))
    return out


def _under(lines: Sequence[Line], at: int) -> list[int]:
    """The lines under the label ``lines[at]`` in its column, top down."""
    label = lines[at]
    text = label.text
    if _RUN_IN.match(text) and not _WRAPS.search(text) and not _NO_ONE.search(text):
        return []  # "Advisor: Ann Lee": the name is on its line, the lines under it no one's
    slack = _EDGE * label.size
    column = sorted(
        (
            j
            for j, line in enumerate(lines)
            if j != at
            and line.page == label.page
            and line.y0 > label.y0
            and (abs(line.x0 - label.x0) <= slack or abs(line.x1 - label.x1) <= slack)
        ),
        key=lambda j: lines[j].y0,
    )
    out: list[int] = []
    above = label
    for j in column[:_MAX_LINES]:
        line = lines[j]
        if not -_OVERLAP * above.size <= line.y0 - above.y1 <= _GAP * above.size:
            break
        if _is_label(line):
            break  # the next supervisors' block: its own
        if line.text.rstrip().endswith(":") or line.bold:
            break  # another label ("Candidati:"), a heading
        out.append(j)
        above = line
    return out


def without(lines: Sequence[Line], zone: Sequence[int]) -> list[int]:
    """``zone`` less the supervisors' blocks (:func:`blocks`) where its first line is a
    supervisors' label; else ``zone`` as it is."""
    if not zone or not _is_label(lines[zone[0]]):
        return list(zone)
    taken = blocks(lines)
    return [i for i in zone if i not in taken]


def outside(lines: Sequence[Line], indices: Sequence[int]) -> list[int]:
    """``indices`` less the lines of the supervisors' blocks on the page (:func:`blocks`)."""
    if not indices:
        return []
    taken = blocks(lines)
    return [i for i in indices if i not in taken]


__all__ = ["blocks", "outside", "without"]
