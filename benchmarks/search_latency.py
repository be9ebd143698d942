"""Hybrid search latency of the search service on the embedded store (Qdrant Edge).

Measures :meth:`SearchService.search` end to end except the language model and
the query embedding: hybrid (dense + BM25, RRF) passage search, grouped into
the 10 best papers with 3 passages each, as ``tapyre papers search`` runs it.
The query vectors are precomputed so the figure is the retrieval itself; the
query embedding with all-MiniLM-L6-v2 on CPU is measured separately
(``--embedder minilm``) and added for an end-to-end estimate.

Each case reports wall-time percentiles and the process's CPU time per query
(``cpu_ms_per_query``, the engine's threads included), the steadier figure on a
machine others load.

The collection is the synthetic one of ``benchmarks/vector_store.py`` (vectors
clustered like text embeddings, Zipf-distributed sparse terms, the payload
ingestion writes), which this script runs to build it in ``--path`` when it is
absent.  Queries are stored chunks' vectors with noise added and six of their
terms, so they land where the data is::

    python benchmarks/search_latency.py --points 100000 --dim 384 --path /tmp/bench-100k
    python benchmarks/search_latency.py --points 1000000 --dim 384 --path /tmp/bench-1m
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))


class Precomputed:
    """Stands in for an embedder: returns the next precomputed query vector."""

    def __init__(self, rows: Sequence[Any], name: str) -> None:
        self.rows = list(rows)
        self.i = 0
        self.name = name

    def embed_queries(self, texts: Sequence[str]) -> Any:
        import numpy as np

        out = [self.rows[(self.i + n) % len(self.rows)] for n in range(len(texts))]
        self.i += len(texts)
        return np.asarray(out) if not hasattr(out[0], "indices") else out


def pct(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] * 1000, 2)

    return {
        "p50_ms": at(0.50),
        "p95_ms": at(0.95),
        "mean_ms": round(statistics.fmean(ordered) * 1000, 2),
    }


def build(args: argparse.Namespace) -> None:
    """Build the synthetic collection with benchmarks/vector_store.py unless it exists."""
    if (args.path / "bench" / "collection.json").exists():
        return
    command = [
        sys.executable, str(Path(__file__).with_name("vector_store.py")),
        "--points", str(args.points), "--dim", str(args.dim), "--path", str(args.path),
        "--keep", "--quantization", args.quantization, "--queries", "50",
    ]  # fmt: skip
    if args.on_disk:
        command.append("--on-disk")
    print("building:", " ".join(command), flush=True)
    subprocess.run(command, check=True)


def sample_queries(store: Any, n: int, dim: int, seed: int) -> tuple[list[Any], list[Any]]:
    """Query vectors near stored chunks: a chunk's dense vector plus noise, six of its terms."""
    import numpy as np
    from tapyre import SparseVector
    from tapyre_paper_search.records.vectors import VectorQuery

    rng = np.random.default_rng(seed)
    probes = rng.standard_normal((n, dim)).astype(np.float32)
    ids = []
    for probe in probes:
        hits = store.query(VectorQuery(dense=probe, limit=5, with_payload=False))
        ids.append(hits[int(rng.integers(len(hits)))].id)
    dense, sparse = [], []
    for point in store.retrieve(ids, with_vectors=True):
        vector = np.asarray(point.dense, dtype=np.float32)
        vector = vector + 0.5 * np.linalg.norm(vector) / np.sqrt(dim) * rng.standard_normal(dim)
        dense.append((vector / np.linalg.norm(vector)).astype(np.float32))
        terms = list(point.sparse.indices) if point.sparse else [1]
        chosen = sorted(rng.choice(terms, size=min(6, len(terms)), replace=False).tolist())
        sparse.append(SparseVector(tuple(int(t) for t in chosen), (1.0,) * len(chosen)))
    return dense, sparse


def measure_search(args: argparse.Namespace) -> dict[str, Any]:
    """Latency of ``SearchService.search`` with precomputed query vectors."""
    from tapyre_paper_search.search import SearchFilters, SearchOptions
    from tapyre_paper_search.search.service import SearchService
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore

    store = EdgeVectorStore(args.path, "bench", max_search_threads=args.search_threads)
    dense, sparse = sample_queries(store, args.queries, args.dim, seed=11)
    report: dict[str, Any] = {"stored_points": store.count()}
    service = SearchService(
        vectors=store,
        metadata=None,
        dense=Precomputed(dense, "bench-dense"),  # type: ignore[arg-type]
        sparse=Precomputed(sparse, "bench-sparse"),  # type: ignore[arg-type]
    )
    some_fields = SearchFilters(
        year_from=2010, year_to=2019, categories=("cs.CL", "cs.IR", "cs.LG")
    )
    cases = {
        "hybrid_10_papers": SearchOptions(k=args.k, fusion=args.fusion),
        "hybrid_10_papers_filtered": SearchOptions(
            k=args.k, fusion=args.fusion, filters=some_fields
        ),
        "dense_10_papers": SearchOptions(k=args.k, mode="dense"),
        "hybrid_paper_level": SearchOptions(k=args.k, level="paper", fusion=args.fusion),
    }
    for name, options in cases.items():
        for _ in range(20):  # warm-up: first touches of memory-mapped pages
            service.search("q", options)
        samples = []
        cpu = time.process_time()
        for _ in range(args.queries):
            started = time.perf_counter()
            response = service.search("q", options)
            samples.append(time.perf_counter() - started)
        cpu = time.process_time() - cpu
        report[name] = pct(samples)
        # CPU of the whole process (the engine's threads too) per query: steadier
        # than wall time on a machine others load.
        report[name]["cpu_ms_per_query"] = round(cpu / args.queries * 1000, 2)
        report[name]["papers_returned"] = len(response.papers)
        print(name, report[name], flush=True)
    store.close()
    return report


def measure_minilm() -> dict[str, float]:
    """Latency of embedding one query with all-MiniLM-L6-v2 on the CPU."""
    from tapyre_paper_search.embedders import hf

    model = hf.build({"device": "cpu"})
    claims = ROOT.parent / "shared/data/scifact-dev/train/queries.jsonl"
    texts = [json.loads(line)["text"] for line in claims.read_text().splitlines()[:200]]
    for text in texts[:10]:
        model.embed_queries([text])
    samples = []
    for text in texts:
        started = time.perf_counter()
        model.embed_queries([text])
        samples.append(time.perf_counter() - started)
    return pct(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, default=100_000, help="chunk vectors")
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument(
        "--path", type=Path, required=True, help="collection folder (built if absent)"
    )
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--fusion", choices=("rrf", "dbsf"), default="dbsf")
    parser.add_argument("--embedder", choices=("none", "minilm"), default="none")
    parser.add_argument("--search-threads", type=int, default=None)
    parser.add_argument("--quantization", choices=("none", "int8"), default="int8")
    parser.add_argument("--on-disk", action="store_true")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()

    report: dict[str, Any] = {"points": args.points, "dim": args.dim}
    build(args)
    report.update(measure_search(args))
    if args.embedder == "minilm":
        report["minilm_query_embedding"] = measure_minilm()
        print("minilm_query_embedding", report["minilm_query_embedding"], flush=True)
    print(json.dumps(report, indent=2))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
