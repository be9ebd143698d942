"""Fewer garbage collections while a PDF is read, and the thresholds put back after."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pdf_samples import write_paper
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract, extract_pdf, gcscope
from tapyre_paper_search.pdf.gcscope import THRESHOLD, fewer_collections


@pytest.fixture(autouse=True)
def default_thresholds(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Default thresholds, and the test's thread taken as the process's only one
    (threads other tests left behind would turn the scope off; the real count is
    checked in a fresh process below)."""
    monkeypatch.setattr(gcscope, "_alone", lambda: True)
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*before)


def test_extraction_runs_with_the_raised_threshold_and_puts_it_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[int, ...]] = []
    real = extract._extract_document

    def watched(*args: Any) -> Any:
        seen.append(gc.get_threshold())
        return real(*args)

    monkeypatch.setattr(extract, "_extract_document", watched)
    extract_pdf(write_paper(tmp_path / "paper.pdf"))
    assert seen == [(THRESHOLD, 10, 10)]
    assert gc.get_threshold() == (700, 10, 10)


def test_the_threshold_is_put_back_when_extraction_fails(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"%PDF-1.7\nnot a pdf at all")
    with pytest.raises(ExtractionError):
        extract_pdf(bad)
    assert gc.get_threshold() == (700, 10, 10)


def test_with_other_threads_running_the_thresholds_stay_as_they_are(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Review10 finding 6: calls overlapping in threads kept the raised threshold
    # for good, and the other threads' cycles piled up behind it.
    monkeypatch.undo()  # the real thread count
    gc.set_threshold(700, 10, 10)
    running, stop = threading.Event(), threading.Event()

    def other() -> None:
        running.set()
        stop.wait(timeout=10)

    @fewer_collections
    def look() -> tuple[int, ...]:
        return gc.get_threshold()

    thread = threading.Thread(target=other)
    thread.start()
    try:
        assert running.wait(timeout=10)
        assert look() == (700, 10, 10)
    finally:
        stop.set()
        thread.join(timeout=10)
    alone = subprocess.run(
        [sys.executable, "-c", _ALONE], capture_output=True, text=True, check=True, timeout=60
    )
    assert alone.stdout.split() == [str(THRESHOLD), "700"]  # a lone thread: raised, put back


_ALONE = """
import gc
from tapyre_paper_search.pdf.gcscope import fewer_collections
gc.set_threshold(700, 10, 10)
print(fewer_collections(lambda: gc.get_threshold()[0])(), gc.get_threshold()[0])
"""


def test_a_threshold_set_meanwhile_or_collection_turned_off_is_left_as_set() -> None:
    @fewer_collections
    def change() -> None:
        gc.set_threshold(5000, 20, 20)

    change()
    assert gc.get_threshold() == (5000, 20, 20)

    gc.set_threshold(0, 10, 10)

    @fewer_collections
    def look() -> int:
        return gc.get_threshold()[0]

    assert look() == 0
    assert gc.get_threshold() == (0, 10, 10)


def test_extracting_a_paper_makes_no_reference_cycles(papers_dir: Path) -> None:
    """The premise of the raised threshold: what extraction builds is freed by
    reference counts, so skipping collections while it runs keeps no memory."""
    paper = papers_dir / "2302.07302v1.pdf"
    extract_pdf(paper)  # lazy imports and caches first
    gc.collect()
    gc.disable()
    try:
        result = extract_pdf(paper)
        found = gc.collect()
    finally:
        gc.enable()
    assert result.pages
    assert found == 0
