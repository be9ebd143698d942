"""Where German queries lose to their English originals, claim by claim, and the
remedies tried for it (issue 30).

For each German claim of ``train-de`` and each pool of ``multilingual_fusion.py``
(same draw, same cached vectors): the rank of the first relevant abstract in the
German claim's dense list, the English claim's dense list, the German claim's own
BM25 list, the term bridge's translated list and the English claim's BM25 list,
and nDCG@10 of the German hybrid without the bridge (``base``), with the defaults
(``default``: the search service's ``TermBridge``) and of the English hybrid.  The
table of the largest pool is printed (``--table``), every pool's with ``--json``.

Then the German hybrid with each remedy (the English claims are not touched: each
applies only to queries that cross languages, as the bridge does):

- ``pseudo-dense``: the query's content words replaced by their nearest collection
  word (above the bridge's floor; else kept), encoded as a second dense query and
  fused with weight 0.5 (``-w1``: 1);
- ``mean-vector``: one dense query, the mean of the German and that pseudo-query's
  unit vectors;
- ``rescore-K``: the ``default`` ranking's best K re-ordered by the sum of both
  dense queries' cosines;
- ``own-lexical-0.5``: the German claim's own BM25 hits across languages weighted
  0.5 instead of 0.25;
- ``bridge-rescore-only``: the bridge's hits limited to the best 100 dense or
  own-lexical hits (the bridge re-scores, never recalls);
- ``csls``: each query word's neighbours chosen by CSLS (twice the cosine less the
  mean cosine of the query word's and of the collection word's 10 nearest
  collection words), the floor and weights unchanged;
- ``idf2``: each bridged word's weight times its IDF (over the pool's largest);
- ``confidence``: the bridge's fusion weight times the mean link weight of the
  query's words.

    python benchmarks/cross_language_claims.py --distractors 200 1000 6000 --english-claims 809
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cross_language_feedback import CachedEncoder, Index
from multilingual_fusion import VectorCache, dbsf_weighted, lexical_index, pool_arguments, prepare
from tapyre_paper_search.search.term_bridge import BRIDGE_WEIGHT, FLOOR, TermBridge, query_words

HUB_NEIGHBOURS = 10
"""Nearest words whose mean cosine measures a word's hubness (CSLS's usual 10)."""
RESCORED = (20, 50)
"""Best fused hits re-ordered by both dense queries."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    pool_arguments(parser, english_claims=40)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--table", action="store_true", help="per-claim table, largest pool")
    args = parser.parse_args()
    args.dense, args.backwards = "multilingual", False
    setup = prepare(args)
    cache = VectorCache(args.cache, setup.embedder)
    results: dict = {}
    claims: list[dict] = []
    for size in args.distractors:
        pool = setup.base + setup.sample[:size]
        figures, claims = evaluate(pool, setup.passages[: len(pool)], setup, cache, args)
        results[f"{len(pool)} abstracts"] = {"figures": figures, "claims": claims}
        print(f"{len(pool)} abstracts: {json.dumps(figures)}", file=sys.stderr, flush=True)
    results["load_average"] = round(os.getloadavg()[0], 1)
    if args.table:
        print_table(claims)
    print(json.dumps({k: v["figures"] if isinstance(v, dict) else v for k, v in results.items()}))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False))
    return 0


def hubness(vectors: np.ndarray, block: int = 2048) -> np.ndarray:
    """Each row's mean cosine with its :data:`HUB_NEIGHBOURS` nearest other rows."""
    found = np.empty(len(vectors), dtype=np.float32)
    for start in range(0, len(vectors), block):
        sims = vectors[start : start + block] @ vectors.T
        sims[np.arange(len(sims)), np.arange(start, start + len(sims))] = -1.0
        found[start : start + block] = np.partition(sims, -HUB_NEIGHBOURS, axis=1)[
            :, -HUB_NEIGHBOURS:
        ].mean(axis=1)
    return found


def links(sim: np.ndarray, k: int, key: np.ndarray | None = None) -> list[tuple[int, int, float]]:
    """``(query word, collection word, weight)`` of each query word's ``k`` best
    collection words (by ``key``, else the cosine) whose cosine is above the floor."""
    found = []
    order = sim if key is None else key
    for column in range(sim.shape[1]):
        for row in np.argpartition(-order[:, column], k - 1)[:k]:
            score = float(sim[row, column])
            if score > FLOOR:
                found.append((column, int(row), (score - FLOOR) / (1.0 - FLOOR)))
    return found


