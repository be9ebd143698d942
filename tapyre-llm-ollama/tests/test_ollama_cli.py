"""tapyre-llm-ollama end to end: entry point, agent and the real ``tapyre`` CLI.

Tests taking ``ollama_endpoint`` run twice: against the Ollama-exact fake on
loopback, and (marker ``ollama``, nox session ``ollama_real``) against a real
Ollama at ``TAPYRE_TEST_OLLAMA_URL`` / ``OLLAMA_HOST`` / localhost:11434,
skipped with the reason when none answers.  A real model's words cannot be
scripted, so with a real server the tests check the shape of the exchange.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

import tapyre_llm_ollama.plugin
from fake_ollama import FakeOllamaServer, Reply
from tapyre import (
    AnswerEvent,
    Config,
    Host,
    TokenEvent,
    Tool,
    ToolCallEvent,
    ToolResultEvent,
    hookimpl,
)
from tapyre_llm_ollama import OllamaProvider


class WordTools:
    """A tool plugin for the agent tests."""

    tapyre_plugin_name = "words"

    @hookimpl
    def tapyre_register_tools(self, register: Callable[[Tool], None]) -> None:
        register(
            Tool.simple("word_count", "Count the words in a text.", lambda t: str(len(t.split())))
        )


def _config(endpoint: Any, **extra: Any) -> dict[str, Any]:
    settings = {"base_url": endpoint.url, "model": endpoint.model, "timeout": 300, **extra}
    return {"core": {"llm": "ollama"}, "llm": {"ollama": settings}}


def _use(host: Host, url: str, model: str) -> None:
    host.config.set("core.llm", "ollama")
    host.config.set("llm.ollama.base_url", url)
    host.config.set("llm.ollama.model", model)
    host.config.set("llm.ollama.timeout", 300)


# -- discovery -------------------------------------------------------------------


def test_entry_point_registers_the_provider() -> None:
    (entry_point,) = [e for e in entry_points(group="tapyre") if e.name == "ollama"]
    assert entry_point.value == "tapyre_llm_ollama.plugin"
    registered: list[Any] = []
    entry_point.load().tapyre_register_llm_providers(registered.append)
    assert [type(p) for p in registered] == [OllamaProvider]


def test_installed_host_finds_the_provider() -> None:
    host = Host(Config({"plugins": {"load": ["ollama"]}}))
    assert isinstance(host.llm_providers["ollama"], OllamaProvider)


def test_registering_imports_no_client_library() -> None:
    code = (
        "import sys, tapyre_llm_ollama.plugin as p;"
        "p.tapyre_register_llm_providers(lambda provider: None);"
        "heavy = {'ollama', 'langchain_ollama', 'httpx'} & set(sys.modules);"
        "print(sorted(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- the same end-to-end tests against the fake and a real Ollama ----------------


def test_tapyre_ask_streams_the_answer(
    ollama_endpoint: Any, run_tapyre: Callable[..., Any]
) -> None:
    if ollama_endpoint.fake:
        ollama_endpoint.fake.reply("Ollama streams this answer word by word.")
    run = run_tapyre("ask", "Say hello in five words.", config=_config(ollama_endpoint))
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip()
    assert run.stdout_reads >= 2, run.stdout  # printed while being generated
    if ollama_endpoint.fake:
        assert run.stdout == "Ollama streams this answer word by word.\n"
        (request,) = ollama_endpoint.fake.chat_requests()
        assert request.body["stream"] is True
        assert request.body["messages"][0]["role"] == "system"


def test_tapyre_llms_list_shows_pulled_models(
    ollama_endpoint: Any, run_tapyre: Callable[..., Any]
) -> None:
    run = run_tapyre("llms", "list", config=_config(ollama_endpoint))
    assert run.returncode == 0, run.stderr
    (row,) = [line for line in run.stdout.splitlines() if "ollama" in line]
    assert row.startswith("*ollama")
    assert ollama_endpoint.url in row and " yes " in row
    if ollama_endpoint.fake:
        assert row.rstrip().endswith("llama3.2:latest, gemma3:270m")


def test_agent_runs_the_tool_loop(
    ollama_endpoint: Any, tapyre_host: Host, register_plugin: Any
) -> None:
    register_plugin(tapyre_llm_ollama.plugin, name="ollama")
    register_plugin(WordTools())
    _use(tapyre_host, ollama_endpoint.url, ollama_endpoint.model)
    if ollama_endpoint.fake:
        ollama_endpoint.fake.reply(
            Reply.tool_call("word_count", text="alpha beta gamma"), "3 words."
        )
    question = "Use the word_count tool to count the words in 'alpha beta gamma'."
    events = list(tapyre_host.stream(question))
    calls = [e for e in events if isinstance(e, ToolCallEvent)]
    results = [e for e in events if isinstance(e, ToolResultEvent)]
    assert calls and calls[0].tool_id == "words:word_count"
    assert results and results[0].status == "ok"
    assert isinstance(events[-1], AnswerEvent) and events[-1].text.strip()
    if ollama_endpoint.fake:
        assert dict(calls[0].arguments) == {"text": "alpha beta gamma"}
        assert results[0].output == "3"
        assert [e.text for e in events if isinstance(e, TokenEvent)][-1] == " words."
        assert events[-1].text == "3 words."
        tool_message = ollama_endpoint.fake.chat_requests()[1].body["messages"][-1]
        assert (tool_message["role"], tool_message["content"]) == ("tool", "3")


def test_model_not_pulled_is_one_line(ollama_endpoint: Any, run_tapyre: Callable[..., Any]) -> None:
    run = run_tapyre(
        "ask", "hello", config=_config(ollama_endpoint, model="tapyre-no-such-model:1b")
    )
    assert run.returncode == 1
    assert run.stdout == ""
    (line,) = run.stderr.strip().splitlines()
    assert line.startswith("error: model 'tapyre-no-such-model:1b' is not available on the Ollama")
    assert line.endswith("Pull it with: ollama pull tapyre-no-such-model:1b")


# -- fake only: conditions a real server is not in on demand ---------------------


def test_tapyre_ask_with_the_server_stopped(
    run_tapyre: Callable[..., Any], closed_url: str
) -> None:
    run = run_tapyre(
        "ask", "hello", config={"llm": {"ollama": {"base_url": closed_url, "model": "llama3.2"}}}
    )
    assert run.returncode == 1
    assert run.stdout == ""
    (line,) = run.stderr.strip().splitlines()
    assert line == (
        f"error: cannot reach the Ollama server at {closed_url}. Start it with `ollama serve`, "
        "or point [llm.ollama] base_url (or OLLAMA_HOST) at the right address."
    )


def test_tapyre_llms_list_with_the_server_stopped(
    run_tapyre: Callable[..., Any], closed_url: str
) -> None:
    run = run_tapyre("llms", "list", config={"llm": {"ollama": {"base_url": closed_url}}})
    assert run.returncode == 0
    (row,) = [line for line in run.stdout.splitlines() if "ollama" in line]
    assert " no " in row and f"cannot connect to {closed_url}/api/tags" in row


def test_model_without_tool_support_is_one_line(
    tapyre_host: Host, register_plugin: Any, tapyre_cli: Any
) -> None:
    register_plugin(tapyre_llm_ollama.plugin, name="ollama")
    register_plugin(WordTools())
    with FakeOllamaServer() as fake:
        _use(tapyre_host, fake.url, "gemma3:270m")
        result = tapyre_cli("ask", "count the words in 'a b'")
    assert result.exit_code == 1
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("error: Ollama model 'gemma3:270m' does not support tool calling")


def test_ollama_host_reaches_the_cli(run_tapyre: Callable[..., Any]) -> None:
    """No base_url: OLLAMA_HOST in the environment is used."""
    with FakeOllamaServer() as fake:
        fake.reply("via OLLAMA_HOST")
        run = run_tapyre(
            "ask",
            "hi",
            config={"core": {"llm": "ollama"}, "llm": {"ollama": {"model": "llama3.2"}}},
            env={"OLLAMA_HOST": fake.url.removeprefix("http://")},
        )
    assert run.returncode == 0, run.stderr
    assert run.stdout == "via OLLAMA_HOST\n"
