"""One paper's look: font families, sizes and spacing, drawn per paper."""

from __future__ import annotations

import random
from dataclasses import dataclass

from office_corpus.docx_parts import FAMILIES


@dataclass(frozen=True)
class Look:
    """The faces and sizes a style sets a paper in (each style picks which it uses)."""

    serif: str
    sans: str
    body_size: float
    title_size: float
    gap: float  # points after a body paragraph
    a4: bool


def draw_look(rng: random.Random) -> Look:
    """A random look: one serif and one sans family, a body size of 9–12 pt."""
    return Look(
        serif=rng.choice(FAMILIES["serif"]),
        sans=rng.choice(FAMILIES["sans"]),
        body_size=rng.choice([9.0, 10.0, 10.0, 10.5, 11.0, 12.0]),
        title_size=rng.choice([14.0, 16.0, 17.0, 18.0, 20.0, 22.0]),
        gap=rng.choice([0.0, 2.0, 4.0, 6.0]),
        a4=rng.random() < 0.5,
    )
