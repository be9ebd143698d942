"""The A2A server's application, driven by the reference SDK's own client.

Each test serves a host's agent with :func:`a2a_helpers.served_app` (the
application ``tapyre a2a serve`` runs, in this process) and talks to it with
``a2a.client``: both bindings, streamed and not, cancellation, tasks kept in
SQLite across a restart, and the limits a task runs under.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from a2a_helpers import served_app
from agents_helpers import ENTERED, RELEASE, SEEN, DemoTools, call, scripted, wait_until
from tapyre import Config, Host, LLMProvider, hookimpl

pytest.importorskip("a2a.server.routes", reason="needs tapyre-core[a2a]")

from a2a.client import ClientConfig, ClientFactory
from a2a.types.a2a_pb2 import (
    CancelTaskRequest,
    GetTaskRequest,
    Message,
    Part,
    Role,
    SendMessageRequest,
    TaskState,
)

pytestmark = pytest.mark.usefixtures("fresh_tools")


def host_with(*replies: Any, **data: Any) -> Host:
    config = {"core": {"llm": "served"}, "llm": {"served": scripted(*replies)}, **data}
    return Host(Config(config), load_entrypoints=False, plugins=[DemoTools()])


def message(text: str, *, context_id: str = "", metadata: dict[str, Any] | None = None) -> Any:
    from google.protobuf.struct_pb2 import Struct

    meta = Struct()
    meta.update(metadata or {})
    return SendMessageRequest(
        message=Message(
            role=Role.ROLE_USER,
            message_id=f"m-{text}-{context_id}",
            context_id=context_id,
            parts=[Part(text=text)],
            metadata=meta,
        )
    )


async def exchange(url: str, request: Any, *, binding: str, streaming: bool) -> list[Any]:
    """Every ``StreamResponse`` the SDK's client yields for ``request``."""
    config = ClientConfig(streaming=streaming, supported_protocol_bindings=[binding])
    client = await ClientFactory(config).create_from_url(url)
    try:
        return [response async for response in client.send_message(request)]
    finally:
        await client.close()


def final_task(responses: list[Any]) -> Any:
    tasks = [r.task for r in responses if r.HasField("task")]
    return tasks[-1]


def ask_trees(tmp_path: Path, *, binding: str, streaming: bool) -> list[Any]:
    """The SDK client's responses to "Do trees cool?" from an agent that searches and
    answers with what it found."""
    host = host_with(call("search", query="trees"), "Found: {tool_result}")
    with served_app(host, tmp_path / "tasks.db") as served:
        return asyncio.run(
            exchange(served.url, message("Do trees cool?"), binding=binding, streaming=streaming)
        )


@pytest.mark.parametrize("binding", ["JSONRPC", "HTTP+JSON"])
def test_the_sdk_client_gets_the_agents_answer_streamed(tmp_path: Path, binding: str) -> None:
    responses = ask_trees(tmp_path, binding=binding, streaming=True)
    kinds = [r.WhichOneof("payload") for r in responses]
    assert kinds[0] == "task" and kinds[-1] == "status_update"
    notes = [
        r.status_update.status.message.parts[0].text
        for r in responses
        if r.HasField("status_update") and r.status_update.status.message.parts
    ]
    assert notes == [
        '→ demo:search {"query": "trees"}',
        "← demo:search [ok] Street trees cool cities by 2 °C [1]. (query: trees)",
    ]
    chunks = [r.artifact_update for r in responses if r.HasField("artifact_update")]
    assert len(chunks) > 2  # the answer arrives in pieces, as the model writes it
    assert chunks[-1].last_chunk and chunks[-1].artifact.parts[0].text == (
        "Found: Street trees cool cities by 2 °C [1]. (query: trees)"
    )
    assert responses[-1].status_update.status.state == TaskState.TASK_STATE_COMPLETED


