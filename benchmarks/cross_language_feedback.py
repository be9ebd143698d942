"""A lexical side for queries in another language than the papers: the query's
words translated to their nearest collection words in the multilingual
encoder's space (the search service's ``TermBridge``, ``[papers]
cross_language_terms``), and, with ``--feedback``, English terms chosen from
the query's best dense hits (pseudo-relevance feedback, RM3-style).
``default`` is the rule the project's defaults give with the multilingual
embedder (``cross_language_terms`` unset), with the German/English ratios of
the ordinary hybrid (``base``) and of that rule.

Measured on the claims and pools of ``multilingual_fusion.py`` (same draw, same
cached vectors; word vectors go to the same cache): the 40 German claims of
``train-de``, their English originals, and the English claims, over the
abstracts judged relevant plus ``--distractors`` others.  Each side is fused as
a third DBSF list with the dense side and the query's own lexical side
(cross-language hits x0.25), for a query whose languages do not include the
collection's main language (every German claim here, no English one), so
English figures are unchanged by construction; ``--always`` also scores it for
the English claims.  Rules are named ``nn-kK-fFLOOR-bWEIGHT`` (K words per
query word above cosine FLOOR, fused with WEIGHT) and ``prf-dD-mM-bWEIGHT``
(the best M terms of the best D dense hits).

    python benchmarks/cross_language_feedback.py --distractors 200 1000 6000 --english-claims 809
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import NamedTuple

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from multilingual_fusion import (
    VectorCache,
    dbsf_weighted,
    lexical_index,
    lexical_scores,
    pool_arguments,
    prepare,
    top,
)
from tapyre_paper_search.search.term_bridge import BRIDGE_WEIGHT, FLOOR, TermBridge
from tapyre_paper_search.settings import cross_language_default

NEIGHBOURS = (3, 5)
"""Collection words per query word tried (1, 2 and 8 were measured too)."""
FLOORS = (0.84, 0.86, 0.88)
BETAS = (0.35, 0.5)


def feedback_terms(
    feedback: list[tuple[int, float]], doc_vectors, idf: dict, *, temperature: float
) -> dict[int, float]:  # type: ignore[no-untyped-def]
    """RM3-style term weights: each feedback document's saturated tf times idf,
    weighted by the softmax of its dense score."""
    scores = np.array([s for _, s in feedback])
    prior = np.exp((scores - scores.max()) / temperature)
    prior /= prior.sum()
    weight: dict[int, float] = defaultdict(float)
    for (row, _), p in zip(feedback, prior, strict=True):
        vec = doc_vectors[row]
        for index, value in zip(vec.indices, vec.values, strict=True):
            weight[index] += p * value * idf[index]
    return weight


def weighted_scores(query: dict[int, float], postings: dict, idf: dict) -> dict[int, float]:
    scores: dict[int, float] = defaultdict(float)
    for term, q in query.items():
        for row, value in postings.get(term, ()):
            scores[row] += q * idf[term] * value
    return scores


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    pool_arguments(parser, english_claims=40)
    parser.add_argument("--always", action="store_true", help="score the step for English too")
    parser.add_argument(
        "--feedback", action="store_true", help="also score RM3-style lexical feedback"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    args.dense, args.backwards = "multilingual", False
    setup = prepare(args)
    words = VectorCache(args.cache, setup.embedder)
    results: dict = {}
    for size in args.distractors:
        pool = setup.base + setup.sample[:size]
        results[f"{len(pool)} abstracts"] = evaluate(
            pool, setup.passages[: len(pool)], setup, words, args
        )
        print(json.dumps(results, indent=1), file=sys.stderr, flush=True)
    results["load_average"] = round(os.getloadavg()[0], 1)
    print(json.dumps(results, indent=1))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


class CachedEncoder:
    """The dense embedder's query vectors of words, through the benchmark's cache."""

    def __init__(self, cache: VectorCache) -> None:
        self.cache = cache
        self.dimension = cache.embedder.dimension

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.cache.vectors(list(texts), query=True)


class Lists(NamedTuple):
    """A query's dense and lexical hits, the lexical hits' weights (x0.25 across
    languages, as the search service weighs them) and the query's languages."""

    dense: list[tuple[int, float]]
    lexical: list[tuple[int, float]]
    across: dict[int, float]
    languages: list[str]


