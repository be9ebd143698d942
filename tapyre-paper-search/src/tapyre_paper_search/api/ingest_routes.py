"""The ingestion endpoints, over the app's job queue (:mod:`tapyre_paper_search.app.jobs`).

* ``POST /ingest``: validate and queue a job (202 with the job; 400/422 for a bad
  source or option, 503 while the server stops).
* ``GET /ingest``: every remembered job, newest first.
* ``GET /ingest/{id}``: one job (404 when unknown).
* ``GET /ingest/{id}/events``: the job as Server-Sent Events (see :func:`job_events`).
* ``DELETE /ingest/{id}``: cancel it (queued: never runs; running: stops as after
  Ctrl-C, keeping what was committed).

The guard (Host/Origin, API key, body size, streams) covers these like every
other endpoint; ``POST /ingest`` also holds path sources to ``[papers]
ingest_roots`` (:mod:`.roots`) unless the request carries the server's hand-off
token (:mod:`.server_record`): 403, before anything is read.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from tapyre_paper_search.api.schemas import ErrorReply, IngestBody
from tapyre_paper_search.api.server_record import HANDOFF_HEADER, is_handoff

if TYPE_CHECKING:
    from tapyre_paper_search.api.guard import ApiGuard
    from tapyre_paper_search.app import JobEvent, PaperSearchApp

PING_S = 15
"""Seconds between keep-alive comments on an idle event stream."""

_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"model": ErrorReply}}


def add_ingest_routes(api: FastAPI, paper_search: PaperSearchApp, guard: ApiGuard) -> None:
    """Add the ``/ingest`` endpoints, running jobs on ``paper_search``; path sources are
    held to ``guard``'s ingest roots unless the request carries its hand-off token."""

    @api.post(
        "/ingest",
        status_code=202,
        tags=["ingestion"],
        responses={
            400: {"model": ErrorReply},
            403: {"model": ErrorReply},
            422: {"model": ErrorReply},
            429: {"model": ErrorReply},
        },
    )
    def submit(body: IngestBody, request: Request) -> JSONResponse:
        """Queue an ingestion job; jobs run one at a time, in order, in the server.

        A path among the sources must lie in ``[papers] ingest_roots`` (links
        resolved; else 403, and nothing is read), unless the request comes from
        the server's own user (``tapyre papers ingest``, with the token of the
        server's ``serve.json``).  Searches go on meanwhile; new papers are found
        once their batch commits.  Follow it with ``GET /ingest/{id}/events``.
        At most ``[papers] max_queued_jobs`` jobs wait: one more is 429 with
        ``Retry-After``.
        """
        ingest = body.to_request()
        client = request.client.host if request.client else None
        if not is_handoff(guard.handoff, request.headers.get(HANDOFF_HEADER), client):
            guard.ingest_roots.check(ingest.sources)  # before anything reads a path
        job = paper_search.submit(ingest)
        return JSONResponse(
            job.to_dict(), status_code=202, headers={"location": f"/ingest/{job.id}"}
        )

    @api.get("/ingest", tags=["ingestion"])
    def list_jobs() -> dict[str, Any]:
        """Ingestion jobs, newest first (ended ones are remembered up to a limit)."""
        return {"jobs": [job.to_dict() for job in paper_search.job_list()]}

    @api.get("/ingest/{job_id}", tags=["ingestion"], responses=_NOT_FOUND)
    def job_status(job_id: str) -> dict[str, Any]:
        """A job: status, progress counters, notes, and its summary once it ended."""
        return paper_search.job(job_id).to_dict()

    @api.delete("/ingest/{job_id}", tags=["ingestion"], responses=_NOT_FOUND)
    def cancel(job_id: str) -> dict[str, Any]:
        """Cancel a job; cancelling an ended one changes nothing."""
        return paper_search.cancel(job_id).to_dict()

    @api.get("/ingest/{job_id}/events", tags=["ingestion"], responses=_NOT_FOUND)
    def events(job_id: str) -> Any:
        """The job's progress as Server-Sent Events.

        Events: ``status`` (``{"status"}``, when it changes), ``progress`` (the
        counters the CLI's progress shows: seen, stored, skipped, failed,
        known_failures, pages, chunks, total, elapsed), ``note`` (``{"text"}``: a
        failure or a warning), and last ``done`` (the whole job, with its
        ``summary`` or ``error``), after which the stream ends.
        """
        from sse_starlette.sse import EventSourceResponse

        # Followed on the event loop: an idle stream (a job waiting its turn) holds
        # no thread, and the guard can end it when it has gone quiet for too long.
        return EventSourceResponse(job_events(paper_search.follow_async(job_id)), ping=PING_S)


async def job_events(events: AsyncIterator[JobEvent]) -> AsyncIterator[dict[str, str]]:
    """A job's events as Server-Sent Events."""
    async for event in events:
        yield {"event": event.name, "data": json.dumps(event.to_dict())}
