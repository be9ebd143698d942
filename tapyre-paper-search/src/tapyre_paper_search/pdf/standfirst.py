"""A standfirst under the title outweighs a kind label that says "no abstract" (pure;
realpage72).

A "Commentary", "Editorial" or "News" label over the title (:data:`~.cues.NO_ABSTRACT`)
tells the reader the page has no abstract: such a page's first paragraph under the
title is its text, set in the body's type.  But a perspective, commentary or news
feature often opens with a standfirst: a paragraph of several lines set in large type
right under the title (or under the byline that sits under it), the article's summary
and its abstract.  The label then emptied the page: no abstract, and with none the
author zone found no names either (realpage72's teaser-standfirst design, train seed
7311: a "COMMENTARY" kicker, a 13 pt standfirst over 9 pt text, the byline under it or
"By ..." over it).

:func:`standfirst` gives, where the lines after the title open (past at most
:data:`_LEAD` lines, a byline) with a run of at least :data:`_LINES` lines of one type
set a step (:data:`_STEP`) larger than the body, holding at least two sentence ends
(stops after a word in small letters: a byline's initials end none),
that run as the abstract (inferred): the label no longer says "no abstract", and the
standfirst is read rather than the classifier's run, which on a short standfirst took
the text under it.  :func:`label_or_standfirst` asks for it only where the label is
on the page and no abstract was found under a heading (a cheap gate: the label's scan
was made before).  What stays: an editorial whose text starts under the title in the body's type, or
under a one- or two-line subtitle in larger type, keeps its "no abstract".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.lines import Line

_STEP = 1.15
"""How much larger than the body a standfirst's type is (the title page's step, as
:mod:`.teaserbody` has it)."""

_LINES = 3
"""The fewest lines of a standfirst (a subtitle has one or two)."""

_LEAD = 2
"""The most lines between the title and the standfirst (a byline, a dateline)."""

_STOP = re.compile(r"(\S+?)[.!?][\"'\u201d\u2019\u00bb)\]]*(?=\s|$)")
"""A word, a number or a bracket with the stop after it (and a closing quote)."""

_WORD = 3
"""The fewest letters of a word a stop after it ends a sentence behind (no initial's
stop, "B.", no "al.", "Jr.")."""


def standfirst(lines: Sequence[Line], after: int, body: float) -> Abstract | None:
    """The standfirst ``lines[after:]`` (the lines under the title) open with, as an
    inferred abstract: a run of :data:`_LINES` or more lines of one type at least
    :data:`_STEP` times ``body``, starting within :data:`_LEAD` lines, with two sentence
    ends or more; else ``None``."""
    for start in range(after, min(after + _LEAD + 1, len(lines))):
        first = lines[start]
        if first.size < body * _STEP:
            continue
        run = [first]  # (the lines after the title come in reading order)
        for line in lines[start + 1 :]:
            if not line.same_type(first):
                break
            run.append(line)
        if len(run) < _LINES:
            return None
        text = finish(line.text for line in run)
        if _sentence_ends(text) < 2:
            return None
        return Abstract(text, start, frozenset(range(start, start + len(run))), inferred=True)
    return None


def _sentence_ends(text: str) -> int:
    """How many sentences ``text`` ends: stops after a word of :data:`_WORD` letters or
    more ending in a small letter, or after a number or a bracket ("[1]."); a byline's
    initials and capitals ("Anna B. Lee, PhD.") end none."""
    count = 0
    for match in _STOP.finditer(text):
        word = match.group(1).lstrip("\"'\u201c\u2018\u00ab([")
        if not word[-1:].isalpha():
            count += bool(word)
        elif word[-1].islower() and sum(c.isalpha() for c in word) >= _WORD:
            count += 1
    return count


def label_or_standfirst(
    lines: Sequence[Line], group: Sequence[int], body: float, found: Abstract | None
) -> tuple[bool, Abstract | None]:
    """Whether the page's kind label (:data:`~.cues.NO_ABSTRACT`) says it has no
    abstract, and the abstract: ``found``, else the :func:`standfirst` under the title
    (``group``) that outweighs the label."""
    if not any(cues.NO_ABSTRACT.match(line.text) for line in lines):
        return False, found
    stand = standfirst(lines, max(group) + 1, body) if group and found is None else None
    return stand is None, found or stand
