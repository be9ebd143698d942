"""The FastAPI application over a :class:`~tapyre_paper_search.app.PaperSearchApp`.

Each route parses its request (the bodies in :mod:`.schemas`), calls the app,
and sends the app's answer as JSON (every result carries its own ``to_dict``)
or as Server-Sent Events: search, similar and ask in :mod:`.search_routes`,
papers and statistics in :mod:`.paper_routes`, ingestion jobs in
:mod:`.ingest_routes` (only when the server runs them).  The OpenAPI schema
is at ``/openapi.json``.

Errors map to status codes at one place (:func:`_install_error_handlers`):
invalid input → 400/422 with a message, an unknown paper or job → 404, no
language model configured → 409, the model failing → 502, the stores
unavailable (no collection yet, held by another process) → 503.  The app opens
its stores and models on the first request that needs them, so the server
starts fast.  What guards the API (key, body size, per-client concurrency,
CORS) is in :mod:`tapyre_paper_search.api.guard`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from tapyre_paper_search.api.guard import ApiGuard, RequestGuard
from tapyre_paper_search.api.schemas import HealthReply

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp


def create_app(
    paper_search: PaperSearchApp, guard: ApiGuard | None = None, *, ingestion: bool = False
) -> FastAPI:
    """The API over ``paper_search``.

    ``guard`` (default :class:`ApiGuard()`: no key, 1 MiB bodies, 8 concurrent
    searches per client, no CORS) says how requests are checked.  With
    ``ingestion`` the API also takes ingestion jobs (``/ingest``), which the app
    runs in this process: only for a server that is its stores' single writer.
    """
    from tapyre_paper_search.api.paper_routes import add_paper_routes
    from tapyre_paper_search.api.search_routes import add_search_routes

    version = _version()
    api = FastAPI(
        title="Tapyre Paper Search",
        version=version,
        description="Hybrid search over scientific papers and answers cited from them.",
    )
    _install_error_handlers(api)
    guard = guard or ApiGuard()
    api.add_middleware(RequestGuard, guard=guard)
    if guard.cors_origins:
        from starlette.middleware.cors import CORSMiddleware

        # Added last, so outermost: preflights are answered before the key is asked for.
        api.add_middleware(
            CORSMiddleware,
            allow_origins=list(guard.cors_origins),
            allow_methods=["GET", "POST", "DELETE"],
            allow_headers=["Authorization", "X-API-Key", "Content-Type"],
        )

    @api.get("/health", response_model=HealthReply, tags=["meta"])
    def health() -> dict[str, str]:
        """Liveness: answers without touching the stores."""
        return {"status": "ok", "version": version}

    add_search_routes(api, paper_search)
    add_paper_routes(api, paper_search)
    if ingestion:
        from tapyre_paper_search.api.ingest_routes import add_ingest_routes

        add_ingest_routes(api, paper_search)
    return api


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
        JobNotFoundError,
        PaperNotFoundError,
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
        if isinstance(exc, PaperNotFoundError | JobNotFoundError):
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
