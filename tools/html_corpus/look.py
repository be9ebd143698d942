"""One paper's look: font families, sizes, spacing and page, drawn per paper.

Every family is an installed system font (Chromium is given no web fonts and no
network), so the PDF's font names are those a reader meets in real prints.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

SERIF = ("Liberation Serif", "DejaVu Serif", "Caladea", "Latin Modern Roman", "Bitstream Charter")
SANS = ("Liberation Sans", "DejaVu Sans", "Carlito", "Latin Modern Sans")


@dataclass(frozen=True)
class Look:
    """The faces and sizes a style sets a paper in (each style picks which it uses)."""

    serif: str
    sans: str
    body_px: float  # CSS pixels (1 px = 0.75 pt in print)
    title_px: float
    line_height: float
    margin_mm: int
    a4: bool

    def family(self, kind: str) -> str:
        """A CSS font-family list for ``serif`` or ``sans``."""
        face = self.serif if kind == "serif" else self.sans
        return f'"{face}", {"serif" if kind == "serif" else "sans-serif"}'


def draw_look(rng: random.Random) -> Look:
    """A random look: one serif and one sans family, a body of 12–17 px."""
    return Look(
        serif=rng.choice(SERIF),
        sans=rng.choice(SANS),
        body_px=rng.choice([12.0, 13.0, 14.0, 14.0, 15.0, 16.0, 17.0]),
        title_px=rng.choice([22.0, 24.0, 26.0, 28.0, 32.0, 36.0]),
        line_height=rng.choice([1.2, 1.35, 1.5, 1.6]),
        margin_mm=rng.choice([12, 15, 20, 25]),
        a4=rng.random() < 0.5,
    )
