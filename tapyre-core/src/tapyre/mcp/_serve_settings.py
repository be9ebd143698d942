"""``[mcp.serve]``: the guard of ``tapyre mcp serve --http`` (declared with the core's tables)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tapyre._schema import TableSchema
from tapyre.serving._settings import GUARD_SETTINGS, GuardSettings

if TYPE_CHECKING:
    from tapyre._config import Config

TABLE = "mcp.serve"

MCP_SERVE_SCHEMA = TableSchema(
    TABLE,
    GUARD_SETTINGS,
    "tapyre mcp serve --http: who may call it and how much (the server guard's settings).",
)


def mcp_serve_guard(config: Config, api_key: str | None = None) -> GuardSettings:
    """The guard of ``tapyre mcp serve --http``: ``[mcp.serve]``, with ``--api-key`` over it.

    :raises ConfigError: a bad value in ``[mcp.serve]``.
    """
    from dataclasses import replace

    values = MCP_SERVE_SCHEMA.read(config.section("mcp", "serve"), table=TABLE)
    settings = GuardSettings.from_table(values, table=TABLE)
    return replace(settings, api_key=api_key) if api_key else settings
