"""OCR'd scans' author rows: a given name set apart from its initials.

Tesseract can give a given name apart from the initials and surname after it
("Alfons  G. Tenorio-Tagle"); the name stays whole only where the row's geometry
says the gap is inside a name, and never for a label, a place or a lone surname
before a name.  The scans are real text pages rendered to images
(``pdfgen.damage.scan``) and read by Tesseract.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    read_lines,
    scanned_first_page,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_ocr_scans import placed_line

ABSTRACT = (
    "Sleep in older adults is short and broken, and the reasons are not well known. We "
    "followed four hundred adults over two years with wrist monitors and diaries."
)


def _row_scan(tmp_path: Path, words: list[str], gap: float) -> Path:
    """A scanned first page whose by-line is ``words``, each ``gap`` points after the last."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 80), "Walking and Sleep in Older Adults", fontsize=17, fontname="hebo")
    x = 72.0
    for text in words:
        page.insert_text((x, 110), text, fontsize=11)
        x += pymupdf.get_text_length(text, fontsize=11) + gap
    page.insert_text((72, 124), "University of Leeds, Leeds, United Kingdom", fontsize=9)
    page.insert_text((72, 160), "Abstract", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(72, 166, 540, 260), ABSTRACT, fontsize=10)
    page.insert_textbox(pymupdf.Rect(72, 280, 540, 500), ABSTRACT * 4, fontsize=10)
    return scanned_first_page(doc, tmp_path)


@needs_tesseract
@pytest.mark.parametrize(
    ("words", "authors"),
    [
        (["Editor", "J. Smith"], ("J. Smith",)),  # a masthead label over the by-line
        (["Smith", "A. Jones", "C. White"], ("A. Jones", "C. White")),  # a lone surname
        (["Sukarno", "A. Wahid", "B. Habibie"], ("A. Wahid", "B. Habibie")),  # a mononym
    ],
)
def test_a_word_a_names_gap_before_initials_on_a_scan_is_no_given_name(
    tmp_path: Path, words: list[str], authors: tuple[str, ...]
) -> None:
    # At 8 points OCR sets every gap of the row apart: the word before the first
    # name is as far from it as the names are from each other.
    paper = extract_pdf(_row_scan(tmp_path, words, 8.0))
    assert paper.authors == authors


def _row(groups: list[tuple[str, float]]) -> list[dict[str, object]]:
    """An OCR row given in pieces: each (text, left) group its own OCR line, its words
    six points a character and four apart, as Tesseract gives names set apart."""
    lines = []
    for text, left in groups:
        words, x = [], left
        for word in text.split():
            words.append((word, x))
            x += 6 * len(word) + 4
        lines.append(placed_line(words, 200.0))
    return lines


@pytest.mark.parametrize(
    ("groups", "names"),
    [
        # A given name nearer its initials than the names are to each other.
        (
            [("Alfons", 72.0), ("G. Tenorio", 113.0), ("Masaru", 180.0), ("K. Parigi", 221.0)],
            ["Alfons G. Tenorio", "Masaru K. Parigi"],
        ),
        # A row of one name (ocrdevs-0239's kind): the given name stays with it.
        ([("Alfons", 72.0), ("G. Tenorio-Tagle", 116.0)], ["Alfons G. Tenorio-Tagle"]),
        # As far from its initials as the names are from each other: a lone surname.
        ([("Smith", 72.0), ("A. Jones", 110.0), ("C. White", 164.0)], ["A. Jones", "C. White"]),
        # Labels, places, suffixes and affiliation words are never given names.
        ([("Abstract", 72.0), ("A. Jones", 128.0)], []),
        ([("Leeds", 72.0), ("A. Jones", 110.0)], []),
        ([("Received", 72.0), ("M. Brown", 128.0)], []),
        ([("John Smith, Jr", 72.0), ("A. Jones", 160.0)], ["John Smith", "A. Jones"]),
    ],
)
def test_only_a_given_name_the_row_sets_nearer_its_initials_joins_them(
    groups: list[tuple[str, float]], names: list[str]
) -> None:
    (read,) = read_lines(_row(groups))
    assert names_in_line(read.names) == names
