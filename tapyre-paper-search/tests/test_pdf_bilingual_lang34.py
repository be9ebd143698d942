"""Bilingual front matter (lang34): the paper's own abstract under its run-in label in
a bordered box beside the English one under its heading, which reading order takes
inside the English abstract's lines, is cut out of it; of the two, the title's
language's is stored (a French title: the box's; a Spanish title, told only as
"other": the first printed, the English one, without the box's text).  Pages drawn
with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_abstract import FRENCH
from test_pdf_bilingual_lang33 import SPANISH
from test_pdf_bilingual_pages import BODY, ENGLISH, ENGLISH_TITLE, SIZE, STEP, _rows

# Two columns: the English abstract left, the box right.
LEFT, MIDDLE, RIGHT = 72.0, 306.0, 523.0
# Long enough to run off the foot of the first page's left column onto the next page.
LONG_ENGLISH = ENGLISH + " ".join(
    f"In the {place} the trees of {kind} streets were measured every spring, and their "
    f"growth was compared with the growth of the trees in the parks of the same city."
    for place in ("north", "south", "east", "west", "centre", "suburbs", "old town")
    for kind in ("wide", "narrow", "busy", "quiet")
)
FRENCH_TITLE = "La croissance des arbres des rues dans les grandes villes"
SPANISH_TITLE = "El crecimiento de los árboles urbanos en las grandes ciudades"


def _side_by_side(tmp_path: Path, title: str, label: str, own: str) -> Path:
    """A title, a byline, a centred "Abstract" over the English abstract in the left
    column (running on to the next page), and ``label`` run in before ``own`` in a
    bordered box in the right column, level with the English abstract's first lines;
    then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 90), title, fontsize=16, fontname="tibo")
    page.insert_text((LEFT, 118), "Anne Martin and Paul Durand", fontsize=11, fontname="tiro")
    page.insert_text((LEFT, 134), "Université de Lyon, France", fontsize=9)
    page.insert_text((280, 170), "Abstract", fontsize=11, fontname="tibo")
    box_left = MIDDLE + 6
    rows = _rows(f"{label} {own}", RIGHT - box_left - 6)
    top = 192.0 + STEP / 2
    page.draw_rect(
        pymupdf.Rect(MIDDLE, top - STEP - 4, RIGHT + 4, top + STEP * len(rows)), width=0.8
    )
    for k, row in enumerate(rows):
        page.insert_text((box_left, top + k * STEP), row, fontsize=SIZE, fontname="tiro")
    y = 192.0
    for row in _rows(LONG_ENGLISH, MIDDLE - 14 - LEFT):
        if y > 790:  # the English abstract goes on at the top of the next page
            page, y = doc.new_page(width=595, height=842), 100.0
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
        y += STEP
    page.insert_text((LEFT, y + 24), "1 Introduction", fontsize=12, fontname="tibo")
    y += 44
    for row in _rows(BODY, RIGHT - LEFT):
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname="tiro")
        y += STEP
    path = tmp_path / "p.pdf"
    doc.save(path)
    return path


def test_a_french_abstract_in_a_box_beside_the_english_one_is_stored(tmp_path: Path) -> None:
    # lang33's held-out seed 3307 (side-by-side, French, browser): the French title's
    # "Résumé" sits in a box beside the English abstract, which runs on to page 2; the
    # English one was stored.
    path = _side_by_side(tmp_path, FRENCH_TITLE, "Résumé", FRENCH)
    assert extract_pdf(path).abstract == FRENCH


@pytest.mark.parametrize("title", [SPANISH_TITLE, ENGLISH_TITLE])
def test_the_english_abstract_beside_a_box_is_stored_without_the_box(
    tmp_path: Path, title: str
) -> None:
    # Seed 3307 (side-by-side, Spanish): the box's "Resumen …" was read into the English
    # abstract (between its first page's lines and those carried from the next page). A
    # Spanish title (only "other") keeps the first printed, the English one.
    path = _side_by_side(tmp_path, title, "Resumen", SPANISH)
    assert extract_pdf(path).abstract == LONG_ENGLISH.strip()
