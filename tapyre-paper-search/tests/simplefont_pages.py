"""A one-page PDF drawn in one simple font whose CFF program (PyMuPDF's Times) is
embedded under a ``Differences`` encoding the test names: how a subsetting tool writes
glyph names (``/g45``, ``/uni00660069``), with or without a ``ToUnicode`` map.  Shared by
the tests of fonts whose text MuPDF cannot map (producer61's garbage layer, producer63's
ligatures named by their letters' code points)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pymupdf

#: One line drawn: its type size, its baseline's y (PDF space, from the foot), its text.
DrawnLine = tuple[int, int, str]


def _to_unicode(doc: pymupdf.Document, codes: dict[str, int]) -> str:
    """A ``ToUnicode`` CMap of one ``bfchar`` a code, written to ``doc``: its key."""
    pairs = "\n".join(f"<{v:02X}> <{ord(c):04X}>" for c, v in codes.items())
    cmap = doc.get_new_xref()
    doc.update_object(cmap, "<< >>")
    doc.update_stream(
        cmap,
        (
            "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            "1 begincodespacerange\n<00> <FF>\nendcodespacerange\n"
            f"{len(codes)} beginbfchar\n{pairs}\nendbfchar\nendcmap\n"
            "CMapName currentdict /CMap defineresource pop\nend\nend\n"
        ).encode(),
    )
    return f" /ToUnicode {cmap} 0 R"


def simple_font_page(
    path: Path,
    lines: Sequence[DrawnLine],
    glyph_name: Callable[[str, int], str],
    width: Callable[[str, int], str],
    *,
    mapped: bool = False,
) -> Path:
    """``lines`` drawn on one page saved at ``path``: each character of theirs a code
    from 33 up (a space 32), named ``glyph_name(char, code)`` in the encoding's
    ``Differences``, ``width(char, code)`` its width (a code no character has: ``char``
    is a space); a ``ToUnicode`` map of every code where ``mapped``."""
    chars = sorted({c for _, _, text in lines for c in text})
    codes = {c: 33 + n for n, c in enumerate(chars) if c != " "} | {" ": 32}
    last = max(codes.values())
    names = " ".join(f"{code} /{glyph_name(c, code)}" for c, code in sorted(codes.items()))
    by_code = {v: c for c, v in codes.items()}
    widths = " ".join(width(by_code.get(k, " "), k) for k in range(32, last + 1))
    doc = pymupdf.open()
    page = doc.new_page()
    font = doc.get_new_xref()
    unicode = _to_unicode(doc, codes) if mapped else ""
    program = doc.get_new_xref()  # the face's CFF program embedded (FontFile3, Type1C)
    doc.update_object(program, "<< /Subtype /Type1C >>")
    doc.update_stream(program, pymupdf.Font("tiro").buffer)
    descriptor = doc.get_new_xref()
    doc.update_object(
        descriptor,
        "<< /Type /FontDescriptor /FontName /QWERTY+Times-Roman /Flags 34 /FontBBox "
        "[-200 -250 1100 950] /ItalicAngle 0 /Ascent 900 /Descent -220 /CapHeight 700 "
        f"/StemV 80 /FontFile3 {program} 0 R >>",
    )
    doc.update_object(
        font,
        f"<< /Type /Font /Subtype /Type1 /BaseFont /QWERTY+Times-Roman /FirstChar 32 "
        f"/LastChar {last} /Widths [{widths}] /FontDescriptor {descriptor} 0 R "
        f"/Encoding << /Type /Encoding /Differences [{names}] >>{unicode} >>",
    )
    ops = []
    for size, y, text in lines:
        hexed = "".join(f"{codes[c]:02X}" for c in text)
        ops.append(f"BT /F1 {size} Tf 72 {y} Td <{hexed}> Tj ET")
    content = doc.get_new_xref()
    doc.update_object(content, "<< >>")
    doc.update_stream(content, "\n".join(ops).encode())
    doc.xref_set_key(page.xref, "Contents", f"{content} 0 R")
    doc.xref_set_key(page.xref, "Resources", f"<< /Font << /F1 {font} 0 R >> >>")
    doc.save(path)
    return path
