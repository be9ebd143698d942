"""The MCP client side: configured servers started on first use, their tools as Tapyre tools.

The ``mcp`` SDK is asynchronous and the agent calls tools synchronously, so a
:class:`MCPToolbox` runs one event loop on a daemon thread.  Each server is
held open by one task on that loop (entered and left in the same task, as
anyio requires); calls are submitted to the loop and waited for with the
server's ``timeout``.

A server that fails to start is reported in :attr:`MCPToolbox.problems` (the
CLI prints it, the agent tells the model); one that dies mid-call makes that
call, and later calls of its tools, a :class:`~tapyre.ToolError` naming the
server.  Other servers and tools are not affected.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import tempfile
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tapyre._errors import ComponentNotFoundError, ToolError
from tapyre._tools import Tool
from tapyre.mcp._effects import side_effects_from_annotations
from tapyre.mcp._sdk import model_field
from tapyre.mcp._specs import MCPError, ServerSpec

if TYPE_CHECKING:
    from tapyre._host import Host
    from tapyre._registry import RegisteredTool

_STOP_TIMEOUT = 10.0
_MODEL_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


@dataclass(frozen=True)
class MCPTool:
    """A tool as an MCP server lists it."""

    server: str
    name: str
    description: str
    input_schema: Mapping[str, Any]
    annotations: Mapping[str, Any] | None = field(default=None)

    @property
    def id(self) -> str:
        """``server:tool``."""
        return f"{self.server}:{self.name}"


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
        self._connections: dict[str, _Connection] = {}
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
            connections = {n: _Connection(self.specs[n]) for n in pending}

            async def start_all() -> list[BaseException | None]:
                return await asyncio.gather(
                    *(c.start() for c in connections.values()), return_exceptions=True
                )

            outcomes = asyncio.run_coroutine_threadsafe(start_all(), loop).result()
            for (name, connection), outcome in zip(connections.items(), outcomes, strict=True):
                if outcome is None:
                    self._connections[name] = connection
                else:
                    self.problems[name] = connection.start_problem(outcome)
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
        return future.result()

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
        """MCP tools for an agent, and the problems of servers that did not start.

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


