"""A first page that is all abstract, the title opening the next one (pure).

A paper may open with its abstract set above the title in small type; a long one
fills the whole first page and pushes the title, the names and the places to the
head of page 2 ("Type 2 diabetes mellitus is becoming a major health problem …" for
a page, then "Prevention of Type 2 Diabetes Mellitus" / "Through Inhibition of the"
/ … in large bold type).  Page 1 then held no title and nothing was read.

:func:`prose_page` gives page 1's text when the page is one block of prose: at
least :data:`_MIN_LINES` lines and :data:`_MIN_WORDS` words, every line (a folio
aside) in one size and in no bold type, on one left edge (a paragraph's indent
aside), the first in the page's top :data:`_TOP`; and the next page opens (in its
top :data:`_HEAD`) with a bold line at least :data:`_RATIO` of the prose's size and
:data:`_MORE` points larger.  The reader then reads the front matter from the next
page (:class:`Later`), the prose its abstract.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import overload

from tapyre_paper_search.pdf.abstract import finish
from tapyre_paper_search.pdf.clutter import LONE_FOLIO
from tapyre_paper_search.pdf.lines import Line, PageLines

_MIN_LINES = 15
_MIN_WORDS = 150
_TOP = 0.3
_HEAD = 0.4
_RATIO = 1.4
_MORE = 3.0
_SAME = 0.5
_INDENT = 25.0


def _prose(lines: Sequence[Line], height: float) -> bool:
    if len(lines) < _MIN_LINES or lines[0].y0 > height * _TOP:
        return False
    size, left = lines[0].size, min(line.x0 for line in lines)
    return (
        all(
            abs(line.size - size) <= _SAME and not line.bold and line.x0 - left <= _INDENT
            for line in lines
        )
        and sum(len(line.text.split()) for line in lines) >= _MIN_WORDS
    )


def prose_page(pages: Sequence[PageLines], start: int) -> str:
    """The text of ``pages[start]`` when it is all abstract before the next page's
    title (see the module), else ``""``."""
    if start + 1 >= len(pages):
        return ""
    page = pages[start]
    lines = [line for line in page.lines if not LONE_FOLIO.match(line.text)]
    if not _prose(lines, page.height):
        return ""
    size = lines[0].size
    following = pages[start + 1]
    top = [line for line in following.lines if line.y0 <= following.height * _HEAD]
    if not any(
        line.bold and line.size >= max(size * _RATIO, size + _MORE) and line.letters >= 2
        for line in top
    ):
        return ""
    return finish(line.text for line in lines)


class Later(Sequence[PageLines]):
    """The pages of ``pages`` from ``first`` on, each made only when asked for."""

    def __init__(self, pages: Sequence[PageLines], first: int) -> None:
        self._pages = pages
        self._first = first

    def __len__(self) -> int:
        return max(0, len(self._pages) - self._first)

    @overload
    def __getitem__(self, index: int) -> PageLines: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[PageLines]: ...

    def __getitem__(self, index: int | slice) -> PageLines | Sequence[PageLines]:
        if isinstance(index, slice):
            return [self[k] for k in range(*index.indices(len(self)))]
        if not -len(self) <= index < len(self):
            raise IndexError(index)
        return self._pages[self._first + (index % len(self))]


__all__ = ["Later", "prose_page"]
