"""``tapyre plugins new NAME``: a working plugin package to start from.

The package has a ``pyproject.toml`` with the ``tapyre`` entry point, a
module with one tool that reads its ``[tools.NAME]`` settings, tests using
:mod:`tapyre.testing` (its pytest plugin named in ``tests/conftest.py``) and a
README; its tests pass as written.  Its install lines name tapyre-core by the
folder the running core was installed from (a clone of Tapyre: the core is not
on a package index), so they work in a fresh virtual environment too.
"""

from __future__ import annotations

import re
from pathlib import Path

from tapyre._errors import TapyreError
from tapyre._install_source import CORE, requirement
from tapyre._version import __version__

_NAME = re.compile(r"^[a-z][a-z0-9_]{0,40}$")


class ScaffoldError(TapyreError):
    """The plugin package cannot be written (bad name, folder exists)."""


def write_plugin(name: str, parent: Path) -> Path:
    """Write the package ``tapyre-plugin-NAME`` under ``parent``; returns its folder.

    :raises ScaffoldError: ``name`` is not lower-case letters, digits and
        ``_`` starting with a letter, or the folder already exists.
    """
    if not _NAME.match(name):
        raise ScaffoldError(
            f"invalid plugin name {name!r}",
            hint="Use lower-case letters, digits and _, starting with a letter (e.g. notes).",
        )
    folder = parent / f"tapyre-plugin-{name.replace('_', '-')}"
    if folder.exists():
        raise ScaffoldError(
            f"{folder} already exists", hint="Pick another name or remove the folder."
        )
    module = f"tapyre_plugin_{name}"
    major, minor = (int(p) for p in __version__.split(".")[:2])
    values = {
        "NAME": name,
        "DIST": folder.name,
        "MODULE": module,
        "CORE": f"tapyre-core>={major}.{minor},<{major}.{minor + 1}",
        "NAME_UPPER": name.upper(),
        "CORE_INSTALL": requirement(CORE),
        "CORE_TEST_INSTALL": requirement(CORE, "test"),
    }
    files = {
        "pyproject.toml": _PYPROJECT,
        "README.md": _README,
        f"src/{module}/__init__.py": _MODULE,
        f"src/{module}/py.typed": "",
        "tests/conftest.py": _CONFTEST,
        f"tests/test_{name}.py": _TEST,
    }
    for relative, template in files.items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        text = template
        for key, value in values.items():
            text = text.replace(f"@{key}@", value)
        path.write_text(text, encoding="utf-8")
    return folder


_PYPROJECT = """\
[build-system]
requires = ["setuptools>=69"]
build-backend = "setuptools.build_meta"

[project]
name = "@DIST@"
version = "0.1.0"
description = "A Tapyre plugin: @NAME@"
readme = "README.md"
requires-python = ">=3.11"
dependencies = ["@CORE@"]

[project.optional-dependencies]
# tapyre-core[test] brings pytest and Tapyre's pytest fixtures
test = ["tapyre-core[test]"]

# The entry point makes Tapyre find the plugin; "@NAME@" is the plugin's name:
# tool ids are "@NAME@:greet" and its settings live in [tools.@NAME@].
[project.entry-points.tapyre]
@NAME@ = "@MODULE@"

[tool.setuptools.packages.find]
where = ["src"]

[tool.setuptools.package-data]
@MODULE@ = ["py.typed"]
"""

