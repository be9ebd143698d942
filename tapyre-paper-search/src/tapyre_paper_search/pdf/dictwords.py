"""A dict-mended body page's table words from MuPDF's own word list where the mending
left the tables' boxes alone (speed61).

A body page only marked and spaced (:mod:`~tapyre_paper_search.pdf.dictmend`) is
mended in its dict; its words, asked for where a caption announces a table
(:func:`~tapyre_paper_search.pdf.tables.page_tables`), came from its raw dict
(:class:`~tapyre_paper_search.pdf.texpage.MendedPage`: a Python dictionary for every
character, then a Python loop over them: some 7 ms a page against 0.4 ms for MuPDF's
own word list).  The tables read only the words whose middles lie in their boxes, and a
word's box lies in its block's box, so where no block the mending changed meets a
table's box, the words in that box are those of blocks it left alone, whose characters
are MuPDF's own: :func:`own_words_serve` says so, and MuPDF's own word list serves.

A block the mending changed is one whose tuple is not MuPDF's own: each mending puts a
character in or reads one as nothing, so a changed block's text is not MuPDF's
(:func:`changed_boxes`).  The raw-dict words are MuPDF's split (``MendedPage``'s
contract; checked equal on every page of the five dump corpora but one word of a
garbled page, a box MuPDF carries over from a word of no area); where a page holds
right-to-left script (whose direction runs on from one block into the next) the raw
dict is read as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tapyre_paper_search.pdf.boxes import Box
from tapyre_paper_search.pdf.rtlscript import RTL

WordsNear = Callable[[list[Box]], Sequence[tuple[Any, ...]] | None]
"""Words the same as a page's own in each of some boxes, or ``None`` (``page_tables``)."""


def changed_boxes(blocks: Sequence[Sequence[Any]], own: Sequence[Sequence[Any]]) -> list[Box]:
    """The boxes of the block tuples in ``blocks`` (a mended page's) that are not among
    ``own`` (MuPDF's ``extractBLOCKS`` of the same page)."""
    unchanged = {tuple(t) for t in own}
    return [(t[0], t[1], t[2], t[3]) for t in blocks if tuple(t) not in unchanged]


def own_words_serve(changed: Sequence[Box], boxes: Sequence[Box], text: str) -> bool:
    """Whether MuPDF's own words give the same words in each of ``boxes`` as the mended
    page does: no box in ``changed`` (the blocks the mending changed) meets one of
    ``boxes`` (edges touching count as meeting), and the page's ``text`` (MuPDF's
    own) holds no right-to-left script."""
    if RTL.search(text):
        return False
    return not any(
        c[0] <= b[2] and b[0] <= c[2] and c[1] <= b[3] and b[1] <= c[3]
        for c in changed
        for b in boxes
    )


__all__ = ["WordsNear", "changed_boxes", "own_words_serve"]
