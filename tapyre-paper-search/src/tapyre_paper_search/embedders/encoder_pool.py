"""Encoding in worker processes, one intra-op thread each.

On a CPU a small encoder (MiniLM: 384 wide) splits each matrix product over
the cores poorly: the threads wait for one another at every layer.  Whole
sequences per core do not wait: :class:`EncoderPool` starts ``workers``
processes, each building the same encoder (from its picklable recipe) with one
thread, cuts a large input into tasks of similar lengths, and gathers the
vectors in input order.

The processes start (and load the model) as soon as the pool is made, so that
happens while ingestion reads its first papers.  They ignore Ctrl-C (the parent
decides) and exit when the parent dies.  A pool that breaks (a worker killed by
the OOM killer, say) is rebuilt once for the input that broke it; a second
failure is an :class:`~tapyre_paper_search.errors.EmbedderError`.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.embedders.batching import restore_order
from tapyre_paper_search.errors import EmbedderError

if TYPE_CHECKING:
    from tapyre_paper_search.embedders.encoder import Encoder, EncoderRecipe

log = logging.getLogger(__name__)

TASK_TOKENS = 4096
"""Tokens per task: small enough to balance the workers, large enough to batch well."""

_THREAD_VARIABLES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")

_WORKER: dict[str, Encoder] = {}
"""The encoder of this worker process, under ``"encoder"`` (built by :func:`_start`)."""


def _start(recipe: EncoderRecipe) -> None:
    """Worker initializer: one thread, no Ctrl-C, exit with the parent, build the encoder."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in _THREAD_VARIABLES:  # before the runtime is imported, so its pool is 1 wide
        os.environ[name] = "1"
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()
    _WORKER["encoder"] = recipe()


def _exit_with(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()
    os._exit(1)


def _ready() -> int:
    return os.getpid()


def _encode(seqs: list[NDArray[np.int64]]) -> NDArray[np.float32]:
    return _WORKER["encoder"].run(seqs, adapter=None, small=False)


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity where the OS tells it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _context() -> multiprocessing.context.BaseContext:
    # fork would copy the parent's threads (a server's, the pipeline's) and its
    # loaded model; forkserver starts clean processes, spawn where it is missing.
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    return multiprocessing.get_context(method)


def plan_tasks(
    lengths: Sequence[int], workers: int, task_tokens: int = TASK_TOKENS
) -> list[list[int]]:
    """Indices cut into tasks of neighbouring lengths (longest first) and of about
    equal tokens, at most about ``task_tokens`` each, as many as a multiple of
    ``workers`` when there is enough input: the workers end an input together
    instead of one running its last task alone."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    total = sum(lengths)
    rounds = -(-total // max(1, workers * task_tokens))  # tasks per worker
    size = max(1, total / max(1, workers * rounds))
    tasks: list[list[int]] = []
    current: list[int] = []
    tokens = 0
    for index in order:
        current.append(index)
        tokens += lengths[index]
        # cut at the task's share of the tokens so far, so overshoots do not add up
        if tokens >= size * (len(tasks) + 1) - lengths[index] / 2:
            tasks.append(current)
            current = []
    if current:
        tasks.append(current)
    return tasks


class EncoderPool:
    """``workers`` processes, each with the encoder ``recipe`` builds; see the module docs."""

    def __init__(self, recipe: EncoderRecipe, workers: int, dimension: int) -> None:
        self.recipe = recipe
        self.workers = workers
        self.dimension = dimension
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._start()

    def _start(self) -> None:
        executor = ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=_context(),
            initializer=_start,
            initargs=(self.recipe,),
        )
        # Every worker starts now and loads its model while the caller goes on.
        for _ in range(self.workers):
            executor.submit(_ready)
        self._executor = executor

    def encode_tokens(self, seqs: Sequence[NDArray[np.int64]]) -> NDArray[np.float32]:
        """Pooled vectors of tokenised inputs, in input order."""
        tasks = plan_tasks([len(s) for s in seqs], self.workers)
        try:
            blocks = self._run(seqs, tasks)
        except BrokenProcessPool as exc:
            log.warning("an encoder worker died (%s); restarting the pool", exc)
            self._restart()
            try:
                blocks = self._run(seqs, tasks)
            except BrokenProcessPool as again:
                raise EmbedderError(
                    f"the encoder's worker processes died twice ({again}); check the memory "
                    "available, or encode in the main process ([papers] embed_workers = 0)"
                ) from again
        return restore_order(tasks, blocks, self.dimension)

    def _run(
        self, seqs: Sequence[NDArray[np.int64]], tasks: list[list[int]]
    ) -> list[NDArray[np.float32]]:
        while True:
            with self._lock:
                executor = self._executor
            if executor is None:
                raise EmbedderError("the encoder pool is closed")
            try:
                futures: list[Future[NDArray[np.float32]]] = [
                    executor.submit(_encode, [seqs[i] for i in task]) for task in tasks
                ]
            except RuntimeError:  # shut down by a switch of another thread: submit anew
                if executor is self._executor:
                    raise
                continue
            break
        try:
            return [future.result() for future in futures]
        except BaseException:
            for future in futures:
                future.cancel()
            raise

    def _restart(self) -> None:
        with self._lock:
            old, self._executor = self._executor, None
        if old is not None:
            _shutdown(old, kill=True)
        with self._lock:
            self._start()

    def switch(self, recipe: EncoderRecipe) -> None:
        """Workers built by ``recipe`` run the next inputs; inputs already submitted
        (by other threads) finish on the old workers first."""
        with self._lock:
            old, self.recipe = self._executor, recipe
            if old is None:  # closed: nothing runs any more, start nothing
                return
            self._start()
        old.shutdown(wait=True, cancel_futures=False)

    def close(self) -> None:
        """Stop the workers (idempotent)."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            _shutdown(executor, kill=False)


def _shutdown(executor: ProcessPoolExecutor, *, kill: bool) -> None:
    processes: dict[Any, Any] = dict(getattr(executor, "_processes", None) or {})
    if kill:
        for process in processes.values():
            with contextlib.suppress(Exception):
                process.kill()
    executor.shutdown(wait=True, cancel_futures=True)
