"""What stands between the network and the API: key, body size, per-client limits.

:class:`RequestGuard` is a plain ASGI middleware, so it sees every request
before FastAPI parses it (and every byte of its body), and it holds a
client's slot until a streamed answer ends:

* **API key** (``api_key``): every request, ``/health`` and the schema
  included, must carry ``Authorization: Bearer KEY`` or ``X-API-Key: KEY``, or
  the web page's login cookie (:data:`KEY_COOKIE`, HttpOnly and SameSite=Strict,
  set by ``POST /login``); otherwise 401, and a browser asking for a page is
  sent to ``/login``.  The login form and its stylesheet and icon are the only
  things served without the key.  Keys are compared in constant time.
* **Body size** (``max_body_bytes``): a larger ``Content-Length``, or a
  streamed (chunked) body that grows past it, is answered 413 without reading on.
* **Uploads** (``upload_max_bytes``): ``POST /upload`` (the web page's PDF
  upload) must declare its length, up to this many bytes (411/413 otherwise);
  its body streams on to the endpoint, which spools files to disk and checks
  each file's size and the number of files.
* **Concurrency per client** (``client_concurrency``): at most this many
  ``/search`` and ``/ask`` requests of one client address run at once; one
  more is answered 429 with ``Retry-After``.  Behind a reverse proxy every
  request comes from the proxy's address: limit there instead.

CORS is separate (Starlette's middleware, added by
:func:`~tapyre_paper_search.api.app.create_app` only when ``cors_origins``
is configured): without it browsers on other origins cannot read answers.
Errors have the API's JSON error body, ``{"error": "..."}``.
"""

from __future__ import annotations

import hmac
import json
import threading
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, unquote

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

DEFAULT_MAX_BODY_BYTES = 1024 * 1024
"""Largest request body accepted (a search or ask body is well under 10 KB)."""

DEFAULT_CLIENT_CONCURRENCY = 8
"""``/search`` and ``/ask`` requests one client address may have running at once."""

DEFAULT_UPLOAD_MAX_BYTES = 256 * 1024 * 1024
"""Largest upload body (all files of one upload together)."""

KEY_COOKIE = "tapyre_key"
"""The cookie the web page's login form sets to the API key."""
OPEN_PATHS = frozenset({"/login", "/static/app.css", "/static/icon.svg"})
"""What is served without the key: the login form and what it shows."""

LIMITED_PATHS = frozenset({"/search", "/ask"})
UPLOAD_PATH = "/upload"
RETRY_AFTER_S = 1


@dataclass(frozen=True)
class ApiGuard:
    """The API's protections (see the module docs); ``None`` or 0 turns one off."""

    api_key: str | None = field(default=None, repr=False)
    max_body_bytes: int | None = DEFAULT_MAX_BODY_BYTES
    client_concurrency: int | None = DEFAULT_CLIENT_CONCURRENCY
    cors_origins: tuple[str, ...] = ()
    upload_max_bytes: int | None = DEFAULT_UPLOAD_MAX_BYTES


