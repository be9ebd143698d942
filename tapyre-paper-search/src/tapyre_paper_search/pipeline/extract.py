"""PDF extraction in worker processes, results handed back in submission order.

A PDF can hang MuPDF or crash the process that reads it.  Neither may stop a
run: every file gets a time limit, a worker that overruns it is killed, and a
pool broken by a crash is rebuilt.  After a crash the files that were in flight
are retried one at a time, so the file that crashes a worker is the only one
reported as ``worker-crashed``.

Memory is bounded too: each worker may grow its address space by at most
``memory_limit_mb`` beyond what it holds at start (``RLIMIT_AS`` on Linux and
other POSIX systems that enforce it; ``[papers] extract_memory_mb``, default
:data:`DEFAULT_MEMORY_LIMIT_MB`, 0 for none).  A PDF that needs more fails as
``too-large`` and the worker goes on with the next file.  Where the limit cannot
be set (Windows, macOS, which ignores ``RLIMIT_AS``), workers run without it,
a warning is logged once, and the per-file time limit still applies.

Results come back in the order jobs were taken, which keeps the rest of the
pipeline in source order (a provider's resume position only ever moves
forward over papers that are settled).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import queue
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import KW_ONLY, dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.records import ExtractedPdf

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_MEMORY_LIMIT_MB = 2048
"""How much address space an extraction worker may add to what it holds at start."""

END: Any = object()
"""Put on the job queue after the last job."""


@dataclass(frozen=True)
class ExtractionFailed:
    """Why a PDF gave no text.  Plain data, so it crosses process boundaries."""

    reason: str
    message: str


Outcome = ExtractedPdf | ExtractionFailed | None
"""What a job produced; ``None`` for a job without a PDF."""

ExtractFn = Callable[[str, "int | None"], "ExtractedPdf | ExtractionFailed"]


@dataclass(frozen=True)
class PdfReading:
    """How ingestion reads PDFs (``[papers] pdf_tables``, ``ocr``, ``ocr_languages``,
    ``ocr_dpi``): tables into Markdown rows, and pages without a usable text layer
    by OCR where Tesseract is installed, in these languages at this resolution."""

    tables: bool = True
    ocr: bool = True
    ocr_languages: str = "eng+deu"
    ocr_dpi: int = 300


def extract_file(
    path: str, max_pages: int | None, reading: PdfReading | None = None
) -> ExtractedPdf | ExtractionFailed:
    """Worker entry point: extract one PDF, turning every error into a value.

    Errors are returned rather than raised because exceptions with keyword-only
    arguments do not survive pickling back to the parent.
    """
    from tapyre_paper_search.pdf import extract_pdf
    from tapyre_paper_search.pdf.ocr import OcrOptions

    reading = reading or PdfReading()
    ocr = OcrOptions(reading.ocr_languages, reading.ocr_dpi) if reading.ocr else None
    try:
        return extract_pdf(Path(path), max_pages=max_pages, tables=reading.tables, ocr=ocr)
    except ExtractionError as exc:
        return ExtractionFailed(exc.reason, str(exc))
    except MemoryError:  # the worker's memory limit, hit outside MuPDF
        return ExtractionFailed(
            "too-large",
            f"{path}: reading it needs more memory than an extraction worker may use "
            "([papers] extract_memory_mb)",
        )
    except Exception as exc:  # a MuPDF bug must not lose the run
        return ExtractionFailed("error", f"{path}: {type(exc).__name__}: {exc}")


@dataclass(frozen=True)
class Job(Generic[T]):
    """One item to extract: ``pdf`` is ``None`` for items that only pass through."""

    item: T
    pdf: Path | None


@dataclass
class _Running(Generic[T]):
    seq: int
    job: Job[T]
    deadline: float
    suspect: bool


@dataclass
class _State(Generic[T]):
    """Bookkeeping of one :meth:`OrderedExtractor.run`."""

    order: deque[int] = field(default_factory=deque)  # taken, not yet handed back
    taken: dict[int, Job[T]] = field(default_factory=dict)
    outcomes: dict[int, Outcome] = field(default_factory=dict)
    running: dict[Future[Any], _Running[T]] = field(default_factory=dict)
    retry: deque[tuple[int, bool]] = field(default_factory=deque)  # (seq, suspect)
    next_seq: int = 0
    exhausted: bool = False


def resolve_workers(workers: int | str | None) -> int:
    """``"auto"``/``None`` → one per usable CPU (:func:`~.encoder_pool.available_cpus`)
    less one for the main process (at least 1)."""
    if workers is None or workers == "auto":
        from tapyre_paper_search.embedders.encoder_pool import available_cpus

        return max(1, available_cpus() - 1)
    count = int(workers)
    if count < 0:
        raise ValueError(f"workers must be 0 or more, or 'auto', not {workers!r}")
    return count


def _worker_init(memory_limit_mb: int | None = None) -> None:
    # Ctrl-C goes to the whole process group; the parent decides how to stop.
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A killed parent (SIGKILL, OOM killer) cannot stop its workers: they stop
    # themselves when its sentinel says it is gone, instead of idling forever.
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()
    if memory_limit_mb:
        # After the thread above: its stack is part of the baseline, not the allowance.
        limit_memory(memory_limit_mb)


def limit_memory(extra_mb: int) -> bool:
    """Cap this process's address space at its current size plus ``extra_mb`` MiB.

    Returns whether a limit is in force.  Never raises: where ``RLIMIT_AS`` is
    missing or not enforced (Windows, macOS) it logs a warning and returns False.
    The hard limit is left as it is, and a lower limit already set is kept.
    """
    try:
        import resource

        if sys.platform == "darwin":
            raise OSError("macOS does not enforce RLIMIT_AS")
        # The size now (pages); without /proc the baseline is unknown: no limit.
        pages = int(Path("/proc/self/statm").read_text(encoding="ascii").split()[0])
        current = pages * os.sysconf("SC_PAGE_SIZE")
        wanted = current + extra_mb * 1024 * 1024
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            wanted = min(wanted, hard)
        if soft != resource.RLIM_INFINITY and soft <= wanted:
            return True
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
        return True
    except (ImportError, OSError, ValueError, AttributeError) as exc:
        log.warning("extraction workers run without a memory limit here (%s)", exc)
        return False


def _exit_with(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()
    os._exit(1)


def _mp_context() -> multiprocessing.context.BaseContext:
    # fork would copy the parent's threads and open databases; forkserver starts
    # workers from a clean process and is cheaper than spawn where it exists.
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        # Imported once by the server, so every (re)started worker has them already.
        context.set_forkserver_preload(["pymupdf", "tapyre_paper_search.pdf"])
        return context
    return multiprocessing.get_context("spawn")


@dataclass(eq=False)
class OrderedExtractor(Generic[T]):
    """Runs ``fn`` over the PDFs of jobs in ``workers`` processes, yielding in order.

    ``workers=0`` extracts in the calling thread (no time or memory limit; for
    debugging).  ``memory_limit_mb`` bounds each worker (see the module docs;
    ``None`` or 0: no limit).  Use as a context manager so worker processes are
    stopped on every exit.
    """

    workers: int
    _: KW_ONLY
    timeout: float = 120.0
    max_pages: int | None = None
    fn: ExtractFn = extract_file
    window: int = 0
    """How many jobs may be taken but not yet handed back (0: ``max(8, 4 * workers)``):
    enough that one slow file does not idle the other workers."""
    memory_limit_mb: int | None = DEFAULT_MEMORY_LIMIT_MB
    restarts: int = field(default=0, init=False)
    _pool: ProcessPoolExecutor | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        if self.window <= 0:
            self.window = max(8, 4 * self.workers)

    def __enter__(self) -> OrderedExtractor[T]:
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop_pool(kill=True)

    # -- pool management -------------------------------------------------------

    def _get_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=_mp_context(),
                initializer=_worker_init,
                initargs=(self.memory_limit_mb,),
            )
        return self._pool

    def _stop_pool(self, *, kill: bool) -> None:
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if kill:
            # There is no public way to stop a running task: kill the workers.
            processes = dict(getattr(pool, "_processes", None) or {})
            for process in processes.values():
                with contextlib.suppress(Exception):
                    process.kill()
        pool.shutdown(wait=not kill, cancel_futures=True)
        if kill:
            for process in processes.values():
                with contextlib.suppress(Exception):
                    process.join(timeout=5)

    # -- the loop ----------------------------------------------------------------

    def run(
        self, jobs: queue.Queue[Any], stop: threading.Event | None = None
    ) -> Iterator[tuple[Job[T], Outcome]]:
        """Take :class:`Job` s from ``jobs`` until :data:`END`; yield ``(job, outcome)`` in order.

        Returns early, dropping what is in flight, once ``stop`` is set.
        """
        stop = stop or threading.Event()
        if self.workers == 0:
            yield from self._run_inline(jobs, stop)
            return
        state = _State[T]()
        while not stop.is_set():
            while state.order and state.order[0] in state.outcomes:
                number = state.order.popleft()
                yield state.taken.pop(number), state.outcomes.pop(number)
            if state.exhausted and not state.order:
                return
            limit = self._fill(state, jobs)
            if state.running:
                self._wait(state, limit)

    def _submit(self, state: _State[T], number: int, suspect: bool) -> None:
        job = state.taken[number]
        assert job.pdf is not None
        future = self._get_pool().submit(self.fn, str(job.pdf), self.max_pages)
        state.running[future] = _Running(number, job, time.monotonic() + self.timeout, suspect)

    def _fill(self, state: _State[T], jobs: queue.Queue[Any]) -> int:
        """Give free workers work; returns how many may run at once now."""
        # Suspects of a crash run alone until each is cleared or convicted.
        solo = any(r.suspect for r in state.running.values()) or bool(
            state.retry and state.retry[0][1]
        )
        limit = 1 if solo else self.workers
        while len(state.running) < limit and state.retry:
            number, suspect = state.retry.popleft()
            self._submit(state, number, suspect)
            if suspect:
                return limit
        while (
            not state.exhausted
            and not state.retry
            and len(state.running) < limit
            and len(state.order) < self.window
        ):
            idle = not state.running and not (state.order and state.order[0] in state.outcomes)
            try:
                job = jobs.get(timeout=0.5) if idle else jobs.get_nowait()
            except queue.Empty:
                break
            if job is END:
                state.exhausted = True
                break
            number = state.next_seq
            state.next_seq += 1
            state.order.append(number)
            state.taken[number] = job
            if job.pdf is None:
                state.outcomes[number] = None
            else:
                self._submit(state, number, False)
        return limit

    def _wait(self, state: _State[T], limit: int) -> None:
        """Wait for a result or a deadline; handle crashes and overruns."""
        running = state.running
        wake = min(r.deadline for r in running.values()) - time.monotonic()
        if not state.exhausted and len(running) < limit and len(state.order) < self.window:
            wake = min(wake, 0.05)  # keep taking jobs while workers are free
        done, _ = wait(list(running), timeout=max(wake, 0.0), return_when=FIRST_COMPLETED)
        broken: list[_Running[T]] = []
        for future in done:
            entry = running.pop(future)
            try:
                state.outcomes[entry.seq] = future.result()
            except BrokenProcessPool:
                broken.append(entry)
            except Exception as exc:  # e.g. a result that failed to unpickle
                state.outcomes[entry.seq] = ExtractionFailed(
                    "error", f"{entry.job.pdf}: {type(exc).__name__}: {exc}"
                )
        if broken:
            self._recover(state, broken)
            return
        now = time.monotonic()
        late = [entry for entry in running.values() if entry.deadline <= now]
        if not late:
            return
        for entry in late:
            state.outcomes[entry.seq] = ExtractionFailed(
                "timeout", f"{entry.job.pdf}: extraction took longer than {self.timeout:g} s"
            )
        others = [e for e in running.values() if e.deadline > now]
        running.clear()
        self._stop_pool(kill=True)
        self.restarts += 1
        log.warning("extraction timed out; pool restarted")
        # The others were innocent: run them again, in parallel.
        for entry in sorted(others, key=lambda e: e.seq, reverse=True):
            state.retry.appendleft((entry.seq, entry.suspect))

    def _recover(self, state: _State[T], broken: list[_Running[T]]) -> None:
        """A worker died and every running job failed with it.  Find the culprit
        by retrying them one at a time: a job that breaks the pool alone is it."""
        victims = broken + list(state.running.values())
        state.running.clear()
        self._stop_pool(kill=True)
        self.restarts += 1
        alone = len(victims) == 1
        for entry in sorted(victims, key=lambda e: e.seq, reverse=True):
            if alone:
                state.outcomes[entry.seq] = ExtractionFailed(
                    "worker-crashed",
                    f"{entry.job.pdf}: the extraction process died while reading this file",
                )
            else:
                state.retry.appendleft((entry.seq, True))
        log.warning("an extraction worker died; pool restarted")

    def _run_inline(
        self, jobs: queue.Queue[Any], stop: threading.Event
    ) -> Iterator[tuple[Job[T], Outcome]]:
        while not stop.is_set():
            try:
                job = jobs.get(timeout=0.2)
            except queue.Empty:
                continue
            if job is END:
                return
            if job.pdf is None:
                yield job, None
            else:
                yield job, self.fn(str(job.pdf), self.max_pages)
