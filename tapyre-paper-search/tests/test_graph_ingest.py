"""The graph stays with the stores: ingestion builds it as it goes, deleting papers
removes their part, ``papers check`` compares it and ``--repair`` builds what is
missing, ``papers graph build`` fills in a collection ingested without it, and a
build killed with SIGKILL at any moment resumes to exactly the graph an
uninterrupted build makes.  Real SQLite, real Qdrant Edge, real spaCy, real child
processes; the dense embedder is the tests' dependency-free hashing one."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

from cli_child import GRAPH_ENV, child_host
from click.testing import CliRunner
from tapyre.cli import cli
from tapyre_paper_search.graph import plugin as graph_plugin
from tapyre_paper_search.graph.loading import read_parts

CHILD = Path(__file__).with_name("cli_child.py")
BLOCKS = [(400, 430), (650, 680)]


@pytest.fixture(scope="module")
def corpus(shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """60 real 2WikiMultihopQA passages as an arXiv-metadata-style JSON-lines file."""
    source = shared_data / "multihop-2wiki" / "corpus.jsonl"
    out = tmp_path_factory.mktemp("corpus") / "wiki.jsonl"
    rows = []
    for line in source.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        number = int(row["id"].split("-")[1])
        if any(low <= number < high for low, high in BLOCKS):
            rows.append(json.dumps(row))
    out.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return out


def run(data_dir: Path, *args: str, tables: Any = None, **papers: Any) -> Any:
    """``tapyre ARGS`` on a host of its own, its stores closed afterwards (as a
    command in its own process would leave them)."""
    from tapyre_paper_search.parts import close_stores
    from tapyre_paper_search.settings import PaperSearchSettings

    host = child_host(data_dir, graph_plugin, tables=tables, **papers)
    try:
        return CliRunner().invoke(cli, list(args), obj=host)
    finally:
        close_stores(host, PaperSearchSettings.from_config(host.config))


def json_of(result: Any) -> Any:
    """The JSON a command printed (the test embedder announces its first call first)."""
    out = result.stdout
    return json.loads(out[min(i for i in (out.find("{"), out.find("[")) if i >= 0) :])


def graph_of(data_dir: Path) -> tuple[int, set[str], list[tuple[str, int, tuple[str, ...]]]]:
    """The graph's papers, entity keys and (paper, chunk, entities of each sentence)."""
    from tapyre_paper_search.graph.store import GraphStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    with SqlMetadataStore(f"sqlite:///{data_dir / 'papers.sqlite3'}") as metadata:
        store = GraphStore(metadata.engine)
        parts = read_parts(store, 32)
        counts = store.counts()
    by_sentence: dict[int, list[str]] = {}
    for s, e in zip(parts.mention_sentence.tolist(), parts.mention_entity.tolist(), strict=True):
        by_sentence.setdefault(s, []).append(parts.entity_keys[e])
    sentences = []
    for row, passage in enumerate(parts.sentence_passage.tolist()):
        paper = parts.paper_ids[parts.passage_paper[passage]]
        chunk = int(parts.passage_chunk[passage])
        sentences.append((paper, chunk, tuple(sorted(by_sentence.get(row, [])))))
    return counts.papers, set(parts.entity_keys), sorted(sentences)


