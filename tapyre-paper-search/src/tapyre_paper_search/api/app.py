"""The FastAPI application over a :class:`~tapyre_paper_search.app.PaperSearchApp`.

Each route parses its request (the bodies in :mod:`.schemas`), calls the app,
and sends the app's answer as JSON (every result carries its own ``to_dict``)
or as Server-Sent Events: search, similar and ask in :mod:`.search_routes`,
papers and statistics in :mod:`.paper_routes`, ingestion jobs in
:mod:`.ingest_routes` (only when the server runs them).  The OpenAPI schema
is at ``/openapi.json``.

Errors map to status codes at one place (:func:`_install_error_handlers`):
invalid input → 400/422 with a message, a path outside ``[papers]
ingest_roots`` → 403, an unknown paper or job → 404, no language model
configured → 409, a full job queue → 429 with ``Retry-After``, the model
failing → 502, the stores unavailable (no collection yet, held by another
process, damaged) → 503.  The app opens its stores and models on the first
request that needs them, so the server starts fast.  What guards the API
(Host/Origin, key, body size, per-client concurrency, streams, CORS) is in
:mod:`tapyre_paper_search.api.guard`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from tapyre_paper_search.api.guard import ApiGuard, ServerGuard
from tapyre_paper_search.api.schemas import HealthReply

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp


def create_app(
    paper_search: PaperSearchApp, guard: ApiGuard | None = None, *, ingestion: bool = False
) -> FastAPI:
    """The API over ``paper_search``.

    ``guard`` (default :class:`ApiGuard()`: no key, loopback names only, 1 MiB
    bodies, 8 concurrent searches per client, 128 streams, no CORS, no ingest
    roots) says how requests are checked: the core's
    :class:`~tapyre.serving.ServerGuard` wraps every route.  With ``ingestion``
    the API also takes ingestion jobs (``/ingest``), which the app runs in this
    process: only for a server that is its stores' single writer.

    Event streams (``/ask``, a job's events) fetch their next item on threads of
    their own (at most ``max_streams``), never on the pool that answers the other
    routes, and ``/health`` runs on the event loop: it answers however many
    streams are open.
    """
    import anyio
    from fastapi_offline import FastAPIOffline

    from tapyre_paper_search.api.paper_routes import add_paper_routes
    from tapyre_paper_search.api.search_routes import add_search_routes
    from tapyre_paper_search.web import WebSecurity, add_web_routes, with_web_options

    version = _version()
    # /docs (Swagger UI) and /redoc load their scripts from this server, not a CDN
    api = FastAPIOffline(
        title="Tapyre Paper Search",
        version=version,
        description="Hybrid search over scientific papers and answers cited from them.",
    )
    _install_error_handlers(api)
    guard = with_web_options(guard or ApiGuard())  # the web page's login, uploads, cookie
    api.add_middleware(ServerGuard, **guard.middleware())
    # Outside the guard: its refusals carry the security headers too, and a page
    # asked for without the key turns into the login form.
    api.add_middleware(WebSecurity, allowed_origins=guard.settings.cors_origins)
    streams = anyio.CapacityLimiter(guard.settings.max_streams or DEFAULT_STREAM_THREADS)

    @api.get("/health", response_model=HealthReply, tags=["meta"])
    async def health() -> dict[str, str]:
        """Liveness: answers on the event loop, without touching the stores or a thread."""
        return {"status": "ok", "version": version}

    add_search_routes(api, paper_search, streams)
    add_paper_routes(api, paper_search)
    if ingestion:
        from tapyre_paper_search.api.ingest_routes import add_ingest_routes

        add_ingest_routes(api, paper_search, guard)
    add_web_routes(api, paper_search, ingestion=ingestion, api_key=guard.api_key)  # the page at /
    return api


DEFAULT_STREAM_THREADS = 128
"""Threads for event streams when ``max_streams`` sets no bound."""


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tapyre-paper-search")
    except PackageNotFoundError:
        return "0+unknown"


def _install_error_handlers(api: FastAPI) -> None:
    from starlette.exceptions import HTTPException as StarletteHTTPException
    from tapyre import (
        ComponentNotFoundError,
        ConfigError,
        LLMError,
        LLMNotConfiguredError,
        TapyreError,
    )

    from tapyre_paper_search.errors import (
        ForbiddenSourceError,
        JobNotFoundError,
        PaperNotFoundError,
        QueueFullError,
        SearchError,
        ServerError,
        StoreError,
    )

    def reply(status: int, message: str, detail: Any = None) -> JSONResponse:
        body: dict[str, Any] = {"error": message}
        if detail is not None:
            body["detail"] = detail
        return JSONResponse(body, status_code=status)

    @api.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        # 404 for unknown paths, 405 for wrong methods: the same body as every other error
        response = reply(exc.status_code, str(exc.detail))
        for key, value in (exc.headers or {}).items():
            response.headers[key] = value
        return response

    @api.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
        message = f"invalid {where}: {first.get('msg', 'bad value')}"
        detail = [{"loc": list(e.get("loc", ())), "msg": e.get("msg", "")} for e in errors]
        return reply(422, message, detail)

    @api.exception_handler(TapyreError)
    async def tapyre_error(request: Request, exc: TapyreError) -> JSONResponse:
        if isinstance(exc, QueueFullError):
            response = reply(429, str(exc))
            response.headers["retry-after"] = str(exc.retry_after_s)
            return response
        if isinstance(exc, ForbiddenSourceError):
            status = 403
        elif isinstance(exc, PaperNotFoundError | JobNotFoundError):
            status = 404
        elif isinstance(exc, SearchError):
            status = 400
        elif isinstance(exc, LLMNotConfiguredError):
            status = 409
        elif isinstance(exc, LLMError):
            status = 502
        elif isinstance(exc, StoreError | ConfigError | ComponentNotFoundError | ServerError):
            status = 503
        else:
            status = 400
        return reply(status, str(exc))
