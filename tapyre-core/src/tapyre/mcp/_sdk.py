"""The one place that knows which ``mcp`` SDK is installed: 1.x (1.24 or later) or 2.x.

``tapyre-core[mcp]`` accepts both, because applications that embed Tapyre may
already pin one: ``langchain-mcp-adapters`` 0.3, the MCP bridge of LangChain
apps, requires ``mcp<2``.  The two majors differ where Tapyre touches them:

* **client** — 2.x has ``mcp.Client`` (a transport in, initialisation done);
  1.x has ``ClientSession`` over a transport's streams, initialised by hand,
  with its read timeout as a ``timedelta``;
* **models** — 2.x fields are snake_case (``input_schema``, ``is_error``),
  1.x fields camelCase (``inputSchema``, ``isError``); both accept the
  camelCase names when a model is built, so Tapyre builds with those and reads
  with :func:`model_field`;
* **errors** — 2.x raises ``mcp.MCPError`` (``.code``), 1.x ``McpError``
  (``.error.code``);
* **low-level server** — 2.x takes ``on_list_tools``/``on_call_tool``
  handlers and builds its own streamable HTTP app; 1.x registers handlers
  with decorators, and its app is assembled here from the SDK's session
  manager, with the same DNS-rebinding protection for loopback.

Everything else (the streamable HTTP client transport, stdio serving) is the
same API in both; Tapyre's own stdio client transport (:mod:`tapyre.mcp._stdio`)
parses and writes messages through :func:`parse_message` and
:func:`message_line`.  Nothing here is imported until MCP is used.
"""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from typing import Any, TextIO

LOOPBACK_HOSTS = ("127.0.0.1:*", "localhost:*", "[::1]:*")
LOOPBACK_ORIGINS = ("http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*")


@functools.cache
def major() -> int:
    """The major version of the installed ``mcp`` distribution (1 or 2)."""
    from importlib.metadata import version

    return int(version("mcp").split(".", 1)[0])


def model_field(model: Any, name: str) -> Any:
    """The field ``name`` (snake_case) of an SDK model, read as either major names it."""
    value = getattr(model, name, None)
    if value is None:
        head, *rest = name.split("_")
        value = getattr(model, head + "".join(p.title() for p in rest), None)
    return value


# -- client ------------------------------------------------------------------------


def stdio_transport(
    command: str, args: list[str], env: Mapping[str, str] | None, cwd: str | None, errlog: TextIO
) -> Any:
    """The client transport that starts ``command args`` and talks over its stdio."""
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=command, args=args, env=dict(env) if env is not None else None, cwd=cwd
    )
    return stdio_client(params, errlog=errlog)


def default_environment() -> dict[str, str]:
    """The variables a stdio server inherits when its table sets none (the SDK's
    short list: ``HOME``, ``PATH``… not the user's whole environment)."""
    from mcp.client.stdio import get_default_environment

    return dict(get_default_environment())


def parse_message(line: bytes) -> Any:
    """One stdout line of a stdio server as the message object the SDK's session reads.

    :raises ValueError: the line is not a JSON-RPC message.
    """
    from mcp import types
    from mcp.shared.message import SessionMessage

    if major() >= 2:
        message = types.jsonrpc_message_adapter.validate_json(line, by_name=False)
    else:
        jsonrpc: Any = types.JSONRPCMessage  # a RootModel in 1.x (2.x: a union)
        message = jsonrpc.model_validate_json(line)
    return SessionMessage(message)


def message_line(session_message: Any) -> bytes:
    """A message the session sends, as one line for a stdio server's stdin."""
    message = session_message.message
    if major() >= 2:
        data = message.model_dump_json(by_alias=True, exclude_unset=True)
    else:
        data = message.model_dump_json(by_alias=True, exclude_none=True)
    return str(data).encode() + b"\n"


def http_transport(url: str, headers: Mapping[str, str]) -> Any:
    """The client transport of a streamable HTTP server at ``url``, sending ``headers``."""
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    return streamable_http_client(url, http_client=create_mcp_http_client(headers=dict(headers)))


