"""The paper-search plugin: what it registers, that registering is light, that
its factories build working components."""

from __future__ import annotations

from pathlib import Path

from light_imports import HEAVY, heavy_imports
from tapyre import Config, Host, LazyCommand
from tapyre_paper_search import plugin


def _host(config: dict[str, object] | None = None) -> Host:
    host = Host(Config(config or {}, env={}), load_entrypoints=False)
    record = host.register(plugin, name="paper_search")
    assert record.error is None, record.traceback
    return host


def test_the_plugin_registers_providers_stores_command_and_tools() -> None:
    host = _host()
    assert list(host.data_providers) == [
        *("pdf-folder", "arxiv", "arxiv-metadata"),
        *("bibtex", "ris", "zotero", "zotero-web"),
    ]
    assert all(c.kind == "papers" for c in host.data_providers.values())
    assert list(host.vector_stores) == ["qdrant-edge", "qdrant"]
    assert list(host.metadata_stores) == ["sql"]
    command = host.commands["papers"]
    assert isinstance(command, LazyCommand)
    assert command.import_path == "tapyre_paper_search.cli:papers"
    assert {t.name for t in host.tools.values()} >= {"paper_search", "paper_ask"}


def test_registering_imports_nothing_heavy() -> None:
    code = (
        "from tapyre import Config, Host\n"
        "from tapyre_paper_search import plugin\n"
        "host = Host(Config({}, env={}), load_entrypoints=False)\n"
        "host.register(plugin, name='paper_search')\n"
    )
    assert heavy_imports(code, HEAVY | {"httpx", "fastapi"}) == "[]"


def test_the_factories_build_working_components(tmp_path: Path) -> None:
    host = _host(
        {
            "vector_stores": {
                "qdrant-edge": {"path": str(tmp_path / "qdrant")},
                "qdrant": {"location": ":memory:"},
            },
            "metadata_stores": {"sql": {"url": f"sqlite:///{tmp_path / 'papers.sqlite3'}"}},
        }
    )
    folder = host.build("data_providers", "pdf-folder")
    assert folder.handles(str(tmp_path)) and not folder.handles("arxiv:2401.00001")
    assert host.build("data_providers", "arxiv").handles("arxiv:2401.00001..2401.00002")
    (tmp_path / "dump.jsonl").write_text('{"id": "1", "title": "T", "abstract": "A"}\n')
    assert host.build("data_providers", "arxiv-metadata").handles(str(tmp_path / "dump.jsonl"))

    edge = host.build("vector_stores", "qdrant-edge")
    assert edge.location == str(tmp_path / "qdrant" / "papers")
    assert not edge.exists()
    remote = host.build("vector_stores", "qdrant")
    assert remote.collection == "papers"
    sql = host.build("metadata_stores", "sql")
    try:
        assert sql.count_papers() == 0
        assert (tmp_path / "papers.sqlite3").exists()
    finally:
        sql.close()
        remote.close()
        edge.close()
