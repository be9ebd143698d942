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

``--pipeline`` measures the whole ingestion instead of the vector store alone:
real text through :class:`~tapyre_paper_search.pipeline.IngestPipeline`
(in one process: chunking, BM25, the SQLite metadata store, Qdrant Edge
upserts into the two collections, the index build) at growing sizes
(``--sizes`` passages, default 100k, 300k, 1M), into one data folder, each
step adding papers to what the previous one stored.  The papers are arXiv
metadata records whose text mixes the sentences of SciFact abstracts
(``../shared/data/scifact-dev``) with made-up entity names drawn from a Zipf
law, about ``--words-per-paper`` words each (about 11 passages of 256
whitespace tokens).  **The encoder is not run**: a replay embedder gives each
passage a mix of two real MiniLM vectors of SciFact chunks (``--vectors``,
made once by ``--vectors-from DATA_DIR`` from a data folder SciFact was
ingested into with the default embedder), so the run measures everything but
the encoder.  After each step a fresh process opens the stores and times
lexical, dense and hybrid passage searches and paper-level hybrid searches
(SciFact train claims, 50 candidates each), each kind twice: ``dense`` is the
first pass over the claims (the first touches of the memory-mapped collection,
as a freshly started server sees them), ``dense_warm`` the second.  Each step
prints one JSON line: wall and CPU seconds per stage (the stage's own thread CPU
time), peak RSS, disk per store, query p50/p95 and the load average.

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
SHARED = Path(os.environ.get("TAPYRE_SHARED_DATA") or HERE.parent.parent / "shared" / "data")
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tapyre-paper-search" / "src"))

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


# ---------------------------------------------------------------------------
# --pipeline: real text through the real ingestion pipeline, at growing sizes
# ---------------------------------------------------------------------------

PIPELINE_DIM = 384  # the default MiniLM's width: the replayed vectors are its


def replay_embedder(vectors: Any) -> Any:
    """A :class:`ReplayEmbedder` of ``vectors`` (a DenseEmbedder, built lazily)."""
    from tapyre import DenseEmbedder

    class Replay(ReplayEmbedder, DenseEmbedder):
        pass

    return Replay(vectors)


class ReplayEmbedder:
    """A dense embedder that replays real vectors instead of running a model.

    Each text gets one of ``vectors`` (MiniLM vectors of real SciFact chunks,
    computed once by ``--vectors-from``) mixed with a second one and a little
    noise, chosen by a hash of the text: deterministic, distinct, and distributed
    like real text embeddings, so the run measures everything but the encoder.
    Tokens are counted by whitespace (MiniLM's WordPiece counts about 1.3 times as
    many, so a chunk holds somewhat more text than with the real model).
    """

    def __init__(self, vectors: Any) -> None:
        import numpy as np

        self._v = np.asarray(vectors, dtype=np.float32)
        self.seconds = 0.0

    name = "replay-minilm-384"
    dimension = PIPELINE_DIM
    papers_as_passages = True

    def count_tokens(self, texts: Any) -> list[int]:
        return [len(t.split()) for t in texts]

    @property
    def token_counter(self) -> Any:
        from tapyre_paper_search.chunking import count_whitespace_tokens

        return count_whitespace_tokens

    def _embed(self, texts: Any) -> Any:
        import hashlib

        import numpy as np

        started = time.thread_time()
        seeds = [
            int.from_bytes(hashlib.blake2b(t.encode(), digest_size=8).digest(), "little")
            for t in texts
        ]
        n = len(self._v)
        a = np.asarray([s % n for s in seeds])
        b = np.asarray([(s >> 20) % n for s in seeds])
        noise = np.random.default_rng(seeds[0] if seeds else 0).standard_normal(
            (len(texts), PIPELINE_DIM), dtype=np.float32
        )
        out = self._v[a] + 0.35 * self._v[b] + 0.02 * noise
        out /= np.linalg.norm(out, axis=1, keepdims=True)
        self.seconds += time.thread_time() - started
        return out

    def embed_passages(self, texts: Any) -> Any:
        return self._embed(texts)

    def embed_queries(self, texts: Any) -> Any:
        return self._embed(texts)

    def embed_papers(self, papers: Any) -> Any:
        return self._embed([f"{t} {a}" for t, a in papers])


