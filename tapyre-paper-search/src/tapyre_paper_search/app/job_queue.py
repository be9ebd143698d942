"""The app's ingestion job queue: started on the first job, refused once closing.

:class:`JobQueue` is the collaborator :class:`~tapyre_paper_search.app.application.PaperSearchApp`
delegates its job operations to (``submit``, ``job_list``, ``job``, ``follow``,
``follow_async``, ``cancel``): it builds the
:class:`~tapyre_paper_search.app.jobs.IngestJobs` queue (and so its worker thread) on
first use, under a lock, and never after :meth:`JobQueue.close`.  Jobs are handed out
as snapshots; the queue itself runs :class:`~tapyre_paper_search.app.ingestion.Ingestion`.
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING

from tapyre_paper_search.errors import ServerError

if TYPE_CHECKING:
    from tapyre_paper_search.app.ingestion import Ingestion, IngestRequest
    from tapyre_paper_search.app.jobs import IngestJobs, JobEvent, JobSnapshot


class JobQueue:
    """The job queue of one app: ``ingestion`` runs the jobs, at most ``max_queued``
    wait.  Safe from several threads."""

    def __init__(self, ingestion: Ingestion, max_queued: int) -> None:
        self._ingestion = ingestion
        self._max_queued = max_queued
        self._jobs: IngestJobs | None = None
        self._lock = threading.Lock()
        self._closed = False

    @property
    def jobs(self) -> IngestJobs:
        """The queue (its worker thread starts with the first job).

        :raises ServerError: the queue is closed.
        """
        if self._jobs is None:
            with self._lock:
                if self._closed:
                    raise ServerError("paper search is shutting down: no new ingestion jobs")
                if self._jobs is None:
                    from tapyre_paper_search.app.jobs import IngestJobs

                    self._jobs = IngestJobs(
                        self._ingestion.run, self._ingestion.validate, max_queued=self._max_queued
                    )
        return self._jobs

    def submit(self, request: IngestRequest) -> JobSnapshot:
        """Queue ``request``; see :meth:`PaperSearchApp.submit`."""
        return self.jobs.submit(request).snapshot()

    def list(self) -> list[JobSnapshot]:
        """Every remembered job, newest first."""
        return [job.snapshot() for job in self.jobs.list()]

    def get(self, job_id: str) -> JobSnapshot:
        """A job as it is now (:raises JobNotFoundError: no such job)."""
        return self.jobs.get(job_id).snapshot()

    def follow(self, job_id: str) -> Iterator[JobEvent]:
        """The events of a job until it ends (:func:`~tapyre_paper_search.app.jobs.follow`)."""
        from tapyre_paper_search.app.jobs import follow

        return follow(self.jobs.get(job_id))

    def follow_async(self, job_id: str) -> AsyncIterator[JobEvent]:
        """The same events for an event loop
        (:func:`~tapyre_paper_search.app.jobs.follow_async`)."""
        from tapyre_paper_search.app.jobs import follow_async

        return follow_async(self.jobs.get(job_id))

    def cancel(self, job_id: str) -> JobSnapshot:
        """Cancel a job; see :meth:`PaperSearchApp.cancel`."""
        return self.jobs.cancel(job_id).snapshot()

    def close(self, timeout: float = 60.0) -> bool:
        """Refuse new jobs and stop the queue, waiting up to ``timeout`` s for a running
        job; false (nothing done) where it was closed already."""
        with self._lock:
            if self._closed:
                return False
            self._closed = True
            jobs = self._jobs
        if jobs is not None:
            jobs.close(timeout)
        return True
