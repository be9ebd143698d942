"""The few ASGI shapes the guard needs, and its one way of refusing a request.

The guard is plain ASGI (no Starlette import) so that any ASGI server or
framework can sit behind it: FastAPI for paper search, the MCP SDK's
Starlette app for ``tapyre mcp serve --http``, the A2A SDK's app.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def request_headers(scope: Scope) -> dict[str, str]:
    """The request's headers, names lower-cased; a repeated header keeps its first value
    (a second ``Host`` or ``Origin`` must not override the one that was checked)."""
    headers: dict[str, str] = {}
    for key, value in scope.get("headers", ()):
        headers.setdefault(key.decode("latin-1").lower(), value.decode("latin-1"))
    return headers


def client_address(scope: Scope) -> str:
    """The peer's address as the server saw it (``"unknown"`` when the server gives none)."""
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


async def refuse(
    send: Send, status: int, message: str, headers: Mapping[str, str] | None = None
) -> None:
    """Answer ``status`` with the JSON body ``{"error": message}`` (every Tapyre server's
    error shape), and ``headers``."""
    body = json.dumps({"error": message}).encode()
    raw = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    raw += [(k.encode("latin-1"), v.encode("latin-1")) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body, "more_body": False})


async def close_websocket(send: Send) -> None:
    """Refuse a WebSocket handshake (policy violation); its reason is not sent, as a
    browser would show it to the page that tried."""
    await send({"type": "websocket.close", "code": 1008})
