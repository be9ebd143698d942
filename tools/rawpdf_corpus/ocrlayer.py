"""Round 68's held-out drawing order and text layers, as scanners' and OCR tools'
PDFs carry them:

``ocr-words`` (an order)  every word its own text object (``BT``, its font state, an
                          absolute ``Tm`` at the word's left edge, its glyphs, ``ET``),
                          in reading order, as an OCR tool writes a page's words from
                          their boxes;
``ocrlayer`` (a style)    page one carries a second, invisible copy of its text
                          (render mode 3), each line moved by the same small offset
                          (1.5 to 4 pt across, 1 to 3 pt down), as a scanner's hidden
                          OCR layer sits misaligned under a text layer added later:
                          "under" draws it before the page's text, "over" after it,
                          with about a fifth of its lines missing (OCR that skipped
                          them).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.runs import Line, draw, placed, word_starts

if TYPE_CHECKING:
    from rawpdf_corpus.orders import Block

HELDOUT = ("ocr-words",)
_MISSING = 0.2


def words_apart(line: Line, fonts: Fonts) -> list[str]:
    """``line`` drawn a word a text object (a word: glyphs with no gap between them in
    one font state), each placed by an absolute ``Tm``."""
    ops: list[str] = []
    word: list[str] = []
    state: list[str] = []
    for (x, now, code), opens in zip(placed(line, fonts), word_starts(line, fonts), strict=True):
        if word and (opens or now != state):
            ops += [*word, "ET"]
            word = []
        if not word:
            word = ["BT", *now, f"1 0 0 1 {x:.2f} {line.y:.2f} Tm"]
            state = now
        word.append(f"<{code}> Tj")
    return ops + ([*word, "ET"] if word else [])


def hidden_layer(lines: list[Line], fonts: Fonts, rng: random.Random, where: str) -> list[str]:
    """The operators of page one's hidden OCR copy (render mode 3, then back to 0):
    each of ``lines`` moved by one offset, drawn in one run; ``where`` "over" leaves
    about a fifth of the lines out."""
    dx = rng.choice([-1, 1]) * rng.uniform(1.5, 4.0)
    dy = -rng.uniform(1.0, 3.0)
    ops = ["3 Tr"]
    for line in lines:
        if where == "over" and rng.random() < _MISSING:
            continue
        ops += draw(replace(line, x=line.x + dx, y=line.y + dy), fonts, "tj", rng)
    return [*ops, "0 Tr"]


def with_hidden_layer(
    ops: list[str], blocks: Sequence[Block], fonts: Fonts, rng: random.Random, where: str
) -> list[str]:
    """Page one's operators ``ops`` with its blocks' :func:`hidden_layer` drawn before
    them (``where`` "under") or after them ("over"); ``ops`` alone where ``where`` is ""."""
    if not where:
        return ops
    copy = hidden_layer([line for b in blocks for line in b.lines], fonts, rng, where)
    return copy + ops if where == "under" else ops + copy
