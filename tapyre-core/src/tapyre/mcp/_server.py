"""``tapyre mcp serve``: the host's registered tools for MCP clients.

Every registered tool is offered with its JSON schema and annotations derived
from its declared side effects (:func:`~tapyre.mcp.annotations_for`).  Tools
with side effects are left out unless allowed by ``--allow TOOL`` or
``[core] allow_side_effects`` (side-effect names, tool ids or ``"*"``): an MCP
client cannot be asked for confirmation the way a terminal can.

Calls run one at a time on one worker thread: tools and the stores behind them
(paper search's collection, opened on the first call and kept) are used from
the same thread for the life of the server.  A tool's failure or bad
arguments are an MCP error result (``isError``), never a crash.
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from tapyre._errors import ToolError
from tapyre.mcp._effects import annotations_for
from tapyre.mcp._toolbox import require_sdk

if TYPE_CHECKING:
    from mcp.types import CallToolResult

    from tapyre._host import Host
    from tapyre._registry import RegisteredTool
    from tapyre.serving import GuardSettings

DEFAULT_PORT = 8765
HTTP_PATH = "/mcp"


def exposed_tools(host: Host, allow: Iterable[str] = ()) -> dict[str, RegisteredTool]:
    """The tools ``host`` serves, by the name MCP clients see (the model-facing name).

    A tool with side effects is served only when ``allow`` or ``[core]
    allow_side_effects`` holds ``"*"``, its id, its name or every one of its effects.
    A tool that needs an LLM (:attr:`~tapyre.Tool.needs_llm`) is served only when
    one is configured.
    """
    allowed = set(host.config.core().allow_side_effects) | set(allow)
    served: dict[str, RegisteredTool] = {}
    llm_ready: bool | None = None
    for registered in host.tools.values():
        effects = registered.tool.side_effects
        if effects and not (
            "*" in allowed
            or {registered.id, registered.name, registered.model_name} & allowed
            or all(e.value in allowed for e in effects)
        ):
            continue
        if registered.tool.needs_llm:
            llm_ready = llm_configured(host) if llm_ready is None else llm_ready
            if not llm_ready:
                continue
        served[registered.model_name] = registered
    return served


def llm_configured(host: Host) -> bool:
    """Whether ``host`` has a language model to use (its choice resolves)."""
    from tapyre._errors import ConfigError, LLMNotConfiguredError

    try:
        host.llm()
    except (LLMNotConfiguredError, ConfigError):
        return False
    return True


def build_server(host: Host, allow: Iterable[str] = ()) -> Any:
    """An ``mcp`` low-level ``Server`` offering :func:`exposed_tools` of ``host``."""
    require_sdk()
    import asyncio

    from mcp import types

    from tapyre._version import __version__
    from tapyre.mcp._sdk import lowlevel_server

    tools = exposed_tools(host, allow)
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tapyre-mcp-tool")
    # camelCase field names: what both SDK majors accept when a model is validated
    listing = [
        types.Tool.model_validate(
            {
                "name": name,
                "description": registered.description,
                "inputSchema": dict(registered.tool.parameters),
                "annotations": {
                    "title": registered.id,
                    **annotations_for(registered.tool.side_effects),
                },
            }
        )
        for name, registered in tools.items()
    ]

    async def call_tool(name: str, arguments: dict[str, Any]) -> types.CallToolResult:
        registered = tools.get(name)
        if registered is None:
            return _error(f"unknown tool {name!r}; available: {', '.join(sorted(tools))}")
        loop = asyncio.get_running_loop()
        try:
            text = await loop.run_in_executor(worker, registered.tool.invoke, arguments)
        except ToolError as exc:
            return _error(str(exc))
        except Exception as exc:  # a tool's bug is the client's error result, not a crash
            return _error(f"tool {registered.id} failed: {type(exc).__name__}: {exc}")
        return types.CallToolResult(content=[types.TextContent(type="text", text=text)])

    return lowlevel_server(
        name="tapyre",
        version=__version__,
        instructions="Tools of the Tapyre assistant's installed plugins.",
        tools=listing,
        call=call_tool,
    )


def serve_stdio(host: Host, allow: Iterable[str] = ()) -> None:
    """Serve over standard input and output until the client closes them."""
    server = build_server(host, allow)
    import anyio
    from mcp.server.stdio import stdio_server

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)


def serve_http(
    host: Host,
    port: int,
    allow: Iterable[str] = (),
    ready: Any = None,
    *,
    bind: str = "127.0.0.1",
    guard: GuardSettings | None = None,
) -> None:
    """Serve streamable HTTP at ``http://BIND:PORT/mcp`` until interrupted, behind the
    server guard (:mod:`tapyre.serving`) with ``guard`` (default: ``[mcp.serve]``).

    ``ready`` (optional) is called with the URL once the socket listens.

    :raises ConfigError: ``bind`` is beyond loopback and there is no API key.
    :raises ServingError: the address cannot be bound.
    """
    from tapyre.mcp._serve_settings import TABLE, mcp_serve_guard
    from tapyre.serving import (
        ServerGuard,
        bind_socket,
        require_key_beyond_loopback,
        run_uvicorn,
        server_url,
    )

    settings = guard or mcp_serve_guard(host.config)
    require_key_beyond_loopback(bind, settings.api_key, table=TABLE, what="Tapyre's tools")
    server = build_server(host, allow)
    from tapyre.mcp._sdk import streamable_http_app

    # Host and Origin are the guard's (with [mcp.serve] allowed_hosts and cors_origins),
    # for every route; the SDK's own check would refuse the configured names.
    app = streamable_http_app(server, path=HTTP_PATH, host=bind, guarded=True)
    guarded = ServerGuard(app, settings, bind=bind, table=TABLE, limited_paths=(HTTP_PATH,))
    sock = bind_socket(bind, port)
    url = server_url(bind, sock.getsockname()[1]) + HTTP_PATH
    run_uvicorn(guarded, sock, lifespan="on", ready=(lambda: ready(url)) if ready else None)


def _error(message: str) -> CallToolResult:
    from mcp import types

    content = [{"type": "text", "text": message}]
    return types.CallToolResult.model_validate({"content": content, "isError": True})
