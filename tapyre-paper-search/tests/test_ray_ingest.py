"""The Ray executor on a real two-node Ray cluster on loopback ends in exactly the
state of the single-process run: same paper ids, chunk ids, point ids and failures.
Also when a Ray worker is SIGKILLed mid-run, and when the driver is SIGKILLed and
the run is finished without Ray.

The reference is the local executor over the same folder (the shared papers,
the hard ones and the broken files of ``test_pipeline_bad_files``) with the same
deterministic test embedders (hash embedder and BM25).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from pipeline_helpers import folder_provider, make_pipeline, snapshot
from ray_cluster import LocalCluster

pytestmark = [pytest.mark.slow, pytest.mark.ray]

HELPER = Path(__file__).with_name("pipeline_helpers.py")


@pytest.fixture
def cluster(ray_cluster: LocalCluster) -> LocalCluster:
    return ray_cluster


@pytest.fixture(scope="module")
def reference(
    tmp_path_factory: pytest.TempPathFactory,
    mixed_folder: Path,
) -> dict[str, Any]:
    """The single-process run's state."""
    data_dir = tmp_path_factory.mktemp("local")
    _ingest(data_dir, mixed_folder)
    return snapshot(data_dir)


def _ingest(data_dir: Path, folder: Path, executor: Any = None, **options: Any) -> Any:
    pipeline = make_pipeline(data_dir, workers=1, embed_batch=16, **options)
    pipeline.executor = executor
    try:
        return pipeline.run([(folder_provider(), str(folder))])
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


def _executor(**options: Any) -> Any:
    from tapyre_paper_search.distributed import RayExecutor

    return RayExecutor(**options)


def test_ray_run_ends_in_the_single_process_state(
    cluster: LocalCluster,
    tmp_path: Path,
    mixed_folder: Path,
    reference: dict[str, Any],
) -> None:
    summary = _ingest(tmp_path, mixed_folder, _executor())

    assert snapshot(tmp_path) == reference
    assert summary.stored == 12 and summary.failed == 7
    # Both nodes of the cluster did work, and the summary says how much.
    assert summary.nodes
    assert sum(n.get("papers", 0) for n in summary.nodes.values()) == 12 + 7 - 1
    assert sum(n.get("chunks", 0) for n in summary.nodes.values()) == summary.chunks
    assert summary.format().count("\nNode ") == len(summary.nodes)

    # A second run finds everything unchanged: nothing is sent to Ray again.
    again = _ingest(tmp_path, mixed_folder, _executor())
    assert again.stored == 0 and again.skipped == 12
    assert snapshot(tmp_path) == reference


def test_retried_work_overwrites_and_never_duplicates(
    cluster: LocalCluster,
    tmp_path: Path,
    mixed_folder: Path,
    reference: dict[str, Any],
) -> None:
    """What a retried task does: the same papers computed and written again.  Point ids
    come from paper id, chunk index and chunker version, so the second write lands on
    the same points (``--force`` reruns every paper through Ray)."""
    _ingest(tmp_path, mixed_folder, _executor())
    first = snapshot(tmp_path)
    summary = _ingest(tmp_path, mixed_folder, _executor(), force=True)
    assert summary.stored == 12
    second = snapshot(tmp_path)
    # (--force reads the broken files again too: their failures are recorded twice.)
    first.pop("failures"), second.pop("failures")
    assert second == first == {k: v for k, v in reference.items() if k != "failures"}
    assert second["vector_count"] == len(second["points"])


def test_a_worker_killed_mid_run_is_retried_and_the_run_ends_complete(
    cluster: LocalCluster,
    tmp_path: Path,
    mixed_folder: Path,
    reference: dict[str, Any],
) -> None:
    killed: list[int] = []
    stop = threading.Event()

    def kill_a_busy_worker() -> None:
        # Ray renames a worker running a task after the task's function.
        while not stop.is_set() and not killed:
            for pid in cluster.worker_pids("_extract_batch"):
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                return
            time.sleep(0.05)

    killer = threading.Thread(target=kill_a_busy_worker, daemon=True)
    killer.start()
    try:
        summary = _ingest(tmp_path, mixed_folder, _executor(extract_batch=1))
    finally:
        stop.set()
        killer.join()
    assert killed, "no extraction task was seen running"
    assert summary.stored == 12 and summary.failed == 7
    assert snapshot(tmp_path) == reference


def test_driver_killed_mid_run_then_resumed_without_ray(
    cluster: LocalCluster,
    tmp_path: Path,
    mixed_folder: Path,
    reference: dict[str, Any],
) -> None:
    env = dict(cluster.env)
    env.update(
        {
            "TAPYRE_TEST_RAY_ADDRESS": cluster.address,
            "TAPYRE_TEST_KILL_AT": "committed:2",
            "TAPYRE_TEST_EMBED_BATCH": "16",
            "PYTHONUNBUFFERED": "1",
        }
    )
    child = subprocess.run(
        [sys.executable, str(HELPER), str(tmp_path), str(mixed_folder)],
        env=env,
        cwd=HELPER.parent,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert child.returncode == -signal.SIGKILL, child.stderr[-2000:]
    partial = snapshot(tmp_path)
    assert 0 < partial["sql_papers"] < 12

    summary = _ingest(tmp_path, mixed_folder)  # the local executor: no Ray
    assert summary.skipped == partial["sql_papers"]
    assert snapshot(tmp_path) == reference


def _terms_after(data_dir: Path, folder: Path, executor: Any) -> set[tuple[int, ...]]:
    """The search terms the word-vector file an ingest of ``folder`` leaves with the term
    bridge's feed on stands for (which of a term's forms is encoded depends on how the
    papers were batched)."""
    from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed
    from tapyre_paper_search.search.word_vectors import WordVectors

    pipeline = make_pipeline(data_dir, workers=1, embed_batch=16)
    pipeline.executor = executor
    path = data_dir / "term-vectors" / "words.npz"
    pipeline.vocabulary = VocabularyFeed(
        pipeline.dense, pipeline.sparse.term_ids, WordVectors(path, pipeline.dense.dimension)
    )
    try:
        pipeline.run([(folder_provider(), str(folder))])
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()
    words = WordVectors(path, pipeline.dense.dimension).known()
    return {tuple(pipeline.sparse.term_ids(word, "en")) for word in words}


def test_a_ray_run_writes_the_term_bridges_words_as_a_local_run_does(
    cluster: LocalCluster,
    tmp_path: Path,
    mixed_folder: Path,
) -> None:
    local = _terms_after(tmp_path / "local", mixed_folder, None)
    remote = _terms_after(tmp_path / "ray", mixed_folder, _executor())

    assert len(local) > 100  # the stored papers' words
    assert remote == local
