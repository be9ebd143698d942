"""Schemas of configuration tables: which keys a table has, their types, ranges and help.

A :class:`TableSchema` lists the :class:`Setting` objects of one table.  The
core declares ``[core]`` and ``[plugins]``; an :class:`~tapyre.LLMProvider`
declares its ``[llm.NAME]`` table with ``settings_schema``; a
:class:`~tapyre.Component` with ``settings``; any other table a plugin owns
(``[tools.PLUGIN]``, ``[papers]``) is declared through the
``tapyre_register_settings`` hook.  A schema with ``free_form=True`` accepts
keys it does not list.

Schemas are plain data (no pydantic import), so declaring one stays cheap;
:meth:`TableSchema.from_model` turns a pydantic model into one for plugins
that prefer models.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

TYPES = ("string", "integer", "number", "boolean", "strings", "table", "any")
"""The value types a :class:`Setting` may declare (``strings``: a list of strings)."""


@dataclass(frozen=True)
class Setting:
    """One key of a table: its ``type`` (one of :data:`TYPES`), range or choices and help.

    ``minimum``/``maximum`` bound ``integer`` and ``number`` settings;
    ``choices`` lists the allowed strings of a ``string`` setting.
    ``default`` is only shown (``tapyre config keys``); readers apply it.
    """

    key: str
    type: str = "string"
    description: str = ""
    default: Any = None
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.type not in TYPES:
            raise ValueError(f"setting {self.key!r}: type must be one of {', '.join(TYPES)}")

    def allowed(self) -> str:
        """What this setting accepts, in words: ``an integer at least 1``."""
        if self.choices:
            return "one of " + ", ".join(self.choices)
        words = {
            "string": "a string",
            "integer": "an integer",
            "number": "a number",
            "boolean": "true or false",
            "strings": 'a list of strings (["a", "b"])',
            "table": "a table",
            "any": "any value",
        }[self.type]
        if self.minimum is not None and self.maximum is not None:
            return f"{words} from {_num(self.minimum)} to {_num(self.maximum)}"
        if self.minimum is not None:
            return f"{words} at least {_num(self.minimum)}"
        if self.maximum is not None:
            return f"{words} at most {_num(self.maximum)}"
        return words

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` (a TOML value) has this setting's type and is in its range."""
        kind = self.type
        if kind == "any":
            return True
        if kind == "string":
            return isinstance(value, str) and (not self.choices or value in self.choices)
        if kind == "boolean":
            return isinstance(value, bool)
        if kind == "strings":
            return isinstance(value, list) and all(isinstance(v, str) for v in value)
        if kind == "table":
            return isinstance(value, dict)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        if kind == "integer" and not (isinstance(value, int) or value.is_integer()):
            return False
        if self.minimum is not None and value < self.minimum:
            return False
        return self.maximum is None or value <= self.maximum


@dataclass(frozen=True)
class TableSchema:
    """The settings of one configuration table.

    ``name`` is the dotted table name (``"tools.hello"``, ``"papers"``) when
    registered through ``tapyre_register_settings``; providers and components
    leave it empty (their table is ``[llm.NAME]`` / ``[embedders.NAME]``).
    ``free_form`` tables accept keys they do not list.
    """

    name: str = ""
    settings: tuple[Setting, ...] = ()
    description: str = ""
    free_form: bool = False
    _by_key: dict[str, Setting] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_key", {s.key: s for s in self.settings})

    def get(self, key: str) -> Setting | None:
        """The setting named ``key``, ``None`` when the table does not list it."""
        return self._by_key.get(key)

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(self._by_key)

    def with_settings(self, *extra: Setting) -> TableSchema:
        """This schema plus ``extra`` settings (an alias table's ``provider`` key)."""
        known = [s for s in extra if s.key not in self._by_key]
        return TableSchema(self.name, (*known, *self.settings), self.description, self.free_form)

    @classmethod
    def from_model(
        cls, model: Any, *, name: str = "", free_form: bool = False, description: str = ""
    ) -> TableSchema:
        """A schema from a pydantic model class: one :class:`Setting` per field.

        Field descriptions, defaults and ``ge``/``le`` bounds are kept;
        ``Literal`` string fields become choices.
        """
        from tapyre._schema_pydantic import settings_of_model

        return cls(name, settings_of_model(model), description or (model.__doc__ or ""), free_form)


def did_you_mean(word: str, candidates: Iterable[str], cutoff: float = 0.6) -> str:
    """`` (did you mean X?)`` for the candidate closest to ``word``, or ``""``."""
    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=cutoff)
    return f" (did you mean {close[0]}?)" if close else ""


def unknown_keys(table: Mapping[str, Any], schema: TableSchema) -> list[str]:
    """The keys of ``table`` that ``schema`` does not list (none for a free-form schema)."""
    if schema.free_form:
        return []
    return [k for k in table if schema.get(k) is None]


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


CORE_SCHEMA = TableSchema(
    "core",
    (
        Setting("llm", "string", "LLM used when --llm is not given (a provider or alias name)."),
        Setting("system_prompt", "string", "Replaces the agent's system prompt."),
        Setting(
            "max_iterations", "integer", "Model turns before the agent gives up.", 8, minimum=1
        ),
        Setting(
            "allow_side_effects",
            "strings",
            'Side effects, tool ids or "*" that run without confirmation.',
            [],
        ),
        Setting("yes", "boolean", "Allow every side effect, like --yes.", False),
        Setting(
            "plugin_import_timeout",
            "number",
            "Seconds one plugin's import may take; 0 waits for ever.",
            10.0,
            minimum=0,
        ),
        Setting("log", "boolean", "Log every ask and chat exchange to the conversation log.", True),
    ),
    "Tapyre's own settings.",
)

PLUGINS_SCHEMA = TableSchema(
    "plugins",
    (
        Setting("load", "strings", "Load only these plugins (names); empty loads all.", []),
        Setting("disable", "strings", "Plugins not to load (names).", []),
    ),
    "Which installed plugins load.",
)

MCP_SERVER_SCHEMA = TableSchema(
    "mcp.servers.*", (), "An MCP server whose tools the agent gets.", free_form=True
)

BUILTIN_TABLES: Mapping[str, TableSchema] = {
    "core": CORE_SCHEMA,
    "plugins": PLUGINS_SCHEMA,
}
"""The tables the core itself declares."""

CONTAINERS = (
    "llm",
    "embedders",
    "data_providers",
    "vector_stores",
    "metadata_stores",
    "tools",
    "mcp",
    "mcp.servers",
)
"""Tables that hold one table per provider, component, plugin or server."""
