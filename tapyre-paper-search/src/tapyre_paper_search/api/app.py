"""The FastAPI application: search, ask (SSE), similar, paper by id, stats,
embed, health, ingestion jobs (:mod:`.ingest_routes`, when the server runs
them), and the OpenAPI schema at ``/openapi.json``.

Errors map to status codes at one place (:func:`_install_error_handlers`):
invalid input → 400/422 with a message, an unknown paper → 404, no language
model configured → 409, the model or the store failing → 502/503.  The
service is built on the first request that needs it, so the server starts fast.
What guards the API (key, body size, per-client concurrency, CORS) is in
:mod:`tapyre_paper_search.api.guard`.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from tapyre_paper_search.api.guard import ApiGuard, RequestGuard
from tapyre_paper_search.api.schemas import (
    AskBody,
    EmbedBody,
    EmbedReply,
    ErrorReply,
    HealthReply,
    SearchBody,
    SimilarBody,
)

if TYPE_CHECKING:
    from tapyre_paper_search.api.jobs import IngestJobs
    from tapyre_paper_search.search.service import SearchService

ServiceSource = Callable[[], "SearchService"]

_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorReply, "description": "Invalid request"},
    422: {"model": ErrorReply, "description": "Request failed validation"},
}


class _LazyService:
    """Builds the service once, on first use, from any thread."""

    def __init__(self, source: SearchService | ServiceSource) -> None:
        self._source = source
        self._service: SearchService | None = None
        self._lock = threading.Lock()

    def get(self) -> SearchService:
        if self._service is None:
            with self._lock:
                if self._service is None:
                    source = self._source
                    self._service = source() if callable(source) else source
        return self._service


def create_app(
    service: SearchService | ServiceSource,
    guard: ApiGuard | None = None,
    jobs: IngestJobs | None = None,
) -> FastAPI:
    """The API over ``service`` (or a function building it on first use).

    ``guard`` (default :class:`ApiGuard()`: no key, 1 MiB bodies, 8 concurrent
    searches per client, no CORS) says how requests are checked.  With ``jobs``
    the API also takes ingestion jobs (``/ingest``), run by ``jobs`` in this
    process; the service must then read the stores those jobs write.
    """
    __version__ = _version()
    app = FastAPI(
        title="Tapyre Paper Search",
        version=__version__,
        description="Hybrid search over scientific papers and answers cited from them.",
    )
    lazy = _LazyService(service)
    _install_error_handlers(app)
    guard = guard or ApiGuard()
    app.add_middleware(RequestGuard, guard=guard)
    if guard.cors_origins:
        from starlette.middleware.cors import CORSMiddleware

        # Added last, so outermost: preflights are answered before the key is asked for.
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(guard.cors_origins),
            allow_methods=["GET", "POST", "DELETE"],
            allow_headers=["Authorization", "X-API-Key", "Content-Type"],
        )

    @app.get("/health", response_model=HealthReply, tags=["meta"])
    def health() -> dict[str, str]:
        """Liveness: answers without touching the stores."""
        return {"status": "ok", "version": __version__}

    @app.post("/search", tags=["search"], responses=_ERRORS)
    def search(body: SearchBody) -> dict[str, Any]:
        """Search papers; results grouped per paper with their best passages."""
        return lazy.get().search(body.query, body.to_options()).to_dict()

    @app.post("/similar", tags=["search"], responses={**_ERRORS, 404: {"model": ErrorReply}})
    def similar(body: SimilarBody) -> dict[str, Any]:
        """Papers like the given one (its stored vector is the query)."""
        from tapyre_paper_search.search.options import SearchOptions

        options = SearchOptions(k=body.k, level=body.level, filters=body.filters.to_filters())
        return lazy.get().similar(body.paper_id, options).to_dict()

    @app.post("/ask", tags=["answers"], responses={**_ERRORS, 409: {"model": ErrorReply}})
    def ask(body: AskBody) -> Any:
        """Answer a question from the papers, streamed as Server-Sent Events.

        Events: ``metadata`` (results, filters, rewritten queries, sources),
        then ``chunk`` events with text, then ``done`` (cited sources, dropped
        markers, and the sources as listed: cited first, each with ``cited``;
        ``sources="cited"`` leaves the uncited out); ``error`` with a message
        if it fails midway.
        """
        from sse_starlette.sse import EventSourceResponse

        answer = lazy.get().ask(
            body.query, body.to_options(), max_passages=body.max_passages, sources=body.sources
        )
        return EventSourceResponse(_answer_events(answer), ping=15)

    @app.get(
        "/papers/{paper_id:path}",
        tags=["papers"],
        responses={404: {"model": ErrorReply}},
    )
    def paper(paper_id: str) -> dict[str, Any]:
        """A paper's metadata by id (arXiv ids with a slash, like hep-th/9901001, work)."""
        found = lazy.get().paper(paper_id)
        if found is None:
            return JSONResponse(  # type: ignore[return-value]
                {"error": f"no paper with id {paper_id!r}"}, status_code=404
            )
        return found

    @app.get("/stats", tags=["papers"])
    def stats() -> dict[str, Any]:
        """Collection statistics: papers, chunks, date range, sizes."""
        return lazy.get().stats()

    @app.post("/embed", response_model=EmbedReply, tags=["meta"], responses=_ERRORS)
    def embed(body: EmbedBody) -> dict[str, Any]:
        """Dense vectors of texts, embedded as queries or as passages."""
        service = lazy.get()
        vectors = service.embed(body.texts, body.kind)
        dense = service.dense
        return {
            "model": dense.name if dense else "",
            "dimension": int(vectors.shape[1]) if vectors.ndim == 2 else 0,
            "vectors": vectors.tolist(),
        }

    if jobs is not None:
        from tapyre_paper_search.api.ingest_routes import add_ingest_routes

        add_ingest_routes(app, jobs)
    return app


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tapyre-paper-search")
    except PackageNotFoundError:
        return "0+unknown"


