"""Drawing helpers shared by the designs: a page's fonts, paragraphs placed at a point,
boxes, logos, badges, line numbers and the body's columns."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Frame, Paragraph
from reportlab_corpus.fonts import FAMILIES, family_for

_ALIGN = {"left": TA_LEFT, "centre": TA_CENTER, "right": TA_RIGHT, "justify": TA_JUSTIFY}
_FACES = ("regular", "bold", "italic", "bolditalic")


def faces_of(family: str, texts: list[str]) -> tuple[str, dict[str, str]]:
    """The family used for ``texts`` (a fallback where ``family`` cannot show them) and
    its four registered font names by face."""
    used, regular = family_for(family, texts)
    if regular == FAMILIES[used][0]:
        return used, dict(zip(_FACES, FAMILIES[used], strict=True))
    return used, {face: f"{used}-{i}" for i, face in enumerate(_FACES)}


def orcid_icon() -> str:
    """A small green ORCID-like disc as a PNG (drawn once), for ``<img>`` in names."""
    path = Path(tempfile.gettempdir()) / "realpage_orcid.png"
    if not path.exists():
        from PIL import Image, ImageDraw

        image = Image.new("RGBA", (48, 48), (255, 255, 255, 0))
        draw = ImageDraw.Draw(image)
        draw.ellipse((2, 2, 46, 46), fill=(166, 206, 57, 255))
        draw.rectangle((14, 12, 18, 36), fill=(255, 255, 255, 255))
        draw.arc((20, 12, 38, 36), -90, 90, fill=(255, 255, 255, 255), width=4)
        image.save(path)
    return str(path)


@dataclass
class Kit:
    """One page being drawn: the canvas, the page's size and the family's faces."""

    canvas: Canvas
    width: float
    height: float
    faces: dict[str, str]
    extra: dict[str, object] = field(default_factory=dict)

    def style(
        self,
        size: float,
        face: str = "regular",
        align: str = "left",
        leading: float | None = None,
        color: colors.Color = colors.black,
        **more: float,
    ) -> ParagraphStyle:
        """A paragraph style in this family."""
        return ParagraphStyle(
            f"s{size}{face}{align}",
            fontName=self.faces[face],
            fontSize=size,
            leading=leading or size * 1.22,
            alignment=_ALIGN[align],
            textColor=color,
            **more,
        )

    def para(self, markup: str, x: float, top: float, width: float, style: ParagraphStyle) -> float:
        """Draw ``markup`` wrapped to ``width`` with its top at ``top``; its bottom."""
        paragraph = Paragraph(markup, style)
        _w, high = paragraph.wrapOn(self.canvas, width, self.height)
        paragraph.drawOn(self.canvas, x, top - high)
        return top - high

    def tall(self, markup: str, width: float, style: ParagraphStyle) -> float:
        """The height ``markup`` takes wrapped to ``width``."""
        return Paragraph(markup, style).wrap(width, self.height)[1]

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        face: str = "regular",
        *,
        align: str = "left",
        color: colors.Color = colors.black,
    ) -> None:
        """One line of plain ``text`` at baseline ``y`` (``x`` its left, centre or right)."""
        self.canvas.setFillColor(color)
        self.canvas.setFont(self.faces[face], size)
        draw = {
            "left": self.canvas.drawString,
            "centre": self.canvas.drawCentredString,
            "right": self.canvas.drawRightString,
        }[align]
        draw(x, y, text)
        self.canvas.setFillColor(colors.black)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: colors.Color | None = None,
        stroke: colors.Color | None = colors.black,
        width: float = 0.6,
    ) -> None:
        """A rectangle, filled and/or stroked."""
        canvas = self.canvas
        canvas.saveState()
        canvas.setLineWidth(width)
        if fill is not None:
            canvas.setFillColor(fill)
        if stroke is not None:
            canvas.setStrokeColor(stroke)
        canvas.rect(x, y, w, h, fill=fill is not None, stroke=stroke is not None)
        canvas.restoreState()

    def rule(self, x0: float, x1: float, y: float, width: float = 0.5) -> None:
        """A horizontal rule."""
        self.canvas.saveState()
        self.canvas.setLineWidth(width)
        self.canvas.line(x0, y, x1, y)
        self.canvas.restoreState()

    def logo(self, x: float, y: float, w: float, h: float, tint: colors.Color) -> None:
        """A publisher's or journal's logo as shapes only (a real one is an image: no text)."""
        canvas = self.canvas
        self.rect(x, y, w, h, fill=tint, stroke=None)
        canvas.saveState()
        canvas.setFillColor(colors.white)
        canvas.circle(x + w * 0.3, y + h * 0.5, min(w, h) * 0.28, fill=1, stroke=0)
        canvas.setFillColor(tint)
        canvas.circle(x + w * 0.3, y + h * 0.5, min(w, h) * 0.14, fill=1, stroke=0)
        canvas.setFillColor(colors.white)
        for row in range(3):
            canvas.rect(
                x + w * 0.58, y + h * (0.25 + 0.2 * row), w * 0.3, h * 0.08, fill=1, stroke=0
            )
        canvas.restoreState()

    def picture(self, x: float, y: float, w: float, h: float, seed: int) -> None:
        """A cover thumbnail or graphical abstract: coloured bands, no text."""
        shades = [colors.HexColor(c) for c in ("#4a7fb5", "#9cc3e6", "#e8b04a", "#6aa84f")]
        bands = 5
        for band in range(bands):
            tint = shades[(seed + band) % len(shades)]
            self.rect(x, y + h * band / bands, w, h / bands, fill=tint, stroke=None)
        self.rect(x, y, w, h, stroke=colors.grey)

    def badge(self, x: float, y: float, label: str, tint: colors.Color, size: float = 7.5) -> float:
        """A rounded label (e.g. "Open Access") with its left at ``x``; its width."""
        width = self.canvas.stringWidth(label, self.faces["bold"], size) + 14
        self.canvas.saveState()
        self.canvas.setFillColor(tint)
        self.canvas.roundRect(x, y - 3, width, size + 6, 3, fill=1, stroke=0)
        self.canvas.restoreState()
        self.text(x + 10, y, label, size, "bold", color=colors.white)
        self.canvas.saveState()
        self.canvas.setStrokeColor(colors.white)
        self.canvas.circle(x + 5, y + size * 0.35, 2, fill=0, stroke=1)
        self.canvas.restoreState()
        return width

    def numbers(self, x: float, top: float, bottom: float, leading: float, first: int = 1) -> int:
        """Line numbers down the margin at ``x`` (right-aligned), from ``top`` to
        ``bottom`` every ``leading``; the next number."""
        number, y = first, top
        while y > bottom:
            self.text(x, y, str(number), 6.5, color=colors.grey, align="right")
            number += 1
            y -= leading
        return number

    def stack_up(
        self, markups: list[str], x: float, bottom: float, width: float, style: ParagraphStyle
    ) -> float:
        """Draw ``markups`` one under another so that the last ends at ``bottom``; the
        first one's top."""
        top = bottom + sum(self.tall(m, width, style) + 2 for m in markups)
        y = top
        for markup in markups:
            y = self.para(markup, x, y, width, style) - 2
        return top

    def fill(self, flow: list[Flowable], frames: list[Frame]) -> list[Flowable]:
        """Pour ``flow`` into ``frames`` in turn, splitting a paragraph at a frame's
        foot; what did not fit."""
        rest = list(flow)
        for box in frames:
            while rest:
                if box.add(rest[0], self.canvas):
                    rest.pop(0)
                    continue
                parts = box.split(rest[0], self.canvas)
                if len(parts) < 2:
                    break
                rest[0:1] = parts
                if not box.add(rest[0], self.canvas):
                    break
                rest.pop(0)
                break
        return rest


def frame(x: float, bottom: float, width: float, top: float) -> Frame:
    """A frame without padding from ``bottom`` to ``top``."""
    return Frame(
        x,
        bottom,
        width,
        max(1.0, top - bottom),
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        showBoundary=0,
    )


def columns(
    left: float, right: float, bottom: float, top: float, count: int, *, gap: float = 14
) -> list[Frame]:
    """``count`` column frames between ``left`` and ``right``."""
    width = (right - left - gap * (count - 1)) / count
    return [frame(left + i * (width + gap), bottom, width, top) for i in range(count)]
