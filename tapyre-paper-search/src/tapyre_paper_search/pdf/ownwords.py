"""A mended page's words: MuPDF's own for the blocks the mending left alone (speed62).

A page read again from its raw dict (:class:`~tapyre_paper_search.pdf.texpage.MendedPage`)
made its word list in Python, a loop over every character of the page (some 3 ms a
page against 0.4 ms for MuPDF's own ``extractWORDS``), though a page only marked and
spaced (raised exponents, a math letter's word space: no bare TeX font, no short
``ToUnicode`` map, no glyph line put back) changes a few blocks and knows which
(``MendedPage``'s changed blocks, as its block tuples do since speed57).  A block left
alone holds MuPDF's own characters, and the raw-dict words of such a block are MuPDF's
own words of it (``MendedPage.extractWORDS``' contract, checked on every page of the
five dump corpora in speed61), and a word never runs from one block into the next (each
word tuple names its block), so :func:`merged_words` takes MuPDF's words for those
blocks and makes only the changed blocks' words from the raw dict, in the raw dict's
block order (MuPDF's own).  Right-to-left script carries its direction from one block
into the next in MuPDF's split, so a page whose words hold any is left to the caller's
full reading (:func:`serves`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.rtlscript import RTL

Word = tuple[float, float, float, float, str, int, int, int]


def serves(text: str) -> bool:
    """Whether MuPDF's words of a page whose block tuples' text is ``text`` may stand
    for its blocks left alone: no character is right-to-left script (whose direction
    runs on across blocks, a character of no area too)."""
    return RTL.search(text) is None


def merged_words(
    blocks: Iterable[Mapping[str, Any]],
    changed: Collection[int],
    own: Sequence[Word],
    made: Callable[[Collection[int]], list[Word]],
) -> list[Word] | None:
    """The words of a mended raw dict's ``blocks`` in their order: for each text block
    whose ``id`` is in ``changed``, its words as ``made`` gives them (``made`` is asked
    once, with those blocks' numbers); for every other one, its words in MuPDF's own
    word list ``own`` of the same text page (each word's block number is its sixth
    field), in MuPDF's order.  ``None`` where two text blocks share a number or a word
    of ``own`` names no text block (the words cannot be told apart by block)."""
    text_blocks = [b for b in blocks if b.get("type", 0) == 0]
    if len({int(b.get("number", 0)) for b in text_blocks}) != len(text_blocks):
        return None
    numbers = {int(b.get("number", 0)) for b in text_blocks if id(b) in changed}
    by_block: dict[int, list[Word]] = {}
    for word in made(numbers) if numbers else ():
        by_block.setdefault(word[5], []).append(word)
    for word in own:
        if word[5] not in numbers:
            by_block.setdefault(word[5], []).append(word)
    out: list[Word] = []
    for block in text_blocks:
        out.extend(by_block.pop(int(block.get("number", 0)), ()))
    return None if by_block else out


__all__ = ["Word", "merged_words", "serves"]
