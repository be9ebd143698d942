"""Helpers of the MCP tests: real servers from PyPI, servers written with the SDK, processes,
and the SDK's own client — each written for both SDK majors (1.x from 1.24, and 2.x)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

BIN = Path(sys.executable).parent


def echo_server_head(name: str) -> str:
    """The start of a test server written with the SDK (either major): ``server``, named
    ``name``, with an ``echo`` tool; the script adds its own tools and ``__main__``."""
    return f'''
try:
    from mcp.server.mcpserver import MCPServer
except ImportError:  # mcp 1.x
    from mcp.server.fastmcp import FastMCP as MCPServer

server = MCPServer({name!r})


@server.tool()
def echo(text: str) -> str:
    """Return the text."""
    return f"echo: {{text}}"
'''


CRASHING_SERVER = (
    "import os\n"
    + echo_server_head("crashy")
    + '''

@server.tool()
def crash() -> str:
    """Exit the server process in the middle of the call."""
    os._exit(3)


if __name__ == "__main__":
    server.run()
'''
)


def sdk_major() -> int:
    from importlib.metadata import version

    return int(version("mcp").split(".", 1)[0])


async def sdk_session(server: Any, calls: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """List ``server``'s tools and make ``calls`` with the SDK's own client.

    ``server`` is ``StdioServerParameters`` or a streamable HTTP URL.  Tools and
    results come back as the JSON the protocol carries (camelCase keys), the
    same whichever SDK major is installed.
    """
    if sdk_major() >= 2:
        from mcp import Client

        async with Client(server) as client:
            return await _list_and_call(client, calls)
    from mcp import ClientSession
    from mcp.client.stdio import stdio_client
    from mcp.client.streamable_http import streamable_http_client

    transport = streamable_http_client(server) if isinstance(server, str) else stdio_client(server)
    async with transport as streams, ClientSession(streams[0], streams[1]) as session:
        await session.initialize()
        return await _list_and_call(session, calls)


async def _list_and_call(client: Any, calls: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    listed = (await client.list_tools()).tools
    results = [await client.call_tool(name, arguments) for name, arguments in calls]
    return {
        "tools": {t.name: t.model_dump(by_alias=True, exclude_none=True) for t in listed},
        "results": [r.model_dump(by_alias=True) for r in results],
    }


def script(name: str) -> str:
    """An installed console script next to this interpreter (mcp-server-time, tapyre, …)."""
    path = BIN / name
    assert path.exists(), f"{path} is missing: install the test requirements (see noxfile.py)"
    return str(path)


def write_server(folder: Path, source: str, name: str = "server.py") -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def git_repository(folder: Path, message: str) -> Path:
    """A real git repository with one commit whose message is ``message``."""
    folder.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Ada",
        "GIT_AUTHOR_EMAIL": "ada@example.org",
        "GIT_COMMITTER_NAME": "Ada",
        "GIT_COMMITTER_EMAIL": "ada@example.org",
    }
    for args in (["init", "-q"], ["commit", "-q", "--allow-empty", "-m", message]):
        subprocess.run(["git", *args], cwd=folder, env=env, check=True)
    return folder


def children_running(pattern: str) -> list[int]:
    """Processes whose parent is this one and whose command line contains ``pattern`` (Linux)."""
    found = []
    me = str(os.getpid())
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        ppid = stat.rsplit(")", 1)[1].split()[1]
        state = stat.rsplit(")", 1)[1].split()[0]
        if ppid == me and pattern in cmdline and state != "Z":
            found.append(int(entry.name))
    return found