class Pool:
    """A pool's index, the service's bridge over it and its words' vectors and hubness."""

    def __init__(self, pool: list[dict], dense: np.ndarray, cache: VectorCache, args) -> None:  # type: ignore[no-untyped-def]
        from tapyre_paper_search.embedders.bm25 import Bm25Embedder

        self.bm25 = Bm25Embedder()
        postings, self.idf, language, _ = lexical_index(pool, self.bm25)
        texts = [
            (f"{d['title']}\n\n{d['abstract']}", lang)
            for d, lang in zip(pool, language, strict=True)
        ]
        self.bridge = TermBridge(CachedEncoder(cache), self.bm25.term_ids, lambda: texts)  # type: ignore[arg-type]
        self.vocabulary = self.bridge.word_vectors()
        self.hubs = hubness(self.vocabulary)
        self.index = Index(dense, self.bm25, postings, self.idf, language, args.candidates)
        self.cache = cache
        self.dense = dense

    def side(self, found: list[tuple[int, int, float]], scale: bool = False) -> list:
        """The BM25 hits of the linked collection words (``scale``: weights x IDF)."""
        top_idf = max(self.idf.values())
        terms: dict[int, float] = {}
        for _, row, weight in found:
            for term in self.bm25.term_ids(self.bridge.words[row], self.bridge.language):
                here = weight * self.idf.get(term, 0.0) / top_idf if scale else weight
                terms[term] = max(terms.get(term, 0.0), here)
        return self.index.weighted(terms)

    def rankings(self, german, english, vectors: dict) -> tuple[dict, dict]:  # type: ignore[no-untyped-def]
        """Every rule's ranking of the German claim (and the English one's), and the
        lists and pseudo-query they came from."""
        index, bridge = self.index, self.bridge
        german_vector = vectors[f"{german.id}:de"]
        de = index.lists(german.text, german_vector)
        en = index.lists(english.text, vectors[f"{english.id}:en"])
        bridged = index.bridged(bridge, german.text, de.languages[0])
        default = dbsf_weighted([de.dense, de.lexical, bridged], [1.0, de.across, BRIDGE_WEIGHT])
        asked = query_words(german.text, de.languages[0])
        sim = self.vocabulary @ bridge.query_vectors(asked).T
        nearest = sim.argmax(axis=0)
        pseudo = " ".join(
            bridge.words[int(nearest[j])] if sim[nearest[j], j] > FLOOR else word
            for j, word in enumerate(asked)
        )
        pseudo_vector = self.cache.vectors([pseudo], query=True)[0]
        pseudo_top = index.dense_top(pseudo_vector)
        own = np.partition(sim, -HUB_NEIGHBOURS, axis=0)[-HUB_NEIGHBOURS:].mean(axis=0)
        csls = 2 * sim - own[None, :] - self.hubs[:, None]
        confidence = float(np.mean(np.clip((sim.max(axis=0) - FLOOR) / (1 - FLOOR), 0, None)))
        recalled = {r for r, _ in de.dense[:100]} | {r for r, _ in de.lexical[:100]}
        own_half = index.lists(german.text, german_vector, cross_weight=0.5)
        lexical = [de.dense, de.lexical]
        weights = [1.0, de.across]
        rankings = {
            "base": dbsf_weighted(lexical, weights),
            "default": default,
            "english": dbsf_weighted([en.dense, en.lexical], [1.0, en.across]),
            "pseudo-dense": dbsf_weighted(
                [*lexical, bridged, pseudo_top], [*weights, BRIDGE_WEIGHT, 0.5]
            ),
            "pseudo-dense-w1": dbsf_weighted(
                [*lexical, bridged, pseudo_top], [*weights, BRIDGE_WEIGHT, 1.0]
            ),
            "mean-vector": dbsf_weighted(
                [
                    index.dense_top(_unit(german_vector) + _unit(pseudo_vector)),
                    de.lexical,
                    bridged,
                ],
                [*weights, BRIDGE_WEIGHT],
            ),
            "own-lexical-0.5": dbsf_weighted(
                [de.dense, own_half.lexical, bridged], [1.0, own_half.across, BRIDGE_WEIGHT]
            ),
            "bridge-rescore-only": dbsf_weighted(
                [*lexical, [(r, s) for r, s in bridged if r in recalled]],
                [*weights, BRIDGE_WEIGHT],
            ),
            "csls": dbsf_weighted(
                [*lexical, self.side(links(sim, bridge.neighbours, csls))],
                [*weights, BRIDGE_WEIGHT],
            ),
            "idf2": dbsf_weighted(
                [*lexical, self.side(links(sim, bridge.neighbours), scale=True)],
                [*weights, BRIDGE_WEIGHT],
            ),
            "confidence": dbsf_weighted(
                [*lexical, bridged], [*weights, BRIDGE_WEIGHT * confidence]
            ),
        }
        both = self.dense @ german_vector + self.dense @ pseudo_vector
        for count in RESCORED:
            best = sorted(default[:count], key=lambda r: -both[r])
            rankings[f"rescore-{count}"] = best + default[count:]
        return rankings, {"de": de, "en": en, "bridged": bridged, "pseudo": pseudo}


