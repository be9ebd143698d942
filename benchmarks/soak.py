"""Soak test of ``tapyre papers serve``: mixed search / similar / ask traffic from
16 clients on loopback for a bounded time, while papers are ingested through the
server (``tapyre papers ingest`` handing its jobs to it) and 100 clients hold
server-sent event streams open beside them.  Goal: no 5xx, RSS growth under 10%
while the collection keeps its size.

Usage::

    python benchmarks/soak.py                 # 10 minutes, 16 clients, 100 streams
    python benchmarks/soak.py --minutes 2 --warmup-s 30
    python benchmarks/soak.py --minutes 0 --grow 1000    # RSS against collection size only
    python benchmarks/soak.py --minutes 2 --heap-probe   # where the growth goes (slow)
    python benchmarks/soak.py --collection growing       # new papers every round

Everything runs in a fresh temporary home (``--home`` to keep it): the package's
sample papers are ingested first, the server is a real subprocess on a free
loopback port with the packaged all-MiniLM-L6-v2 and BM25 on the embedded
stores, and ``ask`` is answered by the core's ``scripted`` LLM provider (a
script of canned replies), so nothing leaves the machine.

Method, in the order it runs:

1. **Warm-up of every kind**: one search, one similar, one ask, and one
   ingestion job (5 papers): the first of each loads what the later ones reuse
   (models, the stores' segments, the allocator's arenas).
2. **Growth with the data** (``--grow``, default 200 papers, in ``--grow-steps``
   steps, no other traffic): one-page PDFs written from SciFact abstracts are
   ingested; after each step the server's RSS (and its heap and mapped-file
   parts) is read against the collection's size, and the slope is printed as
   MB per 1,000 papers held.  This growth is the data's, not a leak.
3. **Steady soak** (``--collection steady``, the default): ``--ingesters``
   commands at once (default 2, so a job always waits behind the running one)
   re-ingest, with ``--force``, folders of 5 papers taken in turn from a fixed
   pool of the grown papers (``--pool``, default 50): every round replaces its
   papers' text, chunks and vectors (a delete and an upsert in both stores)
   and the collection keeps its size, so memory that grows now grows with the
   work done, not with the data held.  ``--collection growing`` ingests new
   papers every round instead (the collection grows; measure with phase 2's
   slope beside it).  The rounds running at the end are cancelled with Ctrl-C,
   as a user would.
4. **Streams**: ``--streams`` (default 100) clients follow the ingestion jobs:
   each holds the event stream of the newest job that has not ended and opens
   the next one when it ends (from its own loopback address, 25 clients an
   address, so the server's per-client stream limit is not what is measured).
   ``--no-ingest`` has no jobs, so no streams either.
5. **Baseline after a warm-up under load**: the starting RSS is taken after
   ``--warmup-s`` (default 60) of the same traffic, ingestion and streams: a
   server with 16 clients and 100 streams holds more than an idle one (a
   thread and its buffers per concurrent request, the allocator's per-thread
   arenas), and that step is load, not growth.  The growth figure counts the
   measured time after it; requests and errors count the warm-up too.

It prints requests, errors by status, p50/p95/p99 per kind, streams answered and
open, the server's RSS idle, at the start and end of the soak, its maximum and
every 10 s, its heap and mapped-file parts, open file descriptors, the data
folder's bytes, the collection's size at the start and end, and exits 1 on any
5xx or transport error.  ``--heap-probe`` also traces the server's Python
allocations from the soak's start (``heap_probe.py``) and prints what was
allocated since and is still held at the end, by line, with glibc's counts
of bytes in use and free inside its heaps at the start and the end.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import heap_probe
from soak_traffic import (
    Traffic,
    client,
    collection_size,
    fds,
    mb,
    memory_kb,
    pct,
    pdfs_from_scifact,
    rss_kb,
    serve_each_kind,
)
from sse_clients import StreamHolders, start_server

BENCHMARKS = Path(__file__).resolve().parent
TAPYRE = (sys.executable, "-c", "from tapyre.cli import main; main()")
PROBED = (
    sys.executable,
    "-c",
    f"import sys; sys.path.insert(0, {str(BENCHMARKS)!r}); import heap_probe; "
    "heap_probe.install(); from tapyre.cli import main; main()",
)
ROUND = 5
"""Papers an ingestion round reads."""


def _tapyre(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*TAPYRE, *args], capture_output=True, text=True, env=_env(home), cwd=home, check=False
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


def _folder_bytes(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())


def _run_ingest(home: Path, sources: list[Path]) -> None:
    done = _tapyre(home, "papers", "ingest", "-q", *map(str, sources))
    if done.returncode:
        raise SystemExit(f"ingesting {sources[0].name}… failed: {done.stderr.strip()}")


def grow(home: Path, pid: int, url: str, folders: list[Path], steps: int) -> dict[str, Any]:
    """Phase 2: ingest ``folders`` in ``steps`` commands, reading RSS against the
    collection's size after each; the slope in MB per 1,000 papers."""
    points = []
    for step in range(steps + 1):
        if step:
            _run_ingest(
                home, folders[(step - 1) * len(folders) // steps : step * len(folders) // steps]
            )
        parts = memory_kb(pid)
        points.append(
            {
                "papers": collection_size(url),
                "rss_mb": mb(parts["VmRSS"]),
                "anon_mb": mb(parts["RssAnon"]),
                "file_mb": mb(parts["RssFile"]),
                "data_mb": round(_folder_bytes(home / "data") / 2**20, 1),
            }
        )
    first, last = points[0], points[-1]
    added = last["papers"] - first["papers"]
    per_1000 = {
        f"{part}_per_1000_papers": round((last[part] - first[part]) / added * 1000, 1)
        if added
        else None
        for part in ("rss_mb", "anon_mb", "file_mb", "data_mb")
    }
    return {"points": points, **per_1000}


def ingestion(
    home: Path,
    deadline: float,
    report: list[dict[str, Any]],
    source_of: Callable[[int], Path],
    force: bool,
) -> None:
    """Ingestion rounds through the server until the deadline, round ``n`` reading
    ``source_of(n)``; the round running then is cancelled as a user would, with Ctrl-C
    (its command cancels the job)."""
    number = 0
    while time.monotonic() < deadline:
        source = source_of(number)
        number += 1
        began = time.monotonic()
        flags = ["--force"] if force else []
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            command = subprocess.Popen(
                [*TAPYRE, "papers", "ingest", "--json", *flags, str(source)],
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


def _sources(
    home: Path, args: argparse.Namespace, pool: list[Path], n: int
) -> Callable[[int], Path]:
    """What ingester ``n`` reads in its rounds."""
    if args.collection == "steady":
        mine = pool[n :: args.ingesters] or pool
        return lambda number: mine[number % len(mine)]
    first = 2_000 + 1_500 * n  # past the pool, and apart from the other ingesters

    def fresh(number: int) -> Path:
        start = first + ROUND * number
        return pdfs_from_scifact(home / "new" / f"{start:05d}", start, ROUND)

    return fresh


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="0: the growth phase only")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument(
        "--warmup-s", type=float, default=60.0, help="seconds of load before the start RSS"
    )
    parser.add_argument("--home", type=Path, default=None, help="keep the run's files here")
    parser.add_argument(
        "--collection",
        choices=("steady", "growing"),
        default="steady",
        help="steady: rounds re-ingest a fixed pool (--force); growing: new papers each round",
    )
    parser.add_argument("--grow", type=int, default=200, help="papers added in phase 2")
    parser.add_argument("--grow-steps", type=int, default=4)
    parser.add_argument(
        "--pool", type=int, default=50, help="papers the steady soak's rounds re-ingest"
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
    parser.add_argument(
        "--heap-probe",
        action="store_true",
        help="trace the server's allocations and print what grew (slows the server)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    home = args.home or Path(tempfile.mkdtemp(prefix="tapyre-soak-"))
    home.mkdir(parents=True, exist_ok=True)
    _configure(home, replies=200_000)
    for step in (("papers", "demo", "samples"), ("papers", "ingest", "-q", "samples")):
        done = _tapyre(home, *step)
        if done.returncode:
            raise SystemExit(f"{' '.join(step)} failed: {done.stderr.strip()}")
    grown = max(args.grow, args.pool)
    folders = [
        pdfs_from_scifact(home / "pool" / f"{start:05d}", start, ROUND)
        for start in range(0, grown, ROUND)
    ]
    warm_folder = pdfs_from_scifact(home / "warm", 5_100, ROUND)

    log = (home / "serve.log").open("w+")
    env = _env(home)
    probe_dir = home / "heap-probe"
    if args.heap_probe:
        env[heap_probe.VARIABLE] = str(probe_dir)
    server, serving = start_server(PROBED if args.heap_probe else TAPYRE, home, env, log)
    url = serving["url"]
    result: dict[str, Any] = {}
    try:
        papers = serve_each_kind(url)  # 1. every kind once, and one ingestion job
        _run_ingest(home, [warm_folder])
        result["rss_mb_idle_warm"] = mb(rss_kb(server.pid))
        if grown:  # 2. growth with the data
            result["growth_with_collection"] = grow(
                home, server.pid, url, folders, max(1, args.grow_steps)
            )
        if args.minutes > 0:
            result.update(
                soak(
                    args,
                    home,
                    pid=server.pid,
                    url=url,
                    papers=papers,
                    pool=folders,
                    probe_dir=probe_dir,
                )
            )
    finally:
        server.send_signal(signal.SIGTERM)
        result["server_exit"] = server.wait(timeout=120)
        log.close()
    result["serve_json_removed"] = not (home / "data" / "serve.json").exists()
    result["home"] = str(home)
    print(json.dumps(result, indent=2))
    if args.minutes <= 0:
        return 0
    stream_5xx = sum(n for s, n in result["streams"]["answers"].items() if s.startswith("5"))
    bad = result["server_errors_5xx"] or result["by_status"].get("transport", 0) or stream_5xx
    return 1 if bad or not all(job["ok"] for job in result["ingestion_rounds"]) else 0


def soak(
    args: argparse.Namespace,
    home: Path,
    *,
    pid: int,
    url: str,
    papers: list[str],
    pool: list[Path],
    probe_dir: Path,
) -> dict[str, Any]:
    """Phases 3 to 5: the traffic, the ingestion rounds and the streams; the figures."""
    pool = pool[: max(1, args.pool // ROUND)]
    traffic = Traffic()
    jobs: list[dict[str, Any]] = []
    began = time.monotonic()
    measured_from = began + args.warmup_s
    deadline = measured_from + args.minutes * 60
    start: dict[str, Any] = {}
    rss_max = 0
    timeline: list[tuple[float, int]] = []  # (seconds in, RSS KB) every 10 s
    streams_open: list[int] = []  # every second after the warm-up
    at_end: int | None = None  # streams open at the deadline
    threads = [
        threading.Thread(target=client, args=(url, n, deadline, papers, traffic))
        for n in range(args.clients)
    ]
    for n in range(args.ingesters if args.ingest else 0):
        source_of = _sources(home, args, pool, n)
        force = args.collection == "steady"
        threads.append(
            threading.Thread(target=ingestion, args=(home, deadline, jobs, source_of, force))
        )
    for thread in threads:
        thread.start()
    holders = StreamHolders(url, {}, args.streams, follow_jobs=True) if args.ingest else None
    while any(t.is_alive() for t in threads):
        now = time.monotonic()
        if holders is not None and now >= measured_from:
            streams_open.append(holders.open_now)
        rss = rss_kb(pid)
        rss_max = max(rss_max, rss)
        if not start and now >= measured_from:
            start = {
                "memory": memory_kb(pid),
                "fds": fds(pid),
                "papers": collection_size(url),
                "data": _folder_bytes(home / "data"),
                "streams_open": holders.open_now if holders is not None else 0,
            }
            if args.heap_probe:
                start["probe"] = heap_probe.request(pid, probe_dir, 1)
        if at_end is None and now >= deadline - 1:  # before the rounds are cancelled
            at_end = holders.open_now if holders is not None else 0
        if not timeline or now - began - timeline[-1][0] >= 10:
            timeline.append((now - began, rss))
        time.sleep(1.0)
    wall = time.monotonic() - began
    if holders is not None:
        holders.close()
    if not start:
        raise SystemExit("the traffic ended before the warm-up did")
    end_memory = memory_kb(pid)
    end_probe = heap_probe.request(pid, probe_dir, 2) if args.heap_probe else None
    rss_start, rss_end = start["memory"]["VmRSS"], end_memory["VmRSS"]
    total = sum(traffic.statuses.values())
    every = [s for values in traffic.latency.values() for s in values]
    result: dict[str, Any] = {
        "collection": args.collection,
        "minutes": round((wall - args.warmup_s) / 60, 2),
        "warmup_s": args.warmup_s,
        "clients": args.clients,
        "requests": total,
        "requests_per_s": round(total / wall, 1),
        "by_status": dict(traffic.statuses),
        "server_errors_5xx": sum(n for s, n in traffic.statuses.items() if s.startswith("5")),
        "latency_ms": {
            name: {"n": len(v), "p50": pct(v, 50), "p95": pct(v, 95), "p99": pct(v, 99)}
            for name, v in [("all", every), *sorted(traffic.latency.items())]
        },
        "rss_mb": {
            "start": mb(rss_start),
            "end": mb(rss_end),
            "max": mb(rss_max),
            "growth_pct": round((rss_end - rss_start) / rss_start * 100, 1),
            "every_10_s": [round(kb / 1024) for _, kb in timeline],
        },
        "rss_parts_mb": {
            part: {"start": mb(start["memory"].get(part, 0)), "end": mb(end_memory.get(part, 0))}
            for part in ("RssAnon", "RssFile")
        },
        "open_fds": {"start": start["fds"], "end": fds(pid)},
        "papers": {"start": start["papers"], "end": collection_size(url)},
        "data_mb": {
            "start": round(start["data"] / 2**20, 1),
            "end": round(_folder_bytes(home / "data") / 2**20, 1),
        },
        "streams": {
            "clients": args.streams if holders is not None else 0,
            "answers": dict(holders.statuses) if holders is not None else {},
            "opened": holders.opened if holders is not None else 0,
            "open_at_start": start["streams_open"],
            "open_at_end": at_end,
            "open_min": min(streams_open, default=0),
            "open_mean": round(sum(streams_open) / len(streams_open), 1) if streams_open else 0,
        },
        "ingestion_rounds": jobs,
        "error_samples": traffic.samples,
    }
    if end_probe is not None:
        result["heap_probe"] = {
            "start": start["probe"],
            "end": end_probe,
            "held": heap_probe.compare(probe_dir, 2),
        }
    return result


if __name__ == "__main__":
    sys.exit(main())
