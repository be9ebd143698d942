"""``[mcp.servers.NAME]`` tables, read and checked without importing the MCP SDK."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError, TapyreError

if TYPE_CHECKING:
    from tapyre._config import Config

SERVER_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,39}$")
"""Server names: they prefix tool ids (``NAME:tool``) and model-facing names."""

DEFAULT_TIMEOUT = 60.0
"""Seconds a tool call or start-up may take (``[mcp.servers.NAME] timeout``)."""

_KEYS = frozenset({"command", "args", "env", "cwd", "url", "headers", "timeout"})


class MCPError(TapyreError):
    """An MCP server could not be started, reached or served, or a call to it failed."""


@dataclass(frozen=True)
class ServerSpec:
    """One configured MCP server: a stdio ``command`` or a streamable HTTP ``url``."""

    name: str
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)
    timeout: float = DEFAULT_TIMEOUT

    @property
    def transport(self) -> str:
        """``"stdio"`` or ``"http"``."""
        return "http" if self.url else "stdio"

    def describe(self) -> str:
        """The command line or URL (headers, which may hold tokens, left out)."""
        if self.url:
            return self.url
        import shlex

        return shlex.join([self.command or "", *self.args])


def server_specs(config: Config) -> dict[str, ServerSpec]:
    """Every ``[mcp.servers.NAME]`` table, checked, in the config's order.

    :raises ConfigError: a table is malformed (the message names it and the key).
    """
    servers = config.section("mcp", "servers")
    return {name: parse_spec(name, table) for name, table in servers.items()}


def parse_spec(name: str, table: Any) -> ServerSpec:
    """Check one ``[mcp.servers.NAME]`` table.

    :raises ConfigError: bad name, unknown key, wrong type, or neither/both of
        ``command`` and ``url``.
    """
    where = f"[mcp.servers.{name}]"
    if not SERVER_NAME.match(name):
        raise ConfigError(
            f"{where}: invalid MCP server name",
            hint="Start with a letter; letters, digits, '_' and '-' only (at most 40).",
        )
    if not isinstance(table, dict):
        raise ConfigError(f"{where} must be a table")
    unknown = sorted(set(table) - _KEYS)
    if unknown:
        raise ConfigError(
            f"{where}: unknown setting {', '.join(unknown)}",
            hint="Known settings: " + ", ".join(sorted(_KEYS)) + ".",
        )
    command, url = table.get("command"), table.get("url")
    if bool(command) == bool(url):
        raise ConfigError(
            f"{where} needs either command (a stdio server) or url (streamable HTTP)",
            hint=f"e.g. `tapyre mcp add {name} -- mcp-server-time`.",
        )
    args = table.get("args", [])
    if isinstance(args, str):
        import shlex

        args = shlex.split(args)
    if not isinstance(args, list) or not all(isinstance(a, str | int | float) for a in args):
        raise ConfigError(f"{where} args must be a list of strings")
    timeout = table.get("timeout", DEFAULT_TIMEOUT)
    if isinstance(timeout, bool) or not isinstance(timeout, int | float) or timeout <= 0:
        raise ConfigError(f"{where} timeout must be a positive number of seconds")
    for key in ("command", "url", "cwd"):
        if table.get(key) is not None and not isinstance(table[key], str):
            raise ConfigError(f"{where} {key} must be a string")
    if url and not str(url).startswith(("http://", "https://")):
        raise ConfigError(f"{where} url {url!r} is not an http(s) URL")
    return ServerSpec(
        name=name,
        command=command or None,
        args=tuple(str(a) for a in args),
        env=_string_table(table.get("env", {}), f"{where} env"),
        cwd=table.get("cwd") or None,
        url=url or None,
        headers=_string_table(table.get("headers", {}), f"{where} headers"),
        timeout=float(timeout),
    )


def _string_table(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict):
        raise ConfigError(f"{where} must be a table of strings")
    return {str(k): str(v) for k, v in value.items()}
