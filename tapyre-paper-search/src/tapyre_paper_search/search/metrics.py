"""Retrieval metrics over ranked ids and graded relevance judgments.  Pure.

``qrels`` map an id to its relevance grade (> 0 is relevant), as in TREC and
BEIR.  Definitions follow trec_eval / BEIR: nDCG with gain = grade and
discount log2(rank + 1); recall = relevant retrieved in the top k divided by
all relevant; MRR = 1 / rank of the first relevant id in the top k.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence


def ndcg_at_k(ranking: Sequence[str], qrels: Mapping[str, int], k: int = 10) -> float:
    """Normalised discounted cumulative gain of the top ``k``."""
    dcg = sum(
        qrels.get(doc, 0) / math.log2(rank + 1)
        for rank, doc in enumerate(ranking[:k], start=1)
        if qrels.get(doc, 0) > 0
    )
    ideal_grades = sorted((g for g in qrels.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal_grades, start=1))
    return dcg / idcg if idcg > 0 else 0.0


def recall_at_k(ranking: Sequence[str], qrels: Mapping[str, int], k: int = 10) -> float:
    """Share of the relevant ids found in the top ``k``."""
    relevant = {doc for doc, grade in qrels.items() if grade > 0}
    if not relevant:
        return 0.0
    return len(relevant.intersection(ranking[:k])) / len(relevant)


def mrr_at_k(ranking: Sequence[str], qrels: Mapping[str, int], k: int = 10) -> float:
    """Reciprocal rank of the first relevant id in the top ``k`` (0 when none)."""
    for rank, doc in enumerate(ranking[:k], start=1):
        if qrels.get(doc, 0) > 0:
            return 1.0 / rank
    return 0.0


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) by linear interpolation, as numpy's default."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100.0
    low = math.floor(pos)
    high = math.ceil(pos)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)
