"""Review of round 37's OCR display-line rules (``ocrwords``) on titles researchers meet.

A word the word lists do not hold is not a run-together of two: science and German
words end in "in", "on", "an" ("Actin", "Polaron", "Partnerin", "Butan") and names
begin with "For", "In", "At", "The" ("Forman", "Inman", "Atwood", "Theodor"); two real
words are not one because one of them has two letters ("to be low").  The lines are
OCR-shaped (``test_pdf_ocr_front37``) and read as an OCR'd page is read.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from ocr_pages import needs_tesseract, tesseract  # noqa: F401 (the fixture)
from pdf_samples import write_paper
from pdfgen.damage import scan
from test_pdf_ocr_front37 import _line, _page, _record


@pytest.mark.parametrize(
    "title",
    [
        "Actin filaments remodel the cortex of dividing cells",
        "Chitin synthesis in the fungal cell wall",
        "Polaron transport in organic semiconductors",
        "Anyon statistics of fractional quantum Hall states",
        "Indole signalling in bacterial communities",
        "Die Rolle der Partnerin in der Pflege",
        "Die Patientin und ihre Familie",
        "Butan als Treibgas",
        "Instanton effects in gauge theories",
    ],
)
def test_a_title_word_the_lists_lack_is_not_split(title: str) -> None:
    got, _ = _record(_page([_line(title, 80.0, 19.0)]))
    assert got == title


def test_a_name_set_large_is_not_split() -> None:
    title, _ = _record(_page([_line("Forman Atwood Inman Theodor", 80.0, 19.0)]))
    assert title == "Forman Atwood Inman Theodor"


@pytest.mark.parametrize(
    "title",
    [
        "Why turnout tends to be low in midterm elections",
        "Can monetary policy be set by rules",
    ],
)
def test_two_real_words_one_of_two_letters_are_not_joined(title: str) -> None:
    got, _ = _record(_page([_line(title, 80.0, 19.0)]))
    assert got == title


def test_control_a_run_in_of_or_the_is_still_split() -> None:
    got, _ = _record(_page([_line("Dust in the tailof the comet", 80.0, 19.0)]))
    assert got == "Dust in the tail of the comet"
    got, _ = _record(_page([_line("Dust in thecomet tail", 80.0, 19.0)]))
    assert got == "Dust in the comet tail"


@pytest.mark.parametrize("last", ["we do it", "as it is", "so we go"])
def test_a_title_line_of_short_real_words_is_no_junk(last: str) -> None:
    title = [_line("Why some reforms work and why", 80.0, 19.0), _line(last, 104.0, 19.0)]
    got, _ = _record(_page(title))
    assert got == f"Why some reforms work and why {last}"


def test_control_a_word_repeated_in_a_spread_s_two_columns_stays() -> None:
    from tapyre_paper_search.pdf.ocrrepeats import without_repeats

    left, right = (
        _line("Bora Bora reefs", 80.0, 19.0),
        _line("Bora Bora lagoons", 80.0, 19.0, 340.0),
    )
    kept = without_repeats([left, right])
    assert [len(line["spans"]) for line in kept] == [5, 5]


def test_control_a_display_line_of_element_symbols_stays() -> None:
    title = [_line("Ca Mg", 80.0, 19.0), _line("exchange in calcareous soils", 104.0, 19.0)]
    got, _ = _record(_page(title))
    assert got == "Ca Mg exchange in calcareous soils"


@needs_tesseract
@pytest.mark.parametrize(
    "title",
    ["Actin filaments and chitin in fungal cell walls", "Die Rolle der Partnerin in der Pflege"],
)
def test_a_scanned_title_read_by_tesseract_keeps_its_words(tmp_path: Path, title: str) -> None:
    # ocr37 read these "Act in filaments and chit in …", "… der Partner in in der Pflege".
    from tapyre_paper_search.pdf import extract_pdf

    source = write_paper(tmp_path / "source.pdf", pages=1, title=title)
    with pymupdf.open(source) as doc:
        damaged = scan(doc, [0], dpi=200, seed=1)
    damaged.save(tmp_path / "scan.pdf")
    damaged.close()
    assert extract_pdf(tmp_path / "scan.pdf").title == title
