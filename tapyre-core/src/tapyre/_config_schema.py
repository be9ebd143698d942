"""Checking configuration against the schemas the core and the installed plugins declare.

:class:`ConfigSchema` knows every declared table of one host: ``[core]``,
``[plugins]``, ``[mcp.serve]``, each provider's ``[llm.NAME]`` (aliases included), each
component's ``[embedders.NAME]`` etc., and the tables plugins register with
``tapyre_register_settings``.  A table declared as ``PREFIX.*`` (``agents.*``)
is the schema of every ``[PREFIX.NAME]`` table, and ``PREFIX`` holds tables.
It checks one ``config set`` (raising a one-line :class:`~tapyre.ConfigError`)
and a whole file (returning warnings).
Tables nobody declares (a plugin that is not installed) are not checked.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tapyre._errors import ConfigError
from tapyre._schema import (
    BUILTIN_TABLES,
    CONTAINERS,
    MCP_SERVER_SCHEMA,
    Setting,
    TableSchema,
    did_you_mean,
    unknown_keys,
)
from tapyre.mcp._serve_settings import MCP_SERVE_SCHEMA
from tapyre.settings import env_var

if TYPE_CHECKING:
    from tapyre._host import Host

_COMPONENTS = ("embedders", "data_providers", "vector_stores", "metadata_stores")
_TABLE_CUTOFF = 0.75
"""How close an unknown table name must be to a known one to be called a typo."""


@dataclass(frozen=True)
class KnownSetting:
    """One row of ``tapyre config keys``: a setting of a concrete table."""

    table: str
    setting: Setting

    @property
    def key(self) -> str:
        return f"{self.table}.{self.setting.key}"

    @property
    def env(self) -> str:
        return env_var(self.table, self.setting.key)


class ConfigSchema:
    """The schemas of one host's tables, and the checks built on them."""

    def __init__(self, host: Host) -> None:
        self._host = host
        self._tables: dict[str, TableSchema] = dict(BUILTIN_TABLES)
        self._tables[MCP_SERVE_SCHEMA.name] = MCP_SERVE_SCHEMA
        self._tables.update(host.registry("settings"))

    # -- lookup --------------------------------------------------------------

    def schema(self, table: str, data: Mapping[str, Any]) -> TableSchema | None:
        """The schema of the dotted ``table``; ``None`` when nobody declares it.

        ``data`` is the configuration (an alias's ``provider`` key picks its schema).
        """
        if table in self._tables:
            return self._tables[table]
        parts = table.split(".")
        each = ".".join([*parts[:-1], "*"])
        if len(parts) > 1 and each in self._tables:
            return self._tables[each]
        if len(parts) == 3 and parts[:2] == ["mcp", "servers"]:
            return MCP_SERVER_SCHEMA
        if len(parts) != 2:
            return None
        container, name = parts
        if container == "llm":
            return self._llm_schema(name, data)
        if container in _COMPONENTS:
            component = self._host.registry(container).get(name)
            found: TableSchema | None = getattr(component, "settings", None)
            return found
        return None

    def _llm_schema(self, name: str, data: Mapping[str, Any]) -> TableSchema | None:
        providers = self._host.llm_providers
        table = (data.get("llm") or {}).get(name)
        kind = table.get("provider") if isinstance(table, dict) else None
        if not isinstance(kind, str) or name in providers:
            kind = name if name in providers else None
        provider = providers.get(kind) if kind else None
        schema: TableSchema | None = getattr(provider, "settings_schema", None)
        if schema is None:
            return None
        if kind != name:
            return schema.with_settings(_PROVIDER)
        return schema

    def is_table(self, dotted: str, data: Mapping[str, Any]) -> bool:
        """Whether ``dotted`` names a table (declared, a container, or a table in ``data``)."""
        if dotted in CONTAINERS or self.schema(dotted, data) is not None:
            return True
        if any(t.startswith(f"{dotted}.") for t in self._tables):
            return True  # holds declared tables: [a2a] of [a2a.remotes.*]
        node: Any = data
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return False
            node = node[part]
        return isinstance(node, dict)

    # -- checks --------------------------------------------------------------

    def check_set(self, key: str, value: Any, data: Mapping[str, Any]) -> list[str]:
        """Check ``config set KEY VALUE``; returns warnings, raises :class:`ConfigError`.

        Unknown keys of declared tables and values of the wrong type or range
        are errors; replacing a table with a value is refused; a table nobody
        declares is a warning (its plugin may not be installed).
        """
        parts = key.split(".")
        if self.is_table(key, data) and not isinstance(value, dict):
            example = self._example_key(key, data)
            raise ConfigError(
                f"{key} is a table: `config set` would replace it with a value",
                hint=f"Set one of its keys, e.g. `tapyre config set {example} VALUE`.",
            )
        for i in range(len(parts) - 1, 0, -1):
            table = ".".join(parts[:i])
            schema = self.schema(table, data)
            if schema is not None:
                return self._check_in(table, schema, parts[i:], value)
        return self._undeclared(parts, value, data)

    def _check_in(self, table: str, schema: TableSchema, rest: list[str], value: Any) -> list[str]:
        setting = schema.get(rest[0])
        if setting is None:
            if schema.free_form:
                return []
            raise ConfigError(
                f"unknown setting {rest[0]!r} in [{table}]{did_you_mean(rest[0], schema.keys)}",
                hint=f"Known settings: {', '.join(schema.keys) or 'none'}; "
                "`tapyre config keys` lists them all.",
            )
        if len(rest) > 1:
            if setting.type in ("table", "any"):
                return []
            raise ConfigError(f"[{table}] {setting.key} is a value, not a table")
        if not setting.accepts(value):
            raise ConfigError(
                f"[{table}] {setting.key} must be {setting.allowed()}, got {value!r}",
                hint=setting.description or None,
            )
        return []

    def _undeclared(self, parts: list[str], value: Any, data: Mapping[str, Any]) -> list[str]:
        top = parts[0]
        known_top = {t.split(".")[0] for t in self._tables} | {c.split(".")[0] for c in CONTAINERS}
        if top not in known_top and top not in data:
            hint = did_you_mean(top, known_top, _TABLE_CUTOFF)
            if hint:
                raise ConfigError(
                    f"unknown table [{top}]{hint}",
                    hint="Tables nobody declares need their plugin installed; "
                    "`tapyre config keys` lists the known settings.",
                )
        if top == "llm" and len(parts) >= 3:
            return self._undeclared_llm(parts[1], parts[2], value, data)
        if top in _COMPONENTS and len(parts) >= 3:
            names = list(self._host.registry(top))
            if parts[1] not in names and did_you_mean(parts[1], names, _TABLE_CUTOFF):
                raise ConfigError(
                    f"no {top[:-1].replace('_', ' ')} named {parts[1]!r} is installed"
                    + did_you_mean(parts[1], names, _TABLE_CUTOFF)
                )
        table = ".".join(parts[:-1]) or top
        return [f"[{table}] is declared by no installed plugin: {parts[-1]} saved unchecked"]

    def _undeclared_llm(
        self, name: str, key: str, value: Any, data: Mapping[str, Any]
    ) -> list[str]:
        providers = list(self._host.llm_providers)
        if key == "provider":
            if isinstance(value, str) and value in providers:
                return []
            raise ConfigError(
                f"[llm.{name}] provider must be an installed LLM provider "
                f"({', '.join(providers) or 'none installed'}), got {value!r}"
                + (did_you_mean(value, providers) if isinstance(value, str) else "")
            )
        close = did_you_mean(name, providers, _TABLE_CUTOFF)
        if close:
            raise ConfigError(f"no LLM provider named {name!r}{close}")
        return [
            f"[llm.{name}] names no installed provider and has no provider key: "
            f"{key} saved unchecked (set llm.{name}.provider first)"
        ]

    def _example_key(self, key: str, data: Mapping[str, Any]) -> str:
        schema = self.schema(key, data)
        if schema is not None and schema.keys:
            return f"{key}.{schema.keys[0]}"
        return f"{key}.KEY"

    def file_warnings(self, data: Mapping[str, Any]) -> list[str]:
        """One warning per unknown key of a declared table in ``data``, or a table set as value."""
        warnings = []
        for table, node in _tables(data):
            schema = self.schema(table, data)
            if schema is None:
                continue
            for key in unknown_keys(node, schema):
                hint = did_you_mean(key, schema.keys)
                warnings.append(f"unknown setting {key!r} in [{table}]{hint}")
        return warnings

    # -- listing -------------------------------------------------------------

    def known_settings(self, data: Mapping[str, Any]) -> list[KnownSetting]:
        """Every declared setting of a concrete table, for ``tapyre config keys``."""
        rows = []
        tables = list(self._tables)
        tables += [f"llm.{name}" for name in self._host.llm_names()]
        for category in _COMPONENTS:
            tables += [f"{category}.{name}" for name in self._host.registry(category)]
        for table in tables:
            schema = self.schema(table, data)
            if schema is not None:
                rows += [KnownSetting(table, s) for s in schema.settings]
        return rows


_PROVIDER = Setting("provider", "string", "The installed LLM provider this alias uses.")


def _tables(data: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    for key, value in data.items():
        if isinstance(value, dict):
            name = f"{prefix}{key}"
            yield name, value
            yield from _tables(value, f"{name}.")
