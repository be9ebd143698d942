"""Ingestion jobs of the running server, over real HTTP on loopback: ``POST /ingest``
(validated), the job list, a job's status, its progress as Server-Sent Events,
cancelling, the API key; and ``papers ingest`` handing its run to the server
that holds the data folder.

The server is the API ``papers serve`` runs (over the host's app, with its job
queue) on a real uvicorn, over a real SQLite file and a real
Qdrant Edge shard, with the deterministic hash embedder and BM25.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from api_server import running
from click.testing import CliRunner
from fake_arxiv import FakePaper, Fault
from fake_arxiv import serve as serve_arxiv
from pdf_samples import write_paper
from pipeline_helpers import HashEmbedder
from tapyre import Component, Config, Host, hookimpl
from tapyre.cli import cli
from tapyre.serving import GuardSettings
from tapyre_paper_search.api import ApiGuard, create_app
from tapyre_paper_search.api.roots import IngestRoots
from tapyre_paper_search.api.server_record import (
    ServerClaim,
    ServerRecord,
    find_server,
    new_handoff_token,
)
from tapyre_paper_search.app import PaperSearchApp
from tapyre_paper_search.parts import close_stores
from tapyre_paper_search.settings import PaperSearchSettings

KEY = "ingest-key-41b2"
EVERYWHERE = IngestRoots.of([Path(Path.cwd().anchor)])
"""Ingest roots these tests do not restrict (test_api_roots and test_serve_safety do)."""


class _BrokenEmbedder(HashEmbedder):
    """Fails every embedding call, as a model server gone away would."""

    def _embed(self, texts: Any) -> Any:
        from tapyre_paper_search.errors import EmbedderError

        raise EmbedderError("the embedding server at http://127.0.0.1:9 does not answer")


class _Embedders:
    """Registers ``test-hash`` (``delay`` seconds per embedding call) and ``test-broken``."""

    def __init__(self, delay: float = 0.0) -> None:
        self.delay = delay

    @hookimpl
    def tapyre_register_embedders(self, register: Callable[[Any], None]) -> None:
        register(Component("test-hash", lambda settings: HashEmbedder(delay=self.delay), "dense"))
        register(Component("test-broken", lambda settings: _BrokenEmbedder(), "dense"))


def _host(
    data_dir: Path,
    delay: float = 0.0,
    arxiv_url: str | None = None,
    papers: dict[str, Any] | None = None,
) -> Host:
    from tapyre_paper_search import plugin
    from tapyre_paper_search.embedders import plugin as builtin_embedders

    tables: dict[str, Any] = {
        "papers": {
            "data_dir": str(data_dir),
            "dense_embedder": "test-hash",
            "workers": 0,
            **(papers or {}),
        }
    }
    if arxiv_url is not None:  # a fake arXiv on loopback
        tables["data_providers"] = {
            "arxiv": {
                "cache_dir": str(data_dir / "arxiv-cache"),
                "api_url": f"{arxiv_url}/api/query",
                "pdf_url": f"{arxiv_url}/pdf/{{id}}",
                "rate_limit_s": 0.01,
                "backoff_s": 0.01,
            }
        }
    config = Config(tables, env={})
    host = Host(config, load_entrypoints=False)
    for name, obj in (
        ("paper_search", plugin),
        ("paper_search_embedders", builtin_embedders),
        ("test_embedders", _Embedders(delay)),
    ):
        assert host.register(obj, name=name).error is None
    return host


@contextmanager
def _server(
    data_dir: Path,
    guard: ApiGuard | None = None,
    delay: float = 0.0,
    arxiv_url: str | None = None,
    papers: dict[str, Any] | None = None,
) -> Iterator[str]:
    """The serving API with its job queue, as ``papers serve`` builds them (by default
    clients may name any path: these tests are about jobs, not ingest roots);
    ``papers``: more ``[papers]`` settings."""
    app = PaperSearchApp.of(_host(data_dir, delay, arxiv_url, papers))
    guard = guard or ApiGuard(ingest_roots=EVERYWHERE)
    try:
        with running(create_app(app, guard, ingestion=True)) as url:
            yield url
    finally:
        app.close()


def _events(url: str, job_id: str, **kwargs: Any) -> list[tuple[str, dict[str, Any]]]:
    """Every event of a job's stream, until it ends."""
    events: list[tuple[str, dict[str, Any]]] = []
    with httpx.stream("GET", f"{url}/ingest/{job_id}/events", timeout=120, **kwargs) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        name = "message"
        for line in response.iter_lines():
            if line.startswith("event:"):
                name = line.partition(":")[2].strip()
            elif line.startswith("data:"):
                events.append((name, json.loads(line.partition(":")[2])))
    return events


