"""Schemas of configuration tables: the one declaration of every setting.

A :class:`TableSchema` lists the :class:`Setting` objects of one table: each
setting's key, type, range or choices, default and one-line description, once.
Its environment variable follows from the table and the key
(``TAPYRE_<TABLE>__<KEY>``, :meth:`TableSchema.env`).  Everything else comes
from that declaration: reading and checking a table
(:meth:`TableSchema.read`), ``tapyre config set`` / ``config keys`` and the
settings tables of the READMEs (:func:`markdown_table`, ``tapyre config keys
--markdown``).

The core declares ``[core]`` and ``[plugins]``; an :class:`~tapyre.LLMProvider`
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
    ``default`` is what :meth:`TableSchema.read` gives when the key is unset;
    ``shown_default`` says in words what happens then when that is not a
    fixed value (``"OLLAMA_HOST, else http://localhost:11434"``, ``"the
    model's"``), for ``config keys --markdown`` and the READMEs.
    """

    key: str
    type: str = "string"
    description: str = ""
    default: Any = None
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()
    shown_default: str = ""

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

    def env(self, key: str, table: str | None = None) -> str:
        """The environment variable overriding ``key`` of this table (or of ``table``)."""
        from tapyre.settings import env_var

        return env_var(table or self.name, key)

    def read(
        self, settings: Mapping[str, Any], *, table: str | None = None, strict: bool = True
    ) -> dict[str, Any]:
        """``settings`` checked against this declaration, every declared key present.

        ``table`` names the table in errors (default :attr:`name`; an alias's
        ``[llm.work]``).  Values may be TOML values or strings from the
        environment (``"3"`` for an integer).  A key that is unset or empty
        gets its ``default``.  Keys the table does not list are kept as they
        are in a free-form table, and with ``strict=False`` (whoever reads
        the table then warns about them instead).

        :raises ConfigError: a key the table does not declare (one line naming
            them all), or a value of the wrong type or out of range (naming the
            key and its environment variable).
        """
        from tapyre.settings import check_known_keys

        where = table or self.name
        if strict and not self.free_form:
            check_known_keys(settings, self.keys, table=where)
        values = {k: v for k, v in settings.items() if k not in self._by_key}
        for setting in self.settings:
            value = _read_value(setting, settings, where)
            values[setting.key] = setting.default if value is None else value
        return values

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


def _read_value(setting: Setting, settings: Mapping[str, Any], table: str) -> Any:
    """One value by its declared type (``None`` when unset), bounds and choices checked."""
    from tapyre import settings as readers

    key, kind = setting.key, setting.type
    if kind in ("table", "any"):
        value = settings.get(key)
        if kind == "table" and value is not None and not isinstance(value, dict):
            raise readers.setting_error(table, key, f"must be a table, got {value!r}")
        return value
    if kind == "boolean":
        return readers.read_bool(settings, key, table=table)
    if kind == "strings":
        return readers.read_strings(settings, key, table=table)
    if kind == "string":
        if setting.choices:
            return readers.read_choice(settings, key, table=table, choices=setting.choices)
        return readers.read_str(settings, key, table=table)
    number: float | None
    if kind == "integer":
        minimum = None if setting.minimum is None else int(setting.minimum)
        number = readers.read_int(settings, key, table=table, minimum=minimum)
    else:
        number = readers.read_float(settings, key, table=table, minimum=setting.minimum)
    if number is not None and setting.maximum is not None and number > setting.maximum:
        raise readers.setting_error(
            table, key, f"must be at most {_num(setting.maximum)}, got {settings.get(key)!r}"
        )
    return number


def markdown_table(schema: TableSchema, table: str | None = None) -> str:
    """The settings of ``schema`` as a Markdown table, for a README (``config keys --markdown``).

    Columns: key, type (what it accepts), default, environment variable,
    description; ``table`` names the concrete table (``llm.ollama``).
    """
    where = table or schema.name
    lines = [
        "| key | accepts | default | environment variable | description |",
        "| --- | --- | --- | --- | --- |",
    ]
    for setting in schema.settings:
        cells = (
            f"`{setting.key}`",
            setting.allowed(),
            shown_default(setting),
            f"`{schema.env(setting.key, where)}`",
            setting.description,
        )
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(lines) + "\n"


def shown_default(setting: Setting) -> str:
    """The default as a README shows it: ``shown_default``, the value as TOML, or ``none``."""
    if setting.shown_default:
        return setting.shown_default
    if setting.default is None:
        return "none"
    import json

    return f"`{json.dumps(setting.default, ensure_ascii=False)}`"


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
        Setting(
            "llm",
            "string",
            "LLM used when --llm is not given (a provider or alias name).",
            shown_default="the only configured LLM, else the only installed provider",
        ),
        Setting(
            "system_prompt",
            "string",
            "Replaces the agent's system prompt.",
            shown_default="Tapyre's own",
        ),
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
        Setting(
            "fragment_max_bytes",
            "integer",
            "Largest fragment (ask -f FILE or URL) read, in bytes.",
            2_000_000,
            minimum=1,
        ),
        Setting(
            "fetch_timeout",
            "number",
            "Seconds a fragment URL (ask -f URL) may take to answer.",
            20.0,
            minimum=0.1,
        ),
        Setting(
            "attachment_max_bytes",
            "integer",
            "Largest attachment (ask -a FILE) sent, in bytes.",
            20_000_000,
            minimum=1,
        ),
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
    "model_options",
)
"""Tables that hold one table per provider, component, plugin, server or LLM."""