@pytest.mark.parametrize("binding", ["JSONRPC", "HTTP+JSON"])
def test_the_sdk_client_gets_the_agents_answer_whole(tmp_path: Path, binding: str) -> None:
    responses = ask_trees(tmp_path, binding=binding, streaming=False)
    (response,) = responses
    task = response.task
    assert task.status.state == TaskState.TASK_STATE_COMPLETED
    (artifact,) = task.artifacts
    assert artifact.name == "answer"
    assert artifact.parts[0].text == "Found: Street trees cool cities by 2 °C [1]. (query: trees)"
    assert task.history[0].parts[0].text == "Do trees cool?"


def test_text_before_a_tool_call_is_not_part_of_the_answer(tmp_path: Path) -> None:
    thinking = {
        "content": "Let me look that up.",
        "tool_calls": [{"name": "search", "args": {"query": "x"}}],
    }
    host = host_with(thinking, "The answer.")
    with served_app(host, tmp_path / "tasks.db") as served:
        responses = asyncio.run(
            exchange(served.url, message("q"), binding="JSONRPC", streaming=True)
        )
        task_id = responses[0].task.id
        stored = asyncio.run(get_task(served.url, task_id))
    assert [a.parts[0].text for a in stored.artifacts] == ["The answer."]


async def get_task(url: str, task_id: str) -> Any:
    client = await ClientFactory(ClientConfig()).create_from_url(url)
    try:
        return await client.get_task(GetTaskRequest(id=task_id))
    finally:
        await client.close()


def test_the_card_lists_the_agents_tools_as_skills(tmp_path: Path) -> None:
    host = host_with("x")
    with served_app(host, tmp_path / "tasks.db") as served:
        card = httpx.get(served.url + "/.well-known/agent-card.json").json()
    assert card["name"] == "tapyre"
    assert card["capabilities"]["streaming"] is True
    bindings = {i["protocolBinding"]: i["url"] for i in card["supportedInterfaces"]}
    assert bindings == {"JSONRPC": served.url + "/", "HTTP+JSON": served.url + "/rest"}
    skills = {s["id"]: s for s in card["skills"]}
    # demo:save writes files: nobody could confirm it on a server, so it is no skill
    assert sorted(skills) == ["demo:check", "demo:mark", "demo:search", "demo:slow"]
    assert skills["demo:search"]["description"] == "Search the paper collection; passages " + (
        "with their sources."
    )
    assert "securitySchemes" not in card


def test_a_named_agent_is_served_with_its_own_card(tmp_path: Path) -> None:
    host = host_with(
        "x",
        agents={"reviewer": {"description": "Checks citations.", "tools": ["check", "save"]}},
    )
    with served_app(host, tmp_path / "t.db", agent="reviewer", allow=("demo:save",)) as served:
        card = httpx.get(served.url + "/.well-known/agent-card.json").json()
    assert (card["name"], card["description"]) == ("reviewer", "Checks citations.")
    assert [s["id"] for s in card["skills"]] == ["demo:check", "demo:save"]


def test_a_task_is_cancelled_and_its_agent_stops(tmp_path: Path) -> None:
    host = host_with(call("slow", seconds=30), call("mark", note="after"), "late")

    async def scenario(url: str) -> tuple[Any, Any]:
        client = await ClientFactory(ClientConfig(streaming=True)).create_from_url(url)
        responses = client.send_message(message("take your time"))
        first = await responses.__anext__()
        assert first.HasField("task")
        # cancelled while its slow tool runs (not before the agent reached it: a loaded
        # machine may take a while to start the task)
        assert await asyncio.to_thread(ENTERED.wait, 30)
        cancelled = await client.cancel_task(CancelTaskRequest(id=first.task.id))
        await responses.aclose()
        stored = await client.get_task(GetTaskRequest(id=first.task.id))
        await client.close()
        return cancelled, stored

    with served_app(host, tmp_path / "tasks.db") as served:
        assert wait_until(lambda: True)
        cancelled, stored = asyncio.run(scenario(served.url))
        assert cancelled.status.state == TaskState.TASK_STATE_CANCELED
        assert stored.status.state == TaskState.TASK_STATE_CANCELED
        RELEASE.set()  # the slow tool returns: the agent must not take its next step
        assert wait_until(lambda: "slow" in SEEN)
        asyncio.run(asyncio.sleep(0.3))
    assert SEEN == ["slow"]


