"""A byline a page break cut: its last names on the next page, over the abstract (pure).

A long list of author cards (a name, its place and e-mail under it, "AND" between two
cards) can fill the first page and run on to the next, where it pushes the abstract:
the first page's last line of text (its page number set aside) is then a dangling
connector, "AND" alone or a line of names ending in "and".  The names read on the
first page miss the cards set on the next one; :func:`carried_names` adds them: the
names of the next page's lines over the abstract's heading, from the first line in
the type of the first page's names on (a running head over them, in smaller type,
repeating the names, is passed over).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.lines import Line, PageLines

# The line a byline cut at the page's foot ends with: "AND", "Ann Lee and", "&".
_DANGLING = re.compile(r"(?:^|.*[\s,])(?:and|&)$", re.IGNORECASE)
# A page number alone on its line.
_FOLIO = re.compile(r"\d{1,4}")
# The type of the names: within this many points of the first page's name line.
_SAME_SIZE = 0.3


def carried_names(
    page: PageLines, following: PageLines, heading: int, authors: tuple[str, ...]
) -> tuple[str, ...]:
    """``authors`` (read on ``page``), and after them the names on ``following`` over
    its line ``heading`` (the pushed abstract's heading) where ``page``'s byline runs
    off its foot with a dangling connector; else ``authors`` as they are."""
    if not authors or heading <= 0:
        return authors
    text = [line for line in page.lines if not _FOLIO.fullmatch(line.text.strip())]
    if not text or not _DANGLING.match(text[-1].text.strip()):
        return authors
    size = _name_size(page.lines, authors[-1])
    if size is None:
        return authors
    lines = following.lines[:heading]
    first = next((k for k, line in enumerate(lines) if abs(line.size - size) <= _SAME_SIZE), None)
    if first is None:
        return authors
    more = authors_from_lines(line.names or line.text for line in lines[first:])
    return authors + tuple(name for name in more if name not in authors)


def _name_size(lines: Sequence[Line], name: str) -> float | None:
    """The type size of the line that holds ``name`` alone (an author card's), if any."""
    for line in lines:
        if line.text.strip() == name:
            return line.size
    return None


__all__ = ["carried_names"]
