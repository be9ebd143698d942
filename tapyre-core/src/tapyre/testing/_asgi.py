"""A real uvicorn server on a free loopback port, for tests of ASGI apps and their guard."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["asgi_server"]


@contextmanager
def asgi_server(app: Any, *, host: str = "127.0.0.1") -> Iterator[str]:
    """Serve ``app`` with uvicorn on a free port of ``host`` (a thread) until the block
    ends; yields the base URL (``http://127.0.0.1:PORT``).

    The server is up (its socket accepts connections) when the block starts.
    Needs uvicorn.
    """
    import socket

    import uvicorn

    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        app, log_level="warning", lifespan="off", proxy_headers=False, timeout_graceful_shutdown=2
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [sock]}, name="tapyre-test-asgi", daemon=True
    )
    thread.start()
    where = f"[{host}]" if ":" in host else host
    url = f"http://{where}:{port}"
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield url
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
