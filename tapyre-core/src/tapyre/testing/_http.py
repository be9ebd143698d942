"""A base for spec-exact fake HTTP servers on a free loopback port."""

from __future__ import annotations

import json
import socket
import sys
import threading
from collections.abc import Iterable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar, Self

__all__ = ["LoopbackHTTPServer", "LoopbackHandler", "free_port"]


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


class _QuietThreadingHTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that gave up (a timeout test) is not an error of the server.
        if isinstance(sys.exc_info()[1], BrokenPipeError | ConnectionResetError):
            return
        super().handle_error(request, client_address)


class LoopbackHTTPServer:
    """An HTTP server on a free port of ``host`` (127.0.0.1), served from a thread.

    Subclass it (a dataclass subclass works) and implement :meth:`handler_class`,
    returning the :class:`~http.server.BaseHTTPRequestHandler` subclass that
    answers requests; it is built once per :meth:`start`, so it can carry a
    reference to the server object.  Use as a context manager, or call
    :meth:`start` and :meth:`stop`.  Clients that hang up early (timeout tests)
    are not reported as server errors.

    Class attributes: ``url_path`` is appended to :attr:`url` (e.g. ``"/v1"``),
    ``thread_name`` names the serving thread, ``label`` names the server in the
    error :attr:`url` raises before :meth:`start`.
    """

    host: str = "127.0.0.1"
    url_path: ClassVar[str] = ""
    thread_name: ClassVar[str] = "loopback-http"
    label: ClassVar[str] = "the loopback HTTP server"

    _httpd: ThreadingHTTPServer | None = None
    _serving: threading.Thread | None = None
    _base_url: str = ""

    def handler_class(self) -> type[BaseHTTPRequestHandler]:
        """The request handler class; called by :meth:`start`."""
        raise NotImplementedError

    @property
    def url(self) -> str:
        """Where the server listens, ``http://HOST:PORT`` + ``url_path`` (kept after stop)."""
        if not self._base_url:
            raise RuntimeError(f"{self.label} was never started")
        return self._base_url

    def start(self) -> Self:
        """Bind a free port and serve in a daemon thread; returns the server."""
        self._httpd = _QuietThreadingHTTPServer((self.host, 0), self.handler_class())
        host, port = self._httpd.server_address[:2]
        self._base_url = f"http://{host!s}:{port}{self.url_path}"
        self._serving = threading.Thread(
            target=self._httpd.serve_forever, args=(0.05,), name=self.thread_name, daemon=True
        )
        self._serving.start()
        return self

    def stop(self) -> None:
        """Stop serving and close the socket; calling it twice is harmless."""
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._serving is not None:
            self._serving.join(timeout=5)
        self._httpd = None
        self._serving = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


class LoopbackHandler(BaseHTTPRequestHandler):
    """A request handler for a :class:`LoopbackHTTPServer`: HTTP/1.1 (keep-alive, as
    real servers and their clients speak), no log lines, and every method (GET,
    HEAD, POST, PUT, DELETE) handed to :meth:`dispatch`, which a subclass implements.

    Its helpers read the request body (:meth:`read_raw`, :meth:`read_body`) and
    write a reply (:meth:`send_body`, :meth:`send_json`, :meth:`send_chunked`).
    """

    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """Stay quiet: the tests read what the server recorded."""

    def do_GET(self) -> None:
        self.dispatch("GET")

    def do_HEAD(self) -> None:
        self.dispatch("HEAD")

    def do_POST(self) -> None:
        self.dispatch("POST")

    def do_PUT(self) -> None:
        self.dispatch("PUT")

    def do_DELETE(self) -> None:
        self.dispatch("DELETE")

    def dispatch(self, method: str) -> None:
        """Answer one request of ``method`` (the path is :attr:`path`)."""
        raise NotImplementedError

    def read_raw(self) -> bytes:
        """The request's body bytes (``Content-Length`` of them; empty without one)."""
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def read_body(self) -> Any:
        """The request's body: ``None`` when empty, its JSON, else its text."""
        raw = self.read_raw()
        if not raw:
            return None
        try:
            return json.loads(raw)
        except ValueError:
            return raw.decode("utf-8", "replace")

    def send_body(self, status: int, content_type: str, data: bytes) -> None:
        """A whole reply with ``Content-Length`` (no body written for HEAD)."""
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def send_json(self, status: int, payload: Any) -> None:
        """``payload`` as ``application/json`` (Python's :func:`json.dumps`)."""
        self.send_body(status, "application/json", json.dumps(payload).encode())

    def send_chunked(
        self, content_type: str, frames: Iterable[bytes], headers: Iterable[tuple[str, str]] = ()
    ) -> None:
        """A 200 reply in chunked transfer encoding, each of ``frames`` its own chunk,
        flushed as it is written (a stream: server-sent events, NDJSON)."""
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for frame in frames:
            self.wfile.write(f"{len(frame):x}\r\n".encode() + frame + b"\r\n")
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()
