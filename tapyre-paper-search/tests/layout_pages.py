"""A first page written line by line from the top down (PyMuPDF, base-14 Times), for
front-matter layouts that are easier to state than to draw with ``pdfgen``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pymupdf

ABSTRACT = (
    "We study how a video server stores scalable video on disks so that clients with "
    "different bandwidths are served at once. Layers of each stream are placed on the disks "
    "by their access rates, and requests are scheduled in rounds. Simulations with real "
    "traces show that the placement doubles the number of streams served at the same "
    "start-up delay, while the buffer needed grows only slowly with the load."
)
BODY = (
    "Studies of this kind have a long history in the field and many groups have worked on "
    "the problem from different angles over the last decades. We build on their results and "
    "extend them in three ways that we describe in the following sections of this paper. "
) * 2
AUTHORS = ("Edward Chang", "Avideh Zakhor", "Priya Raman")
TITLE = "Disk-Based Storage for Scalable Video Streams"
_FONTS = {
    (False, False): "tiro",
    (True, False): "tibo",
    (False, True): "tiit",
    (True, True): "tibi",
}


class Writer:
    """Writes lines down a page: each line one step (``size`` × 1.25) below the last."""

    def __init__(self, page: pymupdf.Page) -> None:
        self.page = page
        self.y = 70.0

    def line(
        self,
        text: str,
        size: float = 10,
        *,
        bold: bool = False,
        italic: bool = False,
        centred: bool = False,
        x: float = 60,
    ) -> None:
        font = _FONTS[bold, italic]
        if centred:
            x = (self.page.rect.width - pymupdf.get_text_length(text, font, size)) / 2
        self.y += size * 1.25
        self.page.insert_text((x, self.y), text, fontsize=size, fontname=font)

    def paragraph(
        self,
        text: str,
        size: float = 10,
        *,
        bold: bool = False,
        after: float = 6,
        x: float = 60,
        width: float = 475,
    ) -> None:
        """``text`` wrapped to ``width`` points from ``x``, then ``after`` points of space."""
        font, words, current = _FONTS[bold, False], text.split(), ""
        for word in words:
            longer = f"{current} {word}".strip()
            if current and pymupdf.get_text_length(longer, font, size) > width:
                self.line(current, size, bold=bold, x=x)
                current = word
            else:
                current = longer
        if current:
            self.line(current, size, bold=bold, x=x)
        self.y += after

    def space(self, points: float) -> None:
        self.y += points


def byline_front(names: tuple[str, ...], affiliation: str, font: str) -> Callable[[Writer], None]:
    """A first page's front matter: a centred 17-pt title, ``names`` on one line in
    ``font`` ("A, B and C"), ``affiliation`` under them, then "Abstract" and its text."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        byline = ", ".join(names[:-1]) + " and " + names[-1]
        page.page.insert_text((72, page.y + 14), byline, fontsize=11, fontname=font)
        page.y += 18
        page.line(affiliation, 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
"""DejaVu Serif: base-14 fonts lack letters of many names ("ð", "ğ", "ŋ")."""


def dejavu_front(lines: tuple[str, ...], place: str = "") -> Callable[[Writer], None]:
    """A first page's front matter: a centred 17-pt title, ``lines`` drawn in DejaVu Serif
    11 pt flush left, ``place`` (if any) under them in 9 pt, then "Abstract" and its text."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        for text in lines:
            page.y += 14
            page.page.insert_text((72, page.y), text, fontsize=11, fontname="dv", fontfile=DEJAVU)
        if place:
            page.y += 4
            page.line(place, 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


CARD_TITLE = "Quasi-Quartet Crystal Field Ground States in a Tetragonal Crystal"
CARD_CENTRES = (130.0, 297.5, 465.0)
"""The middles (points) of the three author cards' columns across an A4 page."""


def card_front(cards: Sequence[Sequence[tuple[str, float]]]) -> Callable[[Writer], None]:
    """A first page's front matter: a centred 16-pt title across the page, three author
    cards under it (each a column of ``(text, size)`` lines centred in base-14 Times on
    its :data:`CARD_CENTRES`), then "ABSTRACT" and its text under the longest card."""

    def front(page: Writer) -> None:
        page.line(CARD_TITLE, 16, bold=True, centred=True)
        page.space(10)
        top = page.y
        bottoms = []
        for centre, rows in zip(CARD_CENTRES, cards, strict=True):
            y = top
            for text, size in rows:
                y += size * 1.25
                x = centre - pymupdf.get_text_length(text, "tiro", size) / 2
                page.page.insert_text((x, y), text, fontsize=size, fontname="tiro")
            bottoms.append(y)
        page.y = max(bottoms) + 14
        page.line("ABSTRACT", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


def write_page(path: Path, front: Callable[[Writer], None], *, body: bool = True) -> Path:
    """A two-page paper: ``front`` draws the front matter, then an "1 Introduction"
    section fills the rest of page 1 and a "2 Methods" section page 2."""
    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=595, height=842))
    front(writer)
    if body:
        writer.space(8)
        writer.line("1 Introduction", 12, bold=True)
        writer.space(4)
        while writer.y < 700:
            writer.paragraph(BODY)
    second = Writer(doc.new_page(width=595, height=842))
    second.line("2 Methods", 12, bold=True)
    while second.y < 700:
        second.paragraph(BODY)
    doc.save(path)
    return path


def wrapped(text: str, size: float, width: float) -> list[str]:
    """``text`` cut into lines of at most ``width`` points in base-14 Times at ``size``."""
    lines, current = [], ""
    for word in text.split():
        longer = f"{current} {word}".strip()
        if current and pymupdf.get_text_length(longer, "tiro", size) > width:
            lines.append(current)
            current = word
        else:
            current = longer
    return [*lines, current] if current else lines


def draw_rows(
    page: pymupdf.Page,
    x: float,
    top: float,
    rows: Sequence[str],
    *,
    size: float = 10.0,
    step: float = 12.0,
    font: str = "tiro",
) -> float:
    """``rows`` written at ``x`` on ``page`` in the base-14 ``font``, the first's baseline
    at ``top`` and each next one ``step`` lower; gives the baseline a next row would take."""
    y = top
    for row in rows:
        page.insert_text((x, y), row, fontsize=size, fontname=font)
        y += step
    return y
