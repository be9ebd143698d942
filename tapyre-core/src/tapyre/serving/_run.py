"""Running a guarded app with uvicorn on a socket bound beforehand."""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any, Literal

from tapyre.serving._asgi import ASGIApp

GRACEFUL_SHUTDOWN_S = 5
"""Seconds open requests (and streams) get to end once the server is asked to stop."""


def run_uvicorn(
    app: ASGIApp,
    sock: socket.socket,
    *,
    log_level: str = "warning",
    lifespan: Literal["auto", "on", "off"] = "off",
    ready: Callable[[], None] | None = None,
    access_log: bool = False,
) -> None:
    """Serve ``app`` (a guarded one) on ``sock`` until SIGINT or SIGTERM.

    ``X-Forwarded-For`` is not trusted: the guard's per-client limits count the
    address that connected (behind a reverse proxy, that is the proxy; limit
    clients there).  ``ready`` is called once the socket accepts connections.
    ``access_log``: a line per request at ``info`` level (off by default: with 8
    clients searching, formatting and writing it was 4% of a busy server's time).
    """
    import uvicorn

    config = uvicorn.Config(
        app,
        log_level=log_level,
        access_log=access_log,
        lifespan=lifespan,
        proxy_headers=False,
        timeout_graceful_shutdown=GRACEFUL_SHUTDOWN_S,
    )
    server = uvicorn.Server(config)
    if ready is not None:
        started = server.startup

        async def startup(sockets: Any = None) -> None:
            await started(sockets=sockets)
            if server.started:
                ready()

        server.startup = startup  # type: ignore[method-assign]
    server.run(sockets=[sock])
