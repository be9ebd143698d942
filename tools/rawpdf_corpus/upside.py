"""A first page's foot line turned upside down (the ``upside`` style field): a
production note ("Manuscript received …; accepted …; version of record …") drawn
rotated by 180° (``Tm -1 0 0 -1``) along the page's foot, as an imposition tool's
turned slug is written inside the page."""

from __future__ import annotations

import random

from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.passes import spanned
from rawpdf_corpus.runs import Line, Piece, draw

_MONTHS = ("January", "March", "May", "July", "September", "November")


def turned_note(box: tuple[float, float], face: str, fonts: Fonts, rng: random.Random) -> list[str]:
    """The operators drawing the turned note along the foot of a page of size ``box``
    (word by word in ``/ActualText`` spans where the font kind has the "actualtext"
    fault)."""
    year = rng.randint(2015, 2023)
    text = (
        f"Manuscript received {rng.randint(1, 28)} {rng.choice(_MONTHS)} {year}; "
        f"accepted {rng.randint(1, 28)} {rng.choice(_MONTHS)} {year + 1}"
    )
    line = Line(0, 0, (Piece(text, face, 7.0),))
    if "actualtext" in fonts.kind.faults:  # words placed along the turned baseline
        return [_turned(op, box) for op in spanned(line, fonts, "tj", rng)]
    return [_turned(op, box) for op in draw(line, fonts, "tj", rng)]


def _turned(op: str, box: tuple[float, float]) -> str:
    """``op``, a ``Td`` placing a word at ``x`` along the note, as a turned ``Tm``."""
    if not op.endswith(" Td"):
        return op
    x = float(op.split(maxsplit=1)[0])
    return f"-1 0 0 -1 {box[0] - 40 - x:.2f} 22.00 Tm"
