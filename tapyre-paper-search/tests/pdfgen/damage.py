"""Broken text layers: pages as scans (images only) or scans under a garbage text layer.

``scan(doc, pages, dpi)`` replaces pages by images of themselves, as a
scanner would deliver them (grey, slightly noisy); ``garbage=True`` also lays
an invisible text layer of nonsense over the image, as PDFs with broken font
encodings or bad old OCR have.  ``defects`` adds the scan defects of
:mod:`pdfgen.defects` (JPEG storage, uneven lighting, a stamp or handwriting in a
margin, a two-page spread); without them a scan is as it always was.
"""

from __future__ import annotations

import random

import numpy as np
import pymupdf

from pdfgen import defects as scan_defects

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
    defects: tuple[str, ...] = (),
) -> pymupdf.Document:
    """A copy of ``doc`` where ``pages`` (0-based) are images of themselves, turned by
    ``skew`` degrees (as a sheet lies askew on a scanner; the image is fitted into the
    page), with ``defects`` (:mod:`pdfgen.defects`; drawn from their own generator)."""
    rng = random.Random(seed)
    spoil = scan_defects.generator(seed)
    out = pymupdf.open()
    for number in range(doc.page_count):
        page = doc[number]
        if number not in pages:
            out.insert_pdf(doc, from_page=number, to_page=number)
            continue
        sheet = None
        if defects:
            sheet, page = _sheet(doc, number, number == pages[0], defects, spoil)
        if skew:
            zoom = dpi / 72
            turned = pymupdf.Matrix(zoom, zoom).prerotate(skew)
            pix = page.get_pixmap(matrix=turned, colorspace=pymupdf.csGRAY, alpha=False)
        else:
            pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        samples = bytearray(pix.samples)
        for _ in range(len(samples) // 400):  # speckle, as scanners leave
            samples[rng.randrange(len(samples))] = rng.randrange(90, 200)
        if defects:
            grey = np.frombuffer(bytes(samples), np.uint8).reshape(pix.height, pix.width)
            samples = bytearray(scan_defects.after_scan(grey, defects, spoil).tobytes())
        noisy = pymupdf.Pixmap(pymupdf.csGRAY, pix.width, pix.height, bytes(samples), False)
        new = out.new_page(width=page.rect.width, height=page.rect.height)
        quality = scan_defects.jpeg_quality(defects, spoil)
        if quality:
            new.insert_image(new.rect, stream=noisy.tobytes("jpg", jpg_quality=quality))
        else:
            new.insert_image(new.rect, pixmap=noisy)
        if sheet is not None:
            page = doc[number]  # the garbage layer below is the paper's own page's
        shift = new.rect.width - page.rect.width  # a spread: the page is the sheet's right
        if garbage:
            for block in page.get_text("dict")["blocks"]:
                for line in block.get("lines", ()):
                    text = "".join(s["text"] for s in line["spans"])
                    if not text.strip():
                        continue
                    size = line["spans"][0]["size"]
                    x0, _, _, y1 = line["bbox"]
                    new.insert_text(
                        (x0 + shift, y1 - size * 0.2),
                        garble(text, rng),
                        fontsize=size,
                        render_mode=3,
                    )
    out.set_metadata(doc.metadata or {})
    return out


def _sheet(
    doc: pymupdf.Document,
    number: int,
    first: bool,
    defects: tuple[str, ...],
    rng: random.Random,
) -> tuple[pymupdf.Document, pymupdf.Page]:
    """A one-page copy of page ``number`` to scan, with the stamp and handwriting of
    ``defects`` on the first scanned page and, for a spread, the page before it (the
    paper's last page stands in for the previous article's) on its left."""
    source = doc[number]
    width, height = source.rect.width, source.rect.height
    sheet = pymupdf.open()
    spread = first and "spread" in defects and doc.page_count > 1
    page = sheet.new_page(width=width * 2 if spread else width, height=height)
    right = pymupdf.Rect(width if spread else 0, 0, width * 2 if spread else width, height)
    if spread:
        page.show_pdf_page(pymupdf.Rect(0, 0, width, height), doc, doc.page_count - 1)
    page.show_pdf_page(right, doc, number)
    if first:
        scan_defects.mark_page(page, defects, rng)
    return sheet, page
