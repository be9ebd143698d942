"""Several processes, one collection: while ``tapyre papers serve`` holds the embedded
stores (which admit one process), the user's other commands read the collection
through that server: ``search``, ``similar``, ``show``, ``list`` and ``stats`` from the
CLI, and the ``paper_search`` tool of two ``tapyre mcp serve`` processes at once.
Before, each of them failed with a lock error while the server ran.

Real processes throughout: the server, each command and each MCP server are
children of the test, over the sample papers (MiniLM and BM25, embedded stores).
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import test_serve_safety
from cli_helpers import TAPYRE
from test_serve_ingest import _env, _Server, _tapyre

pytestmark = pytest.mark.slow

collection = test_serve_safety.collection  # the sample papers, ingested once
home = test_serve_safety.home  # a copy of them for one test


@pytest.fixture
def server(home: Path) -> Iterator[_Server]:
    running = _Server(home)
    yield running
    if running.process.poll() is None:
        running.stop()
    running.log.close()


@pytest.fixture
def serve_with_llm(home: Path) -> Iterator[_Server]:
    """The server, its commands and MCP servers with the scripted model configured."""
    replies = json.dumps(["Trees shade streets [1]."] * 3)
    (home / "config.toml").write_text(
        f'[core]\nllm = "scripted"\n[llm.scripted]\nreplies = {replies}\n'
    )
    running = _Server(home)
    yield running
    if running.process.poll() is None:
        running.stop()
    running.log.close()


def _ok(home: Path, *args: str) -> str:
    done = _tapyre(home, "papers", *args)
    assert done.returncode == 0, done.stderr
    assert "in use" not in done.stderr and "lock" not in done.stderr.lower()
    return done.stdout


def test_reading_commands_go_through_the_running_server(home: Path, server: _Server) -> None:
    listed = json.loads(_ok(home, "list", "--json", "--sort", "title"))
    assert listed["total"] == 6
    ids = [paper["paper_id"] for paper in listed["papers"]]
    text = _ok(home, "list", "--sort", "title")
    assert all(paper_id in text for paper_id in ids) and "of 6." in text

    stats = json.loads(_ok(home, "stats", "--json"))
    assert stats["papers"] == 6 and stats["vectors"] > 0
    assert "papers" in _ok(home, "stats")

    found = json.loads(_ok(home, "search", "--json", "-k", "3", "street", "trees"))
    assert found["papers"] and found["papers"][0]["passages"]
    assert "1. " in _ok(home, "search", "-k", "2", "--mode", "lexical", "street trees")

    first = ids[0]
    shown = json.loads(_ok(home, "show", "--json", first))
    assert shown["paper_id"] == first and shown["chunks"]
    assert shown["chunk_count"] == len(shown["chunks"])
    # What it cites and what cites it come from the server as well.
    assert shown["references_kept"] is True and isinstance(shown["cited_by"], list)
    assert all("cited_paper_id" in entry for entry in shown["references"])
    assert first in _ok(home, "show", "--chunks", first)

    passages = json.loads(_ok(home, "ask", "--json", "what do street trees do"))  # no LLM
    assert passages["sources"], passages
    assert _ok(home, "ask", "what do street trees do").strip()

    like = json.loads(_ok(home, "similar", "--json", "-k", "2", first))
    assert like["similar_to"] == first
    assert first not in [paper["paper_id"] for paper in like["papers"]]


def test_a_missing_paper_through_the_server_is_one_line(home: Path, server: _Server) -> None:
    done = _tapyre(home, "papers", "show", "9999.99999")
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()
    assert len(last) <= 2 and "9999.99999" in done.stderr
    assert "Traceback" not in done.stderr


class _McpServer:
    """``tapyre mcp serve`` over stdio, spoken to line by line as an assistant does."""

    def __init__(self, home: Path) -> None:
        self.process = subprocess.Popen(
            [*TAPYRE, "mcp", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=_env(home),
            cwd=home,
        )
        self._next = 0
        self.call("initialize", {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"},
        })  # fmt: skip
        self._send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def _send(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()

    def call(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self._next += 1
        self._send({"jsonrpc": "2.0", "id": self._next, "method": method, "params": params})
        assert self.process.stdout is not None
        while line := self.process.stdout.readline():
            reply = json.loads(line)
            if reply.get("id") == self._next:
                assert "error" not in reply, reply
                result: dict[str, Any] = reply["result"]
                return result
        raise AssertionError(f"tapyre mcp serve ended (exit {self.process.wait()})")

    def search(self, query: str) -> str:
        result = self.call("tools/call", {"name": "paper_search", "arguments": {"query": query}})
        assert not result.get("isError"), result
        return str(result["content"][0]["text"])

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def test_two_assistants_over_mcp_search_one_collection(home: Path, server: _Server) -> None:
    assistants = [_McpServer(home), _McpServer(home)]
    try:
        answers = [assistant.search("street trees") for assistant in assistants]
        answers.append(assistants[0].search("climate"))
    finally:
        for assistant in assistants:
            assistant.close()
    for answer in answers:
        assert answer.startswith("1. ") or "\n1. " in answer, answer


def test_answers_come_from_the_server_s_model(home: Path, serve_with_llm: _Server) -> None:
    answered = json.loads(_ok(home, "ask", "--json", "--sources", "cited", "street trees?"))
    assert answered["answer"].startswith("Trees shade streets [1].")
    assert [source["cited"] for source in answered["sources"]] == [True]
    assert answered["search"]["papers"]
    printed = _ok(home, "ask", "street trees?")
    assert printed.startswith("Trees shade streets [1].")
    assistant = _McpServer(home)
    try:
        reply = assistant.call(
            "tools/call", {"name": "paper_ask", "arguments": {"question": "street trees?"}}
        )
    finally:
        assistant.close()
    assert not reply.get("isError"), reply
    assert reply["content"][0]["text"].startswith("Trees shade streets [1].")
