"""The ingestion endpoints of the API, over the server's :class:`~.jobs.IngestJobs`.

* ``POST /ingest``: validate and queue a job (202 with the job; 400/422 for a bad
  source or option, 503 while the server stops).
* ``GET /ingest``: every remembered job, newest first.
* ``GET /ingest/{id}``: one job (404 when unknown).
* ``GET /ingest/{id}/events``: the job as Server-Sent Events (see :func:`job_events`).
* ``DELETE /ingest/{id}``: cancel it (queued: never runs; running: stops as after
  Ctrl-C, keeping what was committed).

The guard (API key, body size) covers these like every other endpoint.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from fastapi import FastAPI
from fastapi.responses import JSONResponse

from tapyre_paper_search.api.jobs import FINAL, IngestJob, IngestJobs
from tapyre_paper_search.api.schemas import ErrorReply, IngestBody

WAKE_S = 1.0
"""How often an event stream looks at its job when nothing changes."""

_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"model": ErrorReply}}


def add_ingest_routes(app: FastAPI, jobs: IngestJobs) -> None:
    """Add the ``/ingest`` endpoints, running jobs on ``jobs``."""

    @app.post(
        "/ingest",
        status_code=202,
        tags=["ingestion"],
        responses={400: {"model": ErrorReply}, 422: {"model": ErrorReply}},
    )
    def submit(body: IngestBody) -> JSONResponse:
        """Queue an ingestion job; jobs run one at a time, in order, in the server.

        Searches go on meanwhile; new papers are found once their batch commits.
        Follow it with ``GET /ingest/{id}/events``.
        """
        try:
            job = jobs.submit(body.to_request())
        except RuntimeError as exc:  # closing
            return JSONResponse({"error": str(exc)}, status_code=503)
        return JSONResponse(
            job.to_dict(), status_code=202, headers={"location": f"/ingest/{job.id}"}
        )

    @app.get("/ingest", tags=["ingestion"])
    def list_jobs() -> dict[str, Any]:
        """Ingestion jobs, newest first (ended ones are remembered up to a limit)."""
        return {"jobs": [job.to_dict() for job in jobs.list()]}

    @app.get("/ingest/{job_id}", tags=["ingestion"], responses=_NOT_FOUND)
    def job_status(job_id: str) -> Any:
        """A job: status, progress counters, notes, and its summary once it ended."""
        job = jobs.get(job_id)
        return _unknown(job_id) if job is None else job.to_dict()

    @app.delete("/ingest/{job_id}", tags=["ingestion"], responses=_NOT_FOUND)
    def cancel(job_id: str) -> Any:
        """Cancel a job; cancelling an ended one changes nothing."""
        job = jobs.cancel(job_id)
        return _unknown(job_id) if job is None else job.to_dict()

    @app.get("/ingest/{job_id}/events", tags=["ingestion"], responses=_NOT_FOUND)
    def events(job_id: str) -> Any:
        """The job's progress as Server-Sent Events.

        Events: ``status`` (``{"status"}``, when it changes), ``progress`` (the
        counters the CLI's progress shows: seen, stored, skipped, failed,
        known_failures, pages, chunks, total, elapsed), ``note`` (``{"text"}``: a
        failure or a warning), and last ``done`` (the whole job, with its
        ``summary`` or ``error``), after which the stream ends.
        """
        from sse_starlette.sse import EventSourceResponse

        job = jobs.get(job_id)
        if job is None:
            return _unknown(job_id)
        return EventSourceResponse(job_events(job), ping=15)


def job_events(job: IngestJob, wake: float = WAKE_S) -> Iterator[dict[str, str]]:
    """The Server-Sent Events of ``job`` until it ends (see the events endpoint)."""
    version = -1
    notes_seen = 0
    status = None
    progress = None
    while True:
        version = job.wait(version, timeout=wake)
        state = job.to_dict()
        notes, notes_seen = job.notes_since(notes_seen)
        if state["status"] != status:
            status = state["status"]
            yield {"event": "status", "data": json.dumps({"status": status})}
        for text in notes:
            yield {"event": "note", "data": json.dumps({"text": text})}
        if state["progress"] is not None and state["progress"] != progress:
            progress = state["progress"]
            yield {"event": "progress", "data": json.dumps(progress)}
        if status in FINAL:
            yield {"event": "done", "data": json.dumps(state)}
            return


def _unknown(job_id: str) -> JSONResponse:
    return JSONResponse({"error": f"no ingestion job {job_id!r}"}, status_code=404)
