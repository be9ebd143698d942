"""tapyre-llm-openai through the core: entry point, agent, and the real ``tapyre`` CLI.

The model server here is the spec-exact fake OpenAI endpoint on loopback; the
same CLI paths against a real llama.cpp server are in ``test_openai_llamacpp.py``.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

import tapyre_llm_openai.plugin
from fake_openai import FakeOpenAIServer, Reply
from tapyre import AnswerEvent, Host, TokenEvent, Tool, ToolCallEvent, ToolResultEvent, hookimpl
from tapyre_llm_openai import OpenAIProvider


class WordTools:
    """A tool plugin for the agent tests."""

    tapyre_plugin_name = "words"

    @hookimpl
    def tapyre_register_tools(self, register: Callable[[Tool], None]) -> None:
        register(
            Tool.simple("word_count", "Count the words in a text.", lambda t: str(len(t.split())))
        )


def _use_fake(host: Host, fake: FakeOpenAIServer, **extra: Any) -> None:
    host.config.set("core.llm", "openai")
    host.config.set("llm.openai.base_url", fake.url)
    host.config.set("llm.openai.model", "gpt-4o-mini")
    host.config.set("llm.openai.max_retries", 0)
    for key, value in extra.items():
        host.config.set(f"llm.openai.{key}", value)


def test_entry_point_registers_the_provider() -> None:
    (entry_point,) = [e for e in entry_points(group="tapyre") if e.name == "openai"]
    assert entry_point.value == "tapyre_llm_openai.plugin"
    registered: list[Any] = []
    entry_point.load().tapyre_register_llm_providers(registered.append)
    assert [type(p) for p in registered] == [OpenAIProvider]


def test_installed_host_finds_the_provider() -> None:
    from tapyre import Config

    host = Host(Config({"plugins": {"load": ["openai"]}}))
    assert isinstance(host.llm_providers["openai"], OpenAIProvider)


def test_registering_imports_no_client_library() -> None:
    code = (
        "import sys, tapyre_llm_openai.plugin as p;"
        "p.tapyre_register_llm_providers(lambda provider: None);"
        "heavy = {'openai', 'langchain_openai', 'httpx'} & set(sys.modules);"
        "print(sorted(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_agent_streams_the_answer(tapyre_host: Host, register_plugin: Any) -> None:
    register_plugin(tapyre_llm_openai.plugin, name="openai")
    with FakeOpenAIServer() as fake:
        _use_fake(tapyre_host, fake)
        fake.reply("The answer arrives token by token.")
        events = list(tapyre_host.stream("Tell me something"))
    tokens = [e.text for e in events if isinstance(e, TokenEvent)]
    assert len(tokens) >= 6
    assert "".join(tokens) == "The answer arrives token by token."
    assert events[-1] == AnswerEvent("The answer arrives token by token.")
    assert fake.chat_requests()[0].body["stream"] is True


def test_agent_runs_the_tool_loop(tapyre_host: Host, register_plugin: Any) -> None:
    register_plugin(tapyre_llm_openai.plugin, name="openai")
    register_plugin(WordTools())
    with FakeOpenAIServer() as fake:
        _use_fake(tapyre_host, fake)
        fake.reply(Reply.tool_call("word_count", text="one two three"), "It has 3 words.")
        events = list(tapyre_host.stream("How many words in 'one two three'?"))
    calls = [e for e in events if isinstance(e, ToolCallEvent)]
    results = [e for e in events if isinstance(e, ToolResultEvent)]
    assert [(c.tool_id, dict(c.arguments)) for c in calls] == [
        ("words:word_count", {"text": "one two three"})
    ]
    assert [(r.output, r.status) for r in results] == [("3", "ok")]
    assert events[-1] == AnswerEvent("It has 3 words.")
    first, second = fake.chat_requests()
    assert first.body["tools"][0]["function"]["name"] == "word_count"
    assert second.body["messages"][-1]["role"] == "tool"
    assert second.body["messages"][-1]["content"] == "3"


def test_agent_reports_a_model_without_tools(
    tapyre_host: Host, register_plugin: Any, tapyre_cli: Any
) -> None:
    register_plugin(tapyre_llm_openai.plugin, name="openai")
    register_plugin(WordTools())
    with FakeOpenAIServer() as fake:
        _use_fake(tapyre_host, fake, model="no-tools-model")
        result = tapyre_cli("ask", "count words")
    assert result.exit_code == 1
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("error: model 'no-tools-model' at http://127.0.0.1:")
    assert "cannot call tools" in line


# -- the installed console script ------------------------------------------------


def test_tapyre_ask_streams_from_the_endpoint(run_tapyre: Callable[..., Any]) -> None:
    with FakeOpenAIServer() as fake:
        fake.reply("Streamed through the command line.")
        run = run_tapyre(
            "ask",
            "Say something",
            config={
                "core": {"llm": "openai"},
                "llm": {"openai": {"base_url": fake.url, "model": "gpt-4o-mini"}},
            },
        )
    assert run.returncode == 0, run.stderr
    assert run.stdout == "Streamed through the command line.\n"
    assert fake.chat_requests()[0].body["stream"] is True


def test_tapyre_ask_with_the_server_stopped(
    run_tapyre: Callable[..., Any], closed_url: str
) -> None:
    run = run_tapyre(
        "ask",
        "hello",
        config={"llm": {"openai": {"base_url": closed_url, "model": "m", "max_retries": 0}}},
    )
    assert run.returncode == 1
    assert run.stdout == ""
    (line,) = run.stderr.strip().splitlines()
    assert line.startswith(f"error: cannot reach the OpenAI-compatible server at {closed_url}. ")


def test_tapyre_llms_list_shows_the_endpoint_models(run_tapyre: Callable[..., Any]) -> None:
    with FakeOpenAIServer() as fake:
        run = run_tapyre(
            "llms",
            "list",
            config={"llm": {"openai": {"base_url": fake.url, "model": "gpt-4o-mini"}}},
        )
    assert run.returncode == 0, run.stderr
    (row,) = [line for line in run.stdout.splitlines() if "openai" in line]
    assert row.startswith("*openai")
    assert fake.url in row and "yes" in row and "gpt-4o-mini, no-tools-model" in row


def test_tapyre_llms_list_never_prints_the_key(run_tapyre: Callable[..., Any]) -> None:
    with FakeOpenAIServer(api_key="sk-secret-789") as fake:
        config = {
            "llm": {"openai": {"base_url": fake.url, "model": "m", "api_key": "sk-secret-789"}}
        }
        listed = run_tapyre("llms", "list", config=config)
        shown = run_tapyre("config", "show", config=config)
    assert listed.returncode == 0 and shown.returncode == 0
    assert "sk-secret-789" not in listed.stdout + listed.stderr + shown.stdout + shown.stderr


def test_default_from_config_and_llm_option(run_tapyre: Callable[..., Any]) -> None:
    """Two providers configured: [core] llm picks the default, --llm another per command."""
    with FakeOpenAIServer() as fake:
        fake.reply("from openai")
        config = {
            "core": {"llm": "scripted"},
            "llm": {
                "scripted": {"replies": ["from scripted"]},
                "openai": {"base_url": fake.url, "model": "gpt-4o-mini"},
            },
        }
        by_default = run_tapyre("ask", "who?", config=config)
        picked = run_tapyre("ask", "--llm", "openai", "who?", config=config)
    assert by_default.stdout == "from scripted\n"
    assert picked.stdout == "from openai\n"
    assert len(fake.chat_requests()) == 1