def evaluate(pool, dense, setup, cache, args) -> tuple[dict, list[dict]]:  # type: ignore[no-untyped-def]
    """Every rule's nDCG@10 over the German claims (and halves), and each claim's figures."""
    from tapyre_paper_search.search.metrics import ndcg_at_k

    scored = Pool(pool, dense, cache, args)
    ids = [str(d["id"]) for d in pool]
    totals: Counter[str] = Counter()
    halves: Counter[tuple[str, bool]] = Counter()
    claims = []
    half = len(setup.german) // 2
    for number, (german, english) in enumerate(zip(setup.german, setup.english40, strict=True)):
        gold = setup.qrels[german.id]
        rankings, lists = scored.rankings(german, english, setup.query_vectors)
        scores = {
            rule: ndcg_at_k([ids[r] for r in ranking], gold, 10)
            for rule, ranking in rankings.items()
        }
        for rule, score in scores.items():
            totals[rule] += score
            halves[(rule, number < half)] += score
        relevant = {row for row, paper in enumerate(ids) if paper in gold}
        claims.append(
            {
                "id": german.id,
                "german": german.text,
                "pseudo": lists["pseudo"],
                "first relevant: dense de/en, lexical de, bridge, lexical en": [
                    first(hits, relevant)
                    for hits in (
                        lists["de"].dense,
                        lists["en"].dense,
                        lists["de"].lexical,
                        lists["bridged"],
                        lists["en"].lexical,
                    )
                ],
                "ndcg base/default/english": [
                    round(scores[r], 3) for r in ("base", "default", "english")
                ],
            }
        )
    count = len(setup.german)
    figures: dict = {rule: round(total / count, 4) for rule, total in totals.items()}
    figures["halves"] = {
        rule: [
            round(halves[(rule, True)] / half, 4),
            round(halves[(rule, False)] / (count - half), 4),
        ]
        for rule in totals
    }
    figures["ratio_de_en40"] = {
        rule: round(figures[rule] / figures["english"], 3) for rule in totals if rule != "english"
    }
    return figures, claims


def first(hits: list[tuple[int, float]], relevant: set[int]) -> int | None:
    """The rank of the first relevant hit (``None``: none among ``hits``)."""
    return next((n + 1 for n, (row, _) in enumerate(hits) if row in relevant), None)


def _unit(vector: np.ndarray) -> np.ndarray:
    return vector / np.linalg.norm(vector)


def print_table(claims: list[dict]) -> None:
    """The largest pool's claims, those where German loses most first."""
    print("claim  dense de/en  lexical de  bridge  lexical en  nDCG base/default/english")
    show = lambda v: "-" if v is None else str(v)  # noqa: E731
    for claim in sorted(
        claims, key=lambda c: c["ndcg base/default/english"][1] - c["ndcg base/default/english"][2]
    ):
        ranks = claim["first relevant: dense de/en, lexical de, bridge, lexical en"]
        base, default, english = claim["ndcg base/default/english"]
        print(
            f"{claim['id']:>5}  {show(ranks[0]):>4}/{show(ranks[1]):<4}  {show(ranks[2]):>10}  "
            f"{show(ranks[3]):>6}  {show(ranks[4]):>10}  {base:.3f}/{default:.3f}/{english:.3f}"
        )


if __name__ == "__main__":
    raise SystemExit(main())
