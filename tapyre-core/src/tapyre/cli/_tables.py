"""Tables of named things in the configuration file (``[mcp.servers.NAME]``,
``[a2a.remotes.NAME]``): adding one that is new, removing one that is there."""

from __future__ import annotations

from pathlib import Path

from tapyre._config import Config
from tapyre._errors import ConfigError


def refuse_existing(config: Config, parent: str, name: str, what: str, group: str) -> None:
    """Raise :class:`~tapyre.ConfigError` when ``[PARENT.NAME]`` exists already.

    ``what`` names the thing (``an MCP server``), ``group`` the command group
    whose ``remove`` removes it (``mcp``).
    """
    if name in config.section(*parent.split(".")):
        raise ConfigError(
            f"{what} named {name!r} is already configured",
            hint=f"Remove it first with `tapyre {group} remove {name}`.",
        )


def remove_table(config: Config, parent: str, name: str, what: str) -> Path:
    """Remove ``[PARENT.NAME]`` from the file and save it; the path written.

    :raises ConfigError: there is no such table (the message lists those there are).
    """
    if not config.unset(f"{parent}.{name}"):
        known = ", ".join(config.section(*parent.split("."))) or "none"
        raise ConfigError(f"no {what} named {name!r} in the config file (configured: {known})")
    return config.save()
