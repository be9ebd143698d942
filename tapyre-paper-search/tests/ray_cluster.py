"""A real two-node Ray cluster on loopback for the Ray executor tests.

A head (``ray start --head``) and a second node (``ray start --address``), each
with ``--num-cpus 1``, every port chosen free and explicit, and a temp dir of
their own.  Stopping kills exactly the processes of this cluster, found by that
temp dir in their command lines (``ray stop`` would stop every Ray process of
the machine, other users' included).

The tests folder is on the nodes' ``PYTHONPATH``, so workers unpickle the
test embedders (``pipeline_helpers.HashEmbedder``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


def require_ray() -> None:
    """Skip (with the reason) where Ray is not installed; fail instead under
    ``TAPYRE_REQUIRE_RAY=1`` (the nox session ``ray``, which installs it)."""
    try:
        import ray
        import ray.data  # noqa: F401
    except ImportError as exc:
        if os.environ.get("TAPYRE_REQUIRE_RAY") == "1":
            raise
        pytest.skip(f"Ray is not installed ({exc}); the nox session 'ray' installs it")


def free_ports(count: int) -> list[int]:
    """``count`` distinct ports free on loopback now."""
    sockets = []
    try:
        for _ in range(count):
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def _ray_bin() -> str:
    found = Path(sys.executable).with_name("ray")
    return str(found) if found.exists() else (shutil.which("ray") or "ray")


@dataclass
class LocalCluster:
    """The running cluster: ``address`` (``HOST:PORT`` of the head) and its temp dir."""

    address: str
    temp_dir: Path
    env: dict[str, str] = field(repr=False)

    def pids(self) -> list[int]:
        """Every process of this cluster: those whose command line names its temp dir,
        and their descendants (workers rename themselves ``ray::NAME``)."""
        mine = str(self.temp_dir)
        roots: set[int] = set()
        children: dict[int, list[int]] = {}
        for pid, cmdline, parent in _processes():
            if mine in cmdline and pid != os.getpid():
                roots.add(pid)
            children.setdefault(parent, []).append(pid)
        found: set[int] = set()
        todo = list(roots)
        while todo:
            pid = todo.pop()
            if pid not in found:
                found.add(pid)
                todo.extend(children.get(pid, []))
        return sorted(found)

    def worker_pids(self, marker: str) -> list[int]:
        """This cluster's processes whose (Ray-set) title contains ``marker``
        (Ray names a busy worker ``ray::TASK``)."""
        ours = set(self.pids())
        return [pid for pid, cmdline, _ in _processes() if pid in ours and marker in cmdline]

    def stop(self, *, remove: bool = True) -> None:
        pids = self.pids()
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for pid in pids:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, sig)
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and any(_alive(p) for p in pids):
                time.sleep(0.2)
        if remove:
            shutil.rmtree(self.temp_dir, ignore_errors=True)


def _processes() -> list[tuple[int, str, int]]:
    """``(pid, command line, parent pid)`` of every process visible in /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        found.append((int(entry.name), cmdline, parent))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _node_ports() -> list[str]:
    manager, objects, agent, agent_grpc, runtime_env, metrics = free_ports(6)
    low = free_ports(1)[0]
    return [
        f"--node-manager-port={manager}",
        f"--object-manager-port={objects}",
        f"--dashboard-agent-listen-port={agent}",
        f"--dashboard-agent-grpc-port={agent_grpc}",
        f"--runtime-env-agent-port={runtime_env}",
        f"--metrics-export-port={metrics}",
        # A small range of worker ports near a free one (Ray checks each as it uses it).
        f"--min-worker-port={low}",
        f"--max-worker-port={low + 60}",
    ]


@contextlib.contextmanager
def local_cluster() -> Iterator[LocalCluster]:
    """Start the head and one more node; stop both on exit."""
    require_ray()
    temp_dir = Path(tempfile.mkdtemp(prefix="tpr", dir="/tmp"))  # short: socket paths
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(TESTS), env.get("PYTHONPATH")) if p)
    env.update(
        {
            "RAY_USAGE_STATS_ENABLED": "0",
            "RAY_DATA_USAGE_DISABLED": "1",
            # A token left in ~/.ray by another local cluster would turn token auth on
            # for some of this cluster's processes and not others.
            "RAY_AUTH_MODE": "disabled",
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            "RAY_DISABLE_IMPORT_WARNING": "1",
        }
    )
    env.pop("RAY_ADDRESS", None)
    cluster = None
    try:
        for attempt in range(3):
            # A port found free can be taken before Ray binds it: try again with others.
            cluster = LocalCluster(_free_address(), temp_dir, env)
            try:
                _start(cluster)
                break
            except RuntimeError:
                cluster.stop(remove=False)
                if attempt == 2:
                    raise
        assert cluster is not None
        yield cluster
    finally:
        LocalCluster("", temp_dir, env).stop()


def _free_address() -> str:
    return f"127.0.0.1:{free_ports(1)[0]}"


def _start(cluster: LocalCluster, object_store_mb: int = 200) -> None:
    memory = str(object_store_mb * 1024 * 1024)
    common = [
        "--node-ip-address=127.0.0.1",
        "--num-cpus=1",
        "--num-gpus=0",
        f"--object-store-memory={memory}",
        "--disable-usage-stats",
        f"--temp-dir={cluster.temp_dir}",
    ]
    head = [
        _ray_bin(),
        "start",
        "--head",
        f"--port={cluster.address.rsplit(':', 1)[1]}",
        f"--ray-client-server-port={free_ports(1)[0]}",
        "--include-dashboard=false",
        *common,
        *_node_ports(),
    ]
    other = [_ray_bin(), "start", f"--address={cluster.address}", *common, *_node_ports()]
    for command in (head, other):
        done = subprocess.run(
            command, env=cluster.env, capture_output=True, text=True, timeout=180, check=False
        )
        if done.returncode != 0:
            tail = (done.stdout + done.stderr)[-3000:]
            raise RuntimeError(f"{' '.join(command[:3])} failed:\n{tail}")


def connect(cluster: LocalCluster) -> None:
    """Connect this process (the driver) to ``cluster``."""
    import ray

    os.environ["RAY_AUTH_MODE"] = cluster.env["RAY_AUTH_MODE"]  # as the nodes (see above)
    if ray.is_initialized():
        ray.shutdown()
    ray.init(address=cluster.address, namespace="tapyre", log_to_driver=False)
