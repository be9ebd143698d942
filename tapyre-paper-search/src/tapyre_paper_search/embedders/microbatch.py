"""Concurrent small encodes gathered into one forward pass.

A server answers each request on its own thread; each encodes one query.  Run
one by one, concurrent queries pay the per-call cost of the encoder (tokenizing,
the runtime's dispatch, one layer after another for a single row) once each and
compete for the cores.  :class:`MicroBatcher` gathers them without a timer: the
first caller runs a forward pass for what is waiting; callers that arrive while
it runs queue up, and the next pass (run by the first of them) takes them all.
A lone query therefore never waits for company, and under load each forward
pass carries every query that arrived during the previous one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

MAX_BATCH_TEXTS = 64
"""Texts one gathered pass takes at most; the rest wait for the next."""


@dataclass
class _Request:
    texts: Sequence[str]
    done: threading.Event = field(default_factory=threading.Event)
    result: NDArray[np.float32] | None = None
    error: BaseException | None = None


class MicroBatcher:
    """Calls ``encode`` once for the texts of every caller waiting at that moment."""

    def __init__(
        self,
        encode: Callable[[Sequence[str]], NDArray[np.float32]],
        *,
        max_texts: int = MAX_BATCH_TEXTS,
    ) -> None:
        self._encode = encode
        self._max_texts = max_texts
        self._lock = threading.Lock()
        self._waiting: list[_Request] = []
        self._running = False
        self.passes = 0
        """Forward passes run so far (for tests and benchmarks)."""
        self.requests = 0
        """Calls served so far."""

    def __call__(self, texts: Sequence[str]) -> NDArray[np.float32]:
        request = _Request(texts)
        with self._lock:
            self._waiting.append(request)
            self.requests += 1
            lead = not self._running
            if lead:
                self._running = True
        if lead:
            self._drain()
        request.done.wait()
        if request.error is not None:
            raise request.error
        assert request.result is not None
        return request.result

    def _drain(self) -> None:
        """Run passes until nobody waits (only one thread drains at a time)."""
        while True:
            with self._lock:
                batch = self._take()
                if not batch:
                    self._running = False
                    return
                self.passes += 1
            self._run(batch)

    def _take(self) -> list[_Request]:
        taken: list[_Request] = []
        count = 0
        while self._waiting and (
            not taken or count + len(self._waiting[0].texts) <= self._max_texts
        ):
            request = self._waiting.pop(0)
            taken.append(request)
            count += len(request.texts)
        return taken

    def _run(self, batch: list[_Request]) -> None:
        texts = [t for request in batch for t in request.texts]
        try:
            vectors = self._encode(texts)
        except BaseException as exc:  # every waiter hears of it, not only the leader
            for request in batch:
                request.error = exc
                request.done.set()
            return
        start = 0
        for request in batch:
            request.result = vectors[start : start + len(request.texts)]
            start += len(request.texts)
            request.done.set()
