"""TeX bitmap fonts (``pdf/texcodes.py``, ``pdf/texpage.py``), drawn with PyMuPDF's Type 3
fonts of ``type3_fonts`` (no TeX needed):

* a Greek letter set in a math bitmap font (cmmi: α at code 11, a font with no ligature
  of its own) reads as that letter, not as a lost control character ("α-gustducin");
* a T1 body page whose only odd codes are at 160-255 ("Stra\\xffe": ß at 255), before any
  page showed a bitmap font, is read in T1;
* a text font's em dash between letters is no Greek letter.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.texcodes import MATH, SHARED, T1, decode, encoding_of
from type3_fonts import add_font, names_abstract_and_body, show_codes, type3_font


def _front_page(doc: pymupdf.Document) -> None:
    writer = Writer(doc.new_page())
    writer.line("Disk-Based Storage for Scalable Video Streams", 18, bold=True, centred=True)
    writer.space(12)
    names_abstract_and_body(writer)


def test_a_greek_letter_in_a_math_bitmap_font_reads_as_the_letter(tmp_path: Path) -> None:
    doc = pymupdf.open()
    _front_page(doc)
    page = doc.new_page()
    page.insert_font(fontname="tiro")  # Times as /tiro in the page's resources
    font = type3_font(doc, {0x0B, 0x0C}, widths={0x0B: 639, 0x0C: 565})  # cmmi10's α, β
    add_font(doc, page, font)
    row = (
        "/tiro 10 Tf (The role of ) Tj /F38 10 Tf (\\013) Tj /tiro 10 Tf"
        " (-gustducin in taste cells, and of ) Tj /F38 10 Tf (\\014) Tj"
        " /tiro 10 Tf ( cells in the gut's wall.) Tj"
    )
    stream = "".join(f"BT 60 {760 - 20 * k} Td {row} ET\n" for k in range(30))
    xref = doc.get_new_xref()
    doc.update_object(xref, "<<>>")
    doc.update_stream(xref, stream.encode("latin-1"))
    doc.xref_set_key(page.xref, "Contents", f"{xref} 0 R")
    doc.save(tmp_path / "greek.pdf")
    got = extract_pdf(tmp_path / "greek.pdf", ocr=None)
    text = got.pages[1].text
    assert "The role of α-gustducin in taste cells, and of β cells in the gut" in text, text[:300]
    assert " -gustducin" not in text


def test_codes_below_32_read_as_greek_only_in_a_font_without_ligatures_or_words() -> None:
    assert encoding_of(["\x0b", "\x16"]) is MATH
    assert decode("\x0b\x16\x00", MATH) == "αμΓ"
    # a text font's em dash (T1's 22) between two words, or an accent over a letter,
    # is no Greek letter
    assert encoding_of(["word\x16word"]) is SHARED
    assert encoding_of(["caf\x13e"]) is SHARED
    # a text font with ligatures keeps its encoding
    assert encoding_of(["\x1crst \x1dow"]) is T1


def test_a_t1_body_page_with_only_latin_1_codes_is_read_in_t1(tmp_path: Path) -> None:
    """Before any page showed a bitmap font, a body page whose only codes T1 reads
    otherwise than Latin-1 are at 160-255 (ß at 255, ą at 161) is looked at too."""
    rows_text = (
        b"Die Stra\xffe von Gie\xffen ist gro\xff und sch\xf6n, sagen alle hier.",
        b"Der Weg nach Gda\xf1sk und Krak\xf3w f\xfchrt \xfcber Wroc\xaaaw zur See.",
    )
    doc = pymupdf.open()
    _front_page(doc)
    second = Writer(doc.new_page())
    while second.y < 740:
        second.paragraph("Plain body text set in Times, as the front pages are. " * 6, 10)
    body = doc.new_page()
    font = type3_font(doc, {c for row in rows_text for c in row})
    add_font(doc, body, font)
    show_codes(doc, body, [(60.0, 760.0 - 14 * k, 10.0, rows_text[k % 2]) for k in range(40)])
    doc.save(tmp_path / "t1.pdf")
    text = extract_pdf(tmp_path / "t1.pdf", ocr=None).pages[2].text
    assert "Die Straße von Gießen ist groß und schön" in text, text[:200]
    assert "Wrocław" in text and "ÿ" not in text
