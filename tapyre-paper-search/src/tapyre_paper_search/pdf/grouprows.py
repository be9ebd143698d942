"""A body's "Chair:" and "Members:" rows under the body's own heading (pure; front59).

A clinical guideline, a standard or a panel's report names its writers as the group
that made it: a heading naming the group ("Guideline development group", "Working
group", "Expert panel", "Writing committee", "Task force") over run-in rows, each a
role and a colon before the names: "Chair: Ann Lee", "Co-chairs: …", "Members: Bo
Chen, Cy Diaz".  The byline readers took the rows for labelled lines and kept the
members at most (front58's ``guideline``: authors 0.639).

:func:`group_names` looks at the :data:`_LOOK` lines after the title for a heading
whose last word names a body (:data:`_BODY`) and that holds no colon, then reads the
rows right under it whose label is a group role (:data:`_ROLE`), each value with the
lines under it that carry it on (one size, flush with the row, no label of their
own), every bracketed part (a place) dropped, read leniently (the label vouches for
the names), in order: the chair first, then the members.  Every part of every value
must read as a name, else nobody is named.  The heading is what tells the group's
rows from a conference programme's: a session's "Chair: Ann Lee" under a session's
title names the session's chair, not the paper's authors, and reads nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesonly import BRACKETED

_LOOK = 8
_BODY = frozenset(["group", "panel", "committee", "taskforce", "force", "party", "team", "members"])
_HEADING_WORDS = 6
_ROLE = re.compile(
    r"\s*((?:co-?\s?)?chairs?(?:person|man|woman)?s?|vice[- ]chairs?|members?|"
    r"(?:lead|principal)\s+writers?|writers?|secretary|rapporteurs?|convenors?)\s*:\s*(.*)",
    re.IGNORECASE,
)
_STEP = 1.8
"""A wrapped line starts at most this many of its sizes under the line above it."""


def group_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names in a group's role rows under its heading among the lines from
    ``after`` (the title's next line; see the module), or ``()``."""
    for i in range(after, min(after + _LOOK, len(lines))):
        if _is_group_heading(lines[i].text):
            return _rows(lines, i + 1)
    return ()


def _is_group_heading(text: str) -> bool:
    """Whether ``text`` is a heading naming a body: a few words, no colon, the last
    naming a body ("Guideline development group", "Expert panel")."""
    words = text.strip().rstrip(".").split()
    return (
        0 < len(words) <= _HEADING_WORDS
        and ":" not in text
        and words[-1].casefold() in _BODY
        and words[0][:1].isupper()
    )


def _rows(lines: Sequence[Line], start: int) -> tuple[str, ...]:
    """The names of the role rows from ``start`` on (see the module), or ``()``."""
    found: list[str] = []
    at = start
    while at < len(lines) and lines[at].page == lines[start].page:
        row = _ROLE.match(lines[at].text)
        if row is None:
            break
        value, at = row.group(2), at + 1
        while at < len(lines) and _carries_on(lines[at - 1], lines[at]):
            value, at = f"{value} {lines[at].text.strip()}", at + 1
        names = BRACKETED.sub("", value).strip(" .;")
        read = authors_from_lines([names], lenient=True) if names else ()
        if not read or len(read) < len(pieces(names)):
            return ()
        found.extend(name for name in read if name not in found)
    return tuple(found)


def _carries_on(upper: Line, lower: Line) -> bool:
    """Whether ``lower`` carries on the row ``upper`` (one page, one size, right under,
    flush left or further in, no label of its own)."""
    return (
        upper.page == lower.page
        and abs(upper.size - lower.size) < 0.3
        and lower.x0 >= upper.x0 - 2.0
        and 0 < lower.y0 - upper.y0 <= upper.size * _STEP
        and _ROLE.match(lower.text) is None
        and ":" not in lower.text
        and not _is_group_heading(lower.text)
    )
