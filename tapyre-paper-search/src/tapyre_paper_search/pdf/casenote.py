"""A teaching case's writers' note: "Professor Ann Lee and Research Associates Bo Chen
and Cy Diaz prepared this case as the basis for class discussion …" (pure; front61).

A business or policy school's teaching case prints no byline under its title: its
writers stand only in a standard note after the case's opening, often small and under
a short rule, each name behind its post ("Professor", "Research Associate", "Senior
Lecturer"), and the sentence runs on past "this case" to say what the case is for
("… solely as the basis for class discussion rather than to illustrate effective or
ineffective handling of a situation.").  A closing writers' sentence
(:mod:`~tapyre_paper_search.pdf.writersentence`) must end at the piece it names, and
the post glued to a name made that piece no name, so the page had no author, or
"Professor Ann Lee" alone.

:func:`case_note` reads the paragraph right after the abstract's last line (the lines
wrapping it, :func:`~tapyre_paper_search.pdf.closingbyline.wraps`) where it opens
with names, a verb of writing and "this case" (or "the case", "this case study") and
says it is for class discussion (:data:`_NOTE`): the posts are dropped from before
each name (:data:`_POST`), and the rest must read as names only
(:func:`~tapyre_paper_search.pdf.closinglabel.names_only`: as many names as pieces
between commas and "and").  A body sentence about a case ("We prepared this case
series …") says nothing of class discussion and is none; a note naming a body
("The Institute prepared this case …") reads no name and is none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.closingbyline import Closing, wraps
from tapyre_paper_search.pdf.closinglabel import names_only
from tapyre_paper_search.pdf.lines import Line

_NOTE = re.compile(
    r"^(?P<names>.{3,240}?)\s+(?:prepared|wrote|developed|authored)\s+(?:this|the)\s+case"
    r"(?:\s+study)?\b.{0,80}?\bclass(?:room)?\s+discussion\b",
    re.IGNORECASE,
)
"""The note's opening: the names, a verb of writing, "this case" and, a few words on,
"class discussion"."""
_POST = re.compile(
    r"\b(?:(?:(?:associate|assistant|adjunct|visiting|senior|emeritus)\s+)?professors?"
    r"|(?:senior\s+)?lecturers?|research\s+(?:associates?|assistants?|fellows?)"
    r"|case\s+writers?|senior\s+researchers?|doctoral\s+(?:candidates?|students?)"
    r"|dr\.?)\s+",
    re.IGNORECASE,
)
"""A post printed before a name in such a note (any case), with its space."""
_MORE_LINES = 3
"""At most this many lines wrapping the note's first line before "class discussion"."""


def case_note(lines: Sequence[Line], used: Sequence[int] | frozenset[int]) -> Closing:
    """The writers of a teaching case's note right after the last of the ``used`` lines
    (an abstract's), with the lines it takes (see the module); an empty
    :class:`~tapyre_paper_search.pdf.closingbyline.Closing` where there is none."""
    if not used or max(used) + 1 >= len(lines):
        return Closing()
    start = max(used) + 1
    texts, previous = [lines[start].text.strip()], lines[start]
    for line in lines[start + 1 : start + 1 + _MORE_LINES]:
        if not wraps(previous, line):
            break
        texts.append(line.text.strip())
        previous = line
    for count in range(1, len(texts) + 1):
        found = _NOTE.match(_POST.sub("", " ".join(texts[:count])))
        if found:
            names = names_only(found.group("names"))
            return (
                Closing(tuple(names), frozenset(range(start, start + count)))
                if names
                else Closing()
            )
    return Closing()


__all__ = ["case_note"]
