"""Soak test of ``tapyre papers serve``: mixed search / similar / ask traffic from
16 clients on loopback for a bounded time, while new papers are ingested through
the server (``tapyre papers ingest`` handing its jobs to it) and 100 clients hold
server-sent event streams open beside them.

Usage::

    python benchmarks/soak.py                 # 10 minutes, 16 clients, 100 streams
    python benchmarks/soak.py --minutes 2 --clients 16 --warmup-s 30
    python benchmarks/soak.py --minutes 2 --no-ingest    # traffic alone

Everything runs in a fresh temporary home (``--home`` to keep it): the package's
sample papers are ingested first, the server is a real subprocess on a free
loopback port with the packaged all-MiniLM-L6-v2 and BM25 on the embedded
stores, and ``ask`` is answered by the core's ``scripted`` LLM provider (a
script of canned replies), so nothing leaves the machine.  Ingestion rounds
run for the whole time from ``--ingesters`` commands at once (default 2, so a
job always waits behind the running one), each ``tapyre papers ingest`` of 5
new PDFs written from SciFact abstracts (``--shared-papers``: first
``../shared/data/papers``); the rounds running at the end are cancelled with
Ctrl-C, as a user would.

The streams (``--streams``, default 100) follow the ingestion jobs: each client
holds the event stream of the newest job that has not ended and opens the next
one when it ends (from its own loopback address, 25 clients an address, so the
server's per-client stream limit is not what is measured); ``--no-ingest`` has
no jobs, so no streams either.  Their answers (200, 429…) and how many were open,
sampled every second after the warm-up, are printed beside the traffic's.

It prints requests, errors by status, p50/p95/p99 per endpoint, the server's
resident memory and open file descriptors at the start and at the end, and
exits 1 on any 5xx or transport error.  Goal: no 5xx, RSS growth under 10%.

The start is taken after a warm-up (``--warmup-s``, default 60) of the same
traffic and ingestion: a server with 16 clients holds more than an idle one
(a thread and its buffers per concurrent request, the allocator's per-thread
arenas), and that step is load, not growth.  The idle figure before any
traffic is printed too (``rss_mb.idle``), as is RSS every 10 s from the first
request.  The growth figure counts the whole measured time, warm-up excluded;
requests and errors count the warm-up too.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import httpx
from sse_clients import StreamHolders, start_server

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("TAPYRE_SHARED_DATA") or ROOT.parent / "shared" / "data")
QUERIES = [
    "do street trees cool cities?",
    "coral bleaching and ocean temperature",
    "sleep and memory consolidation",
    "graph neural networks for molecules",
    "perovskite solar cell stability",
    "hybrid lexical and dense retrieval",
    "document layout analysis of scientific papers",
    "citation recommendation with language models",
]
TAPYRE = (sys.executable, "-c", "from tapyre.cli import main; main()")
MIX = (("search", 0.6), ("similar", 0.2), ("ask", 0.2))


def _tapyre(home: Path, *args: str, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*TAPYRE, *args],
        capture_output=True,
        text=True,
        env=_env(home),
        cwd=home,
        check=False,
        **kwargs,
    )


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAPYRE_")}
    env.update(
        {
            "TAPYRE_CONFIG": str(home / "config.toml"),
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
        }
    )
    return env


def _configure(home: Path, replies: int) -> None:
    script = home / "replies.json"
    answer = "Street trees cool the surface by shading it [1]. Other work agrees [2]."
    script.write_text(json.dumps([answer] * replies))
    (home / "config.toml").write_text(
        "[core]\n"
        'llm = "scripted"\n'
        "[llm.scripted]\n"
        f"script = {json.dumps(str(script))}\n"
        "[papers]\n"
        f"data_dir = {json.dumps(str(home / 'data'))}\n"
        # every client comes from 127.0.0.1: the per-client limit would answer 429
        "client_concurrency = 64\n"
    )


def _memory_kb(pid: int) -> dict[str, int]:
    """``VmRSS`` and its parts: ``RssAnon`` (heaps: what a leak grows) and ``RssFile``
    (mapped files, such as the vector store's segments: grows with the collection)."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "RssAnon", "RssFile"):
            fields[name] = int(value.split()[0])
    return fields


def _rss_kb(pid: int) -> int:
    return _memory_kb(pid).get("VmRSS", 0)


def _fds(pid: int) -> int:
    return sum(1 for _ in Path(f"/proc/{pid}/fd").iterdir())


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))] * 1000, 1)


