"""``tapyre papers ask`` with no LLM configured answers with the best passages, cited,
and says in one line how to set an LLM up — never offering the scripted test provider."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_child import child_host
from click.testing import CliRunner
from pdf_samples import write_paper
from tapyre.cli import cli


def test_ask_without_an_llm_gives_cited_passages(tmp_path: Path) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "claims.pdf")
    host = child_host(tmp_path / "data")
    runner = CliRunner()
    assert runner.invoke(cli, ["papers", "ingest", str(folder)], obj=host).exit_code == 0

    result = runner.invoke(cli, ["papers", "ask", "sparse retrieval for claims"], obj=host)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("The passages that best match the question:")
    assert "[1], p. 1: “Sparse Retrieval for Scientific Claims" in result.stdout
    assert "\nSources:\n[1] Sparse Retrieval for Scientific Claims — sha256:" in result.stdout
    notes = [line for line in result.stderr.splitlines() if line.startswith("note: No LLM")]
    assert len(notes) == 1 and "tapyre config set core.llm" in notes[0]
    assert "scripted" not in result.output

    as_json = runner.invoke(cli, ["papers", "ask", "--json", "sparse retrieval"], obj=host)
    data = json.loads(as_json.stdout)
    assert data["llm"] is None and data["cited"] == [1]
    assert data["sources"][0]["title"] == "Sparse Retrieval for Scientific Claims"
    assert "No LLM is configured" in data["note"] and "scripted" not in data["note"]


def test_a_first_search_says_what_it_loads_on_a_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import io
    import sys

    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.cli._app import say_what_loads

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    app = PaperSearchApp.of(child_host(tmp_path / "data"))
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    say_what_loads(app)
    assert terminal.getvalue() == "Loading the collection and the test-hash embedder…\n"
    piped = io.StringIO()
    monkeypatch.setattr(sys, "stderr", piped)
    say_what_loads(app)
    assert piped.getvalue() == ""  # output for programs stays clean
