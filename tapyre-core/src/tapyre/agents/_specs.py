"""``[agents.NAME]`` tables: named agents, declared once and read without importing LangChain.

A named agent is a table of the configuration::

    [agents.librarian]
    description = "Finds papers in the local collection and quotes their passages."
    llm = "lab"                      # a provider or an [llm.NAME] alias; default [core] llm
    model = "qwen3:8b"               # laid over that LLM's settings, like -m
    options = { temperature = 0 }    # the provider's options, like -o
    system_prompt = "You are a careful librarian. …"
    tools = ["papers", "time:*"]     # plugins, tools, MCP servers; absent: every tool
    agents = ["reviewer", "lab"]     # other agents it may delegate to (local or A2A)
    max_iterations = 6
    timeout = 120                    # seconds one delegation to it may take

:data:`AGENT_SCHEMA` declares those keys (``tapyre config set`` and ``tapyre
config keys`` use it); :func:`parse_agent` checks one table and
:func:`agent_specs` every table of a configuration.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError
from tapyre._schema import Setting, TableSchema
from tapyre.settings import setting_error

if TYPE_CHECKING:
    from tapyre._config import Config

AGENT_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,39}$")
"""Names of agents, local or remote: they become tool ids (``agent:NAME``, ``a2a:NAME``)
and the names the model calls them by."""

AGENT_TABLE = "agents.*"

AGENT_SCHEMA = TableSchema(
    AGENT_TABLE,
    (
        Setting(
            "description",
            "string",
            "What the agent does: the model that may delegate to it reads this.",
            shown_default='"The NAME agent."',
        ),
        Setting(
            "llm",
            "string",
            "LLM it uses (a provider or [llm.NAME] alias).",
            shown_default="[core] llm",
        ),
        Setting(
            "model",
            "string",
            "Model laid over that LLM's settings (like -m).",
            shown_default="the LLM's",
        ),
        Setting("options", "table", "Provider options (like -o), e.g. { temperature = 0 }.", {}),
        Setting(
            "system_prompt",
            "string",
            "Its system prompt.",
            shown_default="[core] system_prompt, else Tapyre's",
        ),
        Setting(
            "tools",
            "strings",
            'Tools it may use: tool ids or names, plugin names, MCP servers ("time") or '
            'tools ("time:now"), PLUGIN:* / SERVER:*; [] for none.',
            shown_default="every tool",
        ),
        Setting(
            "agents",
            "strings",
            "Agents it may delegate to: named agents and A2A agents (tapyre a2a add).",
            [],
        ),
        Setting(
            "max_iterations",
            "integer",
            "Model turns before it gives up.",
            minimum=1,
            shown_default="[core] max_iterations",
        ),
        Setting(
            "timeout",
            "number",
            "Seconds one delegation to it may take.",
            minimum=0.001,
            shown_default="what is left of [delegation] timeout",
        ),
    ),
    "A named agent (tapyre ask --agent NAME).",
)


@dataclass(frozen=True)
class AgentSpec:
    """One named agent as configured (see the module docs for each field).

    ``tools`` is ``None`` when the table does not list tools: the agent gets
    every tool, as the default agent does.
    """

    name: str
    description: str
    llm: str | None = None
    model: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    system_prompt: str | None = None
    tools: tuple[str, ...] | None = None
    agents: tuple[str, ...] = ()
    max_iterations: int | None = None
    timeout: float | None = None

    @property
    def tool_id(self) -> str:
        """``agent:NAME``: how other agents' tool lists and logs name it."""
        return f"agent:{self.name}"


def parse_agent(name: str, table: Any) -> AgentSpec:
    """Check one ``[agents.NAME]`` table.

    :raises ConfigError: a bad name, an unknown key, or a value of the wrong
        type (the message names the table, the key and its variable).
    """
    where = f"agents.{name}"
    check_agent_name(name, f"[{where}]")
    if not isinstance(table, dict):
        raise ConfigError(f"[{where}] must be a table, not a value")
    values = AGENT_SCHEMA.read(table, table=where)
    options = values["options"]
    agents = tuple(values["agents"] or ())
    for other in agents:
        if other == name:
            raise setting_error(where, "agents", f"names the agent itself ({name!r})")
    return AgentSpec(
        name=name,
        description=(values["description"] or "").strip() or f"The {name} agent.",
        llm=values["llm"] or None,
        model=values["model"] or None,
        options=dict(options or {}),
        system_prompt=values["system_prompt"] or None,
        tools=None if values["tools"] is None else tuple(values["tools"]),
        agents=agents,
        max_iterations=values["max_iterations"],
        timeout=values["timeout"],
    )


def agent_specs(config: Config) -> dict[str, AgentSpec]:
    """Every ``[agents.NAME]`` table of ``config``, checked, in the file's order.

    :raises ConfigError: a table is malformed.
    """
    tables = config.section("agents")
    return {name: parse_agent(name, table) for name, table in tables.items()}


def check_agent_name(name: str, where: str) -> None:
    """Raise :class:`~tapyre.ConfigError` unless ``name`` may name an agent."""
    if not AGENT_NAME.match(name):
        raise ConfigError(
            f"{where}: invalid agent name {name!r}",
            hint="Start with a letter; letters, digits, '_' and '-' only (at most 40).",
        )