class Index(NamedTuple):
    """A pool's dense vectors and BM25 postings: each side's best ``candidates`` hits."""

    dense: np.ndarray
    bm25: object
    postings: dict
    idf: dict
    passage_language: list[str]
    candidates: int

    def dense_top(self, vector: np.ndarray) -> list[tuple[int, float]]:
        return top(dict(enumerate((self.dense @ vector).tolist())), self.candidates)

    def lists(self, text: str, vector: np.ndarray, cross_weight: float = 0.25) -> Lists:
        """The dense and lexical sides of the query ``text`` (dense query ``vector``)."""
        langs = self.bm25.query_languages(text)  # type: ignore[attr-defined]
        [sparse] = self.bm25.embed_queries([text])  # type: ignore[attr-defined]
        lexical = top(lexical_scores(sparse.indices, self.postings, self.idf), self.candidates)
        language = self.passage_language
        across = {r: (1.0 if language[r] in langs else cross_weight) for r, _ in lexical}
        return Lists(self.dense_top(vector), lexical, across, langs)

    def weighted(self, terms: dict[int, float]) -> list[tuple[int, float]]:
        """The best hits of a BM25 query of weighted ``terms``."""
        return top(weighted_scores(terms, self.postings, self.idf), self.candidates)

    def bridged(self, bridge: TermBridge, text: str, language: str) -> list[tuple[int, float]]:
        """The hits of ``bridge``'s translated BM25 query of ``text``."""
        translated = bridge.sparse_query(text, language)
        if translated is None:
            return []
        return self.weighted(dict(zip(translated.indices, translated.values, strict=True)))


def evaluate(pool, dense, setup, words, args) -> dict:  # type: ignore[no-untyped-def]
    """nDCG@10 of every rule on ``pool`` for the German, paired English (and all
    English) claims, and for each half of the 40."""
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.search.metrics import ndcg_at_k

    bm25 = Bm25Embedder()
    postings, idf, passage_language, doc_vectors = lexical_index(pool, bm25)
    main_language = Counter(passage_language).most_common(1)[0][0]
    texts = [
        (f"{d['title']}\n\n{d['abstract']}", lang)
        for d, lang in zip(pool, passage_language, strict=True)
    ]
    bridges = {
        (k, floor): TermBridge(
            CachedEncoder(words), bm25.term_ids, lambda: texts, neighbours=k, floor=floor
        )  # type: ignore[arg-type]
        for k in NEIGHBOURS
        for floor in FLOORS
    }
    ids = [str(d["id"]) for d in pool]
    half = len(setup.german) // 2
    sets = {
        "de": (setup.german, "de"),
        "en40": (setup.english40, "en"),
        "de_h1": (setup.german[:half], "de"),
        "de_h2": (setup.german[half:], "de"),
        "en40_h1": (setup.english40[:half], "en"),
        "en40_h2": (setup.english40[half:], "en"),
    }
    if len(setup.english_set) > len(setup.english40):
        sets["en_all"] = (setup.english_set, "en")
    cand = args.candidates
    index = Index(dense, bm25, postings, idf, passage_language, cand)
    figures: dict = {}
    for name, (queries, tag) in sets.items():
        totals: dict[str, float] = defaultdict(float)
        for query in queries:
            lists = index.lists(query.text, setup.query_vectors[f"{query.id}:{tag}"])
            dense_top, lexical_top, across, langs = lists
            base = dbsf_weighted([dense_top, lexical_top], [1.0, across])
            rankings = {"dense": [r for r, _ in dense_top[:100]], "base": base}
            if main_language not in langs or args.always:
                sides = {}
                if args.feedback:
                    sides.update(feedback_sides(dense_top, doc_vectors, postings, idf, cand))
                for (k, floor), bridge in bridges.items():
                    sides[f"nn-k{k}-f{floor}"] = index.bridged(bridge, query.text, langs[0])
                for side, hits in sides.items():
                    for beta in BETAS:
                        rankings[f"{side}-b{beta:g}"] = (
                            dbsf_weighted([dense_top, lexical_top, hits], [1.0, across, beta])
                            if hits
                            else base
                        )
            for rule, ranking in rankings.items():
                totals[rule] += ndcg_at_k([ids[r] for r in ranking], setup.qrels[query.id], 10)
        figures[name] = {rule: round(t / len(queries), 4) for rule, t in totals.items()}
    default = f"nn-k{cross_language_default('multilingual')}-f{FLOOR}-b{BRIDGE_WEIGHT:g}"
    for scores in figures.values():
        scores["default"] = scores.get(default, scores["base"])
    figures["ratio_de_en40"] = {
        rule: round(figures["de"][rule] / figures["en40"][rule], 3) for rule in ("base", "default")
    }
    return figures


def feedback_sides(dense_top, doc_vectors, postings, idf, cand) -> dict:  # type: ignore[no-untyped-def]
    """RM3-style lexical feedback: the best ``m`` English terms of the best ``d``
    dense hits, each hit weighted by the softmax of its dense score."""
    sides = {}
    for depth in (5, 10, 20):
        weight = feedback_terms(dense_top[:depth], doc_vectors, idf, temperature=0.02)
        for m in (10, 30):
            best = top(weight, m)
            query = {t: w / best[0][1] for t, w in best}
            sides[f"prf-d{depth}-m{m}"] = top(weighted_scores(query, postings, idf), cand)
    return sides


if __name__ == "__main__":
    raise SystemExit(main())
