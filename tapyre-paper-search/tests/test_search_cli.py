"""``tapyre papers search|similar|ask|eval`` and the agent tools, end to end:
the real CLI on a host with the installed plugins, the real all-MiniLM-L6-v2
and BM25 embedders, real stores, and the core's scripted LLM provider."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from search_helpers import build_collection, sample_papers
from tapyre import Config, Host
from tapyre.cli import cli

DIPHOTON = "0704.0001"
TITLE = "Calculation of prompt diphoton production cross sections at Tevatron and LHC energies"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Path:
    from tapyre_paper_search.embedders import bm25, hf

    path = tmp_path_factory.mktemp("papers")
    store, metadata, _, _ = build_collection(
        path, sample_papers(shared_data)[:40], dense=hf.build({}), sparse=bm25.build({})
    )
    store.close()
    metadata.close()
    return path


def make_cli(data_dir: Path, replies: list[Any] | None = None) -> Callable[..., Result]:
    config = Config(
        {
            "papers": {"data_dir": str(data_dir), "dense_embedder": "hf"},
            "core": {"llm": "scripted"},
            "llm": {"scripted": {"replies": replies or []}},
        },
        env={},
    )
    host = Host(config)  # the installed plugins: paper search, its embedders, the scripted LLM

    def run(*args: str) -> Result:
        return CliRunner().invoke(cli, list(args), obj=host, catch_exceptions=False)

    return run


def test_search_prints_papers_with_passages_and_pages(data_dir: Path) -> None:
    result = make_cli(data_dir)(
        "papers", "search", "diphoton pairs from Higgs boson decays", "-k", "3"
    )
    assert result.exit_code == 0, result.output
    assert f"1. {TITLE} [{DIPHOTON}]" in result.output
    assert "p. 1" in result.output or "p. 2" in result.output


def test_search_json_with_filters_and_modes(data_dir: Path) -> None:
    run = make_cli(data_dir)
    for mode in ("dense", "lexical", "hybrid"):
        result = run(
            "papers", "search", "prompt diphoton production", "--mode", mode, "--json",
            "--year-from", "2007", "--category", "hep-ph", "-k", "2",
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        body = json.loads(result.stdout)
        assert body["mode"] == mode
        assert body["papers"][0]["paper_id"] == DIPHOTON
        assert all("hep-ph" in p["categories"] for p in body["papers"])


def test_similar_and_arxiv_id_queries(data_dir: Path) -> None:
    run = make_cli(data_dir)
    similar = json.loads(run("papers", "similar", f"{DIPHOTON}v2", "-k", "3", "--json").stdout)
    by_query = json.loads(
        run("papers", "search", f"arXiv:{DIPHOTON}", "--level", "paper", "-k", "3", "--json").stdout
    )
    assert similar["similar_to"] == by_query["similar_to"] == DIPHOTON
    assert [p["paper_id"] for p in similar["papers"]] == [p["paper_id"] for p in by_query["papers"]]
    assert DIPHOTON not in [p["paper_id"] for p in similar["papers"]]


def test_errors_are_one_line_with_exit_code_1(data_dir: Path) -> None:
    run = make_cli(data_dir)
    missing = run("papers", "similar", "2401.99999")
    assert missing.exit_code == 1
    assert "2401.99999 is not in the collection" in missing.output
    assert "Traceback" not in missing.output
    no_llm = make_cli(data_dir)("papers", "search", "x", "--rewrite", "--llm", "nope")
    assert no_llm.exit_code == 1
    assert "nope" in no_llm.output


def test_ask_streams_a_cited_answer_with_sources(data_dir: Path) -> None:
    answer = "Higgs decays give diphoton pairs that differ from QCD production [1][5]."
    result = make_cli(data_dir, [answer])(
        "papers", "ask", "What do diphoton pairs from Higgs boson decays show?", "-k", "2"
    )
    assert result.exit_code == 0, result.output
    assert "Higgs decays give diphoton pairs that differ from QCD production [1]." in result.output
    assert f"Sources:\n[1] {TITLE} — {DIPHOTON}, p. " in result.output
    assert "[5]" in result.output  # reported on stderr as removed, never in the answer
    assert "removed citation markers outside the sources: [5]" in result.output


def test_ask_sources_cited_or_all(data_dir: Path) -> None:
    answer = "Higgs decays give diphoton pairs [1]."
    question = "What do diphoton pairs from Higgs boson decays show?"
    every = make_cli(data_dir, [answer])("papers", "ask", question, "-k", "3")
    assert every.exit_code == 0, every.output
    listed = every.output.split("Sources:\n")[1].strip().splitlines()
    assert listed[0].startswith(f"[1] {TITLE}") and len(listed) >= 2
    assert all(line.endswith("(not cited)") for line in listed[1:])

    cited = make_cli(data_dir, [answer])("papers", "ask", question, "-k", "3", "--sources", "cited")
    assert cited.exit_code == 0, cited.output
    assert "(not cited)" not in cited.output
    assert cited.output.split("Sources:\n")[1].strip().splitlines() == [listed[0]]

    as_json = make_cli(data_dir, [answer])(
        "papers", "ask", question, "-k", "3", "--sources", "cited", "--json"
    )
    data = json.loads(as_json.output)
    assert [(s["number"], s["cited"]) for s in data["sources"]] == [(1, True)]


def test_eval_scores_modes_side_by_side(data_dir: Path, shared_data: Path, tmp_path: Path) -> None:
    # Queries: the titles of 20 real papers; the relevant document: that paper.
    records = sample_papers(shared_data)[:20]
    queries = tmp_path / "q.jsonl"
    queries.write_text(
        "".join(json.dumps({"id": f"q{i}", "text": r.title}) + "\n" for i, r in enumerate(records))
    )
    qrels = tmp_path / "q.tsv"
    qrels.write_text(
        "query-id\tcorpus-id\tscore\n"
        + "".join(f"q{i}\t{r.paper_id}\t1\n" for i, r in enumerate(records))
    )
    result = make_cli(data_dir)(
        "papers", "eval", "--queries", str(queries), "--qrels", str(qrels),
        "--mode", "lexical", "--mode", "dense", "--mode", "hybrid", "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    reports = json.loads(result.stdout)
    assert [r["mode"] for r in reports] == ["lexical", "dense", "hybrid"]
    for report in reports:
        assert report["queries"] == 20
        assert report["ndcg@10"] > 0.8  # a title finds its own paper
        assert report["recall@100"] == 1.0
        assert report["latency_p95_ms"] >= report["latency_p50_ms"] > 0


def test_agent_finds_papers_through_the_paper_search_tool(data_dir: Path, tmp_path: Path) -> None:
    own = tmp_path / "papers"
    shutil.copytree(data_dir, own)  # the tool keeps its store open for later calls
    replies = [
        {
            "content": "",
            "tool_calls": [
                {
                    "name": "paper_search",
                    "args": {
                        "query": "diphoton production at hadron colliders",
                        "year_from": 2007,
                        "k": 3,
                    },
                }
            ],
        },
        "Here is what the collection has:\n{tool_result}",
    ]
    result = make_cli(own, replies)("ask", "find recent papers on diphoton production")
    assert result.exit_code == 0, result.output
    assert "paper_search" in result.output  # the tool call is shown
    assert f"{TITLE} [{DIPHOTON}]" in result.output
