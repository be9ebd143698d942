"""A team's role label closing the abstract: "Course team: Ann Lee (lead educator), Bo
Chen, Cy Diaz" (pure; front60).

A course's unit, a lecture note or a project's handout may name nobody under its title
and credit its makers only in a line of their own after the text that stands as its
abstract, run in behind the team's role and a colon ("Course team: …", "Project team:
…", "Speakers: …"), each name with its role in brackets at times.  Nothing read that
line: the closing bylines (:mod:`~tapyre_paper_search.pdf.closingbyline`) open with a
dash and "by" or are a sentence naming the writers, and the page had no author.

:func:`labelled_closing` reads the line right after the abstract's last line where it
opens with a team's role label (:data:`~tapyre_paper_search.pdf.teamlabels.TEAM_LABEL`)
or a talk's (:data:`~tapyre_paper_search.pdf.byleads.RUN_IN_LABEL`) and its text after
the label reads as names only (:func:`~tapyre_paper_search.pdf.authors.names_in_line`,
strictly; a bracketed role dropped): as many names as the text has pieces between
commas, so a label over a phrase ("Project team: Methods and Data") is none.  The
label must open the line, so a body sentence naming a team is none either.  A line
of the same size, slant and weight right under it and flush with it goes on it (the
names wrap), at most :data:`_MORE_LINES` lines, as many of them as read as names with
it (the body's first line or heading may stand right under it; fix57a).
:func:`is_labelled_byline` tells such a line for
:mod:`~tapyre_paper_search.pdf.abstractends`: it ends the abstract above it (the
abstract had run on over it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.byleads import RUN_IN_LABEL
from tapyre_paper_search.pdf.closingbyline import Closing, wraps
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesonly import BRACKETED
from tapyre_paper_search.pdf.teamlabels import TEAM_LABEL

_LABEL = re.compile(rf"^\s*(?:{TEAM_LABEL}|{RUN_IN_LABEL})", re.IGNORECASE)
"""A team's or a talk's role label and its colon at a line's start."""
_MORE_LINES = 2
"""At most this many lines wrapping the label's line."""
_PIECES = re.compile(r"\s*,\s*|\s+(?:and|&)\s+")
"""What parts two names of a list: a comma, "and" or "&"."""


def labelled_closing(lines: Sequence[Line], used: Sequence[int] | frozenset[int]) -> Closing:
    """The names of a role label's line right after the last of the ``used`` lines (an
    abstract's), with the lines wrapping it (see the module); an empty
    :class:`~tapyre_paper_search.pdf.closingbyline.Closing` where there is none."""
    if not used or max(used) + 1 >= len(lines):
        return Closing()
    start = max(used) + 1
    label = _LABEL.match(lines[start].text)
    if label is None:
        return Closing()
    texts, previous = [lines[start].text[label.end() :]], lines[start]
    for line in lines[start + 1 : start + 1 + _MORE_LINES]:
        if not wraps(previous, line) or line.bold != previous.bold:
            break  # (a heading of the body's size set bold right under it: no wrap; fix57a)
        texts.append(line.text)
        previous = line
    for count in range(len(texts), 0, -1):  # the most lines that read as names only
        names = names_only(" ".join(t.strip() for t in texts[:count]))
        if names:
            return Closing(tuple(names), frozenset(range(start, start + count)))
    return Closing()


def is_labelled_byline(text: str) -> bool:
    """Whether ``text`` (a line) opens with a role label and names only follow it, the
    last piece cut off where the names wrap inside it ("…, Peter" / "Kirschner"): such a
    line ends the abstract above it (:mod:`~tapyre_paper_search.pdf.abstractends`)."""
    label = _LABEL.match(text)
    if label is None:
        return False
    rest = text[label.end() :]
    if names_only(rest):
        return True
    cut = max(rest.rfind(","), rest.rfind(" and "))
    return cut > 0 and bool(names_only(rest[:cut]))


def names_only(text: str) -> list[str]:
    """The names of ``text`` (after a label, or a note's names piece: ``casenote``), a
    bracketed role dropped, where every piece between commas and "and" is one of them;
    else ``[]``."""
    text = BRACKETED.sub("", text).strip().rstrip(".,")
    pieces = [p for p in _PIECES.split(text) if p.strip()]
    names = names_in_line(text)
    return names if names and len(names) == len(pieces) else []


__all__ = ["is_labelled_byline", "labelled_closing", "names_only"]
