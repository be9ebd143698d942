"""Killed with SIGKILL at any moment and run again, ingestion ends exactly as an
uninterrupted run: same papers, same chunk and point ids, same counts in SQL and
Qdrant, no orphan vectors, no duplicates.

Each run is a child process (``pipeline_helpers.py``) ingesting
``../shared/data/papers`` into a real SQLite file and a real Qdrant Edge shard,
with the deterministic hash embedder and BM25, so the only thing that differs
between runs is where they were killed.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from mariadb_server import MariaDBServer
from pipeline_helpers import (
    PAPERS,
    SQL_URL_ENV,
    VECTORS_DIR_ENV,
    journal_pending,
    opened_stores,
    require,
    snapshot,
)

HELPER = Path(__file__).with_name("pipeline_helpers.py")
pytestmark = pytest.mark.slow


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        {
            "TAPYRE_TEST_LINE_PROGRESS": "1",
            "TAPYRE_TEST_EMBED_BATCH": "8",
            # Slows each embedding call so a run lasts long enough to be killed mid-way.
            "TAPYRE_TEST_EMBED_DELAY": "0.03",
            "PYTHONUNBUFFERED": "1",
        }
    )
    env.update(extra)
    return env


class _Child:
    """A child ingestion whose progress lines are read as they come."""

    def __init__(self, data_dir: Path, source: Path, env: dict[str, str]) -> None:
        data_dir.mkdir(parents=True, exist_ok=True)
        # A file, not a pipe: nothing can block on it once the child is gone.
        self._stderr = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115 - closed with the child
        self.process = subprocess.Popen(
            [sys.executable, str(HELPER), str(data_dir), str(source)],
            stdout=subprocess.PIPE,
            stderr=self._stderr,
            text=True,
            env=env,
            cwd=HELPER.parent,
            start_new_session=True,  # its extraction workers die with it below
        )
        self.lines: list[str] = []
        self.stored = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip())
            if line.startswith("stored"):
                self.stored.set()

    def kill(self) -> None:
        """SIGKILL the child and its whole process group (the extraction workers)."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.wait()

    def wait(self, timeout: float = 120) -> int:
        code = self.process.wait(timeout=timeout)
        # Nothing of the run may outlive it; a straggler would hold the stdout pipe.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self._reader.join(timeout=10)
        return code

    def stderr(self) -> str:
        self._stderr.seek(0)
        return self._stderr.read()


def _run_to_end(data_dir: Path, source: Path, **env: str) -> tuple[int, list[str], str]:
    child = _Child(data_dir, source, _env(**env))
    code = child.wait(timeout=300)
    return code, child.lines, child.stderr()


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], float]:
    """The state after one uninterrupted run, and how long that run took."""
    source = require(PAPERS)
    data_dir = tmp_path_factory.mktemp("reference")
    started = time.monotonic()
    code, _, err = _run_to_end(data_dir, source)
    took = time.monotonic() - started
    assert code == 0, err
    state = snapshot(data_dir)
    assert state["sql_papers"] == 9
    assert state["vector_count"] == len(state["points"]) == state["sql_chunks"] + 9
    return state, took


def _summary(lines: list[str]) -> str:
    return next((line for line in lines if line.startswith("summary")), "")


def test_random_sigkills_end_in_the_uninterrupted_state(
    tmp_path: Path, reference: tuple[dict[str, Any], float]
) -> None:
    """At least 12 kills at random moments; whenever an episode's ingestion
    completes, its state must equal the reference and a fresh episode starts."""
    expected, took = reference
    rng = random.Random(20240229)
    kills = 0
    for episode in range(8):
        data_dir = tmp_path / f"episode-{episode}"
        while kills < 12:
            child = _Child(data_dir, PAPERS, _env())
            if kills % 2 == 0:
                # Anywhere: start-up, reconciling, extraction, embedding, storing.
                time.sleep(rng.uniform(0.0, took * 0.6))
            else:
                # While storing: after this run has stored a paper.
                child.stored.wait(timeout=took * 2)
                time.sleep(rng.uniform(0.0, 0.5))
            if child.process.poll() is not None:
                assert child.wait() == 0, child.stderr()
                print(f"episode {episode}: a run finished before its kill")
                break  # this episode's ingestion is complete
            child.kill()
            kills += 1
            stored = sum(line.startswith("stored") for line in child.lines)
            print(f"episode {episode}: kill {kills} after {stored} papers stored by this run")
        code, lines, err = _run_to_end(data_dir, PAPERS)
        assert code == 0, err
        assert snapshot(data_dir) == expected, (episode, kills, _summary(lines))
        if kills >= 12:
            break
    assert kills >= 12


