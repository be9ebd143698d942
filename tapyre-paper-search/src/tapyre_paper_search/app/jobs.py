"""Ingestion jobs: a queue, one worker thread, observable state, typed events.

The app is the only writer of its stores while it holds them (a server holds
the embedded vector store for its whole life), so it runs ingestion itself:
:class:`IngestJobs` takes :class:`~tapyre_paper_search.app.ingestion.IngestRequest` s,
runs them one at a time on a background thread (the others wait in order), and
keeps each :class:`IngestJob`'s state — status, the same counters as the CLI's
progress, notes, and the summary at the end — where other threads can read it
(:meth:`IngestJob.snapshot`) or follow it (:func:`follow`, yielding
:data:`JobEvent` s; the snapshot and the events are :mod:`.job_events`', exported
here too).  What a job runs is injected (:data:`IngestRunner`), so
this module knows nothing of stores.
"""

from __future__ import annotations

import itertools
import logging
import queue
import threading
import time
from collections import deque
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.app.job_events import (
    FINAL,
    POLL_S,
    WAKE_S,
    JobEnded,
    JobEvent,
    JobFollower,
    JobNote,
    JobProgressed,
    JobSnapshot,
    JobStatus,
    JobStatusChanged,
    follow,
    follow_async,
)
from tapyre_paper_search.errors import JobNotFoundError, QueueFullError, ServerError

if TYPE_CHECKING:
    from tapyre_paper_search.app.ingestion import CancelHook, IngestRequest
    from tapyre_paper_search.pipeline.progress import Progress
    from tapyre_paper_search.pipeline.summary import IngestCounters, IngestSummary

log = logging.getLogger(__name__)

KEPT_JOBS = 100
"""Ended jobs remembered (the oldest are forgotten first)."""

MAX_NOTES = 200
"""Notes (failures, warnings) kept per job; later ones replace the oldest."""

QUEUE_RETRY_S = 30
"""``Retry-After`` of a job refused because the queue is full (jobs take minutes)."""

IngestRunner = Callable[["IngestRequest", "Progress", "CancelHook"], "IngestSummary"]
"""Runs one request to its end, reporting to the progress it is given, and returns
the summary (``interrupted=True`` after a cancel); raises to fail the job."""


class IngestJob:
    """One request's state.  Read it with :meth:`snapshot` or :meth:`wait`; the worker
    changes it, and every change bumps :attr:`version` and wakes waiters."""

    def __init__(self, job_id: str, request: IngestRequest) -> None:
        self.id = job_id
        self.request = request
        self.status: JobStatus = "queued"
        self.created = _now()
        self.started: str | None = None
        self.ended: str | None = None
        self.counters: dict[str, Any] | None = None
        self.notes: deque[str] = deque(maxlen=MAX_NOTES)
        self.notes_total = 0
        self.summary: dict[str, Any] | None = None
        self.error: str | None = None
        self.cancel_requested = False
        self.version = 0
        self._changed = threading.Condition()
        self._stop: Callable[[], None] | None = None

    @property
    def done(self) -> bool:
        return self.status in FINAL

    def snapshot(self) -> JobSnapshot:
        with self._changed:
            return JobSnapshot(
                id=self.id,
                status=self.status,
                sources=tuple(self.request.sources),
                created=self.created,
                started=self.started,
                ended=self.ended,
                cancel_requested=self.cancel_requested,
                progress=dict(self.counters) if self.counters else None,
                notes=tuple(self.notes),
                summary=self.summary,
                error=self.error,
            )

    def to_dict(self) -> dict[str, Any]:
        """The job as ``GET /ingest/{id}`` shows it."""
        return self.snapshot().to_dict()

    def wait(self, after: int, timeout: float) -> int:
        """Wait until :attr:`version` passes ``after`` (or ``timeout`` seconds); return it."""
        with self._changed:
            self._changed.wait_for(lambda: self.version > after, timeout=timeout)
            return self.version

    def notes_since(self, seen: int) -> tuple[list[str], int]:
        """Notes added after the first ``seen`` ones (as far as they are kept), and the
        new total to pass next time."""
        with self._changed:
            new = min(self.notes_total - seen, len(self.notes))
            return (list(self.notes)[len(self.notes) - new :] if new > 0 else []), self.notes_total

    # -- changed by the worker -------------------------------------------------

    def _change(self, **fields: Any) -> None:
        with self._changed:
            for name, value in fields.items():
                setattr(self, name, value)
            self.version += 1
            self._changed.notify_all()

    def _note(self, text: str) -> None:
        with self._changed:
            self.notes.append(text)
            self.notes_total += 1
            self.version += 1
            self._changed.notify_all()

    def _cancel(self) -> bool:
        """Ask the job to stop; ``True`` when it was still queued (it never starts)."""
        with self._changed:
            if self.done:
                return False
            self.cancel_requested = True
            stop = self._stop
            queued = self.status == "queued"
            if queued:  # in the same locked step as the check: the worker cannot start it
                self.status = "cancelled"
                self.ended = _now()
            self.version += 1
            self._changed.notify_all()
        if not queued and stop is not None:
            stop()
        return queued

    def _start(self) -> bool:
        """Queued → running, atomically; ``False`` when the job was cancelled meanwhile."""
        with self._changed:
            if self.status != "queued":
                return False
            self.status = "running"
            self.started = _now()
            self.version += 1
            self._changed.notify_all()
            return True

    def _on_cancel(self, stop: Callable[[], None]) -> None:
        with self._changed:
            self._stop = stop
            cancelled = self.cancel_requested
        if cancelled:  # cancelled while the runner was starting
            stop()


