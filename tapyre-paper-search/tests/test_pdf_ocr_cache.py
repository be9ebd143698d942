"""OCR results kept on disk (``OcrOptions.cache``): a cached page reads as Tesseract read it.

The scan is a real text page rendered to an image; the first extraction runs
Tesseract and keeps its result, the second reads it back (Tesseract is then
made unavailable to prove it), and both give exactly the record extraction
without a cache gives.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pymupdf
import pytest
from ocr_pages import (
    needs_tesseract,
    scanned,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract_pdf, ocr, ocrcache
from tapyre_paper_search.pdf.ocr import OcrOptions


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
    assert len(entries) == 4  # one a page, and each of the two front pages' after the second pass
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
        # the first pass's result and the first page's after the second pass (ocrreread)
        first, second = sorted(cache.glob("*.json"), key=lambda entry: entry.stat().st_mtime_ns)
        kept = ocrcache.load(second)
    assert kept == (data, words)
    assert ocrcache.load(first) is not None
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


def _one_page_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    doc.new_page()
    doc.save(path)
    doc.close()
    return path


def test_an_entry_of_another_shape_or_format_is_taken_as_missing(tmp_path: Path) -> None:
    entry = tmp_path / "entry.json"
    page = {"blocks": [{"bbox": [1, 2, 3, 4], "lines": [{"spans": [{"text": "w"}]}]}]}
    word = [1.0, 2.0, 3.0, 4.0, "w", 0, 0, 0]
    wrong = [
        {"dict": page, "words": [word]},  # no format version (an older entry)
        {"format": ocrcache.FORMAT + 1, "dict": page, "words": [word]},
        {"format": ocrcache.FORMAT, "dict": 5, "words": []},
        {"format": ocrcache.FORMAT, "dict": {"blocks": [{"lines": 3}]}, "words": []},
        {"format": ocrcache.FORMAT, "dict": {"blocks": [{"lines": [{"spans": [7]}]}]}, "words": []},
        {"format": ocrcache.FORMAT, "dict": page, "words": [[1.0, 2.0, "w"]]},
        {"format": ocrcache.FORMAT, "dict": page, "words": 3},
        [page, [word]],
    ]
    for kept in wrong:
        entry.write_text(json.dumps(kept), encoding="utf-8")
        assert ocrcache.load(entry) is None, kept
    entry.write_text(
        json.dumps({"format": ocrcache.FORMAT, "dict": page, "words": [word]}), encoding="utf-8"
    )
    assert ocrcache.load(entry) is not None


def test_entries_are_written_whole_and_readable_by_others(tmp_path: Path) -> None:
    entry = tmp_path / "cache" / "entry.json"
    ocrcache.store(entry, {"blocks": []}, [])
    assert entry.stat().st_mode & 0o777 == 0o644
    assert [p.name for p in entry.parent.iterdir()] == ["entry.json"]  # no temporary left
    assert ocrcache.load(entry) == ({"blocks": []}, [])


def test_a_file_rewritten_with_its_old_size_and_time_is_hashed_again(tmp_path: Path) -> None:
    path = _one_page_pdf(tmp_path / "a.pdf")
    with pymupdf.open(path) as opened:
        first = ocrcache.entry_path(tmp_path, opened[0], 300, "eng")
    before = path.stat()
    data = path.read_bytes()
    path.write_bytes(data.replace(b"%%EOF", b"%%EOX"))  # same size, other bytes
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # as cp -p or rsync -t do
    assert path.stat().st_size == before.st_size
    with pymupdf.open(path) as opened:
        second = ocrcache.entry_path(tmp_path, opened[0], 300, "eng")
    assert first is not None and second is not None
    assert second != first


def test_the_engine_key_names_versions_language_data_and_settings(tmp_path: Path) -> None:
    data = tmp_path / "tessdata"
    data.mkdir()
    (data / "eng.traineddata").write_bytes(b"fast")
    (data / "deu.traineddata").write_bytes(b"fast")
    key = ocrcache.engine_key(str(data), "eng", "flags=0 full=True")
    assert key == ocrcache.engine_key(str(data), "eng", "flags=0 full=True")
    assert key != ocrcache.engine_key(str(data), "eng", "flags=0 full=False")
    assert key != ocrcache.engine_key(str(data), "eng+deu", "flags=0 full=True")
    (data / "eng.traineddata").write_bytes(b"best data")  # another model installed
    assert key != ocrcache.engine_key(str(data), "eng", "flags=0 full=True")
    path = _one_page_pdf(tmp_path / "a.pdf")
    with pymupdf.open(path) as opened:
        named = ocrcache.entry_path(tmp_path, opened[0], 300, "eng", key)
    assert named is not None and named.name.endswith(f"-300dpi-eng-{key}.json")


@needs_tesseract
def test_an_entry_of_another_shape_is_read_by_ocr_again_and_rewritten(tmp_path: Path) -> None:
    path = scanned(tmp_path, pages=[0])
    cache = tmp_path / "cache"
    first = extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache))
    entries = list(cache.glob("*.json"))  # the first pass's and the second's (ocrreread)
    assert len(entries) == 2
    for entry in entries:
        entry.write_text(json.dumps({"format": ocrcache.FORMAT, "dict": 5, "words": []}))
    again = extract_pdf(path, ocr=OcrOptions(dpi=200, cache=cache))
    assert again == first
    assert all(ocrcache.load(entry) is not None for entry in entries)
