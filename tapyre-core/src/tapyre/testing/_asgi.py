"""A real uvicorn server on a free loopback port, for tests of ASGI apps and their guard."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["RunningASGI", "asgi_server", "serve_asgi"]


@dataclass(frozen=True)
class RunningASGI:
    """A uvicorn server started by :func:`serve_asgi`: its base URL, app, server and thread."""

    url: str
    app: Any
    server: Any
    thread: threading.Thread


@contextmanager
def serve_asgi(
    app_for: Callable[[str], Any],
    *,
    host: str = "127.0.0.1",
    lifespan: Literal["on", "off"] = "off",
) -> Iterator[RunningASGI]:
    """Serve the app ``app_for(url)`` builds (an app that must know its own URL)
    with uvicorn on a free port of ``host`` (a thread) until the block ends.

    The server is up (its socket accepts connections, its lifespan ran when
    ``lifespan="on"``) when the block starts.  Needs uvicorn.
    """
    import socket

    import uvicorn

    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    where = f"[{host}]" if ":" in host else host
    url = f"http://{where}:{sock.getsockname()[1]}"
    app = app_for(url)
    config = uvicorn.Config(
        app,
        log_level="warning",
        lifespan=lifespan,
        proxy_headers=False,
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [sock]}, name="tapyre-test-asgi", daemon=True
    )
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError(f"the test server for {url} did not start")
        time.sleep(0.02)
    try:
        yield RunningASGI(url, app, server, thread)
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        sock.close()


@contextmanager
def asgi_server(app: Any, *, host: str = "127.0.0.1") -> Iterator[str]:
    """Serve ``app`` with uvicorn on a free port of ``host`` (a thread) until the block
    ends; yields the base URL (``http://127.0.0.1:PORT``).

    The server is up (its socket accepts connections) when the block starts.
    Needs uvicorn.
    """
    with serve_asgi(lambda _url: app, host=host) as running:
        yield running.url