def _pdfs(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pdf"))


def test_a_job_runs_in_the_server_and_streams_the_cli_counters(
    tmp_path: Path, papers_dir: Path
) -> None:
    with _server(tmp_path / "data") as url:
        assert httpx.post(f"{url}/search", json={"query": "tables"}).status_code == 503
        reply = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]})
        assert reply.status_code == 202, reply.text
        job = reply.json()
        assert reply.headers["location"] == f"/ingest/{job['id']}"
        assert job["status"] in ("queued", "running")
        assert job["sources"] == [str(papers_dir)]

        events = _events(url, job["id"])
        names = [name for name, _ in events]
        assert names[0] == "status" and names[-1] == "done"
        assert "progress" in names
        progress = [data for name, data in events if name == "progress"]
        seen = [p["seen"] for p in progress]
        assert seen == sorted(seen)  # counters only grow
        assert set(progress[-1]) >= {"seen", "stored", "skipped", "failed", "chunks", "pages"}
        done = events[-1][1]
        assert done["status"] == "finished"
        summary = done["summary"]
        assert summary["seen"] == len(_pdfs(papers_dir)) == progress[-1]["seen"]
        assert summary["stored"] + summary["failed"] == summary["seen"]
        assert summary["stored"] > 0 and summary["chunks"] > 0

        status = httpx.get(f"{url}/ingest/{job['id']}").json()
        assert status["status"] == "finished"
        assert status["summary"] == summary
        assert status["started"] and status["ended"]
        listed = httpx.get(f"{url}/ingest").json()["jobs"]
        assert [j["id"] for j in listed] == [job["id"]]

        # The new papers are searchable through the same server.
        stats = httpx.get(f"{url}/stats").json()
        assert stats["papers"] == summary["stored"]
        found = httpx.post(
            f"{url}/search", json={"query": "PaperMage scientific document toolkit", "k": 3}
        )
        assert found.status_code == 200
        assert found.json()["papers"]

        # The same sources again: everything unchanged, in a second job.
        again = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()
        final = _events(url, again["id"])[-1][1]
        assert final["summary"]["skipped"] == summary["stored"]
        assert final["summary"]["stored"] == 0
        assert [j["id"] for j in httpx.get(f"{url}/ingest").json()["jobs"]] == [
            again["id"],
            job["id"],
        ]


def test_the_arxiv_retry_notes_reach_the_jobs_client(tmp_path: Path, papers_dir: Path) -> None:
    """The CLI prints a note for each retry; through the server they are job notes."""
    with serve_arxiv() as arxiv:
        for n, name in ((1, "2203.00130v1.pdf"), (2, "2206.10883v3.pdf")):
            arxiv.add(FakePaper(f"2401.0000{n}", papers_dir / name, title=f"Paper {n}"))
        arxiv.fail("/pdf/2401.00002", Fault("status", 429, {"Retry-After": "1"}))
        with _server(tmp_path / "data", arxiv_url=arxiv.base_url) as url:
            reply = httpx.post(f"{url}/ingest", json={"sources": ["arxiv:2401.00001..2401.00002"]})
            assert reply.status_code == 202, reply.text
            events = _events(url, reply.json()["id"])
    notes = [data["text"] for name, data in events if name == "note"]
    retries = [note for note in notes if "note: arXiv:" in note]
    assert len(retries) == 1, notes
    assert "HTTP 429" in retries[0] and "retry 1 of 5 in 1 s" in retries[0]
    done = events[-1][1]
    assert done["status"] == "finished" and done["summary"]["stored"] == 2
    assert retries[0] in done["notes"]


