"""Two embedding batches in flight when the dense embedder has worker processes:
results in source order, nothing lost, a failing batch still stops the run with
its error and keeps what was committed before it (real SQLite and Qdrant Edge)."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray
from pipeline_helpers import HashEmbedder, make_pipeline
from tapyre_paper_search.errors import EmbedderError
from tapyre_paper_search.pipeline import in_flight
from tapyre_paper_search.pipeline.in_flight import InFlight
from tapyre_paper_search.records import PaperMetadata, SourceFailure, SourcePaper
from tapyre_paper_search.store.ids import paper_point_id


class _Papers:
    name = "list"

    def __init__(self, count: int) -> None:
        self.items: list[SourcePaper | SourceFailure] = [
            SourcePaper(
                PaperMetadata(paper_id=f"p{i:02d}", title=f"Paper {i}", abstract=f"word{i} " * 30),
                content_hash=f"h{i}",
                locator=f"list:p{i:02d}",
            )
            for i in range(count)
        ]
        self.done: list[str] = []

    def handles(self, source: str) -> bool:
        return True

    def iter_papers(self, source: str) -> Iterator[SourcePaper | SourceFailure]:
        yield from self.items

    def mark_done(self, paper_id: str) -> None:
        self.done.append(paper_id)


class _Overlapping(HashEmbedder):
    """Says it has worker processes; its first passage call waits (at most 10 s) for a
    second one to start, and records how many calls ran at once; ``fail_at``: the
    call (counted from 1) that raises."""

    def __init__(self, fail_at: int | None = None) -> None:
        super().__init__()
        self.second = threading.Event()
        self.lock = threading.Lock()
        self.running = self.most = self.started = 0
        self.fail_at = fail_at

    @property
    def papers_as_passages(self) -> bool:
        return True  # a paper vector is its first chunk's

    def encoding_workers(self, count: int) -> contextlib.AbstractContextManager[int]:
        return contextlib.nullcontext(2)

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        with self.lock:
            self.started += 1
            number = self.started
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            if number == 1:
                self.second.wait(10)
            else:
                self.second.set()
            if number == self.fail_at:
                raise EmbedderError("the encoder broke (test)")
            return super().embed_passages(texts)
        finally:
            with self.lock:
                self.running -= 1


class _WorkersRecorded(_Overlapping):
    """Records in ``events`` when its workers start and stop, and the error that
    stopped them (a real pool kills its workers then)."""

    def __init__(self, events: list[str]) -> None:
        super().__init__()
        self.events = events

    def encoding_workers(self, count: int) -> contextlib.AbstractContextManager[int]:
        @contextlib.contextmanager
        def block() -> Iterator[int]:
            self.events.append("workers start")
            try:
                yield 2
            except BaseException as exc:
                self.events.append(f"workers killed: {exc}")
                raise
            self.events.append("workers stop")

        return block()


def _pipeline(tmp_path: Path, dense: HashEmbedder) -> Any:
    pipeline = make_pipeline(tmp_path / "data", embed_batch=4)
    pipeline.dense = dense
    return pipeline


def test_batches_overlap_with_workers_and_are_stored_in_source_order(tmp_path: Path) -> None:
    dense = _Overlapping()
    pipeline = _pipeline(tmp_path, dense)
    provider = _Papers(24)
    try:
        summary = pipeline.run([(provider, "list")])
        assert summary.stored == 24
        assert dense.most == 2  # the second batch ran while the first did
        assert provider.done == [f"p{i:02d}" for i in range(24)]
        ids = [paper_point_id(f"p{i:02d}") for i in range(24)]
        points = {p.id: p.dense for p in pipeline.vectors.retrieve(ids, with_vectors=True)}
        for i in range(24):  # each paper got its own vector, not a neighbour's
            record = pipeline.metadata.get_paper(f"p{i:02d}")
            own = HashEmbedder().embed_passages([record.chunks[0].text])
            np.testing.assert_allclose(points[ids[i]], own[0], atol=1e-6)
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


def test_a_failing_batch_stops_the_run_and_keeps_the_batches_before_it(tmp_path: Path) -> None:
    dense = _Overlapping(fail_at=2)
    pipeline = _pipeline(tmp_path, dense)
    provider = _Papers(24)
    try:
        with pytest.raises(EmbedderError, match="encoder broke"):
            pipeline.run([(provider, "list")])
        assert dense.most == 2
        runs = pipeline.metadata.runs(1)
        assert [run.status for run in runs] == ["failed"]
        states = pipeline.metadata.paper_states([f"p{i:02d}" for i in range(24)])
        stored = {pid for pid, state in states.items() if state is not None}
        # the first batch (before the failing one) is committed; nothing after it is
        assert stored == set(provider.done) and {"p00", "p01", "p02", "p03"} <= stored
        assert "p23" not in stored
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


def test_in_flight_emits_in_submission_order_and_raises_at_the_failing_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    emitted: list[int] = []
    release = threading.Event()
    clock = [0.0]  # seconds, moved by the work itself: the busy time is exact
    monkeypatch.setattr(in_flight, "time", SimpleNamespace(perf_counter=lambda: clock[0]))

    def work(n: int) -> int:
        if n == 0:
            release.wait(10)  # the first ends after the second
        if n == 1:
            clock[0] += 5.0  # while 0 and 1 both run
            release.set()
        if n == 2:
            clock[0] += 1.0
        if n == 3:
            raise ValueError("three")
        return n * 10

    with InFlight(work, emitted.append, depth=2) as flight:
        flight.submit(0)
        flight.submit(1)
        flight.submit(2)  # waits for 0, then emits 0 and keeps 1 and 2 running
        assert emitted[0] == 0
        flight.submit(3)
        with pytest.raises(ValueError, match="three"):
            flight.drain()
    assert emitted == [0, 10, 20]
    # the time any ran (5 s of 0 and 1 together, then 2's 1 s), not the sum (11 s)
    assert flight.busy_seconds == 6.0


def test_in_flight_of_depth_one_runs_on_the_callers_thread() -> None:
    threads: list[str] = []
    emitted: list[str] = []

    def work(n: int) -> str:
        threads.append(threading.current_thread().name)
        time.sleep(0)
        return str(n)

    with InFlight(work, emitted.append, depth=1) as flight:
        flight.submit(1)
        assert emitted == ["1"] and flight.pending == 0
    assert threads == [threading.current_thread().name]


def test_the_workers_start_before_the_stores_get_ready_and_stop_before_the_index(
    tmp_path: Path,
) -> None:
    events: list[str] = []

    class Recording(_WorkersRecorded):
        def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
            self.second.set()  # no wait for a second call: this test is about the order
            events.append("embed")
            return HashEmbedder.embed_passages(self, texts)

    pipeline = _pipeline(tmp_path, Recording(events))
    ensure, optimize = pipeline.vectors.ensure_collection, pipeline.vectors.optimize
    pipeline.vectors.ensure_collection = lambda spec: events.append("stores") or ensure(spec)
    pipeline.vectors.optimize = lambda: events.append("index") or optimize()
    try:
        assert pipeline.run([(_Papers(8), "list")]).stored == 8
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()
    # one pool for the run, started first (its model loads while the stores open),
    # stopped before the index build
    assert events[:2] == ["workers start", "stores"] and events.count("workers start") == 1
    assert events.index("workers stop") < events.index("index")
    assert events.count("embed") == 2 and events[-1] == "index"


def test_stores_that_fail_after_the_workers_started_stop_them_at_once(tmp_path: Path) -> None:
    """The error is told to the workers' block, which kills them instead of waiting
    for their model load (see test_encoder_pool for the killing)."""
    events: list[str] = []
    pipeline = _pipeline(tmp_path, _WorkersRecorded(events))

    def locked(spec: Any) -> None:
        events.append("stores")
        raise EmbedderError("the collection is locked (test)")

    pipeline.vectors.ensure_collection = locked
    try:
        with pytest.raises(EmbedderError, match="locked"):
            pipeline.run([(_Papers(4), "list")])
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()
    assert events == ["workers start", "stores", "workers killed: the collection is locked (test)"]
