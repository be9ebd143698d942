"""A study's short name set over its title in larger type (pure; front56).

A trial's protocol, a project's report or a consortium's deliverable often prints the
study's acronym ("MDCT-2", "PROTECT", "EU-FLUX") in type larger than anything else on
its cover, the full title under it in smaller bold type.  Chosen by its size, the
acronym was read as the title.

:func:`under_acronym`: where the title group chosen is one line holding one word of
capitals and digits (:data:`_ACRONYM`: two capitals at least, hyphens or slashes
allowed, at most :data:`_MAX_CHARS` characters), the lines straight under it (at most
:data:`_GAP` of the acronym's size lower, the first within the page's next
:data:`_LOOK` lines) in one type, bold or larger than the body's, holding
:data:`_MIN_WORDS` words at least, are the title; each next line of that type at most
:data:`_STEP` of its size under the one before belongs to it.  A word of capitals
with no digit, hyphen or slash (:data:`_CODED`) is taken for an acronym only where the
title under it spells it (:func:`spelled`): "MIGRATION", "EPIGENETICS" are the title
(or its first part) over a subtitle; and lines that read wholly as names are a
byline, never the title (fix55c).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namedheading import whole_names

_ACRONYM = re.compile(r"(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)*")
_MAX_CHARS = 16
_CODED = re.compile(r"[0-9/-]")
"""An acronym holding one of these is a code ("MDCT-2", "EU/FLUX"), no word."""
_LOOK = 3
_GAP = 3.0
_STEP = 2.0
_MIN_WORDS = 4
_MAX_ROWS = 4


def under_acronym(lines: Sequence[Line], group: Sequence[int], body: float) -> list[int]:
    """The title's lines under an acronym read as the title ``group`` (see the module),
    else ``[]``."""
    if len(group) != 1:
        return []
    top = lines[group[0]]
    text = top.text.strip()
    if len(text) > _MAX_CHARS or not _ACRONYM.fullmatch(text):
        return []
    coded = bool(_CODED.search(text))
    for first in range(group[0] + 1, min(len(lines), group[0] + 1 + _LOOK)):
        head = lines[first]
        if head.page != top.page or head.y0 - top.y1 > _GAP * top.size:
            return []
        if head.size < top.size and (head.bold or head.size > body + 0.5):
            rows = _rows(lines, first)
            title = " ".join(lines[i].text for i in rows)
            if len(title.split()) < _MIN_WORDS or whole_names(title):
                return []  # too short, or a byline ("Ann Lee, Bo Chen and Cy Diaz")
            return rows if coded or spelled(text, title) else []
    return []


def _rows(lines: Sequence[Line], first: int) -> list[int]:
    """``lines[first]`` and the lines of its type straight under it."""
    rows = [first]
    for i in range(first + 1, min(len(lines), first + _MAX_ROWS)):
        line, before = lines[i], lines[rows[-1]]
        if not line.same_type(lines[first]) or not 0 < line.y0 - before.y0 <= _STEP * line.size:
            break
        rows.append(i)
    return rows


def spelled(acronym: str, title: str) -> bool:
    """Whether the letters of ``acronym`` are spelled, in order, by the opening letters
    of ``title``'s words (each word giving none or its first letters): "ENRICHD" by
    "Enhancing recovery in coronary heart disease"; not "EPIGENETICS" by "A very short
    introduction"."""
    letters = [char.lower() for char in acronym if char.isalpha()]
    words = [word.lower() for word in re.findall(r"[^\W\d_]+", title)]

    @cache
    def match(at: int, word: int) -> bool:
        if at == len(letters):
            return True
        for k in range(word, len(words)):
            run = 0
            while run < len(words[k]) and at + run < len(letters):
                if words[k][run] != letters[at + run]:
                    break
                run += 1
                if match(at + run, k + 1):
                    return True
        return False

    return match(0, 0)
