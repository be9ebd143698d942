"""The graph of an ingestion is added beside the writer, not in its way (issue 27).

The writer hands each committed batch to the graph feed; on the writer's thread
every graph batch (its sentences analysed, embedded and written) stopped the
whole ingestion, and the last graph batch ran after the encoder workers had
stopped, in the main process.  Real SQLite and Qdrant Edge; the graph builder is
a stand-in that records what it is given and when."""

from __future__ import annotations

import contextlib
import queue
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from pipeline_helpers import HashEmbedder, make_pipeline
from tapyre_paper_search.graph.builder import BuildStats, PaperText
from tapyre_paper_search.graph.feed import GraphFeed
from test_pipeline_in_flight import _Papers


class _Workers(HashEmbedder):
    """Says whether its encoder workers are running."""

    def __init__(self, stopped: threading.Event | None = None) -> None:
        super().__init__()
        self.running = False
        self.stopped = stopped or threading.Event()
        """Set when the workers stop."""

    def encoding_workers(self, count: int) -> contextlib.AbstractContextManager[int]:
        @contextlib.contextmanager
        def block() -> Iterator[int]:
            self.running = True
            try:
                yield 2
            finally:
                self.running = False
                self.stopped.set()

        return block()


class _Store:
    def state(self) -> None:
        return None

    def version(self) -> int:
        return 0

    def count_missing_papers(self) -> int:
        return 0


class _Builder:
    """Records each batch it adds, the thread and whether the workers ran; its first
    batch waits (at most 10 s) until ``stored`` says every paper is stored."""

    def __init__(self, dense: _Workers, stored: threading.Event) -> None:
        self.store = _Store()
        self.dense = dense
        self.stored = stored
        self.batches: list[tuple[list[str], str, bool]] = []
        self.waited: bool | None = None

    def add(self, papers: Sequence[PaperText]) -> BuildStats:
        if self.waited is None:
            self.waited = self.stored.wait(10)
        ids = [p.paper_id for p in papers]
        self.batches.append((ids, threading.current_thread().name, self.dense.running))
        return BuildStats(papers=len(papers))


def _run(tmp_path: Path, count: int, batch_papers: int) -> tuple[Any, _Builder]:
    dense = _Workers()
    pipeline = make_pipeline(tmp_path / "data", embed_batch=4)
    pipeline.dense = dense
    stored = threading.Event()
    provider = _Papers(count)
    done = provider.mark_done

    def mark_done(paper_id: str) -> None:
        done(paper_id)
        if len(provider.done) == count:
            stored.set()

    provider.mark_done = mark_done  # type: ignore[method-assign]
    builder = _Builder(dense, stored)
    pipeline.graph = GraphFeed(builder, pipeline.metadata, batch_papers=batch_papers)  # type: ignore[arg-type]
    try:
        summary = pipeline.run([(provider, "list")])
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()
    return summary, builder


def test_the_writer_stores_every_batch_while_the_graph_adds_the_first(tmp_path: Path) -> None:
    summary, builder = _run(tmp_path, 16, 8)
    assert summary.stored == 16
    # the first graph batch was still being added when the last paper was stored
    assert builder.waited is True
    assert [name for _, name, _ in builder.batches] == ["tapyre-graph"] * 2
    # every paper, once, in the order stored
    assert [i for ids, _, _ in builder.batches for i in ids] == [f"p{i:02d}" for i in range(16)]


def test_the_last_graph_batch_is_embedded_while_the_workers_run(tmp_path: Path) -> None:
    summary, builder = _run(tmp_path, 10, 4)
    assert summary.stored == 10
    assert [len(ids) for ids, _, _ in builder.batches] == [4, 4, 2]
    assert [running for _, _, running in builder.batches] == [True, True, True]


class _Stalling:
    """Records each batch it adds (its first id, whether the workers ran at its start
    and at its end); its first batch runs ``hold`` first."""

    def __init__(self, dense: _Workers, hold: Callable[[], None]) -> None:
        self.store = _Store()
        self.dense = dense
        self.hold = hold
        self.batches: list[tuple[str, bool, bool]] = []

    def add(self, papers: Sequence[PaperText]) -> BuildStats:
        running = self.dense.running
        if not self.batches:
            self.hold()
        self.batches.append((papers[0].paper_id, running, self.dense.running))
        return BuildStats(papers=len(papers))


class _Watched(GraphFeed):
    """A graph feed that says when it is told things (the hand-offs the tests order
    their threads by, instead of sleeps): ``draining`` is set once the main thread,
    in :meth:`finish`, sets the feed's drop flag (it then waits for the graph thread,
    whatever the feed's code), ``dropping`` once that flag turns True."""

    def __init__(self, *args: Any, dropping: threading.Event | None = None, **kw: Any) -> None:
        self.finishing = threading.Event()
        self.draining = threading.Event()
        self.dropping = dropping or threading.Event()
        super().__init__(*args, **kw)

    @property  # type: ignore[override]
    def _dropping(self) -> bool:
        return bool(self.__dict__.get("_drop", False))

    @_dropping.setter
    def _dropping(self, value: bool) -> None:
        self.__dict__["_drop"] = value
        if value:
            self.dropping.set()
        if self.finishing.is_set() and threading.current_thread() is threading.main_thread():
            self.draining.set()

    def finish(self, *, interrupted: bool) -> None:
        self.finishing.set()
        super().finish(interrupted=interrupted)


def _graph_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "tapyre-graph"]


