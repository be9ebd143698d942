"""The REST + Server-Sent Events API of Tapyre Paper Search (FastAPI).

Build the app with :func:`create_app`; ``tapyre papers serve`` runs it with
uvicorn on 127.0.0.1 by default.
"""

from tapyre_paper_search.api.app import create_app

__all__ = ["create_app"]
