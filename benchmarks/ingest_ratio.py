"""Whole ingestion of SciFact abstracts against plain sentence-transformers encoding
of the same abstracts, back to back in one run.

The baseline is what a user would write without Tapyre:
``SentenceTransformer(all-MiniLM-L6-v2).encode(["title abstract", …])`` (torch,
its default batches, cut at 256 tokens).  The candidate is the whole ingestion
(:class:`~tapyre_paper_search.pipeline.IngestPipeline` into fresh SQLite + Qdrant
Edge stores, the default ``hf`` embedder + BM25, chunks of 256 tokens with 32 of
overlap, paper vectors, the vector index), as ``tapyre papers ingest`` runs it.
Both models are loaded before the clock starts; the ingestion's encoder worker
processes start inside it.  Rounds alternate baseline and candidate, so both see
the same load; the ratio of each round and their median are printed, with the
CPU seconds of each side (this process and its finished children, and the
ingestion's encoder worker processes, read from ``/proc`` as their pool
closes: they are children of the multiprocessing forkserver), so the CPU ratio
holds on a machine other jobs share while the wall ratio does not.

    python benchmarks/ingest_ratio.py                   # 500 abstracts, 3 rounds
    python benchmarks/ingest_ratio.py --limit 5183 --rounds 1 --no-baseline   # all, with peak RSS
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from pipeline import SHARED, run_once  # noqa: E402


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


WORKER_CPU = [0.0]
"""CPU seconds of the encoder worker processes whose pools have closed (Linux)."""


def count_worker_cpu() -> None:
    """Add each encoder pool's workers' CPU time to :data:`WORKER_CPU` as it closes, or
    as it switches to other workers (``auto`` making its int8 model during an ingest)."""
    from tapyre_paper_search.embedders import encoder_pool

    tick = os.sysconf("SC_CLK_TCK")

    def count(self: Any) -> None:
        for pid in list(getattr(self._executor, "_processes", None) or {}):
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            WORKER_CPU[0] += (int(fields[11]) + int(fields[12])) / tick

    close, switch = encoder_pool.EncoderPool.close, encoder_pool.EncoderPool.switch

    def counted_close(self: Any, **options: Any) -> None:
        count(self)
        close(self, **options)

    def counted_switch(self: Any, recipe: Any) -> None:
        count(self)  # called between inputs: the old workers are idle
        switch(self, recipe)

    encoder_pool.EncoderPool.close = counted_close  # type: ignore[method-assign]
    encoder_pool.EncoderPool.switch = counted_switch  # type: ignore[method-assign]


def timed(fn: Any) -> tuple[Any, float, float]:
    started, cpu = time.perf_counter(), cpu_seconds() + WORKER_CPU[0]
    result = fn()
    return result, time.perf_counter() - started, cpu_seconds() + WORKER_CPU[0] - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=500, help="the first N SciFact abstracts")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--backend", default="auto", help="the hf backend of the ingestion")
    parser.add_argument("--no-baseline", action="store_true", help="time the ingestion only")
    args = parser.parse_args()
    count_worker_cpu()

    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.embedders.hf import build, packaged_minilm_folder

    with (SHARED / "scifact-dev" / "corpus.jsonl").open(encoding="utf-8") as lines:
        kept = [line for i, line in enumerate(lines) if i < args.limit]
    docs = [json.loads(line) for line in kept]
    texts = [f"{d['title']} {d['abstract']}" for d in docs]
    work = Path(tempfile.mkdtemp(prefix="tapyre-bench-ratio-"))
    corpus = work / "corpus.jsonl"
    corpus.write_text("".join(kept), encoding="utf-8")

    dense = build({"backend": args.backend})
    dense.embed_passages(["warm-up"])
    sparse = Bm25Embedder()
    model = None
    if not args.no_baseline:
        from sentence_transformers import SentenceTransformer

        model = SentenceTransformer(packaged_minilm_folder(), device="cpu")
        model.encode(["warm-up"])
    print(
        f"{len(docs)} SciFact abstracts; ingestion: hf {dense.encoder.describe()['execution']}, "
        f"{os.cpu_count()} CPUs; load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}",
        flush=True,
    )
    ratios, cpu_ratios = [], []
    for number in range(1, args.rounds + 1):
        line = f"round {number}:"
        if model is not None:
            _, base_s, base_cpu = timed(lambda: model.encode(texts))
            line += f" sentence-transformers encode {base_s:.2f} s ({base_cpu:.1f} CPU-s);"
        row, ingest_s, ingest_cpu = timed(lambda: run_once(corpus, 0, "minilm", dense, sparse))
        line += (
            f" whole ingest {ingest_s:.2f} s ({ingest_cpu:.1f} CPU-s with the encoder workers; "
            f"{row['papers']} papers, "
            f"{row['chunks']} chunks; busy "
            + ", ".join(f"{k} {v:.1f} s" for k, v in row["busy_seconds"].items())
            + ")"
        )
        if model is not None:
            ratios.append(ingest_s / base_s)
            cpu_ratios.append(ingest_cpu / base_cpu)
            line += f"; ratio {ratios[-1]:.2f} (CPU-s {cpu_ratios[-1]:.2f})"
        print(line, flush=True)
    if ratios:
        print(
            f"median ratio {statistics.median(ratios):.2f} over {len(ratios)} rounds "
            f"(goal <= 0.5); CPU-seconds {statistics.median(cpu_ratios):.2f}"
        )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    peak_children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(
        f"peak RSS: this process {peak:.0f} MiB, largest child {peak_children:.0f} MiB; "
        f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}"
    )


if __name__ == "__main__":
    main()
