"""MCP servers' tools as Tapyre tools: real servers from PyPI (mcp-server-time, mcp-server-git),
a server written with the SDK that crashes mid-call, lazy start, configuration commands."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp_helpers import (
    CRASHING_SERVER,
    children_running,
    git_repository,
    script,
    write_server,
)
from tapyre import Host, SideEffect, Tool, hookimpl
from tapyre.mcp import side_effects_from_annotations
from tapyre.testing import child_environ, imported_modules, run_tapyre


class Shouter:
    tapyre_plugin_name = "demo"

    @hookimpl
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        register(Tool.simple("shout", "Upper-case the text.", str.upper))


def call(name: str, content: str = "Calling.", **args: Any) -> dict[str, Any]:
    return {"content": content, "tool_calls": [{"name": name, "args": args}]}


def configure(host: Host, replies: list[Any], servers: dict[str, dict[str, Any]]) -> None:
    host.config.set("core.llm", "scripted")
    host.config.set("llm.scripted.replies", replies)
    for name, table in servers.items():
        host.config.set(f"mcp.servers.{name}", table)


def test_git_log_and_current_time_reach_the_answer(tapyre_host, tapyre_cli, tmp_path):
    repo = git_repository(tmp_path / "repo", "Add the street-tree survey")
    configure(
        tapyre_host,
        [
            call("git_log", repo_path=str(repo)),
            call("get_current_time", "Log: {tool_result}", timezone="Europe/Prague"),
            "Time: {tool_result}",
        ],
        {
            "time": {"command": script("mcp-server-time")},
            "git": {"command": script("mcp-server-git")},
        },
    )
    result = tapyre_cli("ask", "what did I commit, and what time is it in Prague?")
    assert result.exit_code == 0, result.output
    assert "Add the street-tree survey" in result.stdout
    assert '"timezone": "Europe/Prague"' in result.stdout
    assert f'→ git:git_log {{"repo_path": "{repo}"}}' in result.stderr
    assert "← time:get_current_time [ok]" in result.stderr
    # read-only tools ran without confirmation; the servers are stopped with the command
    assert "[refused]" not in result.stderr
    if sys.platform == "linux":
        assert children_running("mcp-server") == []


def test_annotations_map_onto_side_effects(tapyre_host, tapyre_cli):
    assert side_effects_from_annotations({"readOnlyHint": True}) == frozenset()
    assert side_effects_from_annotations(None) == {
        SideEffect.WRITES_FILES,
        SideEffect.DELETES_DATA,
        SideEffect.NETWORK,
    }
    assert side_effects_from_annotations(
        {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False}
    ) == {SideEffect.WRITES_FILES}
    assert SideEffect.DELETES_DATA in side_effects_from_annotations({"destructiveHint": True})
    assert SideEffect.NETWORK in side_effects_from_annotations({"openWorldHint": True})

    configure(tapyre_host, [], {"git": {"command": script("mcp-server-git")}})
    import json

    result = tapyre_cli("tools", "list", "--json")
    assert result.exit_code == 0, result.output
    tools = {t["id"]: t for t in json.loads(result.stdout)}
    assert tools["git:git_log"]["side_effects"] == []
    assert "writes-files" in tools["git:git_commit"]["side_effects"]
    assert tools["git:git_log"]["parameters"]["required"] == ["repo_path"]


def test_a_side_effecting_mcp_tool_is_refused_without_permission(tapyre_host, tapyre_cli, tmp_path):
    repo = git_repository(tmp_path / "repo", "first")
    configure(
        tapyre_host,
        [call("git_create_branch", repo_path=str(repo), branch_name="x"), "{tool_result}"],
        {"git": {"command": script("mcp-server-git")}},
    )
    result = tapyre_cli("ask", "make a branch")
    assert result.exit_code == 0
    assert "← git:git_create_branch [refused]" in result.stderr


def test_a_server_crashing_mid_call_is_one_error_and_other_tools_keep_working(
    tapyre_host, register_plugin, tapyre_cli, tmp_path
):
    register_plugin(Shouter())
    server = write_server(tmp_path, CRASHING_SERVER)
    configure(
        tapyre_host,
        [
            call("crash"),
            call("echo", text="again"),
            call("shout", "Crash said: {tool_result}", text="still here"),
            "Shout said: {tool_result}",
        ],
        {"crashy": {"command": sys.executable, "args": [str(server)]}},
    )
    result = tapyre_cli("ask", "--yes", "try everything")
    assert result.exit_code == 0, result.output
    crash = next(line for line in result.stderr.splitlines() if "← crashy:crash" in line)
    assert "[error]" in crash
    assert "MCP server 'crashy' stopped during the call to crashy:crash" in crash
    assert "← crashy:echo [error]" in result.stderr and "stopped earlier" in result.stderr
    assert "← demo:shout [ok] STILL HERE" in result.stderr
    assert result.stdout.endswith("Shout said: STILL HERE\n")
    assert "Crash said: Error: MCP server 'crashy' stopped" in result.stdout


def test_the_sdk_server_works_until_it_crashes(tapyre_host, tapyre_cli, tmp_path):
    server = write_server(tmp_path, CRASHING_SERVER)
    configure(
        tapyre_host,
        [call("echo", text="hello"), "{tool_result}"],
        {"crashy": {"command": sys.executable, "args": [str(server)]}},
    )
    result = tapyre_cli("ask", "--yes", "echo hello")
    assert result.stdout.endswith("echo: hello\n"), result.output


def test_a_server_that_fails_to_start_is_one_warning_and_the_model_is_told(
    tapyre_host, register_plugin, tapyre_cli
):
    register_plugin(Shouter())
    configure(
        tapyre_host,
        [call("shout", text="ok"), "{tool_result}"],
        {
            "broken": {
                "command": sys.executable,
                "args": ["-c", "import sys; sys.stderr.write('bad settings file\\n'); sys.exit(2)"],
            },
            "missing": {"command": "/nonexistent/mcp-server"},
        },
    )
    from tapyre.testing import ScriptedChatModel

    prompts: list[str] = []
    original = ScriptedChatModel._next

    def spy(self, messages, tools):  # type: ignore[no-untyped-def]
        prompts.append(str(messages[0].content))
        return original(self, messages, tools)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ScriptedChatModel, "_next", spy)
        result = tapyre_cli("ask", "shout ok")
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("OK\n")
    warnings = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 2
    assert (
        "MCP server 'broken'" in warnings[0] and "(server said: bad settings file)" in warnings[0]
    )
    assert "MCP server 'missing'" in warnings[1] and "not found" in warnings[1]
    assert "Unavailable tools: MCP server 'broken'" in prompts[0]


def test_tool_restricts_which_servers_start(tapyre_host, tapyre_cli, tmp_path):
    marker = tmp_path / "started"
    configure(
        tapyre_host,
        [call("get_current_time", timezone="UTC"), "{tool_result}"],
        {
            "time": {"command": script("mcp-server-time")},
            "other": {
                "command": sys.executable,
                "args": ["-c", f"open({str(marker)!r}, 'w')"],
            },
        },
    )
    result = tapyre_cli("ask", "--tool", "time:get_current_time", "time?")
    assert result.exit_code == 0, result.output
    assert '"timezone": "UTC"' in result.stdout
    assert not marker.exists()
    unknown = tapyre_cli("ask", "--tool", "time:nope", "time?")
    assert unknown.exit_code == 1 and "MCP server 'time' has no tool 'nope'" in unknown.stderr


def test_each_host_owns_its_servers_and_close_stops_them(tmp_path):
    """No registry outside the host: two hosts in one program start and stop their own."""
    from tapyre import Config

    def host_with_time_server(answer: str) -> Host:
        data = {
            "core": {"llm": "scripted"},
            "llm": {"scripted": {"replies": [call("get_current_time", timezone="UTC"), answer]}},
            "mcp": {"servers": {"time": {"command": script("mcp-server-time")}}},
        }
        return Host(Config(data), load_entrypoints=False)

    first, second = host_with_time_server("first"), host_with_time_server("second")
    assert first.mcp is first.mcp and first.mcp is not second.mcp
    with first:
        assert first.ask("time?") == "first"
        assert first.mcp.started == ["time"]
        assert second.ask("time?") == "second"
        assert second.mcp.started == ["time"]
        if sys.platform == "linux":
            assert len(children_running("mcp-server-time")) == 2
    # leaving the with-block closed the first host's servers only
    if sys.platform == "linux":
        assert len(children_running("mcp-server-time")) == 1
    second.close()
    if sys.platform == "linux":
        assert children_running("mcp-server-time") == []
    assert first.ask("again?") == "first"  # a closed host starts its servers again when asked
    first.close()


def test_help_and_offline_listing_start_no_server_and_import_no_sdk(tmp_path):
    marker = tmp_path / "started"
    config = tmp_path / "config.toml"
    starter = {"command": sys.executable, "args": ["-c", f"open({str(marker)!r}, 'w')"]}
    import tomlkit

    config.write_text(tomlkit.dumps({"mcp": {"servers": {"probe": starter}}}))
    env = {"TAPYRE_CONFIG": str(config), "TAPYRE_DATA_DIR": str(tmp_path / "data")}

    environ = child_environ() | env
    for args in (["--help"], ["tools", "list", "--offline"], ["mcp", "list"]):
        probe = imported_modules(args, env=environ)
        assert probe.returncode == 0, probe.stderr
        assert "mcp" not in probe.loaded, args
        assert not marker.exists(), args
    offline = run_tapyre("tools", "list", "--offline", config=tomlkit.parse(config.read_text()),
                         config_path=config)  # fmt: skip
    assert "probe:*" in offline.stdout and "not started" in offline.stdout


def test_mcp_add_list_remove_edit_the_config_file(tapyre_host, tapyre_cli):
    result = tapyre_cli(
        "mcp", "add", "git", "--env", "GIT_PAGER=cat", "--", "mcp-server-git", "--verbose"
    )
    assert result.exit_code == 0, result.output
    assert tapyre_cli("mcp", "add", "docs", "--url", "http://127.0.0.1:9/mcp",
                      "--header", "Authorization: Bearer abc").exit_code == 0  # fmt: skip
    import tomllib

    data = tomllib.loads(Path(tapyre_host.config.path).read_text())
    assert data["mcp"]["servers"]["git"] == {
        "command": shutil.which("mcp-server-git"),  # the absolute path it has now
        "args": ["--verbose"],
        "env": {"GIT_PAGER": "cat"},
    }
    assert data["mcp"]["servers"]["docs"]["headers"] == {"Authorization": "Bearer abc"}
    listing = tapyre_cli("mcp", "list").stdout
    assert "/mcp-server-git --verbose" in listing and "http://127.0.0.1:9/mcp" in listing
    assert "Bearer" not in listing
    again = tapyre_cli("mcp", "add", "git", "--", "x")
    assert again.exit_code == 1 and "already configured" in again.stderr
    assert tapyre_cli("mcp", "remove", "git").exit_code == 0
    data = tomllib.loads(Path(tapyre_host.config.path).read_text())
    assert list(data["mcp"]["servers"]) == ["docs"]
    missing = tapyre_cli("mcp", "remove", "git")
    assert missing.exit_code == 1 and "no MCP server named 'git'" in missing.stderr


def test_mcp_add_stores_the_absolute_command_and_script_paths(
    tapyre_host, tapyre_cli, tmp_path, monkeypatch
):
    project = tmp_path / "project"
    project.mkdir()
    write_server(project, CRASHING_SERVER)
    interpreter_bin = Path(sys.executable).parent
    monkeypatch.chdir(project)
    monkeypatch.setenv("PATH", f"{interpreter_bin}{os.pathsep}{os.environ['PATH']}")
    result = tapyre_cli("mcp", "add", "crashy", "--", "python", "server.py", "--flag", "x")
    assert result.exit_code == 0, result.output
    import tomllib

    stored = tomllib.loads(Path(tapyre_host.config.path).read_text())["mcp"]["servers"]["crashy"]
    # the python found on PATH now, as a path (a venv's python link is not followed), and
    # the script as an absolute path; other arguments as given
    assert stored["command"] == str(interpreter_bin / "python")
    assert stored["args"] == [str(project / "server.py"), "--flag", "x"]
    # another folder, and a PATH where "python" is another interpreter or none: it still works
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/nonexistent")
    listing = tapyre_cli("tools", "list")
    assert listing.exit_code == 0, listing.output
    assert "crashy:echo" in listing.stdout and "failed to start" not in listing.output


def test_mcp_add_refuses_a_command_that_is_not_there(tapyre_host, tapyre_cli, tmp_path):
    missing = tapyre_cli("mcp", "add", "nope", "--", "tapyre-no-such-server-command")
    assert missing.exit_code == 1
    assert missing.stderr.startswith(
        "error: command 'tapyre-no-such-server-command' is not on PATH; nothing was added"
    )
    relative = tapyre_cli("mcp", "add", "nope", "--", "./bin/server")
    assert relative.exit_code == 1 and "no such file; nothing was added" in relative.stderr
    assert not Path(tapyre_host.config.path).exists()
    # with --cwd, a relative command is found there (and arguments are left as given)
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "server").write_text("#!/bin/sh\n")
    ok = tapyre_cli("mcp", "add", "s", "--cwd", str(tmp_path), "--", "./bin/server", "data.db")
    assert ok.exit_code == 0, ok.output
    import tomllib

    stored = tomllib.loads(Path(tapyre_host.config.path).read_text())["mcp"]["servers"]["s"]
    assert stored["command"] == str(tmp_path / "bin" / "server")
    assert stored["args"] == ["data.db"]


def test_a_malformed_server_table_is_one_line(tapyre_host, tapyre_cli):
    tapyre_host.config.set("mcp.servers.bad", {"command": "x", "url": "http://h/mcp"})
    result = tapyre_cli("tools", "list")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: [mcp.servers.bad] needs either command")
    bad = tapyre_cli("mcp", "add", "no good", "--", "x")
    assert bad.exit_code == 1 and "invalid MCP server name" in bad.stderr


def test_without_the_sdk_other_tools_work_and_the_extra_is_named(
    tapyre_host, register_plugin, tapyre_cli, monkeypatch
):
    register_plugin(Shouter())
    configure(
        tapyre_host,
        [call("shout", text="fine"), "{tool_result}"],
        {"time": {"command": script("mcp-server-time")}},
    )
    monkeypatch.setitem(sys.modules, "mcp", None)  # as if tapyre-core[mcp] were not installed
    result = tapyre_cli("ask", "shout")
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("FINE\n")
    assert 'pip install "tapyre-core[mcp]"' in result.stderr
    serve = tapyre_cli("mcp", "serve")
    assert serve.exit_code == 1
    assert serve.stderr.strip().splitlines()[-1].startswith("error: MCP needs the mcp package")
