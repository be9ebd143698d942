"""Round 48's first review (``review52``): glyphs48's short ``ToUnicode`` maps
(:mod:`~tapyre_paper_search.pdf.shortcmap`), on pages written with PyMuPDF.

* two font objects of a page with one base name: the spans could be either's; the
  second's U+FFFD was read by the first's gap of its width;
* a code the font's own map gives as U+FFFD, of a gap's width: read as the gap's letter.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

# glyphs48's shared name: two Type 1 font objects on one page, the first's ToUnicode map
# leaving out code 201 ("zetasf", read by its width), the second's naming it "gluon" (no
# letter: MuPDF gives U+FFFD, of the same width).
_SHORT_FONT = (
    "<< /Type /Font /Subtype /Type1 /BaseFont /{base} /FirstChar 32 /LastChar 201"
    " /Widths [{widths}] /Encoding << /Differences [201 /{glyph}] >> /ToUnicode {cmap} 0 R >>"
)
_SHORT_CMAP = (
    b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
    b"1 begincodespacerange <00> <FF> endcodespacerange\n"
    b"1 beginbfrange <20> <7E> <0020> endbfrange\n"
    b"endcmap CMapName currentdict /CMap defineresource pop end end\n"
)


def _two_fonts(path: Path, second_base: str) -> None:
    """The title in the first font ("Interferon-" and code 201), the body in the second
    (base font ``second_base``), each body line holding code 201 before "gluon"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    widths = " ".join(["556"] * (201 - 32) + ["470"])
    cmap = doc.get_new_xref()
    doc.update_object(cmap, "<< >>")
    doc.update_stream(cmap, _SHORT_CMAP)
    fonts = []
    for base, glyph in (("Helvetica", "zetasf"), (second_base, "gluon")):
        xref = doc.get_new_xref()
        font = _SHORT_FONT.format(base=base, widths=widths, glyph=glyph, cmap=cmap)
        doc.update_object(xref, font)
        fonts.append(xref)
    doc.xref_set_key(
        page.xref, "Resources", f"<< /Font << /F1 {fonts[0]} 0 R /F2 {fonts[1]} 0 R >> >>"
    )
    rows = [("F1", 22, 760, "Interferon-\\311 signalling in mice"), ("F2", 12, 690, "Jane Doe")]
    rows += [
        ("F2", 10, 650 - 14 * k, f"We study the \\311 gluon box of cells in line {k} here.")
        for k in range(20)
    ]
    body = "".join(f"BT /{f} {s} Tf 60 {y} Td ({t}) Tj ET\n" for f, s, y, t in rows)
    content = doc.get_new_xref()
    doc.update_object(content, "<< >>")
    doc.update_stream(content, body.encode())
    doc.xref_set_key(page.xref, "Contents", f"{content} 0 R")
    doc.save(path)


def test_a_font_sharing_a_base_name_is_not_read_by_the_others_gaps(tmp_path: Path) -> None:
    """The second font carries the first's base name: its spans could be either's, so
    no gap is read on the page (glyphs48 read its "gluon" as the first's ζ)."""
    path = tmp_path / "samename.pdf"
    _two_fonts(path, "Helvetica")
    text = extract_pdf(path).pages[0].text
    assert "\u03b6" not in text and "We study the gluon box of cells in line 0 here." in text


def test_control_a_font_of_another_base_name_is_read_as_before(tmp_path: Path) -> None:
    """Control: the second font named otherwise: the title's ζ read, the body's left."""
    path = tmp_path / "othername.pdf"
    _two_fonts(path, "Helvetica-Narrowish")
    found = extract_pdf(path)
    assert found.title == "Interferon-\u03b6 signalling in mice"
    assert found.pages[0].text.count("\u03b6") == 1


_FFFD_CMAP = _SHORT_CMAP.replace(
    b"endbfrange\n", b"endbfrange\n1 beginbfchar <CA> <FFFD> endbfchar\n"
)


def _own_replacement(path: Path, width: str) -> None:
    """One font: code 201 "zetasf" unmapped (470 wide) in the title, code 202 "gluon"
    mapped to U+FFFD by the font's own map (``width`` wide) in the body's lines."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    widths = " ".join(["556"] * (201 - 32) + ["470", width])
    cmap = doc.get_new_xref()
    doc.update_object(cmap, "<< >>")
    doc.update_stream(cmap, _FFFD_CMAP)
    font = doc.get_new_xref()
    spec = _SHORT_FONT.format(base="Helvetica", widths=widths, glyph="zetasf /gluon", cmap=cmap)
    doc.update_object(font, spec.replace("/LastChar 201", "/LastChar 202"))
    doc.xref_set_key(page.xref, "Resources", f"<< /Font << /F1 {font} 0 R >> >>")
    rows = [(22, 760, "Interferon-\\311 signalling in mice"), (12, 690, "Jane Doe")]
    rows += [
        (10, 650 - 14 * k, f"We study the \\312 gluon box in line {k} here.") for k in range(20)
    ]
    body = "".join(f"BT /F1 {s} Tf 60 {y} Td ({t}) Tj ET\n" for s, y, t in rows)
    content = doc.get_new_xref()
    doc.update_object(content, "<< >>")
    doc.update_stream(content, body.encode())
    doc.xref_set_key(page.xref, "Contents", f"{content} 0 R")
    doc.save(path)


def test_a_code_the_map_gives_as_a_replacement_is_not_read_by_width(tmp_path: Path) -> None:
    """The map's own U+FFFD, as wide as the gap: which is which cannot be told, so
    neither is read (glyphs48 read each "gluon" of the body as ζ)."""
    path = tmp_path / "own.pdf"
    _own_replacement(path, "470")
    text = extract_pdf(path).pages[0].text
    assert "\u03b6" not in text and "We study the gluon box in line 0 here." in text


def test_control_a_replacement_of_another_width_leaves_the_gap_read(tmp_path: Path) -> None:
    """Control: the map's U+FFFD 600 wide: the title's gap is read, the body's left."""
    path = tmp_path / "other.pdf"
    _own_replacement(path, "600")
    found = extract_pdf(path)
    assert found.title == "Interferon-\u03b6 signalling in mice"
    assert found.pages[0].text.count("\u03b6") == 1
