"""Progress of an ingestion run: bars on a terminal, log lines otherwise, or nothing.

Reporters only read :class:`~tapyre_paper_search.pipeline.summary.IngestCounters`;
the pipeline calls :meth:`Progress.update` after each paper and each embedded batch.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from tapyre_paper_search.pipeline.summary import IngestCounters


class Progress(Protocol):
    """What the pipeline tells a progress reporter."""

    def start(self, counters: IngestCounters) -> None: ...

    def update(self, counters: IngestCounters) -> None: ...

    def note(self, text: str) -> None:
        """A line worth showing now (a failure, a warning)."""

    def stop(self, counters: IngestCounters) -> None: ...


class NoProgress:
    """``--quiet``: says nothing."""

    def start(self, counters: IngestCounters) -> None:
        pass

    def update(self, counters: IngestCounters) -> None:
        pass

    def note(self, text: str) -> None:
        pass

    def stop(self, counters: IngestCounters) -> None:
        pass


def _eta(done: int, total: int | None, elapsed: float) -> str:
    if not total or done <= 0 or done >= total:
        return "-"
    seconds = elapsed / done * (total - done)
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"


def status_line(c: IngestCounters) -> str:
    """One plain line: counts, rates and (when the total is known) ETA."""
    elapsed = max(c.elapsed, 1e-9)
    total = f"/{c.total}" if c.total is not None else ""
    return (
        f"papers {c.seen}{total} ({c.stored} stored, {c.skipped} skipped, {c.failed} failed) "
        f"{c.stored / elapsed:.2f}/s; chunks {c.chunks} {c.chunks / elapsed:.1f}/s; "
        f"pages {c.pages}; elapsed {int(elapsed)} s; ETA {_eta(c.seen, c.total, elapsed)}"
    )


class LogProgress:
    """Not a terminal: a plain line every ``interval`` seconds and one at the end."""

    def __init__(self, stream: IO[str] | None = None, interval: float = 10.0) -> None:
        self.stream = stream or sys.stderr
        self.interval = interval
        self._last = 0.0

    def _write(self, text: str) -> None:
        stamp = time.strftime("%H:%M:%S")
        print(f"[{stamp}] {text}", file=self.stream, flush=True)

    def start(self, counters: IngestCounters) -> None:
        self._last = time.monotonic()
        total = f" {counters.total}" if counters.total is not None else ""
        self._write(f"ingesting{total} papers")

    def update(self, counters: IngestCounters) -> None:
        now = time.monotonic()
        if now - self._last >= self.interval:
            self._last = now
            self._write(status_line(counters))

    def note(self, text: str) -> None:
        self._write(text)

    def stop(self, counters: IngestCounters) -> None:
        self._write(status_line(counters))


class RichProgress:
    """A terminal: bars for papers and chunks with rates and ETA (rich)."""

    def __init__(self, stream: IO[str] | None = None) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            ProgressColumn,
            TextColumn,
            TimeElapsedColumn,
        )
        from rich.text import Text

        # Rates and ETA from the whole run so far: items arrive in bursts (a
        # batch of papers commits at once), which rich's short-window speed
        # turns into wild swings.
        def rate(task: Any) -> float | None:
            elapsed = task.elapsed
            return task.completed / elapsed if elapsed and task.completed else None

        class RateColumn(ProgressColumn):
            def render(self, task: Any) -> Text:
                speed = rate(task)
                return Text("-" if speed is None else f"{speed:.1f}/s", style="progress.data.speed")

        class EtaColumn(ProgressColumn):
            def render(self, task: Any) -> Text:
                speed = rate(task)
                if task.total is None or not speed or task.finished:
                    return Text("ETA -", style="progress.remaining")
                seconds = int((task.total - task.completed) / speed)
                minutes, secs = divmod(seconds, 60)
                hours, minutes = divmod(minutes, 60)
                return Text(f"ETA {hours}:{minutes:02d}:{secs:02d}", style="progress.remaining")

        self._console = Console(file=stream or sys.stderr)
        self._progress = Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            RateColumn(),
            TimeElapsedColumn(),
            EtaColumn(),
            TextColumn("{task.fields[detail]}"),
            console=self._console,
            refresh_per_second=5,
        )
        self._papers: Any = None
        self._chunks: Any = None

    def start(self, counters: IngestCounters) -> None:
        self._progress.start()
        self._papers = self._progress.add_task("papers", total=counters.total, detail="")
        self._chunks = self._progress.add_task("chunks", total=None, detail="")

    def update(self, counters: IngestCounters) -> None:
        self._progress.update(
            self._papers,
            completed=counters.seen,
            total=counters.total,
            detail=f"{counters.stored} stored, {counters.skipped} skipped, "
            f"{counters.failed} failed",
        )
        self._progress.update(
            self._chunks, completed=counters.chunks, detail=f"{counters.pages} pages"
        )

    def note(self, text: str) -> None:
        self._progress.console.print(text, markup=False, highlight=False)

    def stop(self, counters: IngestCounters) -> None:
        self.update(counters)
        self._progress.stop()


def choose_progress(
    *, quiet: bool, stream: IO[str] | None = None, interval: float = 10.0
) -> Progress:
    """``--quiet`` → nothing; a terminal → bars; otherwise periodic log lines."""
    if quiet:
        return NoProgress()
    out = stream or sys.stderr
    if out.isatty():
        return RichProgress(out)
    return LogProgress(out, interval=interval)


class _NoteHandler(logging.Handler):
    def __init__(self, progress: Progress) -> None:
        super().__init__(logging.WARNING)
        self.progress = progress

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.progress.note(f"note: {record.getMessage()}")
        except Exception:  # a note must never break the run
            self.handleError(record)


@contextmanager
def notes_from_log(
    progress: Progress, logger: str = "tapyre_paper_search.providers"
) -> Iterator[None]:
    """Show the warnings ``logger`` logs while the block runs as ``progress`` notes.

    Providers log what a user waiting on a run should see (the arXiv provider's
    retries); this routes those lines through the progress reporter, so they
    appear on standard error between the bars.  Records still propagate to the
    root logger's handlers, if an application configured any; Python's
    last-resort printing is not used while this handler is attached, so a line
    is not shown twice.
    """
    target = logging.getLogger(logger)
    handler = _NoteHandler(progress)
    target.addHandler(handler)
    try:
        yield
    finally:
        target.removeHandler(handler)
