"""Check the sizing guide's memory, disk, build-time and latency predictions at scale.

The guide (``docs/scaling.md``) predicts the cost of a collection of N chunk
points from per-point costs measured on a small one.  This script makes that
prediction and measures it, on synthetic collections built through the store
Tapyre itself builds: the ``qdrant-edge`` component from ``[papers]`` settings
(``on_disk = true``; int8 quantization, HNSW m=16 / ef_construct=100 are the
defaults) and ``PaperSearchSettings.collection_spec``, so the vectors, sparse
vectors, payload and payload indexes are configured exactly as an ingestion
run configures them.  The points are those of ``vector_store.py``: random unit
vectors of ``--dim`` dimensions (768: SPECTER2) clustered like text
embeddings, Zipf-distributed BM25-like sparse vectors, the ingestion payload,
and one paper point per ``--chunks-per-paper`` chunks.

Three collections are built, one after the other, streamed in batches:

1. empty: the fixed cost (disk of an empty shard, memory of opening it);
2. calibration, ``--calibrate`` chunk points (default 100,000): the per-point
   costs the guide is made from;
3. target, ``--points`` chunk points (default 1,000,000).

The guide's scaling rules turn (1) and (2) into a prediction for (3):

* disk and resident memory: fixed + N x per-point;
* HNSW build time (``optimize()``): per-point time x N log N / (N0 log N0);
* dense (HNSW) query latency: grows as log N;
* sparse (inverted index) query latency: grows linearly in N (the posting
  lists of common terms grow with the collection), hybrid = dense + sparse.

Each collection is queried in a fresh process, like a server opening it
(``vector_store.py``'s query phase), and the script prints predicted beside
measured for disk, RSS (its anonymous and file-backed parts), optimize time
and p50/p95 latency.

    python benchmarks/scale_sim.py --points 1000000
    python benchmarks/scale_sim.py --points 200000 --calibrate 50000 --queries 100   # quick

``--json PATH`` also writes every figure.  Run it on a quiet machine: other
processes' load moves build times and latencies (memory and disk much less).

``--pipeline`` measures the whole ingestion instead (``scale_pipeline.py``).

    python benchmarks/scale_sim.py --vectors-from DATA_DIR --vectors /tmp/minilm.npz
    nice -n 10 python benchmarks/scale_sim.py --pipeline --vectors /tmp/minilm.npz \\
        --sizes 30000 100000 300000 1000000 --path /tmp/scale-run --json /tmp/scale.json
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tapyre-paper-search" / "src"))

from scale_pipeline import (  # noqa: E402 - beside this script
    pipeline_options,
    pipeline_run,
    query_pipeline,
    vectors_from,
)
from vector_store import folder_bytes, ingest, write_report  # noqa: E402 - the shared benchmark code

COLLECTION = "bench"  # the collection vector_store.py's query phase opens
LATENCIES = ("dense", "sparse", "hybrid", "hybrid_filtered", "paper_hybrid")
SPARSE_GROWING = ("sparse",)  # latency linear in N; the others log N (plus sparse for hybrids)


def tapyre_store(data_dir: Path, dim: int) -> tuple[Any, Any]:
    """The vector store and collection spec Tapyre builds for ``[papers] on_disk = true``."""
    from tapyre import Config, Host
    from tapyre_paper_search import plugin
    from tapyre_paper_search.parts import vector_store
    from tapyre_paper_search.settings import PaperSearchSettings

    config = Config(
        {
            "papers": {"data_dir": str(data_dir), "on_disk": True},
            "vector_stores": {"qdrant-edge": {"collection": COLLECTION}},
        },
        env={},
    )
    host = Host(config, load_entrypoints=False)
    registered = host.register(plugin, name="paper_search")
    if registered.error is not None:
        raise SystemExit(f"cannot register paper search: {registered.error}")
    settings = PaperSearchSettings.from_config(host.config)
    spec = settings.collection_spec(f"sim-specter2-{dim}", dim, "bm25")
    return vector_store(host, settings), spec


def build_args(args: argparse.Namespace, points: int) -> argparse.Namespace:
    """The options ``vector_store.ingest`` reads, for ``points`` chunk points."""
    return argparse.Namespace(
        points=points,
        dim=args.dim,
        data="clustered",
        seed=args.seed,
        search_threads=None,
        chunks_per_paper=args.chunks_per_paper,
        batch=args.batch,
        vocab=30_000,
        doc_terms=40,
        optimize_every=0,
    )


def build(args: argparse.Namespace, points: int, root: Path) -> dict[str, Any]:
    """Build a collection of ``points`` chunk points under ``root``; its build figures."""
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    store, spec = tapyre_store(root, args.dim)
    qdrant = root / "qdrant"
    if points == 0:
        store.ensure_collection(spec)
        store.flush()
        store.close()
        return {"points": 0, "disk_bytes": folder_bytes(qdrant / COLLECTION)}
    print(f"building {points:,} chunk points in {root} …", flush=True)
    figures = ingest(build_args(args, points), qdrant, store=store, spec=spec)
    figures["disk_bytes"] = folder_bytes(qdrant / COLLECTION)
    figures["disk_breakdown"] = disk_breakdown(qdrant / COLLECTION)
    return figures


def disk_breakdown(collection: Path) -> dict[str, int]:
    """Allocated bytes of a collection folder by part: the WAL, and per segment part
    (``vector_storage-chunk``: float32 originals; ``…/quantized``: int8 copies;
    ``vector_index-chunk``: HNSW graph; ``*bm25``: sparse vectors and index; payload)."""
    parts: dict[str, int] = {}
    for f in collection.rglob("*"):
        if not f.is_file():
            continue
        rel = f.relative_to(collection).parts
        if "wal" in rel:
            key = "wal"
        elif "segments" in rel and len(rel) > rel.index("segments") + 2:
            key = rel[rel.index("segments") + 2]
            if key.startswith("vector_storage") and any("quantized" in p for p in rel):
                key += "/quantized"
        else:
            key = "other"
        parts[key] = parts.get(key, 0) + f.stat().st_blocks * 512
    return dict(sorted(parts.items(), key=lambda kv: -kv[1]))


def query(args: argparse.Namespace, root: Path) -> dict[str, Any]:
    """Query the collection under ``root`` in a fresh process (vector_store.py's query phase)."""
    child = [
        sys.executable, str(HERE / "vector_store.py"), "--phase", "query",
        "--path", str(root / "qdrant"), "--dim", str(args.dim), "--seed", str(args.seed),
        "--queries", str(args.queries), "--recall-queries", str(args.recall_queries),
    ]  # fmt: skip
    out = subprocess.run(child, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"query phase failed:\n{out.stderr}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    before, after = result["memory_before_open_mib"], result["memory_mib"]
    result["rss_delta_mib"] = {k: round(after[k] - before.get(k, 0.0), 1) for k in ("rss", "anon")}
    result["rss_delta_mib"]["file"] = round(after["file"] - before.get("file", 0.0), 1)
    return result


def measure(args: argparse.Namespace, points: int, root: Path) -> dict[str, Any]:
    built = build(args, points, root)
    started = time.perf_counter()
    queried = query(args, root)
    print(f"  queried in {time.perf_counter() - started:.0f} s", flush=True)
    return {"build": built, "query": queried}


def predict(empty: dict[str, Any], small: dict[str, Any], points: int) -> dict[str, float]:
    """The guide's prediction for ``points`` chunk points from the empty and small runs."""
    n0 = small["build"]["points"]  # chunk + paper points of the small run
    ratio = n0 / small["build"]["chunk_points"]
    n = points * ratio  # the same share of paper points
    out: dict[str, float] = {}
    disk0 = empty["build"]["disk_bytes"]
    out["disk_mib"] = (disk0 + (small["build"]["disk_bytes"] - disk0) / n0 * n) / 2**20
    for part in ("rss", "anon", "file"):
        fixed = empty["query"]["rss_delta_mib"][part]
        per_point = (small["query"]["rss_delta_mib"][part] - fixed) / n0
        out[f"query_rss_{part}_mib"] = fixed + per_point * n
    out["optimize_s"] = small["build"]["optimize_s"] * (n * math.log(n)) / (n0 * math.log(n0))
    out["upsert_points_per_s"] = small["build"]["upsert_points_per_s"]
    grow_log = math.log(n) / math.log(n0)
    grow_lin = n / n0
    sparse = {q: small["query"]["sparse"][q] * grow_lin for q in ("p50_ms", "p95_ms")}
    for name in LATENCIES:
        for q in ("p50_ms", "p95_ms"):
            measured = small["query"][name][q]
            if name in SPARSE_GROWING:
                out[f"{name}_{q}"] = sparse[q]
            elif "hybrid" in name:  # the dense part grows as log N, the sparse part linearly
                dense_part = max(measured - small["query"]["sparse"][q], 0.0)
                out[f"{name}_{q}"] = dense_part * grow_log + sparse[q]
            else:
                out[f"{name}_{q}"] = measured * grow_log
    return out


def measured_figures(run: dict[str, Any]) -> dict[str, float]:
    b, q = run["build"], run["query"]
    out: dict[str, float] = {
        "disk_mib": b["disk_bytes"] / 2**20,
        "query_rss_rss_mib": q["rss_delta_mib"]["rss"],
        "query_rss_anon_mib": q["rss_delta_mib"]["anon"],
        "query_rss_file_mib": q["rss_delta_mib"]["file"],
        "optimize_s": b["optimize_s"],
        "upsert_points_per_s": b["upsert_points_per_s"],
    }
    for name in LATENCIES:
        for p in ("p50_ms", "p95_ms"):
            out[f"{name}_{p}"] = q[name][p]
    return out


def per_point_costs(empty: dict[str, Any], small: dict[str, Any]) -> dict[str, float]:
    """The per-point costs the guide uses (bytes and seconds per stored point)."""
    n0 = small["build"]["points"]
    d_disk = small["build"]["disk_bytes"] - empty["build"]["disk_bytes"]
    q0, q1 = empty["query"]["rss_delta_mib"], small["query"]["rss_delta_mib"]
    return {
        "disk_bytes_per_point": round(d_disk / n0),
        "anon_rss_bytes_per_point": round((q1["anon"] - q0["anon"]) * 2**20 / n0),
        "file_rss_bytes_per_point": round((q1["file"] - q0["file"]) * 2**20 / n0),
        "optimize_s_per_million_linear": round(small["build"]["optimize_s"] / n0 * 1e6, 1),
        "upsert_points_per_s": small["build"]["upsert_points_per_s"],
    }


def print_comparison(predicted: dict[str, float], measured: dict[str, float]) -> None:
    print(f"\n{'figure':28s} {'predicted':>12s} {'measured':>12s} {'error':>8s}")
    for key, value in predicted.items():
        got = measured[key]
        error = f"{(value - got) / got:+.0%}" if got else "n/a"
        print(f"{key:28s} {value:12,.1f} {got:12,.1f} {error:>8s}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, default=1_000_000, help="target chunk points")
    parser.add_argument("--calibrate", type=int, default=100_000, help="calibration points")
    parser.add_argument("--dim", type=int, default=768, help="768: SPECTER2")
    parser.add_argument("--chunks-per-paper", type=int, default=20, help="one paper point per N")
    parser.add_argument("--batch", type=int, default=1000, help="points per upsert")
    parser.add_argument("--queries", type=int, default=200, help="queries per kind")
    parser.add_argument("--recall-queries", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--path", type=Path, default=None, help="work folder (default: temp)")
    parser.add_argument("--keep", action="store_true", help="keep the collections")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    pipeline_options(parser)
    args = parser.parse_args()
    if args.vectors_from:
        print(f"{vectors_from(args.vectors_from, args.vectors):,} vectors")
        return
    if args.query_pipeline:
        query_pipeline(args.query_pipeline, args.vectors, args.queries)
        return
    if args.pipeline:
        pipeline_run(args)
        return
    if not 0 < args.calibrate < args.points:
        parser.error("--calibrate must be positive and smaller than --points")

    work = args.path or Path(tempfile.mkdtemp(prefix="tapyre-scale-sim-"))
    report: dict[str, Any] = {
        "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "cpus": os.cpu_count(),
        "load_average_before": os.getloadavg(),
    }
    started = time.perf_counter()
    try:
        empty = measure(args, 0, work / "empty")
        small = measure(args, args.calibrate, work / "calibration")
        if not args.keep:
            shutil.rmtree(work / "calibration", ignore_errors=True)
        predicted = predict(empty, small, args.points)
        print("per-point costs:", json.dumps(per_point_costs(empty, small)), flush=True)
        print("predicted:", json.dumps({k: round(v, 1) for k, v in predicted.items()}), flush=True)
        large = measure(args, args.points, work / "target")
        measured = measured_figures(large)
        report.update(
            empty=empty,
            calibration=small,
            target=large,
            per_point=per_point_costs(empty, small),
            predicted={k: round(v, 2) for k, v in predicted.items()},
            measured=measured,
            load_average_after=os.getloadavg(),
            wall_s=round(time.perf_counter() - started),
        )
        b = large["build"]
        print(
            f"\n{b['chunk_points']:,} chunk + {b['paper_points']:,} paper points of "
            f"{args.dim} dimensions, int8 + on-disk originals; calibrated on "
            f"{args.calibrate:,}; dense recall@10 {large['query']['dense_recall_at_10']}; "
            f"peak build RSS {b['memory_after_optimize_mib'].get('peak')} MiB; "
            f"wall {report['wall_s']} s"
        )
        print_comparison(predicted, measured)
        print("\ndisk by part (target):")
        for part, size in b["disk_breakdown"].items():
            print(f"  {part:34s} {size / 2**20:10,.1f} MiB {size / b['points']:10,.0f} B/point")
        write_report(args.json, report)
    finally:
        if args.path is None and not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
