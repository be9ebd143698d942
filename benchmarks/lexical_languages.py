"""BM25 on SciFact, in process: English-only analysis against language-aware analysis.

Indexes the 5,183 SciFact abstracts with the ``bm25`` embedder's passage vectors,
scores queries with Qdrant's formula (query terms · IDF · passage weights; IDF
as Qdrant computes it), and prints nDCG@10 and recall@100 for the 809 English
train claims and, on the 40 German claims, German against English queries.
Each ``--languages`` entry is one configuration of ``[embedders.bm25] languages``;
``--unsure-margin`` overrides :data:`tapyre_paper_search.language.UNSURE_MARGIN`
(0: never analyse a query in two languages).

    python benchmarks/lexical_languages.py --languages en en,de
    python benchmarks/lexical_languages.py --languages en,de --unsure-margin 0 0.3 0.5
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections import defaultdict
from pathlib import Path

from scifact_data import SCIFACT, abstracts

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", nargs="+", default=["en", "en,de"])
    parser.add_argument("--unsure-margin", nargs="+", type=float, default=[])
    args = parser.parse_args()

    from tapyre_paper_search import language
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.search.evaluation import load_qrels, load_queries
    from tapyre_paper_search.search.metrics import ndcg_at_k, recall_at_k

    corpus = abstracts()
    english = load_queries(SCIFACT / "train" / "queries.jsonl")
    qrels = load_qrels(SCIFACT / "train" / "qrels.tsv")
    german = load_queries(SCIFACT / "train-de" / "queries.jsonl")
    german_ids = {q.id for q in german}
    paired_english = [q for q in english if q.id in german_ids]
    ids = [str(d["id"]) for d in corpus]
    texts = [f"{d['title']}\n\n{d['abstract']}" for d in corpus]
    print(f"{len(corpus)} abstracts; load average {os.getloadavg()[0]:.1f}", flush=True)

    margins = args.unsure_margin or [language.UNSURE_MARGIN]
    for spec in args.languages:
        embedder = Bm25Embedder(languages=tuple(spec.split(",")))
        started = time.process_time()
        vectors = embedder.embed_passages(texts)
        cpu = time.process_time() - started
        postings: dict[int, list[tuple[int, float]]] = defaultdict(list)
        for row, vector in enumerate(vectors):
            for index, value in zip(vector.indices, vector.values, strict=True):
                postings[index].append((row, value))
        n = len(texts)
        idf = {t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in postings.items()}

        def run(
            queries: list,
            embedder: Bm25Embedder = embedder,
            postings: dict = postings,
            idf: dict = idf,
        ) -> tuple[float, float]:
            ndcg = recall = 0.0
            judged = [q for q in queries if q.id in qrels]
            for query in judged:
                [vector] = embedder.embed_queries([query.text])
                scores: dict[int, float] = defaultdict(float)
                for term in vector.indices:
                    for row, value in postings.get(term, ()):
                        scores[row] += idf[term] * value
                top = sorted(scores, key=lambda r: (-scores[r], ids[r]))[:100]
                ranking = [ids[r] for r in top]
                ndcg += ndcg_at_k(ranking, qrels[query.id], 10)
                recall += recall_at_k(ranking, qrels[query.id], 100)
            return ndcg / len(judged), recall / len(judged)

        for margin in margins:
            language.UNSURE_MARGIN = margin
            en_all = run(english)
            en40, de40 = run(paired_english), run(german)
            print(
                f"languages={spec:<6} margin={margin:<4g} English 809: nDCG@10 {en_all[0]:.4f} "
                f"R@100 {en_all[1]:.4f} | 40 claims: German nDCG@10 {de40[0]:.4f} "
                f"English {en40[0]:.4f} | {n / cpu:.0f} passages per CPU-second",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
