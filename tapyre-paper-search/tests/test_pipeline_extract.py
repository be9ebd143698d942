"""The extraction stage: order kept, hung and crashing workers never stop a run."""

from __future__ import annotations

import os
import queue
import signal
import time
from pathlib import Path

import pytest
from tapyre_paper_search.pipeline.extract import (
    END,
    ExtractionFailed,
    Job,
    OrderedExtractor,
    resolve_workers,
)
from tapyre_paper_search.records import ExtractedPdf, Page


def fake_extract(path: str, max_pages: int | None) -> ExtractedPdf | ExtractionFailed:
    """Worker stand-in whose behaviour is chosen by the file name."""
    name = Path(path).name
    if name.startswith("hang"):
        time.sleep(60)
    if name.startswith("crash"):
        os.kill(os.getpid(), signal.SIGSEGV)
    if name.startswith("slow"):
        time.sleep(0.5)
    if name.startswith("bad"):
        return ExtractionFailed("corrupt", f"{path}: not a PDF")
    return ExtractedPdf(pages=(Page(1, name),), page_count=1)


def _run(names: list[str | None], workers: int, timeout: float = 30.0) -> list[tuple[str, object]]:
    jobs: queue.Queue[object] = queue.Queue()
    for i, name in enumerate(names):
        jobs.put(Job(item=i, pdf=Path(name) if name else None))
    jobs.put(END)
    out = []
    with OrderedExtractor[int](workers, timeout=timeout, fn=fake_extract) as extractor:
        for job, outcome in extractor.run(jobs):
            out.append((job.item, outcome))
    return out


def _texts(results: list[tuple[int, object]]) -> list[str]:
    texts = []
    for _, outcome in results:
        if outcome is None:
            texts.append("-")
        elif isinstance(outcome, ExtractionFailed):
            texts.append(outcome.reason)
        else:
            assert isinstance(outcome, ExtractedPdf)
            texts.append(outcome.pages[0].text)
    return texts


@pytest.mark.parametrize("workers", [0, 1, 2])
def test_results_come_back_in_submission_order(workers: int) -> None:
    names = ["slow0", "a1", None, "bad3", "a4", "slow5", "a6"]
    results = _run(names, workers)
    assert [item for item, _ in results] == list(range(len(names)))
    assert _texts(results) == ["slow0", "a1", "-", "corrupt", "a4", "slow5", "a6"]


@pytest.mark.slow
def test_a_hung_worker_is_killed_and_the_others_finish() -> None:
    started = time.monotonic()
    results = _run(["a0", "hang1", "slow2", "a3", "a4"], workers=2, timeout=3.0)
    assert _texts(results) == ["a0", "timeout", "slow2", "a3", "a4"]
    assert time.monotonic() - started < 30


@pytest.mark.slow
def test_a_crashing_file_is_the_only_one_reported() -> None:
    results = _run(["slow0", "crash1", "slow2", "a3", "crash4", "a5"], workers=2)
    assert _texts(results) == ["slow0", "worker-crashed", "slow2", "a3", "worker-crashed", "a5"]


def test_workers_auto_leaves_a_core_for_the_main_process() -> None:
    assert resolve_workers("auto") >= 1
    assert resolve_workers(2) == 2
    assert resolve_workers("0") == 0
    with pytest.raises(ValueError):
        resolve_workers(-1)
