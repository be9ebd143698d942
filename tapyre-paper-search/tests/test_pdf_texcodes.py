"""Front matter of the latex18 corpus's failures (sans-serif font draws over train
classes and the rotated achemso and kluwer: ``tools/latex_corpus``), drawn with PyMuPDF
so no TeX is needed:

* a title set in one of TeX's bitmap fonts (pdfTeX's Type 3 font with glyphs named
  ``/a`` + code and no ``ToUnicode``, as when a font package lacks the title's
  series): its ligatures, quotes and dashes are TeX's codes below 32 (T1 or OT1) and
  its T1 letters above 127 are not Latin-1 ones;
* what that reading leaves alone: a Type 3 font with named glyphs, a span in an
  outline font;
* a byline "Name (address)" whose address, set in a larger typewriter face, made
  the line look like a title to the classifier.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf
import pytest
from layout_pages import ABSTRACT, BODY, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.barefonts import BareFonts
from tapyre_paper_search.pdf.lineclasses import AUTHOR, TITLE
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.texcodes import (
    MATH,
    OT1,
    SHARED,
    T1,
    decode,
    encoding_of,
    tables_of,
)
from tapyre_paper_search.pdf.titleaddress import addresses_as_names, holds_address
from type3_fonts import names_abstract_and_body, with_type3_title


@pytest.mark.parametrize(
    ("rows", "title"),
    [
        # T1 (Cork): fl, fi, ffi at 29, 28, 30; quotes at 16/17; en dash at 21; ’ at 39
        (
            [b"Quantum \x1ductuations in \x1crst-order", b"o\x1eces: \x10a\x11 1990\x152015"],
            "Quantum fluctuations in first-order offices: “a” 1990–2015",
        ),
        ([b"Alzheimer's disease in \x8a\xf3d\xb9"], "Alzheimer’s disease in Łódź"),
        # OT1 (Computer Modern): fi at 12, ffl at 15, en dash at "{"
        ([b"The \x0cnal ba\x0fing of 1990{2015 data"], "The final baffling of 1990–2015 data"),
        # OT1's æ œ ø Æ Œ Ø are T1's ligature codes; its accents go on the next letter
        (
            [b"\x1frsted's Bj\x1crn and the Encyclop\x1adia", b"of Mart\x13\x10nez, Poincar\x13e"],
            "Ørsted’s Bjørn and the Encyclopædia of Martínez, Poincaré",
        ),
    ],
)
def test_a_title_in_a_tex_bitmap_font_reads_in_its_encoding(
    tmp_path: Path, rows: list[bytes], title: str
) -> None:
    pdf = with_type3_title(tmp_path / "bitmap.pdf", rows)
    got = extract_pdf(pdf, ocr=None)
    assert got.title == title
    assert "Edward Chang" in got.authors


def test_named_glyphs_and_outline_fonts_are_left_as_pymupdf_reads_them(tmp_path: Path) -> None:
    pdf = with_type3_title(tmp_path / "named.pdf", [b"A \x1cne study of it's kind"], named=True)
    with pymupdf.open(pdf) as doc:
        assert BareFonts().on_page(doc, doc[0]) == frozenset()
    outline = [{"text": "it's \x1c", "font": "Times-Roman"}]
    assert tables_of(outline, frozenset({"F38"}), lambda span: span["text"]) == []


def test_the_encoding_follows_the_fonts_own_codes() -> None:
    assert encoding_of(["\x1crst", "plain"]) is T1
    assert encoding_of(["Vina\xb0"]) is T1
    assert encoding_of(["\x0cnal"]) is OT1
    assert encoding_of(["1990{2015"]) is OT1
    assert encoding_of(["\x10quoted\x11"]) is T1
    assert encoding_of(["it's plain"]) is SHARED
    assert "x{y".translate(SHARED) == "x{y"  # a brace stays a brace without OT1's evidence


def test_a_byline_with_its_address_in_larger_type_is_no_title(tmp_path: Path) -> None:
    """ "Peter Virnau (peter.virnau@…)": the address in a typewriter face larger than the
    name made the classifier take the byline for the title and drop the name."""
    doc = pymupdf.open()
    page = doc.new_page()
    writer = Writer(page)
    writer.space(20)
    writer.line("Intricate Knots in Proteins: Function and Evolution", 14.3, x=130)
    writer.space(24)
    y = writer.y + 12
    x = 130 + pymupdf.get_text_length("Peter Virnau (", "helv", 10)
    page.insert_text((130, y), "Peter Virnau (", fontsize=10, fontname="helv")
    page.insert_text((x, y), "peter.virnau@adelaide.ch", fontsize=10.9, fontname="helv")
    end = x + pymupdf.get_text_length("peter.virnau@adelaide.ch", "helv", 10.9)
    page.insert_text((end, y), ")", fontsize=10, fontname="helv")
    writer.y = y
    for name, place in (
        (None, "Center for Pharmacology, Institute for Advanced Study, Adelaide, Australia"),
        ("Leonid A. Mirny", "Center for Astronomy, Tartu Polytechnic, Tartu, Estonia"),
        ("Mehran Kardar", "Department of Physics, University of Tarnów, Poland"),
    ):
        if name:
            writer.space(4)
            writer.line(name, 10, x=130)
        writer.line(place, 8.2, italic=True, x=130)
    writer.space(14)
    writer.paragraph("Abstract. " + ABSTRACT * 3, 8.2, x=130, width=350)
    writer.space(30)
    writer.line("1. Introduction", 10, bold=True, x=260)
    while writer.y < 480:
        writer.paragraph(BODY, 10, x=130, width=350)
    pdf = tmp_path / "byline.pdf"
    doc.save(pdf)
    got = extract_pdf(pdf, ocr=None)
    assert got.title == "Intricate Knots in Proteins: Function and Evolution"
    assert got.authors[:3] == ("Peter Virnau", "Leonid A. Mirny", "Mehran Kardar")


def test_an_address_line_gives_its_title_vote_to_names() -> None:
    def line(text: str, y: float) -> Line:
        return Line(text, 12.0, False, False, False, 60.0, y, 400.0, y + 12, 0)

    lines = [line("A Study of Knots", 90), line("Ann Lee (ann.lee@uni.edu)", 120)]
    probs = np.array([[0.4, 0.6, 0.0, 0.0, 0.0], [0.0, 0.9, 0.1, 0.0, 0.0]])
    moved = addresses_as_names(lines, probs)
    assert moved[1, TITLE] == 0.0 and moved[1, AUTHOR] == pytest.approx(1.0)
    assert (moved[0] == probs[0]).all() and probs[1, TITLE] == 0.9  # a copy
    assert not holds_address(line("E-mail Spam Filtering at Scale", 90))


def test_ot1_letters_and_accents_are_not_read_as_t1() -> None:
    """OT1's æ œ ø Æ Œ Ø sit at T1's ligature codes (27-31), its accents at T1's quotes
    and dashes: the signs only one encoding gives decide, then the page's ligatures."""
    assert encoding_of(["Encyclop\x1adia of \x1frsted"]) is OT1  # æ: T1's dotless j
    assert encoding_of(["Mart\x13\x10nez"]) is OT1  # an acute over a dotless i
    assert encoding_of(["Na\x7f\x10ve"]) is OT1
    assert encoding_of(["on \x1frsted"]) is T1  # alone, a T1 ligature as before
    page = ["on \x1frsted", "we \x0cnd the \x0crst \x0dow of the \x0celd"]
    assert encoding_of(["on \x1frsted"], page) is OT1  # the page's ligatures are OT1's
    assert encoding_of(["A \x0eNote\x0f on \x1crst \x1dows"]) is T1  # ‹Note› in T1
    assert encoding_of(["\x0b"]) is MATH  # a math font's α touching no letter: α
    got = decode("Poincar\x13e, Na\x7f\x10ve, A\x15gao\x15glu 1990{2015", OT1)
    assert got == "Poincaré, Naïve, Ağaoğlu 1990–2015"
    assert decode("<Hola! >Qu\x13e?", OT1) == "¡Hola! ¿Qué?"
    assert decode("\x1crst \x10a\x11", T1) == "\ufb01rst “a”"


