"""A title set with a large initial (the ``initial`` style field), as magazine-like
layouts set an opening letter: the title's first letter drawn in type 1.7 times the
title's size on the title's first baseline, the rest of the line after it in the
title's size, so one word of the title is drawn in two sizes by two text runs."""

from __future__ import annotations

from dataclasses import replace

from rawpdf_corpus.orders import Block
from rawpdf_corpus.runs import Line

SCALE = 1.7


def with_initial(blocks: list[Block]) -> list[Block]:
    """``blocks`` with the ``title`` block's first line opening on a large initial."""
    out = []
    for block in blocks:
        if block.name != "title" or not block.lines or not block.lines[0].pieces:
            out.append(block)
            continue
        first = block.lines[0]
        head = first.pieces[0]
        letter = replace(head, text=head.text[0], size=head.size * SCALE)
        rest = (replace(head, text=head.text[1:]),) if head.text[1:] else ()
        pieces = (letter, *rest, *first.pieces[1:])
        out.append(Block("title", (Line(first.x, first.y, pieces, first.gap), *block.lines[1:])))
    return out