@pytest.mark.parametrize(
    ("body", "status", "says"),
    [
        ({"sources": ["/no/such/folder"]}, 400, "/no/such/folder"),
        ({"sources": ["arxiv:garbage"]}, 400, "arxiv:garbage"),
        ({"sources": []}, 422, "sources"),
        ({}, 422, "sources"),
        ({"sources": ["x"], "bogus": 1}, 422, "bogus"),
        ({"sources": ["x"], "limit": 0}, 422, "limit"),
        ({"sources": ["x"], "workers": -1}, 422, "workers"),
        ({"sources": ["x"], "workers": "many"}, 422, "workers"),
        ({"sources": ["x"], "provider": "nope"}, 400, "nope"),
    ],
)
def test_bad_jobs_are_refused_with_a_json_error_and_nothing_is_queued(
    tmp_path: Path, body: dict[str, Any], status: int, says: str
) -> None:
    with _server(tmp_path / "data") as url:
        reply = httpx.post(f"{url}/ingest", json=body)
        assert reply.status_code == status, reply.text
        assert says in reply.json()["error"] or says in json.dumps(reply.json().get("detail"))
        assert httpx.get(f"{url}/ingest").json() == {"jobs": []}


def test_unknown_jobs_are_404_with_a_json_error(tmp_path: Path) -> None:
    with _server(tmp_path / "data") as url:
        for method, path in (
            ("GET", "/ingest/42-0"),
            ("GET", "/ingest/42-0/events"),
            ("DELETE", "/ingest/42-0"),
        ):
            reply = httpx.request(method, url + path)
            assert reply.status_code == 404, path
            assert "42-0" in reply.json()["error"]


def test_the_api_key_guards_the_ingestion_endpoints(tmp_path: Path, papers_dir: Path) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "one.pdf")
    guard = ApiGuard(GuardSettings(api_key=KEY), ingest_roots=EVERYWHERE)
    with _server(tmp_path / "data", guard) as url:
        body = {"sources": [str(folder)]}
        for method, path, payload in (
            ("POST", "/ingest", body),
            ("GET", "/ingest", None),
            ("GET", "/ingest/1-0", None),
            ("GET", "/ingest/1-0/events", None),
            ("DELETE", "/ingest/1-0", None),
        ):
            assert httpx.request(method, url + path, json=payload).status_code == 401, path
        auth = {"X-API-Key": KEY}
        job = httpx.post(f"{url}/ingest", json=body, headers=auth)
        assert job.status_code == 202
        assert _events(url, job.json()["id"], headers=auth)[-1][1]["status"] == "finished"


def test_jobs_wait_their_turn_and_can_be_cancelled(tmp_path: Path, papers_dir: Path) -> None:
    with _server(tmp_path / "data", delay=0.4) as url:
        first = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()
        second = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()
        assert second["status"] == "queued"  # one job at a time

        cancelled = httpx.delete(f"{url}/ingest/{second['id']}").json()
        assert cancelled["status"] == "cancelled"
        deadline = time.monotonic() + 60
        while httpx.get(f"{url}/ingest/{first['id']}").json()["status"] == "queued":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        stopping = httpx.delete(f"{url}/ingest/{first['id']}").json()
        assert stopping["cancel_requested"] is True

        final = _events(url, first["id"])[-1][1]
        assert final["status"] == "interrupted"
        assert final["summary"]["interrupted"] is True
        assert final["summary"]["seen"] < len(_pdfs(papers_dir))
        never = httpx.get(f"{url}/ingest/{second['id']}").json()
        assert never["status"] == "cancelled" and never["started"] is None

        # What the interrupted job committed is kept; a new job completes the folder.
        third = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()
        done = _events(url, third["id"])[-1][1]
        assert done["status"] == "finished"
        assert done["summary"]["skipped"] == final["summary"]["stored"]
        stats = httpx.get(f"{url}/stats").json()
        assert stats["papers"] == final["summary"]["stored"] + done["summary"]["stored"]


