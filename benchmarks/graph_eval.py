"""Multi-hop retrieval per mode on 2WikiMultihopQA's dev questions: the figures of
issue 23's closing note (R@2, R@5, answer recall@5, latency, per question type).

Runs the collection in ``--data-dir`` (ingesting ``--corpus`` there first, with the
graph, when the directory holds no collection), then every ``--mode`` over the
questions, as ``tapyre papers eval --multihop`` does, and prints the table (and
``--json`` the reports)::

    python benchmarks/graph_eval.py --data-dir /tmp/2wiki
    python benchmarks/graph_eval.py --data-dir /tmp/2wiki --modes graph --json out.json

Query latency is measured in this process with torch on one thread (as ``papers
serve`` runs it); the load average at the start and the end is printed with the
figures, since the shared machine's load moves them, and so is the CPU time per
question of each mode, which the load moves much less.
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

DATA = SHARED_DATA


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--corpus", type=Path, default=DATA / "multihop-2wiki" / "corpus.jsonl")
    parser.add_argument(
        "--questions", type=Path, default=DATA / "multihop-2wiki" / "questions-dev.jsonl"
    )
    parser.add_argument("--modes", nargs="+", default=["lexical", "dense", "hybrid", "graph"])
    parser.add_argument("--limit", type=int, default=None, help="only the first N questions")
    parser.add_argument("--json", type=Path, default=None, help="write the reports here")
    args = parser.parse_args()
    if not args.questions.exists():
        print(f"error: {args.questions} is absent (see ../shared/data/README.md)", file=sys.stderr)
        return 1
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ["TAPYRE_PAPERS__DATA_DIR"] = str(args.data_dir)
    if not (args.data_dir / "papers.sqlite3").exists():
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "tapyre.cli", "papers", "ingest", str(args.corpus), "-q"],
            check=True,
        )
        print(f"ingested {args.corpus} in {time.perf_counter() - started:.0f} s", file=sys.stderr)

    import torch

    torch.set_num_threads(1)
    from tapyre import Config, Host
    from tapyre_paper_search import PaperSearchApp
    from tapyre_paper_search.app import MultihopRequest
    from tapyre_paper_search.search.multihop import format_multihop, load_multihop

    questions = load_multihop(args.questions)[: args.limit]
    load_before = os.getloadavg()
    cpu_before = time.process_time()
    reports = []
    cpu_per_query: dict[str, float] = {}
    with PaperSearchApp.of(Host(Config.load(env=dict(os.environ)))) as app:
        for mode in args.modes:
            request = MultihopRequest(questions=tuple(questions), modes=(mode,))
            app.evaluate_multihop(MultihopRequest(questions=tuple(questions[:1]), modes=(mode,)))
            started = time.process_time()  # this process's CPU time, all its threads
            reports.extend(app.evaluate_multihop(request))
            spent = time.process_time() - started
            cpu_per_query[mode] = 1000 * spent / (len(questions) + 1)  # + the warm-up
    load_after = os.getloadavg()
    cpu = time.process_time() - cpu_before
    print(format_multihop(reports))
    for mode, ms in cpu_per_query.items():
        print(f"{mode}: {ms:.1f} CPU-ms per question (search, passage texts, scoring)")
    print(
        f"load average {load_before[0]:.1f} at the start, {load_after[0]:.1f} at the end; "
        f"{len(questions)} questions, {cpu:.0f} CPU-s in this process",
        file=sys.stderr,
    )
    if args.json is not None:
        args.json.write_text(json.dumps([r.to_dict() for r in reports], indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
