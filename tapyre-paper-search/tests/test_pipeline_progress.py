"""Progress reporting: bars on a terminal, periodic lines otherwise, nothing when quiet."""

from __future__ import annotations

import io

from tapyre_paper_search.pipeline import (
    IngestCounters,
    LogProgress,
    NoProgress,
    RichProgress,
    choose_progress,
)
from tapyre_paper_search.pipeline.summary import IngestSummary


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _counters() -> IngestCounters:
    counters = IngestCounters(total=10)
    counters.started -= 20.0  # twenty seconds in
    counters.seen, counters.stored, counters.skipped, counters.failed = 4, 3, 0, 1
    counters.chunks, counters.pages = 120, 40
    return counters


def test_the_reporter_follows_the_output() -> None:
    assert isinstance(choose_progress(quiet=True, stream=_Terminal()), NoProgress)
    assert isinstance(choose_progress(quiet=False, stream=_Terminal()), RichProgress)
    assert isinstance(choose_progress(quiet=False, stream=io.StringIO()), LogProgress)


def test_log_lines_carry_counts_rates_and_eta() -> None:
    out = io.StringIO()
    progress = LogProgress(out, interval=0.0)
    counters = _counters()
    progress.start(counters)
    progress.update(counters)
    progress.note("failed: x.pdf: encrypted")
    progress.stop(counters)
    lines = out.getvalue().splitlines()
    assert "ingesting 10 papers" in lines[0]
    assert "papers 4/10 (3 stored, 0 skipped, 1 failed) 0.15/s" in lines[1]
    assert "chunks 120 6.0/s" in lines[1]
    assert "ETA 0:00:30" in lines[1]
    assert lines[2].endswith("failed: x.pdf: encrypted")


def test_log_lines_are_periodic() -> None:
    out = io.StringIO()
    progress = LogProgress(out, interval=3600.0)
    counters = _counters()
    progress.start(counters)
    for _ in range(50):
        progress.update(counters)
    assert len(out.getvalue().splitlines()) == 1  # only the start line within the hour


def test_bars_show_papers_and_chunks() -> None:
    out = _Terminal()
    progress = RichProgress(out)
    counters = _counters()
    progress.start(counters)
    progress.update(counters)
    progress.stop(counters)
    text = out.getvalue()
    assert "papers" in text and "chunks" in text
    assert "4/10" in text
    assert "3 stored, 0 skipped, 1 failed" in text


def test_the_summary_names_known_failures_and_interruptions() -> None:
    summary = IngestSummary(
        seen=10, stored=5, skipped=2, failed=1, pages=50, chunks=200, seconds=10.0,
        known_failures=2, reconciled_points=7, interrupted=True,
    )  # fmt: skip
    text = summary.format()
    assert text.startswith("Interrupted after 10.0 s: 5 papers stored, 2 skipped (unchanged)")
    assert "1 failed, 2 failed before (not retried)" in text
    assert "5.0 pages/s" in text and "20.0 chunks/s" in text
    assert "Removed 7 vectors left by an interrupted run." in text
    assert "tapyre papers failures" in text


def test_the_counters_travel_as_the_progress_dict_and_come_back() -> None:
    counters = _counters()
    counters.known_failures = 2
    data = counters.progress()
    assert data == {
        "seen": 4, "stored": 3, "skipped": 0, "failed": 1, "known_failures": 2,
        "pages": 40, "chunks": 120, "total": 10, "elapsed": data["elapsed"],
    }  # fmt: skip
    assert 20.0 <= data["elapsed"] < 60.0
    back = IngestCounters.from_progress(data)
    assert back.progress() | {"elapsed": 0} == data | {"elapsed": 0}
    assert 20.0 <= back.elapsed < 60.0
    assert IngestCounters.from_progress({}).progress() | {"elapsed": 0} == {
        "seen": 0, "stored": 0, "skipped": 0, "failed": 0, "known_failures": 0,
        "pages": 0, "chunks": 0, "total": None, "elapsed": 0,
    }  # fmt: skip
    summary = counters.summary()
    assert (summary.seen, summary.stored, summary.known_failures, summary.chunks) == (4, 3, 2, 120)