class JobProgress:
    """A :class:`~tapyre_paper_search.pipeline.progress.Progress` that records the
    counters into a job (at most every ``interval`` seconds, and always at start and stop)."""

    def __init__(self, job: IngestJob, interval: float = 0.2) -> None:
        self.job = job
        self.interval = interval
        self._last = 0.0

    def start(self, counters: IngestCounters) -> None:
        self._record(counters)

    def update(self, counters: IngestCounters) -> None:
        now = time.monotonic()
        if now - self._last >= self.interval:
            self._record(counters)

    def note(self, text: str) -> None:
        self.job._note(text)

    def stop(self, counters: IngestCounters) -> None:
        self._record(counters)

    def _record(self, counters: IngestCounters) -> None:
        self._last = time.monotonic()
        self.job._change(counters=counters.progress())


class IngestJobs:
    """The job queue and its worker thread (started on the first job).

    ``validate`` checks a request when it is submitted (raising a
    :class:`tapyre.TapyreError` refuses it); ``run`` runs it later, on the worker.
    """

    def __init__(
        self,
        run: IngestRunner,
        validate: Callable[[IngestRequest], None] | None = None,
        *,
        max_queued: int | None = None,
    ) -> None:
        self._run = run
        self._validate = validate
        self.max_queued = max_queued
        """Jobs that may wait behind the running one (``None``: no bound)."""
        self._jobs: dict[str, IngestJob] = {}
        self._queue: queue.Queue[IngestJob | None] = queue.Queue()
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._closed = False

    def submit(self, request: IngestRequest) -> IngestJob:
        """Validate ``request`` and queue it; returns the new job.

        :raises tapyre.TapyreError: from ``validate`` (nothing is queued).
        :raises QueueFullError: ``max_queued`` jobs wait already (nothing is queued).
        :raises ServerError: the queue is closed (the app is shutting down).
        """
        if self._validate is not None:
            self._validate(request)
        with self._lock:
            if self._closed:
                raise ServerError("the server is shutting down")
            waiting = sum(1 for job in self._jobs.values() if job.status == "queued")
            if self.max_queued is not None and waiting >= self.max_queued:
                raise QueueFullError(
                    f"the ingestion queue is full ({waiting} jobs wait behind the running one)",
                    hint="Retry when one has run, or cancel one (DELETE /ingest/ID); "
                    "[papers] max_queued_jobs sets the bound.",
                    retry_after_s=QUEUE_RETRY_S,
                )
            job = IngestJob(f"{next(self._ids)}-{int(time.time())}", request)
            self._jobs[job.id] = job
            self._forget_old()
            if self._worker is None:
                self._worker = threading.Thread(
                    target=self._work, name="tapyre-ingest-jobs", daemon=True
                )
                self._worker.start()
            self._queue.put(job)
        return job

    def get(self, job_id: str) -> IngestJob:
        """The job ``job_id``.

        :raises JobNotFoundError: there is none (any more).
        """
        with self._lock:
            job = self._jobs.get(job_id)
        if job is None:
            raise JobNotFoundError(f"no ingestion job {job_id!r}")
        return job

    def list(self) -> list[IngestJob]:
        """Every remembered job, newest first."""
        with self._lock:
            return list(reversed(self._jobs.values()))

    def cancel(self, job_id: str) -> IngestJob:
        """Cancel a job: a queued one never runs, a running one stops as after Ctrl-C
        (what it committed stays); an ended one is left as it is.

        :raises JobNotFoundError: there is no such job.
        """
        job = self.get(job_id)
        job._cancel()
        return job

    def close(self, timeout: float = 60.0) -> None:
        """Cancel every job not ended and wait (up to ``timeout`` s) for the worker."""
        with self._lock:
            self._closed = True
            jobs = list(self._jobs.values())
            worker = self._worker
        for job in jobs:
            job._cancel()
        self._queue.put(None)
        if worker is not None:
            worker.join(timeout)

    def _forget_old(self) -> None:
        ended = [job_id for job_id, job in self._jobs.items() if job.done]
        for job_id in ended[: max(0, len(ended) - KEPT_JOBS)]:
            del self._jobs[job_id]

    def _work(self) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            self._run_one(job)

    def _run_one(self, job: IngestJob) -> None:
        from tapyre import TapyreError

        if not job._start():  # cancelled while it waited
            return
        try:
            summary = self._run(job.request, JobProgress(job), job._on_cancel)
        except TapyreError as exc:  # its message carries its hint
            job._change(status="failed", error=str(exc), ended=_now())
        except Exception as exc:  # the worker must outlive any job
            log.exception("ingestion job %s failed", job.id)
            job._change(status="failed", error=f"{type(exc).__name__}: {exc}", ended=_now())
        else:
            status = "interrupted" if summary.interrupted else "finished"
            job._change(status=status, summary=summary.as_dict(), ended=_now())


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


__all__ = [
    "FINAL",
    "KEPT_JOBS",
    "MAX_NOTES",
    "POLL_S",
    "QUEUE_RETRY_S",
    "WAKE_S",
    "IngestJob",
    "IngestJobs",
    "IngestRunner",
    "JobEnded",
    "JobEvent",
    "JobFollower",
    "JobNote",
    "JobProgress",
    "JobProgressed",
    "JobSnapshot",
    "JobStatus",
    "JobStatusChanged",
    "follow",
    "follow_async",
]
