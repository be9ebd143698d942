"""The plugin's hook implementations (entry point ``applauncher`` in the ``tapyre`` group).

Registering is cheap: it builds two :class:`~tapyre.Tool` objects with fixed
descriptions and names the ``apps`` command group lazily.  No desktop file is
read until a tool or command runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tapyre import LazyCommand, hookimpl

if TYPE_CHECKING:
    import click
    from tapyre import Config, SimpleTool, Tool


@hookimpl
def tapyre_register_tools(register: Callable[[Tool | SimpleTool], None], config: Config) -> None:
    """``list_apps`` and ``launch_app`` (the latter declared as launching programs)."""
    from tapyre_plugin_applauncher.tools import make_tools

    del config  # the tools read the environment (XDG_*, PATH, locale) when called
    for tool in make_tools():
        register(tool)


@hookimpl
def tapyre_register_commands(register: Callable[[click.Command | LazyCommand], None]) -> None:
    """``tapyre apps list|launch``."""
    register(
        LazyCommand(
            "apps",
            "tapyre_plugin_applauncher.cli:apps",
            help="List and launch the installed desktop applications.",
        )
    )
