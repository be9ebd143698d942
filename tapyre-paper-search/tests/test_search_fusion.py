"""Rank fusion and MMR: the pure middle of retrieval."""

from __future__ import annotations

import numpy as np
import pytest
from tapyre_paper_search.search.fusion import dbsf, mean_scores, multi_query_fusion, ranked, rrf
from tapyre_paper_search.search.mmr import mmr


def test_rrf_sums_reciprocal_ranks_with_k() -> None:
    scores = rrf([["a", "b", "c"], ["b", "a"]], k=2)
    assert scores["a"] == pytest.approx(1 / 3 + 1 / 4)
    assert scores["b"] == pytest.approx(1 / 4 + 1 / 3)
    assert scores["c"] == pytest.approx(1 / 5)


def test_rrf_k_changes_how_much_top_ranks_dominate() -> None:
    lists = [["a", "x", "y", "z"], ["b", "c", "d", "a"]]
    assert ranked(rrf(lists, k=0))[0][0] in {"a", "b"}
    low_k = rrf(lists, k=0)
    high_k = rrf(lists, k=1000)
    # with a large k every rank counts almost the same: "a", in both lists, wins
    assert ranked(high_k)[0][0] == "a"
    assert low_k["b"] > low_k["c"]


def test_dbsf_normalises_each_list_before_summing() -> None:
    fused = dbsf([[("a", 10.0), ("b", 5.0), ("c", 0.0)], [("b", 0.9), ("a", 0.1)]])
    assert set(fused) == {"a", "b", "c"}
    # list 1: mean 5, sample sigma 5, so 0 ↔ -10 and 1 ↔ 20; list 2: mean 0.5, sigma 0.566
    sigma = (0.32) ** 0.5
    second = {key: (s - (0.5 - 3 * sigma)) / (6 * sigma) for key, s in (("b", 0.9), ("a", 0.1))}
    assert fused["a"] == pytest.approx(20 / 30 + second["a"])
    assert fused["b"] == pytest.approx(15 / 30 + second["b"])
    assert fused["c"] == pytest.approx(10 / 30)
    assert dbsf([[("x", 3.0)], [("x", 1.0), ("y", 1.0)]]) == {"x": 1.0, "y": 0.5}


def test_multi_query_fusion_formula() -> None:
    rankings = [["a", "b"], ["b", "c"]]
    similarity = {"a": 0.8, "b": 0.6, "c": 0.4}
    k = 60
    fused = multi_query_fusion(rankings, similarity, weight=0.3, k=k)
    best = 2 / (k + 1)
    assert fused["b"] == pytest.approx(0.3 * 0.6 + 0.7 * (1 / 62 + 1 / 61) / best)
    assert fused["a"] == pytest.approx(0.3 * 0.8 + 0.7 * (1 / 61) / best)
    assert fused["c"] == pytest.approx(0.3 * 0.4 + 0.7 * (1 / 62) / best)


def test_multi_query_fusion_weight_extremes() -> None:
    rankings = [["a", "b"], ["b", "a"]]
    only_similarity = multi_query_fusion(rankings, {"a": 0.9, "b": 0.1}, weight=1.0)
    assert ranked(only_similarity)[0][0] == "a"
    only_rank = multi_query_fusion([["a", "b"], ["b", "c"]], {"a": 0.9, "b": 0.1}, weight=0.0)
    assert ranked(only_rank)[0][0] == "b"
    assert max(only_rank.values()) <= 1.0
    with pytest.raises(ValueError, match="weight"):
        multi_query_fusion(rankings, {}, weight=1.5)


def test_mean_scores_counts_a_missing_hit_at_the_lists_floor() -> None:
    means = mean_scores([[("a", 0.9), ("b", 0.5)], [("b", 0.7), ("c", 0.6)]])
    assert means["a"] == pytest.approx((0.9 + 0.6) / 2)
    assert means["b"] == pytest.approx((0.5 + 0.7) / 2)
    assert means["c"] == pytest.approx((0.5 + 0.6) / 2)


def test_mmr_prefers_a_diverse_second_pick() -> None:
    vectors = np.array([[1.0, 0.0], [0.99, 0.01], [0.0, 1.0]])
    relevance = [1.0, 0.95, 0.6]
    assert mmr(relevance, vectors, lambda_=1.0, k=3) == [0, 1, 2]
    assert mmr(relevance, vectors, lambda_=0.5, k=2) == [0, 2]


def test_mmr_edge_cases() -> None:
    assert mmr([], np.zeros((0, 2)), k=3) == []
    assert mmr([0.5], np.array([[0.0, 0.0]]), k=3) == [0]
    with pytest.raises(ValueError):
        mmr([1.0], np.ones((1, 2)), lambda_=2.0)
