"""Where the CPU of one served hybrid search goes, stage by stage, in one process.

Opens the collection of ``--config`` (stop its server first: the embedded store
is held by one process), runs each query's stages one after another as
``POST /search`` runs them, and prints the CPU-milliseconds a query (this
process's CPU time, the engine's threads included) of each:

- ``encode``: the dense query encode (the single-query encoder floor),
- ``bm25``: the sparse query vector,
- ``engine``: Qdrant's dense and lexical searches of the candidates,
- ``hits``: turning the engine's points into hits (ids, payload fields),
- ``fusion``: ties, the lexical weights and DBSF,
- ``payloads``: the shown passages' payloads and the grouping,
- ``search``: :meth:`PaperSearchApp.search` whole (the stages above and the rest),
- ``framework``: the REST API around a canned search result (body parsing and
  validation, the guard, routing, the thread hop, ``to_dict`` and the JSON), over
  an in-process ASGI transport, which adds its own client's share.

Sockets, HTTP parsing and the load generator are not here: ``serve_load.py
--server-pid`` gives the server's whole CPU a request, and the difference is
theirs::

    python benchmarks/serve_cpu.py --config /tmp/tapyre.toml \
        --queries ../shared/data/scifact-dev/train/queries.jsonl --limit 300
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--config", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True, help="JSON lines with 'text'")
    parser.add_argument("--limit", type=int, default=300)
    args = parser.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")  # as papers serve encodes queries
    from tapyre import Config, Host
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.search.options import SearchOptions

    texts = [json.loads(line)["text"] for line in args.queries.read_text().splitlines() if line]
    texts = texts[: args.limit]
    app = PaperSearchApp.of(Host(Config.load(args.config)))
    opts = SearchOptions()
    app.search(texts[0], opts)  # loads the models and opens the stores
    cpu = stages(app, texts, opts)
    cpu["framework"] = framework(app, len(texts))
    for name, seconds in cpu.items():
        print(json.dumps({"stage": name, "cpu_ms": round(seconds / len(texts) * 1000, 3)}))
    print(json.dumps({"queries": len(texts), "load_average": round(os.getloadavg()[0], 1)}))
    return 0


def stages(app: Any, texts: list[str], opts: Any) -> dict[str, float]:
    from tapyre_paper_search import language
    from tapyre_paper_search.search.cross_language import fuse_hybrid
    from tapyre_paper_search.store._base import _break_ties
    from tapyre_paper_search.store.vectors import group_hits

    service = app.components.service(dense=True)
    retriever = service._retriever
    store = retriever.vectors
    shard, models, translate = store._shards["chunk"], store._q, store._t
    cpu: dict[str, float] = {}

    @contextmanager
    def timed(name: str) -> Iterator[None]:
        started = time.process_time()
        yield
        cpu[name] = cpu.get(name, 0.0) + time.process_time() - started

    for text in texts:
        with timed("encode"):
            dense = retriever.dense.embed_queries([text])[0]
        with timed("bm25"):
            sparse = retriever.sparse.embed_queries([text])[0]
        request = retriever._query(
            dense=dense, sparse=sparse, opts=opts, filters=opts.filters, with_vector=False
        )
        fetch = {"limit": request.candidates, "offset": 0, "prefetch_limit": None}
        sides = [replace(request, sparse=None, **fetch), replace(request, dense=None, **fetch)]
        with timed("engine"):
            batch = models.QueryBatchRequest([translate.request(side) for side in sides])
            found = shard.query_batch(batch)
        with timed("hits"):
            hits = [[translate.hit(p, s) for p in ps] for s, ps in zip(sides, found, strict=True)]
        with timed("fusion"):
            fused = fuse_hybrid(
                _break_ties(hits[0]),
                _break_ties(hits[1]),
                language.query_languages(text),
                limit=request.limit,
            )
        with timed("payloads"):
            retriever.with_payloads(
                group_hits(fused, limit=opts.k, group_size=opts.passages_per_paper)
            )
        with timed("search"):
            app.search(text, opts)
    return cpu


def framework(app: Any, count: int) -> float:
    """CPU seconds of ``count`` ``POST /search`` through the API, the search canned."""
    import httpx
    from tapyre_paper_search.api import create_app

    canned = app.search("sleep and memory consolidation")
    search, app.search = app.search, lambda *args, **kwargs: canned
    api = create_app(app)

    async def run() -> float:
        transport = httpx.ASGITransport(app=api)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
            body = {"query": "sleep", "mode": "hybrid", "k": 10}
            (await http.post("/search", json=body)).raise_for_status()
            started = time.process_time()
            for _ in range(count):
                await http.post("/search", json=body)
            return time.process_time() - started

    try:
        return asyncio.run(run())
    finally:
        app.search = search


if __name__ == "__main__":
    raise SystemExit(main())
