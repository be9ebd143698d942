"""The tapyre command line, in-process through the tapyre_cli fixture and click's runner."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner
from tapyre import Config, Host, LazyCommand, Tool, hookimpl, tool
from tapyre.cli import cli, main


@tool(side_effects=["writes-files"])
def write_note(text: str) -> str:
    """Write a note."""
    return f"wrote {text}"


class Demo:
    tapyre_plugin_name = "demo"

    @hookimpl
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        register(Tool.simple("shout", "Upper-case the text.", str.upper))
        register(write_note)


def scripted(host: Host, *replies: Any) -> None:
    host.config.set("core.llm", "scripted")
    host.config.set("llm.scripted.replies", list(replies))


def call(name: str, **args: Any) -> dict[str, Any]:
    return {"content": "Calling.", "tool_calls": [{"name": name, "args": args}]}


@pytest.fixture
def ask_demo(tapyre_host, register_plugin, tapyre_cli):
    """``ask_demo(replies, *args)``: ``tapyre ask ARGS`` with the demo's tools and a
    scripted LLM that answers with ``replies`` in turn."""
    register_plugin(Demo())

    def ask(replies: list[Any], *args: str) -> Any:
        scripted(tapyre_host, *replies)
        return tapyre_cli("ask", *args)

    return ask


def test_ask_streams_the_answer_and_shows_tool_calls(ask_demo):
    result = ask_demo([call("shout", text="hi"), "The tool said {tool_result}."], "shout", "hi")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Calling.\nThe tool said HI.\n"
    assert '→ demo:shout {"text": "hi"}' in result.stderr
    assert "← demo:shout [ok] HI" in result.stderr


def test_ask_no_stream_prints_only_the_answer(ask_demo):
    result = ask_demo([call("shout", text="hi"), "Done."], "--no-stream", "go")
    assert result.stdout == "Done.\n"


def test_ask_refuses_side_effects_without_a_terminal(ask_demo):
    result = ask_demo([call("write_note", text="x"), "Could not: {tool_result}"], "note x")
    assert result.exit_code == 0
    assert "← demo:write_note [refused]" in result.stderr
    assert "Could not: Refused:" in result.stdout


def test_ask_yes_allows_side_effects(ask_demo):
    result = ask_demo([call("write_note", text="x"), "{tool_result}"], "--yes", "note x")
    assert result.stdout.endswith("wrote x\n")


def test_ask_without_an_llm_is_one_line_and_exit_1(tapyre_cli):
    result = tapyre_cli("ask", "hello")
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: no LLM configured")


def test_unknown_llm_is_one_line_and_exit_1(tapyre_cli):
    result = tapyre_cli("ask", "--llm", "nope", "hello")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: unknown LLM provider 'nope'")


def test_max_iterations_and_system_prompt_options(ask_demo):
    result = ask_demo(
        [call("shout", text="a")] * 5, "--max-iterations", "1", "--system-prompt", "Short.", "loop"
    )
    assert result.exit_code == 1
    assert "stopped after 1 iterations" in result.stderr


def test_chat_keeps_the_conversation(tapyre_host, tapyre_cli):
    scripted(tapyre_host, "Hello Ada.", "You are Ada.")
    result = tapyre_cli("chat", input="I am Ada\n\nwho am I?\n")
    assert result.exit_code == 0, result.output
    assert "Hello Ada." in result.stdout and "You are Ada." in result.stdout


def test_chat_reset_and_exit(tapyre_host, tapyre_cli):
    scripted(tapyre_host, "One.")
    result = tapyre_cli("chat", input="hi\n/reset\n/exit\nnever sent\n")
    assert result.exit_code == 0
    assert "(conversation forgotten)" in result.stderr


def test_plugins_list_shows_what_each_plugin_registered(register_plugin, tapyre_cli):
    register_plugin(Demo())
    result = tapyre_cli("plugins", "list")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["PLUGIN", "DISTRIBUTION", "STATUS", "REGISTERED", "/", "ERROR"]
    assert any(line.startswith("demo") and "tools: shout, write_note" in line for line in lines)
    data = json.loads(tapyre_cli("plugins", "list", "--json").stdout)
    assert {p["name"]: p["status"] for p in data} == {"tapyre": "loaded", "demo": "loaded"}


def test_plugins_doctor_explains_a_failed_plugin(tapyre_host, tapyre_cli):
    class Broken:
        @hookimpl
        def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
            raise ValueError("no config")

    tapyre_host.register(Broken(), name="broken")
    listing = tapyre_cli("plugins", "list")
    assert listing.exit_code == 0
    assert (
        "failed" in listing.stdout
        and "registration failed: ValueError: no config" in listing.stdout
    )
    doctor = tapyre_cli("plugins", "doctor")
    assert doctor.exit_code == 0
    assert "broken (failed)" in doctor.stdout
    assert "what to do:" in doctor.stdout and "Traceback" in doctor.stdout
    assert tapyre_cli("plugins", "doctor", "--strict").exit_code == 1


def test_plugins_doctor_all_good(tapyre_cli):
    result = tapyre_cli("plugins", "doctor", "--strict")
    assert result.exit_code == 0 and "No problems" in result.stdout


def test_tools_list(register_plugin, tapyre_cli):
    assert "No tools installed" in tapyre_cli("tools", "list").stdout
    register_plugin(Demo())
    result = tapyre_cli("tools", "list")
    assert "demo:shout" in result.stdout and "writes-files" in result.stdout
    data = json.loads(tapyre_cli("tools", "list", "--json").stdout)
    assert data[1]["parameters"]["required"] == ["text"]


def test_llms_list_marks_the_default(tapyre_host, tapyre_cli):
    scripted(tapyre_host, "x", "y")
    result = tapyre_cli("llms", "list")
    assert result.exit_code == 0
    assert "*scripted" in result.stdout and "2 scripted replies" in result.stdout


def test_config_show_redacts_secrets(tapyre_host, tapyre_cli):
    tapyre_host.config.set("llm.openai.api_key", "sk-very-secret")
    tapyre_host.config.set("llm.openai.model", "gemma")
    result = tapyre_cli("config", "show")
    assert "sk-very-secret" not in result.output
    assert 'api_key = "***"' in result.stdout and 'model = "gemma"' in result.stdout
    assert json.loads(tapyre_cli("config", "show", "--json").stdout)["settings"]["llm"][
        "openai"
    ] == {
        "api_key": "***",
        "model": "gemma",
    }


def test_config_set_and_path_use_the_file(tapyre_host, tapyre_cli):
    result = tapyre_cli("config", "set", "core.max_iterations", "4")
    assert result.exit_code == 0
    path = tapyre_host.config.path
    assert tapyre_cli("config", "path").stdout.strip() == str(path)
    assert Config.load(path, env={}).core().max_iterations == 4
    secret = tapyre_cli("config", "set", "llm.openai.api_key", "sk-1")
    assert "sk-1" not in secret.output


def test_config_set_of_a_secret_leaves_the_file_readable_by_its_owner_only(tmp_path: Path):
    path = tmp_path / "config.toml"
    path.write_text("[core]\nmax_iterations = 4\n")
    path.chmod(0o644)
    runner = CliRunner()
    result = runner.invoke(
        cli, ["--config", str(path), "config", "set", "llm.openai.api_key", "sk-1"]
    )
    assert result.exit_code == 0, result.output
    assert path.stat().st_mode & 0o777 == 0o600
    assert Config.load(path, env={}).get("llm.openai.api_key") == "sk-1"
    assert Config.load(path, env={}).core().max_iterations == 4


def test_global_config_option_and_version(tmp_path: Path):
    path = tmp_path / "elsewhere.toml"
    path.write_text("[core]\nmax_iterations = 9\n")
    runner = CliRunner()
    result = runner.invoke(cli, ["--config", str(path), "config", "path"])
    assert result.stdout.strip() == str(path)
    assert runner.invoke(cli, ["--version"]).stdout.startswith("tapyre ")


def test_bad_config_is_one_line(tmp_path: Path, capsys, monkeypatch):
    path = tmp_path / "bad.toml"
    path.write_text("[core\n")
    monkeypatch.setattr(sys, "argv", ["tapyre"])
    with pytest.raises(SystemExit) as info:
        main(["--config", str(path), "tools", "list"])
    assert info.value.code == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.toml:1: invalid TOML" in err


LAZY_MODULE = '''
import click
import sys
IMPORTED = True

@click.command()
@click.argument("name")
def greet(name):
    """Greet."""
    click.echo(f"hi {name}")
'''


class LazyPlugin:
    tapyre_plugin_name = "lazy"

    @hookimpl
    def tapyre_register_commands(self, register):  # type: ignore[no-untyped-def]
        register(LazyCommand("greet", "tapyre_test_lazy_cmd:greet", help="Greet lazily."))
        register(LazyCommand("broken", "tapyre_test_missing_module:cmd", help="Broken."))
        register(click.Command("plain", help="A plain click command."))


def test_lazy_commands_are_listed_without_import_and_imported_to_run(
    tmp_path, monkeypatch, register_plugin, tapyre_cli
):
    (tmp_path / "tapyre_test_lazy_cmd.py").write_text(LAZY_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    register_plugin(LazyPlugin())
    help_text = tapyre_cli("--help").stdout
    assert "Plugin commands:" in help_text
    assert re.search(r"greet +Greet lazily\. \[lazy\]", help_text)
    assert help_text.startswith("Usage: tapyre ")
    assert "tapyre_test_lazy_cmd" not in sys.modules
    result = tapyre_cli("greet", "Ada")
    assert result.stdout == "hi Ada\n"
    assert "tapyre_test_lazy_cmd" in sys.modules
    monkeypatch.delitem(sys.modules, "tapyre_test_lazy_cmd")


def test_a_lazy_command_that_fails_to_import_is_one_line(register_plugin, tapyre_cli):
    register_plugin(LazyPlugin())
    result = tapyre_cli("broken")
    assert result.exit_code == 1
    assert result.stderr.startswith(
        "error: command 'broken' of plugin 'lazy' could not be imported"
    )
    assert result.stderr.count("\n") == 1


def test_config_path_works_with_a_broken_file(tmp_path: Path):
    path = tmp_path / "bad.toml"
    path.write_text("[core\n")
    result = CliRunner().invoke(cli, ["--config", str(path), "config", "path"])
    assert result.exit_code == 0 and result.stdout.strip() == str(path)


HANGING_PLUGIN = """
import time

