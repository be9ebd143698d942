"""Where a server's memory goes, read from inside it, for ``soak.py --heap-probe``.

The benchmark starts ``tapyre papers serve`` through :func:`install` (nothing in
the product changes): Python's allocations are traced (:mod:`tracemalloc`, 25
frames) and each ``SIGUSR2`` writes, into ``$TAPYRE_HEAP_PROBE_DIR``, a
tracemalloc snapshot and one JSON line of glibc's own counts (``mallinfo2``:
bytes in use, free inside the heaps, in separate mappings).  :func:`compare`
then names the lines whose allocations grew between two snapshots.

Reading the parts: RSS growth that tracemalloc sees is Python objects kept;
what ``mallinfo2`` counts in use but tracemalloc does not is native code
(the embedded Qdrant engine, torch, ONNX Runtime) holding memory; bytes free
inside the heaps are the allocator's fragmentation.  Tracing makes every
allocation slower (two to three times on this server): use it to find where
memory goes, not for the soak's figures.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import signal
import time
import tracemalloc
from pathlib import Path
from types import FrameType
from typing import Any

VARIABLE = "TAPYRE_HEAP_PROBE_DIR"


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",  # bytes the main heap took from the system (sbrk)
            "ordblks",
            "smblks",
            "hblks",  # separate mappings
            "hblkhd",  # bytes in separate mappings
            "usmblks",
            "fsmblks",
            "uordblks",  # bytes in use in the heaps
            "fordblks",  # bytes free in the heaps
            "keepcost",
        )
    ]


def mallinfo() -> dict[str, int]:
    """glibc's counts for every heap (``{}`` elsewhere than glibc 2.33+)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        call = libc.mallinfo2
    except (OSError, AttributeError):
        return {}
    call.restype = _MallInfo2
    info = call()
    return {name: int(getattr(info, name)) for name, _ in _MallInfo2._fields_}


def install() -> None:
    """Trace allocations from now on and dump on ``SIGUSR2`` (call first thing)."""
    folder = Path(os.environ[VARIABLE])
    folder.mkdir(parents=True, exist_ok=True)
    tracemalloc.start(25)
    count = 0

    def dump(_signum: int, _frame: FrameType | None) -> None:
        nonlocal count
        count += 1
        began = time.monotonic()
        snapshot = tracemalloc.take_snapshot()
        snapshot.dump(str(folder / f"snap-{count}.pickle"))
        traced, peak = tracemalloc.get_traced_memory()
        line = {
            "n": count,
            "traced": traced,
            "traced_peak": peak,
            "mallinfo": mallinfo(),
            "dump_s": round(time.monotonic() - began, 1),
        }
        with (folder / "probe.jsonl").open("a") as out:
            out.write(json.dumps(line) + "\n")
        (folder / f"done-{count}").touch()

    signal.signal(signal.SIGUSR2, dump)


def request(pid: int, folder: Path, number: int, timeout: float = 300.0) -> dict[str, Any]:
    """Ask the server ``pid`` for snapshot ``number`` and wait for it; its JSON line."""
    os.kill(pid, signal.SIGUSR2)
    deadline = time.monotonic() + timeout
    while not (folder / f"done-{number}").exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"the server wrote no heap snapshot {number} in {timeout:.0f} s")
        time.sleep(0.2)
    lines = (folder / "probe.jsonl").read_text().splitlines()
    return dict(json.loads(lines[number - 1]))


def compare(folder: Path, first: int, last: int, top: int = 15) -> dict[str, Any]:
    """Growth between two snapshots: the total, and the ``top`` lines (by the allocating
    line, the innermost frame in the project or a library) that grew most."""
    old = tracemalloc.Snapshot.load(str(folder / f"snap-{first}.pickle"))
    new = tracemalloc.Snapshot.load(str(folder / f"snap-{last}.pickle"))
    lines = new.compare_to(old, "lineno")
    traces = new.compare_to(old, "traceback")
    return {
        "traced_growth_mb": round(sum(s.size_diff for s in lines) / 2**20, 2),
        "top_lines": [
            {
                "where": str(stat.traceback[0]),
                "grew_kb": round(stat.size_diff / 1024, 1),
                "blocks_grew": stat.count_diff,
            }
            for stat in lines[:top]
        ],
        "top_traces": [
            {
                "grew_kb": round(stat.size_diff / 1024, 1),
                "stack": [str(frame) for frame in stat.traceback[-8:]],
            }
            for stat in traces[:5]
        ],
    }
