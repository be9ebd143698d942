"""Front-matter variants drawn for the train split only, so that the held-out corpora
(and every paper of a corpus built with ``conventions=0``) are drawn as before.

:func:`train_variants` changes a layout that already has conventions
(:mod:`pdfgen.conventions`), with its own generator:

``subtitle-title``     the subtitle after a dash instead of a colon (an en or em dash
                       ending the title's last line, or opening the subtitle's first),
                       and set at 0.62–0.92 of the title's size instead of 0.78
``title-size-names``   the names on one or two lines in the title's size and weight
                       right under it, the affiliations small below (a convention of
                       its own, counted as a kind)
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from pdfgen.canvas import Canvas, Face, text_width, wrap

if TYPE_CHECKING:
    from pdfgen.corpus import Layout
    from pdfgen.front import Front

TITLE_SIZE_NAMES = "title-size-names"
_NAMES_SHARE = 0.15


def train_variants(layout: Layout, rng: random.Random) -> Layout:
    """``layout`` with the train-only variants drawn (see the module)."""
    if not layout.conventions or layout.damage:
        return layout
    changes: dict[str, object] = {}
    if "subtitle-title" in layout.conventions:
        changes.update(
            subtitle_dash=rng.choice(["", "", "–", "—"]),
            subtitle_dash_opens=rng.random() < 0.4,
            subtitle_scale=rng.uniform(0.62, 0.92),
        )
    if "caps-authors-marks" not in layout.conventions and rng.random() < _NAMES_SHARE:
        changes.update(
            conventions=(*layout.conventions, TITLE_SIZE_NAMES),
            author_mode="line-marks",
            author_count=min(layout.author_count, 5),
        )
    return replace(layout, **changes)  # type: ignore[arg-type]


def authors_title_size(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas,
    front: Front,
    rng: random.Random,
    y: float,
    size: float,
    face: Face,
    centred: bool,
) -> tuple[float, list[str]]:
    """The names in the title's ``size`` and ``face`` (one or two lines: a narrower
    measure when there are three names or more and a coin says so), "and" before the
    last or commas only; the affiliations centred (or flush left) below in small type."""
    names = list(front.authors)
    text = ", ".join(names)
    if len(names) > 1 and rng.random() < 0.6:
        text = ", ".join(names[:-1]) + " and " + names[-1]
    full = canvas.width - 2 * front.margin - 30
    width = full * 0.6 if len(names) >= 3 and rng.random() < 0.5 else full
    for line in wrap(text, face, size, width):
        x = (canvas.width - text_width(line, face, size)) / 2 if centred else front.margin
        canvas.text(x, y + size, line, face, size, "author")
        y += size * rng.uniform(1.2, 1.4)
    small = front.size * 0.85
    italic = front.face.styled(italic=True)
    y += 4
    for aff in front.affiliations:
        for line in wrap(aff.line(), italic, small, full):
            x = (canvas.width - text_width(line, italic, small)) / 2 if centred else front.margin
            canvas.text(x, y + small, line, italic, small, "affiliation")
            y += small * 1.3
    return y + 14, []
