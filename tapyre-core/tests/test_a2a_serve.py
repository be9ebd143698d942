"""``tapyre a2a serve`` as a process: the SDK's client through the server guard, and two Tapyres.

Each test starts the real command (``tapyre --config … a2a serve --port 0``)
with a plugin installed as a real distribution and a scripted LLM, reads the
URL from its banner, and talks to it over loopback: the reference a2a-sdk
client on both bindings, streamed and not; the guard's Host, Origin and key
checks; and a second ``tapyre ask`` process whose agent delegates to the
served one over A2A.
"""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
import tomlkit
from agents_helpers import call, scripted
from tapyre import Config
from tapyre._keys import KeyStore
from tapyre._paths import keys_path
from tapyre.testing import child_environ, run_tapyre

pytest.importorskip("a2a.server.routes", reason="needs tapyre-core[a2a]")

from a2a.client import ClientConfig, ClientFactory
from a2a.types.a2a_pb2 import Message, Part, Role, SendMessageRequest, TaskState

PLUGIN = '''
from tapyre import hookimpl, tool


@tool()
def lookup(topic: str) -> str:
    """Look a topic up in the paper collection."""
    return f"Street trees cool cities by 2 degrees [1] ({topic})."


@hookimpl
def tapyre_register_tools(register):
    register(lookup)
'''

KEY = "a2a-test-key-0123456789"
BANNER = re.compile(r"Serving the A2A agent (\S+) \(skills: (.*)\) on (http://\S+)")


@dataclass
class ServerProcess:
    """A running ``tapyre a2a serve``: its URL, its banner and what it wrote to stderr."""

    process: subprocess.Popen[str]
    url: str = ""
    banner: list[str] = field(default_factory=list)
    stderr: list[str] = field(default_factory=list)