class Traffic:
    """The clients' shared tally."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latency: dict[str, list[float]] = defaultdict(list)
        self.statuses: Counter[str] = Counter()
        self.samples: list[str] = []

    def record(self, endpoint: str, status: str, seconds: float, detail: str = "") -> None:
        with self.lock:
            self.statuses[status] += 1
            if status == "200":
                self.latency[endpoint].append(seconds)
            elif len(self.samples) < 10:
                self.samples.append(f"{endpoint} {status}: {detail[:160]}")


def client(url: str, number: int, deadline: float, papers: list[str], traffic: Traffic) -> None:
    rng = random.Random(number)
    kinds = [k for k, _ in MIX]
    weights = [w for _, w in MIX]
    with httpx.Client(base_url=url, timeout=120.0) as http:
        while time.monotonic() < deadline:
            kind = rng.choices(kinds, weights)[0]
            query = rng.choice(QUERIES)
            started = time.perf_counter()
            try:
                if kind == "search":
                    mode = rng.choice(["hybrid", "lexical", "dense"])
                    reply = http.post("/search", json={"query": query, "k": 5, "mode": mode})
                    status, detail = str(reply.status_code), reply.text
                elif kind == "similar":
                    body = {"paper_id": rng.choice(papers), "k": 5}
                    reply = http.post("/similar", json=body)
                    status, detail = str(reply.status_code), reply.text
                else:
                    status, detail = _ask(http, query)
            except httpx.TransportError as exc:
                status, detail = "transport", repr(exc)
            traffic.record(kind, status, time.perf_counter() - started, detail)


def _ask(http: httpx.Client, query: str) -> tuple[str, str]:
    """An answer read to its end; an ``error`` event counts as a failure."""
    with http.stream("POST", "/ask", json={"query": query, "k": 3}) as reply:
        text = "".join(reply.iter_text())
    if reply.status_code != 200:
        return str(reply.status_code), text
    if "event: error" in text or "event: done" not in text:
        return "ask-error-event", text[-300:]
    return "200", ""


def _pdfs_from_scifact(folder: Path, start: int, count: int) -> Path:
    """``count`` one-page PDFs written from SciFact abstracts (title, then text)."""
    import pymupdf

    folder.mkdir(parents=True, exist_ok=True)
    corpus = SHARED / "scifact-dev" / "corpus.jsonl"
    with corpus.open(encoding="utf-8") as lines:
        docs = [json.loads(line) for _, line in zip(range(start + count), lines, strict=False)]
    for doc in docs[start:]:
        pdf = pymupdf.open()
        page = pdf.new_page()
        page.insert_textbox(pymupdf.Rect(72, 72, 540, 130), doc["title"], fontsize=16)
        page.insert_textbox(pymupdf.Rect(72, 140, 540, 760), doc["abstract"], fontsize=10)
        pdf.save(folder / f"scifact-{doc['id']}.pdf")
        pdf.close()
    return folder


def ingestion(
    home: Path, deadline: float, report: list[dict[str, Any]], shared: bool, start: int = 0
) -> None:
    """Ingestion rounds through the server until the deadline (generated papers numbered
    from ``start``); the round running then is cancelled as a user would, with Ctrl-C
    (its command cancels the job)."""
    rounds: list[Path] = [SHARED / "papers"] if shared and (SHARED / "papers").is_dir() else []
    while time.monotonic() < deadline:
        if rounds:
            source = rounds.pop(0)
        else:
            source = _pdfs_from_scifact(home / f"generated-{start}", start, 5)
            start += 5
        began = time.monotonic()
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            command = subprocess.Popen(
                [*TAPYRE, "papers", "ingest", "--json", str(source)],
                stdout=out,
                stderr=err,
                env=_env(home),
                cwd=home,
                text=True,
            )
            while command.poll() is None and time.monotonic() < deadline:
                time.sleep(0.5)
            cancelled = command.poll() is None
            if cancelled:
                command.send_signal(signal.SIGINT)
            code = command.wait(timeout=300)
            out.seek(0)
            err.seek(0)
            stdout, stderr = out.read(), err.read()
        try:
            summary = json.loads(stdout)
        except ValueError:
            summary = {}
        # Ctrl-C ends a command with 130; while Python is still starting, by the signal;
        # before the command has submitted its job, with click's "Aborted!" (exit 1)
        last_lines = stderr.strip().splitlines() or [f"exit {code}, nothing on stderr"]
        aborted = cancelled and code == 1 and last_lines[-1] == "Aborted!"
        ok = code in (0, 130) or (cancelled and code == -signal.SIGINT) or aborted
        report.append(
            {
                "source": source.name,
                "exit": code,
                "ok": ok,
                "cancelled_at_deadline": cancelled,
                "stored": summary.get("stored"),
                "failed": summary.get("failed"),
                "seconds": round(time.monotonic() - began, 1),
                "error": None if ok else last_lines[-1],
            }
        )


def _stream_holders(url: str, home: Path, count: int) -> StreamHolders | None:
    """``count`` clients holding the event streams of the ingestion rounds' jobs."""
    if count <= 0:
        return None
    return StreamHolders(url, {}, count, follow_jobs=True)


