"""An abstract under an "Overview"-like heading in the abstract's place (pure).

A web page often heads its summary with a word that is no abstract heading elsewhere:
"Overview", "At a glance", "In brief" ("Überblick", "Aperçu", "Vue d'ensemble",
"Panorámica").  Such a word also heads a body section ("2 Overview of the method",
"Overview" as a paper's first section), so it opens an abstract only where an abstract
sits (:func:`overview_abstract`):

* it is the first heading after the title: only short lines (a byline, institutions,
  initials badges) stand between them, at most :data:`_MAX_BEFORE` of them, none with
  more than :data:`_MAX_SHORT_WORDS` words but a list's items ("1. Name — place",
  latex45);
* it is alone on its line, unnumbered, and set in bold, larger than the line under it or
  in a heavier weight of its family (:func:`~.fontweight.heavier`: "OpenSans-Regular"
  over "OpenSans-Light", latex45);
* what it heads is prose, not a list of key points opening with a list's mark,
  :data:`~tapyre_paper_search.pdf.cues.LIST_MARK` ("At a glance" over "• Lakes warm
  faster in calm springs": review103; tidy42: "(i) ", "a) ", "1. ", "— " too, an
  enumeration where its items fit on their lines, not a summary's numbered
  paragraphs: review154); a bullet's point may wrap onto lines hanging right of its
  mark, and the paragraph set apart under the points is the abstract (tidy43);
* what it heads is followed on its page by the body's first section heading
  ("1. Introduction", "Introduction"): the summary stands before the paper, it does not
  open it; a role label's line closing it comes between at times ("Course team: A, B":
  :mod:`~tapyre_paper_search.pdf.closinglabel`, front60), and a documentation page's
  pager and copyright rows at times (:mod:`~tapyre_paper_search.pdf.pagerrows`, front61).

It is asked only where no abstract heading, run-in label or panel beside the title
gave an abstract.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstract as abstracts
from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.closingbyline import wraps
from tapyre_paper_search.pdf.closinglabel import labelled_closing
from tapyre_paper_search.pdf.fontweight import heavier
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.pagerrows import is_page_foot_row

_OVERVIEW = re.compile(
    r"\s*(?:overview|at\s+a\s+glance|in\s+brief|überblick|aperçu|vue\s+d['’]ensemble"
    r"|panorámica|in\s+sintesi|in\s+het\s+kort)\s*[.:]?\s*",
    re.IGNORECASE,
)
_MAX_CHARS = 24
"""The heading is short (the cheap test that comes first)."""
_MAX_BEFORE = 30
_HANG = 0.5
"""A wrapped point's lines hang right of the points' marks by this many sizes at least …"""
_STEP = 1.5
"""… and stand at most this many sizes under the line above (tidy43)."""
_MAX_ROWS = 3
"""At most this many pager and footer rows between the summary and the first section."""
_MAX_SHORT_WORDS = 8
# The body's first section heading: "1. Introduction", "I. INTRODUCTION", "Einleitung".
_FIRST_SECTION = re.compile(
    r"\s*(?:[1I]\.?\s+)?(?:introduction|einleitung|einführung|background|motivation)\b",
    re.IGNORECASE,
)


def overview_abstract(
    lines: Sequence[Line], group: Sequence[int], *, height: float = 0.0
) -> abstracts.Abstract | None:
    """The abstract under an "Overview"-like heading right after the title ``group``
    (see the module), or ``None``."""
    if not group:
        return None
    after = max(group) + 1
    for i in range(after, min(len(lines), after + _MAX_BEFORE + 1)):
        line = lines[i]
        text = line.text
        if len(text) <= _MAX_CHARS and _OVERVIEW.fullmatch(text):
            return _under(lines, i, height)
        if line.page != lines[after].page:
            return None
        if len(text.split()) > _MAX_SHORT_WORDS and not cues.LIST_MARK.match(text):
            return None  # prose before it: not the abstract's place (a list's item is not)
    return None


def _under(lines: Sequence[Line], i: int, height: float) -> abstracts.Abstract | None:
    """The text under the heading ``lines[i]`` where it reads as the abstract."""
    heading = lines[i]
    if i + 1 >= len(lines):
        return None
    under = lines[i + 1]
    if not (heading.bold or heading.size > under.size * 1.05 or heavier(heading.lead, under.lead)):
        return None
    start = i + 1
    if _key_points(lines, start):
        # a list of key points ("At a glance" over bullets), no abstract; the paragraph
        # set apart under it may be (review154)
        after = _after_points(lines, start)
        if after is None:
            return None
        start = after
    found = abstracts.collect(lines, i, start, None, height=height)
    if not found.text or not found.used:
        return None
    end = max(found.used)
    closing = labelled_closing(lines, found.used)  # "Course team: A, B" (front60)
    end = max(closing.lines) if closing else end
    follows = _follows(lines, end, heading.page)
    if follows is None or not _FIRST_SECTION.match(follows.text):
        return None
    if cues.SECTION_HEADING.match(follows.text) is None and not follows.bold:
        return None  # "Background" runs in a sentence; as a heading it is set apart
    return found


def _follows(lines: Sequence[Line], end: int, page: int) -> Line | None:
    """The first line with text on ``page`` after ``lines[end]``, past at most
    :data:`_MAX_ROWS` of a documentation page's pager and footer rows
    (:func:`~tapyre_paper_search.pdf.pagerrows.is_page_foot_row`) with the lines
    wrapping them (:func:`~tapyre_paper_search.pdf.closingbyline.wraps`; front61)."""
    skipped, previous = 0, None
    for line in lines[end + 1 :]:
        if line.page != page or not line.text.strip():
            continue
        if previous is not None and wraps(previous, line):
            previous = line  # (a copyright line wrapping onto the next)
            continue
        if skipped < _MAX_ROWS and is_page_foot_row(line.text):
            skipped, previous = skipped + 1, line
            continue
        return line
    return None


def _after_points(lines: Sequence[Line], j: int) -> int | None:
    """The line after the key points opening at ``lines[j]`` (at least two), where a
    paragraph follows, set apart by more than the points' pitch; else ``None``.  A
    point may wrap (tidy43): the lines under its mark that hang right of it
    (:func:`_wrapped`) are its own."""
    k = j
    points = 0
    page = lines[j].page
    while k < len(lines) and lines[k].page == page and cues.LIST_MARK.match(lines[k].text):
        points += 1
        k += 1
        while k < len(lines) and _wrapped(lines[k - 1], lines[k], lines[j]):
            k += 1
    if points < 2 or k >= len(lines) or lines[k].page != page:
        return None
    pitch = max(lines[m + 1].y0 - lines[m].y0 for m in range(j, k - 1))
    return k if lines[k].y0 - lines[k - 1].y0 > pitch * 1.3 else None


def _wrapped(above: Line, line: Line, first: Line) -> bool:
    """Whether ``line`` goes on with the point ``above`` ends (the points opening at
    ``first``): no list's mark, on the page, in the points' size, hanging right of
    their marks by :data:`_HANG` of the size at least, and a line's step under
    ``above``, not set apart as the paragraph after the points is."""
    return (
        line.page == first.page
        and abs(line.size - first.size) <= 0.5
        and line.x0 >= first.x0 + _HANG * first.size
        and line.y0 - above.y0 <= _STEP * first.size
        and cues.LIST_MARK.match(line.text) is None
    )


def _key_points(lines: Sequence[Line], j: int) -> bool:
    """Whether ``lines[j]`` opens a list of key points: a symbol's bullet
    (:data:`~tapyre_paper_search.pdf.cues.LIST_MARK`'s "• ", "- "; review103), or an
    enumeration's mark ("(i) ", "1. ", "a) "; tidy42) whose item fits on its line, the
    next line opening the next item.  A summary's numbered paragraphs ("1. Soil moisture
    controls … / … across sites.  2. We measured …") wrap: they are the abstract, read
    as d1cd53c5 read them (review154)."""
    mark = cues.LIST_MARK.match(lines[j].text)
    if mark is None:
        return False
    if not any(c.isalnum() for c in mark.group()):
        return True
    return j + 1 < len(lines) and cues.LIST_MARK.match(lines[j + 1].text) is not None
