"""Peak memory of Tapyre's MCP client against a stdio server that writes a lot to stderr.

    python benchmarks/mcp_stderr.py                   # 300 MB of stderr, then the server fails
    python benchmarks/mcp_stderr.py --mb 300 --mode call    # 300 MB, then it dies mid-call
    python benchmarks/mcp_stderr.py --src ../old/tapyre-core/src   # another checkout's client

The client runs in a fresh process (``MCPToolbox`` over one ``[mcp.servers.loud]``,
as ``tapyre ask`` runs it) and reports its resident memory after importing the
MCP SDK (the baseline), its peak (``VmHWM``) once the server has failed and the
one-line reason was built, and the growth between the two, with the reason
printed.  The server (written with the MCP SDK) writes ``--mb`` megabytes of
1 KiB lines to stderr, then either exits before answering (``--mode start``) or
answers, and exits in the middle of a tool call (``--mode call``).  Also
printed: the bytes of temporary files the client left or held in its temp
folder (an older client spooled stderr to disk).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

SERVER = '''
import os
import sys

try:
    from mcp.server.mcpserver import MCPServer
except ImportError:  # mcp 1.x
    from mcp.server.fastmcp import FastMCP as MCPServer

server = MCPServer("loud")


def flood(megabytes):
    line = "W" * 1023 + "\\n"
    for _ in range(megabytes * 1024):
        sys.stderr.write(line)
    sys.stderr.write("fatal: the index is gone\\n")
    sys.stderr.flush()


@server.tool()
def crash() -> str:
    """Write a lot to stderr, then exit mid-call."""
    flood(int(sys.argv[1]))
    os._exit(3)  # sys.exit in a tool is the SDK's to catch: the process would live on


if __name__ == "__main__":
    if sys.argv[2] == "start":
        flood(int(sys.argv[1]))
        sys.exit(3)
    server.run()
'''

CLIENT = """
import json, os, sys, time
from pathlib import Path

def status(key):
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) // 1024
    return 0

from tapyre import Config, ToolError
from tapyre.mcp import server_specs
from tapyre.mcp._toolbox import MCPToolbox
import mcp, mcp.client.stdio  # the SDK: part of the baseline

server, megabytes, mode = sys.argv[1], sys.argv[2], sys.argv[3]
config = Config({"mcp": {"servers": {"loud": {
    "command": sys.executable, "args": [server, megabytes, mode], "timeout": 600}}}}, env={})
baseline = status("VmRSS")
box = MCPToolbox(server_specs(config))
started = time.perf_counter()
tools = box.tools()
reason = box.problems.get("loud", "")
if mode == "call" and tools:
    try:
        box.call("loud", "crash", {})
    except ToolError as exc:
        reason = str(exc)
seconds = time.perf_counter() - started
peak = status("VmHWM")
spooled = 0  # temp files open in this process (an unlinked spool file included)
for fd in Path("/proc/self/fd").iterdir():
    try:
        if os.readlink(fd).startswith(os.environ["TMPDIR"]):
            spooled += os.fstat(int(fd.name)).st_size
    except OSError:
        pass
box.close()
print(json.dumps({"baseline_mb": baseline, "peak_mb": peak, "growth_mb": peak - baseline,
                  "seconds": round(seconds, 1), "temp_bytes_held": spooled, "reason": reason}))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=300, help="megabytes written to stderr")
    parser.add_argument("--mode", choices=("start", "call"), default="start")
    parser.add_argument(
        "--src", type=Path, default=None, help="tapyre-core/src of another checkout to measure"
    )
    options = parser.parse_args()
    if not Path("/proc/self/status").exists():
        raise SystemExit("needs Linux (/proc/self/status)")
    with tempfile.TemporaryDirectory() as tmp:
        server = Path(tmp) / "loud_server.py"
        server.write_text(textwrap.dedent(SERVER), encoding="utf-8")
        spool = Path(tmp) / "tmp"
        spool.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith("TAPYRE_")}
        env["TMPDIR"] = str(spool)
        if options.src is not None:
            env["PYTHONPATH"] = os.pathsep.join(
                [str(options.src.resolve()), env.get("PYTHONPATH", "")]
            )
        began = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-c", CLIENT, str(server), str(options.mb), options.mode],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        if done.returncode:
            print(done.stderr[-3000:], file=sys.stderr)
            return 1
        result = json.loads(done.stdout.strip().splitlines()[-1])
    load = os.getloadavg()
    client = options.src or "this checkout"
    print(f"stderr written: {options.mb} MB, mode {options.mode}, client {client}")
    print(
        f"client RSS baseline {result['baseline_mb']} MB, peak {result['peak_mb']} MB, "
        f"growth {result['growth_mb']} MB"
    )
    print(f"temp files held by the client at the end: {result['temp_bytes_held']:,} bytes")
    print(f"seconds to the reason: {result['seconds']} (wall {time.perf_counter() - began:.1f})")
    print(f"reason: {result['reason'][:300]}")
    print(f"load average: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
