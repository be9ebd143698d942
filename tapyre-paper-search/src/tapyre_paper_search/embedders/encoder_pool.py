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
the OOM killer, say) is rebuilt once for the input that broke it (once, however
many threads found it broken); a second failure is an
:class:`~tapyre_paper_search.errors.EmbedderError`.
"""

from __future__ import annotations

import contextlib
import logging
import math
import multiprocessing
import os
import threading
from collections.abc import Sequence
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
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
    """The CPUs this process may use: its affinity where the OS tells it, capped by
    its cgroup v2 CPU quota (:func:`cgroup_cpus`; a container given 2 CPUs of a
    16-core host: 2).  The one answer for the ingest's encoder workers, the query
    lanes and the runtime's threads."""
    try:
        cpus = max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    quota = cgroup_cpus()
    return min(cpus, quota) if quota else cpus


CGROUP_CPU_MAX = "/sys/fs/cgroup/cpu.max"
"""cgroup v2's CPU quota where the process's group is the mount's root (a container):
``max 100000`` (none) or ``200000 100000`` (2 CPUs)."""


def cgroup_cpus(path: str | None = None) -> int | None:
    """CPUs the cgroup v2 quota at ``path`` allows (rounded up), or None without a quota
    (no file, ``max``, or a line that does not parse).  Without ``path``: the quota
    of this process's own group (``/proc/self/cgroup``), else :data:`CGROUP_CPU_MAX`.
    A cgroup v1 quota (``cpu.cfs_quota_us``) is not read."""
    if path is None:
        for candidate in (_own_cgroup_cpu_max(), CGROUP_CPU_MAX):
            if candidate and (cpus := cgroup_cpus(candidate)) is not None:
                return cpus
        return None
    try:
        quota, period = Path(path).read_text(encoding="ascii").split()[:2]
        return max(1, math.ceil(int(quota) / int(period)))
    except (OSError, ValueError, ZeroDivisionError):
        return None


def _own_cgroup_cpu_max() -> str | None:
    """``cpu.max`` of this process's cgroup v2 group (``0::/path``), if it names one."""
    try:
        for line in Path("/proc/self/cgroup").read_text(encoding="utf-8").splitlines():
            if line.startswith("0::/") and line != "0::/":
                return f"/sys/fs/cgroup{line[3:].rstrip()}/cpu.max"
    except OSError:
        pass
    return None


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
    """``workers`` processes, each with the encoder ``recipe`` builds; see the module docs.

    Several threads may encode at once (two ingest batches in flight).  The pool
    they submit to may be replaced meanwhile: :meth:`switch` (another model) lets
    the tasks already sent to the old workers finish there and sends the rest to
    the new ones; a pool that broke is replaced once, by the first thread that
    finds it broken (the others resubmit their unfinished tasks to the new one).
    """

    def __init__(self, recipe: EncoderRecipe, workers: int, dimension: int) -> None:
        self.recipe = recipe
        self.workers = workers
        self.dimension = dimension
        self._lock = threading.Lock()
        self._closed = False
        self._executor: ProcessPoolExecutor | None = self._new_executor()

    def _new_executor(self) -> ProcessPoolExecutor:
        executor = ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=_context(),
            initializer=_start,
            initargs=(self.recipe,),
        )
        # Every worker starts now and loads its model while the caller goes on.
        for _ in range(self.workers):
            executor.submit(_ready)
        return executor

    def encode_tokens(self, seqs: Sequence[NDArray[np.int64]]) -> NDArray[np.float32]:
        """Pooled vectors of tokenised inputs, in input order."""
        tasks = plan_tasks([len(s) for s in seqs], self.workers)
        inputs = [[seqs[i] for i in task] for task in tasks]
        blocks: dict[int, NDArray[np.float32]] = {}
        restarted = False
        while len(blocks) < len(tasks):
            broken = self._run(inputs, blocks)
            if broken is None:
                continue  # tasks cancelled by another thread's restart: submitted anew
            if restarted:
                raise EmbedderError(
                    "the encoder's worker processes died twice; check the memory "
                    "available, or encode in the main process ([papers] embed_workers = 0)"
                )
            restarted = True
            log.warning("an encoder worker died; restarting the pool")
            self._restart(broken)
        return restore_order(tasks, [blocks[i] for i in range(len(tasks))], self.dimension)

    def _run(
        self, inputs: list[list[NDArray[np.int64]]], blocks: dict[int, NDArray[np.float32]]
    ) -> ProcessPoolExecutor | None:
        """Encode the tasks not in ``blocks`` into it; the executor that broke, if one did."""
        submitted: dict[int, tuple[ProcessPoolExecutor, Future[NDArray[np.float32]]]] = {}
        broken = None
        try:
            for index, task in enumerate(inputs):
                if index not in blocks:
                    submitted[index] = self._submit(task)
            for index, (executor, future) in submitted.items():
                try:
                    blocks[index] = future.result()
                except BrokenProcessPool:
                    broken = executor
                except CancelledError:
                    with self._lock:
                        if self._closed:
                            raise EmbedderError("the encoder pool was closed") from None
                        if executor is self._executor:
                            raise
        except BaseException:
            for _, future in submitted.values():
                future.cancel()
            raise
        return broken

    def _submit(
        self, task: list[NDArray[np.int64]]
    ) -> tuple[ProcessPoolExecutor, Future[NDArray[np.float32]]]:
        while True:
            with self._lock:
                executor = self._executor
                if executor is None:
                    raise EmbedderError("the encoder pool is closed")
            try:
                return executor, executor.submit(_encode, task)
            except BrokenProcessPool as exc:  # found broken: replaced by the caller
                future: Future[NDArray[np.float32]] = Future()
                future.set_exception(exc)
                return executor, future
            except RuntimeError:  # shut down by another thread's switch: the new pool
                with self._lock:
                    if executor is self._executor:
                        raise

    def _restart(self, broken: ProcessPoolExecutor) -> None:
        """Replace ``broken`` by a new pool, unless another thread already did."""
        with self._lock:
            if self._executor is not broken:
                return
            self._executor = self._new_executor()
        _shutdown(broken, kill=True)

    def switch(self, recipe: EncoderRecipe) -> None:
        """Workers built by ``recipe`` run the next inputs; inputs already submitted
        (by other threads) finish on the old workers first.  Switching to the recipe
        the pool already runs does nothing (two threads may ask at once)."""
        with self._lock:
            if recipe == self.recipe:
                return
            self.recipe = recipe
            old = self._executor
            if old is None:  # closed: nothing runs any more, start nothing
                return
            self._executor = self._new_executor()
        old.shutdown(wait=True, cancel_futures=False)

    def close(self, *, kill: bool = False) -> None:
        """Stop the workers (idempotent); ``kill``: at once, without waiting for a
        task or a model load (leaving on an error)."""
        with self._lock:
            self._closed = True
            executor, self._executor = self._executor, None
        if executor is not None:
            _shutdown(executor, kill=kill)


def _shutdown(executor: ProcessPoolExecutor, *, kill: bool) -> None:
    processes: dict[Any, Any] = dict(getattr(executor, "_processes", None) or {})
    if kill:
        for process in processes.values():
            with contextlib.suppress(Exception):
                process.kill()
    executor.shutdown(wait=True, cancel_futures=True)
