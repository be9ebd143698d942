"""Which tools an agent gets: tool references resolved against the host.

A reference (``--tool ID``, an ``[agents.NAME] tools`` item) is, tried in
this order:

* ``agent:NAME`` or ``a2a:NAME``: a named agent or a remote A2A agent to
  delegate to;
* a tool id (``papers:paper_search``);
* ``PLUGIN:*`` or ``SERVER:*``: every tool of a plugin or an MCP server;
* ``SERVER:TOOL``: one tool of a configured MCP server;
* a tool's name, when one plugin registered it;
* a plugin's name (every tool it registered) or an MCP server's name (every
  tool it lists).

An agent's ``agents`` list names agents it delegates to, local (``[agents.NAME]``)
or remote (``[a2a.remotes.NAME]``); a name may not be both.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tapyre._errors import ComponentNotFoundError, ConfigError

if TYPE_CHECKING:
    from tapyre._host import Host
    from tapyre._registry import RegisteredTool

LOCAL = "agent"
REMOTE = "a2a"


@dataclass
class Toolset:
    """An agent's tools before its MCP servers start.

    ``mcp_refs`` is ``None`` for every configured MCP server's tools;
    ``delegates`` holds ``agent:NAME`` and ``a2a:NAME`` ids.
    """

    registered: list[RegisteredTool] = field(default_factory=list)
    mcp_refs: list[str] | None = field(default_factory=list)
    delegates: list[str] = field(default_factory=list)

    def add_tool(self, tool: RegisteredTool) -> None:
        if all(t.id != tool.id for t in self.registered):
            self.registered.append(tool)

    def add_mcp(self, ref: str) -> None:
        if self.mcp_refs is not None and ref not in self.mcp_refs:
            self.mcp_refs.append(ref)

    def add_delegate(self, ref: str) -> None:
        if ref not in self.delegates:
            self.delegates.append(ref)


def resolve_tools(
    host: Host, refs: Iterable[str] | None, agents: Iterable[str] | None = None
) -> Toolset:
    """The tools of ``refs`` (``None``: every tool and MCP server), and the ``agents``
    to delegate to (``None``: every remote A2A agent when ``refs`` is ``None`` too, as
    for the default agent; else none).

    :raises ComponentNotFoundError: a reference names nothing.
    :raises ConfigError: an agent name is unknown, or both a local and a remote agent.
    """
    from tapyre.a2a._remotes import remote_specs

    remotes = remote_specs(host.config)
    if refs is None:
        toolset = Toolset(list(host.tools.values()), None)
        if agents is None:
            toolset.delegates = [spec.tool_id for spec in remotes.values()]
    else:
        toolset = Toolset()
        for ref in refs:
            _resolve_one(host, ref, toolset, remotes)
    for name in agents or ():
        toolset.add_delegate(agent_ref(host, name, remotes))
    return toolset


def agent_ref(host: Host, name: str, remotes: Iterable[str] | None = None) -> str:
    """``agent:NAME`` or ``a2a:NAME`` for the agent ``name`` (local or remote).

    :raises ConfigError: no agent of that name, or a local and a remote one.
    """
    from tapyre.a2a._remotes import remote_specs
    from tapyre.agents._specs import agent_specs

    local = agent_specs(host.config)
    remote = set(remote_specs(host.config) if remotes is None else remotes)
    if name in local and name in remote:
        raise ConfigError(
            f"{name!r} names both a local agent ([agents.{name}]) and an A2A agent "
            f"([a2a.remotes.{name}])",
            hint="Rename one of them.",
        )
    if name in local:
        return f"{LOCAL}:{name}"
    if name in remote:
        return f"{REMOTE}:{name}"
    known = ", ".join([*local, *sorted(remote)]) or "none"
    raise ConfigError(
        f"no agent named {name!r} (agents: {known})",
        hint="Declare it as [agents.NAME], or add a remote one with `tapyre a2a add NAME URL`.",
    )


def _resolve_one(host: Host, ref: str, toolset: Toolset, remotes: Iterable[str]) -> None:
    from tapyre.mcp._toolbox import is_mcp_ref

    kind, sep, name = ref.partition(":")
    if sep and kind in (LOCAL, REMOTE) and ref not in host.tools:
        found = agent_ref(host, name, remotes)
        if not found.startswith(f"{kind}:"):
            raise ConfigError(
                f"{ref!r}: {name!r} is not a{'' if kind == LOCAL else 'n'} "
                f"{'local' if kind == LOCAL else 'A2A'} agent; use {found!r}"
            )
        toolset.add_delegate(found)
        return
    if ref in host.tools:
        toolset.add_tool(host.tools[ref])
        return
    servers = host.config.section("mcp", "servers")
    if sep and name == "*":
        plugin_tools = _plugin_tools(host, kind)
        if plugin_tools:
            for tool in plugin_tools:
                toolset.add_tool(tool)
        elif kind in servers:
            toolset.add_mcp(ref)
        else:
            raise ComponentNotFoundError(
                f"{ref!r}: no plugin with tools and no MCP server named {kind!r}",
                hint="See `tapyre tools list` and `tapyre mcp list`.",
            )
        return
    if is_mcp_ref(host, ref):
        toolset.add_mcp(ref)
        return
    named = [t for t in host.tools.values() if ref in (t.model_name, t.name)]
    if named or sep:
        toolset.add_tool(host.tool(ref))  # one tool, or the error naming the candidates
        return
    plugin_tools = _plugin_tools(host, ref)
    if plugin_tools:
        for tool in plugin_tools:
            toolset.add_tool(tool)
    elif ref in servers:
        toolset.add_mcp(f"{ref}:*")
    else:
        raise ComponentNotFoundError(
            f"no tool, plugin or MCP server named {ref!r}",
            hint="`tapyre tools list` lists tools with their plugins; `tapyre mcp list` servers.",
        )


def _plugin_tools(host: Host, plugin: str) -> list[RegisteredTool]:
    return [t for t in host.tools.values() if t.plugin == plugin]