def test_searches_keep_answering_while_a_job_writes(tmp_path: Path, papers_dir: Path) -> None:
    folder = tmp_path / "seed"
    folder.mkdir()
    write_paper(folder / "seed.pdf")
    with _server(tmp_path / "data", delay=0.05) as url:
        seed = httpx.post(f"{url}/ingest", json={"sources": [str(folder)]}).json()
        assert _events(url, seed["id"])[-1][1]["status"] == "finished"
        statuses: list[int] = []
        stop = threading.Event()

        def hammer() -> None:
            with httpx.Client(base_url=url, timeout=60) as http:
                while not stop.is_set():
                    for mode in ("hybrid", "lexical", "dense"):
                        body = {"query": "document layout tables", "mode": mode, "k": 5}
                        statuses.append(http.post("/search", json=body).status_code)

        threads = [threading.Thread(target=hammer) for _ in range(3)]
        for thread in threads:
            thread.start()
        try:
            job = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()
            final = _events(url, job["id"])[-1][1]
        finally:
            stop.set()
            for thread in threads:
                thread.join(timeout=60)
        assert final["status"] == "finished"
        assert statuses and set(statuses) == {200}
        assert httpx.get(f"{url}/stats").json()["papers"] == 1 + final["summary"]["stored"]


# -- papers ingest hands its run to the server ----------------------------------------


@contextmanager
def _published(
    data_dir: Path, url: str, api_key: str | None = None, handoff: str | None = None
) -> Iterator[None]:
    """``serve.json`` for the test's server, as ``papers serve`` writes it."""
    claim = ServerClaim(data_dir)
    claim.take()
    record = ServerRecord(pid=os.getpid(), url=url, started="now", api_key=api_key, handoff=handoff)
    claim.publish(record)
    try:
        yield
    finally:
        claim.release()


def _cli_ingest(data_dir: Path, *args: str) -> Any:
    """``papers ingest`` in a host of its own, whose stores close after it, as a process'."""
    host = _host(data_dir)
    try:
        return CliRunner().invoke(cli, ["papers", "ingest", *args], obj=host)
    finally:
        close_stores(host, PaperSearchSettings.from_config(host.config))


def test_papers_ingest_submits_to_the_running_server_and_exits_with_its_result(
    tmp_path: Path, papers_dir: Path
) -> None:
    data_dir = tmp_path / "data"
    token = new_handoff_token()
    # No ingest roots: the command names its path with the server's hand-off token.
    guard = ApiGuard(GuardSettings(api_key=KEY), handoff=token)
    with _server(data_dir, guard) as url, _published(data_dir, url, KEY, token):
        refused = httpx.post(
            f"{url}/ingest", json={"sources": [str(papers_dir)]}, headers={"X-API-Key": KEY}
        )
        assert refused.status_code == 403  # a client without the token may name no path
        result = _cli_ingest(data_dir, str(papers_dir))
        assert result.exit_code == 0, result.output
        assert f"The server at {url} (pid {os.getpid()})" in result.output
        count = len(_pdfs(papers_dir))
        assert f"papers {count}/{count}" in result.output  # the progress lines of a local run
        assert "papers stored" in result.output and "Rates:" in result.output

        as_json = _cli_ingest(data_dir, "--json", str(papers_dir))
        assert as_json.exit_code == 0, as_json.output
        summary = json.loads(as_json.stdout)
        assert summary["skipped"] == summary["seen"] == count
        jobs = httpx.get(f"{url}/ingest", headers={"X-API-Key": KEY}).json()["jobs"]
        assert len(jobs) == 2

        bad = _cli_ingest(data_dir, str(tmp_path / "nope"))
        assert bad.exit_code == 1
        assert str(tmp_path / "nope") in bad.output
        assert len(httpx.get(f"{url}/ingest", headers={"X-API-Key": KEY}).json()["jobs"]) == 2


def test_a_stale_serve_record_is_ignored(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    claim = ServerClaim(data_dir)
    claim.take()
    record = ServerRecord(pid=os.getpid(), url="http://127.0.0.1:9", started="now", api_key=KEY)
    claim.publish(record)
    assert (data_dir / "serve.json").stat().st_mode & 0o777 == 0o600  # it may hold the key
    assert find_server(data_dir) == record
    claim.release()
    assert not (data_dir / "serve.json").exists()
    # A server killed with SIGKILL leaves its record, but not its lock.
    (data_dir / "serve.json").write_text(json.dumps({"pid": os.getpid(), "url": "x"}))
    assert find_server(data_dir) is None
    # a dead pid: stale too, even if something holds the lock
    held = ServerClaim(data_dir)
    held.take()
    (data_dir / "serve.json").write_text(json.dumps({"pid": 2**22 + 12345, "url": "x"}))
    assert find_server(data_dir) is None
    held.release()
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "one.pdf")
    result = _cli_ingest(data_dir, "-q", str(folder))  # runs here
    assert result.exit_code == 0, result.output


