"""The graph of an ingestion is added beside the writer, not in its way (issue 27).

The writer hands each committed batch to the graph feed; on the writer's thread
every graph batch (its sentences analysed, embedded and written) stopped the
whole ingestion, and the last graph batch ran after the encoder workers had
stopped, in the main process.  Real SQLite and Qdrant Edge; the graph builder is
a stand-in that records what it is given and when."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from pipeline_helpers import HashEmbedder, make_pipeline
from tapyre_paper_search.graph.builder import BuildStats, PaperText
from tapyre_paper_search.graph.feed import GraphFeed
from test_pipeline_in_flight import _Papers


class _Workers(HashEmbedder):
    """Says whether its encoder workers are running."""

    def __init__(self) -> None:
        super().__init__()
        self.running = False

    def encoding_workers(self, count: int) -> contextlib.AbstractContextManager[int]:
        @contextlib.contextmanager
        def block() -> Iterator[int]:
            self.running = True
            try:
                yield 2
            finally:
                self.running = False

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
