"""A ``Type3`` font object of a raw PDF (the "type3" font kind), as TeX's bitmap-font
drivers and some chart and layout tools write text: every code's glyph is a small
content stream of its own (``CharProcs``; here a filled box the glyph's width, as a
drawing, not a letter), the font's ``Differences`` name the glyphs by Adobe's list
and a ``ToUnicode`` map gives the text.  The glyph space is a thousandth of the text
space (``FontMatrix [0.001 0 0 0.001 0 0]``), so the widths are the base-14 face's.
With the "bitmap" fault each procedure paints the glyph's bitmap instead
(:mod:`rawpdf_corpus.bitmaps`)."""

from __future__ import annotations

import pymupdf

from rawpdf_corpus.bitmaps import glyph_procedure
from rawpdf_corpus.fonts import FACES, Fonts, Subset, glyph_name


def write_type3(
    doc: pymupdf.Document, fonts: Fonts, subset: Subset, by_code: dict[int, str], unicode: str
) -> int:
    """Write ``subset`` (codes ``by_code``) as a ``Type3`` font with ``unicode`` (the
    `` /ToUnicode N 0 R`` entry, or "") into ``doc``; gives the font's xref."""
    procs = []
    names = []
    for code, piece in sorted(by_code.items()):
        name = glyph_name(piece, fonts.kind.names, code)
        wide = subset.widths.get(code, 250.0)
        proc = int(doc.get_new_xref())
        doc.update_object(proc, "<< >>")
        box = f"{wide * 0.1:.0f} 0 {wide * 0.8:.0f} 650 re f" if piece.strip() else ""
        drawn = f"{wide:.0f} 0 0 -20 {wide:.0f} 700 d1\n{box}\n".encode("ascii")
        if "bitmap" in fonts.kind.faults:
            drawn = glyph_procedure(FACES[subset.face][0], piece, wide)
        doc.update_stream(proc, drawn)
        procs.append(f"/{name} {proc} 0 R")
        names.append(f"{code} /{name}")
    last = max(by_code)
    widths = " ".join(f"{subset.widths.get(c, 0):.0f}" for c in range(32, last + 1))
    xref = int(doc.get_new_xref())
    doc.update_object(
        xref,
        f"<< /Type /Font /Subtype /Type3 /Name /{subset.resource} /FontBBox [0 -250 1100 950] "
        f"/FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << {' '.join(procs)} >> "
        f"/Encoding << /Type /Encoding /Differences [{' '.join(names)}] >> /FirstChar 32 "
        f"/LastChar {last} /Widths [{widths}] /Resources << >>{unicode} >>",
    )
    return xref
