"""Browser-brief pages drawn with PyMuPDF for the front-matter tests (tidy61).

front46's web brief (an A4 page, DejaVu Serif lines at one left edge, the street trees'
title and four-row abstract) is the page that front59, front60 and front61 draw again
around their own rows: :func:`brief` is front46's page, :func:`notes_page` the page of
heading rows, the abstract with no heading, small rows under it and a numbered section,
:func:`headed_abstract` the abstract under a heading of its own, :func:`draw_rows` a run of
lines one step apart.  Each test file keeps its own page builders, which call these.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf

W, H, LEFT = 595.0, 842.0, 60.0
FONTS = "/usr/share/fonts/truetype/dejavu/"
FACES = {
    "": ("dv", "DejaVuSerif.ttf"),
    "i": ("dvi", "DejaVuSerif-Italic.ttf"),
    "b": ("dvb", "DejaVuSerif-Bold.ttf"),
}
TITLE = "Street trees and the summer heat of small towns"
ABSTRACT = [
    "Street trees cool the towns they shade, but how much they cool small towns in a",
    "hot summer is not known. We measured the air over paved streets with and without",
    "trees in twelve towns for three summers, and we compare the afternoon heat of",
    "both kinds of street with a simple model of shade and of evaporation from leaves.",
]
ABSTRACT_TEXT = " ".join(ABSTRACT)
BODY = [
    "Towns of fewer than twenty thousand people have received little attention in the",
    "study of urban heat, although many of them have lost their old trees in storms.",
]
BODY_LINE = "Towns of fewer than twenty thousand people have seen little study."
"""The one body line under a numbered section's heading."""

Head = tuple[float, str, float, str]
"""A line drawn where it stands: (baseline, text, size, face)."""


def draw_text(
    page: pymupdf.Page, y: float, line: str, size: float, face: str = "", *, x: float = LEFT
) -> None:
    """``line`` in DejaVu Serif of ``face`` ("", "i", "b") and ``size``, its baseline at
    ``y``, from ``x`` (the page's left edge unless given)."""
    name, file = FACES[face]
    page.insert_text((x, y), line, fontsize=size, fontname=name, fontfile=FONTS + file)


def new_page() -> tuple[pymupdf.Document, pymupdf.Page]:
    """A new document with one blank A4 page."""
    doc = pymupdf.open()
    return doc, doc.new_page(width=W, height=H)


def draw_rows(
    page: pymupdf.Page, y: float, lines: Sequence[str], size: float = 11, step: float = 15
) -> float:
    """``lines`` in roman type of ``size``, the first's baseline at ``y``, each ``step``
    under the one before; the baseline after the last (``y`` plus a step a line)."""
    for line in lines:
        draw_text(page, y, line, size)
        y += step
    return y


def brief(path: Path, meta: str, lede: list[str], closing: str) -> None:
    """A web brief (front46): the title, a grey ``meta`` line, the ``lede`` paragraph
    with no heading, the ``closing`` sentence in italic, then a numbered section."""
    doc, page = new_page()
    draw_text(page, 80, TITLE, 20, "b")
    y = 118.0
    if meta:
        draw_text(page, y, meta, 11)
        y += 30
    y = draw_rows(page, y, lede)
    if closing:
        draw_text(page, y + 14, closing, 11, "i")
        y += 14
    draw_text(page, y + 40, "1. Introduction", 14, "b")
    draw_rows(page, y + 62, BODY)
    doc.save(path)


def notes_page(
    path: Path,
    heads: Sequence[Head],
    top: float,
    notes: Sequence[str],
    *,
    gap: float,
    size: float,
    step: float,
    heading: tuple[str, float],
    below: tuple[float, float] = (25, 45),
) -> None:
    """A page of the ``heads``, the :data:`ABSTRACT` with no heading from ``top`` (11 pt,
    15 apart), the ``notes`` ``gap`` under it in ``size`` type ``step`` apart, then the
    bold ``heading`` (text, size) and :data:`BODY_LINE` ``below`` (two offsets) the
    notes' next step."""
    doc, page = new_page()
    for y, line, line_size, face in heads:
        draw_text(page, y, line, line_size, face)
    y = draw_rows(page, draw_rows(page, top, ABSTRACT) + gap, notes, size, step)
    draw_text(page, y + below[0], heading[0], heading[1], "b")
    draw_text(page, y + below[1], BODY_LINE, 11)
    doc.save(path)


def headed_abstract(
    page: pymupdf.Page,
    y: float,
    heading: str,
    size: float,
    *,
    face: str = "b",
    rows_size: float = 11,
    step: float = 15,
) -> None:
    """``heading`` (``size``, ``face``) at ``y`` and the :data:`ABSTRACT` from 20 under it
    (``rows_size`` type, ``step`` apart)."""
    draw_text(page, y, heading, size, face)
    draw_rows(page, y + 20, ABSTRACT, rows_size, step)
