"""The ingestion pipeline end to end: pages/s with 1 and 2 (or more) extraction workers.

Ingests the real PDFs of ``../shared/data/papers`` and ``papers-hard`` (12
files, 171 pages) into fresh stores (SQLite + Qdrant Edge) with
:class:`~tapyre_paper_search.pipeline.IngestPipeline`, exactly as
``tapyre papers ingest`` does, once per ``--workers`` value.

``--copies N`` ingests N distinct copies of the corpus (each copy's bytes
differ by a trailing PDF comment, so each is a new paper, not a skipped
duplicate) to measure a longer, steadier run.

``--embedder`` picks what turns chunks into vectors:

* ``hash`` (default): a deterministic hashed bag of words (384 wide), next
  to free, so the figure is the pipeline itself: extraction, chunking
  (whitespace token counts), BM25, vector upserts, SQL;
* ``minilm``: the embedded default, all-MiniLM-L6-v2 (``hf``) + BM25; on a
  CPU the embedding dominates and the workers hardly matter;
* ``none-sparse``: like ``hash`` but without BM25.

    python benchmarks/pipeline.py                       # hash, workers 1 and 2
    python benchmarks/pipeline.py --copies 5 --workers 1 2 4 8
    python benchmarks/pipeline.py --embedder minilm --workers 1 2
    python benchmarks/pipeline.py --source scifact --workers 1   # metadata-only, 5,183 abstracts
    python benchmarks/pipeline.py --embedder minilm --workers 1 --executor local ray

``--executor ray`` runs extraction and embedding on Ray (``tapyre papers ingest
--executor ray``): on the cluster at ``--ray-address``, or on a local one started
for the run (all this machine's CPUs), to show Ray's overhead on one machine.

Prints a table; ``--json PATH`` writes every figure.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA


def build_corpus(folder: Path, copies: int) -> tuple[int, int]:
    """Copy the shared PDFs ``copies`` times with distinct bytes; (files, pages)."""
    import pymupdf

    sources = sorted((SHARED / "papers").glob("*.pdf")) + sorted(
        (SHARED / "papers-hard").glob("*.pdf")
    )
    if not sources:
        raise SystemExit(f"no PDFs under {SHARED}/papers*: see shared/data/README.md")
    pages = 0
    for source in sources:
        with pymupdf.open(source) as doc:
            pages += doc.page_count
    folder.mkdir(parents=True)
    for copy in range(copies):
        for source in sources:
            data = source.read_bytes()
            if copy:
                # A comment after %%EOF: same document, new content hash, new paper id.
                data += f"\n%copy {copy}\n".encode()
            # Not an arXiv-id file name, so the id comes from the content.
            (folder / f"c{copy}-{source.name}").write_bytes(data)
    return len(sources) * copies, pages * copies


def embedders(kind: str, backend: str = "auto") -> tuple[Any, Any]:
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder

    if kind == "minilm":
        from tapyre_paper_search.embedders.hf import build

        return build({"backend": backend}), Bm25Embedder()
    from pipeline_helpers import HashEmbedder

    return HashEmbedder(dimension=384), (None if kind == "none-sparse" else Bm25Embedder())


def ray_executor(kind: str, backend: str, address: str | None) -> Any:
    """The Ray executor; the embedders are built in each actor (MiniLM from settings,
    the hash embedder from this folder's ``pipeline_helpers``, on the workers' path)."""
    from tapyre_paper_search.distributed import EmbedderFactory, RayExecutor
    from tapyre_paper_search.distributed.cluster import connect

    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT / "tapyre-paper-search" / "tests"), os.environ.get("PYTHONPATH")) if p
    )
    connect(address)
    if kind == "minilm":
        factory = EmbedderFactory({"embedders": {"hf": {"backend": backend}}}, "hf", "bm25")
        return RayExecutor(address, embedders=factory)
    return RayExecutor(address)


def run_once(
    corpus: Path, workers: int, kind: str, dense: Any, sparse: Any, *, executor: Any = None
) -> dict[str, Any]:
    from tapyre_paper_search.pipeline import IngestOptions, IngestPipeline
    from tapyre_paper_search.providers import make_arxiv_metadata, make_pdf_folder
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    data = Path(tempfile.mkdtemp(prefix="tapyre-bench-pipeline-"))
    try:
        metadata = SqlMetadataStore(f"sqlite:///{data / 'papers.sqlite3'}")
        vectors = EdgeVectorStore(data / "qdrant")
        pipeline = IngestPipeline(
            metadata=metadata,
            vectors=vectors,
            dense=dense,
            sparse=sparse,
            journal_path=data / "ingest.journal",
            options=IngestOptions(workers=workers, max_tokens=256, overlap_tokens=32),
            executor=executor,
        )
        started, cpu_started = time.perf_counter(), time.process_time()
        is_jsonl = corpus.suffix == ".jsonl"
        provider = make_arxiv_metadata({}) if is_jsonl else make_pdf_folder({})
        summary = pipeline.run([(provider, str(corpus))])
        seconds = time.perf_counter() - started
        # This process's CPU time: with --workers 0 every stage runs here, so pages per
        # CPU-second is the per-core rate even on a machine other processes share.
        cpu_seconds = time.process_time() - cpu_started
        metadata.close()
        vectors.close()
        sizes = store_sizes(data)
    finally:
        shutil.rmtree(data, ignore_errors=True)
    return {
        "embedder": kind,
        "executor": "ray" if executor is not None else "local",
        "workers": workers,
        "papers": summary.stored,
        "failed": summary.failed,
        "pages": summary.pages,
        "chunks": summary.chunks,
        "seconds": round(seconds, 2),
        "pages_per_s": round(summary.pages / seconds, 1),
        "papers_per_s": round(summary.stored / seconds, 2),
        "chunks_per_s": round(summary.chunks / seconds, 1),
        "cpu_seconds": round(cpu_seconds, 2),
        "pages_per_cpu_s": round(summary.pages / cpu_seconds, 1) if cpu_seconds else 0.0,
        "busy_seconds": summary.busy_seconds,
        "nodes": summary.nodes,
        **sizes,
        **per_unit(sizes, summary.stored, summary.chunks),
    }


def allocated_bytes(path: Path) -> int:
    """Bytes allocated on disk under ``path`` (Qdrant preallocates sparse files)."""
    files = [path] if path.is_file() else [f for f in path.rglob("*") if f.is_file()]
    return sum(f.stat().st_blocks * 512 for f in files)


def store_sizes(data: Path) -> dict[str, int]:
    """Sizes of the closed stores of one run: the SQLite file and the Qdrant folder."""
    return {
        "sql_bytes": (data / "papers.sqlite3").stat().st_size,
        "qdrant_bytes": allocated_bytes(data / "qdrant"),
    }


@functools.cache
def empty_sql_bytes() -> int:
    """The size of a freshly created, empty metadata database (schema and indexes only)."""
    from tapyre_paper_search.store.sql import SqlMetadataStore

    data = Path(tempfile.mkdtemp(prefix="tapyre-bench-empty-"))
    try:
        SqlMetadataStore(f"sqlite:///{data / 'papers.sqlite3'}").close()
        return (data / "papers.sqlite3").stat().st_size
    finally:
        shutil.rmtree(data, ignore_errors=True)


def per_unit(sizes: dict[str, int], papers: int, chunks: int) -> dict[str, float]:
    """SQL bytes per paper and per chunk, net of the empty database."""
    net = sizes["sql_bytes"] - empty_sql_bytes()
    return {
        "sql_bytes_per_paper": round(net / papers) if papers else 0,
        "sql_bytes_per_chunk": round(net / chunks) if chunks else 0,
        "chunks_per_paper": round(chunks / papers, 1) if papers else 0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--copies", type=int, default=1)
    parser.add_argument("--embedder", choices=["hash", "minilm", "none-sparse"], default="hash")
    parser.add_argument("--repeat", type=int, default=1, help="runs per setting; best is kept")
    parser.add_argument(
        "--source",
        choices=["pdfs", "scifact"],
        default="pdfs",
        help="pdfs: the shared PDFs (--copies); scifact: metadata-only ingestion of "
        "scifact-dev/corpus.jsonl (5,183 abstracts, no PDFs)",
    )
    parser.add_argument("--backend", default="auto", help="minilm: the hf backend (onnx, …)")
    parser.add_argument("--limit", type=int, help="scifact: the first N abstracts only")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument(
        "--executor", nargs="+", choices=["local", "ray"], default=["local"], help="run each"
    )
    parser.add_argument("--ray-address", help="--executor ray: the cluster (default: a local one)")
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="tapyre-bench-corpus-"))
    try:
        if args.source == "scifact":
            corpus = work / "corpus.jsonl"
            with (SHARED / "scifact-dev" / "corpus.jsonl").open(encoding="utf-8") as lines:
                kept = [
                    line for i, line in enumerate(lines) if args.limit is None or i < args.limit
                ]
            corpus.write_text("".join(kept), encoding="utf-8")
            files, pages = len(kept), 0
        else:
            corpus = work / "pdfs"
            files, pages = build_corpus(corpus, args.copies)
        dense, sparse = embedders(args.embedder, args.backend)
        if args.embedder == "minilm":
            dense.embed_passages(["warm-up"])  # load the model outside the timing
        print(
            f"corpus: {files} {'abstracts' if args.source == 'scifact' else 'PDFs'}, "
            f"{pages} pages; embedder {args.embedder} {args.backend}; "
            f"{os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.1f}",
            flush=True,
        )
        rows = []
        for name in args.executor:
            executor = (
                ray_executor(args.embedder, args.backend, args.ray_address)
                if name == "ray"
                else None
            )
            for workers in args.workers if name == "local" else [1]:
                best = min(
                    (run_once(corpus, workers, args.embedder, dense, sparse, executor=executor)
                     for _ in range(args.repeat)),
                    key=lambda r: r["seconds"],
                )  # fmt: skip
                rows.append(best)
                label = f"workers {workers:>2}" if name == "local" else "ray       "
                print(
                    f"{label}: {best['seconds']:>7.2f} s  {best['pages_per_s']:>7.1f} "
                    f"pages/s  {best['papers_per_s']:>6.2f} papers/s  "
                    f"{best['chunks_per_s']:>7.1f} chunks/s  ({best['papers']} papers, "
                    f"{best['chunks']} chunks, {best['failed']} failed); busy: "
                    + ", ".join(f"{k} {v:.1f} s" for k, v in best["busy_seconds"].items()),
                    flush=True,
                )
                print(
                    f"            {best['pages_per_cpu_s']} pages per CPU-second of this process; "
                    f"{best['chunks_per_paper']} chunks/paper; SQLite "
                    f"{best['sql_bytes']:,} bytes ({best['sql_bytes_per_paper']:,} per paper, "
                    f"{best['sql_bytes_per_chunk']:,} per chunk net of the empty schema); "
                    f"Qdrant folder {best['qdrant_bytes']:,} bytes",
                    flush=True,
                )
                for node, stats in best["nodes"].items():
                    print(f"    node {node}: {stats}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        report = {
            "machine": {
                "cpus": os.cpu_count(),
                "python": platform.python_version(),
                "load_average": os.getloadavg()[0],
            },
            "corpus": {"files": files, "pages": pages, "copies": args.copies},
            "runs": rows,
        }
        args.json.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
