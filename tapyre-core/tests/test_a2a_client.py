"""The A2A client: remote agents as tools, within their time and size limits.

The well-behaved remote is Tapyre's own A2A application (the reference SDK's
server) in this process; the hostile ones are :class:`a2a_helpers.HostileAgent`.
"""

from __future__ import annotations

import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from a2a_helpers import HostileAgent, served_app
from agents_helpers import SEEN, DemoTools, call, scripted
from tapyre import Config, Host, NestedEvent, ProgressEvent, TokenEvent, ToolResultEvent
from tapyre._keys import KeyStore
from tapyre._paths import keys_path
from tapyre.a2a import A2AError

pytest.importorskip("a2a.client", reason="needs tapyre-core[a2a]")


pytestmark = pytest.mark.usefixtures("fresh_tools")


def remote_host() -> Host:
    """The host whose agent is served: it searches, then answers with what it found."""
    data = {
        "core": {"llm": "remote"},
        "llm": {"remote": scripted(call("search", query="trees"), "Remote: {tool_result}")},
    }
    return Host(Config(data), load_entrypoints=False, plugins=[DemoTools()])


def local_host(url: str, tmp_path: Path, **remote: Any) -> Host:
    """A host with the remote agent ``lab`` at ``url`` and a supervisor that asks it."""
    data = {
        "core": {"llm": "local"},
        "llm": {"local": scripted(call("lab", task="Do trees cool cities?"), "{tool_result}")},
        "a2a": {"remotes": {"lab": {"url": url, "description": "The lab's agent.", **remote}}},
    }
    env = {"TAPYRE_DATA_DIR": str(tmp_path / "local-data")}
    return Host(Config(data, env=env), load_entrypoints=False)


def test_a_remote_agent_answers_through_the_default_agent(tmp_path: Path) -> None:
    with served_app(remote_host(), tmp_path / "tasks.db") as served:
        host = local_host(served.url, tmp_path)
        events = list(host.stream("go"))
    answer = events[-1]
    assert answer.text == "Remote: Street trees cool cities by 2 °C [1]. (query: trees)"
    (result,) = [e for e in events if isinstance(e, ToolResultEvent)]
    assert (result.tool_id, result.status) == ("a2a:lab", "ok")
    nested = [e for e in events if isinstance(e, NestedEvent)]
    assert {e.agent for e in nested} == {"a2a:lab"}
    progress = [e.event.text for e in nested if isinstance(e.event, ProgressEvent)]
    assert progress[0] == '→ demo:search {"query": "trees"}'
    assert progress[1].startswith("← demo:search [ok] Street trees cool cities")
    streamed = "".join(e.event.text for e in nested if isinstance(e.event, TokenEvent))
    assert streamed.endswith("(query: trees)")
    assert SEEN == ["search:trees"]  # the remote's tool ran, in the remote host


def test_without_streaming_the_final_task_is_the_answer(tmp_path: Path) -> None:
    with served_app(remote_host(), tmp_path / "tasks.db") as served:
        host = local_host(served.url, tmp_path, streaming=False)
        events = list(host.stream("go"))
    assert events[-1].text.startswith("Remote: Street trees")
    assert not [e for e in events if isinstance(e, NestedEvent)]


def test_a_named_agent_delegates_to_a_remote_by_its_name(tmp_path: Path) -> None:
    with served_app(remote_host(), tmp_path / "tasks.db") as served:
        host = local_host(served.url, tmp_path)
        host.config.set("agents.asker.agents", ["lab"])
        host.config.set("agents.asker.tools", [])
        asker = host.agent("asker")
        asker.prepare()
        assert [t.id for t in asker.tools] == ["a2a:lab"]
        assert "The lab's agent." in asker.tools[0].description
        assert host.ask("go", agent="asker").startswith("Remote: Street trees")


def test_the_depth_travels_to_the_remote_agent(tmp_path: Path) -> None:
    hostile = HostileAgent(mode="not-rpc").start()
    try:
        host = local_host(hostile.url, tmp_path)
        host.ask("go")
    finally:
        hostile.stop()
    (post,) = hostile.posts
    assert post["method"] == "SendMessage"
    message = post["params"]["message"]
    assert message["metadata"] == {"tapyre_depth": 1.0}
    assert message["parts"] == [{"text": "Do trees cool cities?"}]


