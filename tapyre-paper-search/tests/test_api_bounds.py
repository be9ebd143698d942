"""The server's bounds, over real HTTP on loopback against the API ``papers serve`` runs:
event streams past the limits refused with 429 while ``/health`` and searches still
answer (idle streams hold no thread), a job's stream ended when it has gone quiet, and
the job queue bounded (429 with ``Retry-After``)."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import httpx
from tapyre.serving import GuardSettings
from tapyre_paper_search.api import ApiGuard
from test_api_ingest import EVERYWHERE, _events, _server


class _Held:
    """Clients holding a job's event stream open (reading it) until :meth:`close`."""

    def __init__(self, url: str, path: str, count: int) -> None:
        self.statuses: list[int] = []
        self.stop = threading.Event()
        self.threads = [
            threading.Thread(target=self._hold, args=(url, path), daemon=True) for _ in range(count)
        ]
        for thread in self.threads:
            thread.start()
        deadline = time.monotonic() + 30
        while len(self.statuses) < count and time.monotonic() < deadline:
            time.sleep(0.05)

    def _hold(self, url: str, path: str) -> None:
        with (
            httpx.Client(base_url=url, timeout=None) as http,
            http.stream("GET", path) as response,
        ):
            self.statuses.append(response.status_code)
            for _ in response.iter_lines():
                if self.stop.is_set():
                    return

    def close(self) -> None:
        self.stop.set()


def _slow_job(url: str, papers_dir: Path) -> tuple[str, str]:
    """A job that runs a while (the embedder is slow) and one waiting behind it."""
    running = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()["id"]
    waiting = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()["id"]
    return running, waiting


def test_streams_past_the_limit_get_429_while_health_and_search_answer(
    tmp_path: Path, papers_dir: Path
) -> None:
    guard = ApiGuard(GuardSettings(max_streams=40, client_streams=40), ingest_roots=EVERYWHERE)
    with _server(tmp_path / "data", guard, delay=0.5) as url:
        running, waiting = _slow_job(url, papers_dir)
        # Forty idle streams: on the request thread pool (40 threads) they would
        # leave none for anything else.
        held = _Held(url, f"/ingest/{waiting}/events", 40)
        try:
            assert held.statuses == [200] * 40
            refused = httpx.get(f"{url}/ingest/{waiting}/events", timeout=30)
            assert refused.status_code == 429
            assert int(refused.headers["retry-after"]) > 0
            assert "(40, the server's limit)" in refused.json()["error"]
            assert httpx.get(f"{url}/health", timeout=10).json()["status"] == "ok"
            stats = httpx.get(f"{url}/stats", timeout=30)
            assert stats.status_code == 200  # a plain (threaded) route still gets a thread
            assert httpx.get(f"{url}/ingest/{running}", timeout=30).status_code == 200
        finally:
            held.close()
            for job in (waiting, running):
                httpx.delete(f"{url}/ingest/{job}", timeout=30)


def test_a_clients_streams_are_limited_on_their_own(tmp_path: Path, papers_dir: Path) -> None:
    guard = ApiGuard(GuardSettings(client_streams=2), ingest_roots=EVERYWHERE)
    with _server(tmp_path / "data", guard, delay=0.5) as url:
        running, waiting = _slow_job(url, papers_dir)
        held = _Held(url, f"/ingest/{waiting}/events", 2)
        try:
            refused = httpx.get(f"{url}/ingest/{waiting}/events", timeout=30)
            assert refused.status_code == 429
            assert "from 127.0.0.1 (at most 2)" in refused.json()["error"]
            other = httpx.Client(
                base_url=url, transport=httpx.HTTPTransport(local_address="127.0.0.2")
            )
            with other, other.stream("GET", f"/ingest/{waiting}/events", timeout=30) as reply:
                assert reply.status_code == 200  # another client has its own share
        finally:
            held.close()
            for job in (waiting, running):
                httpx.delete(f"{url}/ingest/{job}", timeout=30)


def test_a_stream_that_goes_quiet_is_ended_and_the_job_goes_on(
    tmp_path: Path, papers_dir: Path
) -> None:
    guard = ApiGuard(GuardSettings(stream_idle_s=1.0), ingest_roots=EVERYWHERE)
    with _server(tmp_path / "data", guard, delay=0.5) as url:
        running, waiting = _slow_job(url, papers_dir)
        started = time.monotonic()
        with httpx.stream("GET", f"{url}/ingest/{waiting}/events", timeout=60) as response:
            body = response.read().decode()
        assert time.monotonic() - started < 30
        assert "event: status" in body and '"queued"' in body  # what it had to say, then quiet
        assert "the server ends this stream; reconnect to go on" in body
        assert "event: done" not in body
        assert httpx.get(f"{url}/ingest/{waiting}").json()["status"] == "queued"
        for job in (waiting, running):
            httpx.delete(f"{url}/ingest/{job}", timeout=30)


def test_the_job_queue_is_bounded(tmp_path: Path, papers_dir: Path) -> None:
    with _server(tmp_path / "data", delay=0.5, papers={"max_queued_jobs": 2}) as url:
        body: dict[str, Any] = {"sources": [str(papers_dir)]}
        jobs = [httpx.post(f"{url}/ingest", json=body) for _ in range(3)]
        assert [j.status_code for j in jobs] == [202, 202, 202]  # one running, two waiting
        full = httpx.post(f"{url}/ingest", json=body)
        assert full.status_code == 429
        assert int(full.headers["retry-after"]) > 0
        assert "the ingestion queue is full (2 jobs wait" in full.json()["error"]
        assert len(httpx.get(f"{url}/ingest").json()["jobs"]) == 3  # nothing was queued
        httpx.delete(f"{url}/ingest/{jobs[2].json()['id']}")
        assert httpx.post(f"{url}/ingest", json=body).status_code == 202  # room again
        for job in httpx.get(f"{url}/ingest").json()["jobs"]:
            httpx.delete(f"{url}/ingest/{job['id']}")
        assert _events(url, jobs[0].json()["id"])[-1][1]["status"] in ("interrupted", "finished")


def test_the_ingest_command_follows_its_job_across_streams_the_server_ended(
    tmp_path: Path, papers_dir: Path
) -> None:
    """A job waiting its turn is quiet: the server ends its stream, and ``papers ingest``
    opens another until the job has run."""
    from test_api_ingest import _cli_ingest, _published

    data_dir = tmp_path / "data"
    guard = ApiGuard(GuardSettings(stream_idle_s=1.0), ingest_roots=EVERYWHERE)
    with _server(data_dir, guard, delay=0.2) as url, _published(data_dir, url):
        first = httpx.post(f"{url}/ingest", json={"sources": [str(papers_dir)]}).json()["id"]
        result = _cli_ingest(data_dir, "--force", "--json", str(papers_dir))
        assert result.exit_code == 0, result.output
        assert httpx.get(f"{url}/ingest/{first}").json()["status"] == "finished"
        assert len(httpx.get(f"{url}/ingest").json()["jobs"]) == 2
