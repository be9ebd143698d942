"""What every web page is sent with, and the same-origin rule for changes.

:class:`WebSecurity` is a plain ASGI middleware in front of the whole server:

* **Content-Security-Policy** on every response: ``default-src 'self'``, no
  inline script or style (the pages load ``/static/app.js`` and
  ``/static/app.css`` only), no plugins, no framing, forms post only here.
  Untrusted text (titles, abstracts, passages) is escaped by the templates; the
  policy is the second wall: even markup that got through would not run.
  FastAPI's ``/docs`` and ``/redoc`` pages (Swagger UI and ReDoc, served from
  this server by fastapi-offline) start with an inline script: their policy
  allows inline script and style, still nothing from elsewhere.
* **nosniff**, **no referrer** beyond this origin, and ``frame-ancestors 'none'``.
* **Same origin for changes**: a ``POST``, ``PUT``, ``PATCH`` or ``DELETE`` a
  browser sends from another site (its ``Origin`` is not this server's, or
  ``Sec-Fetch-Site`` says ``cross-site``) is answered 403 before the app sees
  it.  Clients that are not browsers send neither header and pass: the API key
  (:mod:`tapyre_paper_search.api.guard`) is what stops them.  Origins the API
  allows by CORS (``[papers] cors_origins``) may send changes too.

The rule is this module's until ``papers serve`` runs behind the core's
server guard (:class:`tapyre.serving.ServerGuard`, which checks ``Origin``
itself); then only the headers stay here, and :func:`server_guard_options`
gives that guard what the page needs: the login form and its assets open, the
upload's own body limit, and the login cookie as a credential.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable, Mapping, MutableMapping
from typing import Any
from urllib.parse import quote, unquote, urlsplit

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

KEY_COOKIE = "tapyre_key"
"""The cookie the login form sets to the API key (HttpOnly, SameSite=Strict)."""
OPEN_PATHS = ("/login", "/static/app.css", "/static/icon.svg")
"""What the server guard lets through without the key: the login form and its look."""
UPLOAD_PATH = "/upload"
UPLOAD_MAX_BYTES = 256 * 1024 * 1024
"""Largest upload body (all files of one upload together)."""

POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
"""The pages' Content-Security-Policy."""

DOCS_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
"""The API documentation pages' policy: their inline start-up script, nothing from elsewhere."""
DOCS = frozenset({"/docs", "/redoc", "/docs/oauth2-redirect"})
CHANGES = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class WebSecurity:
    """ASGI middleware: security headers on every response, and cross-site changes
    refused; ``allowed_origins`` (the API's CORS origins) may change things too."""

    def __init__(self, app: ASGIApp, allowed_origins: Iterable[str] = ()) -> None:
        self.app = app
        self.allowed = frozenset(o.rstrip("/").lower() for o in allowed_origins)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        origin = headers.get("origin", "").rstrip("/").lower()
        if (
            scope.get("method") in CHANGES
            and origin not in self.allowed
            and not same_origin(headers)
        ):
            await _forbidden(send)
            return
        policy = DOCS_POLICY if scope.get("path") in DOCS else POLICY

        login = login_redirect(scope, headers)
        redirected = False

        async def send_with_headers(message: Message) -> None:
            nonlocal redirected
            if message["type"] == "http.response.start":
                if login is not None and message["status"] == 401:
                    redirected = True  # the guard asked for the key: the page asks for it
                    message = {
                        "type": "http.response.start",
                        "status": 303,
                        "headers": [(b"location", login.encode()), (b"content-length", b"0")],
                    }
                message["headers"] = [*message.get("headers", ()), *_security_headers(policy)]
            elif redirected and message["type"] == "http.response.body":
                message = {"type": "http.response.body", "body": b""}
            await send(message)

        await self.app(scope, receive, send_with_headers)


def same_origin(headers: dict[str, str]) -> bool:
    """Whether a request may change something: not sent by a browser from another
    site (its ``Origin`` names this ``Host``, or it has none and no cross-site
    ``Sec-Fetch-Site``)."""
    if headers.get("sec-fetch-site", "") == "cross-site":
        return False
    origin = headers.get("origin")
    if origin is None:
        return True
    if origin == "null":
        return False
    return urlsplit(origin).netloc.lower() == headers.get("host", "").lower()


def _security_headers(policy: str) -> Iterable[tuple[bytes, bytes]]:
    yield b"content-security-policy", policy.encode()
    yield b"x-content-type-options", b"nosniff"
    yield b"referrer-policy", b"same-origin"
    yield b"cross-origin-opener-policy", b"same-origin"


async def _forbidden(send: Send) -> None:
    body = json.dumps({"error": "cross-site request refused: send it from this server's pages"})
    await send(
        {
            "type": "http.response.start",
            "status": 403,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body.encode()})


def server_guard_options(
    api_key: str | None, upload_max_bytes: int = UPLOAD_MAX_BYTES
) -> dict[str, Any]:
    """What the page adds to :class:`~tapyre_paper_search.api.guard.ApiGuard` (the core
    :class:`tapyre.serving.ServerGuard`'s options): ``open_paths`` (the login form
    and what it shows), ``body_limits`` (uploads) and ``authenticate`` (the login
    cookie, compared in constant time)."""
    import hmac

    def by_cookie(scope: Scope, headers: Mapping[str, str]) -> bool:
        given = cookie_value(headers.get("cookie", ""), KEY_COOKIE)
        return bool(api_key and given) and hmac.compare_digest(
            str(given).encode(), str(api_key).encode()
        )

    return {
        "open_paths": OPEN_PATHS,
        "body_limits": {UPLOAD_PATH: upload_max_bytes},
        "authenticate": by_cookie,
    }


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


def login_redirect(scope: Scope, headers: Mapping[str, str]) -> str | None:
    """Where a refused (401) request goes instead: a browser asking for a page is sent
    to the login form, which sends it back after."""
    if scope.get("method") != "GET" or "text/html" not in headers.get("accept", ""):
        return None
    path = scope.get("path", "")
    query = scope.get("query_string", b"").decode("latin-1")
    wanted = f"{path}?{query}" if query else path
    return "/login?next=" + quote(wanted, safe="")
