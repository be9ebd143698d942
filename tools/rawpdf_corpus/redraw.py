"""A first page written as two content streams, the second drawing the header and the
title again at their places (the ``redraw`` style field), as a tool that stamps a
page's head on after the page was made writes it: the text is drawn twice, exactly
over itself."""

from __future__ import annotations

import random

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.orders import Block
from rawpdf_corpus.passes import spanned
from rawpdf_corpus.runs import draw

REDRAWN = ("header", "title")


def second_stream(blocks: list[Block], fonts: Fonts, rng: random.Random) -> bytes:
    """The second content stream: the header's and the title's lines drawn again (each
    in an ``/ActualText`` span where the font kind has the "actualtext" fault)."""
    spans = "actualtext" in fonts.kind.faults
    ops: list[str] = []
    for line in (ln for block in blocks if block.name in REDRAWN for ln in block.lines):
        ops += spanned(line, fonts, "tj", rng) if spans else draw(line, fonts, "tj", rng)
    return ("q\n" + "\n".join(ops) + "\nQ\n").encode("ascii")