def test_a_type3_font_written_into_the_resources_is_left_alone(tmp_path: Path) -> None:
    """A font dict with no object of its own (xref 0) cannot be looked up: the page is
    read as PyMuPDF reads it, not lost."""
    rows = [b"Quantum \x1ductuations in \x1crst-order o\x1eces"]
    pdf = with_type3_title(tmp_path / "inline.pdf", rows, inline=True)
    got = extract_pdf(pdf, ocr=None)
    assert got.page_errors == () and "Edward Chang" in got.authors
    assert got.title.startswith("Quantum")


def test_a_title_may_hold_an_address(tmp_path: Path) -> None:
    """Only a byline's address (closing the line, after names or a label) bars a line
    from the title."""
    doc = pymupdf.open()
    page = doc.new_page()
    writer = Writer(page)
    writer.space(20)
    writer.line("Why abuse@example.com Gets So Much Spam", 18, bold=True, centred=True)
    writer.space(12)
    names_abstract_and_body(writer)
    pdf = tmp_path / "spam.pdf"
    doc.save(pdf)
    got = extract_pdf(pdf, ocr=None)
    assert got.title == "Why abuse@example.com Gets So Much Spam"
    assert got.authors == ("Edward Chang", "Avideh Zakhor")

    def line(text: str) -> Line:
        return Line(text, 12.0, False, False, False, 60.0, 90.0, 400.0, 102.0, 0)

    assert not holds_address(line("Spam Sent to postmaster@mit.edu:"))
    assert holds_address(line("Ann Lee, ann@uni.edu, Jan van Dijk (jan@tu.nl)"))
    assert holds_address(line("E-mail: ann.lee@uni.edu."))


class _StubDoc:
    """A document whose one Type 3 font has no ``ToUnicode`` and the ``encoding`` given."""

    def __init__(self, encoding: tuple[str, str], differences: tuple[str, str]) -> None:
        self.keys = {
            "ToUnicode": ("null", "null"),
            "Name": ("null", "null"),
            "Encoding": encoding,
            "Encoding/Differences": differences,
        }

    def xref_get_key(self, xref: int, key: str) -> tuple[str, str]:
        return self.keys[key]


class _StubPage:
    def get_fonts(self) -> list[tuple[object, ...]]:
        return [(5, "n/a", "Type3", "F1", "F1", "")]


def test_a_type3_font_without_differences_is_no_tex_bitmap_font() -> None:
    """A Type 3 font on a base encoding alone (or none) names no glyph ``/a`` + code:
    PyMuPDF reads it, and it is not read again in TeX's encodings."""
    page = _StubPage()
    base = _StubDoc(("dict", "<</BaseEncoding/WinAnsiEncoding>>"), ("null", "null"))
    assert BareFonts().on_page(base, page) == frozenset()
    bare = _StubDoc(("dict", "<</Differences[27/a27/a28]>>"), ("array", "[27/a27/a28]"))
    assert BareFonts().on_page(bare, page) == frozenset({"F1", "Type3 (5 0 R)"})
