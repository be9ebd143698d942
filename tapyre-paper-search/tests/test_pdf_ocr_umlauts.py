"""Umlauts in a title in capitals that the second OCR pass reads (``ocrreread``, ``ocrink``).

Tesseract reads "ÜBER" as "UBER" for two reasons: with ``eng+deu`` it takes the
plain capital from the first language, and a crop that cuts the umlaut's dots
(they stand apart from the capital, above the line of ink the region finder
saw) leaves it nothing to read.  The second pass reads a region in the language
its words are in and crops it with the marks above its top line.  The scan is a
real text page rendered to an image (``pdfgen.damage.scan``) and read by
Tesseract; the crop's top is also tested on made-up pixels.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from pdfgen.damage import scan
from tapyre_paper_search.pdf import extract_pdf, ocrlanguage, ocrreread
from tapyre_paper_search.pdf.ocrink import SCALE, Region, missed_regions
from test_pdf_ocr_reread import tesseract_program  # noqa: F401 (a fixture used by name)

GERMAN = (
    "ÜBER DIE WIRKUNG GRÖSSERER",
    "DOSEN VON VITAMIN D AUF",
    "DIE KNOCHENDICHTE ÄLTERER",
    "FRAUEN IN SÜDDEUTSCHLAND",
)
BODY = "Methods: To define potential common features of simian immunodeficiency virus in"


def _german_title_scan(folder: Path) -> Path:
    """A scanned first page: a German title in 24-point Helvetica capitals (which
    PyMuPDF's OCR of the page skips) over English names and prose."""
    doc = pymupdf.open()
    page = doc.new_page()
    top = 100.0
    for text in GERMAN:
        width = pymupdf.get_text_length(text, fontname="helv", fontsize=24)
        page.insert_text(((page.rect.width - width) / 2, top), text, fontsize=24)
        top += 29
    return scanned_with_names(doc, top + 20, folder / "german.pdf")


def scanned_with_names(doc: pymupdf.Document, top: float, path: Path) -> Path:
    """``doc``'s first page with two names in 10-point Helvetica from ``top`` down, an
    abstract's heading and eighteen lines of prose under them, scanned at 200 dpi
    into ``path``."""
    page = doc[0]
    for name in ("Anna Schmidt (University of Bonn)", "Peter Novak (Charles University)"):
        page.insert_text((80, top), name, fontsize=10)
        top += 13
    top += 16
    page.insert_text((80, top), "Abstract", fontsize=11, fontname="hebo")
    top += 14
    for _ in range(18):
        page.insert_text((80, top), BODY, fontsize=10)
        top += 13
    scanned = scan(doc, [0], dpi=200, seed=1)
    doc.close()
    scanned.save(path)
    scanned.close()
    return path


@needs_tesseract
@pytest.mark.usefixtures("tesseract_program")
def test_a_german_title_in_capitals_read_again_keeps_its_umlauts(tmp_path: Path) -> None:
    pdf = extract_pdf(_german_title_scan(tmp_path))
    assert pdf.title == " ".join(GERMAN)
    assert pdf.authors == ("Anna Schmidt", "Peter Novak")


@needs_tesseract
def test_a_shorter_reading_in_the_title_s_language_does_not_replace_the_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # read German first, Tesseract misses the title's last lines: the first
    # reading, with more letters, is kept (review58)
    def read(page: object, region: Region, languages: str, tessdata: str) -> list[Any]:
        x0, y0, x1, _ = region.box
        lines = GERMAN[:2]  # German first: the last two lines missed
        if languages.startswith("eng"):  # English first: all of them, without umlauts
            lines = tuple(line.translate(str.maketrans("ÜÖÄ", "UOA")) for line in GERMAN)
        return [
            _fake_line(text, (x0, y0 + 29 * i, x1, y0 + 29 * i + 18))
            for i, text in enumerate(lines)
        ]

    monkeypatch.setattr(ocrreread, "available", lambda: True)
    monkeypatch.setattr(ocrreread, "_read_region", read)
    pdf = extract_pdf(_german_title_scan(tmp_path))
    assert pdf.title == " ".join(GERMAN).translate(str.maketrans("ÜÖÄ", "UOA"))


def _fake_line(text: str, box: tuple[float, float, float, float]) -> Any:
    """A line as Tesseract's hOCR gives it: ``text``'s words spread over ``box``."""
    words = text.split()
    step = (box[2] - box[0]) / len(words)
    spans = [
        ((box[0] + step * i, box[1], box[0] + step * (i + 0.8), box[3]), word, 95.0)
        for i, word in enumerate(words)
    ]
    return ocrreread._Line(box, 12.0, spans)


def test_the_language_of_the_words_comes_first() -> None:
    german = ["DIE", "WIRKUNG", "DOSEN", "VON", "AUF", "FRAUEN"]
    assert ocrlanguage.language_first("eng+deu", german) == "deu+eng"
    assert ocrlanguage.language_first("eng+deu", ["the", "effects", "of", "larger"]) == "eng+deu"
    assert ocrlanguage.language_first("eng+deu", ["X7"]) == "eng+deu"  # not told: as asked
    assert ocrlanguage.language_first("eng", german) == "eng"  # only installed languages


def test_a_german_title_read_without_its_umlauts_is_told_german() -> None:
    # English first, Tesseract gives the capitals without their dots: those words
    # tell the title German, so it is read again German first (review58)
    read = ["UBER", "DIE", "WIRKUNG", "GROSSERER", "DOSEN"]
    assert ocrlanguage.language_first("eng+deu", read) == "deu+eng"
    # an English word that spells a German one without its umlauts stays English
    english = ["larger", "fur", "seals", "were", "found"]
    assert ocrlanguage.language_first("deu+eng", english) == "eng+deu"


def _pixels(points: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    return (
        int(points[0] * SCALE),
        int(points[1] * SCALE),
        int(points[2] * SCALE),
        int(points[3] * SCALE),
    )


def test_a_region_takes_in_the_marks_over_its_top_line() -> None:
    ink = np.zeros((int(842 * SCALE), int(595 * SCALE)), dtype=bool)
    # a line of 24-point capitals, ink 17.5 pt tall: strokes a third of the box
    x0, y0, x1, y1 = _pixels((120, 83, 500, 100.5))
    ink[y0:y1, x0:x1:3] = True
    # two dots 2 pt tall, 2 pt above its top (an umlaut), and a speck far above
    dots = _pixels((130, 79, 140, 81))
    ink[dots[1] : dots[3], dots[0] : dots[2]] = True
    speck = _pixels((300, 60, 303, 62))
    ink[speck[1] : speck[3], speck[0] : speck[2]] = True
    body = [(80.0, 200.0 + 13 * i, 500.0, 209.0 + 13 * i) for i in range(10)]
    (region,) = missed_regions(ink, body)
    assert 78 <= region.box[1] <= 79.5  # the dots, not the speck 20 pt up
    assert region.box[3] == pytest.approx(100.5, abs=1)
