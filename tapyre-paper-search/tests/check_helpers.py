"""``tapyre papers`` run through click on a host of test embedders, for the tests of
``tapyre papers check`` (``test_check``, ``test_check_vectors``): the stores are
closed after each command, so a test can damage and read them directly."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result
from pipeline_helpers import HashEmbedder
from tapyre import Component, Config, Host, hookimpl
from tapyre.cli import cli


class HashEmbedders:
    """The deterministic test embedders ``test-hash`` and ``test-hash-16``."""

    @hookimpl
    def tapyre_register_embedders(self, register: Callable[[Any], None]) -> None:
        register(Component("test-hash", lambda settings: HashEmbedder(), kind="dense"))
        register(Component("test-hash-16", lambda settings: HashEmbedder(16), kind="dense"))


class CheckPapers:
    """``tapyre papers ARGS…``, each on a host of its own whose stores are closed
    afterwards (as at the end of a process), so the test can open them directly."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.dense_embedder = "test-hash"

    def host(self) -> Host:
        from tapyre_paper_search import plugin
        from tapyre_paper_search.embedders import plugin as builtin_embedders

        config = Config(
            {
                "papers": {
                    "data_dir": str(self.data_dir),
                    "dense_embedder": self.dense_embedder,
                    "workers": 0,
                    "chunk_max_tokens": 120,
                    "chunk_overlap_tokens": 10,
                }
            },
            env={},
        )
        host = Host(config, load_entrypoints=False)
        for name, obj in (
            ("paper_search", plugin),
            ("paper_search_embedders", builtin_embedders),
            ("test_embedders", HashEmbedders()),
        ):
            assert host.register(obj, name=name).error is None
        return host

    def __call__(self, *args: str) -> Result:
        from tapyre_paper_search.parts import close_stores
        from tapyre_paper_search.settings import PaperSearchSettings

        host = self.host()
        try:
            return CliRunner().invoke(cli, ["papers", *args], obj=host)
        finally:
            close_stores(host, PaperSearchSettings.from_config(host.config))

    def check(self, *args: str) -> tuple[int, dict[str, Any]]:
        result = self("check", "--json", *args)
        assert result.exit_code in (0, 1), result.output
        return result.exit_code, json.loads(result.output)

    def found(self, query: str) -> list[str]:
        result = self("search", query, "--json", "-k", "10")
        assert result.exit_code == 0, result.output
        return [r["paper_id"] for r in json.loads(result.output)["papers"]]

    @property
    def sqlite(self) -> Path:
        return self.data_dir / "papers.sqlite3"

    @property
    def collection(self) -> Path:
        return self.data_dir / "qdrant" / "papers"

    @property
    def shard(self) -> Path:
        """The shard of the chunk points."""
        return self.collection / "shard"


def ingested_papers(tmp_path: Path) -> CheckPapers:
    """The six sample papers ingested into ``tmp_path / "data"`` by ``tapyre papers
    ingest`` (the CLI over :class:`CheckPapers`' host)."""
    from tapyre_paper_search.samples import write_samples

    write_samples(tmp_path / "pdfs")
    cli_papers = CheckPapers(tmp_path / "data")
    result = cli_papers("ingest", "-q", str(tmp_path / "pdfs"))
    assert result.exit_code == 0, result.output
    return cli_papers


def sql_of(papers: CheckPapers) -> sqlite3.Connection:
    path = papers.sqlite
    assert path.is_file(), sorted(p.name for p in papers.data_dir.iterdir())
    return sqlite3.connect(path)


def titles_of(papers: CheckPapers) -> dict[str, tuple[str, int]]:
    """``paper_id`` → (title, chunk rows), read with sqlite3."""
    with sql_of(papers) as db:
        rows = db.execute(
            "SELECT p.paper_id, p.title, (SELECT COUNT(*) FROM chunks c "
            "WHERE c.paper_id = p.paper_id) FROM papers p ORDER BY p.paper_id"
        ).fetchall()
    return {pid: (title, n) for pid, title, n in rows}
