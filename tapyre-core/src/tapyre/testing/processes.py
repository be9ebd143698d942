"""Waiting for what a test started: a condition to come true, a child process to end.

Shared by the test suites of the Tapyre packages (fake and real servers run as
child processes, programs launched by a tool); nothing here imports pytest.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from typing import Any

__all__ = ["stop_process", "wait_for"]


def wait_for(condition: Callable[[], bool], timeout: float = 15.0, poll: float = 0.05) -> bool:
    """Call ``condition`` every ``poll`` seconds until it is true or ``timeout``
    seconds have passed; returns its last answer (asked once more at the deadline,
    so a condition that came true while the test slept still counts)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(poll)
    return condition()


def stop_process(process: subprocess.Popen[Any] | None, timeout: float = 10.0) -> None:
    """End ``process`` if it still runs: SIGTERM, then SIGKILL after ``timeout``
    seconds; waits for it either way, so no zombie is left.  ``None`` is ignored."""
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=timeout)
