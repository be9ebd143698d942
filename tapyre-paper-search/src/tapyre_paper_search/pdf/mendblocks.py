"""A mended page's block tuples, MuPDF's own where the mending left a block alone (speed57).

:class:`~tapyre_paper_search.pdf.texpage.MendedPage` reads a page from its raw dict
and gives its ``extractBLOCKS`` tuples ``(x0, y0, x1, y1, text, number, type)`` made
in Python from the characters (:func:`block_tuple`: each line's text and a line
break, none after a line that ends in one or whose characters have no area; the box
around the characters with an area).  Made from a raw dict nothing changed, these
are the tuples MuPDF's own ``extractBLOCKS`` gives for the same text page (every page
of the papers, papers-hard and the three guard corpora, 547 pages: the same lists).
Most mended body pages change a few lines (a raised exponent marked, a math letter's
space put in), so :func:`mended_blocks` takes MuPDF's tuple, by block number, for each
block the mending did not change, and makes only the changed ones: the same list,
without a Python walk over every character of the page.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from tapyre_paper_search.pdf.boxes import union

BlockTuple = tuple[Any, ...]
"""``(x0, y0, x1, y1, text, number, type)``, as PyMuPDF's ``extractBLOCKS`` gives one."""


def block_tuple(block: Mapping[str, Any]) -> BlockTuple | None:
    """The block tuple of a raw dict's text ``block`` (spans with ``chars``), as MuPDF
    makes it; ``None`` where no character of it has an area (MuPDF gives none)."""
    parts: list[str] = []
    boxes: list[Any] = []
    last = ""
    for line in block.get("lines", ()):
        chars = [c for span in line.get("spans", ()) for c in span.get("chars", ())]
        parts.extend(c.get("c", "") for c in chars)
        last = chars[-1].get("c", "") if chars else last
        line_boxes = area_boxes(chars)
        if last != "\n" and line_boxes:
            parts.append("\n")
        boxes += line_boxes
    if not boxes:
        return None
    x0, y0, x1, y1 = union(boxes)
    return (x0, y0, x1, y1, "".join(parts), block.get("number", 0), 0)


def area_boxes(chars: Sequence[Mapping[str, Any]]) -> list[Any]:
    """The boxes of ``chars`` that have an area (neither edge reversed nor zero), in
    order: one comprehension, no call a character (speed54)."""
    return [b for c in chars for b in (c["bbox"],) if not (b[0] >= b[2] or b[1] >= b[3])]


def mended_blocks(
    raw: Mapping[str, Any],
    changed: Collection[int] | None,
    own: Callable[[], Sequence[BlockTuple]],
) -> list[BlockTuple]:
    """The block tuples of the mended raw dict ``raw``: :func:`block_tuple` of each text
    block whose ``id`` is in ``changed``, and of every one where ``changed`` is ``None``
    (the mending may have changed any: a bare TeX font read, a short map's letters, a
    glyph line spliced); MuPDF's own tuple (``own()``: the text page's
    ``extractBLOCKS``, asked only then) for each other, by its block number.  Every
    block is made here where MuPDF's tuples do not each carry a block number of their
    own."""
    blocks = [b for b in raw.get("blocks", ()) if b.get("type", 0) == 0]
    given: dict[Any, BlockTuple] = {}
    if changed is not None and len(changed) < len(blocks):
        tuples = own()
        by_number = {t[5]: t for t in tuples}
        if len(by_number) == len(tuples):
            given = by_number
    alone = changed if changed is not None else ()
    out: list[BlockTuple] = []
    for block in blocks:
        if given and id(block) not in alone:
            made = given.get(block.get("number", 0))
        else:
            made = block_tuple(block)
        if made is not None:
            out.append(made)
    return out


__all__ = ["BlockTuple", "area_boxes", "block_tuple", "mended_blocks"]
