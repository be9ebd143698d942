"""A small real ASGI app for the guard's tests, and raw HTTP requests to it.

The app (no framework, so that only the guard is under test):

* ``GET /health``: ``{"status": "ok"}``.
* ``POST /echo``: reads the whole body, answers its length.
* ``POST /search``: waits until the test sets :attr:`DemoApp.release` (a slow search).
* ``GET /events``: an endless event stream, one ``tick`` event every 0.1 s.
* ``GET /quiet``: an event stream that sends only keep-alive comments.
* ``GET /late``: an event stream no route table announces (found by its content type).

Requests are made with :mod:`http.client`, which sends exactly the ``Host``
and ``Origin`` it is given (a browser on a rebound name sends them too), from a
chosen loopback source address (each one is another client for the limits).
"""

from __future__ import annotations

import http.client
import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import anyio


@dataclass
class DemoApp:
    """The app; counts what reached it, so a test can tell a refusal from a pass."""

    release: threading.Event = field(default_factory=threading.Event)
    reached: list[str] = field(default_factory=list)
    streams_ended: int = 0

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        assert scope["type"] == "http"
        path = scope["path"]
        self.reached.append(path)
        if path == "/echo":
            size = 0
            while True:
                message = await receive()
                if message["type"] != "http.request":
                    return
                size += len(message.get("body", b""))
                if not message.get("more_body"):
                    break
            await _json(send, {"size": size})
        elif path == "/search":
            await anyio.to_thread.run_sync(self.release.wait, 30)
            await _json(send, {"papers": []})
        elif path in ("/events", "/quiet", "/late"):
            await self._stream(send, receive, path)
        else:
            await _json(send, {"status": "ok"})

    async def _stream(self, send: Any, receive: Any, path: str) -> None:
        headers = [(b"content-type", b"text/event-stream"), (b"cache-control", b"no-store")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        try:
            async with anyio.create_task_group() as group:

                async def until_disconnect() -> None:
                    while (await receive())["type"] != "http.disconnect":
                        pass
                    group.cancel_scope.cancel()

                group.start_soon(until_disconnect)
                tick = 0
                while True:
                    tick += 1
                    body = (
                        b": ping\n\n"
                        if path == "/quiet"
                        else f"event: tick\ndata: {tick}\n\n".encode()
                    )
                    await send({"type": "http.response.body", "body": body, "more_body": True})
                    await anyio.sleep(0.1)
        finally:
            self.streams_ended += 1


async def _json(send: Any, data: Mapping[str, Any], status: int = 200) -> None:
    body = json.dumps(data).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def connect(url: str, source: str = "127.0.0.1", timeout: float = 10) -> http.client.HTTPConnection:
    parts = urlsplit(url)
    return http.client.HTTPConnection(
        parts.hostname, parts.port, timeout=timeout, source_address=(source, 0)
    )


def request(
    url: str,
    method: str,
    path: str,
    *,
    headers: Mapping[str, str] | None = None,
    body: bytes | None = None,
    host: str | None = "default",
    source: str = "127.0.0.1",
) -> Reply:
    """One request; ``host=None`` sends no ``Host`` header, ``"default"`` the URL's."""
    connection = connect(url, source)
    try:
        connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        if host == "default":
            host = urlsplit(url).netloc
        if host is not None:
            connection.putheader("Host", host)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        connection.endheaders(body)
        response = connection.getresponse()
        return Reply(
            response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        )
    finally:
        connection.close()


class OpenStream:
    """An event stream held open (read a little at a time) until :meth:`close`."""

    def __init__(self, url: str, path: str, source: str = "127.0.0.1", **headers: str) -> None:
        self.connection = connect(url, source, timeout=30)
        self.connection.request("GET", path, headers=headers)
        self.response = self.connection.getresponse()
        self.status = self.response.status
        self.headers = {k.lower(): v for k, v in self.response.getheaders()}

    def read_until_end(self) -> bytes:
        return self.response.read()

    def read_line(self) -> bytes:
        return self.response.readline()

    def close(self) -> None:
        self.connection.close()
