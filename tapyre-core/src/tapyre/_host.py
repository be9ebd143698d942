"""The plugin host: the one object that loads plugins, holds what they registered and builds parts.

A :class:`Host` owns its own pluggy ``PluginManager``; nothing lives at module
level, so two hosts in one process share nothing.  Built-in parts
(:mod:`tapyre._builtins`) register through the same hooks as third-party
plugins.  The host also owns the MCP servers of its configuration
(:attr:`Host.mcp`), started on first use and stopped by :meth:`Host.close`, its
named agents (:attr:`Host.agents`, :mod:`tapyre.agents`) and its connections to
remote A2A agents (:attr:`Host.a2a`).
The work is done by the modules this facade ties together:

- :mod:`tapyre._plugin_set`: :class:`~tapyre._plugin_set.PluginSet`, the host's
  collaborator that loads the plugins (below) and holds their records and registries;
- :mod:`tapyre._loading`: entry points, ``TAPYRE_LOAD_PLUGINS`` /
  ``TAPYRE_DISABLE_PLUGINS``, the tapyre-core version gate, imports with a
  time limit, :class:`PluginRecord`;
- :mod:`tapyre._registration`: one plugin registered with pluggy and its
  register hooks called on their own;
- :mod:`tapyre._registry`: validation of what plugins register, the merged
  registries and name clashes;
- :mod:`tapyre._llm_choice`: which LLM a name (``--llm``) stands for;
- :mod:`tapyre._tracing`: ``TAPYRE_TRACE_PLUGINS``.

Loading is isolated per plugin: each plugin's registration hooks are called
through pluggy (:meth:`pluggy.PluginManager.subset_hook_caller`, so pluggy's
call loop, wrappers, ``tryfirst``/``trylast`` and hook-call monitoring apply)
and what it registers is staged and committed only when all its hooks ran
cleanly.  A plugin that fails to import, takes too long to import, raises
while registering, registers something invalid or requires another
tapyre-core is recorded with its error and skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tapyre._building import Builds, build_component
from tapyre._components import Component, LazyCommand
from tapyre._config import Config
from tapyre._errors import ComponentNotFoundError
from tapyre._keys import with_stored_key
from tapyre._llm import LLMProvider
from tapyre._llm_choice import LLMChoice, default_name, llm_names, resolve
from tapyre._loading import (
    BUILTIN_PLUGIN,
    PluginRecord,
    PluginStatus,
)
from tapyre._plugin_set import PluginSet
from tapyre._registry import (
    CATEGORIES,
    COMPONENT_CATEGORIES,
    RegisteredTool,
)

if TYPE_CHECKING:
    import click
    from langchain_core.language_models import BaseChatModel

    from tapyre._agent import Agent
    from tapyre._events import AgentEvent
    from tapyre.a2a._client import RemoteAgents
    from tapyre.agents._specs import AgentSpec
    from tapyre.mcp._toolbox import MCPToolbox

__all__ = ["Host"]


class Host:
    """A Tapyre plugin host.

    :param config: the configuration; ``None`` loads the user's file and the
        environment (:meth:`Config.load`).
    :param load_entrypoints: discover installed plugins (entry point group
        ``tapyre``).  Tests and embedding applications may turn it off and
        pass ``plugins`` instead.
    :param plugins: plugin objects (modules, classes or instances with
        ``@hookimpl`` functions) to register after the installed ones.
    :param import_timeout: seconds one installed plugin's import may take
        before it is abandoned (recorded as timed out); ``None`` reads ``[core]
        plugin_import_timeout`` (``TAPYRE_CORE__PLUGIN_IMPORT_TIMEOUT``, default
        10), ``0`` waits for ever.
    :raises ConfigError: ``[core] plugin_import_timeout`` is not a number.
    """

    def __init__(
        self,
        config: Config | None = None,
        *,
        load_entrypoints: bool = True,
        plugins: Iterable[object] = (),
        import_timeout: float | None = None,
    ) -> None:
        self.config: Config = config if config is not None else Config.load()
        self._plugins = PluginSet(self.config, self)
        self._builds = Builds()
        self._llm_override: str | None = None
        self._llm_settings: dict[str, Any] = {}
        self._mcp: MCPToolbox | None = None
        self._a2a: RemoteAgents | None = None
        self._plugins.load(
            load_entrypoints=load_entrypoints, plugins=plugins, import_timeout=import_timeout
        )

    # -- registries --------------------------------------------------------

    @property
    def problems(self) -> list[str]:
        """Host-wide problems (name clashes), also listed on the plugins involved."""
        return self._plugins.problems

    @property
    def plugins(self) -> Mapping[str, PluginRecord]:
        """Every plugin seen, in load order, whatever its status."""
        return MappingProxyType(self._plugins.records)

    @property
    def llm_providers(self) -> Mapping[str, LLMProvider]:
        """LLM providers by name."""
        return self.registry("llm_providers")

    @property
    def tools(self) -> Mapping[str, RegisteredTool]:
        """Tools by stable id (``plugin:name``)."""
        return self.registry("tools")

    @property
    def embedders(self) -> Mapping[str, Component[Any]]:
        return self.registry("embedders")

    @property
    def data_providers(self) -> Mapping[str, Component[Any]]:
        return self.registry("data_providers")

    @property
    def vector_stores(self) -> Mapping[str, Component[Any]]:
        return self.registry("vector_stores")

    @property
    def metadata_stores(self) -> Mapping[str, Component[Any]]:
        return self.registry("metadata_stores")

    @property
    def commands(self) -> Mapping[str, click.Command | LazyCommand]:
        """CLI commands added by plugins, by name."""
        return self.registry("commands")

    def registry(self, category: str) -> Mapping[str, Any]:
        """The registry of ``category`` (one of :data:`CATEGORIES`)."""
        if category not in CATEGORIES:
            raise ComponentNotFoundError(
                f"unknown category {category!r}; expected one of {', '.join(CATEGORIES)}"
            )
        return MappingProxyType(self._plugins.registries.items[category])

    def owner(self, category: str, name: str) -> str | None:
        """The plugin that registered ``name`` in ``category`` (tools: by id)."""
        return self._plugins.registries.owners.get((category, name))

    def tool(self, ref: str) -> RegisteredTool:
        """A tool by id (``plugin:name``), model-facing name or plain name.

        :raises ComponentNotFoundError: no such tool, or a plain name that
            several plugins registered.
        """
        tools: dict[str, RegisteredTool] = self._plugins.registries.items["tools"]
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
        returns it whatever its ``defaults``.  Safe from several threads (a
        server's requests and its background jobs): one build, the others wait.

        :raises ComponentNotFoundError: nothing of that name is registered.
        :raises PluginError: the factory raised something that is not a
            :class:`~tapyre.TapyreError` (those pass through as they are).
        """
        if category not in COMPONENT_CATEGORIES:
            raise ComponentNotFoundError(
                f"cannot build {category!r}; expected one of {', '.join(COMPONENT_CATEGORIES)}"
            )
        key = (category, name)

        def make() -> Any:
            settings = {**(defaults or {}), **self.config.section(category, name)}
            owner = self.owner(category, name)
            self._plugins.trace_line(f"build {category}.{name} (plugin {owner})")
            return build_component(
                self._plugins.registries.items[category], category, name, settings, owner
            )

        return self._builds.get(key, make)

    # -- language models ---------------------------------------------------------
    #
    # The set: llm_names() lists the names, llm(name) says what a name (or the
    # default) stands for, use_llm(name) changes the default for this host, and
    # chat_model(name) builds the model.

    def llm_names(self) -> list[str]:
        """Every name ``--llm NAME`` accepts: installed providers, then alias tables.

        An alias is an ``[llm.NAME]`` table with a ``provider`` key naming an
        installed provider (several endpoints of one kind: ``[llm.work]
        provider = "openai"``).  Aliases come in the config's order.
        """
        return llm_names(self.llm_providers, self.config)

    def llm(self, name: str | None = None) -> LLMChoice:
        """The provider and settings behind ``name``, or behind the default when ``None``.

        ``name`` is an installed provider (settings: its ``[llm.NAME]`` table)
        or an ``[llm.NAME]`` table whose ``provider`` key names an installed
        provider (settings: that table without ``provider``).  Without a name:
        the name given to :meth:`use_llm` (``--llm``), else ``[core] llm``
        (``TAPYRE_CORE__LLM``), else the only ``[llm.NAME]`` table of the
        config naming a provider or an alias, else the only installed provider
        besides the built-in ``scripted`` one.

        :raises LLMNotConfiguredError: no choice, or an unknown name.
        :raises ConfigError: the chosen alias names no installed provider.
        """
        providers = self.llm_providers
        chosen = name or self._llm_override

        def builtin(provider: str) -> bool:
            return self.owner("llm_providers", provider) == BUILTIN_PLUGIN

        if chosen is None:
            chosen = default_name(
                providers,
                self.config,
                builtin,
            )
        choice = with_stored_key(resolve(chosen, providers, self.config, builtin), self.config)
        if self._llm_settings and (name is None or name == self._llm_override):
            # the command's -m/-o, for its own LLM only
            choice = choice.with_settings(self._llm_settings)
        return choice

    def use_llm(self, llm: str | None, *, settings: Mapping[str, Any] | None = None) -> None:
        """Make ``llm`` this host's default LLM (``--llm NAME`` for one command).

        Everything that asks the host for a model without naming one (the agent,
        tools such as ``paper_ask``) then gets it; ``None`` returns to the
        configured default.  The name is checked when a model is first chosen.
        ``settings`` (``-m MODEL``, checked ``-o`` options) are laid over that
        LLM's settings whenever :meth:`llm` returns it.
        """
        self._llm_override = llm
        self._llm_settings = dict(settings or {})

    def chat_model(self, llm: str | None = None) -> BaseChatModel:
        """The LangChain chat model of :meth:`llm` (``llm``, or the default when ``None``)."""
        choice = self.llm(llm)
        self._plugins.trace_line(f"chat_model {choice.name} (provider {choice.kind})")
        return choice.provider.chat_model(choice.settings)

    # -- agent -----------------------------------------------------------------

    @property
    def agents(self) -> Mapping[str, AgentSpec]:
        """The named agents (``[agents.NAME]`` tables) by name; ConfigError for a bad one."""
        from tapyre.agents._specs import agent_specs

        return MappingProxyType(agent_specs(self.config))

    def agent(self, name: str | None = None, /, **options: Any) -> Agent:
        """The default :class:`~tapyre.Agent` over this host's tools (options as in its
        constructor), or the named agent ``name`` (:func:`tapyre.agents.build_agent`)."""
        if name is not None:
            from tapyre.agents._build import build_agent

            return build_agent(self, name, **options)
        from tapyre._agent import Agent

        return Agent(self, **options)

    def ask(self, question: str, *, agent: str | None = None, **options: Any) -> str:
        """Ask one question and return the final answer (options as for :meth:`agent`)."""
        return self.agent(agent, **options).ask(question)

    def stream(
        self, question: str, *, agent: str | None = None, **options: Any
    ) -> Iterator[AgentEvent]:
        """Ask one question and stream :class:`~tapyre.AgentEvent` objects."""
        return self.agent(agent, **options).stream(question)

    # -- MCP servers -------------------------------------------------------------

    @property
    def mcp(self) -> MCPToolbox:
        """The MCP servers of this host's ``[mcp.servers.NAME]`` tables, as a toolbox.

        Created on first use; servers start when their tools are first needed
        (an agent, ``tapyre tools list``) and stop on :meth:`close`.

        :raises ConfigError: an ``[mcp.servers.NAME]`` table is malformed.
        """
        if self._mcp is None:
            from tapyre.mcp._specs import server_specs
            from tapyre.mcp._toolbox import MCPToolbox

            self._mcp = MCPToolbox(server_specs(self.config))
        return self._mcp

    @property
    def a2a(self) -> RemoteAgents:
        """The remote A2A agents of ``[a2a.remotes.NAME]``; connections close on :meth:`close`."""
        if self._a2a is None:
            from tapyre.a2a._client import RemoteAgents

            self._a2a = RemoteAgents(self.config)
        return self._a2a

    def close(self) -> None:
        """Stop what this host started (MCP servers, A2A connections); it stays usable
        and starts them again."""
        started, self._mcp, self._a2a = (self._mcp, self._a2a), None, None
        for box in started:
            if box is not None:
                box.close()

    def __enter__(self) -> Host:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- registering -----------------------------------------------------------

    def register(self, plugin: object, name: str | None = None) -> PluginRecord:
        """Register a plugin object (module, class or instance with ``@hookimpl`` functions).

        The plugin is isolated like an installed one: if it fails, the record
        says why and nothing it registered is kept.  Raises nothing for a
        plugin's fault; check ``record.status``.
        """
        return self._plugins.register(plugin, name)

    def unregister(self, name: str) -> None:
        """Remove a plugin and everything it registered (built components included)."""
        self._plugins.remove(name)
        self._builds.forget(lambda key: self.owner(*key) == name)
        self._plugins.rebuild()

    def __repr__(self) -> str:
        loaded = [n for n, r in self._plugins.records.items() if r.status is PluginStatus.LOADED]
        return f"<tapyre.Host plugins={loaded}>"
