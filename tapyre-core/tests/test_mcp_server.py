"""`tapyre mcp serve`: the SDK's own client lists and calls Tapyre's tools over stdio and HTTP
(with whichever SDK major is installed: the tests pass with 1.x and 2.x)."""

from __future__ import annotations

import asyncio
import importlib.util
import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import tomlkit
from mcp import StdioServerParameters
from mcp_helpers import script, sdk_session
from tapyre.testing import child_environ, free_port

PLUGIN = '''
from tapyre import ToolError, hookimpl, tool


@tool()
def greet(name: str, excited: bool = False) -> str:
    """Greet a person by name."""
    if name == "nobody":
        raise ToolError("greet: there is nobody to greet")
    return f"Hello, {name}{'!' if excited else '.'}"


@tool(side_effects=["writes-files"])
def write_note(text: str) -> str:
    """Write a note to a file."""
    return f"wrote {text}"


@hookimpl
def tapyre_register_tools(register):
    register(greet)
    register(write_note)
'''


@pytest.fixture
def served(fake_dist, tmp_path: Path) -> dict[str, Any]:
    """A plugin installed as a real distribution, a config, and the environment to serve it."""
    root = fake_dist("tapyre-plugin-notes", entry_points={"notes": "notes_mod"},
                     modules={"notes_mod": PLUGIN})  # fmt: skip
    config = tmp_path / "config.toml"
    config.write_text(tomlkit.dumps({}))
    env = child_environ()
    env.update(
        PYTHONPATH=os.pathsep.join([str(root), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
        TAPYRE_CONFIG=str(config),
        TAPYRE_DATA_DIR=str(tmp_path / "data"),
        TAPYRE_LOAD_PLUGINS="notes",
    )
    return {"config": config, "env": env}


def stdio(served: dict[str, Any], *args: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=script("tapyre"), args=["mcp", "serve", *args], env=served["env"]
    )


session = sdk_session


def text(result: dict[str, Any]) -> str:
    return "".join(block["text"] for block in result["content"] if block["type"] == "text")


def test_stdio_lists_tools_with_schemas_and_annotations_and_calls_them(served):
    got = asyncio.run(
        session(
            stdio(served),
            [
                ("greet", {"name": "Ada", "excited": True}),
                ("greet", {"name": 3}),
                ("greet", {"name": "nobody"}),
                ("write_note", {"text": "x"}),
            ],
        )
    )
    assert set(got["tools"]) == {"greet"}  # write_note has side effects: not served
    greet = got["tools"]["greet"]
    assert greet["description"] == "Greet a person by name."
    assert greet["inputSchema"]["required"] == ["name"]
    assert greet["inputSchema"]["properties"]["excited"]["type"] == "boolean"
    assert greet["annotations"]["readOnlyHint"] is True
    assert greet["annotations"]["destructiveHint"] is False
    assert greet["annotations"]["title"] == "notes:greet"
    ok, bad, failed, hidden = got["results"]
    assert not ok["isError"] and text(ok) == "Hello, Ada!"
    assert bad["isError"] and "invalid name" in text(bad)  # bad arguments: an error result
    assert failed["isError"] and text(failed) == "greet: there is nobody to greet"
    assert hidden["isError"] and "unknown tool 'write_note'" in text(hidden)


def test_a_side_effect_tool_is_served_when_allowed(served):
    got = asyncio.run(session(stdio(served, "--allow", "notes:write_note"),
                              [("write_note", {"text": "x"})]))  # fmt: skip
    assert set(got["tools"]) == {"greet", "write_note"}
    note = got["tools"]["write_note"]["annotations"]
    assert note["readOnlyHint"] is False and note["destructiveHint"] is False
    assert text(got["results"][0]) == "wrote x"
    # [core] allow_side_effects allows it too
    served["config"].write_text(tomlkit.dumps({"core": {"allow_side_effects": ["writes-files"]}}))
    assert "write_note" in asyncio.run(session(stdio(served), []))["tools"]


@pytest.fixture
def http_server(served) -> Iterator[str]:
    port = free_port()
    process = subprocess.Popen(
        [script("tapyre"), "mcp", "serve", "--http", "--port", str(port)],
        env=served["env"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        assert process.stderr is not None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = process.stderr.readline()
            if f"MCP endpoint: {url}" in line:
                break
            if not line and process.poll() is not None:
                pytest.fail(f"tapyre mcp serve --http exited {process.returncode}")
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_http_lists_and_calls_tools(http_server):
    got = asyncio.run(session(http_server, [("greet", {"name": "Grace"}), ("greet", {})]))
    assert set(got["tools"]) == {"greet"}
    ok, bad = got["results"]
    assert text(ok) == "Hello, Grace."
    assert bad["isError"] and "name" in text(bad)


def test_http_refuses_another_host_header(http_server):
    """DNS-rebinding protection on loopback, whichever SDK major serves."""
    import urllib.error
    import urllib.request

    request = urllib.request.Request(
        http_server,
        data=b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}',
        headers={
            "Host": "attacker.example:80",
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
        },
        method="POST",
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code in (403, 421)


def test_tapyre_is_a_client_of_its_own_http_server(http_server, tmp_path):
    from tapyre.testing import run_tapyre

    replies = [
        {"content": "", "tool_calls": [{"name": "greet", "args": {"name": "Lin"}}]},
        "{tool_result}",
    ]
    config = {
        "core": {"llm": "scripted"},
        "llm": {"scripted": {"replies": replies}},
        "mcp": {"servers": {"remote": {"url": http_server, "headers": {"X-Test": "1"}}}},
    }
    done = run_tapyre("ask", "--tool", "remote:greet", "greet Lin", config=config,
                      config_path=tmp_path / "client.toml", timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("Hello, Lin.")
    assert "← remote:greet [ok]" in done.stderr


def test_http_is_behind_the_server_guard(http_server):
    """A page rebinding its name to 127.0.0.1, or posting from another origin, gets nothing."""
    from serving_app import request

    base = http_server.removesuffix("/mcp")
    port = base.rsplit(":", 1)[1]
    body = b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}'
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    rebound = request(base, "POST", "/mcp", host=f"attacker.example:{port}", headers=headers,
                      body=body)  # fmt: skip
    assert rebound.status == 421
    assert "[mcp.serve] allowed_hosts" in rebound.json()["error"]
    foreign = request(base, "POST", "/mcp", headers={**headers, "Origin": "http://evil.example"},
                      body=body)  # fmt: skip
    assert foreign.status == 403
    huge = request(base, "POST", "/mcp", headers=headers, body=b" " * (2 * 1024 * 1024))
    assert huge.status == 413


def test_http_beyond_loopback_needs_a_key(served):
    refused = subprocess.run(
        [script("tapyre"), "mcp", "serve", "--http", "--host", "0.0.0.0", "--port", "0"],
        env=served["env"], capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert refused.returncode == 1
    assert (
        refused.stderr.strip()
        .splitlines()[-1]
        .startswith("error: refusing to serve Tapyre's tools on 0.0.0.0 without an API key")
    )
    assert "[mcp.serve] api_key (TAPYRE_MCP__SERVE__API_KEY)" in refused.stderr


def test_http_with_a_key_asks_every_request_for_it(served, tmp_path):
    from serving_app import request

    port = free_port()
    process = subprocess.Popen(
        [script("tapyre"), "mcp", "serve", "--http", "--port", str(port), "--api-key", "s3cret"],
        env=served["env"], stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        while "MCP endpoint:" not in (line := process.stderr.readline()):
            assert line or process.poll() is None, "mcp serve exited"
        base = f"http://127.0.0.1:{port}"
        body = b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}'
        headers = {"Content-Type": "application/json",
                   "Accept": "application/json, text/event-stream"}  # fmt: skip
        assert request(base, "POST", "/mcp", headers=headers, body=body).status == 401
        keyed = {**headers, "Authorization": "Bearer s3cret"}
        assert request(base, "POST", "/mcp", headers=keyed, body=body).status != 401
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_a_tool_that_needs_an_llm_is_served_only_when_one_is_configured():
    from tapyre import Config, Host, hookimpl, tool
    from tapyre.cli.mcp import serving_note
    from tapyre.mcp._server import exposed_tools

    @tool(needs_llm=True)
    def summarise(text: str) -> str:
        """Summarise a text with the host's LLM."""
        return text

    class Plugin:
        @hookimpl
        def tapyre_register_tools(self, register):
            register(summarise)

    bare = Host(Config({}), load_entrypoints=False, plugins=[Plugin()])
    served = exposed_tools(bare)
    assert "summarise" not in served
    note = serving_note(bare, served)
    assert note == (
        "Serving 0 tool(s) (summarise need an LLM and none is configured: "
        "tapyre config set core.llm NAME)."
    )
    configured = Host(
        Config({"core": {"llm": "scripted"}, "llm": {"scripted": {"replies": ["hi"]}}}),
        load_entrypoints=False,
        plugins=[Plugin()],
    )
    assert "summarise" in exposed_tools(configured)


def test_an_app_using_langchain_mcp_adapters_also_embeds_tapyre(served, tmp_path):
    """langchain-mcp-adapters 0.3 requires mcp<2: with it installed (the nox session `mcp1`),
    the adapters use Tapyre's MCP server and Tapyre's own MCP client works, in one process."""
    if importlib.util.find_spec("langchain_mcp_adapters") is None:
        if os.environ.get("TAPYRE_REQUIRE_MCP_ADAPTERS"):
            pytest.fail("langchain-mcp-adapters is not installed (TAPYRE_REQUIRE_MCP_ADAPTERS)")
        pytest.skip("langchain-mcp-adapters is not installed (the nox session mcp1 runs this)")
    from langchain_mcp_adapters.client import MultiServerMCPClient
    from tapyre import Config, Host

    client = MultiServerMCPClient(
        {
            "tapyre": {
                "transport": "stdio",
                "command": script("tapyre"),
                "args": ["mcp", "serve"],
                "env": served["env"],
            }
        }
    )

    async def use_adapters() -> tuple[list[str], Any]:
        tools = await client.get_tools()
        greet = next(t for t in tools if t.name == "greet")
        return [t.name for t in tools], await greet.ainvoke({"name": "Ada"})

    names, answer = asyncio.run(use_adapters())
    assert names == ["greet"] and "Hello, Ada." in str(answer)
    config = Config({"mcp": {"servers": {"time": {"command": script("mcp-server-time")}}}})
    with Host(config, load_entrypoints=False) as host:
        listed = {t.id for t in host.mcp.tools()}
        assert "time:get_current_time" in listed, host.mcp.problems
        now = host.mcp.call("time", "get_current_time", {"timezone": "Europe/Prague"})
    assert '"timezone": "Europe/Prague"' in now
