"""Paper vectors from the chunks against a second encode of (title, abstract).

Ingestion encodes each text once: an abstract-only paper's vector is its first
chunk's (the title and the abstract up to the chunk size) instead of a second
encode of ``title [SEP] abstract`` (:func:`tapyre_paper_search.pipeline.work.
covers_paper_text`).  This script checks what such choices do to retrieval on
SciFact train claims (``../shared/data/scifact-dev/train``): dense paper-level
nDCG@10 and recall@100 of each kind of paper vector (``encoded``: a second
encode; ``ingestion``: what ingestion stores; ``first chunk``: every paper's
first chunk, as ingestion does for abstract-only papers; ``mean of chunks``:
their mean direction), by exact (brute-force) cosine search over the corpus,
chunked and encoded as ingestion does it (``hf`` embedder, chunks of 256
tokens, 32 of overlap; ``--chunk-tokens``, ``--overlap`` and ``--max-tokens`` try
others).  ``--vectors FILE`` keeps the
encoded vectors (``.npz``) and reuses them on the next run.  Chunk vectors do not
change, so chunk-level search is the same by construction; the script also
prints chunk-level (best chunk per paper) nDCG@10 for reference.

    python benchmarks/paper_vectors.py                 # the whole corpus (5,183 abstracts)
    python benchmarks/paper_vectors.py --limit 1500    # the judged papers + others, 1,500 in all
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA


def ndcg_at_10(ranked: list[str], relevant: set[str]) -> float:
    gains = sum(1 / np.log2(i + 2) for i, doc in enumerate(ranked[:10]) if doc in relevant)
    ideal = sum(1 / np.log2(i + 2) for i in range(min(10, len(relevant))))
    return float(gains / ideal) if ideal else 0.0


def score(
    *,
    queries: list[dict[str, Any]],
    qrels: dict[str, set[str]],
    ids: list[str],
    q: np.ndarray,
    variants: dict[str, np.ndarray],
    chunk_vectors: np.ndarray,
    owner: np.ndarray,
) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """nDCG@10 per claim of each kind of paper vector and of the best chunk per
    paper; recall@100 of each kind of paper vector."""
    results: dict[str, list[float]] = {name: [] for name in [*variants, "chunk level"]}
    recall: dict[str, list[float]] = {name: [] for name in variants}
    for row, query in enumerate(queries):
        relevant = qrels[str(query["id"])]
        for name, matrix in variants.items():
            order = np.argsort(-(matrix @ q[row]))
            ranked = [ids[i] for i in order[:100]]
            results[name].append(ndcg_at_10(ranked, relevant))
            recall[name].append(len(relevant & set(ranked)) / len(relevant))
        best = np.full(len(ids), -np.inf, dtype=np.float32)
        np.maximum.at(best, owner, chunk_vectors @ q[row])
        results["chunk level"].append(
            ndcg_at_10([ids[i] for i in np.argsort(-best)[:10]], relevant)
        )
    return results, recall


def load(limit: int | None) -> tuple[list[Any], dict[str, set[str]], list[Any]]:
    """SciFact train claims, their judgments and the corpus (every judged paper
    first, cut to ``limit``)."""
    folder = SHARED / "scifact-dev"
    queries = [json.loads(line) for line in (folder / "train" / "queries.jsonl").open()]
    qrels: dict[str, set[str]] = {}
    for line in (folder / "train" / "qrels.tsv").open():
        parts = line.split()
        if len(parts) >= 3 and parts[0] != "query-id" and int(parts[2]) > 0:
            qrels.setdefault(parts[0], set()).add(parts[1])
    docs = [json.loads(line) for line in (folder / "corpus.jsonl").open()]
    if limit:
        judged = {d for rel in qrels.values() for d in rel}
        first = [d for d in docs if str(d["id"]) in judged]
        rest = [d for d in docs if str(d["id"]) not in judged]
        docs = (first + rest)[: max(limit, len(first))]
    return queries, qrels, docs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, help="corpus size: every judged paper, then others")
    parser.add_argument("--backend", default="auto", help="the hf backend")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--vectors", type=Path, help="keep / reuse the encoded vectors (.npz)")
    parser.add_argument("--chunk-tokens", type=int, default=256, help="chunk size (tokens)")
    parser.add_argument("--overlap", type=int, default=32, help="chunk overlap (tokens)")
    parser.add_argument(
        "--max-tokens", type=int, help="the encoder's input length (default: the model's, 256)"
    )
    args = parser.parse_args()

    from tapyre_paper_search.chunking import chunk_paper
    from tapyre_paper_search.embedders.hf import build
    from tapyre_paper_search.pipeline.work import covers_paper_text, paper_vectors_from_chunks
    from tapyre_paper_search.records import Page, PaperRecord

    queries, qrels, docs = load(args.limit)
    ids = [str(d["id"]) for d in docs]
    queries = [q for q in queries if str(q["id"]) in qrels]

    dense = build(
        {"backend": args.backend, **({"max_tokens": args.max_tokens} if args.max_tokens else {})}
    )
    started = time.perf_counter()
    records = []
    for doc in docs:
        body = "\n\n".join(t for t in (doc["title"], doc["abstract"]) if t.strip())
        chunks = chunk_paper(
            str(doc["id"]),
            [Page(1, body)],
            dense.count_tokens,
            max_tokens=args.chunk_tokens,
            overlap_tokens=args.overlap,
        )
        records.append((doc, chunks))
    texts = [c.text for _, chunks in records for c in chunks]
    q_texts = [str(x["text"]) for x in queries]
    if args.vectors and args.vectors.is_file():
        kept = np.load(args.vectors)
        chunk_vectors, encoded, q = kept["chunks"], kept["papers"], kept["queries"]
    else:
        with dense.encoding_workers(args.workers):
            chunk_vectors = dense.embed_passages(texts)
            encoded = dense.embed_papers([(d["title"], d["abstract"]) for d, _ in records])
        q = dense.embed_queries(q_texts)
        if args.vectors:
            np.savez(args.vectors, chunks=chunk_vectors, papers=encoded, queries=q)
    stand_ins = [
        PaperRecord(metadata=None, content_hash="", locator="", chunks=chunks)  # type: ignore[arg-type]
        for _, chunks in records
    ]
    ingestion = paper_vectors_from_chunks(stand_ins, chunk_vectors)
    ingestion[[not covers_paper_text(r) for r in stand_ins]] = encoded[
        [not covers_paper_text(r) for r in stand_ins]
    ]
    counts = [len(c) for _, c in records]
    owner = np.repeat(np.arange(len(records)), counts)
    firsts = np.cumsum([0, *counts[:-1]])
    means = np.stack([chunk_vectors[owner == i].mean(0) for i in range(len(records))])
    variants = {
        "encoded": encoded,
        "ingestion": ingestion,
        "first chunk": chunk_vectors[firsts],
        "mean of chunks": means / np.linalg.norm(means, axis=1, keepdims=True),
    }
    print(
        f"{len(docs)} papers, {len(texts)} chunks ({sum(c == 1 for c in counts)} papers of one "
        f"chunk), {len(queries)} train claims; backend {dense.encoder.describe()['execution']}; "
        f"encoded in {time.perf_counter() - started:.0f} s; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    results, recall = score(
        queries=queries,
        qrels=qrels,
        ids=ids,
        q=q,
        variants=variants,
        chunk_vectors=chunk_vectors,
        owner=owner,
    )
    for name, values in results.items():
        extra = f"  recall@100 {np.mean(recall[name]):.4f}" if name in recall else ""
        print(f"{name:>12}: nDCG@10 {np.mean(values):.4f}{extra}")
    for name in list(variants)[1:]:
        drop = np.mean(results["encoded"]) - np.mean(results[name])
        print(f"paper level: {name} loses {drop:+.4f} nDCG@10 against encoding (goal <= 0.005)")


if __name__ == "__main__":
    main()