def vectors_from(data_dir: Path, out: Path) -> int:
    """Save the chunk vectors of a Tapyre data folder (``<data_dir>/qdrant``, collection
    ``papers``, e.g. SciFact ingested with the default MiniLM) to ``out`` (.npz)."""
    import numpy as np
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore

    rows: list[list[float]] = []
    with EdgeVectorStore(data_dir / "qdrant", "papers") as store:
        offset: str | None = None
        while True:
            page, offset = store.scroll_points(offset=offset, limit=1000)
            ids = [p.id for p in page if p.kind == "chunk"]
            rows += [p.dense for p in store.retrieve(ids, with_vectors=True) if p.dense]
            if offset is None:
                break
    np.savez_compressed(out, vectors=np.asarray(rows, dtype=np.float32))
    return len(rows)


class CorpusMaker:
    """Papers of arXiv metadata records whose text is real SciFact sentences, mixed.

    A paper takes the sentences of one abstract, then of others chosen at random,
    until it holds about ``words`` words; a few made-up entity names (Zipf-drawn from
    a large pool, so the vocabulary keeps growing as real corpora's does) are
    inserted, so BM25's posting lists and IDF behave like a growing corpus's and no
    two papers are the same text.
    """

    def __init__(self, words: int, seed: int) -> None:
        import re

        import numpy as np

        with (SHARED / "scifact-dev" / "corpus.jsonl").open(encoding="utf-8") as lines:
            rows = [json.loads(line) for line in lines]
        split = re.compile(r"(?<=[.!?])\s+")
        self.sentences = [[s for s in split.split(r["abstract"]) if s] for r in rows]
        self.titles = [r["title"] for r in rows]
        self.words = words
        self.seed = seed
        self.np = np

    def record(self, i: int) -> dict[str, Any]:
        rng = self.np.random.default_rng((self.seed, i))
        n = len(self.sentences)
        entities = [f"ent{int(z)}x" for z in rng.zipf(1.3, size=4) % 2_000_000]
        body: list[str] = []
        count = 0
        source = i % n
        while count < self.words:
            for sentence in self.sentences[source]:
                text = sentence
                if rng.random() < 0.15:
                    text = f"{sentence} {entities[int(rng.integers(4))]}"
                body.append(text)
                count += len(text.split())
            source = int(rng.integers(n))
        month, number = divmod(i, 90_000)
        year = 15 + month // 12  # five-digit numbers: arXiv ids from 2015 on
        return {
            "id": f"{year:02d}{month % 12 + 1:02d}.{number + 1:05d}",
            "title": f"{self.titles[i % n]} ({entities[0]})",
            "abstract": " ".join(body),
            "authors": f"A. Author{i % 5000} and B. Writer{(i * 31) % 7000}",
            "categories": ["q-bio.GN", "cs.LG", "physics.bio-ph", "q-bio.QM"][i % 4],
            "versions": [{"version": "v1", "created": f"Mon, 1 Jan 20{year:02d} 00:00:00 GMT"}],
            "update_date": f"20{year:02d}-01-01",
        }

    def write(self, path: Path, start: int, stop: int) -> None:
        with path.open("w", encoding="utf-8") as out:
            for i in range(start, stop):
                out.write(json.dumps(self.record(i)) + "\n")


def timed(
    owner: Any, method: str, totals: dict[str, list[float]], stage: str, *, alone: bool = False
) -> None:
    """Wrap ``owner.method`` to add its wall and CPU seconds to ``totals[stage]``: the
    calling thread's CPU, or with ``alone`` (nothing else runs meanwhile, but the engine
    uses threads of its own: the index build) the whole process's."""
    real = getattr(owner, method)
    clock = time.process_time if alone else time.thread_time

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        wall, cpu = time.perf_counter(), clock()
        try:
            return real(*args, **kwargs)
        finally:
            totals[stage][0] += time.perf_counter() - wall
            totals[stage][1] += clock() - cpu

    setattr(owner, method, wrapper)


