"""Scan defects the plain scans of :mod:`pdfgen.damage` do not make.

``draw(rng)`` picks one or two of :data:`DEFECTS` for a scanned paper; the builder
passes them to :func:`pdfgen.damage.scan`, which applies them page by page:

``jpeg``       the scan stored as a JPEG of low quality (15–35): blocky ringing
               around every letter, as office scanners' "compact" PDFs have
``lighting``   uneven lighting: the paper greyed and darkening towards one side,
               as a book's binding or a lamp leaves it (ink stays darker than paper)
``stamp``      a library or "received" stamp, boxed and turned a little, pressed in
               a margin of the first scanned page
``handwriting`` pen strokes and a short note scribbled in a margin
``spread``     the first scanned page scanned as a book's two-page spread: the page
               before it (the previous article's last page, here the paper's own last
               page) on the left of one landscape sheet, the paper's page on the right

Each defect is drawn from the paper's own seed, so a paper's text is as before.
"""

from __future__ import annotations

import random

import numpy as np
import pymupdf

DEFECTS = ("jpeg", "lighting", "stamp", "handwriting", "spread")

_STAMP_WORDS = (
    ("RECEIVED", "LIBRARY"),
    ("EINGEGANGEN", "BIBLIOTHEK"),
    ("ARCHIVE COPY", "DO NOT REMOVE"),
    ("ACCEPTED", "EDITORIAL OFFICE"),
)
_NOTES = ("see p. 12", "cf. Fig. 3!", "check ref", "ok", "wichtig", "compare 1998 study")
_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def generator(seed: int) -> random.Random:
    """The generator :func:`pdfgen.damage.scan` draws a paper's defects' details from
    (stamp, note, lighting, JPEG quality): not the one :func:`draw` chose them with
    (``f"defects:{seed}"``), whose first numbers would repeat the choice (a stamp
    drawn first was always "ARCHIVE COPY")."""
    return random.Random(f"scan-defects:{seed}")


def draw(rng: random.Random) -> tuple[str, ...]:
    """One or two defects (a spread only as one of them)."""
    first = rng.choice(DEFECTS)
    if rng.random() < 0.4:
        second = rng.choice([d for d in DEFECTS if d != first])
        return tuple(sorted((first, second)))
    return (first,)


def mark_page(page: pymupdf.Page, defects: tuple[str, ...], rng: random.Random) -> None:
    """Draw the stamp and the handwriting of ``defects`` into ``page`` (before it is
    rasterised), in its margins."""
    width, height = page.rect.width, page.rect.height
    if "stamp" in defects:
        top, bottom = _STAMP_WORDS[rng.randrange(len(_STAMP_WORDS))]
        date = f"{rng.randint(1, 28):02d} {rng.choice(_MONTHS)} {rng.randint(1975, 2019)}"
        x = rng.choice([width - 170.0, 20.0, width / 2 - 70.0])
        y = rng.choice([12.0, height - 62.0])
        box = pymupdf.Rect(x, y, x + 140, y + 50)
        turn = pymupdf.Matrix(rng.uniform(-6.0, 6.0))
        shade = rng.uniform(0.25, 0.55)
        colour = (shade, shade, shade + 0.1)
        morph = (box.tl + (box.br - box.tl) / 2, turn)
        page.draw_rect(box, color=colour, width=2.0, morph=morph)
        for text, dy, size in ((top, 16, 11.0), (date, 31, 10.0), (bottom, 45, 8.0)):
            page.insert_text(
                (x + 8, y + dy), text, fontsize=size, fontname="hebo", color=colour, morph=morph
            )
    if "handwriting" in defects:
        left = rng.random() < 0.5
        x = rng.uniform(6.0, 30.0) if left else width - rng.uniform(40.0, 64.0)
        y = rng.uniform(0.25, 0.7) * height
        colour = (0.15, 0.15, 0.35)
        shape = page.new_shape()
        for _ in range(rng.randint(2, 4)):
            start = pymupdf.Point(x + rng.uniform(-4, 4), y)
            end = pymupdf.Point(x + rng.uniform(-6, 6), y + rng.uniform(30, 90))
            shape.draw_bezier(
                start,
                start + pymupdf.Point(rng.uniform(-15, 15), rng.uniform(5, 20)),
                end + pymupdf.Point(rng.uniform(-15, 15), rng.uniform(-20, -5)),
                end,
            )
            y += rng.uniform(20, 60)
        shape.finish(color=colour, width=rng.uniform(0.8, 1.6))
        shape.commit()
        note = rng.choice(_NOTES)
        at = pymupdf.Point(x + (4 if left else -4), min(height - 20, y + 20))
        page.insert_text(
            at,
            note,
            fontsize=rng.uniform(8.0, 11.0),
            fontname="tiit",
            color=colour,
            morph=(at, pymupdf.Matrix(90 if left else -90)),
        )


def after_scan(samples: np.ndarray, defects: tuple[str, ...], rng: random.Random) -> np.ndarray:
    """``samples`` (a grey page image, rows by columns) with uneven lighting when
    ``defects`` asks for it."""
    if "lighting" not in defects:
        return samples
    height, width = samples.shape
    paper = rng.uniform(0.82, 0.94)  # the paper's grey where the light is best
    dark = rng.uniform(0.5, 0.68)  # how far the far side falls
    ramp = np.linspace(0.0, 1.0, width) ** rng.uniform(1.5, 3.0)
    if rng.random() < 0.5:
        ramp = ramp[::-1]
    light = paper - (paper - dark) * ramp
    fall = np.linspace(1.0, rng.uniform(0.9, 1.0), height)[:, None]
    out = samples.astype(np.float32) * light[None, :] * fall
    return np.clip(out, 0, 255).astype(np.uint8)


def jpeg_quality(defects: tuple[str, ...], rng: random.Random) -> int:
    """The JPEG quality a page is stored at (0: not as a JPEG)."""
    return rng.randint(15, 35) if "jpeg" in defects else 0
