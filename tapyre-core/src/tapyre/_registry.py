"""What plugins register: the categories, validation of each item, and name clashes.

A plugin's registrations are first *staged* (a list per category, see
:class:`Registrar`); :func:`merge` then builds the host's registries from
every loaded plugin's staged lists, in load order: the first registration of
a name wins and clashes become warnings on the plugins involved.
"""

from __future__ import annotations

import functools
import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pluggy

from tapyre._components import Component, LazyCommand
from tapyre._errors import PluginError
from tapyre._llm import LLMProvider
from tapyre._tools import Tool
from tapyre.hookspecs import PROJECT_NAME


@functools.cache
def builtin_command_names() -> frozenset[str]:
    """Command names of the core CLI; plugins cannot take them.

    Each is a public module of the :mod:`tapyre.cli` package, named after its
    command (``tapyre/cli/ask.py`` is ``tapyre ask``).  The folder is listed,
    not imported: the registry sits below the command line and must stay
    importable without it.
    """
    folder = Path(__file__).with_name("cli")
    found = pkgutil.iter_modules([str(folder)])
    return frozenset(m.name for m in found if not m.name.startswith("_"))


COMPONENT_CATEGORIES = ("embedders", "data_providers", "vector_stores", "metadata_stores")
"""The categories :meth:`tapyre.Host.build` builds."""
CATEGORIES = ("llm_providers", "tools", *COMPONENT_CATEGORIES, "commands", "settings")
"""What plugins register, in the order ``tapyre plugins list`` shows it."""

HOOKS = {
    "llm_providers": "tapyre_register_llm_providers",
    "tools": "tapyre_register_tools",
    "embedders": "tapyre_register_embedders",
    "data_providers": "tapyre_register_data_providers",
    "vector_stores": "tapyre_register_vector_stores",
    "metadata_stores": "tapyre_register_metadata_stores",
    "commands": "tapyre_register_commands",
    "settings": "tapyre_register_settings",
}
"""The registration hook of each category."""

SINGULAR = {
    "llm_providers": "LLM provider",
    "tools": "tool",
    "embedders": "embedder",
    "data_providers": "data provider",
    "vector_stores": "vector store",
    "metadata_stores": "metadata store",
    "commands": "command",
    "settings": "settings table",
}

Staged = dict[str, list[Any]]
"""One plugin's registrations, by category."""


@dataclass(frozen=True)
class RegisteredTool:
    """A tool as the host knows it: stable ``id`` (``plugin:name``) and the name the model sees.

    ``model_name`` is the tool's own name unless another plugin registered
    the same name; then both are shown to the model as ``plugin_name``.
    """

    id: str
    plugin: str
    tool: Tool
    model_name: str

    @property
    def name(self) -> str:
        return self.tool.name

    @property
    def description(self) -> str:
        return self.tool.description


@dataclass
class Registries:
    """The merged registries: items by category and name, who owns each, what clashed.

    ``warnings`` maps a plugin name to the clashes it lost.
    """

    items: dict[str, dict[str, Any]] = field(default_factory=lambda: {c: {} for c in CATEGORIES})
    owners: dict[tuple[str, str], str] = field(default_factory=dict)
    warnings: dict[str, list[str]] = field(default_factory=dict)

    def warn(self, plugin: str, message: str) -> None:
        self.warnings.setdefault(plugin, []).append(message)


def empty_staged() -> Staged:
    return {c: [] for c in CATEGORIES}


class Registrar:
    """The ``register`` callback handed to one plugin's hook: validates, then stages."""

    def __init__(self, category: str, into: list[Any], plugin: str) -> None:
        self._category = category
        self._into = into
        self._plugin = plugin

    def __call__(self, item: Any) -> None:
        self._into.append(validate(self._category, item))

    @property
    def items(self) -> tuple[Any, ...]:
        """What was registered through this callback so far."""
        return tuple(self._into)

    def __repr__(self) -> str:
        return f"<register {self._category} for plugin {self._plugin!r}>"