def _ends_the_graph_thread(feed: GraphFeed) -> None:
    """Cleanup whatever the feed's code: a graph thread left behind must not hang pytest."""
    feed._dropping = True
    with contextlib.suppress(queue.Full):
        feed._queue.put_nowait(None)  # type: ignore[arg-type]  # main's feed ended on None
    closing = getattr(feed, "_closing", None)
    if closing is not None:
        closing.set()
    for thread in _graph_threads():
        thread.join(10)


def test_ctrl_c_while_the_graph_finishes_drops_the_queued_batch_and_ends_its_thread(
    tmp_path: Path,
) -> None:
    # Review8 finding 1: Ctrl-C in finish's wait left tapyre-graph running (it added
    # the queued batch after the workers stopped, then blocked for good: no exit).
    # A real SIGINT, as a user's Ctrl-C: it interrupts a main thread blocked in a
    # lock, which _thread.interrupt_main() does not; and Python's own handler, in
    # case an earlier test left another one (interrupt_main then does nothing).
    dense = _Workers()
    pipeline = make_pipeline(tmp_path / "data", embed_batch=4)
    pipeline.dense = dense
    problems: list[str] = []

    def hold() -> None:  # p04-p07 wait in the queue; Ctrl-C once finish waits for us
        if not feed.draining.wait(10):
            problems.append("the main thread did not wait for the graph in finish")
            return
        signal.pthread_kill(threading.main_thread().ident or 0, signal.SIGINT)
        if not feed.dropping.wait(10):
            problems.append("after Ctrl-C the graph was not told to drop its queue")

    builder = _Stalling(dense, hold)
    feed = _Watched(builder, pipeline.metadata, batch_papers=4)
    pipeline.graph = feed
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        summary = pipeline.run([(_Papers(10), "list")])
        left = _graph_threads()
    except KeyboardInterrupt:  # not pytest's: the run must take it
        problems.append("Ctrl-C escaped the run")
        raise AssertionError(problems) from None
    finally:
        signal.signal(signal.SIGINT, previous)
        _ends_the_graph_thread(feed)
        pipeline.metadata.close()
        pipeline.vectors.close()
    assert summary.interrupted and summary.stored == 10
    assert left == []
    # p04-p07 waited in the queue: dropped; the batch being added ended whole, workers up
    assert builder.batches == [("p00", True, True)]
    assert problems == []


def test_a_stage_error_stops_the_graph_before_the_workers(tmp_path: Path) -> None:
    # Review8 finding 2: a stage error killed the encoder workers under a graph batch.
    told = threading.Event()  # the graph was told to drop, or the workers stopped
    dense = _Workers(stopped=told)
    pipeline = make_pipeline(tmp_path / "data", embed_batch=4)
    pipeline.dense = dense
    adding = threading.Event()
    problems: list[str] = []

    class _Failing(_Papers):  # fails while the graph adds its first batch
        def iter_papers(self, source: str) -> Iterator[Any]:
            yield from self.items[:8]
            adding.wait(10)
            raise RuntimeError("source broke")

    def hold() -> None:  # until the graph is told to stop, or (before the fix) the workers
        adding.set()
        if not told.wait(10):
            problems.append("neither the graph nor the workers were stopped")

    builder = _Stalling(dense, hold)
    feed = _Watched(builder, pipeline.metadata, batch_papers=4, dropping=told)
    pipeline.graph = feed
    try:
        with pytest.raises(RuntimeError, match="source broke"):
            pipeline.run([(_Failing(12), "list")])
        left = _graph_threads()
    finally:
        _ends_the_graph_thread(feed)
        pipeline.metadata.close()
        pipeline.vectors.close()
    assert left == []
    # the batch being added ended with the workers up; a queued one was dropped
    assert builder.batches == [("p00", True, True)]
    assert feed.failed is None
    assert not dense.running
    assert problems == []


class _Killed(BaseException):
    """Not an Exception: the graph feed does not catch it, its thread dies."""


def test_a_graph_thread_that_died_does_not_block_the_writer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The writer hands each batch over through a queue of one: a graph thread that
    # died left the third hand-off waiting for good (the run never ended).
    dense = _Workers()
    pipeline = make_pipeline(tmp_path / "data", embed_batch=4)
    pipeline.dense = dense
    died: list[type[BaseException]] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: died.append(args.exc_type))

    def hold() -> None:
        raise _Killed

    builder = _Stalling(dense, hold)
    feed = GraphFeed(builder, pipeline.metadata, batch_papers=4)  # type: ignore[arg-type]
    notes: list[str] = []
    pipeline.progress.note = notes.append
    pipeline.graph = feed
    outcome: list[Any] = []
    runner = threading.Thread(
        target=lambda: outcome.append(pipeline.run([(_Papers(16), "list")])), daemon=True
    )
    runner.start()
    runner.join(30)  # p00 kills the thread, p04 fills the queue, p08 waits for it
    finished = not runner.is_alive()
    if not finished:  # free the writer, whatever the feed's code, and let it end
        for _ in range(4):
            with contextlib.suppress(queue.Empty):
                feed._queue.get(timeout=5)
        runner.join(30)
    _ends_the_graph_thread(feed)
    pipeline.metadata.close()
    pipeline.vectors.close()
    assert finished
    assert died == [_Killed]
    assert outcome[0].stored == 16 and builder.batches == []
    assert feed.failed is not None
    assert any("graph index was not built" in note for note in notes)