def test_a_task_past_max_running_is_rejected_in_one_line(tmp_path: Path) -> None:
    from a2a.types.a2a_pb2 import SendMessageConfiguration

    host = host_with(call("slow", seconds=30), "finished")

    async def scenario(url: str) -> tuple[Any, Any, Any]:
        client = await ClientFactory(ClientConfig(streaming=False)).create_from_url(url)
        held = message("hold on")
        held.configuration.CopyFrom(SendMessageConfiguration(return_immediately=True))
        (first,) = [r async for r in client.send_message(held)]
        (second,) = [r async for r in client.send_message(message("one more"))]
        RELEASE.set()
        assert wait_until(lambda: "slow" in SEEN)
        await asyncio.sleep(0.3)
        (third,) = [r async for r in client.send_message(message("and now"))]
        await client.close()
        return first.task, second.task, third.task

    with served_app(host, tmp_path / "tasks.db", max_running=1) as served:
        first, second, third = asyncio.run(scenario(served.url))
    assert first.status.state in (TaskState.TASK_STATE_SUBMITTED, TaskState.TASK_STATE_WORKING)
    assert second.status.state == TaskState.TASK_STATE_REJECTED
    assert second.status.message.parts[0].text == (
        "the server runs as many tasks as it may (1: [a2a.serve] max_running_tasks); "
        "send it again later"
    )
    assert third.status.state == TaskState.TASK_STATE_COMPLETED  # a slot is free again


def test_the_server_stops_even_when_the_sdk_cannot_drain_its_tasks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen with 100 tasks ending as the server stopped: the SDK's drain waited for ever."""
    from a2a.server.request_handlers import DefaultRequestHandler

    async def never_drains(self: Any) -> None:
        await asyncio.sleep(3600)

    monkeypatch.setattr(DefaultRequestHandler, "aclose", never_drains)
    with served_app(host_with("x"), tmp_path / "tasks.db") as served:
        pass
    assert not served.thread.is_alive()


class Recording(LLMProvider):
    """A provider whose one scripted model keeps every call's messages."""

    name = "recording"

    def __init__(self, replies: list[Any]) -> None:
        from tapyre.testing import ScriptedChatModel

        self.model = ScriptedChatModel(replies=replies)

    def chat_model(self, settings: Any) -> Any:
        return self.model


def recording_host(replies: list[Any]) -> tuple[Host, Recording]:
    provider = Recording(replies)

    class Plugin:
        tapyre_plugin_name = "recording"

        @hookimpl
        def tapyre_register_llm_providers(self, register: Callable[..., None]) -> None:
            register(provider)

    config = Config({"core": {"llm": "recording"}})
    return Host(config, load_entrypoints=False, plugins=[Plugin()]), provider


def test_tasks_and_their_history_are_kept_across_a_restart(tmp_path: Path) -> None:
    database = tmp_path / "tasks.db"
    host, provider = recording_host(["Paris.", "About 2.1 million."])
    with served_app(host, database) as served:
        first = asyncio.run(
            exchange(served.url, message("Capital of France?"), binding="JSONRPC", streaming=False)
        )
    task = final_task(first)
    assert database.stat().st_mode & 0o777 == 0o600
    with served_app(host, database) as served:  # a new server on the same database
        stored = asyncio.run(get_task(served.url, task.id))
        follow_up = message("And its population?", context_id=task.context_id)
        second = asyncio.run(exchange(served.url, follow_up, binding="HTTP+JSON", streaming=False))
    assert stored.status.state == TaskState.TASK_STATE_COMPLETED
    assert stored.history[0].parts[0].text == "Capital of France?"
    assert stored.artifacts[0].parts[0].text == "Paris."
    assert final_task(second).artifacts[0].parts[0].text == "About 2.1 million."
    # the follow-up's model saw the earlier question and answer of its context
    seen = [m.content for m in provider.model.received[-1]]
    assert seen[-3:] == ["Capital of France?", "Paris.", "And its population?"]


