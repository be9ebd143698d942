"""The plumbing of the ingestion stages: threads joined by bounded queues.

:class:`StageRunner` knows nothing about papers.  It starts the stage threads,
runs the last stage on the caller's thread, stops everything at the first
error (kept in :attr:`StageRunner.errors`, the caller re-raises it) and lets
every stage's consumer see :data:`~.extract.END` even when its producer failed,
so shutting down never hangs.  Waits are short polls so a stop is noticed.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from tapyre_paper_search.pipeline.extract import END

_POLL = 0.2


class StoppingError(Exception):
    """Raised inside a stage when the run is stopping (another stage failed)."""


class StageRunner:
    """Runs stage functions on threads; see the module docs.

    ``stop`` is set on the first error or by the caller (Ctrl-C); ``errors``
    holds the errors, the first one first.
    """

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.errors: list[BaseException] = []

    def run(
        self,
        stages: Sequence[tuple[str, Callable[..., None], tuple[Any, ...]]],
        last: Callable[[], None],
    ) -> None:
        """Start each ``(thread name, function, args)`` (its last arg is its output
        queue), run ``last`` here, then stop and join the threads.

        An error of ``last`` goes first in :attr:`errors`; Ctrl-C is re-raised.
        """
        threads = [
            threading.Thread(target=self._guard, args=(fn, *args), name=name, daemon=True)
            for name, fn, args in stages
        ]
        for thread in threads:
            thread.start()
        try:
            last()
        except StoppingError:
            pass  # another stage failed; its error is in self.errors
        except BaseException as exc:
            self.stop.set()
            self._join(threads)
            if isinstance(exc, KeyboardInterrupt):
                raise
            self.errors.insert(0, exc)
            return
        self.stop.set()
        self._join(threads)

    def put(self, q: queue.Queue[Any], item: Any, *, force: bool = False) -> None:
        """Put ``item``, waiting for room; raises :class:`StoppingError` once
        stopping (``force``: deliver anyway, dropping an item if the consumer is gone)."""
        while True:
            if self.stop.is_set() and not force:
                raise StoppingError
            try:
                q.put(item, timeout=_POLL)
                return
            except queue.Full:
                if self.stop.is_set() and force:
                    # The consumer is gone; make room so it can see the end.
                    with contextlib.suppress(queue.Empty):
                        q.get_nowait()

    def get(self, q: queue.Queue[Any], timeout: float | None = None) -> Any:
        """Next item, or raises :class:`queue.Empty` after ``timeout``
        (:class:`StoppingError` once stopping)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            if self.stop.is_set():
                raise StoppingError
            wait = _POLL if deadline is None else min(_POLL, deadline - time.monotonic())
            if wait <= 0:
                raise queue.Empty
            try:
                return q.get(timeout=wait)
            except queue.Empty:
                continue

    def _guard(self, stage: Callable[..., None], *args: Any) -> None:
        """Run a stage thread; any error stops the run."""
        try:
            stage(*args)
        except StoppingError:
            pass
        except BaseException as exc:
            self.errors.append(exc)
            self.stop.set()
        finally:
            # Let the next stage finish even when this one failed.
            out: queue.Queue[Any] = args[-1]
            with contextlib.suppress(StoppingError):
                self.put(out, END, force=True)

    @staticmethod
    def _join(threads: list[threading.Thread]) -> None:
        for thread in threads:
            while thread.is_alive():
                thread.join(timeout=_POLL)
