"""One host builds every part: a store a plugin provides is the one ingest and search
use, ``tapyre ask --llm NAME`` reaches ``paper_ask``, and an application's host set
up in code is the one its tools use (no second host)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from pipeline_helpers import HashEmbedder
from search_helpers import HashingEmbedder, build_collection, sample_papers
from tapyre import Component, Config, Host, hookimpl
from tapyre.cli import cli
from tapyre_paper_search import parts, plugin
from tapyre_paper_search.embedders import plugin as embedders_plugin
from tapyre_paper_search.records.vectors import Hit, VectorPoint, VectorQuery
from tapyre_paper_search.settings import PaperSearchSettings
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.sql import SqlMetadataStore

DIPHOTON = "0704.0001"


class CountingVectorStore(EdgeVectorStore):
    """A plugin's vector store: the real embedded engine, counting what it is asked."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, "plugin-papers")
        self.upserted = 0
        self.queries = 0

    def upsert(self, points: Sequence[VectorPoint]) -> None:
        self.upserted += len(points)
        super().upsert(points)

    def query_batch(self, queries: Sequence[VectorQuery]) -> list[list[Hit]]:
        self.queries += len(queries)
        return super().query_batch(queries)


class CountingMetadataStore(SqlMetadataStore):
    """A plugin's metadata store: a real SQLite file, counting saved papers."""

    saved = 0

    def save_papers(self, records: Any, run_id: int | None = None, **kw: Any) -> None:
        self.saved += len(records)
        super().save_papers(records, run_id, **kw)


class StorePlugin:
    """Registers the counting stores and the test embedders, as a third party would."""

    def __init__(self) -> None:
        self.settings: dict[str, dict[str, Any]] = {}

    @hookimpl
    def tapyre_register_vector_stores(self, register: Callable[[Any], None]) -> None:
        def build(settings: Any) -> CountingVectorStore:
            self.settings["vectors"] = dict(settings)
            return CountingVectorStore(Path(settings["folder"]))

        register(Component("counting", build, kind="papers"))

    @hookimpl
    def tapyre_register_metadata_stores(self, register: Callable[[Any], None]) -> None:
        def build(settings: Any) -> CountingMetadataStore:
            self.settings["metadata"] = dict(settings)
            return CountingMetadataStore(f"sqlite:///{settings['data_dir']}/plugin.sqlite3")

        register(Component("counting", build, kind="papers"))

    @hookimpl
    def tapyre_register_embedders(self, register: Callable[[Any], None]) -> None:
        register(Component("test-hash", lambda settings: HashEmbedder(), kind="dense"))
        register(Component("test-hashing", lambda settings: HashingEmbedder(), kind="dense"))


def _app_host(config: dict[str, Any]) -> tuple[Host, StorePlugin]:
    """An application's host, set up in code: no entry points, the plugins given."""
    stores = StorePlugin()
    host = Host(Config(config, env={}), load_entrypoints=False, plugins=[plugin, stores])
    # (both modules are named "plugin": the second one gets its own name)
    host.register(embedders_plugin, name="paper_search_embedders")
    assert all(r.error is None for r in host.plugins.values()), host.plugins
    return host, stores


@pytest.fixture
def hosts() -> Iterator[list[Host]]:
    """Hosts to release after the test: each keeps its stores open while it lives."""
    made: list[Host] = []
    yield made
    for host in made:
        parts.close_stores(host, PaperSearchSettings.from_config(host.config))


def _run(host: Host, *args: str) -> Result:
    return CliRunner().invoke(cli, list(args), obj=host, catch_exceptions=False)


def test_a_plugin_store_is_used_by_ingest_and_search(tmp_path: Path, hosts: list[Host]) -> None:
    data = tmp_path / "data"
    host, stores = _app_host(
        {
            "papers": {
                "data_dir": str(data),
                "vector_store": "counting",
                "metadata_store": "counting",
                "dense_embedder": "test-hash",
                "workers": 1,
            },
            "vector_stores": {"counting": {"folder": str(tmp_path / "plugin-vectors")}},
        }
    )
    hosts.append(host)
    demo = _run(host, "papers", "demo", str(tmp_path / "pdfs"))
    assert demo.exit_code == 0, demo.output
    ingest = _run(host, "papers", "ingest", str(tmp_path / "pdfs"))
    assert ingest.exit_code == 0, ingest.output
    found = _run(host, "papers", "search", "coral bleaching heatwave", "--json")
    assert found.exit_code == 0, found.output
    assert json.loads(found.stdout)["papers"], found.stdout

    settings = PaperSearchSettings.from_config(host.config)
    vectors = parts.vector_store(host, settings)
    metadata = parts.metadata_store(host, settings)
    assert isinstance(vectors, CountingVectorStore) and isinstance(metadata, CountingMetadataStore)
    assert vectors.upserted > 0 and vectors.queries > 0
    assert metadata.saved == 6
    # the store's table, with paper search's data folder added where it set none
    assert stores.settings["vectors"] == {
        "folder": str(tmp_path / "plugin-vectors"),
        "data_dir": str(data),
    }
    assert (tmp_path / "plugin-vectors" / "plugin-papers").is_dir()
    assert (data / "plugin.sqlite3").is_file()
    assert not (data / "qdrant").exists() and not (data / "papers.sqlite3").exists()


