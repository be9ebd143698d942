"""A title page's "Author Note" section: notes about the writers, not the body (pure).

Kind: a manuscript as submitted (a psychology or social-science style) puts the title,
the names and their places on a title page and under them, low on the page, a headed
"Author Note" (ORCID numbers, a conflict-of-interest statement, whom to write to); the
abstract is on the next page under its own heading.  The note is a paragraph of prose,
so the page read it as the body's start (the next page was never looked at) and its
prose as a headingless abstract.

:func:`note_lines` finds the note: a line that is the note's heading alone (the cue
list :data:`AUTHOR_NOTE` in English, German, French, Spanish, Portuguese, Italian,
Dutch and the Nordic languages; at most a colon after it; short; bold, or alone on its
row in a size no smaller than the text under it) after the title, and the lines under
it down to the next line of the heading's own size and weight (a sibling heading), a
section heading (:func:`~.bodystart.starts_body`) or the page's end.  What stays: a
note's words inside a sentence ("The author notes that …"), a heading "Notes" or
"Acknowledgements" (not the writers' note), an abstract heading under the note (it ends
the note).  Cheap: a line is matched only where it is short and opens with one of the
cue list's first letters.  The front-matter reader asks :func:`body_past_note` whether
the body starts on the title page (the note's lines left out; where not, the next page's
headed abstract is read) and :func:`outside_note` drops a headingless abstract read
from the note's lines alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.bodystart import body_starts, starts_body
from tapyre_paper_search.pdf.lines import Line

AUTHOR_NOTE = re.compile(
    r"^(?:authors?['’]?s?['’]?\s+notes?"
    r"|notes?\s+(?:on|about)\s+(?:the\s+)?(?:authors?|contributors?)"
    r"|autor(?:en|innen)?hinweise?|anmerkung(?:en)?\s+(?:der|des)\s+autor(?:en|in|innen)?"
    r"|hinweise?\s+(?:zu\s+den|zum|zur)\s+autor(?:en|in|innen)?"
    r"|notes?\s+(?:des|de\s+l['’])\s*auteur(?:e|s|es)?"
    r"|nota\s+(?:de\s+(?:los|las|la)|del|dos|das|do|da|degli|dell['’]|della)\s*autor(?:es|as|a|e|i)?"
    r"|auteursnot(?:itie|a)|noot\s+van\s+de\s+auteurs?"
    r"|författar(?:not|anteckning)|forfatter(?:note|notat))\s*:?$",
    re.IGNORECASE,
)
"""The heading of a writers' note, in the languages a manuscript template prints."""

_FIRST = frozenset("aAnNhHfF")
_MAX_HEADING = 40


def is_note_heading(line: Line, below: Line | None = None) -> bool:
    """Whether ``line`` heads an author note: its text the cue alone, bold or (with the
    line ``below`` it) set no smaller than that line."""
    text = line.text.strip()
    if len(text) > _MAX_HEADING or not text or text[0] not in _FIRST:
        return False
    if not AUTHOR_NOTE.match(text):
        return False
    return line.bold or (below is not None and line.size >= below.size - 0.2)


def note_lines(lines: Sequence[Line], start: int) -> frozenset[int]:
    """Indexes of the author note's heading and its lines, the heading at or after
    ``start`` (the line after the title); empty where there is none."""
    for at in range(start, len(lines)):
        below = lines[at + 1] if at + 1 < len(lines) else None
        if not is_note_heading(lines[at], below):
            continue
        head = lines[at]
        end = at + 1
        while end < len(lines):
            line = lines[end]
            sibling = head.bold and line.bold and abs(line.size - head.size) <= 0.3
            if (sibling and len(line.text) < _MAX_HEADING * 2) or starts_body(line):
                break
            end += 1
        return frozenset(range(at, end))
    return frozenset()


def body_past_note(lines: Sequence[Line], start: int, body: float) -> bool:
    """:func:`~.bodystart.body_starts` at ``start`` (the line after the title) on
    ``lines`` less an author note's."""
    note = note_lines(lines, start)
    kept = [line for i, line in enumerate(lines) if i not in note] if note else lines
    return body_starts(kept, start, body)


def outside_note(
    lines: Sequence[Line], start: int, read: tuple[Abstract | None, frozenset[int]]
) -> tuple[Abstract | None, frozenset[int]]:
    """``read`` (a headingless abstract and the lines it signs) unless all its lines are
    an author note's (then nothing)."""
    found = read[0]
    if found is None:
        return read
    note = note_lines(lines, start)
    return (None, frozenset()) if note and found.used <= note else read
