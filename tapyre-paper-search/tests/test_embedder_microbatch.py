"""Concurrent query encodes share forward passes (the server's micro-batching)."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence

import numpy as np
import pytest
from tapyre_paper_search.embedders.microbatch import MicroBatcher


def _slow_encode(calls: list[list[str]]):  # type: ignore[no-untyped-def]
    def encode(texts: Sequence[str]) -> np.ndarray:
        calls.append(list(texts))
        time.sleep(0.05)  # a forward pass long enough for others to arrive
        return np.array([[float(len(t)), float(t.count("a"))] for t in texts], dtype=np.float32)

    return encode


def _hammer(batcher: MicroBatcher, texts: list[str]) -> dict[str, np.ndarray]:
    results: dict[str, np.ndarray] = {}
    start = threading.Barrier(len(texts))

    def one(text: str) -> None:
        start.wait()
        results[text] = batcher([text])

    threads = [threading.Thread(target=one, args=(t,)) for t in texts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_concurrent_callers_share_passes_and_get_their_own_rows() -> None:
    calls: list[list[str]] = []
    batcher = MicroBatcher(_slow_encode(calls))
    texts = ["a" * n + "b" * (20 - n) for n in range(16)]
    results = _hammer(batcher, texts)
    for text in texts:
        np.testing.assert_array_equal(results[text], [[20.0, float(text.count("a"))]])
    assert batcher.requests == 16
    assert batcher.passes == len(calls) < 16  # gathered: fewer passes than callers
    assert max(len(c) for c in calls) > 1
    assert sorted(t for c in calls for t in c) == sorted(texts)  # each text encoded once


def test_a_lone_caller_does_not_wait_for_company() -> None:
    calls: list[list[str]] = []
    batcher = MicroBatcher(_slow_encode(calls))
    started = time.perf_counter()
    batcher(["alone"])
    assert time.perf_counter() - started < 0.5 and calls == [["alone"]]


def test_a_pass_takes_at_most_max_texts() -> None:
    calls: list[list[str]] = []
    batcher = MicroBatcher(_slow_encode(calls), max_texts=4)
    _hammer(batcher, [f"q{i}" for i in range(12)])
    assert max(len(c) for c in calls) <= 4 and sum(len(c) for c in calls) == 12


def test_a_failing_pass_fails_every_caller_in_it_and_the_next_pass_runs() -> None:
    def encode(texts: Sequence[str]) -> np.ndarray:
        if any(t == "bad" for t in texts):
            raise ValueError("encoder failed")
        return np.ones((len(texts), 2), dtype=np.float32)

    batcher = MicroBatcher(encode)
    with pytest.raises(ValueError, match="encoder failed"):
        batcher(["bad"])
    assert batcher(["good"]).shape == (1, 2)  # not stuck after the failure
