"""A process that only looks at a lock (``lock_held``, as ``papers stats`` does) never
makes one that means to hold it (an ingestion, a server, the vector store) fail."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tapyre_paper_search._fs import lock_held, take_lock, try_lock, unlock

# Probes the lock in a tight loop until killed, as many `papers stats` would.
PROBE = """
import sys
from pathlib import Path
from tapyre_paper_search._fs import lock_held
path = Path(sys.argv[1])
print("probing", flush=True)
while True:
    lock_held(path)
"""


def _takes(path: Path, tries: int, take: object) -> int:
    """How many of ``tries`` fresh opens of ``path`` got the lock with ``take``."""
    taken = 0
    for _ in range(tries):
        with path.open("ab") as handle:
            if take(handle):  # type: ignore[operator]
                taken += 1
                unlock(handle)
    return taken


def test_a_probing_process_never_makes_a_taker_fail(tmp_path: Path) -> None:
    path = tmp_path / "ingest.lock"
    path.touch()
    probe = subprocess.Popen(
        [sys.executable, "-c", PROBE, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert probe.stdout is not None and probe.stdout.readline() == "probing\n"
        # the probe does get in the way of a bare attempt (what took the lock before)…
        deadline = time.monotonic() + 30
        while _takes(path, 200, try_lock) == 200:
            assert time.monotonic() < deadline, "the probe never held the lock"
        # …and never of a taker
        assert _takes(path, 300, take_lock) == 300
    finally:
        probe.kill()
        probe.wait()


def test_a_real_holder_still_refuses_a_taker_after_its_patience(tmp_path: Path) -> None:
    path = tmp_path / "ingest.lock"
    with path.open("ab") as holder, path.open("ab") as other:
        assert take_lock(holder)
        assert lock_held(path)
        started = time.monotonic()
        assert not take_lock(other, patience=0.2)
        assert time.monotonic() - started >= 0.2
        unlock(holder)
        assert take_lock(other)
        unlock(other)
    assert not lock_held(path)