def test_a_task_running_when_the_server_stopped_is_failed_at_the_next_start(
    tmp_path: Path,
) -> None:
    from tapyre.a2a._server import INTERRUPTED

    database = tmp_path / "tasks.db"
    host = host_with(call("slow", seconds=30), "late")

    async def start_one(url: str) -> str:
        client = await ClientFactory(ClientConfig(streaming=True)).create_from_url(url)
        responses = client.send_message(message("slow one"))
        first = await responses.__anext__()
        await responses.aclose()
        await client.close()
        return str(first.task.id)

    with served_app(host, database) as served:
        task_id = asyncio.run(start_one(served.url))  # submitted or working when it stops
    RELEASE.set()
    with served_app(host_with("x"), database) as served:
        stored = asyncio.run(get_task(served.url, task_id))
    assert stored.status.state == TaskState.TASK_STATE_FAILED
    assert stored.status.message.parts[0].text == INTERRUPTED


def test_a_failing_agent_fails_its_task_with_one_line(tmp_path: Path) -> None:
    host = host_with()  # a script without replies: the model fails
    with served_app(host, tmp_path / "tasks.db") as served:
        (response,) = asyncio.run(
            exchange(served.url, message("q"), binding="JSONRPC", streaming=False)
        )
    status = response.task.status
    assert status.state == TaskState.TASK_STATE_FAILED
    assert status.message.parts[0].text == (
        "the scripted model has no reply left (its script has 0)"
    )


def test_a_task_past_its_time_is_stopped_and_failed(tmp_path: Path) -> None:
    host = host_with(call("slow", seconds=30), call("mark", note="after"), "late")
    with served_app(host, tmp_path / "tasks.db", task_timeout=0.5) as served:
        (response,) = asyncio.run(
            exchange(served.url, message("q"), binding="JSONRPC", streaming=False)
        )
        RELEASE.set()
        assert wait_until(lambda: "slow" in SEEN)
        asyncio.run(asyncio.sleep(0.3))
    status = response.task.status
    assert status.state == TaskState.TASK_STATE_FAILED
    assert status.message.parts[0].text == (
        "the task took longer than 0.5 s ([a2a.serve] task_timeout) and was stopped"
    )
    assert SEEN == ["slow"]


def test_the_depth_a_caller_sent_limits_the_served_agents_delegations(tmp_path: Path) -> None:
    host = host_with(
        call("helper", task="help"),
        "{tool_result}",
        agents={"boss": {"tools": [], "agents": ["helper"]}, "helper": {"tools": []}},
        delegation={"max_depth": 2},
    )
    with served_app(host, tmp_path / "tasks.db", agent="boss") as served:
        deep = message("q", metadata={"tapyre_depth": 2})
        (response,) = asyncio.run(exchange(served.url, deep, binding="JSONRPC", streaming=False))
    text = response.task.artifacts[0].parts[0].text
    assert text.startswith("Error: agent 'helper' was not called: delegations may nest 2 deep")


def test_the_jsonrpc_endpoint_answers_a_plain_http_client(tmp_path: Path) -> None:
    """What any A2A client sends: JSON-RPC 2.0 over HTTP, as the protocol specifies it."""
    host = host_with("Plain answer.")
    with served_app(host, tmp_path / "tasks.db") as served:
        reply = httpx.post(
            served.url + "/",
            json={
                "jsonrpc": "2.0",
                "id": "7",
                "method": "SendMessage",
                "params": {
                    "message": {
                        "role": "ROLE_USER",
                        "messageId": "plain-1",
                        "parts": [{"text": "hello"}],
                    }
                },
            },
            headers={"A2A-Version": "1.0"},
            timeout=30,
        )
    body = reply.json()
    assert body["id"] == "7"
    task = body["result"]["task"]
    assert task["status"]["state"] == "TASK_STATE_COMPLETED"
    assert task["artifacts"][0]["parts"][0]["text"] == "Plain answer."
    assert json.dumps(body)  # plain JSON all the way
