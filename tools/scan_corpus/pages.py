"""One paper's first page remade as a damaged page of one kind (see :mod:`scan_corpus`).

Every kind is drawn from ``rng`` alone, so a seed gives the same corpus again.
"""

from __future__ import annotations

import io
import random
from typing import Any

import pymupdf
from PIL import Image, ImageDraw, ImageFilter

KINDS = ("scan", "scan-poor-ocr-layer", "outlines", "title-image")

# Letters poor OCR confuses, and what it reads for them.
_CONFUSED = {
    "e": "c",
    "c": "e",
    "l": "1",
    "i": "l",
    "o": "0",
    "h": "b",
    "a": "o",
    "n": "u",
    "m": "rn",
    "rn": "m",
    "t": "f",
    "s": "5",
}


def scan_image(page: Any, rng: random.Random) -> tuple[bytes, int]:
    """``page`` rendered, skewed, tinted, speckled and JPEG-stored: the image bytes and
    the resolution it was rendered at."""
    dpi = rng.choice((150, 200, 240, 300))
    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    grey = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    angle = rng.uniform(0.5, 3.0) * rng.choice((-1, 1))
    paper = rng.randint(205, 245)
    grey = grey.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    # paper tone: white pulled to the paper's grey, ink kept dark
    grey = grey.point(lambda v: int(v * paper / 255))
    draw = ImageDraw.Draw(grey)
    for _ in range(int(pix.width * pix.height / 4000)):
        x, y = rng.randrange(pix.width), rng.randrange(pix.height)
        r = rng.choice((0, 0, 1, 1, 2))
        draw.ellipse((x, y, x + r, y + r), fill=rng.randint(40, 150))
    if rng.random() < 0.5:
        grey = grey.filter(ImageFilter.GaussianBlur(0.6))
    if rng.random() < 0.5:  # yellowed: a colour scan of aged paper
        yellow = Image.merge(
            "RGB", (grey, grey.point(lambda v: int(v * 0.96)), grey.point(lambda v: int(v * 0.8)))
        )
        image: Image.Image = yellow
    else:
        image = grey
    out = io.BytesIO()
    image.save(out, "JPEG", quality=rng.randint(35, 75))
    return out.getvalue(), dpi


def _garbled(word: str, rng: random.Random, rate: float) -> str:
    """``word`` as poor OCR reads it: letters confused at ``rate`` a word."""
    if rng.random() >= rate:
        return word
    for _ in range(rng.randint(1, 2)):
        keys = [k for k in _CONFUSED if k in word]
        if not keys:
            break
        key = rng.choice(keys)
        word = word.replace(key, _CONFUSED[key], 1)
    return word


def poor_ocr_layer(out_page: Any, words: list[Any], rng: random.Random) -> None:
    """Write ``words`` (the source page's) on ``out_page`` as an invisible OCR layer of
    poor quality: lines left out, words garbled, the whole shifted off the picture."""
    rate = rng.uniform(0.35, 0.75)
    drop = rng.uniform(0.1, 0.3)
    dx, dy = rng.uniform(-6, 6), rng.uniform(-6, 6)
    lines: dict[tuple[int, int], list[Any]] = {}
    for word in words:
        lines.setdefault((word[5], word[6]), []).append(word)
    for row in lines.values():
        if rng.random() < drop:
            continue
        for x0, _y0, _x1, y1, text, *_ in row:
            height = max(4.0, (y1 - _y0) * 0.8)
            out_page.insert_text(
                (x0 + dx, y1 - height * 0.2 + dy),
                _garbled(text, rng, rate),
                fontsize=height,
                render_mode=3,
            )


def outlines_page(out: Any, source: Any) -> None:
    """Append ``source`` (a page) to ``out`` with its text drawn as filled outlines."""
    svg = source.get_svg_image(text_as_path=True)
    with pymupdf.open("svg", svg.encode()) as drawn:
        pdf = pymupdf.open("pdf", drawn.convert_to_pdf())
    page = out.new_page(width=source.rect.width, height=source.rect.height)
    page.show_pdf_page(page.rect, pdf, 0)


def title_rect(page: Any) -> Any:
    """The box of the page's largest type (the title's lines)."""
    spans = [
        (span["size"], pymupdf.Rect(line["bbox"]))
        for block in page.get_text("dict")["blocks"]
        for line in block.get("lines", ())
        for span in line["spans"]
        if span["text"].strip()
    ]
    top = max(size for size, _ in spans)
    rect = pymupdf.Rect()
    for size, box in spans:
        if size >= top - 0.5:
            rect |= box
    return pymupdf.Rect(rect.x0 - 4, rect.y0 - 4, rect.x1 + 4, rect.y1 + 4)


def title_image_page(out: Any, source_doc: Any, rng: random.Random) -> None:
    """Append the source's first page to ``out`` with its title block cut from the text
    layer and pasted back as a picture (grey, JPEG)."""
    out.insert_pdf(source_doc, from_page=0, to_page=0)
    page = out[-1]
    rect = title_rect(page)
    pix = page.get_pixmap(dpi=rng.choice((150, 200, 300)), clip=rect, colorspace=pymupdf.csGRAY)
    image = pix.tobytes("jpeg", jpg_quality=rng.randint(50, 85))
    page.add_redact_annot(rect)
    page.apply_redactions(images=pymupdf.PDF_REDACT_IMAGE_NONE)
    page.insert_image(rect, stream=image)


def remake(source_path: str, out_path: str, kind: str, rng: random.Random) -> None:
    """Write ``source_path`` to ``out_path`` with its first page remade as ``kind`` and
    at most one page after it (as typeset)."""
    with pymupdf.open(source_path) as source:
        out = pymupdf.open()
        first = source[0]
        if kind in ("scan", "scan-poor-ocr-layer"):
            image, _dpi = scan_image(first, rng)
            page = out.new_page(width=first.rect.width, height=first.rect.height)
            page.insert_image(page.rect, stream=image)
            if kind == "scan-poor-ocr-layer":
                poor_ocr_layer(page, first.get_text("words"), rng)
        elif kind == "outlines":
            outlines_page(out, first)
        else:
            title_image_page(out, source, rng)
        if source.page_count > 1:
            out.insert_pdf(source, from_page=1, to_page=1)
        out.set_metadata(source.metadata)
        out.save(out_path, garbage=3, deflate=True)
