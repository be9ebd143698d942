"""Dense retrieval quality of the ``hf`` embedder's backends on SciFact train claims.

Embeds a SciFact subset (the abstracts judged relevant to the first
``--queries`` judged train claims, plus ``--distractors`` others drawn with a
fixed seed; ``--full`` for all 5,183) with each ``--backends`` entry, ranks by
exact cosine (no index, so only the vectors differ), and prints nDCG@10 and
recall@100 per backend with the difference to the first.  The bar for a faster
CPU backend to become the default: an nDCG@10 loss of at most 0.005.

An entry ``PASSAGES/QUERIES`` embeds the abstracts with one backend and the
claims with another: ``onnx-int8/onnx`` is what ``auto`` does on a CPU with
int8 dot products once its int8 export is made (int8 ingest workers, float32
queries).  Each backend embeds the abstracts once.

    python benchmarks/embedder_quality.py --backends torch onnx-int8
    python benchmarks/embedder_quality.py --backends onnx onnx-int8 onnx-int8/onnx
    python benchmarks/embedder_quality.py --full --backends torch onnx onnx-int8
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

from scifact_data import SCIFACT, abstracts, with_distractors

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", nargs="+", default=["torch", "onnx", "onnx-int8"])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--distractors", type=int, default=800)
    parser.add_argument("--full", action="store_true", help="the whole corpus and every claim")
    args = parser.parse_args()

    import numpy as np
    from tapyre_paper_search.embedders import hf
    from tapyre_paper_search.search.evaluation import load_qrels, load_queries
    from tapyre_paper_search.search.metrics import ndcg_at_k, recall_at_k

    queries = load_queries(SCIFACT / "train" / "queries.jsonl")
    qrels = load_qrels(SCIFACT / "train" / "qrels.tsv")
    judged = [q for q in queries if q.id in qrels]
    corpus = abstracts()
    if not args.full:
        judged = judged[: args.queries]
        corpus = with_distractors(corpus, judged, qrels, args.distractors)
    ids = [str(d["id"]) for d in corpus]
    papers = [(d["title"], d["abstract"]) for d in corpus]
    print(
        f"{len(judged)} claims, {len(corpus)} abstracts; load average {os.getloadavg()[0]:.1f}",
        flush=True,
    )
    rows = []
    embedders: dict[str, Any] = {}
    embedded: dict[str, tuple[Any, float]] = {}
    for backend in args.backends:
        passages, _, asked = backend.partition("/")
        for name in (passages, asked or passages):
            if name not in embedders:
                embedders[name] = hf.build({"device": "cpu", "backend": name})
        if passages not in embedded:
            started = time.perf_counter()
            docs = embedders[passages].embed_papers(papers)
            embedded[passages] = docs, time.perf_counter() - started
        docs, seconds = embedded[passages]
        found = embedders[asked or passages].embed_queries([q.text for q in judged])
        scores = found @ docs.T
        ndcg = recall = 0.0
        for row, query in enumerate(judged):
            top = np.argsort(-scores[row])[:100]
            ranking = [ids[i] for i in top]
            ndcg += ndcg_at_k(ranking, qrels[query.id], 10)
            recall += recall_at_k(ranking, qrels[query.id], 100)
        rows.append((backend, ndcg / len(judged), recall / len(judged), len(corpus) / seconds))
        print(
            f"{backend:<14} nDCG@10 {rows[-1][1]:.4f}  recall@100 {rows[-1][2]:.4f}  "
            f"Δ nDCG@10 vs {rows[0][0]} {rows[-1][1] - rows[0][1]:+.4f}  "
            f"({rows[-1][3]:.1f} abstracts/s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
