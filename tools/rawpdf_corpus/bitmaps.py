"""Round 68's held-out font faults, as two producers no earlier round had write them.

"bitmap" (the ``type3-bitmap`` kind): a ``Type3`` font whose glyph procedures each
paint a bitmap of the glyph (an inline image mask, ``BI /IM true … EI``, its samples
hex-encoded), named /a0, /a1… by code and with no ``ToUnicode`` map, as old TeX
drivers (dvips with PK fonts) wrote a preprint's text: the page shows letters, its
text layer holds only codes, and only OCR reads it.  The bitmaps are the base-14
face's glyphs rendered by PyMuPDF at :data:`EM` pixels an em.

"pua" (the ``type0-pua`` kind): a composite font's ``ToUnicode`` map sends every
character below U+0100 to U+F000 plus its code (the private-use area), as a
symbol-encoded font's map is written by a word processor's export: the text layer
is all private-use characters.
"""

from __future__ import annotations

from functools import cache

import pymupdf

EM = 48  # bitmap pixels an em (1000 glyph units)
_PUA = 0xF000
_DEPTH = 0.25  # the bitmap reaches this much of an em under the baseline
_HIGH = 1.25  # and is this many ems high in all


def pua(text: str) -> str:
    """``text`` as a "pua" map gives it: each character below U+0100 moved to U+F000
    plus its code, others kept."""
    return "".join(chr(_PUA + ord(c)) if ord(c) < 0x100 else c for c in text)


@cache
def _bitmap(fontname: str, piece: str, advance: float) -> tuple[int, int, str]:
    """``piece`` (a character or a ligature's letters) in the base-14 ``fontname``
    rendered one bit a pixel: width and height in pixels and the samples' hex (1 where
    no ink, as an image mask with the default decode paints the 0 samples)."""
    wide = max(1, round(advance * EM / 1000)) + 2
    high = round(EM * _HIGH)
    doc = pymupdf.open()
    page = doc.new_page(width=wide, height=high)
    page.insert_text((1, high - EM * _DEPTH), piece, fontname=fontname, fontsize=EM)
    pix = page.get_pixmap(colorspace=pymupdf.csGRAY, alpha=False)
    doc.close()
    rows = []
    for y in range(pix.height):
        bits = "".join("1" if pix.pixel(x, y)[0] >= 128 else "0" for x in range(pix.width))
        bits += "1" * (-len(bits) % 8)
        rows.append("".join(f"{int(bits[i : i + 8], 2):02X}" for i in range(0, len(bits), 8)))
    return pix.width, pix.height, "".join(rows)


def glyph_procedure(fontname: str, piece: str, advance: float) -> bytes:
    """The content stream of ``piece``'s glyph procedure: its ``d1`` metrics and the
    bitmap painted over the glyph's box (glyph space: 1000 units an em)."""
    wide, high, samples = _bitmap(fontname, piece, advance)
    scale = 1000 / EM
    lower = -1000 * _DEPTH
    head = f"{advance:.0f} 0 0 {lower:.0f} {wide * scale:.0f} {lower + high * scale:.0f} d1\n"
    image = (
        f"q {wide * scale:.2f} 0 0 {high * scale:.2f} {-scale:.2f} {lower:.2f} cm\n"
        f"BI /IM true /W {wide} /H {high} /BPC 1 /F /AHx ID\n{samples}>\nEI\nQ\n"
    )
    return (head + (image if piece.strip() else "")).encode("ascii")
