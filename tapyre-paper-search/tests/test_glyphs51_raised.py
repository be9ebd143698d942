"""A fallback font's letter set raised beside its line put back in place (glyphs51).

As a word processor sets a superscript Greek letter its text font lacks: the line in
Times with a gap, the letter after it, smaller and raised, from another font (Droid
Sans Fallback, built into PyMuPDF), so that MuPDF reads it on a line of its own.  On
the base it is left there ("… in turn. α"), off its word.  Control, passing on both: a
raised "†" from the same font stays the raised-mark handling's (not glued to "Smith").
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_glyphs50_body import _paper as glyph_paper

_SIZE = 10.0
_LINES = [
    [("The constant k", "t"), ("α", "g"), (" was fitted to the slope of each curve.", "t")],
    [("Cells from Smith", "t"), ("†", "g"), (" were kept for the analysis of growth.", "t")],
]


def _line(page: pymupdf.Page, y: float, pieces: list[tuple[str, str]]) -> None:
    """One line of ``pieces`` ((text, "t" text font / "g" fallback font, raised)), the
    fallback font's pieces drawn after the line, at 0.7 of the size."""
    font = pymupdf.Font("cjk")
    x, later = 72.0, []
    for text, kind in pieces:
        if kind == "t":
            page.insert_text((x, y), text, fontname="tiro", fontsize=_SIZE)
            x += float(pymupdf.get_text_length(text, fontname="tiro", fontsize=_SIZE))
        else:
            later.append((x, text))
            x += float(font.text_length(text, fontsize=_SIZE * 0.7))
    for at, text in later:
        page.insert_text((at, y - 3.5), text, fontname="fb", fontsize=_SIZE * 0.7)


def _paper(path: Path) -> Path:
    return glyph_paper(path, _LINES, [], front=_LINES, line=_line)


def test_raised_fallback_letter_back_in_its_word_on_a_body_page(tmp_path: Path) -> None:
    text = extract_pdf(_paper(tmp_path / "b.pdf"), ocr=None).pages[2].text
    assert "The constant kα was fitted to the slope of each curve." in text


def test_raised_fallback_letter_back_in_the_abstract(tmp_path: Path) -> None:
    abstract = extract_pdf(_paper(tmp_path / "a.pdf"), ocr=None).abstract
    assert "The constant kα was fitted to the slope of each curve." in abstract


def test_raised_dagger_stays_a_mark(tmp_path: Path) -> None:
    """Control (passes on the base too)."""
    text = extract_pdf(_paper(tmp_path / "d.pdf"), ocr=None).pages[2].text
    assert "Cells from Smith were kept for the analysis of growth." in text
    assert "Smith†" not in text
