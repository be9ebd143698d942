"""A fallback font's list bullet glued to its item (words52, review59's low finding).

A word processor draws a bullet its text font lacks from another font; MuPDF puts
it on a line of its own, and glyphs50 puts it back into its item's line where it
stands within a touch of the item's first letter.  Set closer than a word space, it
was read glued to the item ("•Cells"): a bullet that opens its line is followed by a
word space whatever its gap.  Controls: a glyph inside a line stays glued to its
neighbours ("integrin β3"); the bullet of a wider gap is left as before.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

_FILLER = "Plain body text of the study, set in one column, line after line."
_ITEMS = ("Cells were counted twice per well", "Plates were read once a day")


def _list_paper(path: Path, bullet: str, gap: float) -> str:
    """Four pages, each with filler lines then two list items whose ``bullet`` is drawn
    from a fallback font ``gap`` points before the item's first letter; the text read."""
    doc = pymupdf.open()
    font = pymupdf.Font("cjk")
    width = float(font.text_length(bullet, fontsize=10))
    for _ in range(4):
        page = doc.new_page()
        page.insert_font(fontname="fb", fontbuffer=font.buffer)
        y = 80.0
        for _ in range(8):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=10)
            y += 13
        for item in _ITEMS:
            page.insert_text((72 + width + gap, y), item, fontname="tiro", fontsize=10)
            page.insert_text((72, y), bullet, fontname="fb", fontsize=10)
            y += 13
    doc.save(path)
    return "\n".join(p.text for p in extract_pdf(path, ocr=None).pages)


@pytest.mark.parametrize(("bullet", "gap"), [("•", 1.6), ("●", 0.5), ("◦", 1.0), ("▪", 1.6)])
def test_bullet_close_to_its_item_set_apart(tmp_path: Path, bullet: str, gap: float) -> None:
    text = _list_paper(tmp_path / "l.pdf", bullet, gap)
    assert f"{bullet}Cells" not in text and f"{bullet}Plates" not in text
    assert f"{bullet} Cells were counted" in text and f"{bullet} Plates were read" in text


def test_control_glyph_inside_a_line_stays_glued(tmp_path: Path) -> None:
    doc = pymupdf.open()
    font = pymupdf.Font("cjk")
    for _ in range(4):
        page = doc.new_page()
        page.insert_font(fontname="fb", fontbuffer=font.buffer)
        y = 80.0
        for _ in range(8):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=10)
            y += 13
        head = "Cells carrying integrin "
        x = 72 + float(pymupdf.get_text_length(head, fontname="tiro", fontsize=10))
        page.insert_text((72, y), head, fontname="tiro", fontsize=10)
        page.insert_text(
            (x + float(font.text_length("β", fontsize=10)), y), "3 were sorted.", fontname="tiro"
        )
        page.insert_text((x, y), "β", fontname="fb", fontsize=10)
    path = tmp_path / "g.pdf"
    doc.save(path)
    assert "integrin β3 were sorted." in "\n".join(p.text for p in extract_pdf(path).pages)
