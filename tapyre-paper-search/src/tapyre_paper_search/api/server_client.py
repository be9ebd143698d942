"""The HTTP client of a running ``papers serve``, as the commands of its own user talk
to it: the server's key and hand-off token from ``serve.json`` on every request.

HTTP and connection failures become one
:class:`~tapyre_paper_search.errors.ServerError` carrying the server's own
``{"error": ...}`` message when it sent one.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tapyre_paper_search._closing import Closing
from tapyre_paper_search.errors import ServerError

if TYPE_CHECKING:
    import httpx

    from tapyre_paper_search.api.server_record import ServerRecord

READ_TIMEOUT_S = 60.0
"""Longest silence tolerated on an event stream (the server pings every 15 s)."""

RECONNECT_S = 0.5
"""Pause before opening a job's event stream again after the server ended one."""

MAX_RETRY_AFTER_S = 30.0


class ServerClient(Closing):
    """Talks to the server ``record`` describes, with its key (or ``api_key``) and its
    hand-off token."""

    def __init__(self, record: ServerRecord, api_key: str | None = None) -> None:
        import httpx  # here: a command that finds no server never imports it

        self.record = record
        self._http = httpx.Client(
            base_url=record.url,
            headers=record.client_headers(api_key),
            timeout=httpx.Timeout(30.0, read=READ_TIMEOUT_S),
        )

    def close(self) -> None:
        self._http.close()

    def _call(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        import httpx

        try:
            response = self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise self._unreachable(exc) from exc
        if response.status_code >= 400:
            raise self._refused(response)
        return response

    def _json(self, response: httpx.Response) -> dict[str, Any]:
        try:
            data = response.json()
        except ValueError:
            data = None
        if not isinstance(data, dict):
            raise ServerError(f"the server at {self.record.url} sent an unexpected reply")
        return data

    def _refused(self, response: httpx.Response) -> ServerError:
        try:
            message = str(response.json()["error"])
        except (ValueError, KeyError, TypeError):
            message = response.text.strip()[:200] or response.reason_phrase
        hint = None
        if response.status_code == 401:
            hint = "Set the server's key in TAPYRE_PAPERS__API_KEY (or [papers] api_key)."
        return ServerError(
            f"the paper-search server (pid {self.record.pid}) refused: {message}", hint=hint
        )

    def _unreachable(self, exc: Exception) -> ServerError:
        return ServerError(
            f"cannot reach the paper-search server at {self.record.url} "
            f"(pid {self.record.pid}): {exc}",
            hint="Is it still running? Stop it, or wait for it to answer, and try again.",
        )


def retry_after(response: httpx.Response) -> float:
    """The pause a 429 asks for (bounded), or a second when it gives none."""
    try:
        return min(float(response.headers.get("retry-after", "1")), MAX_RETRY_AFTER_S)
    except ValueError:
        return 1.0


def parse_events(lines: Iterator[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Server-Sent Events from text lines: ``(event, JSON data)``; comments and pings
    are skipped."""
    event = "message"
    data: list[str] = []
    for line in lines:
        if not line:
            if data and event != "ping":
                try:
                    parsed = json.loads("\n".join(data))
                except ValueError:
                    parsed = None
                if isinstance(parsed, dict):
                    yield event, parsed
            event, data = "message", []
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
