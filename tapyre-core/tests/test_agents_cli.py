"""Named agents from the command line: agents list/show, ask and chat --agent, the nested log."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import tomlkit
from agents_helpers import SEEN, DemoTools, call, scripted
from click.testing import CliRunner, Result
from tapyre import Config, Host, LLMOption
from tapyre._history import LogStore
from tapyre._paths import log_path
from tapyre.cli import cli
from test_agents_delegation import supervisor_config

pytestmark = pytest.mark.usefixtures("fresh_tools")


def run(tmp_path: Path, data: dict[str, Any], *args: str, input: str | None = None) -> Result:
    """The real CLI on a host whose config file holds ``data`` (so ``config set`` works)."""
    path = tmp_path / "config.toml"
    if not path.exists():
        path.write_text(tomlkit.dumps(data), encoding="utf-8")
    host = Host(Config.load(path, env={}), load_entrypoints=False, plugins=[DemoTools()])
    return CliRunner().invoke(cli, list(args), obj=host, input=input)


def test_agents_list_shows_each_agent_with_its_tools_and_delegates(tmp_path: Path) -> None:
    result = run(tmp_path, supervisor_config(), "agents", "list")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["NAME", "LLM", "TOOLS", "DELEGATES", "TO", "DESCRIPTION"]
    assert lines[1].split()[:4] == ["supervisor", "sup", "none", "agent:librarian,"]
    assert lines[2].split()[:3] == ["librarian", "lib", "demo:search"]
    listed = json.loads(run(tmp_path, {}, "agents", "list", "--json").stdout)
    assert [a["name"] for a in listed] == ["supervisor", "librarian", "reviewer"]
    assert listed[0]["agents"] == ["agent:librarian", "agent:reviewer"]
    assert listed[2]["tools"] == ["demo:check"]


def test_agents_show_names_an_unknown_agent_in_one_line(tmp_path: Path) -> None:
    shown = run(tmp_path, supervisor_config(), "agents", "show", "reviewer")
    assert "description: Checks that an answer's claims cite sources." in shown.stdout
    assert "tools: demo:check" in shown.stdout
    missing = run(tmp_path, {}, "agents", "show", "nobody")
    assert missing.exit_code == 1
    assert missing.stderr.startswith("error: no agent named 'nobody' (agents: supervisor,")
    assert len(missing.stderr.strip().splitlines()) == 1


def test_no_agents_says_how_to_declare_one(tmp_path: Path) -> None:
    result = run(tmp_path, {}, "agents", "list")
    assert result.exit_code == 0
    assert "No named agents; declare one as an [agents.NAME] table" in result.stdout


def test_ask_agent_shows_delegated_steps_indented_and_logs_them_nested(tmp_path: Path) -> None:
    result = run(tmp_path, supervisor_config(), "ask", "--agent", "supervisor", "Do trees cool?")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Reviewed answer: every claim is cited\n"
    err = result.stderr.splitlines()
    assert err[0] == '→ agent:librarian {"task": "Do street trees cool cities? Cite sources."}'
    assert err[1] == '  [librarian] → demo:search {"query": "street trees cooling"}'
    assert err[2].startswith("  [librarian] ← demo:search [ok] Street trees cool cities")
    assert err[3].startswith("← agent:librarian [ok] Street trees cool cities")
    (exchange,) = LogStore(log_path(Config.load(tmp_path / "config.toml", env={}))).recent()
    assert [c.tool for c in exchange.tool_calls] == ["agent:librarian", "agent:reviewer"]
    (inner,) = exchange.tool_calls[0].calls
    assert (inner.tool, dict(inner.arguments), inner.status) == (
        "demo:search",
        {"query": "street trees cooling"},
        "ok",
    )
    assert exchange.tool_calls[1].calls[0].tool == "demo:check"
    shown = run(tmp_path, {}, "logs", "-n", "1").stdout.splitlines()
    at = shown.index('→ agent:librarian {"task": "Do street trees cool cities? Cite sources."}')
    assert shown[at + 1] == '    → demo:search {"query": "street trees cooling"}'
    assert shown[at + 2].startswith("    ← [ok] Street trees cool cities")
    assert shown[at + 3].startswith("← [ok] Street trees cool cities")


def test_ask_agent_json_holds_the_delegated_calls(tmp_path: Path) -> None:
    result = run(tmp_path, supervisor_config(), "ask", "--agent", "supervisor", "--json", "q")
    data = json.loads(result.stdout)
    assert data["answer"] == "Reviewed answer: every claim is cited"
    assert data["llm"] == "sup"
    librarian = data["tool_calls"][0]
    assert librarian["tool"] == "agent:librarian" and librarian["status"] == "ok"
    assert librarian["calls"] == [
        {
            "tool": "demo:search",
            "arguments": {"query": "street trees cooling"},
            "status": "ok",
            "output": "Street trees cool cities by 2 °C [1]. (query: street trees cooling)",
        }
    ]


def test_chat_agent_keeps_talking_to_the_named_agent(tmp_path: Path) -> None:
    data = {
        "llm": {"helper": scripted("first answer", "second answer")},
        "agents": {"helper": {"llm": "helper", "tools": [], "system_prompt": "Be brief."}},
    }
    result = run(tmp_path, data, "chat", "--agent", "helper", input="hello\nagain\n")
    assert result.exit_code == 0, result.output
    assert "first answer" in result.stdout and "second answer" in result.stdout
    (first, second) = LogStore(log_path(Config.load(tmp_path / "config.toml", env={}))).recent()
    assert first.system == "Be brief." and first.cid == second.cid


def test_command_options_override_the_agents_table(
    tmp_path: Path, recording_llm: Any, tapyre_host: Host
) -> None:
    recording = recording_llm("rec", options={"temperature": LLMOption(float, "Randomness.")})
    tapyre_host.config.set("agents.writer.llm", "rec")
    tapyre_host.config.set("agents.writer.model", "table-model")
    tapyre_host.config.set("agents.writer.options", {"temperature": 0.5})
    tapyre_host.config.set("agents.writer.tools", [])

    def ask(*extra: str) -> dict[str, Any]:
        recording.seen.clear()
        result = CliRunner().invoke(cli, ["ask", "--agent", "writer", *extra, "q"], obj=tapyre_host)
        assert result.exit_code == 0, result.output
        return recording.seen[-1]

    assert ask() == {"model": "table-model", "temperature": 0.5}
    assert ask("-m", "cli-model") == {"model": "cli-model", "temperature": 0.5}
    assert ask("-o", "temperature", "0.1") == {"model": "table-model", "temperature": 0.1}


def test_an_option_the_provider_does_not_take_names_the_agents_table(
    recording_llm: Any, tapyre_host: Host
) -> None:
    recording_llm("rec", options={"temperature": LLMOption(float, "Randomness.")})
    tapyre_host.config.set("agents.writer.llm", "rec")
    tapyre_host.config.set("agents.writer.options", {"heat": 3})
    result = CliRunner().invoke(cli, ["ask", "--agent", "writer", "q"], obj=tapyre_host)
    assert result.exit_code == 1
    assert result.stderr.startswith("error: [agents.writer] options: ")
    assert "heat" in result.stderr


def test_ask_an_unknown_agent_fails_in_one_line(tmp_path: Path) -> None:
    result = run(tmp_path, supervisor_config(), "ask", "--agent", "ghost", "q")
    assert result.exit_code == 1
    assert result.stderr == (
        "error: no agent named 'ghost' (agents: supervisor, librarian, reviewer). Declare it "
        "as an [agents.NAME] table; `tapyre agents list` lists them.\n"
    )


def test_the_default_agent_is_unchanged_by_named_agents(tmp_path: Path) -> None:
    data = supervisor_config()
    data["core"] = {"llm": "lib"}
    result = run(tmp_path, data, "ask", "q")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Street trees cool cities")
    assert "agent:" not in result.stderr  # named agents are not its tools


def test_agent_tables_are_checked_by_config_set_and_listed_by_config_keys(
    tmp_path: Path,
) -> None:
    ok = run(tmp_path, {}, "config", "set", "agents.helper.agents", '["reviewer"]')
    assert ok.exit_code == 0, ok.output
    bad = run(tmp_path, {}, "config", "set", "agents.helper.max_iteration", "3")
    assert bad.exit_code == 1
    assert "unknown setting 'max_iteration' in [agents.helper] (did you mean max_iterations?)" in (
        bad.stderr
    )
    typed = run(tmp_path, {}, "config", "set", "delegation.max_depth", "0")
    assert typed.exit_code == 1 and "at least 1" in typed.stderr
    table = run(tmp_path, {}, "config", "set", "agents", "x")
    assert table.exit_code == 1 and "is a table" in table.stderr
    keys = run(tmp_path, {}, "config", "keys", "agents.*", "delegation", "--json").stdout
    env = {row["key"]: row["env"] for row in json.loads(keys)}
    assert env["agents.*.llm"] == "TAPYRE_AGENTS__NAME__LLM"
    assert env["delegation.max_steps"] == "TAPYRE_DELEGATION__MAX_STEPS"


def test_an_agents_table_can_be_overridden_from_the_environment(tmp_path: Path) -> None:
    data = supervisor_config()
    config = Config(data, env={"TAPYRE_AGENTS__LIBRARIAN__LLM": "rev"})
    host = Host(config, load_entrypoints=False, plugins=[DemoTools()])
    assert host.agents["librarian"].llm == "rev"
    bad = Config(data, env={"TAPYRE_AGENTS__LIBRARIAN__MAX_ITERATIONS": "many"})
    with pytest.raises(Exception, match=r"\[agents.librarian\] max_iterations"):
        Host(bad, load_entrypoints=False).agents  # noqa: B018


def test_a_delegated_call_uses_its_own_agents_llm(tmp_path: Path) -> None:
    data = supervisor_config()
    data["llm"]["lib"] = scripted(call("search", query="own"), "librarian: {tool_result}")
    result = run(tmp_path, data, "ask", "--agent", "supervisor", "--llm", "sup", "q")
    assert result.exit_code == 0, result.output
    assert SEEN[0] == "search:own"
