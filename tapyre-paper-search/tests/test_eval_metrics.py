"""Evaluation metrics and the query/qrels readers."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search.evaluation import (
    EvalQuery,
    doc_key_mapper,
    evaluate,
    format_reports,
    load_qrels,
    load_queries,
)
from tapyre_paper_search.search.metrics import mrr_at_k, ndcg_at_k, percentile, recall_at_k


def test_ndcg_matches_a_hand_computation() -> None:
    qrels = {"a": 1, "b": 2}
    ranking = ["x", "b", "a"]
    dcg = 2 / math.log2(3) + 1 / math.log2(4)
    idcg = 2 / math.log2(2) + 1 / math.log2(3)
    assert ndcg_at_k(ranking, qrels, 10) == pytest.approx(dcg / idcg)
    assert ndcg_at_k(["b", "a"], qrels, 10) == pytest.approx(1.0)
    assert ndcg_at_k(["x"], qrels, 10) == 0.0
    assert ndcg_at_k(["x", "a"], qrels, 1) == 0.0


def test_recall_and_mrr() -> None:
    qrels = {"a": 1, "b": 1, "z": 0}
    assert recall_at_k(["a", "x", "b"], qrels, 2) == 0.5
    assert recall_at_k(["a", "x", "b"], qrels, 3) == 1.0
    assert mrr_at_k(["x", "y", "a"], qrels, 10) == pytest.approx(1 / 3)
    assert mrr_at_k(["z", "y"], qrels, 10) == 0.0


def test_percentile_interpolates() -> None:
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile([5.0], 95) == 5.0
    assert percentile(list(range(101)), 95) == 95


def test_loads_beir_files(tmp_path: Path) -> None:
    queries = tmp_path / "q.jsonl"
    queries.write_text('{"id": "1", "text": "a claim"}\n\n{"_id": 2, "text": "another"}\n')
    qrels = tmp_path / "q.tsv"
    qrels.write_text("query-id\tcorpus-id\tscore\n1\t10\t1\n1\t11\t2\n2 0 12 1\n")
    assert load_queries(queries) == [EvalQuery("1", "a claim"), EvalQuery("2", "another")]
    assert load_qrels(qrels) == {"1": {"10": 1, "11": 2}, "2": {"12": 1}}


def test_bad_lines_name_file_and_line(tmp_path: Path) -> None:
    queries = tmp_path / "q.jsonl"
    queries.write_text('{"id": "1", "text": "ok"}\nnot json\n')
    with pytest.raises(SearchError, match=r"q.jsonl:2"):
        load_queries(queries)
    qrels = tmp_path / "q.tsv"
    qrels.write_text("1\t10\t1\n1\t11\n")
    with pytest.raises(SearchError, match=r"q.tsv:2"):
        load_qrels(qrels)


def test_doc_keys_drop_a_source_prefix_the_qrels_lack() -> None:
    key = doc_key_mapper({"1": {"4983": 1, "arxiv:7": 1}})
    assert key("scifact:4983") == "4983"
    assert key("arxiv:7") == "arxiv:7"
    assert key("2401.12345") == "2401.12345"


def test_evaluate_scores_a_retriever_and_skips_unjudged_queries() -> None:
    qrels = {"1": {"d1": 1}, "2": {"d2": 1}}
    results = {"q one": ["src:d1", "src:d9"], "q two": ["src:d9", "src:d2"], "q three": ["x"]}
    report = evaluate(
        "test",
        lambda text: results[text],
        [EvalQuery("1", "q one"), EvalQuery("2", "q two"), EvalQuery("3", "q three")],
        qrels,
    )
    assert report.queries == 2
    assert report.recall_at_10 == 1.0
    assert report.mrr_at_10 == pytest.approx((1 + 0.5) / 2)
    assert report.latency_p95_ms >= 0
    assert "test" in format_reports([report])
    with pytest.raises(SearchError, match="judgments"):
        evaluate("x", lambda t: [], [EvalQuery("9", "q")], qrels)


def test_text_table_pads_each_column_to_its_width() -> None:
    from tapyre_paper_search.search.text_table import Column, text_table

    columns = (Column("mode", 6, left=True), Column("n", 3), Column("score", 7, ".2f"))
    assert text_table(columns, [("dense", 12, 0.5), ("graph", 3, 12.345)]) == (
        "mode     n   score\ndense   12    0.50\ngraph    3   12.35"
    )
    assert text_table(columns, []) == "mode     n   score"
