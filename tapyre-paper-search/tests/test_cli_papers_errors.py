"""``tapyre papers`` refuses bad input with one line before touching anything, and
tells a killed ingestion from a running one (issue 12).

* ``ingest ./nope``: the path does not exist; no store opened, no model built.
* ``delete ID``: every id is checked before asking; no terminal and no ``--yes``
  is an error instead of a failing prompt; on a terminal it still asks.
* ``stats`` after a SIGKILLed ``ingest``: the run is ``interrupted`` once its
  lock is free, ``running`` while a process holds it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_child import HOLD_ENV, child_host
from click.testing import CliRunner, Result
from pdf_samples import write_paper
from pipeline_helpers import HashEmbedders
from tapyre import Host
from tapyre.cli import cli
from tapyre.testing import child_environ

CHILD = Path(__file__).with_name("cli_child.py")


def _papers(host: Host, *args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(cli, ["papers", *args], obj=host, input=input)


def _close(host: Host) -> None:
    """Close the host's stores, as at the end of a process, so a child can open them."""
    from tapyre_paper_search.parts import close_stores
    from tapyre_paper_search.settings import PaperSearchSettings

    close_stores(host, PaperSearchSettings.from_config(host.config))


def _error_line(result: Result) -> str:
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    assert lines[0].startswith("error: "), result.output
    return lines[0]


def _child_env(**extra: str) -> dict[str, str]:
    env = child_environ()
    env.update(extra)
    return env


# -- ingest ./nope -------------------------------------------------------------------


def _must_not_build() -> Any:
    raise AssertionError("the embedder must not be built for a missing path")


def test_ingest_of_a_missing_path_names_it_and_touches_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data_dir = tmp_path / "data"
    counter = HashEmbedders(_must_not_build, name="counting")
    host = child_host(data_dir, counter, dense_embedder="counting")
    monkeypatch.chdir(tmp_path)

    result = _papers(host, "ingest", "./nope")

    assert result.exit_code == 1
    line = _error_line(result)
    assert "./nope" in line and "does not exist" in line
    assert str(tmp_path / "nope") in line  # where it was looked for
    assert "Check the path" in line
    assert counter.built == 0
    assert not data_dir.exists()  # no store, journal or lock file created


def test_ingest_checks_every_source_before_ingesting_any(tmp_path: Path) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "a.pdf", title="Real Paper")
    host = child_host(tmp_path / "data")

    result = _papers(host, "ingest", str(folder), str(tmp_path / "missing-folder"))

    assert result.exit_code == 1
    assert "missing-folder" in _error_line(result)
    assert not (tmp_path / "data").exists()


def test_a_missing_path_with_an_explicit_provider_is_named_too(tmp_path: Path) -> None:
    host = child_host(tmp_path / "data")
    result = _papers(host, "ingest", "--provider", "pdf-folder", str(tmp_path / "gone"))
    assert result.exit_code == 1
    assert "gone' does not exist" in _error_line(result)


def test_sources_that_are_not_paths_keep_their_own_errors(tmp_path: Path) -> None:
    host = child_host(tmp_path / "data")
    unknown_scheme = _papers(host, "ingest", "zenodo:1234")
    assert "no data provider understands the source 'zenodo:1234'" in _error_line(unknown_scheme)
    text_file = tmp_path / "notes.txt"
    text_file.write_text("not papers", encoding="utf-8")
    existing = _papers(host, "ingest", str(text_file))
    assert "no data provider understands" in _error_line(existing)


# -- delete ---------------------------------------------------------------------------


@pytest.fixture
def stored(tmp_path: Path) -> tuple[Host, str]:
    """A collection with one paper; returns the host and the paper's id."""
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "trees.pdf", title="Street Trees")
    host = child_host(tmp_path / "data")
    ingested = _papers(host, "ingest", "-q", str(folder))
    assert ingested.exit_code == 0, ingested.output
    shown = json.loads(_papers(host, "stats", "--json").output)
    assert shown["papers"] == 1
    from tapyre_paper_search.app import PaperSearchApp

    (paper_id,) = PaperSearchApp.of(host).metadata.paper_ids()
    return host, str(paper_id)


def _paper_count(host: Host) -> int:
    return int(json.loads(_papers(host, "stats", "--json").output)["papers"])


def test_delete_names_unknown_ids_before_asking(stored: tuple[Host, str]) -> None:
    host, paper_id = stored

    result = _papers(host, "delete", paper_id, "2401.99999", input="y\n")

    assert result.exit_code == 1
    line = _error_line(result)  # no prompt was printed
    assert "2401.99999" in line and paper_id not in line
    assert _paper_count(host) == 1  # the known one was not deleted either


def test_delete_without_a_terminal_needs_yes(stored: tuple[Host, str]) -> None:
    host, paper_id = stored

    refused = _papers(host, "delete", paper_id, input="y\n")  # stdin is not a terminal

    assert refused.exit_code == 1
    assert "--yes" in _error_line(refused)
    assert _paper_count(host) == 1
    deleted = _papers(host, "delete", "--yes", paper_id)
    assert deleted.exit_code == 0, deleted.output
    assert _paper_count(host) == 0


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal (POSIX)")
def test_delete_on_a_terminal_asks_and_keeps_the_paper_when_declined(
    tmp_path: Path, stored: tuple[Host, str]
) -> None:
    host, paper_id = stored
    _close(host)
    leader, follower = os.openpty()
    try:
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(tmp_path / "data"), "papers", "delete", paper_id],
            stdin=follower,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=_child_env(),
        )
        os.write(leader, b"n\n")
        output, _ = child.communicate(timeout=120)
    finally:
        os.close(leader)
        os.close(follower)

    text = output.decode()
    assert f"Delete 1 paper(s): {paper_id}?" in text
    assert child.returncode == 1, text  # declined: click's abort
    assert _paper_count(child_host(tmp_path / "data")) == 1


# -- stats after a SIGKILL ---------------------------------------------------------------


def test_a_sigkilled_ingestion_shows_as_interrupted_once_its_lock_is_free(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    for n in range(3):
        write_paper(folder / f"p{n}.pdf", title=f"Paper number {n}")
    data_dir = tmp_path / "data"
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(data_dir), "papers", "ingest", "-q", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_child_env(**{HOLD_ENV: "600"}),
    )
    try:
        assert child.stdout is not None
        first = child.stdout.readline()  # the run is recorded and holds the lock by now
        assert first.strip() == "embedding", first + child.stderr.read()  # type: ignore[union-attr]
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL

    host = child_host(data_dir)
    as_json = json.loads(_papers(host, "stats", "--json").output)
    assert as_json["last_run_status"] == "interrupted"
    assert ", interrupted: " in as_json["last_run"]
    plain = _papers(host, "stats")
    assert plain.exit_code == 0, plain.output
    assert "interrupted" in plain.output and "running" not in plain.output

    # While a process holds the ingestion lock, the same run is "running".
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.pipeline.journal import IngestJournal

    app = PaperSearchApp.of(host)
    journal = IngestJournal(app.metadata, app.journal_path)
    journal.acquire()
    try:
        held = json.loads(_papers(host, "stats", "--json").output)
        assert held["last_run_status"] == "running"
    finally:
        journal.close()
    freed = json.loads(_papers(host, "stats", "--json").output)
    assert freed["last_run_status"] == "interrupted"
