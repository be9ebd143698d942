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


def _counting_encode(state: dict[str, int], lock: threading.Lock):  # type: ignore[no-untyped-def]
    def encode(texts: Sequence[str]) -> np.ndarray:
        with lock:
            state["running"] += 1
            state["most"] = max(state["most"], state["running"])
        time.sleep(0.02)
        with lock:
            state["running"] -= 1
        return np.array([[float(len(t)), float(t.count("a"))] for t in texts], dtype=np.float32)

    return encode


@pytest.mark.parametrize("lanes", [1, 2, 3])
def test_lanes_bound_the_passes_running_at_once_and_all_get_their_rows(lanes: int) -> None:
    state = {"running": 0, "most": 0}
    batcher = MicroBatcher(_counting_encode(state, threading.Lock()), lanes=lanes, max_texts=2)
    texts = ["a" * n + "b" * (40 - n) for n in range(40)]
    results = _hammer(batcher, texts)
    for text in texts:
        np.testing.assert_array_equal(results[text], [[40.0, float(text.count("a"))]])
    assert state["most"] == lanes  # every lane used, never more
    assert state["running"] == 0 and batcher.requests == 40
    assert batcher(["after"]).shape == (1, 2)  # every lane was given back


def test_lanes_below_one_are_refused() -> None:
    with pytest.raises(ValueError, match="lanes >= 1"):
        MicroBatcher(lambda texts: np.zeros((len(texts), 2), dtype=np.float32), lanes=0)


def test_the_embedder_encodes_concurrent_queries_as_it_does_one_by_one() -> None:
    from tapyre_paper_search.embedders.dense import TransformerEmbedder
    from tapyre_paper_search.embedders.encoder_pool import available_cpus

    class Chars:  # an encoder stand-in: a vector of a text's letters
        dimension = 3
        body_tokens = 512

        def encode(self, texts: Sequence[str], *, adapter: str | None = None) -> np.ndarray:
            time.sleep(0.01)
            return np.array([[len(t), t.count("e"), t.count("q")] for t in texts], np.float32)

    embedder = TransformerEmbedder(Chars(), name="chars", query_prefix="q: ")  # type: ignore[arg-type]
    texts = [f"query {'e' * n}" for n in range(24)]
    alone = {t: embedder.embed_queries([t]) for t in texts}
    together: dict[str, np.ndarray] = {}

    def one(text: str) -> None:
        together[text] = embedder.embed_queries([text])

    threads = [threading.Thread(target=one, args=(t,)) for t in texts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for text in texts:
        np.testing.assert_array_equal(together[text], alone[text])
    assert embedder._queries.lanes == available_cpus()
