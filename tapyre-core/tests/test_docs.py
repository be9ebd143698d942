"""The documentation keeps up with the code (like datasette's test_docs.py)."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import click
import pytest
from tapyre import hookspecs
from tapyre.cli import cli

DOCS = Path(__file__).resolve().parents[2] / "docs"


def hook_names() -> list[str]:
    marker = f"{hookspecs.PROJECT_NAME}_spec"
    return [name for name, f in vars(hookspecs).items() if hasattr(f, marker)]


def sections(text: str) -> dict[str, str]:
    parts = re.split(r"^### (\S+)\s*$", text, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def test_there_are_hooks_to_document() -> None:
    assert len(hook_names()) == 8


@pytest.mark.parametrize("hook", hook_names())
def test_every_hook_and_parameter_is_documented(hook: str) -> None:
    documented = sections((DOCS / "plugins.md").read_text(encoding="utf-8"))
    assert hook in documented, f"docs/plugins.md has no '### {hook}' section"
    for parameter in inspect.signature(getattr(hookspecs, hook)).parameters:
        assert f"`{parameter}`" in documented[hook], f"{hook}: parameter {parameter} undocumented"


def commands(group: click.Group, prefix: str = "tapyre") -> list[tuple[str, click.Command]]:
    found = []
    for name, command in group.commands.items():
        path = f"{prefix} {name}"
        if isinstance(command, click.Group):
            found += commands(command, path)
        else:
            found.append((path, command))
    return found


@pytest.mark.parametrize(("path", "command"), commands(cli), ids=[p for p, _ in commands(cli)])
def test_every_command_and_option_is_documented(path: str, command: click.Command) -> None:
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    assert f"## {path}\n" in text, f"docs/cli.md has no '## {path}' section"
    for param in command.params:
        for opt in param.opts:
            if opt.startswith("--"):
                assert opt in text, f"{path}: option {opt} undocumented"


@pytest.mark.parametrize(("path", "command"), commands(cli), ids=[p for p, _ in commands(cli)])
def test_help_shows_no_raw_restructured_text(path: str, command: click.Command) -> None:
    text = (command.help or "") + " ".join(getattr(p, "help", None) or "" for p in command.params)
    for markup in ("``", ":class:", ":meth:", ":func:", ":param"):
        assert markup not in text, f"{path} --help shows {markup}"
