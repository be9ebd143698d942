"""A byline's first cell left of a centred title is no menu column (review57 on front49).

:func:`tapyre_paper_search.pdf.navcolumn.without_nav_column` dropped every line left
of the title's left edge once two menu words stood in the margin, so under a centred
title a byline of three cells lost its first author. Only lines starting inside the
menu's own column are dropped now.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _BODY

_TITLE = "Soil carbon in boreal forests"
_CELLS = ((60, "Ann Lee"), (260, "Bo Chen"), (460, "Cy Diaz"))


def _page(path: Path, margin: list[str]) -> Path:
    """A centred title over three byline cells, ``margin`` lines stacked at the left."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    width = pymupdf.get_text_length(_TITLE, "tibo", 17)
    page.insert_text(((612 - width) / 2, 120), _TITLE, fontsize=17, fontname="tibo")
    for x, name in _CELLS:
        page.insert_text((x, 150), name, fontsize=10, fontname="tiro")
        page.insert_text((x, 162), "Dept. of Biology", fontsize=9, fontname="tiro")
    for k, word in enumerate(margin):
        page.insert_text((20, 200 + 14 * k), word, fontsize=9, fontname="tiro")
    page.insert_text((150, 200), "Abstract", fontsize=10, fontname="tibo")
    draw_rows(page, 150, 216, _BODY)
    doc.save(path)
    doc.close()
    return path


def test_menu_words_in_the_margin_keep_the_first_byline_cell(tmp_path: Path) -> None:
    pdf = extract_pdf(_page(tmp_path / "p.pdf", ["Research", "Contact"]))
    assert pdf.title == _TITLE
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Cy Diaz")


def test_control_no_margin_reads_all_three(tmp_path: Path) -> None:
    pdf = extract_pdf(_page(tmp_path / "p.pdf", []))
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen", "Cy Diaz")