def test_a_remote_that_never_answers_is_given_up_on_in_time(tmp_path: Path) -> None:
    hostile = HostileAgent(mode="silent").start()
    try:
        host = local_host(hostile.url, tmp_path, timeout=1)
        started = time.monotonic()
        with pytest.raises(A2AError) as caught:
            host.a2a.send("lab", "anything")
        assert time.monotonic() - started < 5
    finally:
        hostile.release.set()
        hostile.stop()
    assert str(caught.value) == (
        "A2A agent 'lab' gave no answer within 1 s ([a2a.remotes.lab] timeout); the task was "
        "cancelled. Raise its timeout, or give it a smaller task."
    )


@pytest.mark.parametrize("mode", ["huge", "huge-declared", "huge-stream"])
def test_a_remote_that_answers_100_mb_is_cut_off_at_max_bytes(tmp_path: Path, mode: str) -> None:
    hostile = HostileAgent(mode=mode).start()
    try:
        host = local_host(hostile.url, tmp_path)
        tracemalloc.start()
        started = time.monotonic()
        with pytest.raises(A2AError) as caught:
            host.a2a.send("lab", "anything")
        elapsed = time.monotonic() - started
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    finally:
        hostile.stop()
    assert str(caught.value) == (
        "A2A agent 'lab' sent more than 8388608 bytes for one task ([a2a.remotes.lab] "
        "max_bytes); the rest was not read. Raise max_bytes if its answers are that large."
    )
    assert sum(hostile.sent) < 40 * 1024 * 1024  # it stopped reading long before 100 MB
    assert peak < 48 * 1024 * 1024, f"peak {peak} bytes while reading"
    assert elapsed < 30


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("malformed", "answered in a way the A2A protocol does not allow: JSON Decode Error"),
        ("not-rpc", "answered in a way the A2A protocol does not allow: Invalid JSON-RPC"),
        ("bad-event", "answered in a way the A2A protocol does not allow: Invalid JSON-RPC"),
        ("broken-off", "stopped answering before the task finished (its state: working)"),
        ("unauthorized", "refused the request: it needs an API key, or another one"),
    ],
)
def test_a_remote_that_breaks_the_protocol_is_one_line(
    tmp_path: Path, mode: str, expected: str
) -> None:
    hostile = HostileAgent(mode=mode).start()
    try:
        host = local_host(hostile.url, tmp_path)
        answer = host.ask("go")  # the local model is told, and answers with it
    finally:
        hostile.stop()
    assert answer.startswith(f"Error: A2A agent 'lab' {expected}")
    assert "\n" not in answer


def test_an_unreachable_or_cardless_remote_is_one_line(tmp_path: Path) -> None:
    from tapyre.testing import free_port

    host = local_host(f"http://127.0.0.1:{free_port()}", tmp_path)
    with pytest.raises(A2AError, match=r"^A2A agent 'lab' cannot be reached at http://127"):
        host.a2a.send("lab", "x")
    with HostileAgent(mode="huge") as hostile:
        host = local_host(hostile.url + "/nothing-here", tmp_path)
        with pytest.raises(A2AError, match=r"has no agent card at .*/nothing-here/\.well-known"):
            host.a2a.send("lab", "x")


def test_the_stored_key_is_sent_as_a_bearer_token(tmp_path: Path) -> None:
    hostile = HostileAgent(mode="not-rpc").start()
    try:
        host = local_host(hostile.url, tmp_path)
        KeyStore(keys_path(host.config)).set("a2a.lab", "s3cret")
        captured: list[str] = []
        original = hostile.handler_class

        def recording() -> Any:
            handler = original()

            class Recording(handler):  # type: ignore[misc, valid-type]
                def do_POST(self) -> None:
                    captured.append(self.headers.get("Authorization", ""))
                    super().do_POST()

            return Recording

        hostile.stop()
        hostile.handler_class = recording  # type: ignore[method-assign]
        hostile.start()
        host = local_host(hostile.url, tmp_path)
        with pytest.raises(A2AError):
            host.a2a.send("lab", "x")
    finally:
        hostile.stop()
    assert captured == ["Bearer s3cret"]


def test_an_unknown_remote_is_named(tmp_path: Path) -> None:
    host = local_host("http://127.0.0.1:1", tmp_path)
    with pytest.raises(A2AError, match="no A2A agent named 'nope' is configured"):
        host.a2a.send("nope", "x")
