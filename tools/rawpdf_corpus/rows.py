"""A page's lines drawn with each row of columns in one text object (the
``rows-joined`` drawing order): where lines follow one another in the drawing order on
one baseline (the body's left and right column), they share one ``BT`` … ``ET``, each
placed by its own absolute ``Tm``, as tools that write a page line by line across its
columns draw them."""

from __future__ import annotations

import random
from itertools import groupby

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.runs import Line, draw


def joined_rows(lines: list[Line], fonts: Fonts, rng: random.Random) -> list[str]:
    """The operators drawing ``lines`` (in drawing order), consecutive lines on one
    baseline (within 0.5 pt) in one text object, each line a ``TJ`` line."""
    ops: list[str] = []
    for _, row in groupby(lines, key=lambda line: round(line.y * 2)):
        ops.append("BT")
        for line in row:
            drawn = draw(line, fonts, "tj", rng)  # BT, x y Td, the TJ arrays, ET
            ops += [f"1 0 0 1 {line.x:.2f} {line.y:.2f} Tm", *drawn[2:-1]]
        ops.append("ET")
    return ops
