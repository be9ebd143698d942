"""A programme's page listing talks, the abstract under one of them (pure; front49).

A conference programme prints a session's page: the meeting's name as a banner, a
session heading, then the talks in a column, each a title in bold over a line of
names, and under the talk the page is about its abstract ("Abstract" over the text).
The banner, the largest type, was read as the title and the names of every talk as
the authors.  The paper is the talk the abstract stands under: :func:`listed_talk`
finds, right over the abstract's heading, lines of names and over them the talk's
title lines (bold, or larger than the names), where another talk (such lines over a
line of names, at the same left edge) or a time cell level with its title ("14:20")
stands on the page too: a listing, not a paper's own title and byline.  The talk's
title lines are the title read then, the names between it and the abstract its
authors; the next talk's names under the abstract are not
(:func:`is_talk`, asked by :mod:`.frontnames`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.abstractcues import PLAIN_LABELS
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

# A talk's abstract heading: one cue word alone, narrower than
# abstractcues.ABSTRACT_HEADING on purpose.  The shared pattern also takes two-word labels
# ("Project summary"); a proposal's front page, names under "Co-investigators" and then
# "Project summary", then reads as a listed talk and its label as the title
# (test_pdf_front_matter_review103's places-after-a-comma test; reverted in d075cbc2).
_HEADING = re.compile(rf"^\W*(?:{PLAIN_LABELS})\W*$", re.IGNORECASE)
_MAX_TITLE_LINES = 4
_MAX_NAME_LINES = 3
_EDGE = 3.0  # points: one column's left edge
_SAME_SIZE = 0.5  # points: one type size
_ROW_STEP = 1.8  # a title's rows follow at most this many sizes apart
_TIME = re.compile(r"^\s*\d{1,2}[:.h]\d{2}(?:\s*[ap]\.?m\.?)?\s*$", re.IGNORECASE)


def _names_block(lines: Sequence[Line], heading: int) -> list[int]:
    """The lines of names right over ``lines[heading]`` (one type, one left edge, not
    bold, at most :data:`_MAX_NAME_LINES`), in reading order; ``[]`` if none."""
    found: list[int] = []
    i = heading - 1
    while i >= 0 and len(found) < _MAX_NAME_LINES:
        line = lines[i]
        if line.bold or (found and not _level(line, lines[found[-1]])):
            break
        found.append(i)
        i -= 1
    found.reverse()
    text = " ".join(lines[k].text for k in found)
    return found if found and names_in_line(text, lenient=True) else []


def _level(line: Line, other: Line) -> bool:
    """Whether ``line`` is set in ``other``'s type at its left edge."""
    return abs(line.size - other.size) < _SAME_SIZE and abs(line.x0 - other.x0) <= _EDGE


def _entry(lines: Sequence[Line], names: list[int]) -> list[int]:
    """The title lines over the names block ``names``: bold or larger than the names,
    at their left edge, at most :data:`_MAX_TITLE_LINES`; ``[]`` if none."""
    below = lines[names[0]]
    found: list[int] = []
    i = names[0] - 1
    while i >= 0 and len(found) < _MAX_TITLE_LINES:
        line = lines[i]
        heavier = line.bold or line.size >= below.size + _SAME_SIZE
        if not heavier or abs(line.x0 - below.x0) > _EDGE or line.size < below.size:
            break
        if found and _apart(line, lines[found[-1]]):
            break  # a banner or a session's heading over the talk (review57)
        found.append(i)
        i -= 1
    found.reverse()
    return found


def _apart(line: Line, under: Line) -> bool:
    """Whether ``line`` is no row of the title whose next row is ``under``: another type
    size, or more than :data:`_ROW_STEP` of its size above it."""
    return abs(line.size - under.size) >= _SAME_SIZE or under.y0 - line.y0 > _ROW_STEP * under.size


def _timed(lines: Sequence[Line], first: Line) -> bool:
    """Whether a time cell ("14:20", "9.30 am") stands level with ``first``, left of it."""
    return any(
        _TIME.match(line.text) and line.x1 < first.x0 and abs(line.y0 - first.y0) < first.size
        for line in lines
    )


def listed_talk(lines: Sequence[Line], group: list[int]) -> list[int]:
    """The title lines of the talk over the first abstract heading under ``group`` (the
    title read) where the page is a programme (another talk listed in that column, or a
    time cell level with the talk's title); ``group`` itself elsewhere, and where a
    byline follows ``group`` (a paper with a box of people's labels over names beside
    its byline; review103)."""
    after = max(group) + 1 if group else 0
    if after < len(lines) and names_in_line(lines[after].text, lenient=True):
        return group  # the title's own byline under it: a paper, not a programme
    return _talk(lines, after) or group


def is_talk(lines: Sequence[Line], group: Sequence[int]) -> bool:
    """Whether ``group`` is a listed talk's title lines (:func:`listed_talk`'s): the
    names under the abstract after it are the next talk's, none of its authors."""
    return bool(group) and _talk(lines, group[0]) == list(group)


def _talk(lines: Sequence[Line], after: int) -> list[int]:
    """The title lines of a listed talk over the first abstract heading from ``after``."""
    heading = next((i for i in range(after, len(lines)) if _HEADING.match(lines[i].text)), -1)
    names = _names_block(lines, heading) if heading > after else []
    title = _entry(lines, names) if names else []
    if not title or title[0] < after:
        return []
    x0 = lines[title[0]].x0
    others = any(
        i not in names and abs(lines[i].x0 - x0) <= _EDGE and _entry(lines, [i])
        for i in range(after, len(lines))
        if not lines[i].bold
        and names_in_line(lines[i].text, lenient=True)
        and not (title[0] <= i <= heading)
    )
    return title if others or _timed(lines, lines[title[0]]) else []
