"""Several embedding batches at once, handed on in the order they were made.

With the dense embedder's worker processes (one per CPU), embedding one batch at
a time leaves cores idle: between two batches (gathering the vectors, waiting
for the batch's BM25 weights, tokenising the next one) and inside each (a batch
cut into tasks rarely splits evenly over the workers).  :class:`InFlight` keeps
``depth`` batches running at once, so the workers' queue holds the next batch's
tasks while this one ends, and hands every result on in submission order: the
store stage sees the same batches, in the same order, as with one at a time.

A batch that fails raises its error when its turn comes; the batches after it
are cancelled (or, already running, finished and dropped).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from types import TracebackType
from typing import Generic, TypeVar

__all__ = ["InFlight"]

In = TypeVar("In")
Out = TypeVar("Out")


class InFlight(Generic[In, Out]):
    """Runs ``fn`` on up to ``depth`` inputs at once (threads) and calls ``emit`` with
    the results in submission order; ``depth`` 1 runs each input on the caller's
    thread.  A context manager: leaving it waits for the running inputs."""

    def __init__(self, fn: Callable[[In], Out], emit: Callable[[Out], None], depth: int) -> None:
        self.fn = fn
        self.emit = emit
        self.depth = max(1, depth)
        self._pending: deque[Future[Out]] = deque()
        self._lock = threading.Lock()
        self._running = 0
        self._since = 0.0
        self.busy_seconds = 0.0
        """Seconds during which at least one input was running (not their sum)."""
        self._threads = (
            ThreadPoolExecutor(self.depth, thread_name_prefix="tapyre-embed-batch")
            if self.depth > 1
            else None
        )

    @property
    def pending(self) -> int:
        """Inputs submitted whose results were not emitted yet."""
        return len(self._pending)

    def submit(self, item: In) -> None:
        """Start ``item``; first emit the oldest results until fewer than ``depth`` run."""
        if self._threads is None:
            self.emit(self._timed(item))
            return
        while len(self._pending) >= self.depth:
            self.emit(self._pending.popleft().result())
        self._pending.append(self._threads.submit(self._timed, item))

    def _timed(self, item: In) -> Out:
        with self._lock:
            if not self._running:
                self._since = time.perf_counter()
            self._running += 1
        try:
            return self.fn(item)
        finally:
            with self._lock:
                self._running -= 1
                if not self._running:
                    self.busy_seconds += time.perf_counter() - self._since

    def emit_done(self) -> None:
        """Emit the results that are ready, oldest first, without waiting."""
        while self._pending and self._pending[0].done():
            self.emit(self._pending.popleft().result())

    def drain(self) -> None:
        """Wait for every submitted input and emit the results in order."""
        while self._pending:
            self.emit(self._pending.popleft().result())

    def __enter__(self) -> InFlight[In, Out]:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        for future in self._pending:
            future.cancel()
        self._pending.clear()
        if self._threads is not None:
            self._threads.shutdown(wait=True)
