"""An asyncio event loop on a daemon thread, for an asynchronous SDK behind a synchronous API.

The agent calls tools synchronously; the MCP and A2A SDKs are asynchronous.
A :class:`LoopThread` starts its loop on first use, runs coroutines submitted
from any thread (:meth:`submit`), and stops it on :meth:`stop` or, for a
program that never stops it, at exit (``on_exit``: the owner's close).
"""

from __future__ import annotations

import asyncio
import atexit
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any, TypeVar

_T = TypeVar("_T")


class LoopThread:
    """One event loop, run by a daemon thread named ``name``."""

    def __init__(self, name: str, on_exit: Callable[[], None]) -> None:
        self.name = name
        self._on_exit = on_exit
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        """Whether the loop was started and not stopped since."""
        return self._loop is not None

    def loop(self) -> asyncio.AbstractEventLoop:
        """The loop, started now if it was not."""
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                self._thread = threading.Thread(
                    target=loop.run_forever, name=self.name, daemon=True
                )
                self._thread.start()
                self._loop = loop
                atexit.register(self._on_exit)
            return self._loop

    def submit(self, coroutine: Coroutine[Any, Any, _T]) -> Future[_T]:
        """Run ``coroutine`` on the loop (started if need be); its future."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop())

    def stop(self, timeout: float) -> None:
        """Stop the loop and wait up to ``timeout`` seconds for its thread (idempotent)."""
        with self._lock:
            loop, self._loop = self._loop, None
        if loop is None:
            return
        atexit.unregister(self._on_exit)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=timeout)