def test_ingestion_builds_the_graph_and_delete_and_check_keep_it_in_step(
    corpus: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    result = run(data, "papers", "ingest", str(corpus))
    assert result.exit_code == 0, result.output
    assert "graph index: 60 papers" in result.output
    papers, keys, _ = graph_of(data)
    assert papers == 60 and "vladimir gardin" in keys
    # the index snapshot is saved, so the next graph search need not read the tables
    assert list((data / "graph").glob("index-*/manifest.json"))
    check = run(data, "papers", "check", "--json")
    assert check.exit_code == 0, check.output
    report = json_of(check)["graph"]
    assert report["clean"] and report["graph_papers"] == 60

    deleted = run(data, "papers", "delete", "--yes", "wiki:2wiki-00409")
    assert deleted.exit_code == 0, deleted.output
    papers, keys, sentences = graph_of(data)
    assert papers == 59
    assert all(paper != "wiki:2wiki-00409" for paper, _, _ in sentences)
    after = run(data, "papers", "check", "--json")
    assert after.exit_code == 0 and json_of(after)["graph"]["unused_entities"] == 0


def test_a_collection_ingested_without_the_graph_is_checked_built_and_searched(
    corpus: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    off = {"graph": {"enabled": False}}
    assert run(data, "papers", "ingest", str(corpus), **off).exit_code == 0
    assert graph_of(data)[0] == 0
    search = run(data, "papers", "search", "--mode", "graph", "A Nest of Noblemen")
    assert search.exit_code == 1
    assert "tapyre papers graph build" in search.output
    # turned back on, check reports the papers the graph lacks; --repair builds them
    check = run(data, "papers", "check", "--json")
    assert check.exit_code == 1 and json_of(check)["graph"]["missing_papers"] == 60
    repaired = run(data, "papers", "check", "--repair", "--json")
    assert repaired.exit_code == 0, repaired.output
    assert json_of(repaired)["graph"]["repaired"]["papers_built"] == 60
    # and build --rebuild makes the same graph again
    before = graph_of(data)
    rebuilt = run(data, "papers", "graph", "build", "--rebuild", "--json")
    assert rebuilt.exit_code == 0, rebuilt.output
    assert json_of(rebuilt)["built"]["papers"] == 60
    assert graph_of(data) == before
    stats = run(data, "papers", "graph", "stats", "--json")
    assert stats.exit_code == 0, stats.output
    size = json_of(stats)
    assert (size["papers"], size["papers_missing"]) == (60, 0)
    assert size["extractor"].startswith("spacy:") and size["entities"] > 0
    found = run(data, "papers", "search", "--mode", "graph", "--json", "A Nest of Noblemen")
    assert found.exit_code == 0, found.output
    response = json_of(found)
    assert response["mode"] == "graph" and response["hops"]


def _build_child(data: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(CHILD), str(data), "papers", "graph", "build", "--batch", "3", "-q"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_a_build_killed_at_any_moment_resumes_to_the_same_graph(
    corpus: Path, tmp_path: Path
) -> None:
    whole, killed = tmp_path / "whole", tmp_path / "killed"
    off = {"graph": {"enabled": False}}
    for data in (whole, killed):
        assert run(data, "papers", "ingest", str(corpus), **off).exit_code == 0
    assert run(whole, "papers", "graph", "build", "-q").exit_code == 0
    expected = graph_of(whole)

    env = {**os.environ, GRAPH_ENV: "1", "TAPYRE_TEST_EMBED_DELAY": "0.15"}
    rng = random.Random(23)
    partial = 0
    for _ in range(6):
        child = _build_child(killed, env)
        # the test embedder prints "embedding" on its first call: the build is under way
        assert child.stdout is not None
        while (line := child.stdout.readline()) and "embedding" not in line:
            pass
        time.sleep(rng.uniform(0.0, 3.0))
        if child.poll() is None:
            child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)
        built = graph_of(killed)[0]
        partial += 0 < built < 60
        if built == 60:
            break
    assert partial, "no kill landed in the middle of a build; the test proved nothing"
    final = _build_child(killed, env)
    _, err = final.communicate(timeout=300)
    assert final.returncode == 0, err
    assert graph_of(killed) == expected


def test_eval_scores_multihop_questions_per_mode_with_generated_answers(
    corpus: Path, shared_data: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    assert run(data, "papers", "ingest", str(corpus)).exit_code == 0
    dev = shared_data / "multihop-2wiki" / "questions-dev.jsonl"
    inside = {f"2wiki-{n:05d}" for low, high in BLOCKS for n in range(low, high)}
    rows = [json.loads(line) for line in dev.read_text(encoding="utf-8").splitlines()]
    chosen = [r for r in rows if r["gold"] and set(r["gold"]) <= inside][:2]
    assert len(chosen) == 2
    questions = tmp_path / "questions.jsonl"
    questions.write_text("".join(json.dumps(r) + "\n" for r in chosen), encoding="utf-8")
    # per mode and question: the answer (cited), then the judge's verdict
    replies = [
        reply for _ in range(2) for r in chosen for reply in (f"It is {r['answer']} [1].", "yes")
    ]
    llm = {"core": {"llm": "scripted"}, "llm": {"scripted": {"replies": replies}}}
    result = run(
        data,
        "papers",
        "eval",
        "--multihop",
        str(questions),
        "--mode",
        "hybrid",
        "--mode",
        "graph",
        "--answers",
        "--json",
        tables=llm,
    )
    assert result.exit_code == 0, result.output
    hybrid, graph = json_of(result)
    assert (hybrid["mode"], graph["mode"]) == ("hybrid", "graph")
    assert graph["all"]["questions"] == 2 and graph["all"]["R@5"] == 100.0
    assert graph["all"]["contain_acc"] == 100.0 and graph["all"]["llm_judged_acc"] == 100.0
    assert set(graph["types"]) == {r["type"] for r in chosen}
    wrong = run(data, "papers", "eval", "--multihop", str(questions), "--queries", str(dev))
    assert wrong.exit_code == 2 and "--multihop replaces" in wrong.output


def test_without_the_graph_extra_graph_mode_names_it_in_one_line(
    corpus: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    assert run(data, "papers", "ingest", str(corpus), graph={"enabled": False}).exit_code == 0
    # a child process in which spaCy cannot be imported, as without the extra
    hide = (
        "import runpy, sys; sys.modules['spacy'] = None; "
        f"sys.path.insert(0, {str(CHILD.parent)!r}); "
        f"sys.argv = [{str(CHILD)!r}, *sys.argv[1:]]; runpy.run_path({str(CHILD)!r}, "
        "run_name='__main__')"
    )
    env = {**os.environ, GRAPH_ENV: "1"}
    command = [sys.executable, "-c", hide, str(data), "papers", "search", "--mode", "graph"]
    done = subprocess.run(
        [*command, "anything"], env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "graph extra" in lines[0] and "tapyre-paper-search[graph]" in lines[0]
    # and ingestion goes on without a graph, hybrid search too
    again = subprocess.run(
        [*command[:5], "ingest", "-q", str(corpus)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert again.returncode == 0, again.stderr
