"""Font objects of a raw PDF, as :class:`~rawpdf_corpus.fontkinds.FontKind` says.

:func:`write_font` writes one :class:`~rawpdf_corpus.fonts.Subset`: a simple font
(``/Type1``, its ``Differences`` encoding; not embedded, or its face's CFF program
embedded as ``FontFile3``/``Type1C``) or a composite one (``/Type0``, ``Identity-H``,
over a ``CIDFontType2`` with a TrueType ``FontFile2`` or a ``CIDFontType0`` with a CFF
``FontFile3``/``CIDFontType0C``; ``CIDToGIDMap /Identity``; the "ranges" fault: an
embedded CMap of one- and two-byte codes, :mod:`rawpdf_corpus.ranges`), with a
``ToUnicode`` map where the kind has one (the "pua" fault: into the private-use area,
:func:`rawpdf_corpus.bitmaps.pua`): ``bfchar`` entries, and for composite fonts
``bfrange`` runs (consecutive codes to consecutive characters, and a run holding a
ligature as an array of strings).  Each program is written once a document and shared
by the fonts using it.
"""

from __future__ import annotations

from itertools import groupby

import pymupdf

from rawpdf_corpus.bitmaps import pua
from rawpdf_corpus.fonts import LIGATURES, Fonts, Subset, glyph_name
from rawpdf_corpus.ranges import CODESPACE, cid_of, hex_digits, write_encoding

_CMAP_HEAD = (
    "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
    "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
)
_CMAP_TAIL = "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"


def write_font(doc: pymupdf.Document, fonts: Fonts, subset: Subset) -> int:
    """Write ``subset``'s font object (and its program, descriptor and map) into
    ``doc``; gives its xref."""
    kind = fonts.kind
    by_code = {code: piece for piece, code in subset.codes.items()}
    if not kind.composite:
        by_code.setdefault(32, " ")
    unicode = ""
    if kind.tounicode != "none":
        unicode = f" /ToUnicode {_write_cmap(doc, fonts, by_code)} 0 R"
    if kind.program == "type3":
        from rawpdf_corpus.type3 import write_type3

        return write_type3(doc, fonts, subset, by_code, unicode)
    base = f"{fonts.tag}+{subset.base}"
    descriptor = ""
    if kind.program != "none":
        descriptor = f" /FontDescriptor {_descriptor(doc, fonts, subset, base)} 0 R"
    xref = int(doc.get_new_xref())
    if kind.composite:
        child = int(doc.get_new_xref())
        cids = {c: c for c in by_code}
        encoding = "/Identity-H"
        if "ranges" in kind.faults:
            program = fonts.metrics("truetype" if kind.program == "truetype" else subset.face)
            cids = {c: cid_of(c, LIGATURES.get(p, p), program) for c, p in by_code.items()}
            encoding = f"{write_encoding(doc, cids)} 0 R"
        by_cid = {cids[c]: subset.widths[c] for c in by_code}
        widths = " ".join(f"{c} [{by_cid[c]:.0f}]" for c in sorted(by_cid))
        sub = "CIDFontType2" if kind.program == "truetype" else "CIDFontType0"
        doc.update_object(
            child,
            f"<< /Type /Font /Subtype /{sub} /BaseFont /{base} /CIDSystemInfo << /Registry "
            f"(Adobe) /Ordering (Identity) /Supplement 0 >>{descriptor} /DW 0 /W [{widths}] "
            "/CIDToGIDMap /Identity >>",
        )
        doc.update_object(
            xref,
            f"<< /Type /Font /Subtype /Type0 /BaseFont /{base} /Encoding {encoding} "
            f"/DescendantFonts [{child} 0 R]{unicode} >>",
        )
        return xref
    last = max(by_code)
    widths = " ".join(f"{subset.widths.get(c, 0):.0f}" for c in range(32, last + 1))
    names = " ".join(
        f"{c} /{glyph_name(piece, kind.names, c)}" for c, piece in sorted(by_code.items())
    )
    doc.update_object(
        xref,
        f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /FirstChar 32 /LastChar {last} "
        f"/Widths [{widths}] /Encoding << /Type /Encoding /Differences [{names}] >>"
        f"{descriptor}{unicode} >>",
    )
    return xref


