"""A long-running server's job queue stays bounded (issue 26): it remembers at most
``KEPT_JOBS`` ended jobs however many have run."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tapyre_paper_search.app import IngestRequest
from tapyre_paper_search.app.jobs import KEPT_JOBS, IngestJobs
from tapyre_paper_search.errors import PaperSearchError


@dataclass
class _Summary:
    interrupted: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"stored": 1}


def _runner(request: IngestRequest, progress: Any, on_cancel: Any) -> _Summary:
    if request.sources[0] == "refused":
        raise PaperSearchError("no such source", hint="Name a folder.")
    if request.sources[0] == "crash":
        raise RuntimeError("a bug")
    return _Summary()


def test_only_the_latest_ended_jobs_are_remembered() -> None:
    jobs = IngestJobs(_runner)
    try:
        submitted = []
        for n in range(KEPT_JOBS + 30):
            job = jobs.submit(IngestRequest(sources=(f"folder-{n}",)))
            submitted.append(job.id)
            while not job.done:
                job.wait(job.version, timeout=5.0)
        jobs.submit(IngestRequest(sources=("last",)))  # forgets the oldest ended ones

        remembered = [job.id for job in jobs.list()]
        assert len(remembered) <= KEPT_JOBS + 1
        assert remembered[1 : KEPT_JOBS + 1] == list(reversed(submitted[-KEPT_JOBS:]))
        assert submitted[0] not in remembered
    finally:
        jobs.close()