def test_a_plugin_store_that_breaks_the_contract_is_a_clear_error(tmp_path: Path) -> None:
    class Broken:
        @hookimpl
        def tapyre_register_vector_stores(self, register: Callable[[Any], None]) -> None:
            register(Component("broken", lambda settings: object(), kind="papers"))

    host = Host(
        Config({"papers": {"data_dir": str(tmp_path), "vector_store": "broken"}}, env={}),
        load_entrypoints=False,
        plugins=[plugin, Broken()],
    )
    result = CliRunner().invoke(cli, ["papers", "stats"], obj=host)
    assert result.exit_code == 1
    assert "the vector store 'broken'" in result.stderr
    assert "not a tapyre_paper_search.contracts.VectorStore" in result.stderr
    assert "missing: close, collection" in result.stderr


@pytest.fixture(scope="module")
def collection(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[Path]:
    """A real collection laid out as the default stores expect under ``data_dir``."""
    data = tmp_path_factory.mktemp("host-parts")
    store, metadata, _, _ = build_collection(data, sample_papers(shared_data)[:40])
    store.close()
    metadata.close()
    yield data


def _ask_config(data: Path) -> dict[str, Any]:
    call = {"name": "paper_ask", "args": {"question": "diphoton production at colliders"}}
    return {
        "papers": {"data_dir": str(data), "dense_embedder": "test-hashing"},
        "core": {"llm": "scripted"},
        "llm": {
            # the configured default: if paper_ask used it, this would show
            "scripted": {"replies": ["DEFAULT MODEL ANSWER", "DEFAULT MODEL AGAIN"]},
            # the one picked with --llm: the agent's first reply calls paper_ask;
            # paper_ask's own (fresh) model of this name answers with the same reply's text
            "picked": {
                "provider": "scripted",
                "replies": [
                    {"content": "PICKED MODEL ANSWER [1].", "tool_calls": [call]},
                    "The tool said: {tool_result}",
                ],
            },
        },
    }


def test_llm_on_tapyre_ask_reaches_paper_ask(collection: Path, hosts: list[Host]) -> None:
    host, _ = _app_host(_ask_config(collection))
    hosts.append(host)
    result = _run(host, "ask", "--llm", "picked", "What is known about diphoton production?")
    assert result.exit_code == 0, result.output
    said = result.stdout.split("The tool said: ", 1)
    assert len(said) == 2, result.stdout
    assert said[1].startswith("PICKED MODEL ANSWER [1].")
    assert "Sources:\n[1]" in said[1]
    assert "DEFAULT MODEL" not in result.output


def test_the_tools_use_the_application_host(collection: Path, hosts: list[Host]) -> None:
    host, _ = _app_host(_ask_config(collection))
    hosts.append(host)
    # test-hashing exists only on this host: a second host (built from the user's
    # configuration and entry points) could not build the embedder the tool needs
    text = host.tool("paper_search").tool.invoke({"query": "diphoton production", "k": 2})
    assert f"[{DIPHOTON}]" in text
    settings = PaperSearchSettings.from_config(host.config)
    store = parts.vector_store(host, settings)
    assert isinstance(store, EdgeVectorStore)
    # Opened by the tool, and the embedded engine lets one store object per process
    # hold the folder: this count works only if the tool used the host's store.
    assert store.count("paper") == 40
    # the agent's ask on the same host picks the model the host is told to use
    host.use_llm("picked")
    answer = host.tool("paper_ask").tool.invoke({"question": "diphoton production"})
    assert answer.startswith("PICKED MODEL ANSWER [1].")


def test_an_embedder_that_is_not_of_the_contract_is_a_clear_error(tmp_path: Path) -> None:
    class DuckEmbedder:  # has the methods, but does not subclass tapyre.DenseEmbedder
        name = "duck"
        dimension = 8

    class Embedders:
        @hookimpl
        def tapyre_register_embedders(self, register: Callable[[Any], None]) -> None:
            register(Component("duck", lambda settings: DuckEmbedder(), kind="dense"))
            register(Component("test-hash", lambda settings: HashEmbedder(), kind="dense"))

    (tmp_path / "pdfs").mkdir()

    def ingest(papers: dict[str, Any]) -> Result:
        config = {"papers": {"data_dir": str(tmp_path), **papers}}
        host = Host(Config(config, env={}), load_entrypoints=False, plugins=[plugin, Embedders()])
        host.register(embedders_plugin, name="paper_search_embedders")
        return CliRunner().invoke(cli, ["papers", "ingest", str(tmp_path / "pdfs")], obj=host)

    duck = ingest({"dense_embedder": "duck"})
    assert duck.exit_code == 1
    assert duck.stderr.strip() == (
        "error: [papers] dense_embedder: the embedder 'duck' (plugin 'embedders') built a "
        "DuckEmbedder, which is not a tapyre.DenseEmbedder. Its class must subclass "
        "tapyre.DenseEmbedder; or set [papers] dense_embedder to one of: hf, multilingual, openai, "
        "specter2, test-hash."
    )
    # a sparse embedder named as the dense one
    swapped = ingest({"dense_embedder": "test-hash", "sparse_embedder": "test-hash"})
    assert swapped.exit_code == 1
    assert "the embedder 'test-hash'" in swapped.stderr
    assert "is not a tapyre.SparseEmbedder" in swapped.stderr
    assert "set [papers] sparse_embedder to one of: bm25." in swapped.stderr
