"""One configured MCP server held open on the toolbox's event loop, and its tools.

A :class:`Connection` starts its server (stdio through
:mod:`tapyre.mcp._stdio`, or streamable HTTP), lists its tools, and keeps the
SDK's client open in one task until :meth:`Connection.stop`; calls are
submitted to that loop.  Every failure becomes one line naming the server:
why it did not start, that it stopped during a call (with the last line of
its stderr), that it wrote garbage on stdout.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tapyre._errors import ToolError
from tapyre.mcp._sdk import model_field
from tapyre.mcp._specs import ServerSpec
from tapyre.mcp._stdio import ServerOutput

_STOP_TIMEOUT = 10.0


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


class Connection:
    """One running server, held open by a task on the toolbox's loop."""

    def __init__(self, spec: ServerSpec) -> None:
        self.spec = spec
        self.client: Any = None
        self.tools: list[MCPTool] = []
        self.died: str | None = None
        self.output = ServerOutput(spec.name)
        """The server's stderr tail and stdout garbage (stdio servers)."""
        self._stop: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._stop = asyncio.Event()
        self._task = asyncio.create_task(self._hold(ready))
        try:
            await asyncio.wait_for(asyncio.shield(ready), self.spec.timeout)
        except TimeoutError:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(self._task, _STOP_TIMEOUT)  # the server is ended
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
                self.died = self.output.fatal or _reason(exc)
            if isinstance(exc, asyncio.CancelledError):
                raise
        finally:
            self.client = None

    def _transport(self) -> Any:
        spec = self.spec
        if spec.url:
            from tapyre.mcp._sdk import http_transport

            return http_transport(spec.url, spec.headers)
        from tapyre.mcp._stdio import stdio_transport

        return stdio_transport(spec, self.output)

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
                self.died = self.died or self.output.fatal or "the server exited"
                raise self._stopped_during(where)
            raise ToolError(f"MCP tool {where} did not answer within {self.spec.timeout:g} s")
        try:
            result = call.result()
        except Exception as exc:
            if _connection_closed(exc) or self.client is None or self._task.done():
                self.died = (
                    self.died or self.output.fatal or "the connection closed (the server exited)"
                )
                self.client = None
                self._stop_soon()
                raise self._stopped_during(where) from None
            raise ToolError(f"MCP tool {where} failed: {_reason(exc)}") from None
        text = _result_text(result)
        if model_field(result, "is_error"):
            raise ToolError(f"MCP tool {where} reported an error: {text}")
        return text

    def _stopped_during(self, where: str) -> ToolError:
        return ToolError(
            f"MCP server {self.spec.name!r} stopped during the call to {where}: "
            f"{self.died}{self._stderr_tail()}"
        )

    def _stop_soon(self) -> None:
        """Let the holding task leave the dead connection (and end the process)."""
        if self._stop is not None:
            self._stop.set()

    async def stop(self) -> None:
        if self._stop is not None:
            self._stop.set()
        if self._task is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._task, _STOP_TIMEOUT)

    def start_problem(self, exc: BaseException) -> str:
        """One line: why the server did not start (with its last stderr line)."""
        reason = self.output.fatal or _reason(exc)
        if isinstance(_leaf(exc), FileNotFoundError):
            reason = f"command {self.spec.command!r} not found"
        return (
            f"MCP server {self.spec.name!r} ({self.spec.describe()}) failed to start: "
            f"{reason}{self._stderr_tail()}"
        )

    def _stderr_tail(self) -> str:
        line = self.output.last_stderr_line()
        return f" (server said: {line[:300]})" if line else ""


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
