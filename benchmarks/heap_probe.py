"""Where a server's memory goes, read from inside it, for ``soak.py --heap-probe``.

The benchmark starts ``tapyre papers serve`` through :func:`install` (nothing in
the product changes).  The first ``SIGUSR2`` (at the soak's start) starts
tracing Python's allocations (:mod:`tracemalloc`, ``$TAPYRE_HEAP_PROBE_FRAMES``
frames, default 1); each writes, into ``$TAPYRE_HEAP_PROBE_DIR``, one JSON line
of glibc's own counts (``mallinfo2``: bytes in use, free inside the heaps, in
separate mappings) and, from the second on, a tracemalloc snapshot: what was
allocated after the start and is still held.  :func:`compare` names the lines
that hold most of it.

Reading the parts: RSS growth that tracemalloc sees is Python objects kept;
what ``mallinfo2`` counts in use but tracemalloc does not is native code
(the embedded Qdrant engine, torch, ONNX Runtime) holding memory; bytes free
inside the heaps are the allocator's fragmentation.  Tracing makes every
allocation slower (with 25 frames the warm-up ingestion alone took minutes; so
it starts with the soak, one frame deep): use it to find where memory goes,
not for the soak's figures.
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
FRAMES_VARIABLE = "TAPYRE_HEAP_PROBE_FRAMES"


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
    """Start tracing on the first ``SIGUSR2``, dump on each (call first thing)."""
    folder = Path(os.environ[VARIABLE])
    folder.mkdir(parents=True, exist_ok=True)
    frames = int(os.environ.get(FRAMES_VARIABLE) or 1)
    count = 0

    def dump(_signum: int, _frame: FrameType | None) -> None:
        nonlocal count
        count += 1
        began = time.monotonic()
        if tracemalloc.is_tracing():
            tracemalloc.take_snapshot().dump(str(folder / f"snap-{count}.pickle"))
        else:
            tracemalloc.start(frames)
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


def compare(folder: Path, number: int, top: int = 15) -> dict[str, Any]:
    """What snapshot ``number`` holds (allocated since tracing started, still held): the
    total, and the ``top`` allocating lines that hold most, with their innermost frames."""
    snapshot = tracemalloc.Snapshot.load(str(folder / f"snap-{number}.pickle"))
    lines = snapshot.statistics("lineno")
    traces = snapshot.statistics("traceback")
    return {
        "held_since_start_mb": round(sum(s.size for s in lines) / 2**20, 2),
        "top_lines": [
            {
                "where": str(stat.traceback[0]),
                "kb": round(stat.size / 1024, 1),
                "blocks": stat.count,
            }
            for stat in lines[:top]
        ],
        "top_traces": [
            {"kb": round(stat.size / 1024, 1), "stack": [str(f) for f in stat.traceback[-8:]]}
            for stat in traces[:5]
        ],
    }