_MODULE = '''\
"""The @NAME@ Tapyre plugin: one tool, ``greet``, configured in ``[tools.@NAME@]``."""

from __future__ import annotations

from collections.abc import Callable

from tapyre import Host, Setting, TableSchema, Tool, hookimpl, tool
from tapyre.settings import read_str

TABLE = "tools.@NAME@"
"""The table this plugin's tools read (``TAPYRE_TOOLS__@NAME_UPPER@__…`` overrides it)."""

SETTINGS = TableSchema(
    TABLE,
    (Setting("greeting", "string", "The word to greet with.", "Hello"),),
    "Settings of the @NAME@ tools.",
)


@hookimpl
def tapyre_register_settings(register: Callable[[TableSchema], None]) -> None:
    register(SETTINGS)


@hookimpl
def tapyre_register_tools(register: Callable[[Tool], None], host: Host) -> None:
    register(make_greet(host))


def make_greet(host: Host) -> Tool:
    """The ``greet`` tool; it reads ``[tools.@NAME@]`` when called, not when registered."""

    @tool
    def greet(name: str) -> str:
        """Greet someone by name.

        Args:
            name: Who to greet.
        """
        settings = host.config.section("tools", "@NAME@")
        greeting = read_str(settings, "greeting", table=TABLE, default="Hello")
        return f"{greeting}, {name}!"

    return greet
'''

_CONFTEST = '''\
"""Tapyre's pytest fixtures (tapyre_host, register_plugin, tapyre_cli, ...) for these tests."""

pytest_plugins = ["tapyre.testing.pytest_plugin"]
'''

_TEST = '''\
"""Tests of the @NAME@ plugin, with Tapyre's pytest fixtures (tapyre.testing)."""

from __future__ import annotations

import @MODULE@
from tapyre import Config, Host, PluginStatus
from tapyre.testing import ScriptedChatModel


def test_greet_uses_the_default_greeting(register_plugin, tapyre_host) -> None:
    register_plugin(@MODULE@, name="@NAME@")
    assert tapyre_host.tool("@NAME@:greet").tool.invoke({"name": "Ada"}) == "Hello, Ada!"


def test_greet_reads_its_settings_when_called(register_plugin, tapyre_host) -> None:
    register_plugin(@MODULE@, name="@NAME@")
    tapyre_host.config.set("tools.@NAME@.greeting", "Hi")
    assert tapyre_host.tool("@NAME@:greet").tool.invoke({"name": "Ada"}) == "Hi, Ada!"


def test_the_agent_calls_the_tool(register_plugin, tapyre_host) -> None:
    register_plugin(@MODULE@, name="@NAME@")
    model = ScriptedChatModel(
        replies=[
            {"tool_calls": [{"name": "greet", "args": {"name": "Ada"}}]},
            "The tool said: {tool_result}",
        ]
    )
    assert tapyre_host.agent(model=model).ask("Greet Ada") == "The tool said: Hello, Ada!"


def test_the_installed_plugin_is_found_through_its_entry_point(tmp_path) -> None:
    host = Host(Config.load(tmp_path / "config.toml", env={}))
    assert host.plugins["@NAME@"].status is PluginStatus.LOADED, host.plugins["@NAME@"].error
    assert "@NAME@:greet" in host.tools
'''

_README = """\
# @DIST@

A [Tapyre](https://github.com/tapyre/tapyre) plugin. It adds one tool,
`@NAME@:greet`, that the assistant can call.

## Install

In the virtual environment Tapyre is installed in:

```
pip install .
tapyre tools list          # shows @NAME@:greet
tapyre ask "Greet Ada"
```

## Configure

`[tools.@NAME@]` in the Tapyre config file (`tapyre config path`). The table is
`tapyre config keys --markdown tools.@NAME@`, generated from the one
declaration of the settings (`SETTINGS` in the plugin's module); run it again
and paste its output here when you change a setting.

<!-- settings tools.@NAME@ -->
| key | accepts | default | environment variable | description |
| --- | --- | --- | --- | --- |
| `greeting` | a string | `"Hello"` | `TAPYRE_TOOLS__@NAME_UPPER@__GREETING` | The word to greet with. |
<!-- /settings -->

```
tapyre config set tools.@NAME@.greeting Hi
```

## Develop

In a fresh virtual environment. The first requirement is the Tapyre core this
package was written with, from the folder of its clone (tapyre-core is not on a
package index); its `test` extra brings pytest:

```
python3 -m venv .venv && . .venv/bin/activate
pip install @CORE_TEST_INSTALL@ -e '.[test]'
pytest
```
"""
