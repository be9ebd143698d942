"""The first and the next German hybrid queries of a fresh process on the configured
collection: wall and CPU milliseconds of each (an English query first loads the model
and reads the collection, so the first German one shows what the term bridge adds).

    TAPYRE_PAPERS__DATA_DIR=... TAPYRE_PAPERS__DENSE_EMBEDDER=multilingual \
        nice -n 10 python benchmarks/first_query_latency.py
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from tapyre import Host
from tapyre_paper_search.app import PaperSearchApp
from tapyre_paper_search.search import SearchOptions

CLAIMS = Path(__file__).resolve().parents[2] / "shared/data/scifact-dev/train-de/queries.jsonl"


def main() -> int:
    with CLAIMS.open() as lines:
        claims = [json.loads(line) for line in lines][:6]
    with PaperSearchApp.of(Host()) as app:
        app.search("warm up the model", SearchOptions(k=10))  # English: no bridge encode
        timings = []
        for claim in claims:
            wall, cpu = time.perf_counter(), time.process_time()
            app.search(claim["text"], SearchOptions(k=10))
            timings.append(
                (
                    round((time.perf_counter() - wall) * 1000),
                    round((time.process_time() - cpu) * 1000),
                )
            )
        bridge = app.components.service().term_bridge
        report = {
            "first_wall_cpu_ms": timings[0],
            "next_wall_cpu_ms": timings[1:],
            "bridge": bridge is not None,
            "words": len(bridge.words) if bridge else 0,
        }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
