"""A real launch: a real program records the arguments it received.

``rules/recorder.desktop`` runs ``record-args`` (made by ``conftest.recorder``)
with shell syntax in quoted arguments, ``%%``, ``%c`` and ``%u``.  It is
launched through the ``launch_app`` tool, as the agent would, and the file
it writes must hold exactly the expected arguments.  The tool must return
while the program still runs, the program must be in a session of its own
with ``/dev/null`` for input and output, and once it exits no zombie of it
may remain.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tapyre.testing.processes import wait_for

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads /proc to check for zombies"
)

LINGER = 4.0
"""Seconds the recorder keeps running after writing its file."""
URL = "https://example.org/a b?q=$(id)&r=`id`;x|y>z"
EXPECTED_ARGV = [
    "a; touch /tmp/tapyre-pwned",
    "$(id)",
    "| cat",
    "--literal=100%",
    "Argument Recorder",
    URL,
]


def process_state(pid: int) -> str | None:
    """The State letter of /proc/PID/status, or None once the process is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    for line in status.splitlines():
        if line.startswith("State:"):
            return line.split()[1]
    return None  # pragma: no cover


def parent_of(pid: int) -> int | None:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return None
    return next(int(line.split()[1]) for line in status.splitlines() if line.startswith("PPid:"))


@pytest.fixture
def record_env(
    use_env: dict[str, str], recorder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Path:
    out = tmp_path / "recorded.json"
    monkeypatch.setenv("TAPYRE_RECORD_TO", str(out))
    monkeypatch.setenv("TAPYRE_RECORD_LINGER", str(LINGER))
    return out


def check_launched(out: Path, result: str) -> dict[str, Any]:
    assert result.startswith("Started Argument Recorder (rules-recorder.desktop) as process ")
    pid = int(result.split(" as process ", 1)[1].split(":", 1)[0])
    # The call returned while the program still runs (it lingers after writing).
    assert process_state(pid) not in (None, "Z"), "the launch waited for the program"
    assert wait_for(out.exists, poll=0.02), "the program never wrote its arguments"
    info: dict[str, Any] = json.loads(out.read_text())
    assert info["pid"] == pid
    assert info["argv"] == EXPECTED_ARGV
    assert info["sid"] == pid and info["sid"] != os.getsid(0)  # a session of its own
    assert info["cwd"] == "/"  # Path=/
    assert info["stdin"] == "/dev/null" and info["stdout"] == "/dev/null"
    assert process_state(pid) not in (None, "Z"), "the program should still be running"
    assert parent_of(pid) == os.getpid()
    # Once it exits it is reaped: no zombie is left behind.
    assert wait_for(lambda: process_state(pid) is None, poll=0.02), f"zombie: {process_state(pid)}"
    assert not Path("/tmp/tapyre-pwned").exists()
    return info


@pytest.mark.timeout(60)
def test_launch_app_tool_runs_the_real_program(
    record_env: Path, register_plugin: Callable[..., Any], tapyre_host: Any
) -> None:
    from tapyre import SideEffect
    from tapyre_plugin_applauncher import plugin

    register_plugin(plugin, name="applauncher")
    registered = tapyre_host.tool("applauncher:launch_app")
    assert SideEffect.LAUNCHES_PROGRAMS in registered.tool.side_effects
    started = time.monotonic()
    result = registered.tool.invoke({"name": "argument recorder", "file_or_url": URL})
    assert time.monotonic() - started < LINGER / 2
    check_launched(record_env, result)


def launching_model(
    register_plugin: Callable[..., Any], arguments: dict[str, str], answer: str
) -> Any:
    """Register the plugin; a scripted model that calls ``launch_app`` with ``arguments``,
    then says ``answer`` (``{tool_result}`` in it is the tool's result)."""
    from tapyre.testing import ScriptedChatModel
    from tapyre_plugin_applauncher import plugin

    register_plugin(plugin, name="applauncher")
    call = {"name": "launch_app", "args": arguments, "id": "call-1"}
    return ScriptedChatModel(replies=[{"content": "", "tool_calls": [call]}, answer])


@pytest.mark.timeout(60)
def test_the_agent_asks_before_launching_then_launches(
    record_env: Path, register_plugin: Callable[..., Any], tapyre_host: Any
) -> None:
    model = launching_model(
        register_plugin, {"name": "Argument Recorder", "file_or_url": URL}, "Done: {tool_result}"
    )
    asked: list[Any] = []

    def confirm(request: Any) -> bool:
        asked.append(request)
        return True

    agent = tapyre_host.agent(model=model, confirmer=confirm)
    answer = agent.ask("Open example.org in the argument recorder")
    assert len(asked) == 1 and asked[0].tool_id == "applauncher:launch_app"
    check_launched(record_env, answer.removeprefix("Done: "))


@pytest.mark.timeout(60)
def test_a_declined_launch_starts_nothing(
    record_env: Path, register_plugin: Callable[..., Any], tapyre_host: Any
) -> None:
    model = launching_model(register_plugin, {"name": "Argument Recorder"}, "{tool_result}")
    agent = tapyre_host.agent(model=model, confirmer=lambda request: False)
    answer = agent.ask("start the recorder")
    assert "declined" in answer
    time.sleep(0.5)
    assert not record_env.exists()
