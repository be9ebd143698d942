"""The MCP client side: configured servers started on first use, their tools as Tapyre tools.

The ``mcp`` SDK is asynchronous and the agent calls tools synchronously, so a
:class:`MCPToolbox` runs one event loop on a daemon thread.  Each server is
held open by one task on that loop (entered and left in the same task, as
anyio requires); calls are submitted to the loop and waited for with the
server's ``timeout``.

A server that fails to start is reported in :attr:`MCPToolbox.problems` (the
CLI prints it, the agent tells the model); one that dies mid-call makes that
call, and later calls of its tools, a :class:`~tapyre.ToolError` naming the
server.  Other servers and tools are not affected.  A server that works but
writes text that is not MCP on its stdout gets one line in
:attr:`MCPToolbox.notes` (shown like a problem; logged when it starts later);
how stdio servers are run, bounded and ended is :mod:`tapyre.mcp._stdio`.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import threading
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from tapyre._errors import ComponentNotFoundError, ToolError
from tapyre._tools import Tool
from tapyre.mcp._connection import Connection, MCPTool
from tapyre.mcp._effects import side_effects_from_annotations
from tapyre.mcp._specs import MCPError, ServerSpec
from tapyre.mcp._stdio import ServerOutput

if TYPE_CHECKING:
    from tapyre._host import Host
    from tapyre._registry import RegisteredTool

_STOP_TIMEOUT = 10.0
log = logging.getLogger("tapyre.mcp")
_MODEL_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


def require_sdk() -> None:
    """Import the ``mcp`` SDK or raise :class:`MCPError` naming the extra to install."""
    try:
        import mcp  # noqa: F401
    except ImportError:
        raise MCPError(
            "MCP needs the mcp package, which is not installed",
            hint='Install it with: pip install "tapyre-core[mcp]".',
        ) from None


class MCPToolbox:
    """The configured MCP servers of one host (:attr:`tapyre.Host.mcp`).

    Servers start when :meth:`tools` first asks for them and stop on
    :meth:`close` (:meth:`tapyre.Host.close`; the CLI calls it when the
    command ends, and an exiting program's servers stop at exit).
    """

    def __init__(self, specs: Mapping[str, ServerSpec]) -> None:
        self.specs = dict(specs)
        self.problems: dict[str, str] = {}
        """Servers that could not be started, with the one-line reason."""
        self.notes: dict[str, str] = {}
        """Servers that work but misbehaved (garbage on stdout), one line each."""
        self._connections: dict[str, Connection] = {}
        self._outputs: dict[str, ServerOutput] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    @property
    def started(self) -> list[str]:
        """Servers that are running."""
        return [n for n, c in self._connections.items() if c.client is not None]

    def tools(self, servers: Iterable[str] | None = None) -> list[MCPTool]:
        """The tools of ``servers`` (default: all), starting those not started yet.

        Servers start concurrently.  One that fails (or the ``mcp`` SDK
        missing) is left out and recorded in :attr:`problems`; nothing raises.
        """
        names = list(self.specs) if servers is None else [s for s in servers if s in self.specs]
        pending = [n for n in names if n not in self._connections and n not in self.problems]
        if pending:
            try:
                require_sdk()
            except MCPError as exc:  # the other tools keep working without the extra
                self.problems.update({n: f"MCP server {n!r} cannot start: {exc}" for n in pending})
                pending = []
        if pending:
            loop = self._ensure_loop()
            connections = {n: Connection(self.specs[n]) for n in pending}

            async def start_all() -> list[BaseException | None]:
                return await asyncio.gather(
                    *(c.start() for c in connections.values()), return_exceptions=True
                )

            outcomes = asyncio.run_coroutine_threadsafe(start_all(), loop).result()
            for (name, connection), outcome in zip(connections.items(), outcomes, strict=True):
                self._outputs[name] = connection.output
                if outcome is None:
                    self._connections[name] = connection
                else:
                    self.problems[name] = connection.start_problem(outcome)
            self._new_notes()
        found: list[MCPTool] = []
        for name in names:
            running = self._connections.get(name)
            if running is not None:
                found.extend(running.tools)
        return found

    def call(self, server: str, tool: str, arguments: Mapping[str, Any]) -> str:
        """Call ``tool`` on ``server``; the text of its result.

        :raises ToolError: the server is not running, died, timed out, or the
            tool reported an error.
        """
        connection = self._connections.get(server)
        if connection is None or self._loop is None:
            reason = self.problems.get(server, "it was not started")
            raise ToolError(f"MCP server {server!r} is unavailable: {reason}")
        if connection.died is not None:
            raise ToolError(
                f"MCP server {server!r} stopped earlier in this command ({connection.died}); "
                f"its tools are unavailable"
            )
        future = asyncio.run_coroutine_threadsafe(
            connection.call(tool, dict(arguments)), self._loop
        )
        try:
            return future.result()
        finally:
            for note in self._new_notes():
                log.warning(note)

    def output(self, server: str) -> ServerOutput | None:
        """What ``server`` wrote besides MCP since it was started (the kept end of its
        stderr, the text it wrote on stdout): ``None`` if it was never started."""
        return self._outputs.get(server)

    def _new_notes(self) -> list[str]:
        """Record the notes of servers that misbehaved since the last look; the new ones."""
        new = []
        for name, connection in self._connections.items():
            note = connection.output.note()
            if note is not None and name not in self.notes:
                self.notes[name] = note
                new.append(note)
        return new

    def close(self) -> None:
        """Stop every server and the event loop (idempotent; also run at exit)."""
        with self._lock:
            loop, self._loop = self._loop, None
        if loop is None:
            return
        atexit.unregister(self.close)
        connections = list(self._connections.values())

        async def stop_all() -> None:
            await asyncio.gather(*(c.stop() for c in connections), return_exceptions=True)

        try:
            asyncio.run_coroutine_threadsafe(stop_all(), loop).result(timeout=_STOP_TIMEOUT + 5)
        except Exception:
            pass
        finally:
            for connection in connections:
                connection.client = None
            loop.call_soon_threadsafe(loop.stop)
            if self._thread is not None:
                self._thread.join(timeout=5)

    def registered_tools(self, tools: Iterable[MCPTool], taken: set[str]) -> list[RegisteredTool]:
        """``tools`` as the agent's :class:`~tapyre.RegisteredTool` objects.

        ``taken`` holds model-facing names already in use; a clashing MCP tool
        is shown to the model as ``server_tool``.  Names are added to ``taken``.
        """
        from tapyre._registry import RegisteredTool

        registered = []
        for mcp_tool in tools:
            tool = _as_tool(self, mcp_tool)
            model_name = tool.name
            if model_name in taken:
                model_name = _model_name(f"{mcp_tool.server}_{mcp_tool.name}")
            taken.add(model_name)
            registered.append(RegisteredTool(mcp_tool.id, mcp_tool.server, tool, model_name))
        return registered

    def agent_tools(
        self, refs: Iterable[str] | None, taken: set[str]
    ) -> tuple[list[RegisteredTool], list[str]]:
        """MCP tools for an agent, and the problems of servers that did not start (and the
        notes of those that misbehaved).

        ``refs`` ``None`` means every configured server's tools; otherwise tool
        ids ``server:tool`` (or ``server:*`` for all of a server's tools).
        ``taken`` as for :meth:`registered_tools`.

        :raises ComponentNotFoundError: a ref names a tool its server does not list.
        """
        if not self.specs:
            return [], []
        if refs is None:
            listed = self.tools()
        else:
            wanted = list(refs)
            servers = {r.partition(":")[0] for r in wanted}
            available = {t.id: t for t in self.tools(servers)}
            listed = []
            for ref in wanted:
                server, _, name = ref.partition(":")
                if name == "*":
                    listed.extend(t for t in available.values() if t.server == server)
                elif ref in available:
                    listed.append(available[ref])
                elif server not in self.problems:
                    names = ", ".join(sorted(t for t in available if t.startswith(f"{server}:")))
                    raise ComponentNotFoundError(
                        f"MCP server {server!r} has no tool {name!r} (it lists: {names or 'none'})"
                    )
        problems = [self.problems[s] for s in self.specs if s in self.problems]
        problems += [self.notes[s] for s in self.specs if s in self.notes]
        return self.registered_tools(listed, taken), problems

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                self._thread = threading.Thread(
                    target=loop.run_forever, name="tapyre-mcp", daemon=True
                )
                self._thread.start()
                self._loop = loop
                # a program using the Python API may never call close(): its servers
                # still stop when it exits
                atexit.register(self.close)
            return self._loop


def _model_name(name: str) -> str:
    safe = "".join(c if c in _MODEL_NAME_CHARS else "_" for c in name)
    if not safe or not safe[0].isalpha():
        safe = f"t{safe}"
    return safe[:64]


def _as_tool(box: MCPToolbox, mcp_tool: MCPTool) -> Tool:
    schema = dict(mcp_tool.input_schema)
    schema.setdefault("properties", {})
    schema["type"] = "object"

    def run(**arguments: Any) -> str:
        return box.call(mcp_tool.server, mcp_tool.name, arguments)

    return Tool(
        name=_model_name(mcp_tool.name),
        description=mcp_tool.description,
        func=run,
        parameters=schema,
        side_effects=side_effects_from_annotations(mcp_tool.annotations),
    )


def is_mcp_ref(host: Host, ref: str) -> bool:
    """Whether ``ref`` (``--tool ID``) names a configured MCP server's tool."""
    server, sep, _ = ref.partition(":")
    if not sep or ref in host.tools:
        return False
    return server in host.config.section("mcp", "servers")