@pytest.mark.parametrize("stage", ["upserted", "committed", "cleaned"])
def test_a_kill_at_each_critical_step_is_repaired(
    tmp_path: Path, reference: tuple[dict[str, Any], float], stage: str
) -> None:
    """Kill exactly between the vector upsert and the SQL commit (and just after)."""
    expected, _ = reference
    code, lines, _ = _run_to_end(tmp_path, PAPERS, TAPYRE_TEST_KILL_AT=f"{stage}:3")
    assert code == -signal.SIGKILL, lines
    if stage == "upserted":
        # Vectors of an uncommitted batch are on disk: the state is not yet right.
        broken = snapshot(tmp_path)
        assert broken["vector_count"] > broken["sql_chunks"] + broken["sql_papers"]
    code, lines, err = _run_to_end(tmp_path, PAPERS)
    assert code == 0, err
    summary = _summary(lines)
    if stage == "upserted":
        assert "'reconciled_points': 0" not in summary
    assert snapshot(tmp_path) == expected


@pytest.fixture(scope="module")
def abstracts(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """80 real SciFact abstracts as abstract-only records (no PDFs: they reach the
    embedder at once, so every batch holds many papers), and their uninterrupted state."""
    folder = tmp_path_factory.mktemp("abstracts")
    corpus = require(PAPERS.parent / "scifact-dev") / "corpus.jsonl"
    with corpus.open(encoding="utf-8") as lines:
        head = [line for _, line in zip(range(80), lines, strict=False)]
    source = folder / "abstracts.jsonl"
    source.write_text("".join(head), encoding="utf-8")
    code, _, err = _run_to_end(folder / "reference", source, TAPYRE_TEST_EMBED_BATCH="24")
    assert code == 0, err
    state = snapshot(folder / "reference")
    assert state["sql_papers"] == 80
    return source, state


@pytest.mark.parametrize("stage", ["saving", "committed"])
def test_a_kill_inside_a_batch_of_many_papers_loses_and_duplicates_nothing(
    tmp_path: Path, abstracts: tuple[Path, dict[str, Any]], stage: str
) -> None:
    """Papers are saved to SQL a batch at a time; kill inside the transaction of a
    batch holding several papers (``saving``) and just after its commit."""
    source, expected = abstracts
    env = {"TAPYRE_TEST_KILL_AT": f"{stage}:2", "TAPYRE_TEST_EMBED_BATCH": "24"}
    code, lines, _ = _run_to_end(tmp_path, source, **env)
    assert code == -signal.SIGKILL, lines
    broken = snapshot(tmp_path)
    pending = journal_pending(tmp_path)
    assert len(pending) >= 2, pending  # the batch killed held several papers
    assert 0 < broken["sql_papers"] < 80  # the first batch is stored, the run is not done
    if stage == "saving":
        # The transaction died: none of the batch's papers is in SQL, its vectors are.
        assert not set(pending) & set(broken["papers"])
        assert broken["vector_count"] > broken["sql_chunks"] + broken["sql_papers"]
    else:
        assert set(pending) <= set(broken["papers"])
        assert broken["vector_count"] == broken["sql_chunks"] + broken["sql_papers"]
    code, lines, err = _run_to_end(tmp_path, source)
    assert code == 0, err
    assert snapshot(tmp_path) == expected


@pytest.mark.parametrize("database", ["sqlite", "mariadb"])
def test_a_crash_on_one_machine_is_reconciled_by_another(
    tmp_path: Path,
    reference: tuple[dict[str, Any], float],
    database: str,
    request: pytest.FixtureRequest,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Machine A dies between a batch's vector upsert and its SQL commit; machine B,
    another process with its own data dir but the same SQL database and vector store,
    finds A's batch in the SQL journal, removes its orphan vectors and finishes the
    ingestion in the uninterrupted state.  On MariaDB the stores count as shared, so
    B also takes over the writer lease A left behind."""
    expected, _ = reference
    shared = tmp_path / "shared"
    if database == "sqlite":
        url = f"sqlite:///{shared / 'papers.sqlite'}"
    else:
        server: MariaDBServer = request.getfixturevalue("mariadb_server")
        url = server.create_database()
        request.addfinalizer(lambda: server.drop_database(url))
    monkeypatch.setenv(SQL_URL_ENV, url)
    monkeypatch.setenv(VECTORS_DIR_ENV, str(shared / "qdrant"))

    machine_a, machine_b = tmp_path / "machine-a", tmp_path / "machine-b"
    code, lines, _ = _run_to_end(machine_a, PAPERS, TAPYRE_TEST_KILL_AT="upserted:3")
    assert code == -signal.SIGKILL, lines
    pending = journal_pending(machine_b)
    assert pending, "the killed batch is in the SQL journal"
    broken = snapshot(machine_b)
    assert not set(pending) & set(broken["papers"])
    assert broken["vector_count"] > broken["sql_chunks"] + broken["sql_papers"]

    code, lines, err = _run_to_end(machine_b, PAPERS)
    assert code == 0, err
    assert "'reconciled_points': 0" not in _summary(lines)
    assert snapshot(machine_b) == expected
    assert journal_pending(machine_a) == []
    with opened_stores(machine_b) as (metadata, _):
        assert metadata.writer_lease("ingest") is None  # B gave it back
    if database == "mariadb":
        assert "took over the writer lease" in err
