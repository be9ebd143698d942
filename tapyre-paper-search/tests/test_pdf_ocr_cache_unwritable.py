"""An OCR result the cache cannot keep costs only time (readerC's finding 7): data JSON
cannot hold (bytes, as image blocks would carry) leaves no cache entry, and the page
is read all the same."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    scanned,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.pdf import ocr
from tapyre_paper_search.pdf.ocr import OcrOptions


@needs_tesseract
def test_a_result_json_cannot_hold_is_read_but_not_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = scanned(tmp_path, pages=[0])
    extract = pymupdf.TextPage.extractDICT

    def with_bytes(self: pymupdf.TextPage, *args: Any, **kwargs: Any) -> Any:
        data = extract(self, *args, **kwargs)
        data["blocks"].append({"type": 1, "image": b"\x89PNG"})  # TypeError in json.dumps
        return data

    monkeypatch.setattr(pymupdf.TextPage, "extractDICT", with_bytes)
    cache = tmp_path / "cache"
    with pymupdf.open(path) as doc:
        data, words = ocr.ocr_page(doc[0], 0, OcrOptions(dpi=200, cache=cache))
    assert data["blocks"][-1]["image"] == b"\x89PNG"
    assert any("Retrieval" in str(word[4]) for word in words)
    assert not cache.exists() or not list(cache.iterdir())