time.sleep(600)  # hangs at import, as a plugin waiting on the network would
"""


def test_a_plugin_whose_import_hangs_does_not_hang_the_cli(tmp_path: Path, fake_dist) -> None:
    import os

    from tapyre.testing import run_tapyre

    site = fake_dist(
        "tapyre-plugin-hang",
        entry_points={"hang": "hang_mod"},
        modules={"hang_mod": HANGING_PLUGIN},
    )
    pythonpath = os.pathsep.join(p for p in (str(site), os.environ.get("PYTHONPATH")) if p)
    env = {"PYTHONPATH": pythonpath, "TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT": "1"}
    config = tmp_path / "config.toml"

    listed = run_tapyre(
        "plugins", "list", "--json", config={}, config_path=config, env=env, timeout=120
    )
    assert listed.returncode == 0, listed.stderr
    record = next(r for r in json.loads(listed.stdout) if r["name"] == "hang")
    assert record["status"] == "timed out"
    assert "plugin 'hang'" in record["error"]

    doctor = run_tapyre("plugins", "doctor", config={}, config_path=config, env=env, timeout=120)
    assert "TAPYRE_DISABLE_PLUGINS=hang" in doctor.stdout

    helped = run_tapyre("--help", config={}, config_path=config, env=env, timeout=120)
    assert helped.returncode == 0 and "plugins" in helped.stdout

    version = run_tapyre("--version", config={}, config_path=config, env=env, timeout=120)
    assert version.stdout.startswith("tapyre ")


def test_each_command_module_is_one_builtin_command_and_its_name_is_reserved() -> None:
    """Adding tapyre/cli/NAME.py is all it takes: it is added, and plugins cannot take NAME."""
    from tapyre._registry import builtin_command_names

    assert set(cli.commands) == builtin_command_names()
    assert {"ask", "chat", "logs", "keys", "mcp", "config", "completion"} <= set(cli.commands)

    class Squatter:
        @hookimpl
        def tapyre_register_commands(self, register):  # type: ignore[no-untyped-def]
            register(LazyCommand("logs", "x:y"))
            register(LazyCommand("mcp", "x:y"))

    host = Host(Config(), load_entrypoints=False, plugins=[Squatter()])
    assert list(host.commands) == []
    assert all("clashes with a built-in command" in w for w in host.plugins["squatter"].warnings)


def test_chat_with_piped_input_goes_on_after_a_failed_turn_and_names_it(tapyre_host, tapyre_cli):
    # the second reply is not a reply (the model fails once): that turn fails, the
    # others are answered
    scripted(tapyre_host, "One.", 42, "Three.", "Four.")
    result = tapyre_cli(
        "chat", input="first\nsecond question, rather long to be shortened\n\nthird\n"
    )
    assert result.exit_code == 1
    assert result.stdout == "One.\nThree.\n"
    errors = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    assert errors[0].startswith(
        "error: turn 2 ('second question, rather long to be shor…') failed:"
    )
    assert "scripted reply 2 must be a string" in errors[0]
    assert errors[1] == "error: 1 of 3 turns failed (turn 2); the others were answered"
    # the conversation went on without the failed turn, and only answered turns were logged
    from tapyre._history import LogStore
    from tapyre._paths import log_path

    logged = LogStore(log_path(tapyre_host.config)).recent(None)
    assert [e.prompt for e in logged] == ["first", "third"]
    assert logged[0].cid == logged[1].cid


def test_chat_with_piped_input_and_no_failure_exits_0(tapyre_host, tapyre_cli):
    scripted(tapyre_host, "One.", "Two.")
    result = tapyre_cli("chat", input="a\nb\n")
    assert result.exit_code == 0, result.output
    assert result.stdout == "One.\nTwo.\n" and "error" not in result.stderr
