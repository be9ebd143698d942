"""A page whose boxes are not one rectangle at the origin (the ``cropped`` style field),
as a layout tool exports a page with its bleed and slug: the ``MediaBox`` is larger
than the page and its origin is not 0,0, the ``CropBox`` is the printed page, and
printer's marks (crop marks, a slug line naming the job file, the date, the plate)
are drawn outside the ``CropBox``, where no viewer shows them; or the whole page is
moved (its ``MediaBox`` and ``CropBox`` start at an offset, the content translated by
``cm``)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rawpdf_corpus.runs import Line, Piece

SLUG = 36.0


@dataclass(frozen=True)
class Boxes:
    """A page's ``MediaBox`` and ``CropBox`` (x0 y0 x1 y1) and the ``cm`` shift of its
    content (0, 0: none)."""

    media: tuple[float, float, float, float]
    crop: tuple[float, float, float, float]
    shift: tuple[float, float]


def boxes(width: float, height: float, rng: random.Random) -> Boxes:
    """A slugged page (marks outside the crop) or a moved one, chosen by ``rng``."""
    if rng.random() < 0.5:
        return Boxes((-SLUG, -SLUG, width + SLUG, height + SLUG), (0, 0, width, height), (0, 0))
    dx, dy = rng.choice([(18.0, 18.0), (100.0, 200.0), (0.0, 396.0)])
    return Boxes((dx, dy, dx + width, dy + height), (dx, dy, dx + width, dy + height), (dx, dy))


def marks(width: float, height: float, face: str, rng: random.Random) -> tuple[list[Line], str]:
    """The slug's lines (outside the page, under and over it) and the crop marks (a
    stroke operator string) of a ``width`` by ``height`` page."""
    job = f"{rng.randrange(10000, 99999)}_proof_v{rng.randrange(1, 9)}.indd"
    day, month = rng.randrange(1, 28), rng.randrange(1, 12)
    stamp = f"{day:02d}/{month:02d}/2026 {rng.randrange(8, 19)}:{rng.randrange(10, 59)}"
    slug = Piece(f"{job} 1 {stamp}", face, 7.0)
    plate = Piece("Black Cyan Magenta Yellow", face, 7.0)
    lines = [Line(18.0, -SLUG / 2, (slug,)), Line(18.0, height + SLUG / 2, (plate,))]
    strokes = []
    for x in (0.0, width):
        for y in (0.0, height):
            out = -1 if y == 0 else 1
            strokes.append(f"{x:.1f} {y + out * 6:.1f} m {x:.1f} {y + out * 30:.1f} l")
            side = -1 if x == 0 else 1
            strokes.append(f"{x + side * 6:.1f} {y:.1f} m {x + side * 30:.1f} {y:.1f} l")
    return lines, "q 0.25 w " + " ".join(strokes) + " S Q"