def validate(category: str, item: Any) -> Any:
    """Check one registration; adapt simple tools.  Raises :class:`PluginError`."""
    what = SINGULAR[category]
    if category == "llm_providers":
        if not isinstance(item, LLMProvider):
            raise PluginError(f"register an instance of tapyre.LLMProvider, not {item!r}")
        if not isinstance(getattr(item, "name", None), str) or not item.name:
            raise PluginError(f"LLM provider {type(item).__name__} has no name")
        return item
    if category == "tools":
        if isinstance(item, Tool):
            return item
        if all(hasattr(item, a) for a in ("name", "description", "run")) and callable(item.run):
            try:
                return Tool.from_object(item)
            except ValueError as exc:
                raise PluginError(str(exc)) from None
        raise PluginError(
            f"register a tapyre.Tool or an object with name, description and run(text), "
            f"not {item!r}"
        )
    if category == "commands":
        import click

        if isinstance(item, LazyCommand | click.Command) and item.name:
            return item
        raise PluginError(f"register a click.Command or a tapyre.LazyCommand, not {item!r}")
    if category == "settings":
        from tapyre._schema import TableSchema

        if isinstance(item, TableSchema) and item.name:
            return item
        raise PluginError(f"register a tapyre.TableSchema with a table name, not {item!r}")
    if not isinstance(item, Component):
        raise PluginError(f"register a tapyre.Component for each {what}, not {item!r}")
    return item


def check_hook_names(plugin: object) -> None:
    """Reject ``@hookimpl`` functions that name no hook (usually a typo)."""
    marker = f"{PROJECT_NAME}_impl"
    for attr in dir(plugin):
        try:
            value = getattr(plugin, attr)
        except Exception:  # a property that raises is none of our business
            continue
        if getattr(value, marker, None) is None or attr in HOOKS.values():
            continue
        import difflib

        close = difflib.get_close_matches(attr, list(HOOKS.values()), n=1)
        suggestion = f" (did you mean {close[0]}?)" if close else ""
        raise PluginError(f"unknown hook {attr}{suggestion}")


def item_name(item: Any) -> str:
    name = item.name
    assert isinstance(name, str)
    return name


def merge(staged: Mapping[str, Staged]) -> Registries:
    """The registries of every plugin's ``staged`` registrations, in the mapping's order.

    First registration of a name wins; a later one is ignored with a warning
    on its plugin.  Tools are keyed ``plugin:name``; a tool name several
    plugins register is shown to the model as ``plugin_name``.  Plugins cannot
    take the built-in command names.
    """
    result = Registries()
    tool_plugins: dict[str, list[str]] = {}
    for plugin, lists in staged.items():
        for tool in lists["tools"]:
            holders = tool_plugins.setdefault(tool.name, [])
            if plugin not in holders:
                holders.append(plugin)

    for plugin, lists in staged.items():
        for category in CATEGORIES:
            registry = result.items[category]
            for item in lists[category]:
                name = item_name(item)
                if category == "tools":
                    _add_tool(result, plugin, item, tool_plugins[name])
                    continue
                if category == "commands" and name in builtin_command_names():
                    result.warn(
                        plugin, f"command {name!r} clashes with a built-in command; ignored"
                    )
                    continue
                if name in registry:
                    first = result.owners[(category, name)]
                    result.warn(
                        plugin,
                        f"{SINGULAR[category]} {name!r} is already registered by {first}; "
                        "this one is ignored",
                    )
                    continue
                registry[name] = item
                result.owners[(category, name)] = plugin
    return result


def _add_tool(result: Registries, plugin: str, tool: Tool, holders: list[str]) -> None:
    registry = result.items["tools"]
    key = f"{plugin}:{tool.name}"
    if key in registry:
        result.warn(plugin, f"tool {tool.name!r} registered twice; the second is ignored")
        return
    others = [p for p in holders if p != plugin]
    model_name = tool.name
    if others:
        model_name = _model_name(plugin, tool.name)
        result.warn(
            plugin,
            f"tool name {tool.name!r} is also registered by {', '.join(others)}; "
            f"the model sees it as {model_name!r} (id {key})",
        )
    registry[key] = RegisteredTool(key, plugin, tool, model_name)
    result.owners[("tools", key)] = plugin


def _model_name(plugin: str, name: str) -> str:
    """``plugin_name`` made valid for a model-facing tool name (64 chars at most)."""
    safe = "".join(c if c.isalnum() or c in "_-" else "_" for c in plugin)
    if not safe or not safe[0].isalpha():
        safe = f"p{safe}"
    return f"{safe}_{name}"[:64]


def is_wrapper(impl: pluggy.HookImpl) -> bool:
    """Whether a hook implementation wraps the others (new or old style)."""
    return bool(impl.wrapper or impl.hookwrapper)