class RequestGuard:
    """ASGI middleware enforcing an :class:`ApiGuard` in front of ``app``."""

    def __init__(self, app: ASGIApp, guard: ApiGuard) -> None:
        self.app = app
        self.guard = guard
        self._key = guard.api_key.encode() if guard.api_key else None
        self._running: dict[str, int] = {}
        self._lock = threading.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = _headers(scope)
        path = scope.get("path", "")
        if self._key is not None and path not in OPEN_PATHS and not self._authorized(headers):
            if scope.get("method") == "GET" and "text/html" in headers.get("accept", ""):
                query = scope.get("query_string", b"").decode("latin-1")
                wanted = f"{path}?{query}" if query else path
                await _redirect(send, "/login?next=" + quote(wanted, safe=""))
                return
            await _reply(
                send,
                401,
                "missing or wrong API key: send 'Authorization: Bearer KEY' or 'X-API-Key: KEY'",
                {"www-authenticate": 'Bearer realm="tapyre-paper-search"'},
            )
            return
        if scope.get("path") == UPLOAD_PATH and scope.get("method") == "POST":
            await self._upload(scope, receive, send, headers)
            return
        limit = self.guard.max_body_bytes
        if limit:
            declared = headers.get("content-length", "")
            if declared.isdigit() and int(declared) > limit:
                await _reply(send, 413, f"request body over the limit of {limit} bytes")
                return
        client = self._client(scope) if scope.get("path") in LIMITED_PATHS else None
        if client is not None and not self._enter(client):
            await _reply(
                send,
                429,
                f"too many requests at once from {client} "
                f"(at most {self.guard.client_concurrency}); retry shortly",
                {"retry-after": str(RETRY_AFTER_S)},
            )
            return
        try:
            await self._call_counting(scope, receive, send, limit)
        finally:
            if client is not None:
                self._leave(client)

    async def _call_counting(
        self, scope: Scope, receive: Receive, send: Send, limit: int | None
    ) -> None:
        """Read the body up to ``limit`` before the app sees it, then replay it.

        Buffering (bodies here are small) answers 413 without FastAPI turning the
        refusal into its own 400 for an unreadable body.
        """
        if not limit or scope.get("method") in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        seen = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away before sending its body
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > limit:
                await _reply(send, 413, f"request body over the limit of {limit} bytes")
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()  # later calls wait for the disconnect (SSE)

        await self.app(scope, replay, send)

    async def _upload(
        self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str]
    ) -> None:
        """An upload: its declared length checked, its body streamed (not buffered)."""
        declared = headers.get("content-length", "")
        limit = self.guard.upload_max_bytes
        if not declared.isdigit():
            await _reply(send, 411, "an upload must declare its length (Content-Length)")
        elif limit and int(declared) > limit:
            await _reply(send, 413, f"upload over the limit of {limit} bytes")
        else:
            await self.app(scope, receive, send)

    def _authorized(self, headers: dict[str, str]) -> bool:
        assert self._key is not None
        given = headers.get("x-api-key", "")
        scheme, _, token = headers.get("authorization", "").partition(" ")
        if scheme.lower() == "bearer" and token.strip():
            given = token.strip()
        if not given:
            given = cookie_value(headers.get("cookie", ""), KEY_COOKIE) or ""
        # compare_digest on bytes: constant time whatever the key's characters
        return bool(given) and hmac.compare_digest(given.encode(), self._key)

    def _client(self, scope: Scope) -> str | None:
        if not self.guard.client_concurrency:
            return None
        client = scope.get("client")
        return str(client[0]) if client else "unknown"

    def _enter(self, client: str) -> bool:
        limit = self.guard.client_concurrency or 0
        with self._lock:
            running = self._running.get(client, 0)
            if running >= limit:
                return False
            self._running[client] = running + 1
            return True

    def _leave(self, client: str) -> None:
        with self._lock:
            left = self._running.get(client, 1) - 1
            if left > 0:
                self._running[client] = left
            else:
                self._running.pop(client, None)


def cookie_value(header: str, name: str) -> str | None:
    """The value of cookie ``name`` in a ``Cookie`` header, unquoted."""
    from http.cookies import SimpleCookie

    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(header)
    except Exception:  # a malformed header: no cookie
        return None
    morsel = jar.get(name)
    return unquote(morsel.value) if morsel is not None else None


async def _redirect(send: Send, location: str) -> None:
    raw = [(b"location", location.encode("latin-1")), (b"content-length", b"0")]
    await send({"type": "http.response.start", "status": 303, "headers": raw})
    await send({"type": "http.response.body", "body": b""})


def _headers(scope: Scope) -> dict[str, str]:
    return {
        key.decode("latin-1").lower(): value.decode("latin-1")
        for key, value in scope.get("headers", ())
    }


async def _reply(
    send: Send, status: int, message: str, headers: dict[str, str] | None = None
) -> None:
    body = json.dumps({"error": message}).encode()
    raw = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    raw += [(k.encode("latin-1"), v.encode("latin-1")) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})
