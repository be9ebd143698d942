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
from collections.abc import Callable, Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit

from tapyre_paper_search.api.guard import (
    DEFAULT_UPLOAD_MAX_BYTES,
    KEY_COOKIE,
    OPEN_PATHS,
    UPLOAD_PATH,
    ASGIApp,
    Message,
    Receive,
    Scope,
    Send,
    cookie_value,
)

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

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *_security_headers(policy)]
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
    api_key: str | None, upload_max_bytes: int = DEFAULT_UPLOAD_MAX_BYTES
) -> dict[str, Any]:
    """Keyword arguments for :class:`tapyre.serving.ServerGuard` in front of the page:
    ``open_paths`` (the login form and what it shows), ``body_limits`` (uploads)
    and ``authenticate`` (the login cookie, compared in constant time)."""
    import hmac

    def by_cookie(scope: Scope, headers: Mapping[str, str]) -> bool:
        given = cookie_value(headers.get("cookie", ""), KEY_COOKIE)
        return bool(api_key and given) and hmac.compare_digest(
            str(given).encode(), str(api_key).encode()
        )

    authenticate: Callable[[Scope, Mapping[str, str]], bool] = by_cookie
    return {
        "open_paths": sorted(OPEN_PATHS),
        "body_limits": {UPLOAD_PATH: upload_max_bytes},
        "authenticate": authenticate,
    }
