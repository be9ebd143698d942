"""Names stacked in cards on one edge above the title (pure).

A header block may set the byline as a stack of cards beside other matter (a
series' label column on the left): each name on a line of its own, its place under
it in smaller type on a line or two, every line flush right on one edge (or flush
left), and only then, a few lines lower, the title ("Itzhak Fausti" / "Physics
Department, Nijmegen University" / "Hospital, Belgium" / "Shengjun Berger" / …).
Read in page order the names stand apart from their places' run and nowhere near the
title, so nothing named them (:func:`.namesfirst.names_over_places` wants one run of
names over one run of places right over the title).

:func:`stacked_cards` reads such a stack where nothing else gave names: the lines
above the title on its page that end (or begin) on one edge, taken top down, must
all fall into cards, each a line of names (read whole:
:func:`.namesfirst.whole_names`) over one to :data:`_MAX_PLACE_ROWS` lines at least
:data:`_SMALLER` points smaller naming an institution
(:func:`.cues.has_affiliation`), each card's lines at most :data:`_STEP` of their
sizes apart; the stack's last line stands at most :data:`_REACH` of the title's
sizes over it.  A lone card's name must open with an initial or a given name
(:func:`.givennames.is_given_name`) or hold no word of the language
(:func:`.words.known_word`): words in title case read as names ("Working Paper
Series") over an institution are no evidence alone; two cards or more are.
A column of places alone, a running head or a series' lines give no card.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesfirst import whole_names
from tapyre_paper_search.pdf.words import known_word

_MAX_PLACE_ROWS = 3
"""A card's place takes at most this many lines."""
_SMALLER = 0.5
"""A card's place is set at least this many points smaller than its name."""
_STEP = 1.8
"""A card's lines stand at most this many of their sizes apart (top to top)."""
_REACH = 6.0
"""The stack ends at most this many of the title's sizes over it."""
_EDGE = 1.5
"""Lines on one edge end (or begin) within this many points of each other."""
_INITIAL = re.compile(r"^[^\W\d_](?:\.|\.-[^\W\d_]\.)$")
"""A name's first word that is an initial ("H.", "C.-P.")."""


def stacked_cards(lines: Sequence[Line], group: Sequence[int]) -> tuple[str, ...]:
    """The names of a stack of name cards above the title ``group`` (see the module),
    or none."""
    if not group:
        return ()
    title = lines[min(group)]
    above = [
        k
        for k in range(min(group))
        if lines[k].page == title.page and lines[k].y1 <= title.y0 and lines[k].text.strip()
    ]
    edges: tuple[Callable[[Line], float], ...] = (lambda line: line.x1, lambda line: line.x0)
    for edge in edges:
        for stack in _stacks(lines, above, edge):
            if title.y0 - lines[stack[-1]].y1 > title.size * _REACH:
                continue
            names = _cards(lines, stack)
            if names:
                return names
    return ()


def _stacks(
    lines: Sequence[Line], above: list[int], edge: Callable[[Line], float]
) -> list[list[int]]:
    """The lines of ``above`` grouped by the edge they share, each group top down; only
    groups of three lines or more."""
    groups: list[list[int]] = []
    for k in sorted(above, key=lambda k: edge(lines[k])):
        if groups and abs(edge(lines[k]) - edge(lines[groups[-1][-1]])) <= _EDGE:
            groups[-1].append(k)
        else:
            groups.append([k])
    return [sorted(g, key=lambda k: lines[k].y0) for g in groups if len(g) >= 3]


def _cards(lines: Sequence[Line], stack: list[int]) -> tuple[str, ...]:
    """The names of ``stack`` when all its lines fall into name cards, else none."""
    names: list[str] = []
    at = cards = 0
    while at < len(stack):
        head = lines[stack[at]]
        rows: list[int] = []
        for k in stack[at + 1 : at + 1 + _MAX_PLACE_ROWS]:
            line, last = lines[k], lines[rows[-1]] if rows else head
            if line.size > head.size - _SMALLER or not 0 < line.y0 - last.y0 <= last.size * _STEP:
                break
            rows.append(k)
        place = " ".join(lines[k].text.strip() for k in rows)
        read = whole_names(head.text.strip())
        if not rows or not read or not cues.has_affiliation(place):
            return ()
        names.extend(read)
        at += 1 + len(rows)
        cards += 1
    if cards == 1 and not all(_person(name) for name in names):
        return ()
    return tuple(dict.fromkeys(names))


def _person(name: str) -> bool:
    """Whether ``name`` opens with an initial ("H. Cheng") or a given name, or none of
    its words is a word of the language ("Vadim Rodin"; not "Working Paper Series")."""
    words = name.split()
    first = words[0] if words else ""
    return (
        bool(_INITIAL.match(first))
        or is_given_name(first.strip(".,"))
        or not any(known_word(w.strip(".,").lower()) for w in words)
    )


__all__ = ["stacked_cards"]
