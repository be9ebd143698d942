"""docs/agents.md's example works as shown: a librarian with paper search's tools and a
reviewer that checks citations, under a supervisor, over a real collection.

The agents are those of ``docs/examples/research_agents.toml`` (which the page
shows verbatim); only their LLMs are the built-in scripted model, one script
per agent.  The sample papers of ``tapyre papers demo`` are ingested into the
real stores (SQLite and the embedded Qdrant engine) with the guide's hashing
embedder, so the librarian and the reviewer call the real ``paper_search``.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest
from plugin_docs import EXAMPLES, load_example
from tapyre import Host
from tapyre._history import LogStore
from tapyre._paths import log_path

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "agents.md"
EXAMPLE = EXAMPLES / "research_agents.toml"

pytest.importorskip("tapyre_paper_search", reason="needs tapyre-paper-search")


def call(name: str, **args: Any) -> dict[str, Any]:
    return {"content": "", "tool_calls": [{"name": name, "args": args}]}


SCRIPTS = {
    "supervisor": [
        call("librarian", task="Do street trees cool cities? Cite your sources."),
        call("reviewer", task="Check the citations of this answer: {tool_result}"),
        "Checked answer — the reviewer says: {tool_result}",
    ],
    "librarian": [
        call("paper_search", query="street trees surface temperature", k=2),
        "Street trees lower surface temperatures in dense neighbourhoods [1]. "
        "Sources: {tool_result}",
    ],
    "reviewer": [
        call("paper_search", query="Street Trees and Surface Temperature", k=1),
        "Claim [1] is supported by: {tool_result}",
    ],
}


def test_the_page_shows_the_example_verbatim() -> None:
    assert EXAMPLE.read_text(encoding="utf-8") in PAGE.read_text(encoding="utf-8")


@pytest.fixture
def research_host(tmp_path: Path, tapyre_host: Host, register_plugin: Any, tapyre_cli: Any) -> Host:
    from tapyre_paper_search import plugin as paper_search_plugin
    from tapyre_paper_search.embedders import plugin as embedders_plugin

    register_plugin(paper_search_plugin, name="paper_search")
    register_plugin(embedders_plugin, name="paper_search_embedders")
    register_plugin(load_example("hashing_embedder.py"), name="hashing_embedder")
    config = tapyre_host.config
    for key, value in {
        "papers.data_dir": str(tmp_path / "data"),
        "papers.dense_embedder": "hashing",
        "papers.sparse_embedder": "bm25",
        "papers.workers": 1,
    }.items():
        config.set(key, value)
    for table, values in tomllib.loads(EXAMPLE.read_text(encoding="utf-8")).items():
        config.set(table, values)
    for agent, replies in SCRIPTS.items():
        config.set(f"llm.{agent}", {"provider": "scripted", "replies": replies})
        config.set(f"agents.{agent}.llm", agent)
    demo = tapyre_cli("papers", "demo", str(tmp_path / "papers"))
    assert demo.exit_code == 0, demo.output
    ingest = tapyre_cli("papers", "ingest", str(tmp_path / "papers"), "--json")
    assert ingest.exit_code == 0, ingest.output
    assert json.loads(ingest.stdout)["stored"] == 6
    return tapyre_host


def test_the_supervisor_delegates_to_the_librarian_and_the_reviewer(
    research_host: Host, tapyre_cli: Any
) -> None:
    listed = json.loads(tapyre_cli("agents", "list", "--json").stdout)
    assert {a["name"]: a["tools"] for a in listed} == {
        "supervisor": [],
        "librarian": [
            "paper_search:paper_search",
            "paper_search:paper_citations",
            "paper_search:paper_ask",
        ],
        "reviewer": ["paper_search:paper_search"],
    }
    result = tapyre_cli("ask", "--agent", "supervisor", "Do street trees cool cities?")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Checked answer — the reviewer says: Claim [1] is supported")
    assert "Street Trees and Surface Temperature" in result.stdout
    err = result.stderr.splitlines()
    assert err[0].startswith("→ agent:librarian {")
    assert err[1] == (
        '  [librarian] → paper_search:paper_search {"k": 2, "query": "street trees surface '
        'temperature"}'
    )
    assert err[2].startswith("  [librarian] ← paper_search:paper_search [ok] ")
    (exchange,) = LogStore(log_path(research_host.config)).recent()
    librarian, reviewer = exchange.tool_calls
    assert (librarian.tool, reviewer.tool) == ("agent:librarian", "agent:reviewer")
    (search,) = librarian.calls
    assert search.tool == "paper_search:paper_search" and search.status == "ok"
    assert "Street Trees and Surface Temperature" in (search.result or "")
    assert reviewer.calls[0].arguments == {"query": "Street Trees and Surface Temperature", "k": 1}
