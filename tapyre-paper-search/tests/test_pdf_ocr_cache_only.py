"""``OcrOptions.cache_only``: pages are read from the OCR cache alone, Tesseract never
runs, and a page whose reading is not kept is reported by its note, not read another
way (a re-scored set then gives exactly what a full run gives, or says which paper it
cannot)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    scanned,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract_pdf, ocr
from tapyre_paper_search.pdf.ocr import OcrOptions
from test_pdf_ocr_cache import _no_tesseract


def test_cache_only_needs_a_cache_folder() -> None:
    with pytest.raises(ValueError, match="cache folder"):
        OcrOptions(cache_only=True)


@needs_tesseract
def test_a_filled_cache_reads_as_a_full_run_and_tesseract_never_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = scanned(tmp_path)
    cache = tmp_path / "cache"
    full = extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache))
    monkeypatch.setattr(pymupdf.Page, "get_textpage_ocr", _no_tesseract)
    monkeypatch.setattr(ocr.ocrreread, "reread", _no_tesseract)
    again = extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache, cache_only=True))
    assert [page.source for page in full.pages] == ["ocr", "ocr"]
    assert again == full


@needs_tesseract
def test_pages_not_in_the_cache_are_reported_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = scanned(tmp_path)
    cache = tmp_path / "cache"
    extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache))
    for entry in cache.glob("*-p1-*.json"):  # the first page's readings kept, not the second's
        entry.unlink()
    kept = sorted(cache.iterdir())
    assert kept and all("-p0-" in entry.name for entry in kept)
    monkeypatch.setattr(pymupdf.Page, "get_textpage_ocr", _no_tesseract)
    monkeypatch.setattr(ocr.ocrreread, "reread", _no_tesseract)
    half = extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache, cache_only=True))
    assert [page.source for page in half.pages] == ["ocr", "none"]
    assert ocr.NOT_CACHED not in half.pages[0].note
    assert ocr.NOT_CACHED in half.pages[1].note
    assert sorted(cache.iterdir()) == kept  # nothing written
    with pytest.raises(ExtractionError, match=f"their OCR is {ocr.NOT_CACHED}"):
        extract_pdf(path, ocr=OcrOptions(dpi=200, cache=tmp_path / "empty", cache_only=True))


@needs_tesseract
def test_a_front_page_whose_second_pass_is_not_kept_is_not_read_from_its_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full run would use the second pass: the first pass alone is no stand-in."""
    path = scanned(tmp_path, pages=[0])
    cache = tmp_path / "cache"
    with pymupdf.open(path) as doc:
        ocr.ocr_page(doc[0], 0, OcrOptions(dpi=200, cache=cache))
    first, second = sorted(cache.glob("*.json"), key=lambda entry: entry.stat().st_mtime_ns)
    second.unlink()
    monkeypatch.setattr(pymupdf.Page, "get_textpage_ocr", _no_tesseract)
    monkeypatch.setattr(ocr.ocrreread, "reread", _no_tesseract)
    with pymupdf.open(path) as doc, pytest.raises(ocr.OcrNotCachedError, match="page 1 is not in"):
        ocr.ocr_page(doc[0], 0, OcrOptions(dpi=200, cache=cache, cache_only=True))
    assert first.exists()
