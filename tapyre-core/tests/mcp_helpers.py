"""Helpers of the MCP tests: real servers from PyPI, servers written with the SDK, processes."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

BIN = Path(sys.executable).parent

CRASHING_SERVER = '''
import os
from mcp.server.mcpserver import MCPServer

server = MCPServer("crashy")


@server.tool()
def echo(text: str) -> str:
    """Return the text."""
    return f"echo: {text}"


@server.tool()
def crash() -> str:
    """Exit the server process in the middle of the call."""
    os._exit(3)


if __name__ == "__main__":
    server.run()
'''


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
