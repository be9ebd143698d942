"""Type 3 fonts like TeX's bitmap fonts, drawn with PyMuPDF (no TeX needed): glyphs are
boxes named ``/a`` + code, with no ``ToUnicode`` map, and text is shown in raw codes."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, BODY, Writer

_GLYPH = b"500 0 0 0 450 700 d1 0 0 450 700 re f"


def type3_font(
    doc: pymupdf.Document,
    codes: set[int],
    *,
    named: bool = False,
    name: str | None = "F38",
    widths: dict[int, int] | None = None,
) -> int:
    """A Type 3 font of boxes for ``codes``, glyphs named ``/a`` + code as pdfTeX names
    a bitmap font's (``named``: by a glyph name PyMuPDF knows, ``/fi``); its ``/Name``
    is ``name`` (``None``: none, as other producers write them); each glyph 500 units
    wide but for ``widths`` (code: thousandths of an em)."""
    procs = []
    names = []
    for code in sorted(codes):
        xref = doc.get_new_xref()
        doc.update_object(xref, "<<>>")
        doc.update_stream(xref, _GLYPH)
        glyph = "fi" if named and code == 0x1C else f"a{code}"
        procs.append(f"/{glyph} {xref} 0 R")
        names.append(f"{code} /{glyph}")
    font = doc.get_new_xref()
    advances = " ".join(str((widths or {}).get(code, 500)) for code in range(256))
    own_name = f" /Name /{name}" if name else ""
    doc.update_object(
        font,
        f"<< /Type /Font /Subtype /Type3{own_name} /FontBBox [0 0 500 700]"
        " /FontMatrix [0.001 0 0 0.001 0 0] /FirstChar 0 /LastChar 255"
        f" /Widths [{advances}] /CharProcs << {' '.join(procs)} >>"
        f" /Encoding << /Type /Encoding /Differences [{' '.join(names)}] >>"
        " /Resources << >> >>",
    )
    return font


def literal(raw: bytes) -> str:
    """``raw`` codes as a PDF string literal's body."""
    return "".join(chr(b) if 32 <= b < 127 and chr(b) not in "()\\" else f"\\{b:03o}" for b in raw)


def add_font(doc: pymupdf.Document, page: pymupdf.Page, font: int, *, inline: bool = False) -> None:
    """``font`` in ``page``'s resources as ``/F38`` (its dicts may be indirect objects;
    ``inline``: the font's dict written there, not a reference to it)."""
    ref = doc.xref_object(font, compressed=True) if inline else f"{font} 0 R"
    kind, value = doc.xref_get_key(page.xref, "Resources")
    if kind != "xref":
        doc.xref_set_key(page.xref, "Resources/Font/F38", ref)
        return
    resources = int(value.split()[0])
    kind, value = doc.xref_get_key(resources, "Font")
    if kind == "xref":
        doc.xref_set_key(int(value.split()[0]), "F38", ref)
    else:
        doc.xref_set_key(resources, "Font/F38", ref)


def show_codes(
    doc: pymupdf.Document, page: pymupdf.Page, rows: list[tuple[float, float, float, bytes]]
) -> None:
    """Adds to ``page``'s content each ``(x, y, size, codes)`` row set in ``/F38`` (``y``
    from the page's bottom, as PDF counts)."""
    text = "".join(
        f"BT /F38 {size} Tf {x} {y} Td ({literal(codes)}) Tj ET\n" for x, y, size, codes in rows
    )
    stream = doc.get_new_xref()
    doc.update_object(stream, "<<>>")
    doc.update_stream(stream, text.encode("latin-1"))
    kind, value = doc.xref_get_key(page.xref, "Contents")
    first = value.strip("[]") if kind != "null" else ""
    doc.xref_set_key(page.xref, "Contents", f"[{first} {stream} 0 R]".replace("[ ", "["))


def names_abstract_and_body(writer: Writer) -> None:
    """Names, an address, an abstract under its heading and a body filling the page, in
    Times, from ``writer``'s place down."""
    writer.line("Edward Chang and Avideh Zakhor", 11, centred=True)
    writer.line("Department of Physics, University of Tarnów, Poland", 9, centred=True)
    writer.space(12)
    writer.line("Abstract", 11, bold=True, centred=True)
    writer.paragraph(ABSTRACT, 9, x=100, width=395)
    writer.line("1 Introduction", 11, bold=True)
    while writer.y < 740:
        writer.paragraph(BODY, 10)


def with_type3_title(
    path: Path,
    rows: list[bytes],
    *,
    named: bool = False,
    inline: bool = False,
    name: str | None = "F38",
) -> Path:
    """A first page whose title ``rows`` (raw codes) are set at 20 pt in a Type 3
    font (``inline``: written into the page's resources; ``name``: its ``/Name``), then
    :func:`names_abstract_and_body`."""
    doc = pymupdf.open()
    page = doc.new_page()
    font = type3_font(doc, {b for row in rows for b in row}, named=named, name=name)
    writer = Writer(page)
    writer.space(30 * len(rows) + 20)
    names_abstract_and_body(writer)
    add_font(doc, page, font, inline=inline)
    show_codes(doc, page, [(60 + 10 * k, 740 - 30 * k, 20, row) for k, row in enumerate(rows)])
    doc.save(path)
    return path
