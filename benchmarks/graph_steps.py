"""Graph search latency per step on the multi-hop dev questions: wall ms per step
(the search's own timings), p50 / p95, and CPU-ms per question, for the default
ranking and with following the lead, the aliases or the relation-aware parts switched
off, in one process so that the ratios hold on a loaded machine (the load average is
printed on every line).

    python benchmarks/graph_steps.py --data-dir /tmp/graph-bench/g [--rounds 2]

``--data-dir`` is a collection ingested with the graph (``graph_eval.py`` makes
one).  Torch runs on one thread, as ``papers serve`` runs it.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

DEV = SHARED_DATA / "multihop-2wiki" / "questions-dev.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--questions", type=Path, default=DEV)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    os.environ["TAPYRE_PAPERS__DATA_DIR"] = str(args.data_dir)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import numpy as np
    import torch

    torch.set_num_threads(1)
    from tapyre import Config, Host
    from tapyre_paper_search import PaperSearchApp
    from tapyre_paper_search.search.multihop import load_multihop
    from tapyre_paper_search.search.options import SearchOptions

    questions = [q.question for q in load_multihop(args.questions)]
    options = SearchOptions(mode="graph", k=10, passages_per_paper=1)
    with PaperSearchApp.of(Host(Config.load(env=dict(os.environ)))) as app:
        retriever = app.components.service().graph.retriever()
        default = retriever.params
        variants = {
            "default": default,
            "no follow_lead": replace(default, follow_lead=False),
            "no aliases": replace(default, aliases=False),
            "no masked question": replace(default, masked_mix=0.0),
            "no relation words": replace(default, masked_mix=0.0, relation_gain=0.0),
        }
        app.search(questions[0], options)
        for round_ in range(args.rounds):
            for name, params in variants.items():
                if params.aliases != retriever.params.aliases:
                    retriever.params = params
                    retriever.forget()  # the aliases are part of the index
                    retriever.index(wait=True)
                retriever.params = params
                steps: dict[str, float] = {}
                wall = []
                cpu = time.process_time()
                for question in questions:
                    started = time.perf_counter()
                    response = app.search(question, options)
                    wall.append(1000 * (time.perf_counter() - started))
                    for step, ms in response.timings_ms.items():
                        steps[step] = steps.get(step, 0.0) + ms / len(questions)
                cpu_ms = 1000 * (time.process_time() - cpu) / len(questions)
                p50, p95 = np.percentile(wall, [50, 95])
                table = " ".join(f"{step} {ms:.1f}" for step, ms in steps.items())
                load = os.getloadavg()[0]
                figures = f"{cpu_ms:5.1f} CPU-ms/q, p50 {p50:5.1f} p95 {p95:5.1f} ms"
                print(f"[{round_}] {name:<20} {figures} | {table} | load {load:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
