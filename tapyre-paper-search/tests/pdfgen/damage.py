"""Broken text layers: pages as scans (images only) or scans under a garbage text layer.

``scan(doc, pages, dpi)`` replaces pages by images of themselves, as a
scanner would deliver them (grey, slightly noisy); ``garbage=True`` also lays
an invisible text layer of nonsense over the image, as PDFs with broken font
encodings or bad old OCR have.
"""

from __future__ import annotations

import random

import pymupdf

_SHIFT = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "defghijklmnopqrstuvwxyzabcDEFGHIJKLMNOPQRSTUVWXYZABC",
)
_GLYPHS = "ÿþ¦§¨©ª«¬®¯°±²³µ¶·¸¹º»¼½¾¿×÷"


def garble(text: str, rng: random.Random) -> str:
    """Text as a font without a usable Unicode map extracts: shifted letters or glyph soup."""
    if rng.random() < 0.5:
        return text.translate(_SHIFT)
    return "".join(rng.choice(_GLYPHS) if c.isalnum() else c for c in text)


def scan(
    doc: pymupdf.Document,
    pages: list[int],
    *,
    dpi: int = 150,
    garbage: bool = False,
    seed: int = 0,
    skew: float = 0.0,
) -> pymupdf.Document:
    """A copy of ``doc`` where ``pages`` (0-based) are images of themselves, turned by
    ``skew`` degrees (as a sheet lies askew on a scanner; the image is fitted into the
    page)."""
    rng = random.Random(seed)
    out = pymupdf.open()
    for number in range(doc.page_count):
        page = doc[number]
        if number not in pages:
            out.insert_pdf(doc, from_page=number, to_page=number)
            continue
        if skew:
            zoom = dpi / 72
            turned = pymupdf.Matrix(zoom, zoom).prerotate(skew)
            pix = page.get_pixmap(matrix=turned, colorspace=pymupdf.csGRAY, alpha=False)
        else:
            pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        samples = bytearray(pix.samples)
        for _ in range(len(samples) // 400):  # speckle, as scanners leave
            samples[rng.randrange(len(samples))] = rng.randrange(90, 200)
        noisy = pymupdf.Pixmap(pymupdf.csGRAY, pix.width, pix.height, bytes(samples), False)
        new = out.new_page(width=page.rect.width, height=page.rect.height)
        new.insert_image(new.rect, pixmap=noisy)
        if garbage:
            for block in page.get_text("dict")["blocks"]:
                for line in block.get("lines", ()):
                    text = "".join(s["text"] for s in line["spans"])
                    if not text.strip():
                        continue
                    size = line["spans"][0]["size"]
                    x0, _, _, y1 = line["bbox"]
                    new.insert_text(
                        (x0, y1 - size * 0.2), garble(text, rng), fontsize=size, render_mode=3
                    )
    out.set_metadata(doc.metadata or {})
    return out
