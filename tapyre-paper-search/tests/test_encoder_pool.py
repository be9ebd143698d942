"""The encoder's worker pool shared by two threads (two ingest batches in flight):
a worker that dies is replaced once and both inputs come back whole; a switch
asked twice starts one new pool; a pool left by an error is killed, not waited
for (its workers may still be loading their model)."""

from __future__ import annotations

import logging
import signal
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from pool_recipes import LoggingRecipe, pids
from tapyre_paper_search.embedders import encoder_pool
from tapyre_paper_search.embedders.encoder import Encoder
from tapyre_paper_search.embedders.encoder_pool import EncoderPool


def _inputs(key: int) -> list[np.ndarray]:
    return [np.full(300, key * 100 + i, dtype=np.int64) for i in range(8)]


def _whole(vectors: np.ndarray, key: int) -> bool:
    expected = [[key * 100 + i, 300] for i in range(8)]
    return bool(np.array_equal(vectors, np.array(expected, dtype=np.float32)))


def _wait_for(condition: Any, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the worker processes did not get there")
        time.sleep(0.01)


def test_two_threads_that_lose_a_worker_both_get_their_vectors(tmp_path: Path) -> None:
    """Thread A's task kills its worker; thread B, the other batch in flight, finds
    the pool broken, replaces it and runs its tasks on the new one before A gets
    to replace the same broken pool: A must not replace B's pool under it."""
    die = tmp_path / "die"
    pool = EncoderPool(LoggingRecipe(str(tmp_path), str(die), task_s=0.5), 2, 2)
    results: dict[str, Any] = {}

    def encode(name: str, key: int) -> None:
        try:
            results[name] = _whole(pool.encode_tokens(_inputs(key)), key)
        except BaseException as exc:
            results[name] = repr(exc)

    second = threading.Thread(target=encode, args=("B", 2))
    main = threading.current_thread()

    def start_the_second_batch(record: logging.LogRecord) -> bool:
        # a logger filter, not a handler: it runs in the logging thread, no lock held
        restarting = "restarting the pool" in record.getMessage()
        if restarting and threading.current_thread() is main and not second.is_alive():
            second.start()  # B, then A, finds the pool broken
            _wait_for(lambda: set(pids(tmp_path, "tasks")) - set(first))
        return True

    try:
        _wait_for(lambda: len(pids(tmp_path, "starts")) == 2)
        first = pids(tmp_path, "starts")
        die.touch()
        encoder_pool.log.addFilter(start_the_second_batch)
        encode("A", 1)
        second.join(60)
    finally:
        encoder_pool.log.removeFilter(start_the_second_batch)
        pool.close()
    assert results == {"A": True, "B": True}
    assert len(set(pids(tmp_path, "starts"))) == 4  # one new pool, not one per thread


def test_a_switch_asked_by_two_threads_starts_one_pool_and_loses_no_task(
    tmp_path: Path,
) -> None:
    pool = EncoderPool(LoggingRecipe(str(tmp_path), task_s=0.2), 2, 2)
    try:
        running = threading.Thread(target=lambda: results.append(pool.encode_tokens(_inputs(1))))
        results: list[np.ndarray] = []
        running.start()
        _wait_for(lambda: len(pids(tmp_path, "tasks")) >= 1)  # its tasks are on the old pool
        pool.switch(LoggingRecipe(str(tmp_path), tag="int8"))
        pool.switch(LoggingRecipe(str(tmp_path), tag="int8"))  # the other batch thread
        running.join(60)
        assert _whole(pool.encode_tokens(_inputs(2)), 2)
    finally:
        pool.close()
    assert len(results) == 1 and _whole(results[0], 1)
    assert len(pids(tmp_path, "starts")) == 4  # 2 workers, then 2 of the one new pool
    assert len(pids(tmp_path, "tasks")) == 4  # 2 tasks an input, none run twice


class _Workers(Encoder):
    """An encoder that only has worker processes (its own recipe)."""

    def __init__(self, recipe: LoggingRecipe) -> None:
        tokens: Any = SimpleNamespace(max_tokens=8)
        super().__init__(
            tokens, component="test", dimension=2, pooling="mean", normalize=False, batch_tokens=8
        )
        self._recipe = recipe

    def recipe(self) -> Any:
        return self._recipe

    def run(self, seqs: Any, *, adapter: str | None, small: bool) -> Any:
        raise AssertionError("runs in the workers")


def test_workers_left_by_an_error_are_killed_without_waiting_for_their_model(
    tmp_path: Path,
) -> None:
    """The stores failing right after the workers started: the error is not held
    until every worker has loaded its model (here it would take a minute)."""
    encoder = _Workers(LoggingRecipe(str(tmp_path), load_s=60.0))
    processes: list[Any] = []
    with pytest.raises(RuntimeError, match="the stores failed"), encoder.workers(2) as count:
        assert count == 2
        _wait_for(lambda: len(pids(tmp_path, "starts")) == 2)  # both are loading
        pool = encoder._pool
        assert pool is not None and pool._executor is not None
        processes.extend(pool._executor._processes.values())
        raise RuntimeError("the stores failed")
    assert len(processes) == 2
    assert [p.exitcode for p in processes] == [-signal.SIGKILL] * 2
    assert encoder.describe()["pool_workers"] == 0
