"""A client of a running server's ingestion jobs (``papers ingest`` uses it when a
server holds the data folder): submit, follow the event stream, cancel.

HTTP and connection failures become one
:class:`~tapyre_paper_search.errors.ServerError` carrying the server's own
``{"error": ...}`` message when it sent one.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx

from tapyre_paper_search.api.server_client import (
    RECONNECT_S,
    ServerClient,
    parse_events,
    retry_after,
)


class IngestClient(ServerClient):
    """The ingestion jobs of the server ``record`` describes; its hand-off token
    makes paths outside ``[papers] ingest_roots`` the user's to name."""

    def submit(self, body: dict[str, Any]) -> dict[str, Any]:
        """Queue a job (``body`` as ``POST /ingest`` takes it); returns the job."""
        return self._json(self._call("POST", "/ingest", json=body))

    def job(self, job_id: str) -> dict[str, Any]:
        return self._json(self._call("GET", f"/ingest/{job_id}"))

    def cancel(self, job_id: str) -> dict[str, Any]:
        return self._json(self._call("DELETE", f"/ingest/{job_id}"))

    def events(self, job_id: str) -> Iterator[tuple[str, dict[str, Any]]]:
        """``(event, data)`` of the job's event stream until its ``done`` event.

        The server ends a stream that has been quiet for a while (a job waiting its
        turn) and refuses one more past its stream limits (429): the client then
        opens another, after ``Retry-After`` when one was given; each new stream
        starts with the job's status, so nothing is missed.

        :raises ServerError: the server cannot be reached, or refuses otherwise.
        """
        while True:
            wait = RECONNECT_S
            try:
                with self._http.stream("GET", f"/ingest/{job_id}/events") as response:
                    if response.status_code == 429:
                        response.read()
                        wait = retry_after(response)
                    elif response.status_code >= 400:
                        response.read()
                        raise self._refused(response)
                    else:
                        for event, data in parse_events(response.iter_lines()):
                            yield event, data
                            if event == "done":
                                return
            except httpx.TransportError as exc:
                raise self._unreachable(exc) from exc
            time.sleep(wait)
