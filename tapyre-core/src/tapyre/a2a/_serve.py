"""``tapyre a2a serve``: the A2A application behind the core's server guard, on uvicorn.

The guard (:mod:`tapyre.serving`) checks every request's ``Host`` and
``Origin``, the API key (on every route but the agent card, which clients
read to learn how to call), body sizes, each client's running requests and
the open event streams, with the settings of ``[a2a.serve]``.  Listening
beyond loopback needs a key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tapyre.a2a._serve_settings import TABLE

if TYPE_CHECKING:
    from tapyre._host import Host
    from tapyre.a2a._serve_settings import ServeSettings
    from tapyre.a2a._server import A2AApp

CARD_PATH = "/.well-known/agent-card.json"
LIMITED_PATHS = ("/", "/rest/message:*", "/rest/tasks/*:subscribe")
"""Routes that run an agent or follow a task: each client may run ``client_concurrency``."""

WHAT = "an A2A agent"


def serve(
    host: Host,
    agent: str | None,
    settings: ServeSettings,
    *,
    bind: str,
    port: int,
    allow: tuple[str, ...] = (),
    ready: Callable[[A2AApp, str], None] | None = None,
) -> None:
    """Serve ``agent`` (``None``: the default one) on ``bind:port`` until SIGINT or SIGTERM.

    The agent is built, its MCP servers started and its card made before the
    socket listens; ``ready`` gets the application and its URL once it does.

    :raises ConfigError: beyond loopback without an API key, a bad setting, an
        agent that cannot be built.
    :raises ServingError: the address cannot be bound.
    :raises A2AError: the server's packages are not installed.
    """
    from tapyre.a2a._server import ServedAgent, build_app, require_server_sdk
    from tapyre.serving import (
        ServerGuard,
        bind_socket,
        require_key_beyond_loopback,
        run_uvicorn,
        server_url,
    )

    require_key_beyond_loopback(bind, settings.guard.api_key, table=TABLE, what=WHAT)
    require_server_sdk()
    sock = bind_socket(bind, port)
    try:
        url = settings.public_url or server_url(bind, sock.getsockname()[1])
        served = ServedAgent(
            agent, settings.tasks_db, settings.task_timeout, allow, settings.max_running_tasks
        )
        built = build_app(host, served, url, needs_key=bool(settings.guard.api_key))
        guarded = ServerGuard(
            built.app,
            settings.guard,
            bind=bind,
            table=TABLE,
            limited_paths=LIMITED_PATHS,
            open_paths=(CARD_PATH,),
        )
        run_uvicorn(
            guarded,
            sock,
            lifespan="on",
            ready=(lambda: ready(built, url)) if ready is not None else None,
        )
    finally:
        sock.close()
