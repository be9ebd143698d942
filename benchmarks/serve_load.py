"""Load test of ``tapyre papers serve``: requests per second and latency
percentiles under N concurrent clients on loopback.

Usage::

    python benchmarks/serve_load.py --url http://127.0.0.1:8000 [--clients 1 8 32]
        [--floor] [--seconds 30] [--queries ../shared/data/scifact-dev/train/queries.jsonl]

Start the server first (``tapyre papers serve --port 8000``) on an ingested
collection, with ``[papers] client_concurrency = 0`` (or at least the most
clients) in its config: every client of this test comes from 127.0.0.1, and the
guard answers a client's searches beyond ``client_concurrency`` with 429, which
this test counts as errors (each kind is printed with its count).
``--clients 1 8 32`` runs each level in turn; ``--floor`` also measures, before
each level in this process, the single-query encoder floor: queries per second
of the default dense embedder encoding one query at a time (the rate a server
that encodes each request alone cannot exceed), and prints each level's
requests/s divided by it. Only loopback URLs are accepted: the test must never
send traffic anywhere else. The loop is bounded by
``--seconds`` and ``--max-requests``.

``--server-pid PID`` (the server's process id; Linux) adds the machine-independent
measure: the server's CPU milliseconds a request (``server_cpu_ms``, from
``/proc/PID/stat``) and ``cpu_over_floor``, requests per server CPU-second divided
by the floor's queries per CPU-second (with ``--floor``): above 1, the server
spends less CPU on a whole request than a lone query encode costs.  The load
generator's own CPU a request (``client_cpu_ms``) is printed too, since it runs on
the same cores.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx


def loopback_only(url: str) -> str:
    host = urlparse(url).hostname or ""
    try:
        ok = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        ok = False
    if not ok:
        raise SystemExit(f"refusing to load-test {url}: only loopback addresses are allowed")
    return url.rstrip("/")


def load_texts(path: Path | None) -> list[str]:
    if path is None:
        return [
            "transformer attention for protein structure",
            "urban heat island mitigation with green roofs",
            "sleep and memory consolidation",
            "graph neural networks for molecules",
            "perovskite solar cell stability",
            "coral bleaching and ocean temperature",
        ]
    return [json.loads(line)["text"] for line in path.read_text().splitlines() if line.strip()]


def server_cpu_seconds(pid: int | None) -> float:
    """CPU seconds (user + system) ``pid`` has used so far; 0 without a pid."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(
    url: str,
    texts: list[str],
    *,
    clients: int,
    seconds: float,
    max_requests: int,
    body: dict[str, object],
    server_pid: int | None = None,
) -> dict[str, float]:
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    counter = iter(range(max_requests))
    deadline = 0.0  # set once the server is warm

    def client(offset: int) -> None:
        with httpx.Client(base_url=url, timeout=30.0) as http:
            i = offset
            while time.perf_counter() < deadline:
                with lock:
                    if next(counter, None) is None:
                        return
                started = time.perf_counter()
                reply = http.post("/search", json={**body, "query": texts[i % len(texts)]})
                elapsed = time.perf_counter() - started
                with lock:
                    if reply.status_code == 200:
                        latencies.append(elapsed)
                    else:
                        errors.append(f"{reply.status_code}: {reply.text[:100]}")
                i += clients

    with httpx.Client(base_url=url, timeout=120.0) as http:  # warm up: load models
        http.post("/search", json={**body, "query": texts[0]}).raise_for_status()
    server_cpu = server_cpu_seconds(server_pid)
    client_cpu = time.process_time()
    started = time.perf_counter()
    deadline = started + seconds
    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    client_cpu = time.process_time() - client_cpu
    server_cpu = server_cpu_seconds(server_pid) - server_cpu
    ordered = sorted(latencies)
    kinds: dict[str, int] = {}
    for error in errors:
        kinds[error] = kinds.get(error, 0) + 1
    for error, count in sorted(kinds.items(), key=lambda item: -item[1]):
        print(f"  {count} × {error}", file=sys.stderr)

    def pct(q: float) -> float:
        return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))] * 1000

    done = max(1, len(latencies))
    result: dict[str, float] = {
        "clients": clients,
        "requests": len(latencies),
        "errors": len(errors),
        "seconds": round(wall, 2),
        "rps": round(len(latencies) / wall, 1) if wall else 0.0,
        "p50_ms": round(pct(50), 1) if ordered else 0.0,
        "p95_ms": round(pct(95), 1) if ordered else 0.0,
        "mean_ms": round(statistics.fmean(ordered) * 1000, 1) if ordered else 0.0,
        "client_cpu_ms": round(client_cpu / done * 1000, 2),
    }
    if server_pid is not None:
        result["server_cpu_ms"] = round(server_cpu / done * 1000, 2)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--clients", type=int, nargs="+", default=[8])
    parser.add_argument(
        "--floor", action="store_true", help="also measure the single-query encoder floor"
    )
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--max-requests", type=int, default=100_000)
    parser.add_argument("--queries", type=Path, default=None, help="JSON lines with a 'text' field")
    parser.add_argument("--mode", default="hybrid", choices=["dense", "lexical", "hybrid"])
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument(
        "--server-pid", type=int, default=None, help="the server's pid: its CPU a request"
    )
    args = parser.parse_args(argv)
    url = loopback_only(args.url)
    texts = load_texts(args.queries)
    embedder = encoder_floor_embedder() if args.floor else None
    errors = 0
    for clients in args.clients:
        floor = encoder_floor(embedder, texts) if embedder is not None else None
        result = run(
            url,
            texts,
            clients=clients,
            seconds=args.seconds,
            max_requests=args.max_requests,
            body={"mode": args.mode, "k": args.k},
            server_pid=args.server_pid,
        )
        if floor is not None:
            floor_qps, floor_cpu_qps = floor
            result["encoder_floor_qps"] = round(floor_qps, 1)
            result["rps_over_floor"] = round(result["rps"] / floor_qps, 2)
            result["floor_cpu_ms"] = round(1000 / floor_cpu_qps, 2)
            if result.get("server_cpu_ms"):
                result["cpu_over_floor"] = round(
                    (1000 / result["server_cpu_ms"]) / floor_cpu_qps, 2
                )
        result["load_average"] = round(os.getloadavg()[0], 1)
        print(json.dumps(result), flush=True)
        errors += int(result["errors"])
    return 1 if errors else 0


def encoder_floor_embedder() -> Any:
    """The default dense embedder (``hf``), as the server builds it."""
    from tapyre_paper_search.embedders.hf import build

    embedder = build({})
    embedder.embed_queries(["warm-up"])
    return embedder


def encoder_floor(embedder: Any, texts: list[str], seconds: float = 3.0) -> tuple[float, float]:
    """Single-query encodes, one after another for ``seconds``: per second of wall
    time, and per CPU-second of this thread (the machine-independent one)."""
    done = 0
    started = time.perf_counter()
    cpu = time.thread_time()
    while time.perf_counter() - started < seconds:
        embedder.embed_queries([texts[done % len(texts)]])
        done += 1
    cpu = time.thread_time() - cpu
    return done / (time.perf_counter() - started), done / max(cpu, 1e-9)


if __name__ == "__main__":
    sys.exit(main())
