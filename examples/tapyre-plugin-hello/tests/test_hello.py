"""Tests of the example plugin, written the way a third-party author would."""

from __future__ import annotations

import pytest
import tapyre
import tapyre_plugin_hello
from tapyre import Config, Host, PluginStatus
from tapyre.testing import ScriptedChatModel


def test_greet_tool_greets_in_the_requested_language() -> None:
    assert tapyre_plugin_hello.greet.invoke({"name": "Ada", "language": "de"}) == "Hallo, Ada!"


def test_greet_tool_has_a_typed_schema() -> None:
    schema = tapyre_plugin_hello.greet.parameters
    assert schema["required"] == ["name"]
    assert schema["properties"]["language"]["type"] == "string"


def test_unknown_language_is_a_tool_error() -> None:
    with pytest.raises(tapyre.ToolError, match="unknown language"):
        tapyre_plugin_hello.greet.invoke({"name": "Ada", "language": "xx"})


def test_registering_the_plugin_adds_the_tool_and_the_command(register_plugin, tapyre_host) -> None:
    register_plugin(tapyre_plugin_hello, name="hello")
    assert "hello:greet" in tapyre_host.tools
    assert "hello" in tapyre_host.commands


def test_installed_plugin_is_found_through_its_entry_point(tmp_path) -> None:
    host = Host(Config.load(tmp_path / "config.toml", env={}))
    assert host.plugins["hello"].status is PluginStatus.LOADED
    assert host.plugins["hello"].distribution == "tapyre-plugin-hello"
    assert "hello:greet" in host.tools


def test_agent_calls_the_tool_with_a_scripted_model(register_plugin, tapyre_host) -> None:
    register_plugin(tapyre_plugin_hello, name="hello")
    model = ScriptedChatModel(
        replies=[
            {"tool_calls": [{"name": "greet", "args": {"name": "Ada", "language": "fr"}}]},
            "The tool answered: {tool_result}",
        ]
    )
    answer = tapyre_host.agent(model=model).ask("Greet Ada in French")
    assert answer == "The tool answered: Bonjour, Ada!"


def test_hello_command_runs_through_the_cli(register_plugin, tapyre_cli) -> None:
    register_plugin(tapyre_plugin_hello, name="hello")
    result = tapyre_cli("hello", "Ada", "--language", "cs")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "Ahoj, Ada!"