class _Connection:
    """One running server, held open by a task on the toolbox's loop."""

    def __init__(self, spec: ServerSpec) -> None:
        self.spec = spec
        self.client: Any = None
        self.tools: list[MCPTool] = []
        self.died: str | None = None
        self._stop: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None
        # the server's stderr: shown when it fails, kept off the user's terminal otherwise
        self._errlog = tempfile.TemporaryFile(  # noqa: SIM115 - closed by stop()
            mode="w+", encoding="utf-8", errors="replace"
        )

    async def start(self) -> None:
        ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._stop = asyncio.Event()
        self._task = asyncio.create_task(self._hold(ready))
        try:
            await asyncio.wait_for(asyncio.shield(ready), self.spec.timeout)
        except TimeoutError:
            self._task.cancel()
            raise TimeoutError(f"no answer within {self.spec.timeout:g} s") from None

    async def _hold(self, ready: asyncio.Future[None]) -> None:
        from tapyre.mcp._sdk import open_session

        try:
            async with open_session(self._transport(), timeout=self.spec.timeout) as client:
                self.tools = await self._list_tools(client)
                self.client = client
                ready.set_result(None)
                assert self._stop is not None
                await self._stop.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc if isinstance(exc, Exception) else RuntimeError(str(exc)))
            elif self.died is None and not (self._stop and self._stop.is_set()):
                self.died = _reason(exc)
            if isinstance(exc, asyncio.CancelledError):
                raise
        finally:
            self.client = None

    def _transport(self) -> Any:
        from tapyre.mcp._sdk import http_transport, stdio_transport

        spec = self.spec
        if spec.url:
            return http_transport(spec.url, spec.headers)
        import os

        environ = {**os.environ, **spec.env} if spec.env else None
        return stdio_transport(spec.command or "", list(spec.args), environ, spec.cwd, self._errlog)

    async def _list_tools(self, client: Any) -> list[MCPTool]:
        tools: list[MCPTool] = []
        cursor: str | None = None
        while True:
            page = await client.list_tools(cursor=cursor)
            for tool in page.tools:
                annotations = (
                    tool.annotations.model_dump(by_alias=True, exclude_none=True)
                    if tool.annotations is not None
                    else None
                )
                tools.append(
                    MCPTool(
                        server=self.spec.name,
                        name=tool.name,
                        description=tool.description or tool.name,
                        input_schema=dict(model_field(tool, "input_schema") or {}),
                        annotations=annotations,
                    )
                )
            cursor = model_field(page, "next_cursor")
            if not cursor:
                return tools

    async def call(self, tool: str, arguments: dict[str, Any]) -> str:
        where = f"{self.spec.name}:{tool}"
        client = self.client
        if client is None:
            raise ToolError(f"MCP server {self.spec.name!r} is not running ({self.died})")
        assert self._task is not None
        call = asyncio.ensure_future(client.call_tool(tool, arguments))
        # whichever ends first: the call, or the task holding the server (it died)
        done, _ = await asyncio.wait(
            {call, self._task}, timeout=self.spec.timeout, return_when=asyncio.FIRST_COMPLETED
        )
        if call not in done:
            call.cancel()
            if self._task in done or self.client is None:
                self.died = self.died or "the server exited"
                raise ToolError(
                    f"MCP server {self.spec.name!r} stopped during the call to {where}: "
                    f"{self.died}{self._stderr_tail()}"
                )
            raise ToolError(f"MCP tool {where} did not answer within {self.spec.timeout:g} s")
        try:
            result = call.result()
        except Exception as exc:
            if _connection_closed(exc) or self.client is None or self._task.done():
                self.died = self.died or "the connection closed (the server exited)"
                self.client = None
                self._stop_soon()
                raise ToolError(
                    f"MCP server {self.spec.name!r} stopped during the call to {where}: "
                    f"{self.died}{self._stderr_tail()}"
                ) from None
            raise ToolError(f"MCP tool {where} failed: {_reason(exc)}") from None
        text = _result_text(result)
        if model_field(result, "is_error"):
            raise ToolError(f"MCP tool {where} reported an error: {text}")
        return text

    def _stop_soon(self) -> None:
        """Let the holding task leave the dead connection (and reap the process)."""
        if self._stop is not None:
            self._stop.set()

    async def stop(self) -> None:
        if self._stop is not None:
            self._stop.set()
        if self._task is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._task, _STOP_TIMEOUT)
        self._errlog.close()

    def start_problem(self, exc: BaseException) -> str:
        """One line: why the server did not start (with its last stderr line)."""
        reason = _reason(exc)
        if isinstance(_leaf(exc), FileNotFoundError):
            reason = f"command {self.spec.command!r} not found"
        return (
            f"MCP server {self.spec.name!r} ({self.spec.describe()}) failed to start: "
            f"{reason}{self._stderr_tail()}"
        )

    def _stderr_tail(self) -> str:
        try:
            self._errlog.seek(0)
            lines = [line.strip() for line in self._errlog.read().splitlines() if line.strip()]
        except (OSError, ValueError):
            return ""
        return f" (server said: {lines[-1][:300]})" if lines else ""


def _connection_closed(exc: BaseException) -> bool:
    from tapyre.mcp._sdk import connection_closed_code, error_code

    return error_code(_leaf(exc)) == connection_closed_code()


def _leaf(exc: BaseException) -> BaseException:
    """The first real exception inside (anyio) exception groups."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


def _reason(exc: BaseException) -> str:
    leaf = _leaf(exc)
    text = " ".join(str(leaf).split())
    return f"{type(leaf).__name__}: {text}" if text else type(leaf).__name__


def _result_text(result: Any) -> str:
    parts: list[str] = []
    for block in result.content:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(block.text)
        elif kind == "resource":
            parts.append(getattr(block.resource, "text", "") or f"[resource {block.resource.uri}]")
        else:
            parts.append(f"[{kind} content]")
    structured = model_field(result, "structured_content")
    if not parts and structured is not None:
        import json

        return json.dumps(structured, ensure_ascii=False)
    return "\n".join(parts)


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
