"""`ask --json`, `llms list --json`, unconfigured LLMs, alias tables in errors, chat, completion."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from tapyre import Config, Host, LLMProvider, LLMStatus, Tool, hookimpl
from tapyre.cli import cli
from tapyre.testing import free_port
from tapyre_llm_openai._provider import OpenAIProvider


class Counting(LLMProvider):
    """A provider that counts how often its server is asked."""

    name = "counting"
    asked = 0

    def chat_model(self, settings):  # type: ignore[no-untyped-def]
        raise NotImplementedError

    def status(self, settings) -> LLMStatus:  # type: ignore[no-untyped-def]
        Counting.asked += 1
        return LLMStatus(provider=self.name, model=settings.get("model"), reachable=True)


class Plugin:
    tapyre_plugin_name = "demo"

    @hookimpl
    def tapyre_register_llm_providers(self, register):  # type: ignore[no-untyped-def]
        register(Counting())
        register(OpenAIProvider())

    @hookimpl
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        register(Tool.simple("shout", "Upper-case the text.", str.upper))


def invoke(tmp_path: Path, data: dict[str, Any], *args: str, input: str | None = None) -> Any:
    config = Config(data, path=tmp_path / "config.toml")
    host = Host(config, plugins=[Plugin()], load_entrypoints=False)
    return CliRunner().invoke(cli, list(args), obj=host, input=input)


def test_llms_list_shows_unconfigured_providers_without_asking_them(tmp_path: Path) -> None:
    Counting.asked = 0
    closed = f"http://127.0.0.1:{free_port()}/v1"
    data = {"core": {"llm": "work"}, "llm": {"work": {"provider": "openai", "base_url": closed}}}
    result = invoke(tmp_path, data, "llms", "list", "--json")
    assert result.exit_code == 0, result.output
    rows = {row["name"]: row for row in json.loads(result.stdout)}
    assert Counting.asked == 0
    assert rows["counting"]["status"] == "not configured"
    assert rows["counting"]["reachable"] is None
    assert rows["openai"]["status"] == "not configured"
    assert rows["openai"]["endpoint"] is None
    assert rows["work"]["status"] == "default" and rows["work"]["default"] is True
    assert rows["work"]["reachable"] is False and rows["work"]["endpoint"] == closed
    table = invoke(tmp_path, data, "llms", "list").stdout
    assert any(line.split()[:3] == ["openai", "openai", "not"] for line in table.splitlines()), (
        table
    )
    assert Counting.asked == 0


def test_configured_providers_are_asked(tmp_path: Path) -> None:
    Counting.asked = 0
    result = invoke(tmp_path, {"llm": {"counting": {"model": "m"}}}, "llms", "list", "--json")
    rows = {row["name"]: row for row in json.loads(result.stdout)}
    assert Counting.asked == 1 and rows["counting"]["reachable"] is True


def test_an_alias_errors_name_its_own_table(tmp_path: Path) -> None:
    data = {"llm": {"work": {"provider": "openai", "base_url": "http://127.0.0.1:9/v1"}}}
    result = invoke(tmp_path, data, "ask", "--llm", "work", "hi")
    assert result.exit_code == 1
    assert "no model set for LLM 'work'" in result.stderr
    assert "[llm.work]" in result.stderr and "TAPYRE_LLM__WORK__MODEL" in result.stderr
    assert "llm.openai" not in result.stderr
    data["llm"]["work"]["timeout"] = "soon"
    result = invoke(tmp_path, data, "ask", "--llm", "work", "hi")
    assert "[llm.work] timeout (TAPYRE_LLM__WORK__TIMEOUT) must be a number" in result.stderr


def test_ask_json_gives_the_answer_and_the_tool_calls(tmp_path: Path) -> None:
    replies = [{"content": "", "tool_calls": [{"name": "shout", "args": {"text": "hi"}}]}, "Done."]
    data = {"core": {"llm": "scripted"}, "llm": {"scripted": {"replies": replies}}}
    result = invoke(tmp_path, data, "ask", "--json", "go")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {
        "answer": "Done.",
        "llm": "scripted",
        "tool_calls": [
            {"tool": "demo:shout", "arguments": {"text": "hi"}, "status": "ok", "output": "HI"}
        ],
    }


def test_chat_checks_the_llm_before_the_first_prompt(tmp_path: Path) -> None:
    closed = f"http://127.0.0.1:{free_port()}/v1"
    data = {"core": {"llm": "openai"}, "llm": {"openai": {"base_url": closed, "model": "m"}}}
    result = invoke(tmp_path, data, "chat", input="hello\nagain\n")
    assert result.exit_code == 1
    assert "you>" not in result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: LLM openai: "), lines
    assert closed in lines[0]


def test_completion_prints_clicks_script_that_completes_commands(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    for shell, marker in [
        ("bash", "complete -o nosort -F"),
        ("zsh", "compdef"),
        ("fish", "complete"),
    ]:
        result = invoke(tmp_path, {}, "completion", shell)
        assert result.exit_code == 0, result.output
        assert marker in result.stdout and "_TAPYRE_COMPLETE" in result.stdout
    # the variable the script uses really completes
    env = dict(
        os.environ, _TAPYRE_COMPLETE="bash_complete", COMP_WORDS="tapyre con", COMP_CWORD="1"
    )
    env["TAPYRE_CONFIG"] = str(tmp_path / "none.toml")
    code = "from tapyre.cli import main; main()"
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False
    )
    assert done.stdout.splitlines() == ["plain,config"]
