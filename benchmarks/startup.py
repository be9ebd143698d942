"""Start-up time of the ``tapyre`` CLI: median wall time of N runs.

    python benchmarks/startup.py                 # tapyre --help, 15 runs
    python benchmarks/startup.py -n 25 -- plugins list
    python benchmarks/startup.py --tapyre .venv/bin/tapyre
    python benchmarks/startup.py --mcp-servers 5   # with 5 MCP servers configured
    python benchmarks/startup.py --papers -- papers search --mode lexical "street trees"
    python benchmarks/startup.py --papers --against-import torch -- papers search "street trees"

Each run is a fresh process (``subprocess.run``), timed from spawn to exit,
with an empty config file so the user's settings do not count. The first
(warm-up) run is discarded: it fills the OS file cache and writes .pyc files.
It also reports which plugins were found and whether any heavy module
(torch, transformers, LangChain integrations) was imported. With
``--mcp-servers N`` the config holds N ``[mcp.servers.*]`` stdio servers whose
command leaves a marker file when started: the run fails if any started, and
the ``mcp`` SDK counts as a heavy module.  With ``--papers`` the config's
``[papers] data_dir`` holds a collection of the six sample papers, ingested
(untimed) with the default embedders before the runs, so paper-search
commands have something to search.  The runs write and read bytecode under
the temporary folder (``PYTHONPYCACHEPREFIX``), whatever
``PYTHONDONTWRITEBYTECODE`` says: a source checkout is timed as an installed
package runs, not recompiled at every start.  With ``--against-import MODULE`` each run
is followed by a fresh ``python -c "import MODULE"`` (same interpreter), and the
ratio of the medians is printed: a cold search against importing torch, say,
measured back to back on the same (possibly shared) machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=15, help="timed runs (default 15)")
    parser.add_argument(
        "--tapyre",
        default=shutil.which("tapyre") or str(Path(sys.executable).with_name("tapyre")),
        help="the tapyre executable (default: the one on PATH)",
    )
    parser.add_argument(
        "--mcp-servers", type=int, default=0, help="MCP servers to configure (default 0)"
    )
    parser.add_argument(
        "--papers",
        action="store_true",
        help="ingest the sample papers first (default embedders; not timed)",
    )
    parser.add_argument(
        "--against-import",
        metavar="MODULE",
        help="also time python -c 'import MODULE' after each run and print the ratio",
    )
    parser.add_argument("args", nargs="*", default=["--help"], help="arguments (default --help)")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if not k.startswith("TAPYRE_")}
        # Bytecode as an installed package has it: the warm-up run writes it (under the
        # temporary folder, so a source checkout stays clean) even where the caller's
        # environment says not to; every timed run then reads it rather than compiles.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        env["TAPYRE_CONFIG"] = str(Path(tmp) / "config.toml")
        env["TAPYRE_DATA_DIR"] = str(Path(tmp) / "data")
        marker = Path(tmp) / "an-mcp-server-started"
        tables = [
            f"[mcp.servers.s{i}]\ncommand = {json.dumps(sys.executable)}\n"
            f'args = ["-c", {json.dumps(f"open({str(marker)!r}, {chr(39)}w{chr(39)})")}]\n'
            for i in range(options.mcp_servers)
        ]
        if options.papers:
            tables.append(f"[papers]\ndata_dir = {json.dumps(str(Path(tmp) / 'papers'))}\n")
        Path(env["TAPYRE_CONFIG"]).write_text("\n".join(tables), encoding="utf-8")
        if options.papers and not _ingest_samples(options.tapyre, env, Path(tmp) / "samples"):
            return 1
        command = [options.tapyre, *options.args]
        python = Path(options.tapyre).resolve().parent / "python"
        interpreter = str(python) if python.exists() else sys.executable
        timed = _time_runs(command, env, options.runs, options.against_import, interpreter)
        if timed is None:
            return 1
        runs, baseline = timed
        listing = subprocess.run(
            [options.tapyre, "plugins", "list"],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        ).stdout

        heavy = "not checked"
        try:
            from tapyre.testing import HEAVY_MODULES, imported_modules

            probe = imported_modules(
                options.args, python=python if python.exists() else sys.executable, env=env
            )
            watched = HEAVY_MODULES | {"mcp"}
            heavy = ", ".join(sorted(watched & probe.loaded)) or "none"
            looked_up = sorted((watched & probe.attempted) - probe.loaded)
            if looked_up:  # find_spec only (an extra's presence checked), never imported
                heavy += f" (looked up, not imported: {', '.join(looked_up)})"
        except ImportError:
            pass
        mcp_started = marker.exists()

    print(f"command:   {' '.join(['tapyre', *options.args])}  ({options.tapyre})")
    print(
        f"machine:   {platform.machine()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}"
    )
    _print_times(runs, baseline, options.against_import)
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"heavy modules imported: {heavy}")
    if options.mcp_servers:
        started = "YES (a bug: --help must not start them)" if mcp_started else "none"
        print(f"MCP servers configured: {options.mcp_servers}, started: {started}")
    print("plugins:")
    for line in listing.splitlines():
        print(f"  {line}")
    return 0


def _print_times(
    runs: list[tuple[float, float]], baseline: list[tuple[float, float]], module: str | None
) -> None:
    times = [wall for wall, _ in runs]
    cpu = statistics.median(c for _, c in runs)
    print(f"runs:      {len(times)} (+1 warm-up)")
    print(f"median:    {statistics.median(times) * 1000:.0f} ms")
    print(f"min/max:   {min(times) * 1000:.0f} / {max(times) * 1000:.0f} ms")
    print(f"CPU:       median {cpu * 1000:.0f} ms")
    if baseline:
        walls = statistics.median(w for w, _ in baseline)
        cpus = statistics.median(c for _, c in baseline)
        print(
            f"import {module}: median {walls * 1000:.0f} ms wall, {cpus * 1000:.0f} ms CPU; "
            f"ratio {statistics.median(times) / walls:.2f} wall, {cpu / cpus:.2f} CPU"
        )


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _time_runs(
    command: list[str], env: dict[str, str], runs: int, module: str | None, interpreter: str
) -> tuple[list[tuple[float, float]], list[tuple[float, float]]] | None:
    """(wall, CPU) seconds of ``runs`` runs of ``command`` after one warm-up, and of
    ``python -c "import MODULE"`` after each (when ``module``); None on a failed run.
    CPU seconds (user + system of the finished child) hold on a machine others load."""
    times: list[tuple[float, float]] = []
    baseline: list[tuple[float, float]] = []
    for index in range(runs + 1):
        started, cpu = time.perf_counter(), _children_cpu()
        done = subprocess.run(command, env=env, capture_output=True, check=False)
        elapsed = (time.perf_counter() - started, _children_cpu() - cpu)
        if done.returncode != 0:
            sys.stderr.write(done.stderr.decode(errors="replace"))
            print(f"error: {' '.join(command)} exited {done.returncode}", file=sys.stderr)
            return None
        if index:  # the first run warms the caches
            times.append(elapsed)
        if module:
            started, cpu = time.perf_counter(), _children_cpu()
            subprocess.run([interpreter, "-c", f"import {module}"], env=env, check=True)
            if index:
                baseline.append((time.perf_counter() - started, _children_cpu() - cpu))
    return times, baseline


def _ingest_samples(tapyre: str, env: dict[str, str], folder: Path) -> bool:
    """``tapyre papers demo FOLDER`` then ``papers ingest``; False (reported) on failure."""
    for args in (["papers", "demo", str(folder)], ["papers", "ingest", "-q", str(folder)]):
        done = subprocess.run([tapyre, *args], env=env, capture_output=True, check=False)
        if done.returncode != 0:
            sys.stderr.write(done.stderr.decode(errors="replace"))
            print(f"error: tapyre {' '.join(args)} exited {done.returncode}", file=sys.stderr)
            return False
    return True


if __name__ == "__main__":
    raise SystemExit(main())
