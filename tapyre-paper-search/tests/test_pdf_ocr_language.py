"""The page's own language first in the first OCR pass (``ocr.ocr_page``).

PyMuPDF's OCR of a page in ``eng+deu`` takes a letter without its marks from
English, the first language: a German page reads "Stadtbaume" for "Stadtbäume".
Where the first reading's words are German, the page is read once more with
German first; an English page is read once.  Past the front pages
(``ocr.FRONT_PAGES``) a German page is read again only where its first reading
lost umlauts ("UBER", "GROSSERER"): one Tesseract run on the others.  The scans are real text pages
rendered to images (``pdfgen.damage.scan``) and read by Tesseract.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from pdfgen.damage import scan
from tapyre_paper_search.pdf import ocr
from tapyre_paper_search.pdf.ocr import OcrOptions, ocr_page
from tapyre_paper_search.pdf.ocrlanguage import umlauts_lost

GERMAN = (
    "Die Stadtbäume in München und Würzburg wachsen in den heißen Sommern",
    "der letzten Jahre deutlich langsamer, weil ihre Böden über viele Wochen",
    "zu wenig Wasser für die Wurzeln führen und die Blätter früher fallen.",
)
CAPITALS = (
    "ÜBER DIE LANGZEITSTABILITÄT GRÖSSERER SOLARZELLEN",
    "Perowskit-Solarzellen mit hoher Langzeitstabilität",
    *GERMAN[:2],
)
ENGLISH = (
    "Retrieval of scientific papers is hard because claims use words the",
    "abstracts do not. We therefore combine lexical and dense signals and",
    "measure both of them on three corpora of different sizes and fields.",
)


def _scan(rows: tuple[str, ...], path: Path, pages: int = 1, dpi: int = 300) -> Path:
    """``pages`` pages of ``rows`` in 12-point Helvetica, six times over, scanned at
    ``dpi`` into ``path``."""
    doc = pymupdf.open()
    for _ in range(pages):
        page = doc.new_page()
        top = 90.0
        for _ in range(6):
            for text in rows:
                page.insert_text((60, top), text, fontsize=12)
                top += 17
            top += 10
    scanned = scan(doc, list(range(pages)), dpi=dpi, seed=3)
    doc.close()
    scanned.save(path)
    scanned.close()
    return path


def _read(path: Path, monkeypatch: pytest.MonkeyPatch, number: int = 0) -> tuple[str, list[str]]:
    """The words the first OCR pass gives for page ``number`` of ``path``, and the
    languages of each ``get_textpage_ocr`` call made (the second pass turned off)."""
    calls: list[str] = []
    original = pymupdf.Page.get_textpage_ocr

    def counted(page: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(str(kwargs.get("language")))
        return original(page, *args, **kwargs)

    monkeypatch.setattr(pymupdf.Page, "get_textpage_ocr", counted)
    monkeypatch.setattr(ocr.ocrreread, "available", lambda: False)
    with pymupdf.open(path) as doc:
        _, words = ocr_page(doc[number], 0, OcrOptions())
    return " ".join(str(w[4]) for w in words), calls


def _needs_german() -> None:
    if ocr.available_languages("eng+deu") != "eng+deu":
        pytest.skip("German language data (tesseract-ocr-deu) is not installed")


@needs_tesseract
def test_a_german_page_is_read_again_with_german_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _needs_german()
    text, calls = _read(_scan(GERMAN, tmp_path / "de.pdf"), monkeypatch)
    assert calls == ["eng+deu", "deu+eng"]
    for word in ("Stadtbäume", "München", "Würzburg", "Böden", "Blätter"):
        assert word in text


@needs_tesseract
def test_an_english_page_is_read_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text, calls = _read(_scan(ENGLISH, tmp_path / "en.pdf"), monkeypatch)
    assert len(calls) == 1
    assert "Retrieval of scientific papers" in text


@needs_tesseract
def test_a_failed_german_re_read_keeps_the_first_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _needs_german()
    original = pymupdf.Page.get_textpage_ocr

    def failing(page: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("language") == "deu+eng":
            raise RuntimeError("Tesseract failed")
        return original(page, *args, **kwargs)

    monkeypatch.setattr(pymupdf.Page, "get_textpage_ocr", failing)
    text, calls = _read(_scan(GERMAN, tmp_path / "de.pdf"), monkeypatch)
    assert calls == ["eng+deu", "deu+eng"]
    assert "Sommern" in text and "Wasser" in text


@needs_tesseract
def test_a_german_page_past_the_front_that_kept_its_umlauts_is_read_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _needs_german()
    path = _scan(GERMAN, tmp_path / "de.pdf", pages=ocr.FRONT_PAGES + 1)
    text, calls = _read(path, monkeypatch, number=ocr.FRONT_PAGES)
    assert calls == ["eng+deu"]
    for word in ("Stadtbäume", "München", "Würzburg", "Böden", "Blätter"):
        assert word in text


@needs_tesseract
def test_a_german_page_past_the_front_that_lost_umlauts_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _needs_german()
    path = _scan(CAPITALS, tmp_path / "de.pdf", pages=ocr.FRONT_PAGES + 1, dpi=200)
    text, calls = _read(path, monkeypatch, number=ocr.FRONT_PAGES)
    assert calls == ["eng+deu", "deu+eng"]
    assert "LANGZEITSTABILITÄT" in text and "Langzeitstabilität" in text


def test_umlauts_lost() -> None:
    assert umlauts_lost(["UBER", "DIE", "GROSSERER", "SOLARZELLEN"])
    # one such word alone may be a German word the list lacks, read right
    assert not umlauts_lost(["die", "Kronen", "der", "Bäume"])
    assert not umlauts_lost(["UBER", "DIE", "SOLARZELLEN", "uber"])
    assert not umlauts_lost(["Über", "die", "Langzeitstabilität"])
    assert not umlauts_lost(["The", "fur", "of", "seals"])  # "fur" is an English word
