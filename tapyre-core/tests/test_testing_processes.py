"""tapyre.testing.processes: waiting for a condition, stopping a child process."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

from tapyre.testing.processes import stop_process, wait_for


def test_wait_for_returns_once_the_condition_holds() -> None:
    calls: list[float] = []

    def third_call() -> bool:
        calls.append(time.monotonic())
        return len(calls) >= 3

    assert wait_for(third_call, timeout=5, poll=0.01)
    assert len(calls) == 3


def test_wait_for_gives_up_false_after_the_timeout() -> None:
    started = time.monotonic()
    assert not wait_for(lambda: False, timeout=0.2, poll=0.01)
    assert time.monotonic() - started >= 0.2


def test_stop_process_terminates_a_running_child() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    stop_process(child, timeout=10)
    assert child.returncode == -signal.SIGTERM


def test_stop_process_kills_a_child_that_ignores_sigterm() -> None:
    code = (
        "import signal, sys, time\n"
        "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
        "print('ready', flush=True)\n"
        "time.sleep(60)\n"
    )
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "ready\n"
    stop_process(child, timeout=0.5)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL


def test_stop_process_leaves_an_ended_child_and_none_alone() -> None:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait(timeout=30)
    stop_process(child)
    assert child.returncode == 0
    stop_process(None)