def _answer_events(answer: Any) -> Iterator[dict[str, str]]:
    from tapyre import TapyreError

    metadata = answer.response.to_dict()
    metadata["sources"] = [s.to_dict() for s in answer.sources]
    yield {"event": "metadata", "data": json.dumps(metadata)}
    try:
        for piece in answer:
            yield {"event": "chunk", "data": json.dumps({"text": piece})}
    except TapyreError as exc:
        yield {"event": "error", "data": json.dumps({"error": str(exc)})}
        return
    except Exception as exc:  # the stream has started: report, never drop the connection
        yield {"event": "error", "data": json.dumps({"error": f"{type(exc).__name__}: {exc}"})}
        return
    done = {
        "cited": answer.cited,
        "dropped_markers": answer.dropped_markers,
        "cut_model_sources": answer.cut_sources,
        "sources": answer.listed_sources(),
    }
    yield {"event": "done", "data": json.dumps(done)}


def _install_error_handlers(app: FastAPI) -> None:
    from starlette.exceptions import HTTPException as StarletteHTTPException
    from tapyre import (
        ComponentNotFoundError,
        ConfigError,
        LLMError,
        LLMNotConfiguredError,
        TapyreError,
    )

    from tapyre_paper_search.errors import PaperNotFoundError, SearchError, StoreError

    def reply(status: int, message: str, detail: Any = None) -> JSONResponse:
        body: dict[str, Any] = {"error": message}
        if detail is not None:
            body["detail"] = detail
        return JSONResponse(body, status_code=status)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        # 404 for unknown paths, 405 for wrong methods: the same body as every other error
        response = reply(exc.status_code, str(exc.detail))
        for key, value in (exc.headers or {}).items():
            response.headers[key] = value
        return response

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
        message = f"invalid {where}: {first.get('msg', 'bad value')}"
        detail = [{"loc": list(e.get("loc", ())), "msg": e.get("msg", "")} for e in errors]
        return reply(422, message, detail)

    @app.exception_handler(TapyreError)
    async def tapyre_error(request: Request, exc: TapyreError) -> JSONResponse:
        if isinstance(exc, PaperNotFoundError):
            status = 404
        elif isinstance(exc, SearchError):
            status = 400
        elif isinstance(exc, LLMNotConfiguredError):
            status = 409
        elif isinstance(exc, LLMError):
            status = 502
        elif isinstance(exc, StoreError | ConfigError | ComponentNotFoundError):
            status = 503
        else:
            status = 400
        return reply(status, str(exc))