def main(argv: list[str] | None = None) -> int:  # noqa: PLR0915 - one script, read top down
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument(
        "--warmup-s",
        type=float,
        default=60.0,
        help="seconds of traffic before the starting RSS is taken",
    )
    parser.add_argument("--home", type=Path, default=None, help="keep the run's files here")
    parser.add_argument(
        "--shared-papers",
        action="store_true",
        help="ingest ../shared/data/papers first (slow on a small machine)",
    )
    parser.add_argument(
        "--no-ingest",
        dest="ingest",
        action="store_false",
        help="traffic only, no ingestion rounds (to tell the two apart)",
    )
    parser.add_argument(
        "--streams", type=int, default=100, help="event streams held open beside the traffic"
    )
    parser.add_argument(
        "--ingesters",
        type=int,
        default=2,
        help="commands ingesting at once (2: a job always waits behind the running one, "
        "so the streams following the jobs stay open)",
    )
    args = parser.parse_args(argv)

    home = args.home or Path(tempfile.mkdtemp(prefix="tapyre-soak-"))
    home.mkdir(parents=True, exist_ok=True)
    _configure(home, replies=200_000)
    for step in (("papers", "demo", "samples"), ("papers", "ingest", "-q", "samples")):
        done = _tapyre(home, *step)
        if done.returncode:
            raise SystemExit(f"{' '.join(step)} failed: {done.stderr.strip()}")

    log = (home / "serve.log").open("w+")
    server, serving = start_server(TAPYRE, home, _env(home), log)
    url = serving["url"]
    try:
        with httpx.Client(base_url=url, timeout=300.0) as http:  # warm up every endpoint
            hits = http.post("/search", json={"query": QUERIES[0], "k": 10}).json()["papers"]
            papers = [hit["paper_id"] for hit in hits]
            http.post("/similar", json={"paper_id": papers[0]}).raise_for_status()
            _ask(http, QUERIES[0])
        # and one ingestion job: its first run loads what every later one reuses
        warm = _tapyre(
            home, "papers", "ingest", "-q", str(_pdfs_from_scifact(home / "warm", 5100, 5))
        )
        if warm.returncode:
            raise SystemExit(f"the warm-up ingestion failed: {warm.stderr.strip()}")
        rss_idle = _rss_kb(server.pid)
        traffic = Traffic()
        jobs: list[dict[str, Any]] = []
        began = time.monotonic()
        measured_from = began + args.warmup_s
        deadline = measured_from + args.minutes * 60
        parts_start: dict[str, int] = {}
        fds_start = 0
        rss_max = rss_idle
        timeline: list[tuple[float, int]] = []  # (seconds in, RSS KB) every 10 s
        streams_open: list[int] = []  # every second
        threads = [
            threading.Thread(target=client, args=(url, n, deadline, papers, traffic))
            for n in range(args.clients)
        ]
        for n in range(args.ingesters if args.ingest else 0):
            shared = args.shared_papers and n == 0
            threads.append(
                threading.Thread(target=ingestion, args=(home, deadline, jobs, shared, 2_500 * n))
            )
        for thread in threads:
            thread.start()
        holders = _stream_holders(url, home, args.streams if args.ingest else 0)
        while any(t.is_alive() for t in threads):
            if holders is not None and time.monotonic() >= measured_from:
                streams_open.append(holders.open_now)
            rss = _rss_kb(server.pid)
            rss_max = max(rss_max, rss)
            if not parts_start and time.monotonic() >= measured_from:
                parts_start = _memory_kb(server.pid)
                fds_start = _fds(server.pid)
            if not timeline or time.monotonic() - began - timeline[-1][0] >= 10:
                timeline.append((time.monotonic() - began, rss))
            time.sleep(1.0)
        wall = time.monotonic() - began
        if holders is not None:
            holders.close()
        if not parts_start:
            raise SystemExit("the traffic ended before the warm-up did")
        rss_start = parts_start["VmRSS"]
        parts_end = _memory_kb(server.pid)
        rss_end, fds_end = parts_end["VmRSS"], _fds(server.pid)
        with httpx.Client(base_url=url, timeout=60.0) as http:
            collection = http.get("/stats").json()
    finally:
        server.send_signal(signal.SIGTERM)
        code = server.wait(timeout=120)
        log.close()

    total = sum(traffic.statuses.values())
    every = [s for values in traffic.latency.values() for s in values]
    result = {
        "minutes": round((wall - args.warmup_s) / 60, 2),
        "warmup_s": args.warmup_s,
        "clients": args.clients,
        "requests": total,
        "requests_per_s": round(total / wall, 1),
        "by_status": dict(traffic.statuses),
        "server_errors_5xx": sum(n for s, n in traffic.statuses.items() if s.startswith("5")),
        "latency_ms": {
            name: {"n": len(v), "p50": _pct(v, 50), "p95": _pct(v, 95), "p99": _pct(v, 99)}
            for name, v in [("all", every), *sorted(traffic.latency.items())]
        },
        "rss_mb": {
            "idle": round(rss_idle / 1024, 1),
            "start": round(rss_start / 1024, 1),
            "end": round(rss_end / 1024, 1),
            "max": round(rss_max / 1024, 1),
            "growth_pct": round((rss_end - rss_start) / rss_start * 100, 1),
            "every_10_s": [round(kb / 1024) for _, kb in timeline],
        },
        "rss_parts_mb": {
            part: {
                "start": round(parts_start.get(part, 0) / 1024, 1),
                "end": round(parts_end.get(part, 0) / 1024, 1),
            }
            for part in ("RssAnon", "RssFile")
        },
        "open_fds": {"start": fds_start, "end": fds_end},
        "streams": {
            "clients": args.streams,
            "answers": dict(holders.statuses) if holders is not None else {},
            "opened": holders.opened if holders is not None else 0,
            "open_min": min(streams_open, default=0),
            "open_mean": round(sum(streams_open) / len(streams_open), 1) if streams_open else 0,
        },
        "ingestion_rounds": jobs,
        "papers_at_end": collection.get("papers"),
        "server_exit": code,
        "serve_json_removed": not (home / "data" / "serve.json").exists(),
        "error_samples": traffic.samples,
        "home": str(home),
    }
    print(json.dumps(result, indent=2))
    stream_5xx = sum(n for s, n in result["streams"]["answers"].items() if s.startswith("5"))
    bad = result["server_errors_5xx"] or traffic.statuses.get("transport", 0) or stream_5xx
    return 1 if bad or not all(job["ok"] for job in jobs) else 0


if __name__ == "__main__":
    sys.exit(main())
