"""The root ``tapyre`` group: options, lazy plugin commands, errors as one line.

:class:`TapyreGroup` lists the host's plugin commands from their
:class:`~tapyre.LazyCommand` descriptions and imports each only when it runs,
so ``tapyre --help`` imports no plugin command module, no LangChain
integration and no model.  Every :class:`~tapyre.TapyreError` becomes one line
on standard error and its exit code (``TAPYRE_DEBUG=1`` shows the traceback
too).  The core's own commands are added by :mod:`tapyre.cli`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from tapyre._components import LazyCommand
from tapyre._errors import PluginError, TapyreError
from tapyre._version import __version__
from tapyre.cli._context import CONFIG_PATH_KEY, HELP_IMPORT_TIMEOUT, host_or_none

DEBUG_ENV = "TAPYRE_DEBUG"
NO_COLOR_ENV = "NO_COLOR"
"""Set (to anything but empty) to turn colours off, like ``--no-color`` (https://no-color.org)."""


class TapyreCommandError(click.ClickException):
    """A :class:`~tapyre.TapyreError` on its way out: one line on stderr, its exit code."""

    def __init__(self, error: TapyreError, *, color: bool | None = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.exit_code = error.exit_code  # type: ignore[misc]
        self.color = color

    def show(self, file: Any = None) -> None:
        color = False if no_color_env() else self.color
        click.secho(f"error: {self.message}", err=True, fg="red", color=color)


def no_color_env() -> bool:
    """Whether ``NO_COLOR`` asks for output without colours."""
    return bool(os.environ.get(NO_COLOR_ENV))


def _color(ctx: click.Context | None) -> bool | None:
    """``False`` when colours are off (``--no-color``, ``NO_COLOR``); ``None``: automatic."""
    if no_color_env() or (ctx is not None and ctx.find_root().color is False):
        return False
    return None


class TapyreGroup(click.Group):
    """A group that adds the host's plugin commands, importing each only when it runs."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except TapyreError as exc:
            if os.environ.get(DEBUG_ENV):
                import traceback

                traceback.print_exc()
            raise TapyreCommandError(exc, color=_color(ctx)) from exc

    def list_commands(self, ctx: click.Context) -> list[str]:
        names = set(super().list_commands(ctx))
        host = host_or_none(ctx)
        if host is not None:
            names.update(host.commands)
        return sorted(names)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        command = super().get_command(ctx, cmd_name)
        if command is not None:
            return command
        host = host_or_none(ctx)
        if host is None:
            return None
        entry = host.commands.get(cmd_name)
        if entry is None:
            entry = next(
                (
                    c
                    for c in host.commands.values()
                    if isinstance(c, LazyCommand) and cmd_name in c.aliases
                ),
                None,
            )
        if entry is None or isinstance(entry, click.Command):
            return entry
        return import_command(entry, host.owner("commands", entry.name))

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        builtin = []
        for name in super().list_commands(ctx):
            command = super().get_command(ctx, name)
            if command is not None and not command.hidden:
                builtin.append((name, command.get_short_help_str(formatter.width - 20)))
        if builtin:
            with formatter.section("Commands"):
                formatter.write_dl(builtin)
        # Help must come quickly even when a plugin's import hangs.
        host = host_or_none(ctx, import_timeout=HELP_IMPORT_TIMEOUT)
        if host is None or not host.commands:
            return
        rows = []
        for name, entry in sorted(host.commands.items()):
            if isinstance(entry, LazyCommand):
                text = entry.help.strip().splitlines()[0] if entry.help.strip() else ""
            else:
                text = entry.get_short_help_str(formatter.width - 20)
            owner = host.owner("commands", name)
            rows.append((name, f"{text} [{owner}]" if owner else text))
        with formatter.section("Plugin commands"):
            formatter.write_dl(rows)


def import_command(entry: Any, plugin: str | None) -> click.Command:
    import importlib

    module_name, _, attribute = entry.import_path.partition(":")
    try:
        module = importlib.import_module(module_name)
        command = module
        for part in attribute.split("."):
            command = getattr(command, part)
    except Exception as exc:
        raise PluginError(
            f"command {entry.name!r} of plugin {plugin!r} could not be imported from "
            f"{entry.import_path}: {type(exc).__name__}: {exc}",
            hint="Run `tapyre plugins doctor`; reinstall the plugin or its extras.",
        ) from exc
    if not isinstance(command, click.Command):
        raise PluginError(
            f"command {entry.name!r} of plugin {plugin!r}: {entry.import_path} "
            "is not a click command"
        )
    return command


def _remember_config(
    ctx: click.Context, _param: click.Parameter, value: Path | None
) -> Path | None:
    ctx.meta[CONFIG_PATH_KEY] = value
    return value


def _no_color(ctx: click.Context, _param: click.Parameter, value: bool) -> bool:
    if value or no_color_env():
        ctx.color = False  # inherited by every sub-command's context
    return value


@click.group(cls=TapyreGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--config",
    "config_path",
    type=click.Path(dir_okay=False, path_type=Path),
    is_eager=True,
    callback=_remember_config,
    help="Configuration file (default: $TAPYRE_CONFIG or the platform's config folder).",
)
@click.option(
    "--no-color",
    is_flag=True,
    is_eager=True,
    callback=_no_color,
    expose_value=False,
    help="No colours in any output (also: the NO_COLOR environment variable).",
)
@click.version_option(__version__, "--version", prog_name="tapyre", message="%(prog)s %(version)s")
def cli(config_path: Path | None) -> None:
    """Tapyre: an AI assistant whose tools and models come from plugins.

    Configure an LLM (`tapyre llms list`), then `tapyre ask "…"` or `tapyre chat`.
    """


def main(args: list[str] | None = None) -> None:
    """Console-script entry point (``tapyre``)."""
    try:
        cli.main(args=args, prog_name="tapyre")
    except TapyreError as exc:  # raised outside a command, e.g. while parsing
        TapyreCommandError(exc, color=False if "--no-color" in (args or sys.argv) else None).show()
        sys.exit(exc.exit_code)
