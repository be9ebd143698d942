"""The REST + Server-Sent Events API of Tapyre Paper Search (FastAPI).

Build the app with :func:`create_app`; ``tapyre papers serve`` runs it with
uvicorn on 127.0.0.1 by default; :class:`ApiGuard` says how requests are
checked (API key, body size, per-client concurrency, CORS).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tapyre_paper_search.api.app import create_app
    from tapyre_paper_search.api.guard import ApiGuard

__all__ = ["ApiGuard", "create_app"]


def __getattr__(name: str) -> Any:
    """``create_app`` and ``ApiGuard`` on first use: the package's client modules
    (what a command asks a running server with) import neither FastAPI nor
    Starlette."""
    if name == "create_app":
        from tapyre_paper_search.api.app import create_app

        return create_app
    if name == "ApiGuard":
        from tapyre_paper_search.api.guard import ApiGuard

        return ApiGuard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
