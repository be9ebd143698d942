"""Concurrent small encodes gathered into forward passes, on every core.

A server answers each request on its own thread; each encodes one query.  Run
one by one, concurrent queries pay the per-call cost of the encoder (tokenizing,
the runtime's dispatch, one layer after another for a single row) once each and
compete for the cores.  :class:`MicroBatcher` gathers them without a timer: a
caller that finds a free *lane* runs a forward pass for what is waiting; callers
that arrive while every lane is busy queue up, and the next pass takes them all.
A lone query therefore never waits for company, and under load each pass carries
every query that arrived during the previous one.

``lanes`` passes run at once (each one thread of the encoder: queries are too
small to split across threads).  :func:`pick_lanes` picks one per CPU this
process may use (its affinity, capped by a cgroup CPU quota) for an encoder on
the CPU, and one for an encoder on a GPU, whose passes run one after another
anyway, so gathering is all that helps there.  On the CPU with a single lane a
server encodes on one core however many it has (SciFact queries, all-MiniLM-L6-v2,
2 cores: a pass of 8 costs 6.7 CPU-ms a query against 7.4 alone, so gathering
saves a tenth; a second lane doubles what the encoder can do).  A lane's runner
keeps running passes only until its own query is encoded, then hands the lane to
the first caller still waiting, so no caller serves others indefinitely.

A pass that fails (the encoder raises, or returns a row count other than its
texts') fails every caller gathered into it, each with its own
:class:`~tapyre_paper_search.errors.EmbedderError` raised from the cause, and
its lane goes on as after any pass.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.embedders.encoder_pool import available_cpus
from tapyre_paper_search.errors import EmbedderError

MAX_BATCH_TEXTS = 64
"""Texts one gathered pass takes at most; the rest wait for the next."""


def pick_lanes(on_cpu: bool, requested: int = 0) -> int:
    """Passes that may run at once for an encoder: ``requested`` when above 0, else
    one on a GPU, and on the CPU the CPUs this process may use
    (:func:`~.encoder_pool.available_cpus`: its affinity, capped by its cgroup quota)."""
    if requested > 0:
        return requested
    return available_cpus() if on_cpu else 1


@dataclass
class _Request:
    texts: Sequence[str]
    wake: threading.Event = field(default_factory=threading.Event)
    """Set when the result (or error) is in, or when the caller is handed a lane."""
    result: NDArray[np.float32] | None = None
    error: BaseException | None = None
    lead: bool = False
    """Runs passes: it found a free lane, or one was handed to it."""

    @property
    def finished(self) -> bool:
        return self.result is not None or self.error is not None


class MicroBatcher:
    """Calls ``encode`` once for the texts of every caller waiting at that moment,
    with at most ``lanes`` calls running at once.

    :raises ValueError: ``lanes`` or ``max_texts`` is below 1.
    """

    def __init__(
        self,
        encode: Callable[[Sequence[str]], NDArray[np.float32]],
        *,
        max_texts: int = MAX_BATCH_TEXTS,
        lanes: int = 1,
    ) -> None:
        if lanes < 1 or max_texts < 1:
            raise ValueError(
                f"MicroBatcher needs lanes >= 1 and max_texts >= 1 (got {lanes}, {max_texts})"
            )
        self._encode = encode
        self._max_texts = max_texts
        self.lanes = lanes
        self._lock = threading.Lock()
        self._waiting: list[_Request] = []
        self._active = 0  # lanes held by a caller
        self.passes = 0
        """Forward passes run so far (for tests and benchmarks)."""
        self.requests = 0
        """Calls served so far."""

    def __call__(self, texts: Sequence[str]) -> NDArray[np.float32]:
        request = _Request(texts)
        with self._lock:
            self._waiting.append(request)
            self.requests += 1
            if self._active < self.lanes:
                self._active += 1
                request.lead = True
        while True:
            if request.lead:
                self._serve(request)
            with self._lock:  # a lane handed over as the texts finished is passed on
                if request.finished and not request.lead:
                    break
            request.wake.wait()
        if request.error is not None:
            raise _own_copy(request.error) from request.error
        assert request.result is not None
        return request.result

    def _serve(self, own: _Request) -> None:
        """Run passes on the lane ``own`` holds until its texts are encoded (or another
        lane took them), then hand the lane on or free it."""
        while True:
            with self._lock:
                batch = [] if own.finished else self._take()
                if not batch:
                    own.lead = False
                    own.wake.clear()  # wait for the lane that took own's texts
                    self._hand_on()
                    return
                self.passes += 1
            self._run(batch)

    def _hand_on(self) -> None:
        """The lane of a caller that is done (lock held): to the first waiting caller
        that has none, else free."""
        for request in self._waiting:
            if not request.lead:
                request.lead = True
                request.wake.set()
                return
        self._active -= 1

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
        """One pass for ``batch``: every request in it ends with its rows or the pass's
        error, whatever fails, and is woken."""
        texts = [t for request in batch for t in request.texts]
        try:
            vectors = self._encode(texts)
            if len(vectors) != len(texts):
                raise EmbedderError(
                    f"the query encoder returned {len(vectors)} vectors for {len(texts)} texts"
                )
            rows, start = [], 0
            for request in batch:
                rows.append(vectors[start : start + len(request.texts)])
                start += len(request.texts)
        except BaseException as exc:  # every caller of the pass hears of it, not only this one
            for request in batch:
                request.error = exc
        else:  # no caller sees its rows before every slice is made
            for request, own_rows in zip(batch, rows, strict=True):
                request.result = own_rows
        finally:
            for request in batch:
                request.wake.set()


def _own_copy(error: BaseException) -> BaseException:
    """A new exception like ``error`` (same type and arguments) for one caller, so
    callers of one failed pass never raise, and grow the traceback of, one object."""
    try:
        clone = copy.copy(error)
    except Exception:  # an exception type that cannot be rebuilt from its arguments
        clone = None
    if type(clone) is not type(error) or clone is error:
        return EmbedderError(f"query encode failed: {error!r}")
    return clone
