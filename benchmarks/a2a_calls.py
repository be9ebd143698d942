"""A2A: round trip of a delegation over A2A against a local sub-agent, and memory per open task.

    python benchmarks/a2a_calls.py                       # 30 calls each, 50 open tasks
    python benchmarks/a2a_calls.py --calls 100 --open-tasks 20 100

**Round trip.**  A supervisor agent (scripted model) delegates one task and
answers with its result, in three set-ups with the same scripted replies:

* ``local``: to a named sub-agent ``helper`` in this process;
* ``a2a``: to ``helper`` served by ``tapyre a2a serve`` in another process on
  loopback, streaming (the default);
* ``a2a-whole``: the same, without streaming (one ``SendMessage``).

Each call is one ``host.ask(..., agent="boss")``, timed from the question to
the answer (ms, p50/p95 over ``--calls`` after 3 warm-up calls); the
overhead is the A2A median less the local one.  CPU ms per call are given for
this process and, for A2A, for the server process (from ``/proc``).

**Memory per open task.**  The server's agent calls a tool that waits until
it is released, so each task stays open (running, its history in SQLite).
The script sends N tasks with ``return_immediately`` (no connection held
open), waits until all N are ``working``, and reads the server's resident
memory (``VmRSS`` in ``/proc/PID/status``) before and while they are open:
(open − idle) / N is the memory per open task.  Then it releases them.

Linux only (``/proc``); needs ``tapyre-core[a2a]``.  Nothing here is a test.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

PLUGIN = '''
import os
import time

from tapyre import hookimpl, tool


@tool()
def hold(seconds: float) -> str:
    """Wait until released (or for SECONDS), then say so."""
    release = os.environ["A2A_BENCH_RELEASE"]
    ends = time.monotonic() + seconds
    while not os.path.exists(release) and time.monotonic() < ends:
        time.sleep(0.05)
    return "released"


@hookimpl
def tapyre_register_tools(register):
    register(hold)
'''

BANNER = re.compile(r"Serving the A2A agent \S+ \(skills: .*\) on (http://\S+)")
TICKS = os.sysconf("SC_CLK_TCK")


def delegate(task: str) -> dict[str, Any]:
    return {"content": "", "tool_calls": [{"name": "helper", "args": {"task": task}}]}


def scripted(*replies: Any) -> dict[str, Any]:
    return {"provider": "scripted", "replies": list(replies)}


HELPER_ANSWER = "Street trees cool dense neighbourhoods by about 2 degrees [1]."
BOSS = scripted(delegate("Do street trees cool cities?"), "Helper says: {tool_result}")
HELPER = scripted(HELPER_ANSWER)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def proc_cpu_s(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for {pid}")


@contextmanager
def served(folder: Path, config: dict[str, Any], env: dict[str, str]) -> Iterator[Any]:
    """``tapyre a2a serve --agent helper`` on a free loopback port: (url, process)."""
    import tomlkit

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "config.toml"
    path.write_text(tomlkit.dumps(config))
    script = shutil.which("tapyre") or str(Path(sys.executable).with_name("tapyre"))
    process = subprocess.Popen(
        [script, "--config", str(path), "a2a", "serve", "--agent", "helper", "--port", "0"],
        env={**env, "TAPYRE_DATA_DIR": str(folder / "data")},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    url = ""
    for line in process.stderr:
        if found := BANNER.search(line):
            url = found.group(1)
            break
    if not url:
        raise SystemExit(f"tapyre a2a serve did not start (exit {process.wait()})")
    drain = threading.Thread(target=lambda: [None for _ in process.stderr or ()], daemon=True)
    drain.start()
    try:
        yield url, process
    finally:
        process.terminate()
        started = time.monotonic()
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        print(f"  (the server stopped {time.monotonic() - started:.1f} s after SIGTERM)")


def timed_calls(ask: Callable[[], str], calls: int, server_pid: int | None) -> dict[str, float]:
    for _ in range(3):
        answer = ask()
    expected = f"Helper says: {HELPER_ANSWER}"
    if answer != expected:
        raise SystemExit(f"unexpected answer {answer!r} (expected {expected!r})")
    walls = []
    cpu0 = time.process_time()
    server0 = proc_cpu_s(server_pid) if server_pid else 0.0
    for _ in range(calls):
        start = time.perf_counter()
        ask()
        walls.append((time.perf_counter() - start) * 1000)
    result = {
        "p50": statistics.median(walls),
        "p95": percentile(walls, 0.95),
        "cpu_ms": (time.process_time() - cpu0) * 1000 / calls,
    }
    if server_pid:
        result["server_cpu_ms"] = (proc_cpu_s(server_pid) - server0) * 1000 / calls
    return result


def round_trip(calls: int, tmp: Path, env: dict[str, str]) -> None:
    from tapyre import Config, Host

    print(f"round trip: {calls} calls each after 3 warm-up calls (ms)")
    agents = {"boss": {"llm": "boss", "tools": [], "agents": ["helper"]}}
    local = Host(
        Config(
            {
                "llm": {"boss": BOSS, "helper": HELPER},
                "agents": {**agents, "helper": {"llm": "helper", "tools": []}},
            },
            env={"TAPYRE_DATA_DIR": str(tmp / "local")},
        ),
        load_entrypoints=False,
    )
    rows = {"local": timed_calls(lambda: local.ask("q", agent="boss"), calls, None)}
    local.close()
    server_config = {"llm": {"helper": HELPER}, "agents": {"helper": {"llm": "helper"}}}
    with served(tmp / "server", server_config, env) as (url, process):
        for label, streaming in (("a2a", True), ("a2a-whole", False)):
            remote = {"url": url, "description": "Answers.", "streaming": streaming}
            host = Host(
                Config(
                    {
                        "llm": {"boss": BOSS},
                        "agents": agents,
                        "a2a": {"remotes": {"helper": remote}},
                    },
                    env={"TAPYRE_DATA_DIR": str(tmp / label)},
                ),
                load_entrypoints=False,
            )
            rows[label] = timed_calls(lambda h=host: h.ask("q", agent="boss"), calls, process.pid)
            host.close()
    print(f"  {'set-up':<10} {'p50':>8} {'p95':>8} {'cpu/call':>9} {'server cpu/call':>16}")
    for label, row in rows.items():
        server = f"{row['server_cpu_ms']:.1f}" if "server_cpu_ms" in row else "-"
        print(
            f"  {label:<10} {row['p50']:8.1f} {row['p95']:8.1f} {row['cpu_ms']:9.1f} {server:>16}"
        )
    for label in ("a2a", "a2a-whole"):
        extra = rows[label]["p50"] - rows["local"]["p50"]
        print(f"  overhead of one A2A call ({label}) over a local sub-agent: {extra:.1f} ms (p50)")


async def open_tasks(url: str, count: int) -> list[str]:
    import httpx
    from a2a.client import ClientConfig, ClientFactory
    from a2a.types.a2a_pb2 import (
        Message,
        Part,
        Role,
        SendMessageConfiguration,
        SendMessageRequest,
    )

    async with httpx.AsyncClient(timeout=60) as http:
        config = ClientConfig(streaming=False, httpx_client=http)
        client = await ClientFactory(config).create_from_url(url)
        ids = []
        for index in range(count):
            message = Message(
                role=Role.ROLE_USER, message_id=f"open-{index}", parts=[Part(text="wait")]
            )
            request = SendMessageRequest(
                message=message, configuration=SendMessageConfiguration(return_immediately=True)
            )
            async for response in client.send_message(request):
                ids.append(response.task.id)
        await client.close()
        return ids


async def states(url: str, ids: list[str]) -> list[int]:
    import httpx
    from a2a.client import ClientConfig, ClientFactory
    from a2a.types.a2a_pb2 import GetTaskRequest

    async with httpx.AsyncClient(timeout=60) as http:
        client = await ClientFactory(ClientConfig(httpx_client=http)).create_from_url(url)
        found = [(await client.get_task(GetTaskRequest(id=i))).status.state for i in ids]
        await client.close()
        return found


def memory(counts: list[int], tmp: Path, env: dict[str, str]) -> None:
    from a2a.types.a2a_pb2 import TaskState

    plugin = tmp / "plugin"
    plugin.mkdir()
    (plugin / "a2a_bench_hold.py").write_text(PLUGIN)
    info = plugin / "a2a_bench_hold-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: a2a-bench-hold\nVersion: 0.1.0\n")
    (info / "entry_points.txt").write_text("[tapyre]\nhold = a2a_bench_hold\n")
    print("memory per open task (server RSS, MiB)")
    print(f"  {'tasks':>6} {'idle':>8} {'open':>8} {'per task (KiB)':>15}")
    hold = {"content": "", "tool_calls": [{"name": "hold", "args": {"seconds": 600}}]}
    for count in counts:
        release = tmp / f"release-{count}"
        server_env = {
            **env,
            "PYTHONPATH": os.pathsep.join([str(plugin), env.get("PYTHONPATH", "")]),
            "TAPYRE_LOAD_PLUGINS": "hold",
            "A2A_BENCH_RELEASE": str(release),
        }
        config = {
            "llm": {"helper": scripted(hold, "done")},
            "agents": {"helper": {"llm": "helper", "tools": ["hold"]}},
            # one client opens every task: the per-client limits are not what is measured
            "a2a": {"serve": {"client_concurrency": 0, "max_running_tasks": count + 1}},
            "delegation": {"max_steps": 1000},
        }
        with served(tmp / f"memory-{count}", config, server_env) as (url, process):
            asyncio.run(open_tasks(url, 1))  # the first task loads what every task uses
            release.touch()
            time.sleep(1)
            release.unlink()
            idle = rss_mib(process.pid)
            ids = asyncio.run(open_tasks(url, count))
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                found = asyncio.run(states(url, ids))
                if all(s == TaskState.TASK_STATE_WORKING for s in found):
                    break
                time.sleep(0.5)
            else:
                raise SystemExit(f"not all {count} tasks were working: {found}")
            time.sleep(1)
            opened = rss_mib(process.pid)
            release.touch()
        per_task = (opened - idle) * 1024 / count
        print(f"  {count:>6} {idle:8.1f} {opened:8.1f} {per_task:15.1f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=30, help="timed calls per set-up (30)")
    parser.add_argument(
        "--open-tasks", type=int, nargs="+", default=[50], help="open tasks to measure (50)"
    )
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--skip-round-trip", action="store_true")
    options = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAPYRE_")}
    env["NO_COLOR"] = "1"
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        if not options.skip_round_trip:
            round_trip(options.calls, tmp, env)
        if not options.skip_memory:
            memory(options.open_tasks, tmp, env)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
