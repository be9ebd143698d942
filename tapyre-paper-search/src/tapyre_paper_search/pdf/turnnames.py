"""Names opening the next page after an abstract that filled the title page (pure).

A poster abstract, a conference's one-page summary or a short web article prints its
names after the abstract, in a band or a line of their own ("Ann Lee · Bo Chen · Cy
Dee", their places under them in smaller type).  Where the abstract fills the title
page, that line goes over to the next page: at its head, or under the abstract's last
lines carried there (front43).  Nothing on the title page names anybody then, and
the next page was never asked for names.

:func:`names_after_turn` reads that line: the abstract's lines reach the foot of the
title page (no line with a letter stands under its last one there, or one only, set
apart: the names, their places gone over) or went on to the next page; that one line,
or the line after the lines it took there (or the page's first), reads whole
as names (:func:`~tapyre_paper_search.pdf.leadnames.line_names`, which refuses a body
and a task), holds no sentence's stop at its end, and, under carried lines, stands
apart from them (a blank line's gap, or another size or weight).  It is one of the
last resorts (:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`): asked
only where nothing else named anybody, and the next page is made only then.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.leadnames import line_names
from tapyre_paper_search.pdf.lines import Line, PageLines

_APART = 1.0
"""Under carried lines, the names stand at least this many of their heights lower."""
_STOPS = (".", ";", ":", "!", "?")


def names_after_turn(
    pages: Sequence[PageLines], start: int, found: Abstract | None
) -> tuple[str, ...]:
    """The names opening ``pages[start + 1]`` after the abstract ``found`` on
    ``pages[start]`` filled that page (see the module); ``()`` where none do."""
    if found is None or not found.used or not 0 <= start < len(pages) - 1:
        return ()
    lines = pages[start].lines
    last = max(found.used)
    rest = [line for line in lines[last + 1 :] if line.letters]
    if not found.carried and rest:  # the abstract ended on its page, something under it:
        # the names alone, the page's last line (their places went over)
        return _whole_names(rest[0]) if len(rest) == 1 and _apart(lines[last], rest[0]) else ()
    following = pages[start + 1].lines
    at = max(found.carried) + 1 if found.carried else 0
    if at >= len(following):
        return ()
    line = following[at]
    if found.carried and not _apart(following[at - 1], line):
        return ()
    return _whole_names(line)


def _apart(above: Line, line: Line) -> bool:
    """Whether ``line`` is set apart from the abstract's last line ``above``."""
    return (
        line.y0 - above.y1 > _APART * line.size
        or line.bold != above.bold
        or abs(line.size - above.size) > 0.3
    )


def _whole_names(line: Line) -> tuple[str, ...]:
    """The names ``line`` reads as whole, with no stop closing it."""
    text = line.text.strip()
    if not text or text.endswith(_STOPS) or not names_in_line(text):
        return ()
    read = line_names(text)
    letters = sum(c.isalpha() for c in text)
    return read if sum(sum(c.isalpha() for c in n) for n in read) >= 0.8 * letters else ()
