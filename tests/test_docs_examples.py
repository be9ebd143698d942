"""docs/plugins.md's paper-search examples: shown verbatim, and they work.

Each module under docs/examples/ must appear in the guide exactly as it is;
then every example is registered as a plugin on a host with paper search and
used through the real ``tapyre papers`` commands (in-process), with the real
embedded Qdrant store and SQLite.  The walk-through that combines the provider,
the embedder and the tool in an installed package is
``test_e2e_paper_plugin.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from plugin_docs import EXAMPLES, code_blocks, examples, load_example, marked_block, save_as
from tapyre import DenseEmbedder, Host, SparseEmbedder
from tapyre_paper_search import SourceError, SourceFailure, SourcePaper
from tapyre_paper_search import plugin as paper_search_plugin
from tapyre_paper_search.embedders import plugin as embedders_plugin
from tapyre_paper_search.testing.contracts import (
    DenseEmbedderContract,
    PaperProviderContract,
    ProviderCase,
    SparseEmbedderContract,
)

NOTES = {
    "coral.txt": "Coral bleaching under marine heatwaves\n"
    "Reef corals expel their algae when the sea is too warm.",
    "sleep.txt": "Sleep spindles and memory consolidation\n"
    "Slow-wave sleep replays memories; spindles predict recall.",
    "blank.txt": "",
}


def test_every_example_is_in_the_guide_verbatim() -> None:
    blocks = code_blocks("python")
    assert len(examples()) == 7
    for example in examples():
        text = example.read_text(encoding="utf-8")
        assert text in blocks, f"docs/plugins.md does not show {example.name} as it is"
        assert save_as(example).startswith(("src/tapyre_plugin_NAME/", "tests/test_"))


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    folder = tmp_path / "notes"
    folder.mkdir()
    for name, text in NOTES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_the_provider_yields_papers_and_failures(notes: Path) -> None:
    provider = load_example("notes_provider.py").build_provider({"author": "A. Researcher"})
    assert provider.handles(f"notes:{notes}") and not provider.handles(str(notes))
    items = list(provider.iter_papers(f"notes:{notes}"))
    assert [type(i) for i in items] == [SourceFailure, SourcePaper, SourcePaper]
    failure, coral, _ = items
    assert (failure.reason, failure.locator) == ("empty", str(notes / "blank.txt"))
    assert coral.metadata.paper_id == "notes:coral"
    assert coral.metadata.title == "Coral bleaching under marine heatwaves"
    assert coral.metadata.authors == ("A. Researcher",)
    with pytest.raises(SourceError, match=r"the notes folder .* does not exist"):
        next(provider.iter_papers(f"notes:{notes / 'nope'}"))


def test_the_tool_lists_notes(notes: Path) -> None:
    tool = load_example("notes_tool.py").list_notes
    assert tool.invoke({"folder": str(notes)}) == (
        "blank.txt: (empty)\n"
        "coral.txt: Coral bleaching under marine heatwaves\n"
        "sleep.txt: Sleep spindles and memory consolidation"
    )


class TestNotesProviderContract(PaperProviderContract):
    """The guide's provider passes the provider suite, as its author's tests would run it."""

    @pytest.fixture
    def provider_case(self, notes: Path) -> ProviderCase:
        provider = load_example("notes_provider.py").build_provider({"author": "A. Researcher"})
        return ProviderCase(provider, f"notes:{notes}", f"notes:{notes / 'nope'}")


class TestHashingEmbedderContract(DenseEmbedderContract):
    @pytest.fixture
    def dense_embedder(self) -> DenseEmbedder:
        built: DenseEmbedder = load_example("hashing_embedder.py").build_embedder({})
        return built


class TestWordCountEmbedderContract(SparseEmbedderContract):
    @pytest.fixture
    def sparse_embedder(self) -> SparseEmbedder:
        built: SparseEmbedder = load_example("wordcount_sparse.py").WordCountEmbedder()
        return built


def test_the_guides_store_tests_pass_on_the_project_stores(tmp_path: Path) -> None:
    """The guide's ``tests/test_stores.py``, as written, in a plugin holding the guide's
    project stores: every conformance test of the stores runs, and passes."""
    package = tmp_path / "src" / "tapyre_plugin_NAME"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    stores = (EXAMPLES / "project_stores.py").read_text(encoding="utf-8")
    (package / "stores.py").write_text(stores, encoding="utf-8")
    (tmp_path / "tests").mkdir()
    test_module = marked_block("# tests/test_stores.py")
    (tmp_path / "tests" / "test_stores.py").write_text(test_module, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "src")}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "tests",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    summary = run.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary and "skipped" not in summary, summary
    assert int(summary.split(" passed")[0].split()[-1]) >= 60, summary


def test_the_embedders_keep_their_contracts() -> None:
    dense = load_example("hashing_embedder.py").build_embedder({"dimension": "64"})  # as from env
    vectors = dense.embed_passages(["coral reefs", "sleep", ""])
    assert (vectors.shape, str(vectors.dtype), dense.name) == ((3, 64), "float32", "hashing-64")
    assert dense.embed_papers([("Coral", "reefs")]).shape == (1, 64)
    assert dense.count_tokens(["two words"]) == [2] and dense.max_tokens == 512
    sparse = load_example("wordcount_sparse.py").WordCountEmbedder()
    [passage] = sparse.embed_passages(["coral coral reef"])
    [query] = sparse.embed_queries(["coral reef coral"])
    assert list(passage.indices) == sorted(set(passage.indices)) == list(query.indices)
    assert sorted(passage.values) == pytest.approx([1.0, 1.6931], abs=1e-4)
    assert query.values == (1.0, 1.0)


def test_every_example_works_in_paper_search(
    notes: Path, tmp_path: Path, tapyre_host: Host, register_plugin: Any, tapyre_cli: Any
) -> None:
    register_plugin(paper_search_plugin, name="paper_search")
    register_plugin(embedders_plugin, name="paper_search_embedders")
    for example in ("notes_provider.py", "hashing_embedder.py", "wordcount_sparse.py"):
        register_plugin(load_example(example), name=example[:-3])
    register_plugin(load_example("project_stores.py"), name="project_stores")
    data_dir = tmp_path / "data"
    settings = {
        "papers.data_dir": str(data_dir),
        "papers.dense_embedder": "hashing",
        "papers.sparse_embedder": "wordcount",
        "papers.vector_store": "project-edge",
        "papers.metadata_store": "project-sql",
        "papers.workers": 1,
        "vector_stores.project-edge.project": "thesis",
        "metadata_stores.project-sql.project": "thesis",
    }
    for key, value in settings.items():
        tapyre_host.config.set(key, value)

    ingest = tapyre_cli("papers", "ingest", f"notes:{notes}", "--json")
    assert ingest.exit_code == 0, ingest.output
    summary = json.loads(ingest.stdout)
    assert (summary["stored"], summary["failed"]) == (2, 1)
    # the stores are the plugin's: one folder per project
    assert (data_dir / "projects" / "thesis" / "papers.sqlite3").is_file()
    assert (data_dir / "projects" / "thesis" / "qdrant" / "papers").is_dir()
    assert not (data_dir / "papers.sqlite3").exists()

    for mode, query, first in (
        ("lexical", "algae", "notes:coral"),  # the word is only in the coral note
        ("dense", "sleep memory", "notes:sleep"),
        ("hybrid", "coral heatwaves", "notes:coral"),
    ):
        found = tapyre_cli("papers", "search", query, "--mode", mode, "--json")
        assert found.exit_code == 0, found.output
        ids = [hit["paper_id"] for hit in json.loads(found.stdout)["papers"]]
        assert ids[0] == first, (mode, ids)
    stats = tapyre_cli("papers", "stats", "--json")
    assert "hashing-256" in stats.stdout and "wordcount-v1" in stats.stdout
