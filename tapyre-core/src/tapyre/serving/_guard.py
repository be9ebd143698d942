"""The ASGI middleware in front of every Tapyre server (see :mod:`tapyre.serving`).

Checks run in this order, each refusing with the JSON body ``{"error": ...}``:

1. ``Host`` missing or malformed → 400; not a name this server answers to → 421.
2. ``Origin`` neither the server's own nor in ``cors_origins`` → 403 (also a
   ``Sec-Fetch-Site: cross-site`` request without ``Origin`` that is not a
   top-level navigation).  A CORS preflight from a listed origin is answered
   here (204), before the key is asked for, as browsers send none with it.
3. API key, when one is set, on every path but the server's ``open_paths`` → 401.
4. Body larger than ``max_request_bytes`` (declared, or counted as it arrives)
   → 413; a route may have its own limit (``body_limits``: uploads).
5. Requests of ``limited_paths`` running for one client past
   ``client_concurrency`` → 429 with ``Retry-After``.
6. Event streams (a ``stream_paths`` route, or any response that turns out to
   be ``text/event-stream``) past ``max_streams`` or ``client_streams`` → 429
   with ``Retry-After``; a stream that sends no event for ``stream_idle_s`` is
   ended with a comment saying so.

WebSocket handshakes get checks 1–3 and are closed (1008) when one fails.
Everything runs on the event loop: no lock, and nothing here blocks.
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable, Iterable, Mapping
from fnmatch import fnmatchcase
from typing import Any

from tapyre.serving._asgi import (
    ASGIApp,
    Message,
    Receive,
    Scope,
    Send,
    client_address,
    close_websocket,
    refuse,
    request_headers,
)
from tapyre.serving._origins import (
    Authority,
    HeaderError,
    HostRule,
    OriginRule,
    parse_authority,
)
from tapyre.serving._settings import GuardSettings
from tapyre.serving._streams import RETRY_AFTER_S, StreamSlots, is_event_stream, is_keepalive

Authenticator = Callable[[Scope, Mapping[str, str]], bool]
"""Another way in besides the key (a web page's session cookie): given the scope and
the request's headers, ``True`` lets the request through."""

CORS_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS"
CORS_HEADERS = "Authorization, X-API-Key, Content-Type, Accept, Last-Event-ID, Mcp-Session-Id"
CORS_EXPOSED = "Retry-After, Location, Mcp-Session-Id"
CORS_MAX_AGE = "600"
RETRY_AFTER_BUSY_S = 1
IDLE_CHECK_S = 1.0
"""How often an open stream's idleness is looked at (at most)."""
FINAL_SEND_S = 5.0
"""How long ending an idle stream may wait for the client to take the last bytes."""


class PathSet:
    """Request paths as exact strings or ``fnmatch`` patterns (``/ingest/*/events``)."""

    def __init__(self, patterns: Iterable[str]) -> None:
        items = list(patterns)
        self._exact = frozenset(p for p in items if not _is_pattern(p))
        self._patterns = tuple(p for p in items if _is_pattern(p))

    def __bool__(self) -> bool:
        return bool(self._exact or self._patterns)

    def __contains__(self, path: object) -> bool:
        if not isinstance(path, str):
            return False
        return path in self._exact or any(fnmatchcase(path, p) for p in self._patterns)


class ServerGuard:
    """Guards ``app`` by ``settings`` (see the module docs for what is checked).

    ``bind`` is the address the server listens on (its ``Host`` names follow
    from it); ``table`` the configuration table the settings came from, named
    in refusals so that the owner knows what to change.  The server says which
    of its routes are limited per client (``limited_paths``), which stream
    (``stream_paths``: refused before they start when no slot is free), which
    need no key (``open_paths``: a login page), which take larger bodies
    (``body_limits``: pattern → bytes), and may accept other credentials
    (``authenticate``).  Use it as ``ServerGuard(app, settings, ...)`` or
    through Starlette's ``add_middleware(ServerGuard, settings=..., ...)``.
    """

    def __init__(
        self,
        app: ASGIApp,
        settings: GuardSettings | None = None,
        *,
        bind: str = "127.0.0.1",
        table: str | None = None,
        limited_paths: Iterable[str] = (),
        stream_paths: Iterable[str] = (),
        open_paths: Iterable[str] = (),
        body_limits: Mapping[str, int] | None = None,
        authenticate: Authenticator | None = None,
    ) -> None:
        self.app = app
        self.settings = settings or GuardSettings()
        self.table = table
        self.hosts = HostRule(bind, self.settings.allowed_hosts)
        self.origins = OriginRule(self.settings.cors_origins)
        self.limited = PathSet(limited_paths)
        self.stream_paths = PathSet(stream_paths)
        self.open_paths = PathSet(open_paths)
        self.body_limits = [(PathSet([p]), n) for p, n in (body_limits or {}).items()]
        self.authenticate = authenticate
        self.streams = StreamSlots(self.settings.max_streams, self.settings.client_streams)
        self._key = self.settings.api_key.encode() if self.settings.api_key else None
        self._running: dict[str, int] = {}

    # -- the checks --------------------------------------------------------------------

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)  # lifespan
            return
        headers = request_headers(scope)
        refusal = self._check_host(headers) or self._check_origin(headers)
        if refusal is None and kind == "http" and self._is_preflight(scope, headers):
            await self._answer_preflight(send, headers)
            return
        if refusal is None and not self._authorized(scope, headers):
            refusal = (
                401,
                "missing or wrong API key: send 'Authorization: Bearer KEY' or 'X-API-Key: KEY'",
                {"www-authenticate": 'Bearer realm="tapyre"'},
            )
        if refusal is not None:
            if kind == "websocket":
                await close_websocket(send)
            else:
                await refuse(send, *refusal)
            return
        if kind == "websocket":
            await self.app(scope, receive, send)
            return
        await self._http(scope, receive, send, headers)

    def _check_host(self, headers: Mapping[str, str]) -> tuple[int, str, dict[str, str]] | None:
        given = headers.get("host")
        if given is None:
            return 400, "the request has no Host header", {}
        try:
            authority = parse_authority(given)
        except HeaderError as exc:
            return 400, f"bad Host header: {exc}", {}
        if self.hosts.accepts(authority):
            return None
        return (
            421,
            f"this server does not answer to the host name {authority.host!r}"
            f"{self._setting_hint('allowed_hosts', 'if it should')}",
            {},
        )

    def _check_origin(self, headers: Mapping[str, str]) -> tuple[int, str, dict[str, str]] | None:
        origin = headers.get("origin")
        if origin is None:
            cross = headers.get("sec-fetch-site") == "cross-site"
            if cross and headers.get("sec-fetch-mode") != "navigate":
                return 403, "cross-site request refused (it carries no Origin)", {}
            return None
        if self.origins.is_listed(origin) or self.origins.is_same_origin(
            origin, _authority(headers)
        ):
            return None
        return (
            403,
            f"cross-origin request from {origin!r} refused"
            f"{self._setting_hint('cors_origins', 'to allow that origin')}",
            {},
        )

    def _setting_hint(self, key: str, why: str) -> str:
        if not self.table:
            return ""
        from tapyre.settings import env_var

        return f"; add it to [{self.table}] {key} ({env_var(self.table, key)}) {why}"

    def _is_preflight(self, scope: Scope, headers: Mapping[str, str]) -> bool:
        return (
            scope.get("method") == "OPTIONS"
            and "origin" in headers
            and "access-control-request-method" in headers
        )

    async def _answer_preflight(self, send: Send, headers: Mapping[str, str]) -> None:
        cors = {
            **self._cors_headers(headers),
            "access-control-allow-methods": CORS_METHODS,
            "access-control-allow-headers": CORS_HEADERS,
            "access-control-max-age": CORS_MAX_AGE,
        }
        raw = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in cors.items()]
        await send({"type": "http.response.start", "status": 204, "headers": raw})
        await send({"type": "http.response.body", "body": b"", "more_body": False})

    def _cors_headers(self, headers: Mapping[str, str]) -> dict[str, str]:
        """CORS response headers for a request from a listed foreign origin (else none)."""
        origin = headers.get("origin")
        if origin is None or self.origins.is_same_origin(origin, _authority(headers)):
            return {}
        return {
            "access-control-allow-origin": origin,
            "access-control-expose-headers": CORS_EXPOSED,
            "vary": "Origin",
        }

    def _authorized(self, scope: Scope, headers: Mapping[str, str]) -> bool:
        if self._key is None or scope.get("path", "") in self.open_paths:
            return True
        given = headers.get("x-api-key", "")
        scheme, _, token = headers.get("authorization", "").partition(" ")
        if scheme.lower() == "bearer" and token.strip():
            given = token.strip()
        # compare_digest on bytes: constant time whatever the key's characters
        if given and hmac.compare_digest(given.encode(), self._key):
            return True
        return self.authenticate is not None and self.authenticate(scope, headers)

    # -- limits ------------------------------------------------------------------------

    def _body_limit(self, path: str) -> int | None:
        for paths, limit in self.body_limits:
            if path in paths:
                return limit
        return self.settings.max_request_bytes

    async def _http(
        self, scope: Scope, receive: Receive, send: Send, headers: Mapping[str, str]
    ) -> None:
        path = scope.get("path", "")
        limit = self._body_limit(path)
        declared = headers.get("content-length", "")
        if limit and declared.isdigit() and int(declared) > limit:
            await refuse(send, 413, f"request body over the limit of {limit} bytes")
            return
        client = client_address(scope)
        limited = bool(self.settings.client_concurrency) and path in self.limited
        if limited and not self._enter(client):
            await refuse(
                send,
                429,
                f"too many requests at once from {client} "
                f"(at most {self.settings.client_concurrency}); retry shortly",
                {"retry-after": str(RETRY_AFTER_BUSY_S)},
            )
            return
        exchange = _Exchange(
            self, client, limit, receive=receive, send=send, cors=self._cors_headers(headers)
        )
        try:
            if path in self.stream_paths:
                why = self.streams.claim(client)
                if why is not None:
                    await refuse(send, 429, why, {"retry-after": str(RETRY_AFTER_S)})
                    return
                exchange.slot = True
            await exchange.run(scope)
        finally:
            exchange.release()
            if limited:
                self._leave(client)

    def _enter(self, client: str) -> bool:
        running = self._running.get(client, 0)
        if running >= (self.settings.client_concurrency or 0):
            return False
        self._running[client] = running + 1
        return True

    def _leave(self, client: str) -> None:
        left = self._running.get(client, 1) - 1
        if left > 0:
            self._running[client] = left
        else:
            self._running.pop(client, None)


