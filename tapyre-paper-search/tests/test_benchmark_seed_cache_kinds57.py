"""``benchmarks/pdf_metadata.py``: a held-out drawn with another seed, OCR results cached.

``--seed N`` draws the generated held-out with pdfgen's seed ``N`` into a folder of its
own (the standard held-out, seed 0, stays where and what it was); ``--ocr-cache DIR``
has the reader keep Tesseract's result of each scanned page in ``DIR`` and read it back
on the next run.  The cache never changes an answer: a scanned paper reads the same
with it, without it, and from it alone (Tesseract not run again).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pdfgen
import pytest
from ocr_pages import (
    needs_tesseract,
    scanned,
    tesseract,  # noqa: F401 (the fixture ``needs_tesseract`` names)
)
from tapyre_paper_search.pdf import ocr, ocrreread

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "pdf_metadata_kinds57", BENCHMARKS / "pdf_metadata.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_the_held_out_is_drawn_with_the_seed_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[tuple[int, str, int]] = []

    def build(shared: Path, folder: Path, count: int, split: str, *, seed: int = 0) -> list[Any]:
        drawn.append((count, split, seed))
        folder.mkdir(parents=True, exist_ok=True)
        row = (
            '{"name": "heldout-0000.pdf", "title": "T", "authors": [], "abstract": "", "kinds": []}'
        )
        (folder / "truth.jsonl").write_text(row + "\n")
        (folder / "items.jsonl").write_text('{"name": "heldout-0000.pdf", "items": []}\n')
        return []

    monkeypatch.setattr(pdfgen, "build_corpus", build)
    bench = _bench()
    items = bench.heldout_set(tmp_path, tmp_path / "h57", 1, 57)
    assert drawn == [(1, "heldout", 57)]
    assert [name for name, _, _ in items] == ["heldout-0000.pdf"]
    # without a seed, the standard draw
    bench.heldout_set(tmp_path, tmp_path / "h0", 1)
    assert drawn[-1] == (1, "heldout", 0)


def test_another_seed_has_a_default_folder_of_its_own() -> None:
    bench = _bench()
    assert bench.default_corpus(0).name == "heldout"
    assert bench.default_corpus(57).name == "heldout-seed57"
    assert bench.default_corpus(57).parent == bench.default_corpus(0).parent


@needs_tesseract
def test_the_ocr_cache_gives_the_same_answers_and_spares_tesseract(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = scanned(tmp_path, pages=[0])
    bench = _bench()
    cache = tmp_path / "cache"
    plain = bench.methods()["tapyre"](path)
    kept = bench.methods(cache)["tapyre"](path)
    assert plain.title and plain.authors
    assert kept == plain
    assert any(cache.glob("*.json"))

    def no_tesseract(*_args: Any, **_kwargs: Any) -> Any:
        raise AssertionError("Tesseract run although the page is cached")

    monkeypatch.setattr(ocr._Call, "first_pass", lambda _self, _flags: no_tesseract)
    monkeypatch.setattr(ocrreread, "reread", no_tesseract)
    assert bench.methods(cache)["tapyre"](path) == plain
