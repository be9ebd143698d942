"""A table under a byline is no byline (pure; front41b).

Reports written in a word processor or a browser set small tables in the front
matter under the byline: the reviewers ("Name | Role": "Karl Weber | Reviewer"), the
people to contact ("Contact | E-mail"), the sites sampled ("Site | Depth": "Lake
Ovre | 12").  Read line by line in the author zone, each cell holding two
capitalised words was one more author.

:func:`table_under_byline` finds such a table by its head: a row of two cells or
more, all bold, level with each other, each a short label (at most
:data:`_HEAD_WORDS` words) and none a personal name, under a line of the zone that
names people (the real byline; a table with no byline above it may be the authors'
own, and is left alone; but a column under a place's head, :data:`PLACE_HEAD`:
"Site", "Standort", names places, byline or not).  Under a head of the authors'
column (:data:`AUTHOR_HEAD`: "Co-author | Institution") only the other columns go.
The table is its head and the rows under it, each
within :data:`_ROW_GAP` of its type size of the row above, whose lines each start
where a head cell starts (within :data:`_ALIGN` points).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import as_name

PLACE_HEAD = re.compile(
    r"(?:(?:sampling|study|field)\s+)?(?:sites?|locations?|locality|localities|stations?"
    r"|places?|regions?|countr(?:y|ies)|lakes?|rivers?"  # English
    r"|standort(?:e)?|ort(?:e)?|probestellen?|messstellen?"  # German
    r"|lieux?"  # French (site, station, région as in English)
    r"|sitios?|lugar(?:es)?|localidad(?:es)?|estaci(?:ón|ones))\s*:?",  # Spanish
    re.IGNORECASE,
)
"""A column head over places ("Site", "Sampling site", "Standort", "Lieu", "Sitio")."""
AUTHOR_HEAD = re.compile(
    r"(?:co-?)?(?:authors?|autor(?:in|en|es)?|auteurs?|contributors?|beitragende)(?:\s*\(s\))?\s*:?",
    re.IGNORECASE,
)
"""A column head over the authors ("Author(s)", "Co-author", "Autoren", "Auteur"): the
table lists the byline's people, its other columns go (review147)."""
_HEAD_WORDS = 3
_LEVEL = 2.0  # points between the tops of a row's cells
_ALIGN = 3.0  # points between the left edges of a cell and its column's head
_ROW_GAP = 2.5  # a row's type sizes between it and the row above


def table_under_byline(lines: Sequence[Line], zone: Sequence[int]) -> set[int]:
    """The ``zone`` lines (indices) of a table under a byline (see the module)."""
    bold = [i for i in zone if lines[i].bold]
    if not _two_level(lines, bold):  # the cheap gate: a head has two bold cells level
        return set()
    for i in bold:
        head = _head_row(lines, zone, i)
        if head and _named_above(lines, zone, lines[i]):
            authors = {j for j in head if AUTHOR_HEAD.fullmatch(lines[j].text.strip())}
            if authors:  # "Co-author | Institution" under the first author (review147)
                rest = [j for j in head if j not in authors]
                return authors | (_table(lines, zone, rest) if rest else set())
            return _table(lines, zone, head)
        places = [j for j in head if PLACE_HEAD.fullmatch(lines[j].text.strip())]
        if places:  # a column of places, with a byline above it or not
            return _table(lines, zone, places)
    return set()


def _two_level(lines: Sequence[Line], bold: Sequence[int]) -> bool:
    """Whether two of the ``bold`` lines stand level on one page."""
    tops = sorted((lines[i].page, lines[i].y0) for i in bold)
    return any(a[0] == b[0] and b[1] - a[1] <= _LEVEL for a, b in itertools.pairwise(tops))


def _head_row(lines: Sequence[Line], zone: Sequence[int], i: int) -> list[int]:
    """The head row whose first cell is ``lines[i]``: the bold short non-name lines
    level with it to its right, ``[]`` when fewer than two cells."""
    first = lines[i]
    row = [
        j
        for j in zone
        if lines[j].page == first.page
        and abs(lines[j].y0 - first.y0) <= _LEVEL
        and lines[j].x0 >= first.x0
    ]
    if len(row) < 2 or not all(lines[j].bold and _label(lines[j].text) for j in row):
        return []
    cells = sorted(row, key=lambda j: lines[j].x0)
    apart = all(lines[a].x1 < lines[b].x0 for a, b in itertools.pairwise(cells))
    return cells if apart else []


def _label(text: str) -> bool:
    """A column head: a few words, no personal name."""
    return 0 < len(text.split()) <= _HEAD_WORDS and not as_name(text.strip())


def _named_above(lines: Sequence[Line], zone: Sequence[int], head: Line) -> bool:
    """Whether a line of the zone above ``head`` (not bold) names people."""
    return any(
        lines[j].page == head.page
        and lines[j].y1 <= head.y0
        and not lines[j].bold
        and names_in_line(lines[j].names or lines[j].text)
        for j in zone
    )


def _table(lines: Sequence[Line], zone: Sequence[int], head: list[int]) -> set[int]:
    """``head`` and the rows under it that start in its columns, row after row."""
    top = lines[head[0]]
    starts = [lines[j].x0 for j in head]
    below = sorted(
        (
            j
            for j in zone
            if lines[j].page == top.page
            and lines[j].y0 > top.y0 + _LEVEL
            and any(abs(lines[j].x0 - x) <= _ALIGN for x in starts)
        ),
        key=lambda j: lines[j].y0,
    )
    out, bottom, size = set(head), max(lines[j].y1 for j in head), top.size
    for j in below:
        if lines[j].y0 - bottom > _ROW_GAP * size:
            break
        out.add(j)
        bottom = max(bottom, lines[j].y1)
    return out
