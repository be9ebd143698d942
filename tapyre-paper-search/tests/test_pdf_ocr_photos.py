"""Lines Tesseract reads off a photograph on a scanned front page are no text
(``ocrpictures``).

A photograph over a paper's title came out of OCR as rows of "words" ("ae Be",
"ER TI") as tall as the title, and the front matter took them for it.  The scan
is a real page rendered to an image (``pdfgen.damage.scan``); the picture test is
also run on made-up pixels.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf
from ocr_pages import (
    needs_tesseract,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from pdfgen.damage import scan
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.ocrink import SCALE
from tapyre_paper_search.pdf.ocrpictures import in_picture, without_pictures

TITLE = ["WETLAND BIRDS AFTER THE FLOOD:", "NESTING SUCCESS OVER SIX SEASONS"]
NAMES = "Clara Hofmann, Tomas Lindqvist, Irene Costa"
PROSE = (
    "Nests were counted along the river every spring, and the share of young that "
    "fledged was compared between the years before and after the great flood."
)


def _photo(page: pymupdf.Page, rect: pymupdf.Rect) -> None:
    """A grey photograph: soft waves under grain, dark and light all over."""
    rng = np.random.default_rng(11)
    w, h = int(rect.width), int(rect.height)
    y, x = np.mgrid[0:h, 0:w]
    waves = 120 + 70 * np.sin(x / 13.0) * np.cos(y / 19.0)
    img = (waves + rng.normal(0, 45, (h, w))).clip(0, 255).astype(np.uint8)
    page.insert_image(rect, pixmap=pymupdf.Pixmap(pymupdf.csGRAY, w, h, img.tobytes(), False))


def _scanned_paper(path: Path) -> Path:
    """A first page with a photograph across its top, a bold 18-point title in
    capitals under it, names, an abstract and prose, scanned at 200 dpi."""
    doc = pymupdf.open()
    page = doc.new_page()
    _photo(page, pymupdf.Rect(60, 50, 535, 320))
    for i, row in enumerate(TITLE):
        page.insert_text((60, 365 + 24 * i), row, fontsize=18, fontname="tibo")
    page.insert_text((60, 425), NAMES, fontsize=11, fontname="tiro")
    page.insert_text((60, 450), "Abstract", fontsize=10, fontname="tibo")
    return _with_prose_scanned(doc, 466.0, path)


def _with_prose_scanned(doc: pymupdf.Document, top: float, path: Path) -> Path:
    """``doc``'s page with the prose in 10 points from ``top`` down, scanned at 200 dpi
    to ``path``."""
    page, row = doc[0], ""
    for word in PROSE.split() * 3:
        if pymupdf.get_text_length(f"{row} {word}", "tiro", 10) > 470:
            page.insert_text((60, top), row, fontsize=10, fontname="tiro")
            top, row = top + 13, word
        else:
            row = f"{row} {word}".strip()
    page.insert_text((60, top), row, fontsize=10, fontname="tiro")
    scanned = scan(doc, [0], dpi=200, seed=4)
    scanned.save(path)
    return path


@needs_tesseract
def test_a_photograph_over_the_title_gives_no_title_words(tmp_path: Path) -> None:
    pdf = extract_pdf(_scanned_paper(tmp_path / "photo.pdf"), use_model=False)
    assert pdf.title == " ".join(TITLE)
    assert pdf.authors == tuple(NAMES.split(", "))


def _ink() -> np.ndarray:
    return np.zeros((int(842 * SCALE), int(595 * SCALE)), dtype=bool)


def test_a_line_in_a_block_of_dots_lies_in_a_picture_and_type_does_not() -> None:
    rng = np.random.default_rng(3)
    ink = _ink()
    ink[int(50 * SCALE) : int(320 * SCALE), int(60 * SCALE) : int(535 * SCALE)] = (
        rng.random((int(270 * SCALE), int(475 * SCALE))) < 0.4
    )
    assert in_picture(ink, (64.0, 120.0, 210.0, 160.0))
    # a caption under the photograph, white between: no picture
    ink[int(330 * SCALE) : int(340 * SCALE), int(60 * SCALE) : int(300 * SCALE)] = (
        rng.random((int(10 * SCALE), int(240 * SCALE))) < 0.3
    )
    assert not in_picture(ink, (60.0, 330.0, 300.0, 340.0))
    # lines of type 20 points apart: white rows between them
    type_ink = _ink()
    for top in range(400, 700, 20):
        type_ink[int(top * SCALE) : int((top + 12) * SCALE), int(60 * SCALE) : int(500 * SCALE)] = (
            rng.random((int(12 * SCALE), int(440 * SCALE))) < 0.3
        )
    assert not in_picture(type_ink, (60.0, 500.0, 500.0, 512.0))


def test_lines_in_a_picture_and_their_words_leave_the_page_and_a_dark_page_stays() -> None:
    grey = np.full((int(842 * SCALE), int(595 * SCALE)), 255, dtype=np.uint8)
    grey[int(50 * SCALE) : int(320 * SCALE), int(60 * SCALE) : int(535 * SCALE)] = 40
    photo_line = {"bbox": (64.0, 120.0, 210.0, 160.0), "spans": [{"text": "ae Be"}]}
    title_line = {"bbox": (60.0, 350.0, 400.0, 370.0), "spans": [{"text": "A TITLE"}]}
    data = {"blocks": [{"type": 0, "lines": [photo_line]}, {"type": 0, "lines": [title_line]}]}
    words = [(64.0, 120.0, 100.0, 160.0, "ae", 0, 0, 0), (60.0, 350.0, 120.0, 370.0, "A", 1, 0, 0)]
    page, left, dropped = without_pictures(grey, data, words)
    assert [b["lines"] for b in page["blocks"]] == [[title_line]]
    assert left == words[1:] and dropped == 1
    grey[...] = 60  # a dark scan: every line would lie in a picture
    page, left, dropped = without_pictures(grey, data, words)
    assert len(page["blocks"]) == 2 and left == words and dropped == 0


def _banner_paper(path: Path) -> Path:
    """A first page with the title and the names in white on a dark band 120 points
    tall across its top, prose under it, scanned at 200 dpi."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.draw_rect(pymupdf.Rect(0, 40, 595, 160), color=None, fill=(0.12, 0.3, 0.47))
    page.insert_text(
        (60, 95), " ".join(TITLE).title(), fontsize=16, fontname="tibo", color=(1, 1, 1)
    )
    page.insert_text((60, 130), NAMES, fontsize=12, fontname="tiro", color=(1, 1, 1))
    return _with_prose_scanned(doc, 200.0, path)


