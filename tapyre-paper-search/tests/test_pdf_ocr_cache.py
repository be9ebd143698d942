"""OCR results kept on disk (``OcrOptions.cache``): a cached page reads as Tesseract read it.

The scan is a real text page rendered to an image; the first extraction runs
Tesseract and keeps its result, the second reads it back (Tesseract is then
made unavailable to prove it), and both give exactly the record extraction
without a cache gives.
"""

from __future__ import annotations

import json
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract_pdf, ocr, ocrcache
from tapyre_paper_search.pdf.ocr import OcrOptions
from test_pdf_ocr import (
    needs_tesseract,
    scanned,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)


def _no_tesseract(*_args: object, **_kwargs: object) -> None:
    raise AssertionError("Tesseract ran for a page whose OCR result is cached")


@needs_tesseract
def test_a_cached_ocr_result_gives_exactly_what_ocr_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = scanned(tmp_path)
    cache = tmp_path / "cache"
    uncached = extract_pdf(path, ocr=OcrOptions(dpi=200))
    filled = extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache))
    entries = sorted(cache.glob("*.json"))
    assert len(entries) == 2  # one a page
    assert all("-200dpi-" in entry.name for entry in entries)
    monkeypatch.setattr(pymupdf.Page, "get_textpage_ocr", _no_tesseract)
    cached = extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache))
    assert [p.source for p in uncached.pages] == ["ocr", "ocr"]
    assert filled == uncached
    assert cached == uncached
    with pytest.raises(ExtractionError, match="Tesseract ran"):  # a page error for each
        extract_pdf(path, ocr=OcrOptions(dpi=300, cache=cache))  # another dpi: not cached


@needs_tesseract
def test_the_cached_structures_are_pymupdfs_own(tmp_path: Path) -> None:
    path = scanned(tmp_path, pages=[0])
    cache = tmp_path / "cache"
    with pymupdf.open(path) as doc:
        data, words = ocr.ocr_page(doc[0], 0, OcrOptions(dpi=200, cache=cache))
        (entry,) = cache.glob("*.json")
        kept = ocrcache.load(entry)
    assert kept == (data, words)
    assert kept is not None
    span = kept[0]["blocks"][0]["lines"][0]["spans"][0]
    assert isinstance(span["bbox"], tuple)
    assert isinstance(span["origin"], tuple)
    assert all(isinstance(word, tuple) for word in kept[1])


def test_a_changed_file_or_a_broken_entry_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "a.pdf"
    doc = pymupdf.open()
    doc.new_page()
    doc.save(path)
    with pymupdf.open(path) as opened:
        first = ocrcache.entry_path(tmp_path, opened[0], 300, "eng")
    assert first is not None
    first.write_text("{not json", encoding="utf-8")
    assert ocrcache.load(first) is None
    ocrcache.store(first, {"blocks": [{"bbox": [1.5, 2, 3, 4]}]}, [[1.0, 2.0, 3.0, 4.0, "w"]])
    assert ocrcache.load(first) == (
        {"blocks": [{"bbox": (1.5, 2, 3, 4)}]},
        [(1.0, 2.0, 3.0, 4.0, "w")],
    )
    assert json.loads(first.read_text(encoding="utf-8"))["words"][0][4] == "w"
    doc.new_page()
    doc.save(path)  # another file now: another hash
    doc.close()
    with pymupdf.open(path) as opened:
        second = ocrcache.entry_path(tmp_path, opened[0], 300, "eng")
    assert second is not None
    assert second != first
    in_memory = pymupdf.open()
    assert ocrcache.entry_path(tmp_path, in_memory.new_page(), 300, "eng") is None