def _program(doc: pymupdf.Document, fonts: Fonts, face: str) -> tuple[str, int]:
    """The ``FontFile`` key and stream xref of ``face``'s program (written once)."""
    kind = fonts.kind
    key = "truetype" if kind.program == "truetype" else face
    cache = fonts.programs
    if kind.program == "truetype":
        entry, sub = "FontFile2", ""
    else:
        entry = "FontFile3"
        sub = " /Subtype /CIDFontType0C" if kind.composite else " /Subtype /Type1C"
    if key not in cache:
        xref = int(doc.get_new_xref())
        doc.update_object(xref, f"<<{sub} >>")
        doc.update_stream(xref, fonts.metrics(key).buffer)
        cache[key] = xref
    return entry, cache[key]


def _descriptor(doc: pymupdf.Document, fonts: Fonts, subset: Subset, base: str) -> int:
    entry, program = _program(doc, fonts, subset.face)
    italic = -12 if "italic" in subset.face else 0
    xref = int(doc.get_new_xref())
    doc.update_object(
        xref,
        f"<< /Type /FontDescriptor /FontName /{base} /Flags {34 if 'serif' in subset.face else 32} "
        f"/FontBBox [-200 -250 1100 950] /ItalicAngle {italic} /Ascent 900 /Descent -220 "
        f"/CapHeight 700 /StemV 80 /{entry} {program} 0 R >>",
    )
    return xref


def _unicode(fonts: Fonts, piece: str) -> str:
    """The hex of the UTF-16 text ``piece``'s code maps to."""
    text = piece
    if len(piece) > 1 and fonts.kind.tounicode == "ligature":
        text = LIGATURES[piece]
    if "pua" in fonts.kind.faults:
        text = pua(text)
    return text.encode("utf-16-be").hex().upper()


def _write_cmap(doc: pymupdf.Document, fonts: Fonts, by_code: dict[int, str]) -> int:
    digits = 4 if fonts.kind.composite else 2
    entries = sorted(by_code.items())
    if "partial" in fonts.kind.faults:
        entries = [(c, p) for c, p in entries if len(p) == 1 and p.isascii() and not p.isdigit()]
    chars: list[str] = []
    ranges: list[str] = []
    ranged = "ranges" in fonts.kind.faults
    if fonts.kind.composite and not ranged:
        # runs of consecutive codes: a range where more than one code runs
        def run_key(item: tuple[int, tuple[int, str]]) -> int:
            return item[1][0] - item[0]

        for _, group in groupby(enumerate(entries), key=run_key):
            run = [item for _, item in group]
            if len(run) == 1:
                chars.append(f"<{run[0][0]:0{digits}X}> <{_unicode(fonts, run[0][1])}>")
                continue
            lo, hi = run[0][0], run[-1][0]
            targets = [_unicode(fonts, piece) for _, piece in run]
            steps = [int(t, 16) for t in targets if len(t) == 4]
            if len(steps) == len(run) and steps == list(range(steps[0], steps[0] + len(run))):
                ranges.append(f"<{lo:04X}> <{hi:04X}> <{targets[0]}>")
            else:
                ranges.append(f"<{lo:04X}> <{hi:04X}> [{' '.join(f'<{t}>' for t in targets)}]")
    else:
        chars = [f"<{c:0{_digits(c, ranged)}X}> <{_unicode(fonts, p)}>" for c, p in entries]
    body = ""
    for name, items in (("bfchar", chars), ("bfrange", ranges)):
        for at in range(0, len(items), 100):
            chunk = items[at : at + 100]
            body += f"{len(chunk)} begin{name}\n" + "\n".join(chunk) + f"\nend{name}\n"
    space = "<0000> <FFFF>" if digits == 4 else "<00> <FF>"
    spaces = CODESPACE if ranged else f"1 begincodespacerange\n{space}\nendcodespacerange\n"
    cmap = f"{_CMAP_HEAD}{spaces}{body}{_CMAP_TAIL}"
    xref = int(doc.get_new_xref())
    doc.update_object(xref, "<< >>")
    doc.update_stream(xref, cmap.encode("ascii"))
    return xref


def _digits(code: int, ranged: bool) -> int:
    """The hex digits a simple font's (2) or a "ranges" font's code is written with."""
    return hex_digits(code) if ranged else 2
