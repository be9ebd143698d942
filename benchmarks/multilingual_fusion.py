"""How hybrid search should fuse dense and BM25 when query and papers differ in language.

Measures, in process and from cached vectors, the fusion rules tried for the
goal "German-query hybrid nDCG@10 >= 0.95 x English-query hybrid nDCG@10" of
issue 30, on the 40 German claims of ``train-de`` and their English originals,
and English-only behaviour on ``--english-claims`` English train claims, over
pools of SciFact abstracts: the abstracts judged relevant to all those claims
plus ``--distractors`` others (fixed seed; several sizes give several pools,
each the next one's subset).

Dense: the ``multilingual`` embedder's paper vectors (title and abstract, as the
pipeline embeds them), exact cosine.  Lexical: the ``bm25`` embedder with
Qdrant's IDF over the pool.  Each side returns its top ``--candidates`` (400:
what ``tapyre papers eval``'s ``k = 100`` prefetches at paper level) and the
sides are fused as the search service does (:mod:`tapyre_paper_search.search.fusion`).

Also measured: dense pseudo-relevance feedback (Rocchio; the query moved towards
its best 3, 5 or 10 dense or hybrid hits, weighted 0.25, 0.5 or 1), for every
query and only for queries whose best dense hits are mostly in another language
(``-when-across``: what a search service could apply; ``queries-crossingN``
counts them), and lexical feedback.

Vectors are cached under ``--cache`` (one ``.npy`` per text, keyed by the
embedder's name and the text's hash), so a second run only fuses: seconds.

    python benchmarks/multilingual_fusion.py --distractors 200 1000

The whole corpus and every English train claim (the issue's "English quality
kept" figure, paper level), with either embedder:

    python benchmarks/multilingual_fusion.py --distractors 6000 --english-claims 809
    python benchmarks/multilingual_fusion.py --distractors 6000 --english-claims 809 --dense hf
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import NamedTuple

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "src"))
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))  # shared_data
from shared_data import SHARED_DATA  # noqa: E402 - the one lookup (tapyre-paper-search/tests)

SHARED = SHARED_DATA
SAMPLE = 1000
"""Distractors drawn (the pools take the first ``--distractors`` of them)."""
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tapyre-bench"


class VectorCache:
    """Dense vectors of texts, one file per text, computed in batches when missing."""

    def __init__(self, folder: Path, embedder) -> None:  # type: ignore[no-untyped-def]
        self.embedder = embedder
        key = hashlib.sha1(embedder.name.encode()).hexdigest()[:12]
        self.folder = folder / key
        self.folder.mkdir(parents=True, exist_ok=True)

    def _path(self, text: str, query: bool) -> Path:
        digest = hashlib.sha1(f"{'q' if query else 'p'}\0{text}".encode()).hexdigest()
        return self.folder / f"{digest}.npy"

    def vectors(
        self, texts: list[str], *, query: bool, batch: int = 16, backwards: bool = False
    ) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if not self._path(t, query).exists()]
        if backwards:  # a second process filling the same cache from the other end
            missing.reverse()
        done = 0
        started = time.perf_counter()
        for start in range(0, len(missing), batch):
            part = missing[start : start + batch]
            if query:
                found = self.embedder.embed_queries(part)
            else:
                found = self.embedder.embed_passages(part)
            for text, vector in zip(part, found, strict=True):
                path = self._path(text, query)
                np.save(path.with_suffix(".tmp.npy"), vector)
                path.with_suffix(".tmp.npy").replace(path)  # whole files only, for readers
            done += len(part)
            rate = done / (time.perf_counter() - started)
            print(f"  encoded {done}/{len(missing)} ({rate:.2f}/s)", file=sys.stderr, flush=True)
        return np.stack([np.load(self._path(t, query)) for t in texts])


def dense_embedder(name: str):  # type: ignore[no-untyped-def]
    """The dense embedder component ``name`` as ``[papers] dense_embedder = name`` builds it."""
    from tapyre import Config, Host
    from tapyre_paper_search import parts
    from tapyre_paper_search.settings import PaperSearchSettings

    config = Config({"papers": {"dense_embedder": name}}, env={})
    return parts.embedders(Host(config), PaperSearchSettings.from_config(config))[0]


def paper_text(embedder, doc: dict) -> str:  # type: ignore[no-untyped-def]
    """What the pipeline embeds for a paper vector (``DenseEmbedder.embed_papers``)."""
    return f"{doc['title']} {embedder.separator} {doc['abstract']}".strip()


def pool_arguments(parser: argparse.ArgumentParser, *, english_claims: int) -> None:
    """The options that choose the pools and the cache (what :func:`prepare` reads)."""
    parser.add_argument("--distractors", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--english-claims", type=int, default=english_claims)
    parser.add_argument("--candidates", type=int, default=400)
    parser.add_argument("--cache", type=Path, default=CACHE)


class Setup(NamedTuple):
    """The claims, judgments, pools and cached vectors a run scores."""

    german: list
    english40: list
    english_set: list
    qrels: dict
    base: list[dict]
    sample: list[dict]
    passages: np.ndarray
    query_vectors: dict[str, np.ndarray]
    embedder: object


def prepare(args: argparse.Namespace) -> Setup:
    """Load the claims and the corpus, draw the pools and read (or compute) the
    vectors of every abstract and claim (``args``: ``distractors``,
    ``english_claims``, ``cache``, ``dense``, ``backwards``)."""
    from tapyre_paper_search.embedders.multilingual import MultilingualEmbedder
    from tapyre_paper_search.search.evaluation import load_qrels, load_queries

    folder = SHARED / "scifact-dev"
    english = load_queries(folder / "train" / "queries.jsonl")
    qrels = load_qrels(folder / "train" / "qrels.tsv")
    german = [q for q in load_queries(folder / "train-de" / "queries.jsonl") if q.id in qrels]
    german_ids = {q.id for q in german}
    judged = [q for q in english if q.id in qrels]
    rest = [q for q in judged if q.id not in german_ids]
    by_id = {q.id: q for q in judged}
    english40 = [by_id[q.id] for q in german]  # the German claims' order: halves pair up
    english_set = english40 + rest[: max(0, args.english_claims - len(english40))]
    with (folder / "corpus.jsonl").open(encoding="utf-8") as lines:
        corpus = [json.loads(line) for line in lines]
    relevant = {doc for q in english_set for doc in qrels[q.id]}
    others = [d for d in corpus if str(d["id"]) not in relevant]
    # drawn at one size, so that every pool is a prefix of the same draw; beyond
    # SAMPLE the rest follow in an order of their own (up to the whole corpus)
    sample = random.Random(7).sample(others, min(SAMPLE, len(others)))
    if max(args.distractors) > len(sample):
        drawn = {id(d) for d in sample}
        rest_docs = [d for d in others if id(d) not in drawn]
        sample += random.Random(8).sample(rest_docs, len(rest_docs))
    sample = sample[: max(args.distractors)]
    base = [d for d in corpus if str(d["id"]) in relevant]

    embedder = (
        MultilingualEmbedder() if args.dense == "multilingual" else dense_embedder(args.dense)
    )
    cache = VectorCache(args.cache, embedder)
    print(
        f"{len(base)} relevant abstracts + up to {len(sample)} distractors; "
        f"load average {os.getloadavg()[0]:.1f}",
        file=sys.stderr,
        flush=True,
    )
    everything = base + sample
    passages = cache.vectors(
        [paper_text(embedder, d) for d in everything], query=False, backwards=args.backwards
    )
    queries = {
        q.id + ":" + lang: q.text for lang, qs in (("de", german), ("en", english_set)) for q in qs
    }
    query_vectors = dict(
        zip(queries, cache.vectors(list(queries.values()), query=True), strict=True)
    )
    return Setup(
        german, english40, english_set, qrels, base, sample, passages, query_vectors, embedder
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    pool_arguments(parser, english_claims=200)
    parser.add_argument(
        "--dense",
        default="multilingual",
        help="dense embedder component (hf: all-MiniLM-L6-v2, for the English comparison)",
    )
    parser.add_argument("--encode-only", action="store_true")
    parser.add_argument(
        "--backwards", action="store_true", help="encode the missing texts last to first"
    )
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    setup = prepare(args)
    german, english40, english_set, qrels = (
        setup.german,
        setup.english40,
        setup.english_set,
        setup.qrels,
    )
    base, sample, passages, query_vectors = (
        setup.base,
        setup.sample,
        setup.passages,
        setup.query_vectors,
    )
    if args.encode_only:
        return 0

    results = {}
    for size in args.distractors:
        pool = base + sample[:size]
        dense = passages[: len(pool)]
        figures = evaluate_pool(
            pool,
            dense,
            german=german,
            english40=english40,
            english_set=english_set,
            query_vectors=query_vectors,
            qrels=qrels,
            candidates=args.candidates,
        )
        results[f"{len(pool)} abstracts"] = figures
    results["load_average"] = round(os.getloadavg()[0], 1)
    print(json.dumps(results, indent=1))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


def lexical_index(pool: list[dict], bm25) -> tuple[dict, dict, list[str], list]:  # type: ignore[no-untyped-def]
    """Postings, Qdrant's IDF, the passage language and the BM25 vector of each
    abstract of ``pool``."""
    texts = [f"{d['title']}\n\n{d['abstract']}" for d in pool]
    postings: dict[int, list[tuple[int, float]]] = defaultdict(list)
    vectors = bm25.embed_passages(texts)
    for row, vector in enumerate(vectors):
        for index, value in zip(vector.indices, vector.values, strict=True):
            postings[index].append((row, value))
    n = len(texts)
    idf = {t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in postings.items()}
    return postings, idf, [bm25.passage_language(t) for t in texts], vectors


def lexical_scores(terms, postings: dict, idf: dict) -> dict[int, float]:  # type: ignore[no-untyped-def]
    scores: dict[int, float] = defaultdict(float)
    for term in terms:
        for row, value in postings.get(term, ()):
            scores[row] += idf[term] * value
    return scores


def top(scores: dict[int, float], n: int) -> list[tuple[int, float]]:
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:n]


def dbsf_weighted(
    lists: list[list[tuple[int, float]]], weights: list[dict[int, float] | float]
) -> list[int]:
    """The search service's DBSF (Qdrant's), each list weighted as a whole or per hit."""
    from tapyre_paper_search.search.fusion import dbsf

    return [key for key, _ in top(dbsf(lists, weights), 100)]


def lexical_top_of(scores: dict[int, float], n: int) -> list[tuple[int, float]]:
    return top(scores, n)


def rrf_ranking(lists: list[list[tuple[int, float]]], k: int = 10) -> list[int]:
    from tapyre_paper_search.search.fusion import rrf

    scores = rrf([[key for key, _ in result] for result in lists], k=k)
    return [key for key, _ in top(scores, 100)]


def rule_rankings(
    dense_top, lexical_all, lexical_neutral, same, candidates
) -> dict[str, list[int]]:  # type: ignore[no-untyped-def]
    """The ranking of every fusion rule tried, best first."""
    lexical_top = top(lexical_all, candidates)
    same_only = top({r: s for r, s in lexical_all.items() if same[r]}, candidates)
    # cross-language passages scored with the query's language-neutral terms only
    mixed = {r: (lexical_all[r] if same[r] else lexical_neutral.get(r, 0.0)) for r in lexical_all}
    mixed_top = top({r: s for r, s in mixed.items() if s > 0}, candidates)
    out = {
        "dense": [key for key, _ in dense_top[:100]],
        "lexical": [key for key, _ in lexical_top[:100]],
        "dbsf": dbsf_weighted([dense_top, lexical_top], [1.0, 1.0]),
        "rrf10": rrf_ranking([dense_top, lexical_top]),
        "dbsf-same-language-lexical": dbsf_weighted([dense_top, same_only], [1.0, 1.0]),
        "dbsf-neutral-terms-across": dbsf_weighted([dense_top, mixed_top], [1.0, 1.0]),
    }
    for w in (0.25, 0.5, 0.75):
        across = {r: (1.0 if same[r] else w) for r in lexical_all}
        out[f"dbsf-across-x{w:g}"] = dbsf_weighted([dense_top, lexical_top], [1.0, across])
        across_mixed = {r: (1.0 if same[r] else w) for r in mixed}
        out[f"dbsf-neutral-across-x{w:g}"] = dbsf_weighted(
            [dense_top, mixed_top], [1.0, across_mixed]
        )
    return out


def evaluate_pool(  # type: ignore[no-untyped-def]
    pool, dense, *, german, english40, english_set, query_vectors, qrels, candidates
) -> dict:
    """nDCG@10 of every rule on ``pool`` for the German, paired English and English sets."""
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.search.metrics import ndcg_at_k

    bm25 = Bm25Embedder()
    postings, idf, passage_language, doc_vectors = lexical_index(pool, bm25)
    ids = [str(d["id"]) for d in pool]
    half = len(german) // 2
    sets = {
        "german40": (german, "de"),
        "english40": (english40, "en"),
        "english": (english_set, "en"),
        # the same claims in two halves: a rule that helps only one half is tuned to it
        "german_first_half": (german[:half], "de"),
        "german_second_half": (german[half:], "de"),
        "english40_first_half": (english40[:half], "en"),
        "english40_second_half": (english40[half:], "en"),
    }
    figures: dict = {}
    for name, (queries, tag) in sets.items():
        totals: dict[str, float] = defaultdict(float)
        for query in queries:
            similarity = dense @ query_vectors[f"{query.id}:{tag}"]
            dense_top = top(dict(enumerate(similarity.tolist())), candidates)
            langs = bm25.query_languages(query.text)
            [vector] = bm25.embed_queries([query.text])
            lexical_all = lexical_scores(vector.indices, postings, idf)
            neutral_terms = set(bm25.term_ids(query.text, "en")) & set(
                bm25.term_ids(query.text, "de")
            )
            lexical_neutral = lexical_scores(neutral_terms, postings, idf)
            same = [passage_language[r] in langs for r in range(len(pool))]
            rankings = rule_rankings(dense_top, lexical_all, lexical_neutral, same, candidates)
            qv = query_vectors[f"{query.id}:{tag}"]
            for depth in (3, 5, 10):
                feedback = [r for r, _ in dense_top[:depth]]
                # dense pseudo-relevance feedback (Rocchio): the query moved towards its
                # best dense neighbours, which are in the passages' language
                for alpha in (0.25, 0.5, 1.0):
                    moved = qv + alpha * dense[feedback].mean(axis=0)
                    moved_top = top(dict(enumerate((dense @ moved).tolist())), candidates)
                    rankings[f"rocchio{depth}-a{alpha:g}"] = [r for r, _ in moved_top[:100]]
                    across = {r: (1.0 if same[r] else 0.25) for r in lexical_all}
                    rankings[f"rocchio{depth}-a{alpha:g}+across-x0.25"] = dbsf_weighted(
                        [moved_top, lexical_top_of(lexical_all, candidates)], [1.0, across]
                    )
                    # the search service's rule: feedback only for a query whose best
                    # dense neighbours are mostly in a language it is not analysed in
                    crossing = sum(not same[r] for r in feedback) * 2 > len(feedback)
                    rankings[f"rocchio{depth}-a{alpha:g}-when-across+across-x0.25"] = (
                        rankings[f"rocchio{depth}-a{alpha:g}+across-x0.25"]
                        if crossing
                        else rankings["dbsf-across-x0.25"]
                    )
                    # the same from the best hybrid hits (fused, cross-language x0.25)
                    fused_best = rankings["dbsf-across-x0.25"][:depth]
                    moved = qv + alpha * dense[fused_best].mean(axis=0)
                    moved_top = top(dict(enumerate((dense @ moved).tolist())), candidates)
                    rankings[f"hybrid-rocchio{depth}-a{alpha:g}-when-across+across-x0.25"] = (
                        dbsf_weighted(
                            [moved_top, lexical_top_of(lexical_all, candidates)], [1.0, across]
                        )
                        if crossing
                        else rankings["dbsf-across-x0.25"]
                    )
                    if alpha == 1.0:  # a count once divided by len(queries) below
                        totals[f"queries-crossing{depth}"] += crossing * len(queries)
                # lexical feedback: the best terms of the best dense neighbours
                # (in their language) searched lexically, fused as same-language
                weight: dict[int, float] = defaultdict(float)
                for r in feedback:
                    vec = doc_vectors[r]
                    for index, value in zip(vec.indices, vec.values, strict=True):
                        weight[index] += value * idf[index]
                terms = [t for t, _ in top(weight, 20)]
                prf_top = top(lexical_scores(terms, postings, idf), candidates)
                rankings[f"lexprf{depth}"] = dbsf_weighted([dense_top, prf_top], [1.0, 1.0])
                rankings[f"lexprf{depth}-half"] = dbsf_weighted([dense_top, prf_top], [1.0, 0.5])
            for rule, ranking in rankings.items():
                totals[rule] += ndcg_at_k([ids[r] for r in ranking], qrels[query.id], 10)
        figures[name] = {rule: round(total / len(queries), 4) for rule, total in totals.items()}
    return figures


if __name__ == "__main__":
    raise SystemExit(main())
