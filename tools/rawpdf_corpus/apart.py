"""A byline whose names are each their own text object, drawn out of order (the
``names-apart`` drawing order), as a layout tool writes a byline whose names were
placed one by one (a name a frame or a tagged span): each name, with its raised
marks and the comma or "and" after it, is one :class:`~rawpdf_corpus.runs.Line` at
the place it is printed, and the names are drawn in a random order."""

from __future__ import annotations

import random

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.orders import Block
from rawpdf_corpus.runs import Line, Piece, width

_SEPARATORS = (", ", ",", " and ", " and")


def name_units(line: Line, fonts: Fonts) -> list[Line]:
    """``line``'s names, each with its marks and the separator after it, as lines of
    their own placed where they print (a unit ends after a separator piece)."""
    units: list[list[Piece]] = [[]]
    for piece in line.pieces:
        units[-1].append(piece)
        if piece.text in _SEPARATORS:
            units.append([])
    out: list[Line] = []
    before: list[Piece] = []
    for unit in (u for u in units if u):
        alone = width(Line(0, 0, tuple(unit)), fonts)
        x = line.x + width(Line(0, 0, tuple(before + unit)), fonts) - alone
        out.append(Line(x, line.y, tuple(unit)))
        before += unit
    return out


def names_apart(blocks: list[Block], fonts: Fonts, rng: random.Random) -> list[Block]:
    """``blocks`` with the ``names`` block's lines cut into one line a name, the names
    shuffled (the other blocks as they are)."""
    out = []
    for block in blocks:
        if block.name != "names":
            out.append(block)
            continue
        units = [unit for line in block.lines for unit in name_units(line, fonts)]
        out.append(Block("names", tuple(rng.sample(units, len(units)))))
    return out
