"""``[a2a.remotes.NAME]`` tables: remote A2A agents, read and checked without the A2A SDK.

``tapyre a2a add NAME URL`` writes one::

    [a2a.remotes.lab]
    url = "http://gpu-box:8790"           # where its agent card is served
    description = "Answers from the lab's paper collection."   # from its card
    timeout = 300                         # seconds one task may take
    max_bytes = 8388608                   # most bytes one task's answer may take

Its API key, if it needs one, is kept apart in the keys file under
``a2a.NAME`` (``tapyre keys set a2a.lab``), never in the configuration.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError
from tapyre._schema import Setting, TableSchema
from tapyre.agents._specs import check_agent_name
from tapyre.settings import check_http_url, setting_error

if TYPE_CHECKING:
    from tapyre._config import Config

REMOTE_TABLE = "a2a.remotes.*"

DEFAULT_TIMEOUT = 300.0
"""Seconds one task sent to a remote agent may take, from sending to its final answer."""

DEFAULT_MAX_BYTES = 8 * 1024 * 1024
"""Most bytes one task's responses may take (card, events and answer together)."""

REMOTE_SCHEMA = TableSchema(
    REMOTE_TABLE,
    (
        Setting(
            "url",
            "string",
            "The agent's base URL (its card is at URL/.well-known/agent-card.json).",
        ),
        Setting(
            "description",
            "string",
            "What it does, for the local agents' models.",
            shown_default="its card's description",
        ),
        Setting(
            "timeout",
            "number",
            "Seconds one task may take, from sending to the final answer.",
            DEFAULT_TIMEOUT,
            minimum=0.001,
        ),
        Setting(
            "max_bytes",
            "integer",
            "Most bytes one task's responses may take; more ends the task with an error.",
            DEFAULT_MAX_BYTES,
            minimum=1024,
        ),
        Setting(
            "streaming",
            "boolean",
            "Stream the task's progress when the agent can (else wait for its answer).",
            True,
        ),
    ),
    "A remote A2A agent the local agents may delegate to (tapyre a2a add).",
)


@dataclass(frozen=True)
class RemoteSpec:
    """One configured remote A2A agent (see :data:`REMOTE_SCHEMA` for each field)."""

    name: str
    url: str
    description: str
    timeout: float = DEFAULT_TIMEOUT
    max_bytes: int = DEFAULT_MAX_BYTES
    streaming: bool = True

    @property
    def tool_id(self) -> str:
        """``a2a:NAME``: how tool lists and logs name it."""
        return f"a2a:{self.name}"

    @property
    def key_name(self) -> str:
        """The name its API key is stored under in the keys file (``tapyre keys set …``)."""
        return key_name(self.name)


def key_name(remote: str) -> str:
    """``a2a.NAME``: where the API key of the remote agent NAME is kept."""
    return f"a2a.{remote}"


def parse_remote(name: str, table: Any) -> RemoteSpec:
    """Check one ``[a2a.remotes.NAME]`` table.

    :raises ConfigError: a bad name, no or a bad URL, an unknown key, a bad value.
    """
    where = f"a2a.remotes.{name}"
    check_agent_name(name, f"[{where}]")
    if not isinstance(table, dict):
        raise ConfigError(f"[{where}] must be a table, not a value")
    values = REMOTE_SCHEMA.read(table, table=where)
    if not values["url"]:
        raise setting_error(
            where, "url", "is missing", hint=f"`tapyre a2a add {name} URL` sets it."
        )
    url = check_http_url(values["url"], table=where, key="url", example="http://127.0.0.1:8790")
    return RemoteSpec(
        name=name,
        url=url,
        description=(values["description"] or "").strip() or f"The remote A2A agent {name}.",
        timeout=float(values["timeout"]),
        max_bytes=int(values["max_bytes"]),
        streaming=bool(values["streaming"]),
    )


def remote_specs(config: Config) -> dict[str, RemoteSpec]:
    """Every ``[a2a.remotes.NAME]`` table of ``config``, checked, in the file's order.

    :raises ConfigError: a table is malformed.
    """
    tables = config.section("a2a", "remotes")
    return {name: parse_remote(name, table) for name, table in tables.items()}
