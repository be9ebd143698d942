"""One guard for every Tapyre server: ``Host``/``Origin``, API key, body and stream limits.

``tapyre papers serve``, ``tapyre mcp serve --http`` and the A2A server put
the same ASGI middleware, :class:`ServerGuard`, in front of their app, with
settings declared once (:data:`GUARD_SETTINGS`) in each server's own table::

    from tapyre import TableSchema
    from tapyre.serving import (
        GUARD_SETTINGS, GuardSettings, ServerGuard, bind_socket,
        require_key_beyond_loopback, run_uvicorn, server_url,
    )

    SCHEMA = TableSchema("myserver", (*MY_SETTINGS, *GUARD_SETTINGS))   # declared once

    settings = GuardSettings.from_table(SCHEMA.read(config.section("myserver")),
                                        table="myserver")
    require_key_beyond_loopback(bind, settings.api_key, table="myserver")
    sock = bind_socket(bind, port)
    guarded = ServerGuard(
        app, settings, bind=bind, table="myserver",
        limited_paths=["/search"],            # per-client concurrency
        stream_paths=["/events/*"],           # refused before they start when full
    )
    run_uvicorn(guarded, sock)

What it checks, in order (each refusal a JSON ``{"error": "..."}`` body):

=====================  =====================================================
``Host``               only the names the server serves: loopback names, the
                       address it listens on, ``allowed_hosts``; else 421
                       (400 when missing or malformed).  DNS rebinding stops here.
``Origin``             the server's own origin or one of ``cors_origins``;
                       else 403.  Listed origins get CORS headers, and their
                       preflights are answered.
API key                ``Authorization: Bearer KEY`` or ``X-API-Key: KEY`` on
                       every route when ``api_key`` is set; else 401.  Servers
                       refuse to listen beyond loopback without one
                       (:func:`require_key_beyond_loopback`).
body                   over ``max_request_bytes`` (or a route's own limit) → 413.
concurrency            a client's running requests of the limited routes past
                       ``client_concurrency`` → 429 + ``Retry-After``.
streams                open event streams past ``max_streams`` in all or
                       ``client_streams`` for one client → 429 +
                       ``Retry-After``; a stream without an event for
                       ``stream_idle_s`` is ended.
=====================  =====================================================

A stream's blocking work (a model's tokens, a job's progress) runs on the
stream's own threads through :func:`threaded_stream`, so open streams never
take the threads that answer requests: ``/health`` stays fast.  Everything
here is plain ASGI; nothing imports Starlette, and uvicorn only in
:func:`run_uvicorn`.
"""

from tapyre.serving._bind import (
    ServingError,
    bind_socket,
    require_key_beyond_loopback,
    server_url,
)
from tapyre.serving._guard import Authenticator, PathSet, ServerGuard
from tapyre.serving._origins import HostRule, OriginRule, is_loopback
from tapyre.serving._run import run_uvicorn
from tapyre.serving._settings import GUARD_KEYS, GUARD_SETTINGS, GuardSettings
from tapyre.serving._streams import StreamSlots, threaded_stream

__all__ = [
    "GUARD_KEYS",
    "GUARD_SETTINGS",
    "Authenticator",
    "GuardSettings",
    "HostRule",
    "OriginRule",
    "PathSet",
    "ServerGuard",
    "ServingError",
    "StreamSlots",
    "bind_socket",
    "is_loopback",
    "require_key_beyond_loopback",
    "run_uvicorn",
    "server_url",
    "threaded_stream",
]