def pipeline_run(args: argparse.Namespace) -> None:
    """Ingest ``--sizes`` passages in steps into one data folder; measure each step."""
    import resource

    import numpy as np
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.providers import make_arxiv_metadata
    from tapyre_paper_search.records.vectors import CollectionSpec

    work = args.path or Path(tempfile.mkdtemp(prefix="tapyre-scale-pipeline-"))
    work.mkdir(parents=True, exist_ok=True)
    replay = replay_embedder(np.load(args.vectors)["vectors"])
    sparse = Bm25Embedder()
    maker = CorpusMaker(args.words_per_paper, args.seed)
    totals: dict[str, list[float]] = {
        s: [0.0, 0.0] for s in ("chunk", "lexical", "sql", "vector_upsert", "index_build")
    }
    timed(sparse, "embed_passages", totals, "lexical")
    # What Tapyre creates with [papers] on_disk = true (int8 in RAM, originals on disk).
    spec = CollectionSpec(replay.name, PIPELINE_DIM, sparse.name, quantization="int8", on_disk=True)
    report: dict[str, Any] = {"args": {k: str(v) for k, v in vars(args).items()}, "steps": []}
    papers = passages = 0
    for target in args.sizes:
        # papers of about words_per_paper words: ~words/224 chunks (256-token windows, 32 overlap)
        per_paper = max(passages / papers, 1.0) if papers else args.words_per_paper / 224
        more = max(1, round((target - passages) / per_paper))
        corpus = work / f"corpus-{papers}.jsonl"
        maker.write(corpus, papers, papers + more)
        before = {k: list(v) for k, v in totals.items()}
        replay_before, load = replay.seconds, os.getloadavg()
        metadata, vectors, pipeline = open_step(work, replay, sparse, spec, totals)
        wall, cpu = time.perf_counter(), time.process_time()
        summary = pipeline.run([(make_arxiv_metadata({}), str(corpus))])
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        corpus.unlink()
        papers += summary.stored
        passages += summary.chunks
        vectors.flush()
        stages = {k: [round(totals[k][i] - before[k][i], 1) for i in (0, 1)] for k in totals}
        stages["dense_replay"] = [round(replay.seconds - replay_before, 1)] * 2
        info = vectors.info()["collections"]
        step = {
            "papers": papers,
            "passages": passages,
            "added_passages": summary.chunks,
            "wall_s": round(wall, 1),
            "cpu_s": round(cpu, 1),
            "stages_wall_cpu_s": stages,
            "load_average_before": load,
            "load_average_after": os.getloadavg(),
            "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
            "disk_bytes": {
                "sqlite": sum(folder_bytes_file(f) for f in work.glob("papers.sqlite3*")),
                **{f"qdrant_{k}": c["disk_bytes"] for k, c in info.items()},
            },
        }
        vectors.close()
        metadata.close()
        step["queries"] = pipeline_queries(args, work)
        print(json.dumps(step), flush=True)
        report["steps"].append(step)
        write_report(args.json, report)
    if args.path is None and not args.keep:
        shutil.rmtree(work, ignore_errors=True)


def open_step(
    work: Path, replay: Any, sparse: Any, spec: Any, totals: dict[str, list[float]]
) -> tuple[Any, Any, Any]:
    """Stores and pipeline for one step (anew each step: the query phase opens the stores
    in a child process), their stages timed into ``totals``."""
    from tapyre_paper_search.pipeline import IngestOptions, IngestPipeline
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    metadata = SqlMetadataStore(f"sqlite:///{work / 'papers.sqlite3'}")
    vectors = EdgeVectorStore(work / "qdrant", "papers")
    timed(metadata, "save_papers", totals, "sql")
    timed(vectors, "upsert", totals, "vector_upsert")
    timed(vectors, "optimize", totals, "index_build", alone=True)
    # Everything in this process (workers=0, embed_workers=0): each stage's CPU is its own.
    options = IngestOptions(workers=0, max_tokens=256, overlap_tokens=32, embed_workers=0)
    stores = {"metadata": metadata, "vectors": vectors, "collection_spec": spec}
    embedders = {"dense": replay, "sparse": sparse}
    pipeline = IngestPipeline(
        **stores, **embedders, journal_path=work / "ingest.journal", options=options
    )
    timed(pipeline, "_prepare", totals, "chunk")
    return metadata, vectors, pipeline