@asynccontextmanager
async def open_session(transport: Any, *, timeout: float) -> AsyncIterator[Any]:
    """An initialised client session over ``transport`` (enter and leave in one task).

    The session has ``list_tools(cursor=…)`` and ``call_tool(name, arguments)``
    in both majors; ``timeout`` bounds every request, in seconds.
    """
    from mcp.types import Implementation

    from tapyre._version import __version__

    info = Implementation(name="tapyre", version=__version__)
    if major() >= 2:
        from mcp import Client

        async with Client(transport, client_info=info, read_timeout_seconds=timeout) as client:
            yield client
        return
    from datetime import timedelta

    from mcp import ClientSession

    async with transport as streams:
        read, write = streams[0], streams[1]
        wait: Any = timedelta(seconds=timeout)  # 1.x takes a timedelta (2.x: seconds)
        async with ClientSession(
            read, write, read_timeout_seconds=wait, client_info=info
        ) as session:
            await session.initialize()
            yield session


def error_code(exc: BaseException) -> int | None:
    """The JSON-RPC error code of an SDK error (``None`` for any other exception)."""
    import mcp

    for name in ("MCPError", "McpError"):  # 2.x, 1.x
        kind = getattr(mcp, name, None)
        if isinstance(kind, type) and isinstance(exc, kind):
            code = getattr(exc, "code", None)  # 2.x
            if code is None:
                code = getattr(getattr(exc, "error", None), "code", None)  # 1.x: ErrorData
            return code if isinstance(code, int) else None
    return None


def connection_closed_code() -> int:
    """The code the SDK gives a request whose connection closed (the server exited)."""
    from mcp.types import CONNECTION_CLOSED

    return int(CONNECTION_CLOSED)


# -- server ------------------------------------------------------------------------

CallHandler = Callable[[str, dict[str, Any]], Awaitable[Any]]
"""``(tool name, arguments) -> CallToolResult``: how a served tool call is answered."""


def lowlevel_server(
    *, name: str, version: str, instructions: str, tools: list[Any], call: CallHandler
) -> Any:
    """A low-level MCP ``Server`` listing ``tools`` (``mcp.types.Tool``), answering ``call``.

    Arguments reach ``call`` unchecked in both majors (1.x would check them
    against the schema itself and answer differently): the tool checks them.
    """
    from mcp import types
    from mcp.server.lowlevel import Server

    if major() >= 2:

        async def list_tools(_ctx: Any, _params: Any) -> Any:
            return types.ListToolsResult(tools=tools)

        async def call_tool(_ctx: Any, params: Any) -> Any:
            return await call(params.name, dict(params.arguments or {}))

        return Server(
            name,
            version=version,
            instructions=instructions,
            on_list_tools=list_tools,
            on_call_tool=call_tool,
        )
    server: Any = Server(name, version=version, instructions=instructions)

    async def list_tools_v1() -> list[Any]:
        return tools

    async def call_tool_v1(tool: str, arguments: dict[str, Any] | None) -> Any:
        return await call(tool, dict(arguments or {}))

    # 1.x registers handlers with decorators (2.x's type stubs know none of this)
    server.list_tools()(list_tools_v1)
    server.call_tool(validate_input=False)(call_tool_v1)
    return server


def streamable_http_app(server: Any, *, path: str, host: str, guarded: bool = False) -> Any:
    """An ASGI app serving ``server`` over streamable HTTP at ``path``, for ``host``.

    On loopback, requests whose Host or Origin header names another host are
    refused (DNS-rebinding protection), in both majors.  ``guarded``: the app
    sits behind :class:`tapyre.serving.ServerGuard`, which checks Host and
    Origin itself (with the configured names, which the SDK's check would
    refuse), so the SDK's own check is off.
    """
    from mcp.server.transport_security import TransportSecuritySettings

    off = TransportSecuritySettings(enable_dns_rebinding_protection=False) if guarded else None
    if major() >= 2:
        return server.streamable_http_app(
            streamable_http_path=path, host=host, transport_security=off
        )
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    from starlette.applications import Starlette
    from starlette.routing import Route

    security = off
    if not guarded and host in ("127.0.0.1", "localhost", "::1"):
        security = TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=list(LOOPBACK_HOSTS),
            allowed_origins=list(LOOPBACK_ORIGINS),
        )
    manager = StreamableHTTPSessionManager(app=server, security_settings=security)

    class Endpoint:
        """An ASGI endpoint (an object, so Starlette passes the raw scope through)."""

        async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
            await manager.handle_request(scope, receive, send)

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        async with manager.run():
            yield

    return Starlette(routes=[Route(path, endpoint=Endpoint())], lifespan=lifespan)