def test_a_job_cancelled_as_the_worker_takes_it_never_runs() -> None:
    """The worker may take a job off the queue just before it is cancelled: the
    queued → running step and the cancel must exclude each other, so a cancelled
    job never runs and never leaves ``cancelled``."""
    from tapyre_paper_search.app import IngestRequest
    from tapyre_paper_search.app.jobs import IngestJob, IngestJobs

    ran: list[IngestRequest] = []

    def runner(request: IngestRequest, progress: Any, on_cancel: Any) -> Any:
        ran.append(request)
        raise AssertionError("a cancelled job ran")

    jobs = IngestJobs(runner)
    # The worker has taken the job off its queue (it is still "queued") when the
    # cancel arrives; then the worker goes on to run it.
    job = IngestJob("1-0", IngestRequest(sources=("nowhere",)))
    assert job._cancel() is True
    jobs._run_one(job)
    assert ran == []
    assert job.status == "cancelled" and job.started is None and job.ended is not None


def test_the_executor_options_and_long_source_lists_reach_the_servers_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`papers ingest --executor ray` handed to a server keeps its executor (it used
    to be dropped silently), and a shell glob of more than 100 files is one job."""
    from pydantic import ValidationError
    from tapyre_paper_search.api.schemas import IngestBody

    request = IngestBody(
        sources=[f"/papers/{i}.pdf" for i in range(150)], executor="ray", ray_address="auto"
    ).to_request()
    assert len(request.sources) == 150
    with pytest.raises(ValidationError):
        IngestBody(sources=["/papers"], executor="threads")
    seen: dict[str, Any] = {}

    def pipeline(request: Any, progress: Any) -> Any:
        seen.update(executor=request.executor, ray_address=request.ray_address)
        raise RuntimeError("stop here")

    app = PaperSearchApp(Host(Config({}, env={}), load_entrypoints=False))
    monkeypatch.setattr(app.ingestion, "resolve_sources", lambda sources, provider: [])
    monkeypatch.setattr(app.ingestion, "pipeline", pipeline)
    with pytest.raises(RuntimeError, match="stop here"):
        app.jobs._run(request, None, lambda stop: None)  # type: ignore[arg-type]
    assert seen == {"executor": "ray", "ray_address": "auto"}


def test_a_request_travels_to_the_server_and_back_unchanged() -> None:
    """``IngestRequest.to_dict`` is the body ``POST /ingest`` takes, and the body's
    ``to_request`` gives the same request back: the two declare the same fields."""
    from dataclasses import fields

    from tapyre_paper_search.api.schemas import IngestBody
    from tapyre_paper_search.app import IngestRequest

    assert list(IngestBody.model_fields) == [f.name for f in fields(IngestRequest)]
    request = IngestRequest(
        sources=("/papers/a.pdf", "/papers/b"), provider="pdf-folder", workers="auto",
        force=True, retry_failed=True, limit=3, max_pages=40, executor="ray",
        ray_address="auto",
    )  # fmt: skip
    body = request.to_dict()
    assert body["sources"] == ["/papers/a.pdf", "/papers/b"] and body["workers"] == "auto"
    assert json.loads(json.dumps(body)) == body
    assert IngestBody.model_validate(body).to_request() == request
    assert IngestBody(sources=["x"]).to_request() == IngestRequest(sources=("x",))


def test_papers_ingest_exits_1_with_one_line_when_its_job_fails_on_the_server(
    tmp_path: Path, papers_dir: Path
) -> None:
    data_dir = tmp_path / "data"
    token = new_handoff_token()
    guard = ApiGuard(handoff=token)
    broken = {"dense_embedder": "test-broken"}
    with _server(data_dir, guard, papers=broken) as url, _published(data_dir, url, None, token):
        result = _cli_ingest(data_dir, str(papers_dir))
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, result.output
    assert "the ingestion failed on the server" in errors[0]
    assert "does not answer" in errors[0]
