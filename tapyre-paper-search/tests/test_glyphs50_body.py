"""Fallback-font glyphs put back into their lines on body pages and in the
references list (glyphs50): pages read from MuPDF's block and word lists.

Each glyph is drawn as a word processor draws a character its text font lacks:
the line in the text font with a gap, the character after it from another font
(Droid Sans Fallback, built into PyMuPDF), so that MuPDF reads it on a line of
its own.  The front pages (the first two) already splice them (glyphs49); here
the glyph stands on the fourth page (body text) and in a references entry.
Controls: a bullet before its item stays apart; a body page with no glyph reads
as before.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_TEXT = "tiro"
_SIZE = 10.0
_FILLER = "Plain body text of the study, set in one column, line after line."


def _line(page: pymupdf.Page, y: float, pieces: list[tuple[str, str]]) -> None:
    """One line of ``pieces`` ((text, "t" text font / "f" fallback font)), the
    fallback font's pieces drawn after the text font's."""
    font = pymupdf.Font("cjk")
    x, later = 72.0, []
    for text, kind in pieces:
        if kind == "t":
            page.insert_text((x, y), text, fontname=_TEXT, fontsize=_SIZE)
            x += float(pymupdf.get_text_length(text, fontname=_TEXT, fontsize=_SIZE))
        else:
            later.append((x, text))
            x += float(font.text_length(text, fontsize=_SIZE))
    for at, text in later:
        page.insert_text((at, y), text, fontname="fb", fontsize=_SIZE)


Pieces = list[list[tuple[str, str]]]


def _paper(
    path: Path,
    body: Pieces,
    refs: Pieces,
    *,
    front: Pieces | None = None,
    line: Callable[[pymupdf.Page, float, list[tuple[str, str]]], None] = _line,
) -> Path:
    """Four pages: the ``body`` lines on the third, ``refs`` under a heading on the
    fourth, ``front`` under the first page's abstract heading; each drawn by ``line``."""
    doc = pymupdf.open()
    for number in range(4):
        page = doc.new_page()
        page.insert_font(fontname="fb", fontbuffer=pymupdf.Font("cjk").buffer)
        y = 80.0
        if number == 0:
            page.insert_text((72, y), "A Study of Cells", fontname="tibo", fontsize=16)
            page.insert_text((72, y + 30), "Abstract", fontname="tibo", fontsize=11)
            y += 50
        for _ in range(8):
            page.insert_text((72, y), _FILLER, fontname=_TEXT, fontsize=_SIZE)
            y += 13
        if number == 3:
            page.insert_text((72, y + 10), "References", fontname="tibo", fontsize=11)
            y += 30
        for pieces in {0: front or [], 2: body, 3: refs}.get(number, []):
            line(page, y, pieces)
            y += 13
    doc.save(path)
    return path


def _text(path: Path) -> str:
    return "\n".join(p.text for p in extract_pdf(path, ocr=None).pages)


def test_body_page_glyph_put_back_into_its_line(tmp_path: Path) -> None:
    path = _paper(
        tmp_path / "b.pdf",
        [[("Cells carrying integrin ", "t"), ("β", "f"), ("3 were sorted twice.", "t")]],
        [],
    )
    assert "Cells carrying integrin β3 were sorted twice." in _text(path)


def test_references_entry_glyph_put_back_into_its_line(tmp_path: Path) -> None:
    path = _paper(
        tmp_path / "r.pdf",
        [],
        [
            [
                ("1. Doe J. The ", "t"),
                ("α", "f"),
                ("-synuclein fold. J Cell Biol 2019;12:1-9.", "t"),
            ],
            [("2. Roe K. Plain cells. J Cell Biol 2020;13:2-8.", "t")],
        ],
    )
    assert "The α-synuclein fold." in _text(path)


def test_control_bullet_before_its_item_left_apart(tmp_path: Path) -> None:
    doc = pymupdf.open()
    for _ in range(4):
        page = doc.new_page()
        page.insert_font(fontname="fb", fontbuffer=pymupdf.Font("cjk").buffer)
        page.insert_text((90, 100), "Cells were counted twice per well", fontname=_TEXT)
        page.insert_text((72, 100), "●", fontname="fb", fontsize=11)
    path = tmp_path / "c.pdf"
    doc.save(path)
    assert "●Cells" not in _text(path) and "● Cells" not in _text(path)


def test_control_page_without_glyphs_reads_as_before(tmp_path: Path) -> None:
    path = _paper(tmp_path / "p.pdf", [[("A plain line of body text.", "t")]], [])
    assert "A plain line of body text." in _text(path)
