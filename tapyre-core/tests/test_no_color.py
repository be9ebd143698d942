"""NO_COLOR and --no-color reach everything the core prints: errors, tables, tool arrows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from tapyre import Config, Host, Tool, hookimpl
from tapyre.cli import cli, main

ANSI = "\x1b["


class Shout:
    tapyre_plugin_name = "demo"

    @hookimpl
    def tapyre_register_tools(self, register):  # type: ignore[no-untyped-def]
        register(Tool.simple("shout", "Upper-case the text.", str.upper))


def host(tmp_path: Path) -> Host:
    config = Config.load(tmp_path / "config.toml", env={})
    config.set("core.llm", "scripted")
    replies = [{"content": "", "tool_calls": [{"name": "shout", "args": {"text": "hi"}}]}, "ok"]
    config.set("llm.scripted.replies", replies)
    return Host(config, plugins=[Shout()], load_entrypoints=False)


def invoke(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> str:
    result = CliRunner().invoke(cli, list(args), obj=host(tmp_path), color=True, env=env)
    return result.output + result.stderr


@pytest.mark.parametrize(
    "command",
    [("ask", "go"), ("tools", "list"), ("llms", "list"), ("ask", "--llm", "nope", "go")],
    ids=["arrows", "table", "llms-table", "error"],
)
def test_colours_are_off_with_the_option_or_the_variable(tmp_path: Path, command) -> None:
    coloured = invoke(tmp_path, *command)
    assert ANSI in coloured  # the check below would mean nothing otherwise
    plain = invoke(tmp_path, "--no-color", *command)
    assert ANSI not in plain
    assert ANSI not in invoke(tmp_path, *command, env={"NO_COLOR": "1"})
    assert plain.replace(" ", "") == coloured.replace(" ", "").replace("\x1b[0m", "").replace(
        "\x1b[36m", ""
    ).replace("\x1b[32m", "").replace("\x1b[31m", "").replace("\x1b[1m", "")


def test_errors_outside_a_command_honour_no_color(tmp_path: Path, capsys, monkeypatch) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[core\n")
    monkeypatch.setattr(sys, "argv", ["tapyre"])
    monkeypatch.setenv("NO_COLOR", "1")
    # as on a terminal: colours unless asked not to
    monkeypatch.setattr(
        "click.utils.should_strip_ansi", lambda stream=None, color=None: color is False
    )
    with pytest.raises(SystemExit):
        main(["--config", str(bad), "tools", "list"])
    err = capsys.readouterr().err
    assert err.startswith("error: ") and ANSI not in err
    monkeypatch.delenv("NO_COLOR")
    with pytest.raises(SystemExit):
        main(["--config", str(bad), "tools", "list"])
    assert ANSI in capsys.readouterr().err
