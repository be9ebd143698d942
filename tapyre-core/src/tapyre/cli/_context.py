"""The host and configuration of one ``tapyre`` invocation, kept on click's root context.

Every command asks for them here: :func:`get_host` builds the host once (or
returns the one a test or an application handed in as ``obj``).
"""

from __future__ import annotations

from pathlib import Path

import click

from tapyre._config import Config
from tapyre._errors import TapyreError
from tapyre._host import Host
from tapyre._loading import configured_import_timeout

CONFIG_PATH_KEY = "tapyre.config_path"
"""Where ``--config FILE`` is kept in the root context's ``meta``."""

HELP_IMPORT_TIMEOUT = 2.0
"""Seconds a plugin's import may take while ``tapyre --help`` lists plugin commands."""


def config_path(ctx: click.Context) -> Path | None:
    """``--config FILE`` of this invocation, ``None`` when not given."""
    path: Path | None = ctx.find_root().meta.get(CONFIG_PATH_KEY)
    return path


def get_host(ctx: click.Context, *, import_timeout: float | None = None) -> Host:
    """The host of this invocation: ``ctx.obj`` if it is one, else built once from the config.

    ``import_timeout`` (seconds) caps ``[core] plugin_import_timeout`` for this build.
    The host's MCP servers stop when the invocation ends.
    """
    root = ctx.find_root()
    if isinstance(root.obj, Host):
        return root.obj
    config = Config.load(config_path(ctx))
    if import_timeout is not None:
        configured = configured_import_timeout(config)
        if configured > 0:
            import_timeout = min(import_timeout, configured)
    host = Host(config, import_timeout=import_timeout)
    root.obj = host
    _warn_unknown_settings(host)
    return host


def host_or_none(ctx: click.Context, *, import_timeout: float | None = None) -> Host | None:
    """For listing commands: a broken config must not break ``--help``."""
    try:
        return get_host(ctx, import_timeout=import_timeout)
    except TapyreError as exc:
        root = ctx.find_root()
        if not root.meta.get("tapyre.warned"):
            root.meta["tapyre.warned"] = True
            click.echo(f"warning: plugin commands unavailable: {exc}", err=True)
        return None


def stop_mcp_servers_at_exit(ctx: click.Context, host: Host) -> None:
    """Stop the MCP servers ``host`` starts for this command when the command ends."""
    ctx.call_on_close(host.close)


def _warn_unknown_settings(host: Host) -> None:
    """Warn once per invocation about unknown keys in declared tables of the file."""
    from tapyre._config_schema import ConfigSchema

    try:
        warnings = ConfigSchema(host).file_warnings(host.config.as_dict())
    except TapyreError:
        return  # a broken table is reported by whoever reads it
    for warning in warnings:
        click.echo(f"warning: {host.config.path}: {warning}", err=True)