@needs_tesseract
def test_a_title_in_white_on_a_dark_band_is_no_photograph(tmp_path: Path) -> None:
    pdf = extract_pdf(_banner_paper(tmp_path / "banner.pdf"), use_model=False)
    assert pdf.title == " ".join(TITLE).title()
    assert pdf.authors == tuple(NAMES.split(", "))


def test_white_letters_on_a_flat_ground_are_type_and_grain_is_not() -> None:
    ink = _ink()
    ink[int(40 * SCALE) : int(160 * SCALE), :] = True  # a dark band
    for x in range(60, 400, 12):  # white letters 8 points wide, 4 apart
        ink[int(80 * SCALE) : int(98 * SCALE), int(x * SCALE) : int((x + 8) * SCALE)] = False
    assert not in_picture(ink, (60.0, 80.0, 400.0, 98.0))
    # the same white over a photograph's grain (white in every column): a picture
    rng = np.random.default_rng(5)
    ink[int(40 * SCALE) : int(160 * SCALE), :] = rng.random((int(120 * SCALE), ink.shape[1])) < 0.5
    assert in_picture(ink, (60.0, 80.0, 400.0, 98.0))


def test_lines_of_a_page_scanned_askew_are_type() -> None:
    # twenty lines of 10-point "words" 13 points apart, tilted 1°: across the line's
    # whole width each runs into its neighbours, within a window it does not
    rng = np.random.default_rng(7)
    ink = _ink()
    for n in range(20):
        top = 200 + 13 * n
        for x in range(80, 480, 2):
            if ((x + 11 * n) // 30) % 6 == 5 or rng.random() < 0.3:
                continue  # the white between words, and between letters
            y = top + (x - 80) * np.tan(np.radians(1.0))
            ink[int(y * SCALE) : int((y + 9) * SCALE), int(x * SCALE) : int((x + 2) * SCALE)] = True
    tilt = 400 * np.tan(np.radians(1.0))
    assert not in_picture(ink, (80.0, 200.0 + 13 * 8, 480.0, 209.0 + 13 * 8 + tilt))


def test_a_line_that_reads_as_words_stays_on_a_dark_ground() -> None:
    """A title in white over a photograph, prose beside a binding's shadow: the ink
    test cannot tell their ground from a photograph's, their words can (review78
    item 2: a page could lose all its text)."""
    grey = np.full((int(842 * SCALE), int(595 * SCALE)), 255, dtype=np.uint8)
    grey[int(50 * SCALE) : int(320 * SCALE), int(60 * SCALE) : int(535 * SCALE)] = 40
    junk = {"bbox": (64.0, 120.0, 300.0, 160.0), "spans": [{"text": "Reser Ra ver Bor ERBE"}]}
    title = {
        "bbox": (64.0, 200.0, 500.0, 230.0),
        "spans": [{"text": "Quantum Dynamics of Open Systems"}],
    }
    data = {"blocks": [{"type": 0, "lines": [junk, title]}]}
    words = [
        (64.0, 120.0, 120.0, 160.0, "Reser", 0, 0, 0),
        (64.0, 200.0, 160.0, 230.0, "Quantum", 0, 1, 0),
    ]
    page, left, dropped = without_pictures(grey, data, words)
    assert [b["lines"] for b in page["blocks"]] == [[title]]
    assert left == words[1:] and dropped == 1
