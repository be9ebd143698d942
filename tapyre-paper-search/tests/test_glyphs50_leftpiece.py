"""A glyph line whose host MuPDF broke at the glyph's gap, the piece before it
shorter than a host line (glyphs50): "An" / "αβ" / " T cell receptor …" is read
"An αβ T cell receptor …", not "An" apart from the rest.

The pages are written as test_glyphs49's are (its page builder: the text font's
pieces first with gaps, the fallback letters after them).  Controls: a piece
one character long before a glyph already read right stays right; a short
piece of another font is not joined.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from test_glyphs49 import _fallback, _lines, _page


def test_short_left_piece_joined_through_the_glyph(tmp_path: Path) -> None:
    path = _page(
        tmp_path / "t.pdf",
        [("An ", "t"), ("αβ", "f"), (" T cell receptor drives thymic selection", "t")],
    )
    assert _lines(path)[0] == "An αβ T cell receptor drives thymic selection"


def test_control_one_letter_piece_before_the_glyph_as_before(tmp_path: Path) -> None:
    path = _page(
        tmp_path / "t.pdf",
        [("A ", "t"), ("β", "f"), ("-cell lineage drives insulin secretion", "t")],
    )
    assert _lines(path)[0] == "A β-cell lineage drives insulin secretion"


def test_control_short_piece_of_another_font_not_joined(tmp_path: Path) -> None:
    """Control: a short bold label before the glyph is no piece of the host line."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_font(fontname="fb", fontbuffer=_fallback().buffer)
    page.insert_text((72, 100), "(a)", fontname="tibo", fontsize=12)
    gap = 72 + float(pymupdf.get_text_length("(a) ", fontname="tibo", fontsize=12))
    page.insert_text((gap + 12, 100), "-cells of the islets", fontname="tiro", fontsize=12)
    page.insert_text((gap, 100), "β", fontname="fb", fontsize=12)
    path = tmp_path / "c.pdf"
    doc.save(path)
    assert _lines(path) == ["(a)", "-cells of the islets", "β"]  # as on the base
