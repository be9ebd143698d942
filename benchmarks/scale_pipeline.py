"""The ``--pipeline`` mode of ``scale_sim.py``: the whole ingestion at growing sizes.

``scale_sim.py --pipeline`` measures the whole ingestion instead of the vector store alone:
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
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from vector_store import write_report  # (benchmarks/ on sys.path: scale_sim.py imports this)

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA


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
    child = [sys.executable, str(HERE / "scale_sim.py"), "--query-pipeline", str(work),
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
