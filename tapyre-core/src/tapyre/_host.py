"""The plugin host: finds plugins, records what each registered, builds components.

A :class:`Host` owns its own pluggy ``PluginManager``; nothing lives at module
level, so two hosts in one process share nothing.  Built-in parts
(:mod:`tapyre._builtins`) register through the same hooks as third-party
plugins.

Loading is isolated per plugin: entry points are imported one at a time and
each plugin's registrations are staged and committed only when all its hooks
ran cleanly.  A plugin that fails to import, raises while registering,
registers something invalid or requires another tapyre-core is recorded with
its error and skipped.
"""

from __future__ import annotations

import json
import re
import sys
import time
import traceback as traceback_module
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import pluggy

from tapyre import hookspecs
from tapyre._components import Component, LazyCommand, Settings
from tapyre._config import Config
from tapyre._errors import (
    ComponentNotFoundError,
    ConfigError,
    LLMNotConfiguredError,
    PluginError,
    TapyreError,
)
from tapyre._llm import LLMProvider
from tapyre._tools import Tool
from tapyre._version import __version__

if TYPE_CHECKING:
    from importlib.metadata import Distribution, EntryPoint

    import click
    from langchain_core.language_models import BaseChatModel

    from tapyre._agent import Agent, AgentEvent

ENTRY_POINT_GROUP = hookspecs.PROJECT_NAME
LOAD_PLUGINS_ENV = "TAPYRE_LOAD_PLUGINS"
"""Comma-separated plugin (entry point or distribution) names: load only these."""
DISABLE_PLUGINS_ENV = "TAPYRE_DISABLE_PLUGINS"
"""Comma-separated plugin names never to load."""
TRACE_PLUGINS_ENV = "TAPYRE_TRACE_PLUGINS"
"""Set to 1 to print every hook call to standard error."""

BUILTIN_PLUGIN = "tapyre"
"""The name of the built-in plugin (:mod:`tapyre._builtins`)."""

BUILTIN_COMMANDS = frozenset({"ask", "chat", "plugins", "tools", "llms", "config"})
"""Command names of the core CLI; plugins cannot take them."""

CORE_DISTRIBUTION = "tapyre-core"

PROVIDER_KEY = "provider"
"""The key of an ``[llm.NAME]`` table that makes NAME an alias of an installed provider."""

_COMPONENT_CATEGORIES = ("embedders", "data_providers", "vector_stores", "metadata_stores")
CATEGORIES = ("llm_providers", "tools", *_COMPONENT_CATEGORIES, "commands")
"""What plugins register, in the order ``tapyre plugins list`` shows it."""

_HOOKS = {
    "llm_providers": "tapyre_register_llm_providers",
    "tools": "tapyre_register_tools",
    "embedders": "tapyre_register_embedders",
    "data_providers": "tapyre_register_data_providers",
    "vector_stores": "tapyre_register_vector_stores",
    "metadata_stores": "tapyre_register_metadata_stores",
    "commands": "tapyre_register_commands",
}

_SINGULAR = {
    "llm_providers": "LLM provider",
    "tools": "tool",
    "embedders": "embedder",
    "data_providers": "data provider",
    "vector_stores": "vector store",
    "metadata_stores": "metadata store",
    "commands": "command",
}


class PluginStatus(StrEnum):
    """What became of a plugin."""

    LOADED = "loaded"
    FAILED = "failed"
    DISABLED = "disabled"
    INCOMPATIBLE = "incompatible"


@dataclass
class PluginRecord:
    """What the host knows about one plugin, for ``tapyre plugins list|doctor``.

    ``registered`` maps a category (see :data:`CATEGORIES`) to the names the
    plugin registered.  ``error`` is one line, ``traceback`` the full story,
    ``hint`` what to do.  ``warnings`` are problems that did not stop the
    plugin (a name clash, say).
    """

    name: str
    distribution: str | None = None
    version: str | None = None
    status: PluginStatus = PluginStatus.LOADED
    source: str = "entrypoint"
    """``"builtin"``, ``"entrypoint"`` or ``"object"`` (given to :meth:`Host.register`)."""
    entry_point: str | None = None
    registered: dict[str, tuple[str, ...]] = field(default_factory=dict)
    error: str | None = None
    traceback: str | None = None
    hint: str | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether the plugin is loaded and nothing about it needs attention."""
        return self.status is PluginStatus.LOADED and not self.warnings


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


@dataclass(frozen=True)
class LLMChoice:
    """A name users pick (``--llm NAME``, ``[core] llm``) and what it stands for.

    ``name`` is an installed provider's name or an alias table's
    (``[llm.work] provider = "openai"``); ``provider`` the registered
    :class:`~tapyre.LLMProvider`; ``settings`` the ``[llm.NAME]`` table without
    its ``provider`` key; ``configured`` whether that table exists.
    """

    name: str
    provider: LLMProvider
    settings: Settings
    configured: bool = False

    @property
    def kind(self) -> str:
        """The provider's name (``openai`` for ``[llm.work] provider = "openai"``)."""
        return self.provider.name

    @property
    def is_alias(self) -> bool:
        return self.name != self.provider.name