@pytest.fixture
def environment(fake_dist: Any, tmp_path: Path) -> dict[str, str]:
    """The environment of a Tapyre with the plugin ``papers`` (one tool, ``lookup``)."""
    root = fake_dist(
        "tapyre-plugin-papers",
        entry_points={"papers": "papers_mod"},
        modules={"papers_mod": PLUGIN},
    )
    env = child_environ()
    env.update(
        PYTHONPATH=os.pathsep.join([str(root), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
        TAPYRE_LOAD_PLUGINS="papers",
        NO_COLOR="1",
    )
    return env


def librarian_config() -> dict[str, Any]:
    """A librarian that looks the topic up and answers with what it found."""
    return {
        "core": {"llm": "lib"},
        "llm": {"lib": scripted(call("lookup", topic="street trees"), "Librarian: {tool_result}")},
        "agents": {
            "librarian": {"description": "Finds papers.", "llm": "lib", "tools": ["lookup"]}
        },
    }


@contextmanager
def a2a_serve(
    env: dict[str, str], folder: Path, config: dict[str, Any], *args: str
) -> Iterator[ServerProcess]:
    """``tapyre a2a serve ARGS`` on a free loopback port until the block ends."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "config.toml"
    path.write_text(tomlkit.dumps(config), encoding="utf-8")
    script = str(Path(sys.executable).with_name("tapyre"))
    process = subprocess.Popen(
        [script, "--config", str(path), "a2a", "serve", "--port", "0", *args],
        env={**env, "TAPYRE_DATA_DIR": str(folder / "data")},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    served = ServerProcess(process)
    assert process.stderr is not None
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        line = process.stderr.readline()
        if not line and process.poll() is not None:
            pytest.fail(f"tapyre a2a serve exited {process.returncode}: {''.join(served.banner)}")
        served.banner.append(line)
        if found := BANNER.search(line):
            served.url = found.group(3)
            served.banner.append(process.stderr.readline())
            break
    else:
        process.kill()
        pytest.fail("tapyre a2a serve did not start in 90 s")
    # keep reading, so that the server never blocks on a full pipe
    drain = threading.Thread(target=lambda: served.stderr.extend(process.stderr or ()))
    drain.start()
    try:
        yield served
    finally:
        process.terminate()
        process.wait(timeout=30)
        drain.join(timeout=10)


def request(text: str) -> Any:
    message = Message(role=Role.ROLE_USER, message_id=f"m-{text}", parts=[Part(text=text)])
    return SendMessageRequest(message=message)


async def exchange(url: str, text: str, *, binding: str, streaming: bool, key: str = "") -> Any:
    """What the SDK's client yields for one message (with the key as a bearer token)."""
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    async with httpx.AsyncClient(headers=headers, timeout=60) as http:
        config = ClientConfig(
            streaming=streaming, supported_protocol_bindings=[binding], httpx_client=http
        )
        client = await ClientFactory(config).create_from_url(url)
        try:
            return [response async for response in client.send_message(request(text))]
        finally:
            await client.close()


def test_the_sdk_client_talks_to_a2a_serve_on_both_bindings_streamed_and_not(
    environment: dict[str, str], tmp_path: Path
) -> None:
    with a2a_serve(
        environment, tmp_path / "server", librarian_config(), "--agent", "librarian"
    ) as s:
        assert BANNER.search(s.banner[-2]).groups()[:2] == ("librarian", "papers:lookup")  # type: ignore[union-attr]
        assert f"agent card: {s.url}/.well-known/agent-card.json" in s.banner[-1]
        answer = "Librarian: Street trees cool cities by 2 degrees [1] (street trees)."
        for binding in ("JSONRPC", "HTTP+JSON"):
            streamed = asyncio.run(exchange(s.url, "Q", binding=binding, streaming=True))
            notes = [
                r.status_update.status.message.parts[0].text
                for r in streamed
                if r.HasField("status_update") and r.status_update.status.message.parts
            ]
            assert notes[0] == '→ papers:lookup {"topic": "street trees"}', binding
            pieces = [r.artifact_update for r in streamed if r.HasField("artifact_update")]
            assert len(pieces) > 1 and pieces[-1].artifact.parts[0].text == answer
            assert streamed[-1].status_update.status.state == TaskState.TASK_STATE_COMPLETED

            (whole,) = asyncio.run(exchange(s.url, "Q", binding=binding, streaming=False))
            assert whole.task.status.state == TaskState.TASK_STATE_COMPLETED
            assert whole.task.artifacts[0].parts[0].text == answer
    assert (tmp_path / "server" / "data" / "a2a-tasks.db").stat().st_mode & 0o777 == 0o600


def test_the_guard_refuses_a_foreign_host_or_origin_on_every_route(
    environment: dict[str, str], tmp_path: Path
) -> None:
    with a2a_serve(environment, tmp_path, librarian_config()) as s:
        card = s.url + "/.well-known/agent-card.json"
        assert httpx.get(card).status_code == 200
        rebound = httpx.get(card, headers={"Host": "evil.example"})
        assert rebound.status_code == 421
        assert "[a2a.serve] allowed_hosts" in rebound.json()["error"]
        foreign = httpx.post(
            s.url + "/", json={}, headers={"Origin": "http://evil.example", "A2A-Version": "1.0"}
        )
        assert foreign.status_code == 403
        huge = httpx.post(s.url + "/", content=b"x" * (2 * 1024 * 1024))
        assert huge.status_code == 413


def test_with_a_key_every_route_but_the_card_needs_it(
    environment: dict[str, str], tmp_path: Path
) -> None:
    with a2a_serve(environment, tmp_path, librarian_config(), "--api-key", KEY) as s:
        card = httpx.get(s.url + "/.well-known/agent-card.json").json()
        assert card["securitySchemes"]["bearer"]["httpAuthSecurityScheme"]["scheme"] == "bearer"
        assert httpx.get(s.url + "/rest/tasks").status_code == 401
        assert httpx.get(s.url + "/rest/tasks", headers={"X-API-Key": "wrong"}).status_code == 401
        with pytest.raises(Exception, match="401"):
            asyncio.run(exchange(s.url, "Q", binding="JSONRPC", streaming=False))
        (whole,) = asyncio.run(exchange(s.url, "Q", binding="JSONRPC", streaming=False, key=KEY))
        assert whole.task.status.state == TaskState.TASK_STATE_COMPLETED
    assert KEY not in "".join(s.banner + s.stderr)


def failed_start(env: dict[str, str], tmp_path: Path, *args: str) -> str:
    """The one line ``tapyre a2a serve ARGS`` exits 1 with."""
    result = run_tapyre(
        "a2a", "serve", "--port", "0", *args,
        config=librarian_config(), config_path=tmp_path / "config.toml", env=env, timeout=90,
    )  # fmt: skip
    assert result.returncode == 1, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    return result.stderr


def test_beyond_loopback_without_a_key_it_refuses_in_one_line(
    environment: dict[str, str], tmp_path: Path
) -> None:
    error = failed_start(environment, tmp_path, "--host", "0.0.0.0")
    assert error.startswith("error: refusing to serve an A2A agent on 0.0.0.0 without")
    assert "[a2a.serve] api_key (TAPYRE_A2A__SERVE__API_KEY)" in error


def test_an_unknown_agent_fails_before_listening(
    environment: dict[str, str], tmp_path: Path
) -> None:
    error = failed_start(environment, tmp_path, "--agent", "nobody")
    assert error.startswith("error: no agent named 'nobody'")


def test_one_tapyre_delegates_to_another_over_a2a(
    environment: dict[str, str], tmp_path: Path
) -> None:
    """The laptop's agent hands the task to the librarian served by another process."""
    with a2a_serve(
        environment, tmp_path / "server", librarian_config(), "--agent", "librarian",
        "--api-key", KEY,
    ) as s:  # fmt: skip
        laptop = tmp_path / "laptop"
        laptop.mkdir()
        config = {
            "core": {"llm": "me"},
            "llm": {
                "me": scripted(
                    call("librarian", task="Which papers measure street-tree cooling?"),
                    "From the lab: {tool_result}",
                )
            },
            "a2a": {"remotes": {"librarian": {"url": s.url, "description": "Finds papers."}}},
        }
        (laptop / "config.toml").write_text(tomlkit.dumps(config))
        laptop_config = Config({}, env={"TAPYRE_DATA_DIR": str(laptop / "data")})
        KeyStore(keys_path(laptop_config)).set("a2a.librarian", KEY)
        result = run_tapyre(
            "ask", "Which papers measure street-tree cooling?",
            config=config, config_path=laptop / "config.toml", env=environment, timeout=120,
        )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == (
        "From the lab: Librarian: Street trees cool cities by 2 degrees [1] (street trees)."
    )
    err = result.stderr.splitlines()
    assert err[0] == '→ a2a:librarian {"task": "Which papers measure street-tree cooling?"}'
    assert any(
        line.startswith("  [librarian]") and 'papers:lookup {"topic": "street trees"}' in line
        for line in err
    ), err
    assert err[-1].startswith("← a2a:librarian [ok] Librarian: Street trees cool cities")
