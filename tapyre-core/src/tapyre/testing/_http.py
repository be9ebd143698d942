"""A base for spec-exact fake HTTP servers on a free loopback port."""

from __future__ import annotations

import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar, Self

__all__ = ["LoopbackHTTPServer", "free_port"]


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
