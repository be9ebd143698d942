"""review110: breaking lang36's boxed pair above the title.  A long paragraph in the
title's language under an English abstract boxed above the title (a funding note) is
no longer stored as its translation (lang37: smaller type and less than half as long).  A
single abstract boxed above the title over a long dates or keywords line is still the
abstract (the line closes it; lang36 counted it only under a pair).  A box beside
the abstract holding only its label ("Résumé") no longer ends the abstract before its
first line (review96's leftover).  Pages drawn with PyMuPDF; texts written here."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_pdf_bilingual_lang34 as lang34
from layout_pages import ABSTRACT, BODY, Writer
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_pages import ENGLISH_TITLE as LANG34_TITLE

DUTCH_TITLE = "Een eenvoudige methode voor het meten van de groei van stadsbomen"
ENGLISH_TITLE = "Disk Placement for Scalable Video Streams in Large Servers"
FUNDING = (
    "Dit onderzoek werd gefinancierd door de Nederlandse organisatie voor "
    "wetenschappelijk onderzoek onder projectnummer 612 en door de provincie Utrecht."
)


def _boxed(path: Path, title: str, under: str, size: float) -> Path:
    """A box labelled "In brief" holding ``ABSTRACT`` and, under it, ``under`` in
    ``size``; the title, the names and the body under the box."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    top = page.y
    page.line("In brief", 12, bold=True, x=72)
    page.space(4)
    page.paragraph(ABSTRACT, 10, x=72, width=440)
    page.paragraph(under, size, x=72, width=440)
    page.page.draw_rect(pymupdf.Rect(64, top, 528, page.y + 6), color=(0.2, 0.3, 0.5), width=0.8)
    page.space(28)
    page.line(title, 16, bold=True, x=72)
    page.space(6)
    page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, x=72)
    page.space(18)
    page.line("Introduction", 12, bold=True, x=72)
    page.space(4)
    while page.y < 700:
        page.paragraph(BODY, x=72, width=440)
    doc.save(path)
    return path


@pytest.mark.parametrize("size", [8.0, 9.0])
def test_a_funding_note_in_the_titles_language_is_no_second_abstract(
    tmp_path: Path, size: float
) -> None:
    # lang36's pair rule read the Dutch funding note under the English abstract as
    # its translation and stored it for the Dutch title
    path = _boxed(tmp_path / "p.pdf", DUTCH_TITLE, FUNDING, size)
    assert "gefinancierd" not in extract_pdf(path, max_pages=1, tables=False).abstract


@pytest.mark.parametrize(
    "closing",
    [
        "Received 12 March 2020; accepted 3 June 2020; published online 9 July 2020",
        "Keywords: video servers; disk placement; scalable video; scheduling; buffers",
    ],
)
def test_one_abstract_above_the_title_over_a_long_closing_line(
    tmp_path: Path, closing: str
) -> None:
    # the closing line is longer than a label, so the above-title rule gave up
    path = _boxed(tmp_path / "p.pdf", ENGLISH_TITLE, closing, 9)
    assert extract_pdf(path, max_pages=1, tables=False).abstract == ABSTRACT


@pytest.mark.parametrize("label", ["Résumé", "Zusammenfassung"])
def test_a_box_holding_only_its_label_beside_the_abstract(tmp_path: Path, label: str) -> None:
    # review96: the box's label, read right after "Abstract", ended the abstract before
    # its first line, and the stored abstract was empty
    path = lang34._side_by_side(tmp_path, LANG34_TITLE, label, "")
    assert extract_pdf(path).abstract == lang34.LONG_ENGLISH.strip()
