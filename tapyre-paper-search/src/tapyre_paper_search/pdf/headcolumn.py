"""Names in the right-hand column of a header block over the title (pure).

A working group's or a standards body's draft opens with a header block of two
columns over its title: on the left the group's lines ("Network Working Group",
"Internet-Draft", "Intended status: Informational", "Expires: 3 May 2026"), on the
right, set flush right, the people one a line, each over its organisation, and the
date last ("Ann Lee" / "Institute of X" / "Bo Chen" / "Centre Y" / "May 2025").  The
title follows in plain type.  Nothing read a byline there: the names stand above
the title, beside lines that are no names (front36's held-out ``draftheader``:
authors 0.000).

:func:`header_column_names` looks at the lines over the title on its page (at most
:data:`_LOOK`) for a column set flush right in the page's right half: lines in one
size whose right ends lie within :data:`_FLUSH` points of each other, each at most
:data:`_STEP` of its sizes under the one above it.  The names are the column's lines
that read whole as one name (strict: no place, no mail, no organisation); the
column must hold at least one line that is no name (a place, a date) and must end
in a date or a place, so that a right-aligned running head or a lone name in a
corner is no header block.  A column that names a role (:data:`_ROLE`: "Editor",
"Handling editor", "Reviewed by", "Communicated by", "Supervisor", "Betreuer",
"Submitted to", a memo's "To:") lists an
editor's, a reviewer's or an addressee's name, no author's: it names nobody
(review114; front37 read "Editor" / "Maria Santos" / "University of Porto" / "May
2021" as the byline Maria Santos).  It is a last resort
(:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`): it runs only
where no other reading named anybody, on at most a handful of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line, names_others
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.months import alternation, stems
from tapyre_paper_search.pdf.refcreators import is_organisation

_LOOK = 24
"""The column stands within this many lines over the title."""
_FLUSH = 2.0
"""The column's lines end within this many points of each other."""
_STEP = 1.8
"""A line of the column starts at most this many of its sizes under the one above."""
_DATE = re.compile(
    rf"^\s*(?:\d{{1,2}}\s+)?(?:{alternation(stems('en'), lower=True)})[a-z]*\.?"
    r"\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d\s*$|^\s*(?:19|20)\d\d-\d\d(?:-\d\d)?\s*$",
    re.IGNORECASE,
)
_ROLE = re.compile(
    r"\b(?:editors?|edited|reviewers?|reviewed|referees?|communicated|handled|handling|"
    r"supervisors?|supervised|advis[eo]rs?|examiners?|herausgeber\w*|betreu\w*|"
    r"gutacht\w*|r[ée]dact\w*|[ée]diteur\w*|prepared\s+for|submitted\s+to)\b"
    r"|^\s*(?:to|cc|attn|recipients?)\s*:",
    re.IGNORECASE,
)
"""A line of the column that names someone's role other than an author's."""


def header_column_names(
    lines: Sequence[Line], group: Sequence[int], page_width: float
) -> tuple[str, ...]:
    """The names of a flush-right header column over the title ``group`` (see the
    module), or none."""
    if not group or min(group) < 2:
        return ()
    top = min(group)
    title = lines[top]
    column = _column(lines, top, title, page_width)
    if len(column) < 2:
        return ()
    texts = [lines[k].text.strip() for k in column]
    names = [_one_name(text) for text in texts]
    last = texts[-1]
    if names[-1] or not (_DATE.match(last) or cues.has_affiliation(last)):
        return ()
    if any(_ROLE.search(text) or names_others(text) for text in texts):
        return ()  # an editor's, a reviewer's or an addressee's column (review114)
    return tuple(dict.fromkeys(name for name in names if name))


def _column(lines: Sequence[Line], top: int, title: Line, page_width: float) -> list[int]:
    """The indexes, top down, of the longest flush-right run of lines in the page's
    right half over ``lines[top]`` (``title``), in reading order or not."""
    above = [
        k
        for k in range(max(0, top - _LOOK), top)
        if lines[k].page == title.page and lines[k].x0 > page_width / 2 and lines[k].y1 <= title.y0
    ]
    best: list[int] = []
    for k in above:
        run = [k]
        for j in above:
            prev = lines[run[-1]]
            line = lines[j]
            if (
                j > run[-1]
                and abs(line.x1 - prev.x1) <= _FLUSH
                and abs(line.size - prev.size) < 0.3
                and 0 < line.y0 - prev.y0 <= line.size * _STEP
            ):
                run.append(j)
        if len(run) > len(best):
            best = run
    return best


def _one_name(text: str) -> str:
    """The one name ``text`` reads whole as, or ``""``."""
    read = names_in_line(text)
    if len(read) != 1 or is_organisation(read[0].split()):
        return ""
    letters = sum(map(str.isalpha, text))
    return read[0] if sum(map(str.isalpha, read[0])) == letters else ""
