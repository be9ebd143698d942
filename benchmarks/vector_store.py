"""The embedded vector store (Qdrant Edge in process): upsert rate, query latency, memory.

Builds a collection of ``--points`` chunk vectors (random unit vectors of
``--dim`` dimensions, random BM25-like sparse vectors, the payload ingestion
writes) plus one paper point per ``--chunks-per-paper`` chunks, through
:class:`~tapyre_paper_search.store.qdrant_edge.EdgeVectorStore` exactly as the
pipeline does, then:

The vectors are random but shaped like text embeddings (``--data clustered``,
the default): a paper draws a topic among 2,000, its chunks are noisy points
around it in a 64-dimensional latent space mapped linearly to ``--dim``
dimensions.  Real embeddings have such a low intrinsic dimension; i.i.d.
Gaussian vectors (``--data uniform``) have none, which makes every neighbour
almost equally far, HNSW recall poor and indexing several times slower: a
worst case, not a forecast.

1. **ingest**: upsert rate (points/s, Python conversion included), the time of
   ``optimize()`` (HNSW and sparse indexes; Qdrant Edge indexes only then),
   peak memory of the ingesting process;
2. **query** (a fresh process that opens the stored collection, like a server
   would): p50/p95 latency of dense, sparse, hybrid (dense + sparse, RRF) and
   hybrid with filters (year range + categories) passage searches, of the
   grouped (best papers) hybrid search, recall@10 of dense search against an
   exact scan, and the memory of that process.

Memory is reported as RSS, its anonymous part (heap: what the process really
holds) and its file-backed part (memory-mapped segments: page cache the kernel
can reclaim), plus the peak RSS.

    python benchmarks/vector_store.py --points 100000
    python benchmarks/vector_store.py --points 1000000 --quantization int8 --on-disk
    python benchmarks/vector_store.py --points 1000000 --path /data/bench --reuse   # query only

``--json PATH`` also writes every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))

CATEGORIES = [
    "cs.CL", "cs.IR", "cs.LG", "cs.CV", "cs.AI", "stat.ML", "math.CO",
    "hep-th", "q-bio.NC", "physics.optics", "cond-mat.mtrl-sci", "astro-ph.GA",
]  # fmt: skip
PAPER_KEYS = (
    "paper_id", "title", "year", "published", "categories", "authors", "author_keys", "source",
)  # fmt: skip
SNIPPET = (
    "We study the problem of retrieving relevant passages from a large collection of "
    "scientific papers and show that combining dense and lexical signals improves recall "
    "across domains, in particular for rare technical terms and named entities, while "
    "keeping the latency of a single query low on commodity hardware."
)


def memory() -> dict[str, float]:
    """Resident memory of this process in MiB (Linux /proc; empty elsewhere)."""
    fields = {"VmRSS": "rss", "RssAnon": "anon", "RssFile": "file", "VmHWM": "peak"}
    out: dict[str, float] = {}
    try:
        with Path("/proc/self/status").open(encoding="ascii") as fh:
            for line in fh:
                key, _, value = line.partition(":")
                if key in fields:
                    out[fields[key]] = round(int(value.split()[0]) / 1024, 1)
    except OSError:
        pass
    return out


def percentiles(samples: list[float]) -> dict[str, float]:
    import numpy as np

    ms = np.asarray(samples) * 1000
    return {
        "p50_ms": round(float(np.percentile(ms, 50)), 2),
        "p95_ms": round(float(np.percentile(ms, 95)), 2),
        "mean_ms": round(float(ms.mean()), 2),
    }


def folder_bytes(path: Path) -> int:
    """Allocated bytes (Qdrant preallocates sparse files)."""
    return sum(f.stat().st_blocks * 512 for f in path.rglob("*") if f.is_file())


def write_report(path: Path | None, report: dict[str, Any]) -> None:
    """Save ``report`` as indented JSON at ``path`` (``--json``; ``None``: not asked for)."""
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2))


def spec_of(args: argparse.Namespace) -> Any:
    from tapyre_paper_search.records.vectors import CollectionSpec

    return CollectionSpec(
        dense_embedder=f"bench-random-{args.dim}",
        dense_dim=args.dim,
        sparse_embedder="bench-bm25",
        quantization=args.quantization,
        on_disk=args.on_disk,
        hnsw_m=args.hnsw_m,
        hnsw_ef_construct=args.ef_construct,
    )


def random_sparse(rng: Any, n: int, vocab: int, terms: int) -> list[Any]:
    """``n`` sparse vectors with Zipf-distributed term ids (common words are common)."""
    from tapyre import SparseVector

    raw = rng.zipf(1.3, size=(n, terms * 2)) % vocab
    weights = rng.uniform(0.5, 3.0, size=(n, terms))
    out = []
    for row, w in zip(raw, weights, strict=True):
        ids = sorted({int(i) for i in row})[:terms]
        out.append(SparseVector(tuple(ids), tuple(float(x) for x in w[: len(ids)])))
    return out


class VectorModel:
    """Random unit vectors, clustered like text embeddings or i.i.d. Gaussian."""

    LATENT = 64
    TOPICS = 2000

    def __init__(self, dim: int, data: str, seed: int) -> None:
        import numpy as np

        model_rng = np.random.default_rng(seed + 1000)  # the same space in both processes
        self.dim = dim
        self.data = data
        scale = np.float32(1 / np.sqrt(self.LATENT))
        self.projection = model_rng.standard_normal((self.LATENT, dim), dtype=np.float32) * scale
        self.topics = model_rng.standard_normal((self.TOPICS, self.LATENT), dtype=np.float32)

    def sample(self, rng: Any, topics: Any) -> Any:
        """One vector per entry of ``topics`` (topic indexes)."""
        import numpy as np

        n = len(topics)
        if self.data == "uniform":
            rows = rng.standard_normal((n, self.dim), dtype=np.float32)
        else:
            latent = self.topics[topics] + 0.6 * rng.standard_normal(
                (n, self.LATENT), dtype=np.float32
            )
            rows = latent @ self.projection
            rows += 0.05 * rng.standard_normal((n, self.dim), dtype=np.float32)
        rows /= np.linalg.norm(rows, axis=1, keepdims=True)
        return rows

    def topic_of(self, paper: int) -> int:
        return (paper * 2654435761) % self.TOPICS


def ingest(
    args: argparse.Namespace, path: Path, store: Any = None, spec: Any = None
) -> dict[str, Any]:
    """Upsert ``args.points`` chunk points (and their paper points), then optimize.

    ``store`` and ``spec`` default to an ``EdgeVectorStore`` at ``path`` (collection
    ``bench``) and the spec of ``args``; ``scale_sim.py`` passes the ones Tapyre builds.
    """
    import numpy as np
    from tapyre_paper_search.records.vectors import VectorPoint
    from tapyre_paper_search.store.ids import chunk_point_id, paper_point_id
    from tapyre_paper_search.store.points import author_key
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore

    rng = np.random.default_rng(args.seed)
    model = VectorModel(args.dim, args.data, args.seed)
    if store is None:
        store = EdgeVectorStore(path, "bench", max_search_threads=args.search_threads)
    store.ensure_collection(spec if spec is not None else spec_of(args))
    per_paper = max(args.chunks_per_paper, 1)
    papers = 0
    upserted = 0
    upsert_s = 0.0  # inside store.upsert only: generating the data is not counted
    started = time.perf_counter()
    progress_at = started
    for start in range(0, args.points, args.batch):
        n = min(args.batch, args.points - start)
        topics = np.array([model.topic_of((start + j) // per_paper) for j in range(n)])
        dense = model.sample(rng, topics)
        sparse = random_sparse(rng, n, args.vocab, args.doc_terms)
        points = []
        for j in range(n):
            i = start + j
            paper = i // per_paper
            payload = {
                "paper_id": f"bench:{paper}",
                "title": f"Paper {paper}",
                "year": 1995 + paper % 30,
                "published": f"{1995 + paper % 30}-01-01",
                "categories": [CATEGORIES[paper % 12], CATEGORIES[(paper * 7 + 3) % 12]],
                "authors": [f"Author {paper % 5000}", f"Author {(paper * 31) % 5000}"],
                "author_keys": [
                    author_key(f"Author {paper % 5000}"),
                    author_key(f"Author {(paper * 31) % 5000}"),
                ],
                "source": "bench",
                "chunk_index": i % per_paper,
                "page_start": 1 + (i % per_paper) // 2,
                "page_end": 1 + (i % per_paper) // 2,
                "token_count": 256,
                "chunker_version": "bench",
                "text": SNIPPET,
            }
            points.append(
                VectorPoint(
                    chunk_point_id(f"bench:{paper}", i % per_paper, "bench"),
                    "chunk",
                    dense[j],
                    sparse[j],
                    payload,
                )
            )
            if args.chunks_per_paper and i % per_paper == per_paper - 1:
                paper_payload = {k: payload[k] for k in PAPER_KEYS}
                paper_payload.update(chunk_count=per_paper, text=SNIPPET)
                points.append(
                    VectorPoint(
                        paper_point_id(f"bench:{paper}"),
                        "paper",
                        model.sample(rng, topics[j : j + 1])[0],
                        random_sparse(rng, 1, args.vocab, args.doc_terms * 3)[0],
                        paper_payload,
                    )
                )
                papers += 1
        t = time.perf_counter()
        store.upsert(points)
        upsert_s += time.perf_counter() - t
        upserted += len(points)
        if (
            args.optimize_every
            and upserted // args.optimize_every != (upserted - len(points)) // args.optimize_every
        ):
            store.optimize()
        now = time.perf_counter()
        if now - progress_at > 30:
            progress_at = now
            rate = upserted / upsert_s
            print(f"  … {upserted:,} points, {rate:,.0f}/s, {memory()}", flush=True)
    wall_s = time.perf_counter() - started
    after_upsert = memory()
    t0 = time.perf_counter()
    store.optimize()
    optimize_s = time.perf_counter() - t0
    store.flush()
    info = store.info()
    store.close()
    return {
        "chunk_points": args.points,
        "paper_points": papers,
        "points": upserted,
        "upsert_s": round(upsert_s, 1),
        "upsert_points_per_s": round(upserted / upsert_s),
        "generate_and_upsert_s": round(wall_s, 1),
        "optimize_s": round(optimize_s, 1),
        "build_points_per_s": round(upserted / (upsert_s + optimize_s)),
        "memory_after_upsert_mib": after_upsert,
        "memory_after_optimize_mib": memory(),
        "segments": info["segments"],
        "disk_mib": round(folder_bytes(path / "bench") / 2**20),
    }


def query(args: argparse.Namespace, path: Path) -> dict[str, Any]:
    import numpy as np
    from tapyre_paper_search.filters import SearchFilters
    from tapyre_paper_search.records.vectors import VectorQuery
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore

    before_open = memory()
    t0 = time.perf_counter()
    store = EdgeVectorStore(path, "bench", max_search_threads=args.search_threads)
    count = store.count()
    open_s = time.perf_counter() - t0
    rng = np.random.default_rng(args.seed + 1)
    n = args.queries
    model = VectorModel(args.dim, args.data, args.seed)
    dense = model.sample(rng, rng.integers(0, model.TOPICS, n))
    sparse = random_sparse(rng, n, args.vocab, args.query_terms)
    flt = SearchFilters(year_from=2010, year_to=2019, categories=("cs.CL", "cs.IR", "cs.LG"))
    ef = args.hnsw_ef
    kinds: dict[str, Any] = {
        "dense": lambda i: VectorQuery(dense=dense[i], limit=10, hnsw_ef=ef),
        "sparse": lambda i: VectorQuery(sparse=sparse[i], limit=10),
        "hybrid": lambda i: VectorQuery(dense=dense[i], sparse=sparse[i], limit=10, hnsw_ef=ef),
        "hybrid_filtered": lambda i: VectorQuery(
            dense=dense[i], sparse=sparse[i], limit=10, filter=flt, hnsw_ef=ef
        ),
        "dense_filtered": lambda i: VectorQuery(dense=dense[i], limit=10, filter=flt, hnsw_ef=ef),
        "dense_filtered_no_acorn": lambda i: VectorQuery(
            dense=dense[i], limit=10, filter=flt, hnsw_ef=ef, acorn=False
        ),
        "hybrid_filtered_no_acorn": lambda i: VectorQuery(
            dense=dense[i], sparse=sparse[i], limit=10, filter=flt, hnsw_ef=ef, acorn=False
        ),
        "paper_hybrid": lambda i: VectorQuery(
            dense=dense[i], sparse=sparse[i], limit=10, kind="paper", hnsw_ef=ef
        ),
    }
    results: dict[str, Any] = {"points": count, "open_s": round(open_s, 2)}
    for name, make in kinds.items():
        for i in range(min(20, n)):  # warm-up: first touches of mapped pages
            store.query(make(i))
        samples = []
        for i in range(n):
            q = make(i)
            t = time.perf_counter()
            store.query(q)
            samples.append(time.perf_counter() - t)
        results[name] = percentiles(samples)
    samples = []
    for i in range(n):
        q = VectorQuery(dense=dense[i], sparse=sparse[i], limit=10, hnsw_ef=ef)
        t = time.perf_counter()
        store.query_groups(q, group_size=3)
        samples.append(time.perf_counter() - t)
    results["hybrid_grouped_10_papers"] = percentiles(samples)
    # recall@10 of the approximate dense search against an exact scan
    checks = min(args.recall_queries, n)

    def recall(**options: Any) -> float | None:
        found = 0
        for i in range(checks):
            approx = store.query(VectorQuery(dense=dense[i], limit=10, hnsw_ef=ef, **options))
            exact = store.query(VectorQuery(dense=dense[i], limit=10, exact=True, **options))
            found += len({h.id for h in approx} & {h.id for h in exact})
        return round(found / (10 * checks), 3) if checks else None

    results["dense_recall_at_10"] = recall()
    results["dense_filtered_recall_at_10"] = recall(filter=flt)
    results["dense_filtered_no_acorn_recall_at_10"] = recall(filter=flt, acorn=False)
    results["memory_before_open_mib"] = before_open
    results["memory_mib"] = memory()
    store.close()
    return results


def main() -> None:  # noqa: PLR0915 - one flat script
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, default=100_000, help="chunk vectors")
    parser.add_argument("--dim", type=int, default=768)
    parser.add_argument("--chunks-per-paper", type=int, default=20, help="0: no paper points")
    parser.add_argument("--batch", type=int, default=1000, help="points per upsert")
    parser.add_argument("--data", choices=("clustered", "uniform"), default="clustered")
    parser.add_argument("--quantization", choices=("none", "int8"), default="int8")
    parser.add_argument("--on-disk", action="store_true", help="float32 originals on disk")
    parser.add_argument("--hnsw-m", type=int, default=16)
    parser.add_argument("--ef-construct", type=int, default=100)
    parser.add_argument("--hnsw-ef", type=int, default=None, help="search ef (engine default)")
    parser.add_argument("--optimize-every", type=int, default=0, help="optimize every N points")
    parser.add_argument("--search-threads", type=int, default=None)
    parser.add_argument("--vocab", type=int, default=30_000)
    parser.add_argument("--doc-terms", type=int, default=40, help="terms per chunk vector")
    parser.add_argument("--query-terms", type=int, default=6)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--recall-queries", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--path", type=Path, default=None, help="store folder (default: temp)")
    parser.add_argument("--reuse", action="store_true", help="query an existing store only")
    parser.add_argument("--keep", action="store_true", help="keep the store folder")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--phase", choices=("all", "query"), default="all", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.phase == "query":  # the child process
        print(json.dumps(query(args, args.path)), flush=True)
        return

    path = args.path or Path(tempfile.mkdtemp(prefix="tapyre-bench-"))
    report: dict[str, Any] = {
        "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "cpus": os.cpu_count(),
        "load_average_before": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
    try:
        if not args.reuse:
            if (path / "bench").exists():
                shutil.rmtree(path / "bench")
            print(f"ingesting {args.points:,} chunk vectors of {args.dim} dimensions into {path}")
            report["ingest"] = ingest(args, path)
            print(json.dumps(report["ingest"], indent=2), flush=True)
        print("querying in a fresh process …", flush=True)
        child = [sys.executable, __file__, "--phase", "query", "--path", str(path)]
        for key in ("dim", "data", "queries", "recall_queries", "seed", "vocab", "query_terms"):
            child += [f"--{key.replace('_', '-')}", str(getattr(args, key))]
        if args.hnsw_ef:
            child += ["--hnsw-ef", str(args.hnsw_ef)]
        if args.search_threads:
            child += ["--search-threads", str(args.search_threads)]
        out = subprocess.run(child, capture_output=True, text=True, check=False)
        if out.returncode != 0:
            raise SystemExit(f"query phase failed:\n{out.stderr}")
        report["query"] = json.loads(out.stdout.strip().splitlines()[-1])
        report["load_average_after"] = os.getloadavg() if hasattr(os, "getloadavg") else None
        print(json.dumps(report["query"], indent=2))
        print_summary(report)
        write_report(args.json, report)
    finally:
        if args.path is None and not args.keep:
            shutil.rmtree(path, ignore_errors=True)


def print_summary(report: dict[str, Any]) -> None:
    q = report["query"]
    print()
    if "ingest" in report:
        i = report["ingest"]
        print(
            f"{i['chunk_points']:,} chunk + {i['paper_points']:,} paper points: "
            f"upsert {i['upsert_points_per_s']:,}/s ({i['upsert_s']} s), "
            f"optimize {i['optimize_s']} s, disk {i['disk_mib']:,} MiB, "
            f"peak RSS {i['memory_after_optimize_mib'].get('peak', '?')} MiB"
        )
    for name in ("dense", "dense_filtered", "dense_filtered_no_acorn", "sparse", "hybrid",
                 "hybrid_filtered", "hybrid_filtered_no_acorn", "paper_hybrid",
                 "hybrid_grouped_10_papers"):  # fmt: skip
        r = q[name]
        print(f"  {name:26s} p50 {r['p50_ms']:7.2f} ms   p95 {r['p95_ms']:7.2f} ms")
    m = q["memory_mib"]
    print(
        f"  dense recall@10 {q['dense_recall_at_10']}, filtered "
        f"{q['dense_filtered_recall_at_10']} (without ACORN "
        f"{q['dense_filtered_no_acorn_recall_at_10']})"
    )
    print(
        f"  query process RSS {m.get('rss')} MiB "
        f"(anonymous {m.get('anon')}, file-backed {m.get('file')}), peak {m.get('peak')} MiB"
    )


if __name__ == "__main__":
    main()
