"""The REST + Server-Sent Events API of Tapyre Paper Search (FastAPI).

Build the app with :func:`create_app`; ``tapyre papers serve`` runs it with
uvicorn on 127.0.0.1 by default; :class:`ApiGuard` says how requests are
checked (API key, body size, per-client concurrency, CORS).
"""

from tapyre_paper_search.api.app import create_app
from tapyre_paper_search.api.guard import ApiGuard

__all__ = ["ApiGuard", "create_app"]
