"""``/health`` and ``/search`` latency of ``tapyre papers serve`` while many event streams are open.

    python benchmarks/health_streams.py                     # 100 streams
    python benchmarks/health_streams.py --streams 120 --samples 40
    python benchmarks/health_streams.py --src ../old        # another checkout's server

The server is a real subprocess on a free loopback port over the six sample
papers (all-MiniLM-L6-v2 and BM25 on the embedded stores).  A long ingestion
job (``--records`` synthetic abstracts in the arXiv metadata format) runs, and
a second one waits behind it (the figures say how many streams were still
open while they were taken); ``--streams`` clients each hold that second
job's event stream open (``GET /ingest/{id}/events``), spread over loopback
addresses 127.0.0.2 and up, at most 25 per address, as distinct clients.
With the streams open, ``/health`` is asked ``--samples`` times (every 0.25 s)
and ``/search`` ten times (lexical, so the figure is the server's, not the
model's); the same before the streams opened is the baseline.  It prints the
latencies (p50, p95, max, in ms), how many streams were accepted and refused,
the load average, and exits 1 when a ``/health`` took a second or more.
The commands hand their jobs to the server with its hand-off token
(``serve.json``), as ``tapyre papers ingest`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from sse_clients import StreamHolders, start_server

ROOT = Path(__file__).resolve().parents[1]
TAPYRE = (sys.executable, "-c", "from tapyre.cli import main; main()")
PACKAGES = ("tapyre-core", "tapyre-paper-search")


def _env(home: Path, src: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAPYRE_")}
    env.update(
        TAPYRE_CONFIG=str(home / "config.toml"), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1"
    )
    if src is not None:  # another checkout's packages first on the path
        paths = [str((src / p / "src").resolve()) for p in PACKAGES]
        env["PYTHONPATH"] = os.pathsep.join([*paths, env.get("PYTHONPATH", "")])
    return env


def _records(path: Path, count: int, offset: int) -> Path:
    """``count`` abstracts in the arXiv metadata snapshot format."""
    words = ["dense", "sparse", "retrieval", "street", "trees", "cool", "cities", "coral",
             "reefs", "bleach", "sleep", "memory"]  # fmt: skip
    with path.open("w", encoding="utf-8") as out:
        for n in range(offset, offset + count):
            text = " ".join(words[(n * 7 + i) % len(words)] for i in range(120))
            record = {
                "id": f"2601.{n:05d}",
                "authors": "A. Author, B. Author",
                "title": f"Synthetic paper {n} on {words[n % len(words)]}",
                "abstract": text,
                "categories": "cs.IR",
                "versions": [{"version": "v1", "created": "Mon, 5 Jan 2026 10:00:00 GMT"}],
            }
            out.write(json.dumps(record) + "\n")
    return path


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))] * 1000, 1)


def _timed(http: httpx.Client, method: str, path: str, **kwargs: Any) -> tuple[float, int]:
    started = time.perf_counter()
    try:
        status = http.request(method, path, **kwargs).status_code
    except httpx.TimeoutException:
        status = 0
    return time.perf_counter() - started, status


def _latencies(
    url: str, headers: dict[str, str], samples: int, streams: StreamHolders | None = None
) -> dict[str, Any]:
    health: list[float] = []
    search: list[float] = []
    statuses: list[int] = []
    open_during: list[int] = []
    with httpx.Client(base_url=url, headers=headers, timeout=120.0) as http:
        for _ in range(samples):
            if streams is not None:
                open_during.append(streams.open_now)
            seconds, status = _timed(http, "GET", "/health")
            health.append(seconds)
            statuses.append(status)
            time.sleep(0.25)
        for _ in range(10):
            body = {"query": "street trees cool cities", "mode": "lexical", "k": 5}
            seconds, status = _timed(http, "POST", "/search", json=body)
            search.append(seconds)
            statuses.append(status)
    return {
        "health_ms": {"p50": _pct(health, 50), "p95": _pct(health, 95), "max": _pct(health, 100)},
        "search_ms": {"p50": _pct(search, 50), "max": _pct(search, 100)},
        "non_200": [s for s in statuses if s != 200],
        "streams_open_at_samples": {"min": min(open_during), "max": max(open_during)}
        if open_during
        else None,
        "health_s": health,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=100)
    parser.add_argument("--samples", type=int, default=20, help="/health requests to time")
    parser.add_argument("--records", type=int, default=20000, help="abstracts of the long job")
    parser.add_argument("--src", type=Path, default=None, help="root of another checkout")
    parser.add_argument("--home", type=Path, default=None, help="keep the run's files here")
    args = parser.parse_args()

    home = args.home or Path(tempfile.mkdtemp(prefix="tapyre-health-"))
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(
        "[papers]\n"
        f"data_dir = {json.dumps(str(home / 'data'))}\n"
        f"ingest_roots = [{json.dumps(str(home))}]\n"
        "max_streams = 256\n"
        "client_streams = 32\n"
    )
    env = _env(home, args.src)
    for step in (("papers", "demo", "samples"), ("papers", "ingest", "-q", "samples")):
        done = subprocess.run(
            [*TAPYRE, *step], env=env, cwd=home, capture_output=True, text=True, check=False
        )
        if done.returncode:
            raise SystemExit(f"{' '.join(step)} failed: {done.stderr.strip()}")
    long_job = _records(home / "long.jsonl", args.records, 0)
    short_job = _records(home / "short.jsonl", 5, args.records)

    log = (home / "serve.log").open("w+")
    server, record = start_server(TAPYRE, home, env, log)
    url = record["url"]
    headers = {"X-Tapyre-Handoff": record["handoff"]} if record.get("handoff") else {}
    streams: StreamHolders | None = None
    try:
        with httpx.Client(base_url=url, headers=headers, timeout=300.0) as http:
            http.post("/search", json={"query": "warm up", "k": 3}).raise_for_status()
            baseline = _latencies(url, headers, args.samples)
            first = http.post("/ingest", json={"sources": [str(long_job)]})
            second = http.post("/ingest", json={"sources": [str(short_job)]})
            if first.status_code != 202 or second.status_code != 202:
                raise SystemExit(f"jobs refused: {first.text} {second.text}")
            waiting = second.json()["id"]
            path = f"/ingest/{waiting}/events"
            streams = StreamHolders(url, headers, args.streams, path=path)
            streams.wait_opened(args.streams, 120)
            time.sleep(2)  # every stream now waits for its job's next event
            loaded = _latencies(url, headers, args.samples, streams)
            running = http.get(f"/ingest/{first.json()['id']}").json()["status"]
            for job in (second.json()["id"], first.json()["id"]):
                http.delete(f"/ingest/{job}")
    finally:
        if streams is not None:
            streams.close()
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=120)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()

    load = os.getloadavg()
    result = {
        "server": str(args.src or "this checkout"),
        "streams_asked": args.streams,
        "streams_answered": dict(streams.statuses) if streams else {},
        "long_job_while_measured": running,
        "baseline": {k: v for k, v in baseline.items() if k != "health_s"},
        "with_streams": {k: v for k, v in loaded.items() if k != "health_s"},
        "health_over_1s": sum(1 for s in loaded["health_s"] if s >= 1.0),
        "load_average": [round(x, 2) for x in load],
        "cpus": os.cpu_count(),
        "median_health_ms_with_streams": round(statistics.median(loaded["health_s"]) * 1000, 1),
        "home": str(home),
    }
    print(json.dumps(result, indent=2))
    return 1 if result["health_over_1s"] else 0


if __name__ == "__main__":
    sys.exit(main())
