"""A real uvicorn server on a free loopback port, run in a thread, for the API tests.

``running(app)`` serves ``app`` on 127.0.0.1 until the block ends and yields the
base URL; it is the core's :func:`tapyre.testing.asgi_server` (the server accepts
connections when the block starts), kept under this name for the API tests.
"""

from __future__ import annotations

from tapyre.testing import asgi_server as running

__all__ = ["running"]
