"""An abstract that runs past the first page's footnotes onto the next page (pure).

A long abstract in a large type (a preprint class's 12 pt) fills the first
page; the page then ends with footnotes (the corresponding author, e-mail
addresses, "Preprint submitted to …") set smaller, and the abstract goes on
at the top of the next page.  :func:`runs_on` tells that case when the
abstract reader stops at a line: the abstract's text so far ends in a word
that can go on a sentence (letters, maybe a comma, semicolon, colon or hyphen
after them: not
a sentence end, a URL, a DOI, a closing bracket or a formula) and every line
left on the page is set smaller than the abstract; :func:`goes_on` then
confirms it on the next page, when that is read: its first line in the
abstract's size (a running head set smaller is passed over) starts in lower
case.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

# Footnotes are set at least this many points smaller than the text they annotate.
_SMALLER = 0.8
# Lines on the next page within this many points of the abstract's size are its text.
_SAME_SIZE = 0.3
# A last word that can go on a sentence: letters (an apostrophe, inner hyphens),
# maybe a comma, semicolon, colon or a hyphen breaking the word after them.
_OPEN_WORD = re.compile(r"^[^\W\d_]+(?:['’-][^\W\d_]+)*[,;:-]?$")


def runs_on(lines: Sequence[Line], stop: int, size: float | None, text: str) -> bool:
    """Whether an abstract in ``size`` whose text so far is ``text``, stopped by
    ``lines[stop]``, may go on at the top of the next page (see the module; the next
    page's side is :func:`goes_on`)."""
    words = text.split()
    if size is None or not words or not _OPEN_WORD.match(words[-1]):
        return False
    page = lines[stop].page
    rest = [line for line in lines[stop:] if line.page == page]
    return all(line.size <= size - _SMALLER for line in rest)


def goes_on(lines: Sequence[Line], start: int, size: float | None) -> bool:
    """Whether the next page's ``lines`` from ``start`` (past its running head) go on
    an abstract in ``size`` that :func:`runs_on` carried over the footnotes: its first
    line in that size starts in lower case."""
    opening = next(
        (
            line
            for line in lines[start:]
            if size is not None and abs(line.size - size) <= _SAME_SIZE
        ),
        None,
    )
    return opening is not None and opening.text.lstrip()[:1].islower()
