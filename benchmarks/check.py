"""``tapyre papers check`` at size: how long the comparison takes, and its memory.

Builds ``--papers`` papers of ``--chunks`` chunks each in a real SQLite file and
a real Qdrant Edge collection (random unit vectors of ``--dim`` dimensions,
the payload ingestion writes), then knocks out some vectors behind the
stores' back (every 100th paper loses its points, every 100th another its last
chunk point; points of 20 unknown papers are added) and times:

1. **check**: :func:`~tapyre_paper_search.pipeline.consistency.check_collection`
   over the whole collection (papers/s, points/s), with the differences it found;
2. **fast check**: the form an ingestion runs after an unclean shutdown, on
   ``--pending`` papers, plus collection-level counts;
3. **repair**: deleting the stale and orphan points and re-embedding the papers
   with missing vectors (a cheap hashing embedder, so the figure is the stores'
   part), then a second check, which must be clean.

Peak RSS of the process is printed at the end (the walk is paged: it should
grow with the differences, not with the collection).

    python benchmarks/check.py --papers 20000 --chunks 10
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))


def build(folder: Path, papers: int, chunks: int, dim: int) -> tuple[Any, Any, str]:
    import numpy as np
    from tapyre_paper_search.records import Chunk, PaperMetadata, PaperRecord
    from tapyre_paper_search.records.vectors import CollectionSpec
    from tapyre_paper_search.store.points import record_points
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    version = "bench;max=256;overlap=32"
    metadata = SqlMetadataStore(f"sqlite:///{folder / 'papers.sqlite3'}")
    vectors = EdgeVectorStore(folder / "qdrant")
    vectors.ensure_collection(CollectionSpec(f"test-hash-{dim}", dim))
    rng = np.random.default_rng(7)
    started = time.perf_counter()
    for start in range(0, papers, 200):
        records = []
        points = []
        for i in range(start, min(start + 200, papers)):
            pid = f"bench.{i:07d}"
            meta = PaperMetadata(pid, f"Paper {i}", f"Abstract {i}", source="bench")
            chunk_list = [
                Chunk(pid, j, f"chunk {j} of paper {i}", 1, 1, 0, 10, 5) for j in range(chunks)
            ]
            record = PaperRecord(meta, f"hash-{i}", f"/bench/{i}.pdf", 1, chunk_list)
            dense = rng.standard_normal((chunks + 1, dim)).astype(np.float32)
            dense /= np.linalg.norm(dense, axis=1, keepdims=True)
            records.append(record)
            points.extend(
                record_points(
                    record, paper_dense=dense[0], chunk_dense=dense[1:], chunker_version=version
                )
            )
        for i in range(0, len(points), 512):
            vectors.upsert(points[i : i + 512])
        metadata.save_papers(records, chunker_version=version)
    vectors.optimize()
    took = time.perf_counter() - started
    print(f"built {papers} papers, {papers * (chunks + 1)} points in {took:.1f} s")
    return metadata, vectors, version


def knock_out(vectors: Any, papers: int, chunks: int, version: str, dim: int) -> None:
    from tapyre_paper_search.records.vectors import VectorPoint
    from tapyre_paper_search.store.ids import chunk_point_id

    for i in range(0, papers, 100):
        vectors.delete_paper(f"bench.{i:07d}")
    for i in range(50, papers, 100):
        vectors.delete_points([chunk_point_id(f"bench.{i:07d}", chunks - 1, version)])
    vectors.upsert(
        [
            VectorPoint(f"00000000-0000-4000-8000-{i:012d}", "paper", [1.0] * dim, None,
                        {"paper_id": f"unknown.{i}"})
            for i in range(20)
        ]
    )  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--papers", type=int, default=20_000)
    parser.add_argument("--chunks", type=int, default=10, help="chunks per paper")
    parser.add_argument("--dim", type=int, default=32)
    parser.add_argument("--pending", type=int, default=64, help="papers of the fast check")
    args = parser.parse_args()

    from pipeline_helpers import HashEmbedder
    from tapyre_paper_search.pipeline import consistency

    with tempfile.TemporaryDirectory(prefix="tapyre-check-") as tmp:
        metadata, vectors, version = build(Path(tmp), args.papers, args.chunks, args.dim)
        knock_out(vectors, args.papers, args.chunks, version, args.dim)
        total_points = vectors.count()

        started = time.perf_counter()
        report = consistency.check_collection(metadata, vectors)
        took = time.perf_counter() - started
        print(
            f"check: {report.papers_checked} papers and {report.points_checked} points in "
            f"{took:.2f} s ({report.papers_checked / took:,.0f} papers/s, "
            f"{total_points / took:,.0f} points/s); counts {report.counts()}"
        )

        pending = [f"bench.{i:07d}" for i in range(args.pending)]
        started = time.perf_counter()
        fast = consistency.check_papers(metadata, vectors, pending)
        took = time.perf_counter() - started
        print(
            f"fast check of {len(pending)} papers + counts: {took * 1000:.0f} ms; "
            f"{len(fast.papers)} papers differ; {fast.vector_points} points stored, "
            f"{fast.expected_points} accounted for by SQL"
        )

        embedder = consistency.RecordEmbedder(HashEmbedder(args.dim), None)
        started = time.perf_counter()
        summary = consistency.repair(report, metadata, vectors, embedder)
        took = time.perf_counter() - started
        print(
            f"repair: {summary.deleted_points} points deleted, {summary.reembedded_papers} "
            f"papers re-embedded ({summary.upserted_points} points) in {took:.2f} s"
        )
        again = consistency.check_collection(metadata, vectors)
        print(f"check after repair: clean={again.clean}")
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"peak RSS: {peak:.0f} MB")
        metadata.close()
        vectors.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
