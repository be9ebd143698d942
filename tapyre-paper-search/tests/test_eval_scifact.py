"""Evaluation on real judgments: a subset of SciFact (real claims, real abstracts,
real relevance judgments) ingested by the real pipeline with all-MiniLM-L6-v2 and
BM25, scored by the evaluation runner in the three retrieval modes.

The full figures (5,183 abstracts, 809 train claims) come from
``tapyre papers eval``; see the README of paper search.  This test keeps CI short.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pipeline_helpers import ingest_configured
from tapyre import Config, Host
from tapyre_paper_search.app import EvalRequest, PaperSearchApp
from tapyre_paper_search.search.evaluation import load_qrels, load_queries

QUERIES = 60
DISTRACTORS = 240


@pytest.fixture(scope="module")
def scifact_subset(
    tmp_path_factory: pytest.TempPathFactory, shared_data: Path
) -> tuple[Path, list, dict]:
    folder = shared_data / "scifact-dev"
    queries = load_queries(folder / "train" / "queries.jsonl")
    qrels = load_qrels(folder / "train" / "qrels.tsv")
    judged = [q for q in queries if q.id in qrels][:QUERIES]
    relevant = {doc for q in judged for doc in qrels[q.id]}
    corpus = [json.loads(line) for line in (folder / "corpus.jsonl").read_text().splitlines()]
    others = [d for d in corpus if d["id"] not in relevant]
    keep = [d for d in corpus if d["id"] in relevant] + random.Random(7).sample(others, DISTRACTORS)
    data = tmp_path_factory.mktemp("scifact")
    subset = data / "scifact-dev" / "corpus.jsonl"
    subset.parent.mkdir()
    subset.write_text("".join(json.dumps(d) + "\n" for d in keep))

    config = Config({"papers": {"data_dir": str(data), "dense_embedder": "hf"}}, env={})
    ingest_configured(config, subset)
    return data, judged, {q.id: qrels[q.id] for q in judged}


def test_three_modes_on_real_judgments(scifact_subset: tuple[Path, list, dict]) -> None:
    data, queries, qrels = scifact_subset
    config = Config({"papers": {"data_dir": str(data), "dense_embedder": "hf"}}, env={})
    with PaperSearchApp(Host(config)) as app:
        scored = app.evaluate(EvalRequest(queries=queries, qrels=qrels, level="paper"))
    reports = {report.mode: report for report in scored}
    assert list(reports) == ["lexical", "dense", "hybrid"]
    for report in reports.values():
        assert report.queries == QUERIES
        assert report.ndcg_at_10 > 0.6
        assert report.recall_at_100 > 0.9
    # On the whole corpus hybrid beats both (README: 0.742 against 0.704 and 0.662); on
    # this small subset, with random distractors, fusing must not fall below either signal's
    # weaker side and must add to it.
    weaker = min(reports["lexical"].ndcg_at_10, reports["dense"].ndcg_at_10)
    assert reports["hybrid"].ndcg_at_10 > weaker
    assert reports["hybrid"].recall_at_10 >= max(r.recall_at_10 for r in reports.values()) - 0.02
