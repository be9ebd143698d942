"""``tapyre papers ingest`` refuses stores held by another process before it
loads any model: the embedder factory is never called (loading a real model
took about 8 s before the refusal, issue 16)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result
from mariadb_server import MariaDBServer
from pdf_samples import write_paper
from pipeline_helpers import HashEmbedder
from tapyre import Component, Config, Host, hookimpl
from tapyre.cli import cli


class _CountingEmbedders:
    """Registers ``test-hash`` and counts how often its factory builds an embedder."""

    def __init__(self) -> None:
        self.built = 0

    def _build(self, settings: Any) -> HashEmbedder:
        self.built += 1
        return HashEmbedder()

    @hookimpl
    def tapyre_register_embedders(self, register: Callable[[Any], None]) -> None:
        register(Component("test-hash", self._build, kind="dense"))


def _host(data_dir: Path, embedders: _CountingEmbedders, sql_url: str | None = None) -> Host:
    from tapyre_paper_search import plugin
    from tapyre_paper_search.embedders import plugin as builtin_embedders

    tables: dict[str, Any] = {
        "papers": {"data_dir": str(data_dir), "dense_embedder": "test-hash", "workers": 0}
    }
    if sql_url is not None:
        tables["metadata_stores"] = {"sql": {"url": sql_url}}
    config = Config(tables, env={})
    host = Host(config, load_entrypoints=False)
    for name, obj in (
        ("paper_search", plugin),
        ("paper_search_embedders", builtin_embedders),
        ("test_embedders", embedders),
    ):
        assert host.register(obj, name=name).error is None
    return host


def _ingest(host: Host, folder: Path) -> Result:
    """``papers ingest`` on ``host``; after a good run its stores are closed, as at the
    end of a process, so that another host (the next run) can open them."""
    from tapyre_paper_search.parts import close_stores
    from tapyre_paper_search.settings import PaperSearchSettings

    result = CliRunner().invoke(cli, ["papers", "ingest", "-q", str(folder)], obj=host)
    if result.exit_code == 0:
        close_stores(host, PaperSearchSettings.from_config(host.config))
    return result


@contextmanager
def _held_by_another_process(
    script: str, data_dir: Path, sql_url: str | None = None
) -> Iterator[None]:
    """Run ``script`` (with ``app`` and ``journal_path`` defined) in a child
    process until the block ends; it prints ``ready`` once it holds what it opens."""
    tables: dict[str, Any] = {"papers": {"data_dir": str(data_dir)}}
    if sql_url is not None:
        tables["metadata_stores"] = {"sql": {"url": sql_url}}
    prelude = textwrap.dedent(
        f"""
        import sys
        from tapyre import Config, Host
        from tapyre_paper_search import plugin
        from tapyre_paper_search.app import PaperSearchApp
        host = Host(
            Config({tables!r}, env={{}}),
            load_entrypoints=False,
            plugins=[plugin],
        )
        app = PaperSearchApp.of(host)
        journal_path = app.journal_path  # builds the stores; opens neither
        """
    )
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            prelude
            + textwrap.dedent(script)
            + "\nprint('ready', flush=True)"
            + "\nsys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        yield
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)


def test_a_running_ingestion_is_refused_before_any_model_loads(tmp_path: Path) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "paper.pdf")
    data_dir = tmp_path / "data"
    embedders = _CountingEmbedders()
    script = """
        from tapyre_paper_search.pipeline.journal import IngestJournal
        journal = IngestJournal(app.metadata, journal_path)
        journal.open()
    """
    with _held_by_another_process(script, data_dir):
        result = _ingest(_host(data_dir, embedders), folder)
    assert result.exit_code == 1
    assert "another ingestion is running" in result.output
    assert embedders.built == 0
    # once the other run is gone the same command works
    assert _ingest(_host(data_dir, embedders), folder).exit_code == 0
    assert embedders.built >= 1


def test_an_ingestion_on_another_machine_is_refused_through_the_shared_database(
    tmp_path: Path,
    mariadb_server: MariaDBServer,
) -> None:
    """Another "machine" (its own data dir, so its own local lock) ingests into the same
    MariaDB: the writer lease there refuses this run, naming its host and pid."""
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "paper.pdf")
    url = mariadb_server.create_database()
    try:
        embedders = _CountingEmbedders()
        script = """
            from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared
            assert stores_are_shared(app.metadata, app.vectors)
            journal = IngestJournal(app.metadata, journal_path, shared=True)
            journal.open()
        """
        with _held_by_another_process(script, tmp_path / "machine-a", url):
            result = _ingest(_host(tmp_path / "machine-b", embedders, url), folder)
        assert result.exit_code == 1
        assert "another ingestion is running" in result.output
        assert "holds the writer lease" in result.output
        assert embedders.built == 0
        # the other machine gave the lease back when it ended: this one may write now
        assert _ingest(_host(tmp_path / "machine-b", embedders, url), folder).exit_code == 0
    finally:
        mariadb_server.drop_database(url)


def test_a_process_holding_the_vector_store_is_refused_before_any_model_loads(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "paper.pdf")
    data_dir = tmp_path / "data"
    first = _CountingEmbedders()
    assert _ingest(_host(data_dir, first), folder).exit_code == 0
    write_paper(folder / "second.pdf", title="Dense Retrieval for Scientific Claims")
    embedders = _CountingEmbedders()
    script = """
        app.vectors.count()  # opened, as a server holds it
    """
    with _held_by_another_process(script, data_dir):
        result = _ingest(_host(data_dir, embedders), folder)
    assert result.exit_code == 1
    assert "in use by another process" in result.output
    assert embedders.built == 0


def test_delete_is_refused_before_sql_is_touched_while_the_vector_store_is_held(
    tmp_path: Path,
) -> None:
    """A server holds the embedded vector store: `papers delete` must refuse at once,
    not delete the SQL rows and then fail on the vectors."""
    from tapyre_paper_search.parts import close_stores
    from tapyre_paper_search.settings import PaperSearchSettings

    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "paper.pdf")
    data_dir = tmp_path / "data"
    host = _host(data_dir, _CountingEmbedders())
    assert _ingest(host, folder).exit_code == 0

    def paper_ids() -> list[str]:
        from tapyre_paper_search.store.sql import SqlMetadataStore

        store = SqlMetadataStore(f"sqlite:///{data_dir / 'papers.sqlite3'}")
        try:
            return sorted(store.paper_ids())
        finally:
            store.close()

    (paper_id,) = paper_ids()
    with _held_by_another_process("app.vectors.count()", data_dir):
        host = _host(data_dir, _CountingEmbedders())
        result = CliRunner().invoke(cli, ["papers", "delete", "--yes", paper_id], obj=host)
        close_stores(host, PaperSearchSettings.from_config(host.config))
    assert result.exit_code == 1
    assert "in use by another process" in result.output
    assert paper_ids() == [paper_id]  # nothing deleted from SQL