def folder_bytes_file(path: Path) -> int:
    return path.stat().st_blocks * 512 if path.is_file() else 0


def pipeline_queries(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    """Query latencies in a fresh process that opens the stores (as a server would)."""
    child = [sys.executable, str(Path(__file__).resolve()), "--query-pipeline", str(work),
             "--vectors", str(args.vectors), "--queries", str(args.queries)]  # fmt: skip
    out = subprocess.run(child, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1:]}
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def query_pipeline(work: Path, vectors_file: Path, queries: int) -> None:
    """Lexical, dense and hybrid passage searches (top 10 of 50 candidates, as the
    search service asks), and paper-level hybrid, with SciFact train claims."""
    import numpy as np
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.records.vectors import VectorQuery
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from vector_store import memory, percentiles

    with (SHARED / "scifact-dev" / "train" / "queries.jsonl").open(encoding="utf-8") as lines:
        claims = [json.loads(line)["text"] for line in lines][:queries]
    dense = replay_embedder(np.load(vectors_file)["vectors"]).embed_queries(claims)
    sparse = Bm25Embedder().embed_queries(claims)
    before = memory()
    store = EdgeVectorStore(work / "qdrant", "papers")
    kinds = {
        "lexical": lambda i: VectorQuery(sparse=sparse[i], limit=50),
        "dense": lambda i: VectorQuery(dense=dense[i], limit=50),
        "hybrid": lambda i: VectorQuery(dense=dense[i], sparse=sparse[i], limit=50),
        "paper_hybrid": lambda i: VectorQuery(
            dense=dense[i], sparse=sparse[i], limit=50, kind="paper"
        ),
    }
    result: dict[str, Any] = {"load_average": os.getloadavg()}
    store.query(kinds["dense"](0))  # open the collection outside the timing
    # Each kind twice: whichever runs first over the claims pays the first touches of
    # the memory-mapped vectors and graph (dense p50 4.1 ms, then 1.0 at 60k passages,
    # on_disk); "<kind>" is that first pass, as a fresh server sees it, "<kind>_warm"
    # the second.
    for name, make in kinds.items():
        for key in (name, f"{name}_warm"):
            samples = []
            for i in range(len(claims)):
                started = time.perf_counter()
                store.query(make(i))
                samples.append(time.perf_counter() - started)
            result[key] = percentiles(samples)
    after = memory()
    result["rss_mib"] = {k: round(after[k] - before.get(k, 0.0), 1) for k in ("rss", "anon")}
    store.close()
    print(json.dumps(result))


def pipeline_options(parser: argparse.ArgumentParser) -> None:
    """The options of ``--pipeline`` (see the module docs)."""
    parser.add_argument(
        "--pipeline",
        action="store_true",
        help="real text through the ingestion pipeline at --sizes passages (see the docs)",
    )
    parser.add_argument(
        "--sizes", type=int, nargs="+", default=[100_000, 300_000, 1_000_000], help="--pipeline"
    )
    parser.add_argument(
        "--vectors", type=Path, help="--pipeline: the .npz of real vectors to replay"
    )
    parser.add_argument(
        "--vectors-from", type=Path, help="write --vectors from this data folder's chunks, exit"
    )
    parser.add_argument("--words-per-paper", type=int, default=2200, help="--pipeline")
    parser.add_argument("--query-pipeline", type=Path, help=argparse.SUPPRESS)


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
