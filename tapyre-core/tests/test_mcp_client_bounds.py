"""The MCP client against misbehaving stdio servers: garbage on stdout is one line naming
the server (not thousands of tracebacks), stderr is kept in a bounded buffer, and ending
a server ends its whole process group, grandchildren included."""

from __future__ import annotations

import signal
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp_helpers import echo_server_head, script, write_server
from tapyre import Config
from tapyre.mcp import server_specs
from tapyre.mcp._toolbox import MCPToolbox
from tapyre.testing import child_environ

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc, signals groups")

ECHO_SERVER = (
    "import os, subprocess, sys\n"
    + echo_server_head("echo")
    + """

if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "banner":  # a common mistake: a greeting on stdout
        print("Echo server 0.1 starting, ready for clients", flush=True)
    if mode == "flood":  # nothing but text, for ever
        while True:
            sys.stdout.write("DEBUG loading plugin registry, please wait\\n")
    if mode == "stderr-then-die":
        block = "x" * 1023 + "\\n"
        for _ in range(int(sys.argv[2])):
            sys.stderr.write(block)
        sys.stderr.write("fatal: cannot open the index\\n")
        sys.stderr.flush()
        sys.exit(3)
    if mode == "helper":  # starts a helper that outlives it unless its group is ended
        helper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        with open(sys.argv[2], "w") as out:
            out.write(str(helper.pid))
    server.run()
"""
)


@contextmanager
def toolbox(servers: dict[str, dict[str, Any]]) -> Iterator[MCPToolbox]:
    """The MCP client of a host configured with ``servers``, closed at the end."""
    box = MCPToolbox(server_specs(Config({"mcp": {"servers": servers}}, env={})))
    try:
        yield box
    finally:
        box.close()


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_gone(pid: int, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not alive(pid)


@pytest.fixture
def echo_server(tmp_path: Path) -> Path:
    return write_server(tmp_path, ECHO_SERVER, "echo_server.py")


def test_a_server_flooding_stdout_is_one_line_naming_it(echo_server, capfd):
    flood = {"command": sys.executable, "args": [str(echo_server), "flood"], "timeout": 20}
    with toolbox({"noisy": flood}) as box:
        assert box.tools() == []
        problem = box.problems["noisy"]
    assert "\n" not in problem
    assert problem.startswith("MCP server 'noisy'")
    assert "failed to start: it writes text that is not MCP on its standard output" in problem
    assert "line(s), the first: 'DEBUG loading plugin registry, please wait'" in problem
    printed = capfd.readouterr()
    assert "Traceback" not in printed.err and printed.err.count("\n") < 5, printed.err[:2000]


def test_a_stray_line_on_stdout_is_noted_once_and_the_server_works(echo_server):
    chatty = {"command": sys.executable, "args": [str(echo_server), "banner"]}
    with toolbox({"chatty": chatty}) as box:
        assert [t.id for t in box.tools()] == ["chatty:echo"]
        assert box.notes == {
            "chatty": "MCP server 'chatty' wrote text that is not MCP on its standard output "
            "(1 line(s), the first: 'Echo server 0.1 starting, ready for clients'); it was ignored"
        }
        assert box.call("chatty", "echo", {"text": "hi"}) == "echo: hi"


def test_stderr_is_kept_bounded_and_its_last_line_explains_the_failure(echo_server):
    from tapyre.mcp._stdio import STDERR_TAIL_BYTES

    megabytes = 20
    spec = {"command": sys.executable,
            "args": [str(echo_server), "stderr-then-die", str(megabytes * 1024)]}  # fmt: skip
    with toolbox({"loud": spec}) as box:
        assert box.tools() == []
        problem = box.problems["loud"]
        assert problem.startswith("MCP server 'loud'")
        assert problem.endswith("(server said: fatal: cannot open the index)")
        output = box.output("loud")
        assert output is not None
        assert output.stderr_bytes > megabytes * 1024 * 1024
        assert len(output.stderr_tail()) <= STDERR_TAIL_BYTES


def test_ending_a_server_ends_what_it_started(echo_server, tmp_path):
    pid_file = tmp_path / "helper.pid"
    spec = {"command": sys.executable, "args": [str(echo_server), "helper", str(pid_file)]}
    with toolbox({"parent": spec}) as box:
        assert [t.id for t in box.tools()] == ["parent:echo"]
        helper = int(pid_file.read_text())
        assert alive(helper)
    # the server exits when its stdin closes; its helper went with its process group
    assert wait_gone(helper), f"helper {helper} survived the server"


HELPER_PLUGIN = '''
import subprocess, sys
from tapyre import hookimpl, tool


@tool()
def start_helper() -> str:
    """Start a helper process and say its pid."""
    helper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    return str(helper.pid)


@hookimpl
def tapyre_register_tools(register):
    register(start_helper)
'''


def test_a_process_started_by_tapyre_mcp_serve_ends_with_it(fake_dist, tmp_path):
    """The grandchild case: Tapyre's client runs ``tapyre mcp serve``, one of whose tools
    starts a process; when the client is done, that process is gone too."""
    root = fake_dist("tapyre-plugin-helper", entry_points={"helper": "helper_mod"},
                     modules={"helper_mod": HELPER_PLUGIN})  # fmt: skip
    env = {"PYTHONPATH": str(root), "TAPYRE_LOAD_PLUGINS": "helper",
           "TAPYRE_CONFIG": str(tmp_path / "none.toml"),
           "TAPYRE_DATA_DIR": str(tmp_path / "data")}  # fmt: skip
    served = {"command": script("tapyre"), "args": ["mcp", "serve"], "env": env}
    with toolbox({"tapyre": served}) as box:
        assert [t.id for t in box.tools()] == ["tapyre:start_helper"], box.problems
        grandchild = int(box.call("tapyre", "start_helper", {}))
        assert alive(grandchild)
    assert wait_gone(grandchild), f"process {grandchild} outlived tapyre mcp serve"


def test_sigterm_to_tapyre_mcp_serve_runs_its_cleanup(echo_server, tmp_path):
    """An MCP client that escalates to SIGTERM still lets ``tapyre mcp serve`` stop its
    own servers (Python's default would die at once and leave them running)."""
    import subprocess

    import tomlkit

    pid_file = tmp_path / "inner.pid"
    config = tmp_path / "config.toml"
    inner = {"command": sys.executable, "args": [str(echo_server), "helper", str(pid_file)]}
    config.write_text(tomlkit.dumps({"mcp": {"servers": {"inner": inner}}}))
    env = child_environ()
    env.update(TAPYRE_CONFIG=str(config), TAPYRE_DATA_DIR=str(tmp_path / "data"))
    probe = (
        "from tapyre import Host; from tapyre.cli import mcp as m; import sys, time\n"
        "h = Host(); h.mcp.tools(); m.stop_on_sigterm(); print('ready', flush=True)\n"
        "try:\n    time.sleep(60)\nfinally:\n    h.close()\n"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", probe], env=env, stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "ready"
    helper = int(pid_file.read_text())
    assert alive(helper)
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 128 + signal.SIGTERM
    assert wait_gone(helper), "the inner server's helper survived SIGTERM"
