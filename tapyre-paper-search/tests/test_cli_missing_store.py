"""A data folder that does not exist is not an empty, healthy store (review14 #2).

The commands that only read the store (``check``, ``stats``, ``list``, ``failures``,
``show``, ``graph stats``, ``search``, ``export``) print one ``error:`` line naming the
folder and its setting, exit 1 and create nothing; an existing, empty folder is
still an empty store, and ``check --repair`` (which builds) still runs.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_child import child_host
from click.testing import CliRunner, Result
from pipeline_helpers import HashEmbedders
from tapyre import Host
from tapyre.cli import cli


def _host(data_dir: Path) -> Host:
    return child_host(data_dir, HashEmbedders(name="hashing"), dense_embedder="hashing")


def _papers(host: Host, *args: str) -> Result:
    return CliRunner().invoke(cli, ["papers", *args], obj=host)


@pytest.mark.parametrize(
    "args",
    [
        ("check",),
        ("check", "--json"),
        ("stats",),
        ("list",),
        ("failures",),
        ("show", "0704.0001"),
        ("search", "street trees"),
        ("export", "--format", "bibtex"),
    ],
)
def test_a_read_of_a_missing_data_folder_is_one_error_and_creates_nothing(
    tmp_path: Path, args: tuple[str, ...]
) -> None:
    data_dir = tmp_path / "nonexistent" / "data"

    result = _papers(_host(data_dir), *args)

    assert result.exit_code == 1, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    assert lines[0].startswith("error: no paper store at "), result.output
    assert str(data_dir) in lines[0] and "papers.data_dir" in lines[0]
    assert "tapyre papers ingest" in lines[0]
    assert not (tmp_path / "nonexistent").exists()  # nothing created


def test_a_data_path_that_is_a_file_is_refused_too(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    data_dir.write_text("not a folder\n")

    result = _papers(_host(data_dir), "stats")

    assert result.exit_code == 1
    assert "is not a folder" in result.output and str(data_dir) in result.output


def test_an_existing_empty_folder_is_an_empty_store(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()

    result = _papers(_host(data_dir), "check")

    assert result.exit_code == 0, result.output
    assert "Checked 0 papers" in result.output and "The stores agree." in result.output


def test_check_repair_builds_a_missing_store(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"

    result = _papers(_host(data_dir), "check", "--repair")

    assert result.exit_code == 0, result.output
    assert data_dir.is_dir()
