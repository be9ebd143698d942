"""Concurrent query encodes share forward passes (the server's micro-batching)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

import numpy as np
import pytest
from tapyre_paper_search.embedders import encoder_pool, microbatch
from tapyre_paper_search.embedders.encoder_pool import available_cpus, cgroup_cpus
from tapyre_paper_search.embedders.microbatch import MicroBatcher, pick_lanes
from tapyre_paper_search.errors import EmbedderError


def _slow_encode(calls: list[list[str]]):  # type: ignore[no-untyped-def]
    def encode(texts: Sequence[str]) -> np.ndarray:
        calls.append(list(texts))
        time.sleep(0.05)  # a forward pass long enough for others to arrive
        return np.array([[float(len(t)), float(t.count("a"))] for t in texts], dtype=np.float32)

    return encode


def _run_threads(targets: list[Callable[[], object]], timeout: float = 10.0) -> None:
    """Run each target on a daemon thread; fail (instead of hanging) when one has not
    returned within ``timeout`` seconds of the start."""
    threads = [threading.Thread(target=target, daemon=True) for target in targets]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + timeout
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
    assert not any(thread.is_alive() for thread in threads), "a caller never returned"


def _hammer(batcher: MicroBatcher, texts: list[str]) -> dict[str, np.ndarray]:
    results: dict[str, np.ndarray] = {}
    start = threading.Barrier(len(texts))

    def one(text: str) -> Callable[[], None]:
        def run() -> None:
            start.wait(timeout=10)
            results[text] = batcher([text])

        return run

    _run_threads([one(t) for t in texts])
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

    class Chars:  # an encoder stand-in: a vector of a text's letters
        dimension = 3
        body_tokens = 512
        on_cpu = True

        def encode(self, texts: Sequence[str], *, adapter: str | None = None) -> np.ndarray:
            time.sleep(0.01)
            return np.array([[len(t), t.count("e"), t.count("q")] for t in texts], np.float32)

    embedder = TransformerEmbedder(Chars(), name="chars", query_prefix="q: ")  # type: ignore[arg-type]
    texts = [f"query {'e' * n}" for n in range(24)]
    alone = {t: embedder.embed_queries([t]) for t in texts}
    together: dict[str, np.ndarray] = {}

    def one(text: str) -> None:
        together[text] = embedder.embed_queries([text])

    _run_threads([lambda t=t: one(t) for t in texts])  # type: ignore[misc]
    for text in texts:
        np.testing.assert_array_equal(together[text], alone[text])
    assert embedder._queries.lanes == pick_lanes(on_cpu=True)


def _caller(batcher: MicroBatcher, text: str, outcome: dict[str, object]) -> Callable[[], None]:
    """A call of ``batcher`` for ``text`` that records its rows or its exception."""

    def run() -> None:
        try:
            outcome[text] = batcher([text])
        except Exception as exc:
            outcome[text] = exc

    return run


@pytest.mark.parametrize("lanes", [1, 2, 3])
def test_a_failing_pass_fails_only_its_own_callers_and_every_lane_comes_back(lanes: int) -> None:
    passes: list[list[str]] = []
    lock = threading.Lock()

    def encode(texts: Sequence[str]) -> np.ndarray:
        with lock:
            passes.append(list(texts))
        time.sleep(0.01)
        if any(t.startswith("bad") for t in texts):
            raise ValueError("encoder failed")
        return np.array([[float(len(t))] for t in texts], dtype=np.float32)

    batcher = MicroBatcher(encode, lanes=lanes, max_texts=3)
    texts = [("bad" if i % 5 == 0 else "good") + "x" * i for i in range(30)]
    outcome: dict[str, object] = {}
    _run_threads([_caller(batcher, t, outcome) for t in texts])
    failed_passes = [set(p) for p in passes if any(t.startswith("bad") for t in p)]
    for text in texts:
        got = outcome[text]
        if isinstance(got, ValueError):
            assert any(text in p for p in failed_passes)
        else:
            np.testing.assert_array_equal(got, [[float(len(text))]])  # type: ignore[arg-type]
    assert batcher._active == 0 and not batcher._waiting  # every lane given back
    done: list[np.ndarray] = []
    _run_threads([lambda: done.append(batcher(["after"])) for _ in range(lanes + 1)])
    assert len(done) == lanes + 1


def test_a_runner_runs_no_pass_after_its_own_query_is_encoded() -> None:
    runs: list[tuple[int, list[str]]] = []

    def encode(texts: Sequence[str]) -> np.ndarray:
        runs.append((threading.get_ident(), list(texts)))
        time.sleep(0.01)
        return np.zeros((len(texts), 1), dtype=np.float32)

    batcher = MicroBatcher(encode, lanes=1)
    stop = time.monotonic() + 0.6

    def client() -> None:
        n = 0
        while time.monotonic() < stop:
            batcher([f"{threading.get_ident()}:{n}"])
            n += 1

    _run_threads([client for _ in range(6)])
    for runner, texts in runs:
        # the lane is handed on once the runner's own query is done: every pass a
        # thread runs carries that thread's own query
        assert any(t.startswith(f"{runner}:") for t in texts), (runner, texts)


def _gathered(
    batcher: MicroBatcher, first_pass_started: threading.Event, texts: list[str]
) -> dict[str, object]:
    """``first`` alone in a pass, then ``texts`` gathered into the next (one lane):
    what each caller got (its rows or its exception)."""
    outcome: dict[str, object] = {}
    lead = threading.Thread(target=_caller(batcher, "first", outcome), daemon=True)
    lead.start()
    assert first_pass_started.wait(10)
    _run_threads([_caller(batcher, t, outcome) for t in texts] + [lead.join])
    return outcome


def _blocking_first_pass(then: Callable[[Sequence[str]], object]):  # type: ignore[no-untyped-def]
    """An encoder whose first pass waits until 3 callers queue behind it, then ``then``."""
    started = threading.Event()
    state = {"passes": 0}

    def encode(texts: Sequence[str]) -> object:
        state["passes"] += 1
        if state["passes"] == 1:
            started.set()
            deadline = time.monotonic() + 10
            while len(batcher._waiting) < 3 and time.monotonic() < deadline:
                time.sleep(0.005)
            return np.ones((len(texts), 2), dtype=np.float32)
        return then(texts)

    batcher = MicroBatcher(encode, lanes=1)  # type: ignore[arg-type]
    return batcher, started


@pytest.mark.parametrize(
    ("name", "result"),
    [
        ("not an array", lambda texts: 42),  # handing out rows raises
        ("too few rows", lambda texts: np.ones((len(texts) - 1, 2), dtype=np.float32)),
        ("too many rows", lambda texts: np.ones((len(texts) + 1, 2), dtype=np.float32)),
    ],
)
def test_a_bad_result_fails_every_caller_of_its_pass_and_the_lane_goes_on(
    name: str, result: Callable[[Sequence[str]], object]
) -> None:
    batcher, started = _blocking_first_pass(result)
    outcome = _gathered(batcher, started, ["x", "y", "z"])
    assert np.asarray(outcome["first"]).shape == (1, 2)
    for text in ("x", "y", "z"):  # never an empty array, never left waiting
        assert isinstance(outcome[text], Exception), (name, text, outcome[text])
    assert batcher._active == 0 and not batcher._waiting
    if name != "not an array":
        assert all(isinstance(outcome[t], EmbedderError) for t in "xyz")
        assert "vectors for 3 texts" in str(outcome["x"])


def test_callers_of_a_failed_pass_each_raise_their_own_exception() -> None:
    cause = RuntimeError("out of memory")

    def fail(texts: Sequence[str]) -> object:
        if "after" in texts:
            return np.ones((len(texts), 2), dtype=np.float32)
        raise cause

    batcher, started = _blocking_first_pass(fail)
    outcome = _gathered(batcher, started, ["x", "y", "z"])
    errors = [outcome[t] for t in "xyz"]
    assert all(type(e) is RuntimeError and str(e) == "out of memory" for e in errors)
    assert len({id(e) for e in errors}) == 3 and cause not in errors
    assert all(e.__cause__ is cause for e in errors)  # type: ignore[union-attr]
    assert batcher(["after"]).shape == (1, 2)  # the lane went on


def test_an_exception_that_cannot_be_copied_becomes_an_embedder_error() -> None:
    class StubbornError(Exception):
        def __init__(self, a: int, b: int) -> None:
            super().__init__(f"{a}/{b}")  # args no longer rebuild it

    def encode(texts: Sequence[str]) -> np.ndarray:
        raise StubbornError(1, 2)

    with pytest.raises(EmbedderError, match="query encode failed") as info:
        MicroBatcher(encode)(["q"])
    assert isinstance(info.value.__cause__, StubbornError)


def test_lanes_follow_where_the_encoder_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(microbatch, "available_cpus", lambda: 16)
    assert pick_lanes(on_cpu=True) == 16
    assert pick_lanes(on_cpu=False) == 1  # a GPU runs passes one after another
    assert pick_lanes(on_cpu=False, requested=4) == 4 and pick_lanes(True, 3) == 3


def test_the_cpus_this_process_may_use_are_its_affinity_capped_by_its_quota(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tapyre_paper_search.pipeline.extract import resolve_workers

    monkeypatch.setattr(encoder_pool.os, "sched_getaffinity", lambda pid: set(range(16)))
    monkeypatch.setattr(encoder_pool, "cgroup_cpus", lambda: None)
    assert available_cpus() == 16 and pick_lanes(on_cpu=True) == 16
    monkeypatch.setattr(encoder_pool, "cgroup_cpus", lambda: 32)  # above the affinity
    assert available_cpus() == 16
    monkeypatch.setattr(encoder_pool, "cgroup_cpus", lambda: 2)  # a quota of 2 CPUs
    # one answer for the query lanes, the ingest's encoder and extraction workers
    assert available_cpus() == 2 and pick_lanes(on_cpu=True) == 2
    assert resolve_workers("auto") == 1


@pytest.mark.parametrize(
    ("text", "cpus"),
    [
        ("max 100000\n", None),
        ("200000 100000\n", 2),
        ("150000 100000\n", 2),
        ("50000 100000\n", 1),
        ("garbage\n", None),
        ("", None),
        ("1 0\n", None),
    ],
)
def test_the_cgroup_quota_is_read_or_ignored(tmp_path, text: str, cpus: int | None) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "cpu.max"
    path.write_text(text)
    assert cgroup_cpus(str(path)) == cpus
    assert cgroup_cpus(str(tmp_path / "missing")) is None


def test_the_embedder_takes_one_lane_on_a_gpu_or_the_lanes_asked_for() -> None:
    from tapyre_paper_search.embedders.dense import TransformerEmbedder

    class Gpu:
        dimension = 2
        body_tokens = 512
        on_cpu = False

        def encode(self, texts: Sequence[str], *, adapter: str | None = None) -> np.ndarray:
            return np.ones((len(texts), 2), np.float32)

    assert TransformerEmbedder(Gpu(), name="g")._queries.lanes == 1  # type: ignore[arg-type]
    asked = TransformerEmbedder(Gpu(), name="g", query_lanes=5)  # type: ignore[arg-type]
    assert asked._queries.lanes == 5


def test_the_quota_of_the_process_s_own_group_comes_first(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    own, root = tmp_path / "own.max", tmp_path / "root.max"
    own.write_text("300000 100000\n")
    root.write_text("max 100000\n")
    monkeypatch.setattr(encoder_pool, "CGROUP_CPU_MAX", str(root))
    monkeypatch.setattr(encoder_pool, "_own_cgroup_cpu_max", lambda: str(own))
    assert cgroup_cpus() == 3
    monkeypatch.setattr(encoder_pool, "_own_cgroup_cpu_max", lambda: None)  # the root's: none
    assert cgroup_cpus() is None
    root.write_text("100000 100000\n")
    assert cgroup_cpus() == 1
