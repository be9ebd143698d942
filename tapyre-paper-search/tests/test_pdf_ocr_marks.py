"""Affiliation marks on an OCR'd row of names, in a word that took in a space.

Tesseract reads a superscript "1" or "2" after a surname as "'", "’", "!" or "?"
(``ocrregroup`` splits such marks off, as a text layer sets them).  A word span
PyMuPDF's OCR gives with the space before it (" Novak’,") kept its mark, so its
name ran into the next one and was lost.  The scan is a real text page (Times,
superscript digits) rendered to an image and read by Tesseract.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from ocr_pages import (
    _word_line,
    needs_tesseract,
    read_lines,
    scanned_first_page,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line

NAMES = (("Anna Schmidt", "1"), ("Peter Novak", "2"), ("Maria Lopez", "1,3"), ("John Hill", "2"))
BODY = "Methods: To define potential common features of simian immunodeficiency virus in"


def test_a_mark_on_a_word_with_a_space_before_it_is_split_off() -> None:
    words = ["Anna", " ", "Schmidt',", " ", "Peter", " Novak’,", " ", "Maria", " ", "Lopez'*,"]
    (read,) = read_lines([_word_line(words)])
    assert read.text == "Anna Schmidt, Peter Novak, Maria Lopez,"
    assert names_in_line(read.names) == ["Anna Schmidt", "Peter Novak", "Maria Lopez"]


def test_a_mark_after_a_name_with_an_apostrophe_is_split_off() -> None:
    # "O’Brien" and "D’Angelo" end in a mark OCR read as "’" like the others (review58)
    words = ["Sean", " O’Brien’,", " ", "Luca", " D’Angelo’,", " ", "Maria", " ", "Lopez†"]
    (read,) = read_lines([_word_line(words)])
    assert read.text == "Sean O’Brien, Luca D’Angelo, Maria Lopez"
    assert names_in_line(read.names) == ["Sean O’Brien", "Luca D’Angelo", "Maria Lopez"]


def _names_scan(folder: Path) -> Path:
    """A scanned first page: a bold title, a row of four names in 11-point Times with
    superscript affiliation digits, the affiliations, an abstract."""
    doc = pymupdf.open()
    page = doc.new_page()
    title = "Replication dynamics of simian viruses in hosts"
    page.insert_text((80, 90), title, fontsize=17, fontname="hebo")
    x = 80.0
    for number, (name, mark) in enumerate(NAMES):
        page.insert_text((x, 125), name, fontsize=11, fontname="tiro")
        x += pymupdf.get_text_length(name, fontname="tiro", fontsize=11)
        page.insert_text((x + 0.5, 121.15), mark, fontsize=6.6, fontname="tiro")
        x += pymupdf.get_text_length(mark, fontname="tiro", fontsize=6.6) + 1
        if number < len(NAMES) - 1:
            page.insert_text((x, 125), ", ", fontsize=11, fontname="tiro")
            x += pymupdf.get_text_length(", ", fontname="tiro", fontsize=11)
    places = "1 University of Bonn, Germany; 2 Charles University, Prague; 3 University of Porto"
    page.insert_text((80, 140), places, fontsize=8, fontname="tiro")
    page.insert_text((80, 170), "Abstract", fontsize=11, fontname="hebo")
    for row in range(15):
        page.insert_text((80, 184 + 13 * row), BODY, fontsize=10, fontname="tiro")
    return scanned_first_page(doc, folder)


@needs_tesseract
def test_every_name_of_a_scanned_row_with_superscript_marks_is_read(tmp_path: Path) -> None:
    pdf = extract_pdf(_names_scan(tmp_path))
    assert pdf.authors == tuple(name for name, _ in NAMES)
