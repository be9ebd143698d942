"""A real uvicorn server on a free loopback port, run in a thread, for the API tests
(the core's :func:`tapyre.testing.asgi_server`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tapyre.testing import asgi_server


@contextmanager
def running(app: Any) -> Iterator[str]:
    """Serve ``app`` on 127.0.0.1 until the block ends; yields the base URL."""
    with asgi_server(app) as url:
        yield url