class _Exchange:
    """One HTTP request in flight: counts its body, watches its response, ends it when
    it is a stream gone idle, and refuses it late when it became a stream past the limits."""

    def __init__(
        self,
        guard: ServerGuard,
        client: str,
        limit: int | None,
        *,
        receive: Receive,
        send: Send,
        cors: dict[str, str],
    ) -> None:
        self.guard = guard
        self.client = client
        self.limit = limit
        self._receive = receive
        self._send = send
        self.cors = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in cors.items()]
        self.slot = False
        self.received = 0
        self.started = False
        self.complete = False
        self.streaming = False
        self.refused = False  # the guard answered instead of the app
        self.idle_ended = False
        self.last_event = time.monotonic()
        self._group: Any = None  # the task group the app runs in

    async def run(self, scope: Scope) -> None:
        idle = self.guard.settings.stream_idle_s
        import anyio

        failure: BaseException | None = None
        async with anyio.create_task_group() as group:
            self._group = group
            try:
                await self.guard.app(scope, self.receive, self.send)
            except Exception as exc:  # re-raised below, not wrapped in an exception group
                failure = exc
            group.cancel_scope.cancel()
        if failure is not None:
            raise failure
        if self.idle_ended and not self.complete:
            note = f": no event for {idle:g} s: the server ends this stream; reconnect to go on\n\n"
            # A client that stopped reading would block these sends for ever.
            with anyio.move_on_after(FINAL_SEND_S):
                await self._send(
                    {"type": "http.response.body", "body": note.encode(), "more_body": True}
                )
                await self._send({"type": "http.response.body", "body": b"", "more_body": False})

    async def _watch(self, idle: float) -> None:
        import anyio

        while True:
            quiet = time.monotonic() - self.last_event
            await anyio.sleep(min(IDLE_CHECK_S, max(idle - quiet, 0.01)))
            if time.monotonic() - self.last_event >= idle:
                self.idle_ended = True
                self._group.cancel_scope.cancel()
                return

    async def receive(self) -> Message:
        if self.refused:
            return {"type": "http.disconnect"}
        message = await self._receive()
        if message["type"] == "http.request" and self.limit:
            self.received += len(message.get("body", b""))
            if self.received > self.limit:
                await self._refuse(413, f"request body over the limit of {self.limit} bytes")
                return {"type": "http.disconnect"}
        return message

    async def send(self, message: Message) -> None:
        if self.refused:
            return  # the guard answered; what the app still sends goes nowhere
        kind = message["type"]
        if kind == "http.response.start":
            headers = list(message.get("headers", ()))
            if is_event_stream(headers):
                if not self.slot:
                    why = self.guard.streams.claim(self.client)
                    if why is not None:
                        await self._refuse(429, why, {"retry-after": str(RETRY_AFTER_S)})
                        self._group.cancel_scope.cancel()
                        return
                    self.slot = True
                self.streaming = True
                self.last_event = time.monotonic()
                idle = self.guard.settings.stream_idle_s
                if idle:
                    self._group.start_soon(self._watch, idle)
            if self.cors:
                message = {**message, "headers": headers + self.cors}
            self.started = True
        elif kind == "http.response.body":
            body = message.get("body", b"")
            if self.streaming and body and not is_keepalive(body):
                self.last_event = time.monotonic()
            if not message.get("more_body", False):
                self.complete = True
        await self._send(message)

    async def _refuse(self, status: int, why: str, headers: dict[str, str] | None = None) -> None:
        self.refused = True
        if not self.started:
            self.started = self.complete = True
            await refuse(self._send, status, why, headers)

    def release(self) -> None:
        if self.slot:
            self.slot = False
            self.guard.streams.release(self.client)


def _authority(headers: Mapping[str, str]) -> Authority:
    """The request's ``Host`` (checked already, so it parses)."""
    return parse_authority(headers.get("host", ""))


def _is_pattern(path: str) -> bool:
    return any(c in path for c in "*?[")