class Host:
    """A Tapyre plugin host.

    :param config: the configuration; ``None`` loads the user's file and the
        environment (:meth:`Config.load`).
    :param load_entrypoints: discover installed plugins (entry point group
        ``tapyre``).  Tests and embedding applications may turn it off and
        pass ``plugins`` instead.
    :param plugins: plugin objects (modules, classes or instances with
        ``@hookimpl`` functions) to register after the installed ones.
    """

    def __init__(
        self,
        config: Config | None = None,
        *,
        load_entrypoints: bool = True,
        plugins: Iterable[object] = (),
    ) -> None:
        self.config: Config = config if config is not None else Config.load()
        env = self.config.env
        self._trace = env.get(TRACE_PLUGINS_ENV, "").strip().lower() not in ("", "0", "false", "no")
        self._pm = pluggy.PluginManager(hookspecs.PROJECT_NAME)
        self._pm.add_hookspecs(hookspecs)
        self._records: dict[str, PluginRecord] = {}
        self._staged: dict[str, dict[str, list[Any]]] = {}
        self._objects: dict[str, object] = {}
        self._built: dict[tuple[str, str], Any] = {}
        self._registries: dict[str, dict[str, Any]] = {c: {} for c in CATEGORIES}
        self._owners: dict[tuple[str, str], str] = {}
        self._llm_override: str | None = None
        self.problems: list[str] = []
        """Host-wide problems (name clashes), also listed on the plugins involved."""

        from tapyre import _builtins

        self._add(
            _builtins,
            PluginRecord(
                name=BUILTIN_PLUGIN,
                distribution=CORE_DISTRIBUTION,
                version=__version__,
                source="builtin",
                entry_point="tapyre._builtins",
            ),
        )
        if load_entrypoints:
            self._load_entrypoints()
        for plugin in plugins:
            self._add(plugin, PluginRecord(name=_plugin_name(plugin), source="object"))
        self._rebuild()

    # -- registries --------------------------------------------------------

    @property
    def plugins(self) -> Mapping[str, PluginRecord]:
        """Every plugin seen, in load order, whatever its status."""
        return MappingProxyType(self._records)

    @property
    def llm_providers(self) -> Mapping[str, LLMProvider]:
        """LLM providers by name."""
        return MappingProxyType(self._registries["llm_providers"])

    @property
    def tools(self) -> Mapping[str, RegisteredTool]:
        """Tools by stable id (``plugin:name``)."""
        return MappingProxyType(self._registries["tools"])

    @property
    def embedders(self) -> Mapping[str, Component[Any]]:
        return MappingProxyType(self._registries["embedders"])

    @property
    def data_providers(self) -> Mapping[str, Component[Any]]:
        return MappingProxyType(self._registries["data_providers"])

    @property
    def vector_stores(self) -> Mapping[str, Component[Any]]:
        return MappingProxyType(self._registries["vector_stores"])

    @property
    def metadata_stores(self) -> Mapping[str, Component[Any]]:
        return MappingProxyType(self._registries["metadata_stores"])

    @property
    def commands(self) -> Mapping[str, click.Command | LazyCommand]:
        """CLI commands added by plugins, by name."""
        return MappingProxyType(self._registries["commands"])

    def registry(self, category: str) -> Mapping[str, Any]:
        """The registry of ``category`` (one of :data:`CATEGORIES`)."""
        if category not in self._registries:
            raise ComponentNotFoundError(
                f"unknown category {category!r}; expected one of {', '.join(CATEGORIES)}"
            )
        return MappingProxyType(self._registries[category])

    def owner(self, category: str, name: str) -> str | None:
        """The plugin that registered ``name`` in ``category`` (tools: by id)."""
        return self._owners.get((category, name))

    def tool(self, ref: str) -> RegisteredTool:
        """A tool by id (``plugin:name``), model-facing name or plain name.

        :raises ComponentNotFoundError: no such tool, or a plain name that
            several plugins registered.
        """
        tools: dict[str, RegisteredTool] = self._registries["tools"]
        if ref in tools:
            return tools[ref]
        matches = [t for t in tools.values() if ref in (t.model_name, t.name)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            ids = ", ".join(t.id for t in matches)
            raise ComponentNotFoundError(f"tool name {ref!r} is ambiguous; use one of: {ids}")
        raise ComponentNotFoundError(
            f"no tool {ref!r}; installed: {', '.join(sorted(tools)) or 'none'}",
            hint="See `tapyre tools list`.",
        )

    # -- components ----------------------------------------------------------

    def build(self, category: str, name: str, *, defaults: Mapping[str, Any] | None = None) -> Any:
        """Build (once per host) the component ``name`` of ``category``.

        ``category`` is ``"embedders"``, ``"data_providers"``,
        ``"vector_stores"`` or ``"metadata_stores"``; the factory receives the
        ``[category.name]`` table, on top of ``defaults`` (keys the table does
        not set: what the consumer knows that the table cannot, such as paper
        search's data folder).  The result is cached on this host: a later call
        returns it whatever its ``defaults``.

        :raises ComponentNotFoundError: nothing of that name is registered.
        """
        if category not in _COMPONENT_CATEGORIES:
            raise ComponentNotFoundError(
                f"cannot build {category!r}; expected one of {', '.join(_COMPONENT_CATEGORIES)}"
            )
        key = (category, name)
        if key in self._built:
            return self._built[key]
        registry = self._registries[category]
        if name not in registry:
            available = ", ".join(sorted(registry)) or "none installed"
            raise ComponentNotFoundError(
                f"no {_SINGULAR[category]} named {name!r} (available: {available})",
                hint="Install a plugin that provides it, or check the name in your config.",
            )
        component: Component[Any] = registry[name]
        settings = {**(defaults or {}), **self.config.section(category, name)}
        self._trace_line(f"build {category}.{name} (plugin {self.owner(category, name)})")
        try:
            built = component.factory(settings)
        except TapyreError:
            raise
        except Exception as exc:
            owner = self.owner(category, name)
            raise PluginError(
                f"{_SINGULAR[category]} {name!r} from plugin {owner!r} failed to build: "
                f"{type(exc).__name__}: {exc}"
            ) from exc
        self._built[key] = built
        return built

    # -- language models ---------------------------------------------------------

    def llm_names(self) -> list[str]:
        """Every name ``--llm NAME`` accepts: installed providers, then alias tables.

        An alias is an ``[llm.NAME]`` table with a ``provider`` key naming an
        installed provider (several endpoints of one kind: ``[llm.work]
        provider = "openai"``).  Aliases come in the config's order.
        """
        providers = self._registries["llm_providers"]
        names = list(providers)
        for table, settings in self.config.section("llm").items():
            if table not in providers and isinstance(settings, dict) and PROVIDER_KEY in settings:
                names.append(table)
        return names

    def llm(self, name: str) -> LLMChoice:
        """The provider and settings behind the name ``name`` (``--llm NAME``).

        ``name`` is an installed provider (settings: its ``[llm.NAME]`` table)
        or an ``[llm.NAME]`` table whose ``provider`` key names an installed
        provider (settings: that table without ``provider``).

        :raises LLMNotConfiguredError: no provider or alias of that name.
        :raises ConfigError: the table's ``provider`` is not an installed provider.
        """
        providers = self._registries["llm_providers"]
        tables = self.config.section("llm")
        table = tables.get(name)
        settings: dict[str, Any] = dict(table) if isinstance(table, dict) else {}
        if PROVIDER_KEY not in settings:
            if name not in providers:
                aliases = [n for n in self.llm_names() if n not in providers]
                known = ", ".join(sorted(providers)) or "none"
                if aliases:
                    known += f"; aliases: {', '.join(aliases)}"
                raise LLMNotConfiguredError(
                    f"unknown LLM provider {name!r} (installed providers: {known}).",
                    hint="Install its plugin (e.g. pip install tapyre-llm-ollama), pick another, "
                    f'or add [llm.{name}] with provider = "KIND".',
                )
            return LLMChoice(name, providers[name], settings, configured=name in tables)
        kind = settings.pop(PROVIDER_KEY)
        installed = ", ".join(sorted(providers)) or "none"
        if not isinstance(kind, str) or kind not in providers:
            shown = json.dumps(kind) if isinstance(kind, str) else repr(kind)
            raise ConfigError(
                f"[llm.{name}] provider = {shown} is not an installed LLM provider "
                f"(installed providers: {installed}).",
                hint="Install its plugin or fix the name.",
            )
        if name in providers and name != kind:
            raise ConfigError(
                f'[llm.{name}] provider = "{kind}": {name!r} is itself an installed LLM '
                f"provider; give the table another name (e.g. [llm.{name}-{kind}]).",
            )
        return LLMChoice(name, providers[kind], settings, configured=True)

    def choose_llm(self, llm: str | None = None) -> LLMChoice:
        """The LLM to use: its name, provider and settings.

        Picked by ``llm``, else the name given to :meth:`use_llm`
        (``--llm``), else ``[core] llm``
        (``TAPYRE_CORE__LLM``), else the only ``[llm.NAME]`` table of the
        config naming a provider or an alias, else the only installed
        provider besides the built-in ``scripted`` one.

        :raises LLMNotConfiguredError: no choice, or an unknown name.
        :raises ConfigError: the chosen alias names no installed provider.
        """
        providers = self._registries["llm_providers"]
        name = llm or self._llm_override or self.config.core().llm
        if name is None:
            tables = self.config.section("llm")
            configured = [
                n
                for n, t in tables.items()
                if n in providers or (isinstance(t, dict) and PROVIDER_KEY in t)
            ]
            third_party = [n for n in providers if self.owner("llm_providers", n) != BUILTIN_PLUGIN]
            if len(configured) == 1:
                name = configured[0]
            elif not configured and len(third_party) == 1:
                name = third_party[0]
            else:
                where = self.config.path or "the config file"
                installed = ", ".join(sorted(providers)) or "none"
                raise LLMNotConfiguredError(
                    f"no LLM configured (installed providers: {installed}).",
                    hint=f'Set [core] llm = "NAME" in {where}, TAPYRE_CORE__LLM=NAME '
                    "or pass --llm NAME.",
                )
        return self.llm(name)

    def use_llm(self, llm: str | None) -> None:
        """Make ``llm`` this host's default LLM (``--llm NAME`` for one command).

        Everything that asks the host for a model without naming one (the agent,
        tools such as ``paper_ask``) then gets it; ``None`` returns to the
        configured default.  The name is checked when a model is first chosen.
        """
        self._llm_override = llm

    def select_llm(self, llm: str | None = None) -> tuple[LLMProvider, Settings]:
        """The provider to use and its settings, as :meth:`choose_llm` picks them.

        :raises LLMNotConfiguredError: no choice, or an unknown name.
        :raises ConfigError: the chosen alias names no installed provider.
        """
        choice = self.choose_llm(llm)
        return choice.provider, choice.settings

    def chat_model(self, llm: str | None = None) -> BaseChatModel:
        """The LangChain chat model of the selected provider (see :meth:`select_llm`)."""
        choice = self.choose_llm(llm)
        self._trace_line(f"chat_model {choice.name} (provider {choice.kind})")
        return choice.provider.chat_model(choice.settings)

    # -- agent -----------------------------------------------------------------

    def agent(self, **options: Any) -> Agent:
        """An :class:`~tapyre.Agent` over this host's tools; options as in its constructor."""
        from tapyre._agent import Agent

        return Agent(self, **options)

    def ask(self, question: str, **options: Any) -> str:
        """Ask one question and return the final answer (options as for :meth:`agent`)."""
        return self.agent(**options).ask(question)

    def stream(self, question: str, **options: Any) -> Iterator[AgentEvent]:
        """Ask one question and stream :class:`~tapyre.AgentEvent` objects."""
        return self.agent(**options).stream(question)

    # -- registering -----------------------------------------------------------

    def register(self, plugin: object, name: str | None = None) -> PluginRecord:
        """Register a plugin object (module, class or instance with ``@hookimpl`` functions).

        The plugin is isolated like an installed one: if it fails, the record
        says why and nothing it registered is kept.  Raises nothing for a
        plugin's fault; check ``record.status``.
        """
        record = PluginRecord(name=name or _plugin_name(plugin), source="object")
        self._add(plugin, record)
        self._rebuild()
        return record

    def unregister(self, name: str) -> None:
        """Remove a plugin and everything it registered (built components included)."""
        obj = self._objects.pop(name, None)
        if obj is not None and self._pm.is_registered(obj):
            self._pm.unregister(obj)
        self._records.pop(name, None)
        self._staged.pop(name, None)
        self._built = {k: v for k, v in self._built.items() if self._owners.get(k) != name}
        self._rebuild()

    # -- internals ---------------------------------------------------------------

    def _load_entrypoints(self) -> None:
        from importlib.metadata import entry_points

        only, disabled = self._plugin_filters()
        eps = sorted(
            entry_points(group=ENTRY_POINT_GROUP),
            key=lambda ep: (_dist_name(ep.dist) or "", ep.name),
        )
        for ep in eps:
            record = PluginRecord(
                name=ep.name,
                distribution=_dist_name(ep.dist),
                version=ep.dist.version if ep.dist else None,
                entry_point=ep.value,
            )
            names = {ep.name.lower(), (record.distribution or "").lower()}
            if ep.name in self._records:
                other = self._records[ep.name]
                self._fail(
                    record,
                    f"an entry point named {ep.name!r} is already loaded from {other.distribution}",
                    hint=f"Uninstall one of {other.distribution} and {record.distribution}.",
                    name=f"{ep.name} ({record.distribution})",
                )
                continue
            if (only is not None and not names & only) or names & disabled:
                record.status = PluginStatus.DISABLED
                record.hint = (
                    f"Disabled by {DISABLE_PLUGINS_ENV}, {LOAD_PLUGINS_ENV} "
                    "or [plugins] in the config."
                )
                self._records[record.name] = record
                continue
            problem = _core_requirement_problem(ep.dist)
            if problem is not None:
                record.status = PluginStatus.INCOMPATIBLE
                record.error = problem
                record.hint = (
                    f"Upgrade the plugin (pip install -U {record.distribution}) "
                    "or install a tapyre-core it supports."
                )
                self._records[record.name] = record
                continue
            self._load_one(ep, record)

    def _load_one(self, ep: EntryPoint, record: PluginRecord) -> None:
        started = time.perf_counter()
        try:
            plugin = ep.load()
        except (Exception, SystemExit) as exc:
            hint = (
                f"Fix or reinstall {record.distribution} (pip install --force-reinstall "
                f"{record.distribution}), or disable it: {DISABLE_PLUGINS_ENV}={record.name}."
            )
            if isinstance(exc, ModuleNotFoundError) and exc.name:
                hint = (
                    f"Install the missing module {exc.name!r} (a dependency of "
                    f"{record.distribution}) or disable the plugin: "
                    f"{DISABLE_PLUGINS_ENV}={record.name}."
                )
            self._fail(record, f"import failed: {type(exc).__name__}: {exc}", hint=hint, exc=exc)
            return
        elapsed = 1000 * (time.perf_counter() - started)
        self._trace_line(f"imported {record.name} = {ep.value} in {elapsed:.1f} ms")
        self._add(plugin, record)

    def _add(self, plugin: object, record: PluginRecord) -> None:
        if record.name in self._records:
            self._fail(
                record,
                f"a plugin named {record.name!r} is already registered",
                hint="Pass another name to Host.register().",
                name=f"{record.name} (duplicate)",
            )
            return
        try:
            self._pm.register(plugin, name=record.name)
        except (ValueError, pluggy.PluginValidationError) as exc:
            self._fail(record, f"invalid plugin: {exc}", hint="Fix the hook implementation.")
            return
        try:
            self._check_hook_names(plugin)
            staged = self._call_register_hooks(plugin, record.name)
        except Exception as exc:
            self._pm.unregister(plugin)
            self._fail(
                record,
                f"registration failed: {type(exc).__name__}: {exc}",
                hint=f"The plugin's register hooks raised; disable it with {DISABLE_PLUGINS_ENV}="
                f"{record.name} or report the error to its authors.",
                exc=exc,
            )
            return
        record.status = PluginStatus.LOADED
        record.registered = {
            c: tuple(_item_name(i) for i in staged[c]) for c in CATEGORIES if staged[c]
        }
        self._records[record.name] = record
        self._staged[record.name] = staged
        self._objects[record.name] = plugin

    def _check_hook_names(self, plugin: object) -> None:
        """Reject ``@hookimpl`` functions that name no hook (usually a typo)."""
        marker = f"{hookspecs.PROJECT_NAME}_impl"
        for attr in dir(plugin):
            try:
                value = getattr(plugin, attr)
            except Exception:  # a property that raises is none of our business
                continue
            if getattr(value, marker, None) is None or attr in _HOOKS.values():
                continue
            import difflib

            close = difflib.get_close_matches(attr, list(_HOOKS.values()), n=1)
            suggestion = f" (did you mean {close[0]}?)" if close else ""
            raise PluginError(f"unknown hook {attr}{suggestion}")

    def _call_register_hooks(self, plugin: object, name: str) -> dict[str, list[Any]]:
        staged: dict[str, list[Any]] = {c: [] for c in CATEGORIES}
        for category, hook_name in _HOOKS.items():
            caller = getattr(self._pm.hook, hook_name)
            for impl in caller.get_hookimpls():
                if impl.plugin is not plugin:
                    continue
                register = _Registrar(category, staged[category], name)
                available: dict[str, Any] = {
                    "register": register,
                    "config": self.config,
                    "host": self,
                }
                started = time.perf_counter()
                impl.function(**{arg: available[arg] for arg in impl.argnames})
                self._trace_line(
                    f"{name}.{hook_name}() registered "
                    f"[{', '.join(_item_name(i) for i in staged[category])}] "
                    f"in {1000 * (time.perf_counter() - started):.1f} ms"
                )
        return staged

    def _fail(
        self,
        record: PluginRecord,
        error: str,
        *,
        hint: str | None = None,
        exc: BaseException | None = None,
        name: str | None = None,
    ) -> None:
        record.status = PluginStatus.FAILED
        record.error = error.splitlines()[0] if error else error
        record.hint = hint
        if exc is not None:
            record.traceback = "".join(traceback_module.format_exception(exc))
        if name is not None:
            record.name = name
        self._records[record.name] = record
        self._trace_line(f"plugin {record.name} failed: {record.error}")

    def _rebuild(self) -> None:
        """Recompute the registries from every loaded plugin's staged registrations.

        First registration of a name wins; clashes become warnings on the
        plugins involved (tools are kept under disambiguated model names).
        """
        registries: dict[str, dict[str, Any]] = {c: {} for c in CATEGORIES}
        owners: dict[tuple[str, str], str] = {}
        self.problems = []
        for record in self._records.values():
            record.warnings = []

        def warn(plugin: str, message: str) -> None:
            self._records[plugin].warnings.append(message)
            self.problems.append(f"{plugin}: {message}")

        tool_names: dict[str, list[str]] = {}
        for plugin, staged in self._staged.items():
            for tool in staged["tools"]:
                tool_names.setdefault(tool.name, [])
                if plugin not in tool_names[tool.name]:
                    tool_names[tool.name].append(plugin)

        for plugin, staged in self._staged.items():
            for category in CATEGORIES:
                registry = registries[category]
                for item in staged[category]:
                    name = _item_name(item)
                    if category == "tools":
                        key = f"{plugin}:{name}"
                        if key in registry:
                            warn(plugin, f"tool {name!r} registered twice; the second is ignored")
                            continue
                        others = [p for p in tool_names[name] if p != plugin]
                        model_name = name
                        if others:
                            model_name = _model_name(plugin, name)
                            warn(
                                plugin,
                                f"tool name {name!r} is also registered by {', '.join(others)}; "
                                f"the model sees it as {model_name!r} (id {key})",
                            )
                        registry[key] = RegisteredTool(key, plugin, item, model_name)
                        owners[(category, key)] = plugin
                        continue
                    if category == "commands" and name in BUILTIN_COMMANDS:
                        warn(plugin, f"command {name!r} clashes with a built-in command; ignored")
                        continue
                    if name in registry:
                        first = owners[(category, name)]
                        warn(
                            plugin,
                            f"{_SINGULAR[category]} {name!r} is already registered by {first}; "
                            "this one is ignored",
                        )
                        continue
                    registry[name] = item
                    owners[(category, name)] = plugin
        self._registries = registries
        self._owners = owners

    def _plugin_filters(self) -> tuple[set[str] | None, set[str]]:
        env = self.config.env
        section = self.config.section("plugins")
        only: set[str] | None = None
        if LOAD_PLUGINS_ENV in env:
            only = _name_set(env[LOAD_PLUGINS_ENV])
        elif "load" in section:
            only = _name_set(section["load"])
        disabled = _name_set(env.get(DISABLE_PLUGINS_ENV, "")) | _name_set(
            section.get("disable", [])
        )
        return only, disabled

    def _trace_line(self, message: str) -> None:
        if self._trace:
            print(f"tapyre trace: {message}", file=sys.stderr, flush=True)

    def __repr__(self) -> str:
        loaded = [n for n, r in self._records.items() if r.status is PluginStatus.LOADED]
        return f"<tapyre.Host plugins={loaded}>"


class _Registrar:
    """The ``register`` callback handed to one plugin's hook: validates, then stages."""

    def __init__(self, category: str, into: list[Any], plugin: str) -> None:
        self._category = category
        self._into = into
        self._plugin = plugin

    def __call__(self, item: Any) -> None:
        self._into.append(_validate(self._category, item))

    def __repr__(self) -> str:
        return f"<register {self._category} for plugin {self._plugin!r}>"


def _validate(category: str, item: Any) -> Any:
    """Check one registration; adapt simple tools.  Raises :class:`PluginError`."""
    what = _SINGULAR[category]
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
    if not isinstance(item, Component):
        raise PluginError(f"register a tapyre.Component for each {what}, not {item!r}")
    return item


def _item_name(item: Any) -> str:
    name = item.name
    assert isinstance(name, str)
    return name


def _model_name(plugin: str, name: str) -> str:
    """``plugin_name`` made valid for a model-facing tool name (64 chars at most)."""
    safe = "".join(c if c.isalnum() or c in "_-" else "_" for c in plugin)
    if not safe or not safe[0].isalpha():
        safe = f"p{safe}"
    return f"{safe}_{name}"[:64]


def _plugin_name(plugin: object) -> str:
    for attr in ("tapyre_plugin_name", "__name__"):
        value = getattr(plugin, attr, None)
        if isinstance(value, str) and value:
            return value.rsplit(".", 1)[-1] if attr == "__name__" else value
    return type(plugin).__name__.lower()


def _name_set(value: Any) -> set[str]:
    if isinstance(value, str):
        items = value.split(",")
    elif isinstance(value, list | tuple | set | frozenset):
        items = [str(v) for v in value]
    else:
        items = []
    return {i.strip().lower() for i in items if i.strip()}


def _dist_name(dist: Distribution | None) -> str | None:
    if dist is None:
        return None
    name = dist.metadata["Name"]
    return str(name) if name else None


_CORE_REQUIREMENT = re.compile(
    r"^\s*tapyre[-_.]core(?=[\s\[(<>=!~;]|$)\s*(?:\[[^\]]*\])?\s*\(?(?P<spec>[^;)]*)\)?\s*(?:;(?P<marker>.*))?$",
    re.IGNORECASE,
)


def _core_requirement_problem(dist: Distribution | None) -> str | None:
    """Why ``dist`` cannot run with the installed tapyre-core, or ``None``.

    Matches the requirement by name with a regular expression and imports only
    ``packaging.specifiers``: the full requirement parser costs start-up time
    for every installed plugin.
    """
    if dist is None or __version__ == "0.0.0":
        return None
    for line in dist.requires or []:
        match = _CORE_REQUIREMENT.match(line)
        if match is None:
            continue
        if match["marker"]:
            from packaging.markers import InvalidMarker, Marker

            try:
                if not Marker(match["marker"]).evaluate({"extra": ""}):
                    continue
            except InvalidMarker:
                continue
        from packaging.specifiers import InvalidSpecifier, SpecifierSet

        try:
            specifier = SpecifierSet(match["spec"].strip())
        except InvalidSpecifier:
            continue
        if not specifier.contains(__version__, prereleases=True):
            return f"requires tapyre-core{specifier} but tapyre-core {__version__} is installed"
    return None
